tool
extends "res://addons/level_editor/path_piece/canvas_base.gd"
# Hex Walls' board in the level editor: flat-top hexes (scripts/common/hex_geometry.gd, the
# game's convention) with their ids and numbers, the free hexes around the board drawn faintly
# (paint them), static walls as thick lines on their edges, each turning wall as a dot on its
# vertex with its starting edge solid and the two edges it turns to dashed — and the core's
# answers (canvas_base.gd). The mouse picks a target, reported to the panel:
# {"kind": "hex", "hex": [q, r]}, {"kind": "edge", "edge": [hex, hex]} or
# {"kind": "vertex", "vertex": [hex, hex, hex]}. With pick = "hex" every click is a hex (paint,
# erase, numbers); with pick = "walls" a click near a corner is that vertex and one near a side
# is that edge. The view stays where it is while the level is edited, unless it outgrows its room.

signal target_pressed(target, button_index)
signal target_dragged(target)

const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const HexLevelEdits = preload("res://addons/level_editor/modes/hex_walls/hex_level_edits.gd")

const MARGIN_RINGS = 1  # rings of free hexes shown around the board (it grows as you paint)
const MAX_HEX_PIXELS = 64.0
const VERTEX_PICK = 0.3  # of a hex's size: how near a corner a click picks the vertex
const EDGE_PICK = 0.28  # how near a side a click picks the edge
const FREE_HEX = Color("#2a3045")
const WALL = Color("#0f1120")
const TURNING = Color("#8a63d2")
const HOVER = Color(0.56, 0.51, 1.0, 0.5)
const SQRT3 = 1.7320508075688772

var pick = "hex"  # "hex" or "walls": what a click picks
var wall_marks = {}  # wall key (wall_key(a, b)) -> a key of MARK_COLORS

var _origin = Vector2.ZERO  # pixel position of the centre of hex [0, 0]
var _fitted = false
var _hover = {}  # the target under the mouse, {} for none
var _pressed = {}  # the target of the last press or drag while a button is held


static func wall_key(a: String, b: String) -> String:
	return "%s|%s" % [a, b] if a < b else "%s|%s" % [b, a]


func clear_answers() -> void:
	wall_marks = {}
	.clear_answers()


func fit_view() -> void:
	_fitted = false
	update()


func _level_shown(keep_view: bool) -> void:
	if keep_view and _fitted:
		if not _room().grow(0.5).encloses(_pixel_box(_shown_hexes())):
			_fitted = false
	else:
		margin_units = MARGIN_RINGS
		_fitted = false


# The pixel centre of a hex.
func hex_centre(hex: Array) -> Vector2:
	_ensure_view()
	return _origin + HexGeometry.to_vector2(HexGeometry.hex_to_pixel(hex, _unit_pixels))


# The middle of the side between two hexes, the point of a vertex.
func edge_centre(edge: Array) -> Vector2:
	return (hex_centre(edge[0]) + hex_centre(edge[1])) / 2


func vertex_point(vertex: Array) -> Vector2:
	return (hex_centre(vertex[0]) + hex_centre(vertex[1]) + hex_centre(vertex[2])) / 3


# What a click at `position` picks (see the top).
func target_at(position: Vector2) -> Dictionary:
	_ensure_view()
	var local = position - _origin
	var hex = HexGeometry.pixel_to_hex(local.x, local.y, _unit_pixels)
	if pick != "walls":
		return {"kind": "hex", "hex": hex}
	var corners = HexGeometry.hex_corners(hex, _unit_pixels)
	var best_corner = 0
	var best_side = 0
	var corner_distance = INF
	var side_distance = INF
	for k in range(6):
		var a = HexGeometry.to_vector2(corners[k])
		var b = HexGeometry.to_vector2(corners[(k + 1) % 6])
		if local.distance_to(a) < corner_distance:
			corner_distance = local.distance_to(a)
			best_corner = k
		var on_side = Geometry.get_closest_point_to_segment_2d(local, a, b)
		if local.distance_to(on_side) < side_distance:
			side_distance = local.distance_to(on_side)
			best_side = k
	if corner_distance < VERTEX_PICK * _unit_pixels:
		return {"kind": "vertex", "vertex": HexGeometry.corner_vertex(hex, best_corner)}
	if side_distance < EDGE_PICK * _unit_pixels:
		var other = HexGeometry.neighbour(hex, HexGeometry.edge_direction(best_side))
		return {"kind": "edge", "edge": HexGeometry.edge_key(hex, other)}
	return {"kind": "hex", "hex": hex}


func _draw() -> void:
	_ensure_view()
	_draw_background()
	var font = get_font("font", "Label")
	var cells = _cells()
	for hex in _shown_hexes():
		if HexLevelEdits.cell_at(level, hex) == -1:
			_draw_hex_outline(hex, FREE_HEX, 1.0)
	for cell in cells:
		_draw_cell(cell)
	_draw_walls()
	_draw_turning_walls()
	var points = PoolVector2Array()
	for id in path_ids:
		var index = HexLevelEdits.index_of(level, id)
		if index != -1:
			points.append(hex_centre(HexLevelEdits.hex_of(cells[index])))
	_draw_path_through(points)
	var steps = _steps_shown()
	for cell in cells:
		_draw_labels(cell, font, steps.get(cell.get("id"), 0))
	_draw_suggestions(font)
	_draw_hover()
	_draw_legend()


func _ensure_view() -> void:
	if not _fitted:
		_fit_view()


# The hexes shown: the board's cells and the free rings around them.
func _shown_hexes() -> Array:
	var seen = {}
	var cells = _cells()
	var centres = []
	for cell in cells:
		centres.append(HexLevelEdits.hex_of(cell))
	if centres.empty():
		centres.append([0, 0])
	for centre in centres:
		for hex in HexGeometry.spiral(margin_units, centre):
			seen[hex] = true
	return seen.keys()


# The pixel rectangle of some hexes at the current scale and place.
func _pixel_box(hexes: Array) -> Rect2:
	var box = null
	for hex in hexes:
		var centre = hex_centre(hex) if _fitted else Vector2.ZERO
		var around = Rect2(
			centre - Vector2(1, SQRT3 / 2) * _unit_pixels, Vector2(2, SQRT3) * _unit_pixels
		)
		box = around if box == null else box.merge(around)
	return box if box != null else Rect2()


func _fit_view() -> void:
	var box = null  # at size 1
	for hex in _shown_hexes():
		var centre = HexGeometry.to_vector2(HexGeometry.hex_to_pixel(hex, 1.0))
		var around = Rect2(centre - Vector2(1, SQRT3 / 2), Vector2(2, SQRT3))
		box = around if box == null else box.merge(around)
	var room = _room()
	_unit_pixels = clamp(
		min(room.size.x / box.size.x, room.size.y / box.size.y), 6.0, MAX_HEX_PIXELS
	)
	var middle = box.position + box.size / 2
	_origin = (room.position + room.size / 2 - middle * _unit_pixels).floor()
	_fitted = true


func _hex_points(hex: Array, shrink := 0.0) -> PoolVector2Array:
	var points = PoolVector2Array()
	var centre = hex_centre(hex)
	for corner in HexGeometry.hex_corners([0, 0], _unit_pixels - shrink):
		points.append(centre + HexGeometry.to_vector2(corner))
	return points


func _draw_hex_outline(hex: Array, colour: Color, width: float) -> void:
	var points = _hex_points(hex)
	points.append(points[0])
	draw_polyline(points, colour, width, true)


func _draw_cell(cell: Dictionary) -> void:
	var hex = HexLevelEdits.hex_of(cell)
	var fill = CELL
	var mark = marks.get(cell.get("id"), "")
	if not mark.empty():
		fill = fill.linear_interpolate(MARK_COLORS[mark], 0.55)
	draw_colored_polygon(_hex_points(hex, 1.0), fill)
	_draw_hex_outline(hex, OUTLINE.linear_interpolate(CELL, 0.5), 1.0)


func _wall_width() -> float:
	return max(4.0, _unit_pixels * 0.16)


# The side between two hexes as its two end points.
func _side(edge: Array) -> Array:
	var ends = HexGeometry.edge_vertices(edge)
	if ends.size() != 2:
		return []
	return [vertex_point(ends[0]), vertex_point(ends[1])]


func _draw_walls() -> void:
	var cells = _cells()
	for wall in HexLevelEdits.walls_of(level):
		if typeof(wall) != TYPE_ARRAY or wall.size() != 2:
			continue
		var a = HexLevelEdits.index_of(level, str(wall[0]))
		var b = HexLevelEdits.index_of(level, str(wall[1]))
		if a == -1 or b == -1:
			continue
		var side = _side([HexLevelEdits.hex_of(cells[a]), HexLevelEdits.hex_of(cells[b])])
		if side.empty():
			continue
		var mark = wall_marks.get(wall_key(str(wall[0]), str(wall[1])), "")
		var colour = MARK_COLORS[mark] if not mark.empty() else WALL
		draw_line(side[0], side[1], colour, _wall_width(), true)
		draw_circle(side[0], _wall_width() / 2, colour)
		draw_circle(side[1], _wall_width() / 2, colour)


# Each turning wall: a dot on its vertex, its edge at step 0 solid, the edges it turns to
# (edge + 1, edge + 2) dashed, with 1 and 2 beside them.
func _draw_turning_walls() -> void:
	var font = get_font("font", "Label")
	for wall in HexLevelEdits.turning_walls_of(level):
		var pivot = HexLevelEdits.pivot_of(wall)
		if pivot.size() != 3 or HexGeometry.vertex_key(pivot[0], pivot[1], pivot[2]).empty():
			continue
		var point = vertex_point(pivot)
		var edge = int(wall.get("edge", 0))
		for turn in range(3):
			var side = _side(HexLevelEdits.turning_edge(wall, edge + turn))
			if side.empty():
				continue
			var far = side[1] if side[0].distance_to(point) < 1.0 else side[0]
			if turn == 0:
				draw_line(point, far, TURNING, _wall_width(), true)
				draw_circle(far, _wall_width() / 2, TURNING)
			else:
				_draw_dashed(point, far, TURNING.linear_interpolate(CELL, 0.35), 2.0)
				if _unit_pixels >= 22:
					var at = (
						point.linear_interpolate(far, 0.7)
						+ (far - point).tangent().normalized() * 8
					)
					_draw_centred(font, str(turn), at, TURNING.darkened(0.3), 0.9)
		draw_circle(point, _wall_width() * 0.9, TURNING)
		draw_circle(point, _wall_width() * 0.4, Color.white)


func _draw_dashed(from: Vector2, to: Vector2, colour: Color, width: float) -> void:
	var length = from.distance_to(to)
	var dash = max(3.0, _unit_pixels * 0.12)
	var at = 0.0
	while at < length:
		var end = min(length, at + dash)
		draw_line(
			from.linear_interpolate(to, at / length),
			from.linear_interpolate(to, end / length),
			colour,
			width
		)
		at += dash * 2


func _draw_labels(cell: Dictionary, font: Font, step: int) -> void:
	var hex = HexLevelEdits.hex_of(cell)
	var centre = hex_centre(hex)
	var id = str(cell.get("id", ""))
	var number = (
		int(cell.get("number", 0))
		if typeof(cell.get("number")) in [TYPE_INT, TYPE_REAL]
		else 0
	)
	if _unit_pixels >= 24:
		var corner = centre + Vector2(-0.5, -0.58) * _unit_pixels
		draw_string(
			font, corner + Vector2(0, font.get_ascent()), id, INK.linear_interpolate(CELL, 0.45)
		)
	if step > 0:
		_draw_step(font, centre, step, number > 0, id)
		return
	if marks.get(id) == "open":
		_draw_open(font, centre)
		return
	if number > 0:
		var colour = MARK_COLORS["error"] if number > _cells().size() else INK
		_draw_centred(font, str(number), centre, colour, _label_scale() * 1.3)


func _draw_suggestions(font: Font) -> void:
	var centres = {}
	for suggestion in suggestions:
		if suggestion.get("kind") == "wall":
			var ids = suggestion.get("wall", [])
			var side = _wall_side(ids)
			if not side.empty():
				_draw_dashed(side[0], side[1], SUGGESTION, _wall_width())
				_draw_centred(
					font,
					"+wall",
					(side[0] + side[1]) / 2 + Vector2(0, -_unit_pixels * 0.3),
					SUGGESTION.darkened(0.3)
				)
			continue
		var index = HexLevelEdits.index_of(level, str(suggestion.get("cell", "")))
		if index == -1:
			continue
		var hex = HexLevelEdits.hex_of(_cells()[index])
		centres[str(suggestion.get("cell"))] = hex_centre(hex)
		var points = _hex_points(hex, _unit_pixels * 0.15)
		points.append(points[0])
		draw_polyline(points, SUGGESTION, max(2.0, _unit_pixels * 0.08), true)
	_draw_number_badges(font, centres, 0.45)


# The side of the wall between two cell ids, [] when they are not both on the board.
func _wall_side(ids: Array) -> Array:
	if ids.size() != 2:
		return []
	var a = HexLevelEdits.index_of(level, str(ids[0]))
	var b = HexLevelEdits.index_of(level, str(ids[1]))
	if a == -1 or b == -1:
		return []
	return _side([HexLevelEdits.hex_of(_cells()[a]), HexLevelEdits.hex_of(_cells()[b])])


func _draw_hover() -> void:
	if _hover.empty() or not interactive:
		return
	match _hover["kind"]:
		"hex":
			draw_colored_polygon(_hex_points(_hover["hex"], 2.0), HOVER)
		"edge":
			var side = _side(_hover["edge"])
			if not side.empty():
				draw_line(side[0], side[1], HOVER, _wall_width(), true)
		"vertex":
			draw_circle(vertex_point(_hover["vertex"]), _wall_width() * 1.2, HOVER)


func _gui_input(event: InputEvent) -> void:
	if not interactive:
		return
	if event is InputEventMouseButton and event.button_index in [BUTTON_LEFT, BUTTON_RIGHT]:
		var target = target_at(event.position)
		if event.pressed and event.button_index == BUTTON_LEFT and _press_focuses_only():
			accept_event()
			return
		if event.pressed:
			_press(target, event.button_index, event.position)
		elif not _pressed.empty():
			_pressed = {}
			emit_signal("stroke_finished")
			update()
		accept_event()
	elif event is InputEventMouseMotion:
		var target = target_at(event.position)
		if target != _hover:
			_hover = target
			update()
		if not _pressed.empty() and target != _pressed:
			_pressed = target
			emit_signal("target_dragged", target)


# A left press on a suggested wall puts it; on a suggested hex, the number whose badge is nearest.
func _press(target: Dictionary, button_index: int, position: Vector2) -> void:
	if button_index == BUTTON_LEFT:
		var suggested = _suggestion_pressed(target, position)
		if suggested != -1:
			emit_signal("suggestion_pressed", suggested)
			return
	_pressed = target
	emit_signal("target_pressed", target, button_index)


# The suggestion a press on `target` at `position` means, -1 for none.
func _suggestion_pressed(target: Dictionary, position: Vector2) -> int:
	if target["kind"] == "hex":
		var index = HexLevelEdits.cell_at(level, target["hex"])
		if index == -1:
			return -1
		var x_offset = position.x - hex_centre(target["hex"]).x
		return _number_suggestion_at(str(_cells()[index].get("id")), x_offset)
	if target["kind"] != "edge":
		return -1
	var on_edge = HexLevelEdits.edge_cells(level, target["edge"])
	for i in range(suggestions.size()):
		var ids = suggestions[i].get("wall", [])
		if (
			suggestions[i].get("kind") == "wall"
			and ids.size() == 2
			and on_edge.size() == 2
			and wall_key(on_edge[0], on_edge[1]) == wall_key(str(ids[0]), str(ids[1]))
		):
			return i
	return -1


func _on_resized() -> void:
	_fitted = false
	update()


func _on_mouse_exited() -> void:
	_hover = {}
	update()
