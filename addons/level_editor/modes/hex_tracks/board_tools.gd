tool
extends VBoxContainer
# The Hex Tracks piece's board tools — the in-game workshop's board editor (scripts/hex_tracks/
# workshop.gd) in the Godot editor, with the same edits (scripts/hex_tracks/board_edits.gd) and
# the same palette icons (scripts/hex_tracks/pairing_icon.gd): Track gives a cell the pairing
# picked, Tile puts a tile with the direction and colour picked (or restyles one), Erase takes a
# tile off (so does the right button), New board starts a full hexagon, Turns is the level's
# rotationEnabled. Look reports the cell pressed (looked_at); the piece shows that tile's route.

signal looked_at(q, r)

enum Tool { TRACK, TILE, ERASE, LOOK }

const Board = preload("res://scripts/hex_tracks/board.gd")
const BoardEdits = preload("res://scripts/hex_tracks/board_edits.gd")
const EditedScene = preload("res://addons/level_editor/edited_scene.gd")
const Geometry = preload("res://scripts/hex_tracks/geometry.gd")
const PairingIcon = preload("res://scripts/hex_tracks/pairing_icon.gd")
const ICON_SIZE = Vector2(44, 44)

var host = null  # the Levels screen (piece_host.gd)
var current_tool = Tool.TRACK
var pairing = Board.STRAIGHT.duplicate()
var tile_dir = 0
var tile_color = 0

var _geometry = Geometry.new()
var _icons = []


func _ready() -> void:
	if EditedScene.is_open(self):
		return
	for tracks in Board.pairings():
		_add_icon($Palette/Row/Pairings, "pairing", tracks, "set_pairing")
	for d in range(6):
		_add_icon($Palette/Row/Tiles, "dir", d, "set_tile_dir")
	for c in range(12):
		_add_icon($Palette/Row/Tiles, "color", c, "set_tile_color")
	select_tool(Tool.TRACK)


func select_tool(which: int) -> void:
	current_tool = which
	for button in $ToolBar/Tools.get_children():
		button.pressed = button.get_index() == which
	$Palette.visible = which in [Tool.TRACK, Tool.TILE]
	$Palette/Row/Pairings.visible = which == Tool.TRACK
	$Palette/Row/Tiles.visible = which == Tool.TILE
	_mark_icons()


func set_pairing(tracks: Array) -> void:
	pairing = tracks.duplicate()
	_mark_icons()


func set_tile_dir(d: int) -> void:
	tile_dir = d
	_mark_icons()


func set_tile_color(c: int) -> void:
	tile_color = c
	_mark_icons()


# The level shown: its rotationEnabled on the Turns box.
func show_level(level: Dictionary) -> void:
	$ToolBar/Rotation.pressed = bool(level.get("rotationEnabled", true))


# A press on cell (q, r) of the level shown with the tool chosen (the right button erases).
func press(q: int, r: int, button_index: int) -> void:
	if button_index == BUTTON_RIGHT or current_tool == Tool.ERASE:
		host.edit_level("Erase tile", self, "erase_tile", [q, r])
	elif current_tool == Tool.TRACK:
		host.edit_level("Set tracks", BoardEdits, "set_tracks", [q, r, pairing])
	elif current_tool == Tool.TILE:
		host.edit_level("Put tile", self, "put_tile", [q, r, tile_dir, tile_color])
	else:
		emit_signal("looked_at", q, r)


# A level of the radius picked (the new level of a pack, New board).
func new_level(name) -> Dictionary:
	return BoardEdits.new_level(int($ToolBar/Radius.value), "", name)


func _on_new_board_pressed() -> void:
	host.replace_level("New board", new_level(host.level().get("name", "")))


func _on_rotation_toggled(on: bool) -> void:
	if host.level().empty() or bool(host.level().get("rotationEnabled", true)) == on:
		return
	host.edit_level("Turns", self, "set_turns_enabled", [on])


# The tile edits of board_edits.gd, whose moveLimit follows the tiles. That holds while the
# level has one move a tile; a limit set apart from it (in the Inspector) is the designer's and
# stays as set: the core's verdict says when it falls short of the tiles.
static func put_tile(level: Dictionary, q: int, r: int, dir: int, color: int) -> void:
	var limit = _designers_limit(level)
	BoardEdits.put_tile(level, q, r, dir, color)
	_keep_limit(level, limit)


static func erase_tile(level: Dictionary, q: int, r: int) -> void:
	var limit = _designers_limit(level)
	BoardEdits.erase_tile(level, q, r)
	_keep_limit(level, limit)


# The level's moveLimit when it is not one move a tile, else null.
static func _designers_limit(level: Dictionary):
	var limit = level.get("moveLimit")
	return null if limit == null or int(limit) == level["tiles"].size() else limit


static func _keep_limit(level: Dictionary, limit) -> void:
	if limit != null:
		level["moveLimit"] = limit


static func set_turns_enabled(level: Dictionary, on: bool) -> void:
	level["rotationEnabled"] = on


func _add_icon(row: Container, kind: String, value, method: String) -> void:
	var icon = PairingIcon.new()
	icon.kind = kind
	icon.value = value
	icon.geometry = _geometry
	icon.rect_min_size = ICON_SIZE
	icon.hint_tooltip = (
		{"pairing": "tracks %s", "dir": "heading %s", "color": "colour %s"}[kind]
		% str(value)
	)
	icon.connect("pressed", self, method, [value])
	row.add_child(icon)
	_icons.append(icon)


func _mark_icons() -> void:
	PairingIcon.mark_all(_icons, pairing, tile_dir, tile_color)
