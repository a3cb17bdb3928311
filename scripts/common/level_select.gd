extends Control
# The level select of any mode with linear progress: the packs of a pack_catalog.gd as tiles
# (scripts/common/level_tile.gd: a check mark on cleared levels, a padlock on locked ones), a
# "cleared / total" counter per pack, opening on the first uncleared level. Tapping a locked tile
# shakes it and shows a short toast. Settings open in place as a sheet.
# The parent calls show_levels() (and may put a control of its own above the packs with
# set_header(), e.g. Number Stroke's daily puzzle card); emits level_chosen(level_id) for an
# open level, locked_level_tapped(level_id), closed (the back arrow). What the save store has to
# tell the player (a save restored from its backup) shows as a toast when the levels are shown.
# Run alone (F6) it shows the first playable mode of the registry on the real save.

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
const SHAKE_TIME = 0.3
const TOAST_TIME = 1.8
const TOAST_FADE = 0.25
const NOTICE_TIME = 4.0

var _catalog = null
var _progress = null
var _tiles = {}
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
		row.rect_min_size = Vector2(width, 72)
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
		_packs.add_child(grid)
		for id in pack["levelIds"]:
			var tile = LevelTile.new()
			tile.name = "Level-" + str(id)
			tile.level_id = id
			tile.text = str(catalog.level(id).get("index", ""))
			tile.connect("pressed", self, "_on_tile_pressed", [tile])
			tile.high_contrast = _settings().high_contrast
			grid.add_child(tile)
			_tiles[id] = tile
	refresh()
	call_deferred("_scroll_to_current")
	if progress != null and progress.has_method("take_notice"):
		var notice = progress.take_notice()
		if not notice.empty():
			show_toast(tr(notice), NOTICE_TIME)


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
	return COLUMNS * LevelTile.SIZE + (COLUMNS - 1) * TILE_GAP


# Re-reads every tile's state and the counters from the progress.
func refresh():
	if _progress == null:
		return
	for id in _tiles:
		var state = LevelTile.LOCKED
		if _progress.is_cleared(id):
			state = LevelTile.CLEARED
		elif _progress.is_unlocked(id):
			state = LevelTile.OPEN
		_tiles[id].state = state
	_update_texts()


# The tile of a level (a level_tile.gd Button), null for an unknown id.
func tile_of(level_id):
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


func _update_texts():
	if _progress == null or not _catalog.ok:
		return
	_summary.text = tr("cleared_count") % [_progress.cleared_count(), _tiles.size()]
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
func _scroll_to_current():
	# The tiles have their places one frame later. A signal, not a yield: a list freed in the
	# meantime just drops the call.
	if is_inside_tree() and not get_tree().is_connected("idle_frame", self, "_scroll_now"):
		get_tree().connect("idle_frame", self, "_scroll_now", [], CONNECT_ONESHOT)


func _scroll_now():
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
