extends Control
# Number Stroke level select: the packs and their levels as tiles, unlocked in order, opening on
# the first uncleared level. Emits level_chosen, closed; settings open in place.

signal level_chosen(level_id)
signal closed

const Colors = preload("res://scripts/number_stroke/board_colors.gd")
const HEADING_FONT = preload("res://scenes/common/fonts/font_button.tres")
const TILE_FONT = preload("res://scenes/common/fonts/font_heading.tres")
const COLUMNS = 5
# Five tiles and their gaps stay narrower than the screen minus a scroll bar.
const TILE_SIZE = 112
const TILE_GAP = 16

var _catalog = null
var _progress = null
var _tiles = {}

onready var _packs = $SafeArea/Column/Scroll/Packs
onready var _scroll = $SafeArea/Column/Scroll
onready var _summary = $SafeArea/Column/Summary
onready var _message = $SafeArea/Column/Message
onready var _settings_panel = $SettingsPanel


func _ready():
	_settings_panel.visible = false
	_message.visible = false


# Builds the tiles for a catalog and progress (level_catalog.gd and progress.gd objects).
func show_levels(catalog, progress):
	_catalog = catalog
	_progress = progress
	for child in _packs.get_children():
		_packs.remove_child(child)
		child.queue_free()
	_tiles = {}
	if not catalog.ok:
		show_message(tr("catalog_error"))
		return
	for pack in catalog.packs():
		var heading = Label.new()
		heading.add_font_override("font", HEADING_FONT)
		heading.rect_min_size = Vector2(COLUMNS * TILE_SIZE + (COLUMNS - 1) * TILE_GAP, 72)
		heading.size_flags_horizontal = SIZE_SHRINK_CENTER
		heading.valign = Label.VALIGN_BOTTOM
		heading.set_meta("pack", pack)
		_packs.add_child(heading)
		var grid = GridContainer.new()
		grid.columns = COLUMNS
		grid.size_flags_horizontal = SIZE_SHRINK_CENTER
		grid.add_constant_override("hseparation", TILE_GAP)
		grid.add_constant_override("vseparation", TILE_GAP)
		_packs.add_child(grid)
		for id in pack["levelIds"]:
			var tile = _make_tile(catalog.level(id))
			grid.add_child(tile)
			_tiles[id] = tile
	_update_texts()
	call_deferred("_scroll_to_current")


# The button of a level, null for an unknown id.
func tile_of(level_id):
	return _tiles.get(level_id)


func show_message(text):
	_message.text = text
	_message.visible = true


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and is_inside_tree() and _catalog != null:
		_update_texts()


func _update_texts():
	var cleared = 0
	for id in _tiles:
		cleared += 1 if _progress.is_cleared(id) else 0
	_summary.text = tr("cleared_count") % [cleared, _tiles.size()]
	var lang = TranslationServer.get_locale().substr(0, 2)
	for heading in _packs.get_children():
		if heading is Label:
			var pack = heading.get_meta("pack")
			var title = pack.get("title", {})
			heading.text = (
				tr("pack_heading")
				% [int(pack.get("pack", 0)), str(title.get(lang, title.get("en", "")))]
			)


func _make_tile(level):
	var id = level["id"]
	var tile = Button.new()
	tile.rect_min_size = Vector2(TILE_SIZE, TILE_SIZE)
	tile.text = str(level.get("index", ""))
	tile.add_font_override("font", TILE_FONT)
	tile.focus_mode = FOCUS_NONE
	var fill = Colors.LIGHT
	var ink = Color(Colors.INK.r, Colors.INK.g, Colors.INK.b, 0.3)
	if _progress.is_cleared(id):
		fill = Colors.VISITED
		ink = Colors.INK
	elif _progress.is_unlocked(id):
		fill = Colors.ACCENT
		ink = Colors.WHITE
	else:
		tile.disabled = true
	for state in ["normal", "hover", "pressed", "disabled"]:
		tile.add_stylebox_override(state, _tile_style(fill))
	for color_name in [
		"font_color", "font_color_hover", "font_color_pressed", "font_color_disabled"
	]:
		tile.add_color_override(color_name, ink)
	tile.connect("pressed", self, "emit_signal", ["level_chosen", id])
	return tile


func _tile_style(fill):
	var style = StyleBoxFlat.new()
	style.bg_color = fill
	style.set_corner_radius_all(24)
	style.corner_detail = 10
	style.anti_aliasing_size = 1.5
	return style


# Opens the list on the first uncleared level, a third of the way down the view.
func _scroll_to_current():
	if not is_inside_tree():
		return
	yield(get_tree(), "idle_frame")
	var current = _progress.first_uncleared_id()
	if _tiles.has(current) and is_instance_valid(_tiles[current]):
		var offset = _tiles[current].rect_global_position.y - _packs.rect_global_position.y
		_scroll.scroll_vertical = int(max(0.0, offset - _scroll.rect_size.y / 3.0))


func _on_back_pressed():
	emit_signal("closed")


func _on_settings_pressed():
	_settings_panel.visible = true
