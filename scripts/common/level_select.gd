extends Control
# The level select of any mode with linear progress: the packs of a pack_catalog.gd as tiles
# (scripts/common/level_tile.gd: a check mark on cleared levels, a padlock on locked ones, the
# best stars when the progress keeps them), a "cleared / total" counter per pack, opening on the
# first uncleared level. Tapping a locked tile shakes it and shows a short toast. Settings open
# in place as a sheet.
# The list is built over frames (the web build has no threads, and a mode's 200 tiles in one
# frame held the tap that opens it): show_levels() makes every pack's heading and an empty grid
# of the pack's final size at once, then the tiles the player sees first (from the start of the
# pack of the first uncleared level to a screenful past it; a list filled hidden, in the next
# frame or once shown), and the rest in the next frames (the pack above first), a few
# milliseconds of building a frame, each grid's tiles in order.
# tile_of() builds the list up to the tile asked for; is_building() says whether tiles are still
# to come.
# The parent calls show_levels() (and may put a control of its own above the packs with
# set_header(), e.g. Number Stroke's daily puzzle card); emits level_chosen(level_id) for an
# open level, locked_level_tapped(level_id), closed (the back arrow), built once every tile of
# the list shown is (in a frame after the one that showed it). What the save store has to
# tell the player (a save restored from its backup) shows as a toast when the levels are shown.
# Run alone (F6) it shows the first playable mode of the registry on the real save.

signal built  # every tile of the list shown is built
signal level_chosen(level_id)
signal locked_level_tapped(level_id)
signal closed

const LevelTile = preload("res://scripts/common/level_tile.gd")
const LinearProgress = preload("res://scripts/common/linear_progress.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const Palette = preload("res://scripts/common/palette.gd")
const HEADING_FONT = preload("res://scenes/common/fonts/font_button.tres")
const COUNTER_FONT = preload("res://scenes/common/fonts/font_small.tres")
const COLUMNS = 5
# Five tiles and their gaps stay narrower than the screen minus a scroll bar.
const TILE_GAP = 16
const HEADING_HEIGHT = 72  # a pack's heading row
const SHAKE_TIME = 0.3
const TOAST_TIME = 1.8
const TOAST_FADE = 0.25
const NOTICE_TIME = 4.0

# Building in a frame after the first, one tile at least. The frame then draws and places them,
# about twice as long again (natively, 54-65 tiles built in 3 ms made frames of 8.5-10 ms).
var build_slice_usec = 1500
var _catalog = null
var _progress = null
var _tiles = {}  # level id -> LevelTile, those built so far
var _unbuilt = []  # [level id, its pack's grid] still to build, in the order they are built
var _scroll_waits = false  # the list opens on its current level once it is shown and laid out
var _fresh = false  # the list is new on screen: its first frame lays out and draws, then builds
# Filled hidden (a mode mounted a part a frame, scripts/shell/mode_mount.gd: the frame that adds
# it to the tree builds its screens), its first tiles wait for the next frame, or for the list to
# show: the idle frame it was filled in, -1 when they are built
var _first_waits = -1
var _counters = {}  # pack number -> Label
var _headings = {}  # pack number -> [Label, pack entry]
var _pack_heading = "pack_heading"  # see set_pack_heading

onready var _title = $SafeArea/Column/TopBar/Title
onready var _packs = $SafeArea/Column/Scroll/Packs
onready var _scroll = $SafeArea/Column/Scroll
onready var _header = $SafeArea/Column/Header
onready var _summary = $SafeArea/Column/Summary
onready var _message = $SafeArea/Column/Message
onready var _settings_panel = $SettingsPanel
onready var _toast = $Toast
onready var _toast_label = $Toast/Label
onready var _tween = $Tween


func _ready():
	_settings_panel.visible = false
	_message.visible = false
	_toast.visible = false
	_settings().connect("changed", self, "_apply_contrast")
	_apply_contrast()
	if get_parent() == get_tree().root:
		_show_alone()


# The heading of the screen (a translation key, e.g. the mode's title key).
func set_title(text):
	_title.text = text


# The heading over each pack: a translation key whose text may hold {n} (the pack's number) and
# {title} (its title), e.g. the registry's "packs" of the mode.
func set_pack_heading(key):
	_pack_heading = key
	_update_texts()


# Builds the tiles for a pack_catalog.gd and a linear_progress.gd over it.
func show_levels(catalog, progress):
	_catalog = catalog
	_progress = progress
	for child in _packs.get_children():
		_packs.remove_child(child)
		child.queue_free()
	_tiles = {}
	_unbuilt = []
	set_process(false)
	_counters = {}
	_headings = {}
	_message.visible = false
	if not catalog.ok:
		show_message(tr("catalog_error"))
		_summary.text = ""
		return
	var width = _grid_width()
	for pack in catalog.packs():
		var number = int(pack["pack"])
		var row = HBoxContainer.new()
		row.rect_min_size = Vector2(width, HEADING_HEIGHT)
		row.size_flags_horizontal = SIZE_SHRINK_CENTER
		var heading = Label.new()
		heading.add_font_override("font", HEADING_FONT)
		heading.size_flags_horizontal = SIZE_EXPAND_FILL
		heading.size_flags_vertical = SIZE_FILL
		heading.valign = Label.VALIGN_BOTTOM
		heading.clip_text = true
		row.add_child(heading)
		var counter = Label.new()
		counter.name = "Counter"
		counter.add_font_override("font", COUNTER_FONT)
		counter.add_color_override("font_color", _muted_ink())
		counter.size_flags_vertical = SIZE_FILL
		counter.valign = Label.VALIGN_BOTTOM
		counter.align = Label.ALIGN_RIGHT
		row.add_child(counter)
		_packs.add_child(row)
		_headings[number] = [heading, pack]
		_counters[number] = counter
		var grid = GridContainer.new()
		grid.columns = COLUMNS
		grid.size_flags_horizontal = SIZE_SHRINK_CENTER
		grid.add_constant_override("hseparation", TILE_GAP)
		grid.add_constant_override("vseparation", TILE_GAP)
		# Its final size while empty: the packs below keep their places as tiles come.
		var count = pack["levelIds"].size()
		grid.rect_min_size = Vector2(
			_span(min(count, COLUMNS)), _span(ceil(count / float(COLUMNS)))
		)
		_packs.add_child(grid)
		for id in pack["levelIds"]:
			_unbuilt.append([id, grid])
	_first_waits = -1 if is_visible_in_tree() else Engine.get_idle_frames()
	if _first_waits < 0:
		_build_in_order(_unbuilt)
	_update_texts()
	_fresh = true
	set_process(true)  # the rest, or the built signal, from the next frame
	call_deferred("_scroll_to_current")
	if progress != null and progress.has_method("take_notice"):
		var notice = progress.take_notice()
		if not notice.empty():
			show_toast(tr(notice), NOTICE_TIME)


# True while tiles of the list are still to be built (a frame at a time).
func is_building():
	return not _unbuilt.empty()


func _process(_delta):
	if not is_visible_in_tree():  # nobody sees it (a level is played): the rest waits
		if _first_waits >= 0 and Engine.get_idle_frames() > _first_waits:
			_build_first()
		_fresh = true
		return
	if _fresh:  # the frame that shows the list already lays out and draws its first tiles
		_fresh = false
		return
	var started = OS.get_ticks_usec()
	_build_next(1)
	while not _unbuilt.empty() and OS.get_ticks_usec() - started < build_slice_usec:
		_build_next(1)
	if _unbuilt.empty():
		set_process(false)
		emit_signal("built")


# Builds the first tiles and puts the rest in the order they come: from the first level of the
# pack holding the first uncleared one (the list opens with it a third down the view) as far as
# the view reaches (_first_count); then the pack before it (above that level when the list
# opens), the rest of the packs after, and the packs further up, nearest first. A pack's tiles are
# built in order from its first, so each grid fills in order.
func _build_in_order(levels):
	var start = _current_index(levels)
	while start > 0 and levels[start - 1][1] == levels[start][1]:
		start -= 1
	var packs_before = []  # [[level id, grid], ...] a pack, nearest first
	for i in range(start - 1, -1, -1):
		if packs_before.empty() or packs_before.back()[0][1] != levels[i][1]:
			packs_before.append([])
		packs_before.back().push_front(levels[i])
	_unbuilt = levels.slice(start, levels.size() - 1) if start < levels.size() else []
	_build_next(_first_count())
	if not packs_before.empty():
		_unbuilt = packs_before.pop_front() + _unbuilt
	for pack in packs_before:
		_unbuilt += pack


# The position in `levels` of the first uncleared level, 0 when there is none.
func _current_index(levels):
	var current = _progress.first_uncleared_id() if _progress != null else ""
	for i in range(levels.size()):
		if levels[i][0] == current:
			return i
	return 0


# How many tiles the first frame builds: those of the pack where the list opens, up to a view's
# height of rows and headings from the first uncleared level's row down (more than show: the
# list opens with that row a third down the view).
func _first_count():
	var view_height = _scroll.rect_size.y
	if view_height <= 0.0:  # not laid out yet: the window's height
		view_height = ProjectSettings.get_setting("display/window/size/height")
	var current = _current_index(_unbuilt)
	var below = 0.0  # the height from the current level's row down to tile i
	var grid = null
	var in_grid = 0
	for i in range(_unbuilt.size()):
		if _unbuilt[i][1] != grid:
			grid = _unbuilt[i][1]
			in_grid = 0
			if i > current:
				below += HEADING_HEIGHT
		if i == current or (i > current and in_grid % COLUMNS == 0):
			below += LevelTile.SIZE + TILE_GAP
			if below > view_height:
				return i
		in_grid += 1
	return _unbuilt.size()


# Builds the next `count` tiles still to build.
func _build_next(count):
	for _i in range(min(count, _unbuilt.size())):
		var entry = _unbuilt.pop_front()
		_build_tile(entry[0], entry[1])


# The level's number in its pack; read in place where the catalog can (pack_catalog.gd
# level_field: a copy of a whole level a tile took a tenth of a millisecond).
func _level_index(id):
	if _catalog.has_method("level_field"):
		return _catalog.level_field(id, "index", "")
	return _catalog.level(id).get("index", "")


func _build_tile(id, grid):
	var tile = LevelTile.new()
	tile.name = "Level-" + str(id)
	tile.level_id = id
	tile.text = str(_level_index(id))
	tile.connect("pressed", self, "_on_tile_pressed", [tile])
	tile.high_contrast = _settings().high_contrast
	_tiles[id] = tile
	if _progress != null:
		_read_state(id)
	grid.add_child(tile)


# Puts a control of the parent's above the packs (null to remove it).
func set_header(control):
	for child in _header.get_children():
		_header.remove_child(child)
		child.queue_free()
	if control != null:
		if control.get_parent() != null:
			control.get_parent().remove_child(control)
		# As wide as the tile grid, centred over it.
		control.rect_min_size.x = max(control.rect_min_size.x, _grid_width())
		control.size_flags_horizontal = SIZE_SHRINK_CENTER
		_header.add_child(control)


func _grid_width():
	return _span(COLUMNS)


# The length of `count` tiles in a line with the gaps between them.
func _span(count):
	return count * LevelTile.SIZE + (count - 1) * TILE_GAP


# Re-reads every tile's state and the counters from the progress.
func refresh():
	if _progress == null:
		return
	for id in _tiles:
		_read_state(id)
	_update_texts()


# A tile's state (and stars) from the progress.
func _read_state(id):
	var state = LevelTile.LOCKED
	if _progress.is_cleared(id):
		state = LevelTile.CLEARED
	elif _progress.is_unlocked(id):
		state = LevelTile.OPEN
	_tiles[id].state = state
	# A mode whose progress keeps stars (stars_of) shows them on its open tiles.
	var shows_stars = _progress.has_method("stars_of") and state != LevelTile.LOCKED
	_tiles[id].stars = _progress.stars_of(id) if shows_stars else -1


# The tile of a level (a level_tile.gd Button), null for an unknown id. One still to come is
# built now, with every tile before it in the building order (each grid stays in order).
func tile_of(level_id):
	if not _tiles.has(level_id):
		for i in range(_unbuilt.size()):
			if _unbuilt[i][0] == level_id:
				_build_next(i + 1)
				break
	return _tiles.get(level_id)


# The heading shown over a pack number, "" for an unknown pack.
func pack_heading(pack_number):
	return _headings[pack_number][0].text if _headings.has(pack_number) else ""


# The "cleared/total" text shown for a pack number, "" for an unknown pack.
func pack_counter(pack_number):
	var counter = _counters.get(pack_number)
	return counter.text if counter != null else ""


func show_message(text):
	_message.text = text
	_message.visible = true


func message():
	return _message.text if _message.visible else ""


# The toast on screen, "" when none is.
func toast():
	return _toast_label.text if _toast.visible else ""


func open_settings():
	_settings_panel.visible = true


func is_settings_open():
	return _settings_panel.visible


# One step back inside this screen: closes the settings sheet. False when there was nothing to
# close (the parent decides what back means then).
func go_back():
	if _settings_panel.visible:
		_settings_panel.close()
		return true
	return false


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and is_inside_tree() and _catalog != null:
		_update_texts()
	elif what == NOTIFICATION_VISIBILITY_CHANGED and is_inside_tree() and is_visible_in_tree():
		_build_first()
		if _scroll_waits:
			_scroll_to_current()


func _update_texts():
	if _progress == null or not _catalog.ok:
		return
	_summary.text = tr("cleared_count") % [_progress.cleared_count(), _catalog.level_ids().size()]
	var locale = TranslationServer.get_locale()
	for number in _headings:
		var pack = _headings[number][1]
		_headings[number][0].text = tr(_pack_heading).format(
			{"n": number, "title": PackCatalog.text_in(pack.get("title", {}), locale)}
		)
		var ids = pack["levelIds"]
		_counters[number].text = "%d/%d" % [_progress.cleared_count(ids), ids.size()]


# High contrast (the shell's setting): the summary, the pack counters and locked tiles in
# stronger ink.
func _apply_contrast():
	_summary.add_color_override("font_color", _muted_ink())
	for number in _counters:
		_counters[number].add_color_override("font_color", _muted_ink())
	for id in _tiles:
		_tiles[id].high_contrast = _settings().high_contrast
		_tiles[id].state = _tiles[id].state


func _muted_ink():
	return Palette.INK if _settings().high_contrast else Palette.MUTED_INK


func _on_tile_pressed(tile):
	if not tile.is_locked():
		emit_signal("level_chosen", tile.level_id)
		return
	_shake(tile)
	show_toast(tr("level_locked"))
	emit_signal("locked_level_tapped", tile.level_id)


func _shake(tile):
	if _settings().reduced_motion:
		return
	_tween.remove(tile, "shake")
	tile.begin_shake()
	_tween.interpolate_method(tile, "shake", 0.0, 1.0, SHAKE_TIME)
	_tween.start()


# Shows a short message at the bottom for `seconds`, then fades it.
func show_toast(text, seconds = TOAST_TIME):
	_toast_label.text = text
	_toast.visible = true
	_toast.modulate.a = 1.0
	_tween.remove(_toast, "modulate:a")
	_tween.remove(self, "_hide_toast")
	if not _settings().reduced_motion:
		_tween.interpolate_property(
			_toast, "modulate:a", 1.0, 0.0, TOAST_FADE, Tween.TRANS_LINEAR, Tween.EASE_IN, seconds
		)
	_tween.interpolate_callback(self, seconds + TOAST_FADE, "_hide_toast")
	_tween.start()


func _hide_toast():
	_toast.visible = false


# Opens the list on the first uncleared level, a third of the way down the view.
# The first tiles of a list filled hidden (_first_waits).
func _build_first():
	if _first_waits >= 0:
		_first_waits = -1
		_build_in_order(_unbuilt)


func _scroll_to_current():
	# The tiles have their places one frame after the list shows (hidden, nothing is laid out: the
	# shell mounts a mode hidden first). A signal, not a yield: a list freed in the meantime just
	# drops the call.
	_scroll_waits = true
	if is_visible_in_tree() and not get_tree().is_connected("idle_frame", self, "_scroll_now"):
		get_tree().connect("idle_frame", self, "_scroll_now", [], CONNECT_ONESHOT)


func _scroll_now():
	if not is_visible_in_tree():  # hidden since: it scrolls once shown (_notification)
		return
	_scroll_waits = false
	if _catalog == null or not _catalog.ok:
		return
	var current = _progress.first_uncleared_id()
	if _tiles.has(current) and is_instance_valid(_tiles[current]):
		var offset = _tiles[current].rect_global_position.y - _packs.rect_global_position.y
		_scroll.scroll_vertical = int(max(0.0, offset - _scroll.rect_size.y / 3.0))


func _show_alone():
	for entry in ModeRegistry.modes():
		if not entry["baked"].empty() and entry["catalog"] == ModeRegistry.PACK_CATALOG:
			var catalog = ModeRegistry.load_catalog(entry["id"])
			var progress = LinearProgress.new()
			if catalog.ok:
				progress.load(get_node("/root/SaveStore"), catalog)
			set_title(entry["title"])
			show_levels(catalog, progress)
			return


func _on_back_pressed():
	emit_signal("closed")


func _on_settings_pressed():
	open_settings()


# The Settings autoload (found through the main loop: a screen taken out of the tree still hears
# its "changed" signal).
func _settings():
	return Engine.get_main_loop().root.get_node("Settings")
