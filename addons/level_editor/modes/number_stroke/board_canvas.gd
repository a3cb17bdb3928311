tool
extends "res://addons/level_editor/path_piece/canvas_base.gd"
# Number Stroke's board in the level editor: cells on the unit grid (holes left dark), numbers
# and 奇/偶 marks, cell ids, and what the core answered (canvas_base.gd: a solution path, cells
# to look at, suggested numbers, the grader's trace). Mouse presses and drags are reported as
# grid units; the panel decides what they do. The view is fitted when a level is shown (or
# the board resized) and then stays where it is while the level is edited — a painted cell
# never moves the cell under the mouse — unless the board outgrows the room it has.

signal unit_pressed(unit, button_index)
signal unit_dragged(unit)

const LevelEdits = preload("res://addons/level_editor/modes/number_stroke/level_edits.gd")
const PathCells = preload("res://addons/level_editor/path_piece/path_cells.gd")

const MARGIN_UNITS = 2  # free units shown around the board, so it can grow
const EMPTY_VIEW = Rect2(0, 0, 6, 6)
const MAX_UNIT_PIXELS = 72.0
const BIG_CELL = Color("#c5cbe0")
const PREVIEW = Color(0.56, 0.51, 1.0, 0.45)
const PREVIEW_BLOCKED = Color(0.9, 0.28, 0.3, 0.45)
# per side of a unit: the neighbour's offset, then the side's two corners
const UNIT_SIDES = [
	[Vector2(0, -1), Vector2(0, 0), Vector2(1, 0)],
	[Vector2(1, 0), Vector2(1, 0), Vector2(1, 1)],
	[Vector2(0, 1), Vector2(0, 1), Vector2(1, 1)],
	[Vector2(-1, 0), Vector2(0, 0), Vector2(0, 1)],
]

var preview_piece = {}  # the piece under the mouse, {} for none

var press_shift = false  # Shift was held at the last press
var _view = EMPTY_VIEW  # grid units shown
var _grid_origin = Vector2.ZERO  # pixel position of grid unit (0, 0)
var _fitted = false  # false: fit the view to the level before the next use
var _hover = null  # unit under the mouse, or null
var _pressed_unit = null  # unit of the last press or drag while a button is held


# keep_view: the same level after an edit — the view stays put and only grows when the board
# reaches its edge.
func _level_shown(keep_view: bool) -> void:
	if keep_view and _fitted:
		_follow_level()
	else:
		margin_units = MARGIN_UNITS
		_fitted = false


func fit_view() -> void:
	_fitted = false
	update()


# The grid unit under a pixel position (floored).
func unit_at(position: Vector2) -> Vector2:
	_ensure_view()
	return ((position - _grid_origin) / _unit_pixels).floor()


# Pixel position (in this control) of a grid unit's centre.
func unit_centre(unit: Vector2) -> Vector2:
	_ensure_view()
	return _grid_origin + (unit + Vector2(0.5, 0.5)) * _unit_pixels


func _draw() -> void:
	_ensure_view()
	_draw_background()
	var font = get_font("font", "Label")
	_draw_grid()
	var cells = LevelEdits.cells_of(level)
	for cell in cells:
		_draw_cell(cell)
	var steps = _steps_shown()
	_draw_path_line()
	for cell in cells:
		_draw_labels(cell, font, steps.get(cell.get("id"), 0))
	_draw_suggestions(font)
	_draw_preview()
	_draw_legend()


func _ensure_view() -> void:
	if not _fitted:
		_fit_view()


func _fit_view() -> void:
	var box = LevelEdits.bounds(level)
	_view = EMPTY_VIEW if box.has_no_area() else box.grow(margin_units)
	var room = _room()
	_unit_pixels = clamp(
		min(room.size.x / _view.size.x, room.size.y / _view.size.y), 8.0, MAX_UNIT_PIXELS
	)
	var board = _view.size * _unit_pixels
	var corner = (room.position + (room.size - board) / 2).floor()
	_grid_origin = corner - _view.position * _unit_pixels
	_fitted = true


# After an edit: the view keeps its scale and place; it grows to keep a free unit around the
# board, and is fitted again only when that would leave the room.
func _follow_level() -> void:
	var box = LevelEdits.bounds(level)
	if box.has_no_area() or _view.encloses(box.grow(1)):
		return
	var grown = _view.merge(box.grow(margin_units))
	var pixels = Rect2(_grid_origin + grown.position * _unit_pixels, grown.size * _unit_pixels)
	if _room().grow(0.5).encloses(pixels):
		_view = grown
	else:
		_fitted = false


func _unit_rect(unit: Vector2) -> Rect2:
	return Rect2(_grid_origin + unit * _unit_pixels, Vector2.ONE * _unit_pixels)


func _draw_grid() -> void:
	var corner = _grid_origin + _view.position * _unit_pixels
	var end = corner + _view.size * _unit_pixels
	for column in range(_view.size.x + 1):
		var x = corner.x + column * _unit_pixels
		draw_line(Vector2(x, corner.y), Vector2(x, end.y), GRID)
	for row in range(_view.size.y + 1):
		var y = corner.y + row * _unit_pixels
		draw_line(Vector2(corner.x, y), Vector2(end.x, y), GRID)


func _draw_cell(cell: Dictionary) -> void:
	var units = LevelEdits.units_of(cell)
	var fill = CELL if units.size() == 1 else BIG_CELL
	var mark = marks.get(cell.get("id"), "")
	if not mark.empty():
		fill = fill.linear_interpolate(MARK_COLORS[mark], 0.55)
	for unit in units:
		draw_rect(_unit_rect(unit).grow(0.5), fill)
	# the outline runs along unit edges that do not face a unit of the same cell
	var width = max(2.0, _unit_pixels * 0.08)
	for unit in units:
		var corner = _unit_rect(unit).position
		for side in UNIT_SIDES:
			if not (unit + side[0]) in units:
				var from = corner + side[1] * _unit_pixels
				draw_line(from, corner + side[2] * _unit_pixels, OUTLINE, width)


func _draw_path_line() -> void:
	var points = PoolVector2Array()
	for id in path_ids:
		var index = LevelEdits.index_of(level, id)
		if index != -1:
			points.append(_label_centre(LevelEdits.cells_of(level)[index]))
	_draw_path_through(points)


# The id in the top-left corner; in the middle the number or 奇/偶 mark, or — when a path is
# shown — the cell's step on a disc (a number equals its step; a mark moves to the corner).
func _draw_labels(cell: Dictionary, font: Font, step: int) -> void:
	var box = _unit_rect(_top_left_unit(cell))
	var centre = _label_centre(cell)
	var faint = INK.linear_interpolate(CELL, 0.45)
	if _unit_pixels >= 28:
		draw_string(
			font, box.position + Vector2(3, font.get_ascent()), str(cell.get("id", "")), faint
		)
	var clue = PathCells.number_field(cell.get("clue"))
	var mark = {"odd": "奇", "even": "偶"}.get(cell.get("parity"), "")
	if step > 0:
		_draw_step(font, centre, step, clue > 0, str(cell.get("id", "")))
		if not mark.empty():
			var size = font.get_string_size(mark)
			var corner = box.position + Vector2(box.size.x - size.x - 3, font.get_ascent())
			draw_string(font, corner, mark, INK)
		return
	if marks.get(cell.get("id")) == "open":
		_draw_open(font, centre)
		return
	var text = str(clue) if clue > 0 else mark
	# a number past N: the core will refuse it
	var colour = MARK_COLORS["error"] if clue > LevelEdits.cells_of(level).size() else INK
	_draw_centred(font, text, centre, colour, _label_scale() * 1.3)


func _draw_suggestions(font: Font) -> void:
	var centres = {}
	for suggestion in suggestions:
		var index = LevelEdits.index_of(level, suggestion["cell"])
		if index == -1:
			continue
		var centre = _label_centre(LevelEdits.cells_of(level)[index])
		centres[suggestion["cell"]] = centre
		var box = Rect2(centre - Vector2.ONE * _unit_pixels / 2, Vector2.ONE * _unit_pixels)
		box = box.grow(-_unit_pixels * 0.1)
		draw_rect(box, SUGGESTION, false, max(2.0, _unit_pixels * 0.06))
	_draw_number_badges(font, centres, 0.18)


func _draw_preview() -> void:
	if _hover == null or preview_piece.empty():
		return
	for offset in preview_piece["offsets"]:
		var unit = _hover + Vector2(offset[0], offset[1])
		var taken = LevelEdits.cell_at(level, unit) != -1
		draw_rect(_unit_rect(unit), PREVIEW_BLOCKED if taken else PREVIEW)


# Where a cell's number and the path point sit: the middle of a rectangle, the middle of the
# anchor unit of a shape (whose middle may be a hole or another cell).
func _label_centre(cell: Dictionary) -> Vector2:
	if typeof(cell.get("shape")) == TYPE_ARRAY:
		return unit_centre(anchor_of(cell))
	var origin = Vector2(int(cell.get("x", 0)), int(cell.get("y", 0)))
	var size = Vector2(int(cell.get("w", 1)), int(cell.get("h", 1)))
	return unit_centre(origin) + (size - Vector2.ONE) * _unit_pixels / 2


# The first unit of a cell in reading order, where its id is drawn.
static func _top_left_unit(cell: Dictionary) -> Vector2:
	var first = null
	for unit in LevelEdits.units_of(cell):
		if first == null or unit.y < first.y or (unit.y == first.y and unit.x < first.x):
			first = unit
	return first


# The unit nearest to the middle of a shaped cell.
static func anchor_of(cell: Dictionary) -> Vector2:
	var units = LevelEdits.units_of(cell)
	var middle = Vector2.ZERO
	for unit in units:
		middle += unit
	middle /= units.size()
	var best = units[0]
	for unit in units:
		if unit.distance_squared_to(middle) < best.distance_squared_to(middle) - 0.001:
			best = unit
	return best


func _gui_input(event: InputEvent) -> void:
	if event is InputEventMouseButton and event.button_index in [BUTTON_LEFT, BUTTON_RIGHT]:
		var unit = unit_at(event.position)
		if event.pressed and event.button_index == BUTTON_LEFT and _press_focuses_only():
			accept_event()
			return
		if event.pressed:
			press_shift = event.shift
			_press(unit, event.button_index, event.position)
		elif _pressed_unit != null:
			_pressed_unit = null
			emit_signal("stroke_finished")
			update()
		accept_event()
	elif event is InputEventMouseMotion:
		var unit = unit_at(event.position)
		if unit != _hover:
			_hover = unit
			update()
		if _pressed_unit != null and unit != _pressed_unit:
			_pressed_unit = unit
			emit_signal("unit_dragged", unit)


# A left press on a suggested cell puts the suggestion whose badge is nearest.
func _press(unit: Vector2, button_index: int, position: Vector2) -> void:
	var index = LevelEdits.cell_at(level, unit)
	if index != -1 and button_index == BUTTON_LEFT:
		var cell = LevelEdits.cells_of(level)[index]
		var x_offset = position.x - _label_centre(cell).x
		var suggested = _number_suggestion_at(str(cell.get("id")), x_offset)
		if suggested != -1:
			emit_signal("suggestion_pressed", suggested)
			return
	_pressed_unit = unit
	emit_signal("unit_pressed", unit, button_index)


func _on_resized() -> void:
	_fitted = false
	update()


func _on_mouse_exited() -> void:
	_hover = null
	update()
