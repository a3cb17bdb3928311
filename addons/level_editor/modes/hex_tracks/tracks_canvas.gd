tool
extends "res://addons/level_editor/board_control.gd"
# Hex Tracks' board in the level editor, drawn as the game draws it (scripts/hex_tracks/
# board_drawing.gd): the cells and their tracks at the orientation shown, the tiles with their
# arrows, and the core's answers over them — every tile's route (`hex-tracks routes`: the
# polyline trace() follows, cut where a tile stops it), the tile looked at with its route bold,
# its blocker ringed in red and the contact point marked, the solve order on the tiles. A press
# on a cell is reported (cell_pressed); the piece decides what it does.

signal cell_pressed(q, r, button_index)

const BoardDrawing = preload("res://scripts/hex_tracks/board_drawing.gd")
const Colors = preload("res://scripts/hex_tracks/board_colors.gd")
const Geometry = preload("res://scripts/hex_tracks/geometry.gd")
const HexGeometry = preload("res://scripts/common/hex_geometry.gd")

const BACKGROUND = Color("#1d2130")
const MARGIN = 10.0
const HEADING_HEIGHT = 24.0
const MAX_UNIT = 60.0
const ROUTE = Color(0.416, 0.361, 0.961, 0.9)
const FAINT_ROUTE = Color(0.62, 0.58, 1.0, 0.35)
const EXIT_ROUTE = Color("#2fb36d")
const HOVER = Color(0.56, 0.51, 1.0, 0.5)
const EXIT_SHOWN = 1.5  # units of a route's run off the board drawn (the core's runs on far)

var level = {}  # the level dictionary drawn (owned by the document)
var heading = ""  # drawn above the board
var answer = {}  # the core's routes answer for the level shown ({} for none)
var focus = ""  # the tile whose route is drawn bold ("" for all faintly)
var order = {}  # tile id -> its step in the core's solution
var marks = {}  # tile id -> "error": tiles a rejected pack names

var _geometry = Geometry.new()
var _unit = 30.0
var _origin = Vector2.ZERO
var _hover = []  # [q, r] under the mouse


func show_level(new_level: Dictionary, _keep_view := false) -> void:
	level = new_level
	_hover = []
	clear_answers()


func clear_answers() -> void:
	answer = {}
	focus = ""
	order = {}
	marks = {}
	heading = ""
	update()


# The orientation the board is drawn at (the routes answer's, else 0).
func orientation() -> int:
	return int(answer.get("orientation", 0))


# The pixel centre of cell (q, r).
func cell_centre(q, r) -> Vector2:
	_fit()
	var p = _geometry.offset_point(int(q), int(r))
	return _origin + Vector2(p[0], p[1]) * _unit


# The board cell under a pixel position, [] for none.
func cell_at(position: Vector2) -> Array:
	_fit()
	var local = (position - _origin) / _unit
	var hex = HexGeometry.pixel_to_hex(local.x, local.y, 1.0)
	for cell in level.get("cells", []):
		if int(cell["q"]) == hex[0] and int(cell["r"]) == hex[1]:
			return hex
	return []


func _draw() -> void:
	draw_rect(Rect2(Vector2.ZERO, rect_size), BACKGROUND)
	if level.empty():
		return
	_fit()
	var font = get_font("font", "Label")
	if not heading.empty():
		draw_string(font, Vector2(8, font.get_ascent() + 4), heading, Color.white)
	var cells = answer.get("cells", level.get("cells", []))
	for cell in cells:
		BoardDrawing.draw_hex(self, _at(cell), 0.97, _unit, Colors.CELL, true)
		BoardDrawing.draw_hex(self, _at(cell), 0.97, _unit, Colors.CELL_EDGE, false, 2.0)
	for cell in cells:
		BoardDrawing.draw_tracks(
			self, _at(cell), cell["tracks"], _unit, _geometry, Colors.RAIL_CORE
		)
	if not _hover.empty() and interactive:
		var hovered = {"q": _hover[0], "r": _hover[1]}
		BoardDrawing.draw_hex(self, _at(hovered), 0.97, _unit, HOVER, false, 3.0)
	_draw_routes(false)
	for tile in level.get("tiles", []):
		var angle = BoardDrawing.direction_angle(_geometry, tile["dir"])
		var faded = 0.45 if not focus.empty() and tile["id"] != focus else 1.0
		BoardDrawing.draw_tile(
			self, _at(tile), angle, _unit, Colors.tile_color(tile["color"]), faded
		)
		if marks.has(tile["id"]):
			BoardDrawing.draw_hex(self, _at(tile), 0.95, _unit, Colors.BLOCKED, false, 4.0)
		if order.has(tile["id"]):
			_draw_badge(font, _at(tile), str(order[tile["id"]]))
	_draw_routes(true)


# The routes: all faintly under the tiles, the one looked at bold over them with its blocker
# and contact point.
func _draw_routes(bold: bool) -> void:
	for route in answer.get("routes", []):
		var looked_at = route["tile"] == focus
		if bold != looked_at:
			continue
		var points = PoolVector2Array()
		for point in route["points"]:
			points.append(_origin + Vector2(point[0], point[1]) * _unit)
		if points.size() < 2:
			continue
		if route["outcome"] == "exit":  # the run off the board, shortened
			var last = points.size() - 1
			var run = points[last] - points[last - 1]
			points[last] = points[last - 1] + run.clamped(EXIT_SHOWN * _unit)
		var colour = ROUTE if bold else FAINT_ROUTE
		if bold and route["outcome"] == "exit":
			colour = EXIT_ROUTE
		draw_polyline(points, colour, max(2.0, _unit * (0.14 if bold else 0.06)), true)
		if not bold or route["outcome"] != "blocked":
			continue
		for tile in level.get("tiles", []):
			if tile["id"] == route["blocker"]:
				BoardDrawing.draw_hex(self, _at(tile), 1.0, _unit, Color.white, false, 7.0)
				BoardDrawing.draw_hex(self, _at(tile), 1.0, _unit, Colors.BLOCKED, false, 4.0)
		var contact = points[points.size() - 1]
		draw_circle(contact, max(4.0, _unit * 0.16), Colors.BLOCKED)
		draw_circle(contact, max(2.0, _unit * 0.07), Color.white)


func _draw_badge(font: Font, centre: Vector2, text: String) -> void:
	var spot = centre + Vector2(_unit * 0.42, -_unit * 0.42)
	draw_circle(spot, max(8.0, _unit * 0.26), Color("#23243a"))
	var size = font.get_string_size(text)
	draw_string(
		font, spot + Vector2(-size.x / 2, font.get_ascent() - size.y / 2), text, Color.white
	)


func _at(item: Dictionary) -> Vector2:
	var p = _geometry.offset_point(int(item["q"]), int(item["r"]))
	return _origin + Vector2(p[0], p[1]) * _unit


# Scale and place so every cell fits below the heading (a board that turns is the same set of
# cells at every orientation, so the view never jumps).
func _fit() -> void:
	var cells = level.get("cells", [])
	if cells.empty():
		return
	var low = Vector2(INF, INF)
	var high = Vector2(-INF, -INF)
	for cell in cells:
		var p = _geometry.offset_point(int(cell["q"]), int(cell["r"]))
		low = Vector2(min(low.x, p[0] - 1.0), min(low.y, p[1] - 1.0))
		high = Vector2(max(high.x, p[0] + 1.0), max(high.y, p[1] + 1.0))
	var room = rect_size - Vector2(2 * MARGIN, 2 * MARGIN + HEADING_HEIGHT)
	var size = high - low
	_unit = clamp(min(room.x / size.x, room.y / size.y), 4.0, MAX_UNIT)
	var middle = Vector2(MARGIN, MARGIN + HEADING_HEIGHT) + room / 2
	_origin = (middle - (low + high) / 2 * _unit).floor()


func _gui_input(event: InputEvent) -> void:
	if not interactive:
		return
	if event is InputEventMouseButton and event.pressed:
		if event.button_index == BUTTON_LEFT and _press_focuses_only():
			accept_event()  # the click that takes the focus from a text field edits nothing
		elif event.button_index in [BUTTON_LEFT, BUTTON_RIGHT]:
			var cell = cell_at(event.position)
			if not cell.empty():
				emit_signal("cell_pressed", cell[0], cell[1], event.button_index)
			accept_event()
	elif event is InputEventMouseMotion:
		var cell = cell_at(event.position)
		if cell != _hover:
			_hover = cell
			update()


func _on_mouse_exited() -> void:
	_hover = []
	update()
