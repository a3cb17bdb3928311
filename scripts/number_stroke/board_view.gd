extends "res://scripts/common/path_board_view.gd"
# The Number Stroke board: draws a level with the state of the session it is shown with, and turns
# one primary pointer (scripts/common/pointer_input.gd) into cell presses and drags
# (scripts/common/path_board_view.gd: the pointer, hints and feedback). It reads the session but
# never commands it; the game screen does that when this emits.

const Colors = preload("res://scripts/number_stroke/board_colors.gd")
const BoardGeometry = preload("res://scripts/number_stroke/board_geometry.gd")
const CellView = preload("res://scripts/number_stroke/cell_view.gd")
const SafeArea = preload("res://scripts/common/safe_area.gd")

# A fast diagonal swipe this close to a grid corner (in units along the move) goes through the
# unvisited one of the two cells beside it.
const CORNER_SLACK = 0.2
# Room kept free above and below the board, and between it and the screen's safe edges when a
# wide board reaches past its own rect into the frame's side padding (to keep cells of at least
# 48 dp); it takes the touches there too (has_point).
const FINGER_MARGIN = 24.0
const MIN_FINGER_MARGIN = 6.0
const SIDE_MARGIN = 12.0
const MAX_UNIT = 176.0
# 48 dp on a phone 360 dp wide (the 720-pixel design width).
const MIN_CELL = 96.0
# Shape of the drawing, in fractions of a unit.
const CELL_INSET = 0.045
const CORNER_RADIUS = 0.16
const HALO_OUTSET = 0.035
const LINK_LENGTH = 0.3
const LINK_THICKNESS = 0.12
# The cells' measures (path_board_view.gd _cell_sizes): two-digit numbers shrink so they clear
# the connectors ("long_number"); light borders (start clue, reached clues) sit "light_gap"
# inside the fill, ink ones on the edge; "high_contrast_edge" edges unvisited cells in high
# contrast.
const CELL_SIZES = {
	"number": 0.42,
	"long_number": 0.34,
	"start_number": 0.62,
	"clue_border": 0.06,
	"start_border": 0.045,
	"light_gap": 0.06,
	"high_contrast_edge": 0.035,
	"conflict_edge": 0.0,
}
const PARITY_SIZE = 0.34
const PARITY_WORD_SIZE = 0.26
# Centred texts keep this far (a fraction of a unit) from the cell's sides.
const TEXT_PADDING = 0.1
# Rings around a cell (a hint, a number a conflict broke).
const RING_WIDTH = 0.08
const HIGH_CONTRAST_RING_WIDTH = 0.12

var geometry = null
var unit = 0.0
var origin = Vector2.ZERO
# node -> {Vector2(border width, gap): stroke path inside the outline}
var _border_paths = {}
# Cells whose number a conflict broke: another cell stands on their step (node -> true).
var _broken = {}
# How far the board may reach past its rect, on the left (x) and on the right (y), in pixels.
var _reach = Vector2.ZERO


func _ready():
	_pointer.crossed = funcref(self, "_crossed")
	get_viewport().connect("size_changed", self, "_layout")


func _make_views():
	geometry = BoardGeometry.new(level)
	for _node in range(geometry.cell_count):
		_add_cell(CellView.new())


# The node under a point local to this control, or -1.
func node_at(point, dead_zone):
	if geometry == null or unit <= 0.0:
		return -1
	return geometry.node_at((point - origin) / unit, dead_zone)


# The centre of a cell's first unit, local to this control.
func centre_of(node):
	return origin + (geometry.units_of(node)[0] + Vector2(0.5, 0.5)) * unit


# Where a point given in units lies on the canvas (for gestures built by tests and tools).
func canvas_point(unit_point):
	return get_global_transform_with_canvas().xform(origin + unit_point * unit)


# Restyles every cell and connector from the session; stops any shake.
func refresh():
	if session == null:
		return
	_broken = _broken_numbers()
	_restyle()


func _layout():
	if geometry == null:
		return
	var board_units = Vector2(max(geometry.width, 1), max(geometry.height, 1))
	var height = rect_size.y - FINGER_MARGIN * 2.0
	# The board keeps to the frame's column (lined up with the buttons) while its cells can be
	# thumb-sized there; a wider board reaches into the side padding, a taller one takes most of
	# the margin above and below.
	_reach = Vector2.ZERO
	unit = _unit_for(Vector2(rect_size.x, height), board_units)
	if unit < MIN_CELL:
		_reach = _side_reach()
		var room = Vector2(
			rect_size.x + _reach.x + _reach.y - SIDE_MARGIN * 2.0,
			rect_size.y - MIN_FINGER_MARGIN * 2.0
		)
		unit = max(unit, _unit_for(room, board_units))
	var width = rect_size.x + _reach.x + _reach.y
	origin = ((Vector2(width, rect_size.y) - board_units * unit) / 2.0 - Vector2(_reach.x, 0)).floor()
	_pointer.unit = unit
	_border_paths = {}
	for node in range(_cells.size()):
		var anchor = geometry.anchor_of(node)
		var cell = _cells[node]
		cell.unit = unit
		cell.place(origin + anchor * unit)
		cell.outline = _pixels(
			geometry.rounded_outline_of(node, CELL_INSET, CORNER_RADIUS, 6), anchor
		)
		cell.halo = _pixels(
			geometry.rounded_outline_of(node, -HALO_OUTSET, CORNER_RADIUS + HALO_OUTSET, 6), anchor
		)
		var first_unit = geometry.outline_of(node)[0]
		cell.corner_origin = (first_unit - anchor) * unit
		cell.text_scale = sqrt(geometry.span_of(node))
		cell.text_room = (geometry.span_of(node) - 2.0 * TEXT_PADDING) * unit
	refresh()


func _unit_for(room, board_units):
	return floor(max(1.0, min(MAX_UNIT, min(room.x / board_units.x, room.y / board_units.y))))


# The board takes touches over all the room it may draw in, not only its own rect.
func has_point(point):
	var room = Rect2(-_reach.x, 0, rect_size.x + _reach.x + _reach.y, rect_size.y)
	return room.has_point(point)


# How far past its rect the board may reach on each side: up to the screen's safe area, less
# SIDE_MARGIN (the frame pads its column; a wide board needs that room).
func _side_reach():
	return SafeArea.side_reach(self)


func _pixels(unit_points, anchor):
	var points = PoolVector2Array()
	for point in unit_points:
		points.append((point - anchor) * unit)
	return points


# The cells holding a number that a conflict broke: a path cell stands on step s while another
# cell carries the number s (conflict rule (b), docs/number-stroke-runtime.md §2).
func _broken_numbers():
	var broken = {}
	for node in session.conflicts:
		var step = session.step_of(node)
		for other in range(_cells.size()):
			if other != node and session.effective_clue(other) == step:
				broken[other] = true
	return broken


# True when a number this cell carries is broken by a conflict (for tests and tools).
func is_broken_number(node):
	return _broken.has(node)


func _cell_sizes():
	return CELL_SIZES


# A number, else the cell's 奇 / 偶 mark.
func _requirement(node, number):
	return str(number) if number > 0 else _parity(node)


# The parity mark under a number or a step (its own face where it stands alone); a conflict red
# with the requirement in the corner, striped in high contrast.
func _style_more(cell, node, step, number, high_contrast):
	var parity = _parity(node)
	cell.sub_text = parity if number > 0 or step > 0 else ""
	cell.striped = false
	if step == 0 and number == 0 and parity != "":
		# 奇 / 偶 is one glyph; odd / even need a smaller face to fit.
		cell.text_size = PARITY_SIZE if parity.length() == 1 else PARITY_WORD_SIZE
	elif step > 0 and node in session.conflicts:
		cell.sub_text = ""
		cell.striped = high_contrast


# A hint's ring is wider in high contrast; a number a conflict broke is ringed red, its text and
# edge red while it is unvisited.
func _ring_more(cell, node, step, high_contrast):
	cell.ring_width = HIGH_CONTRAST_RING_WIDTH if high_contrast else RING_WIDTH
	if not _ring_of.has(node) and _broken.has(node):
		cell.ring_color = Colors.CONFLICT
		if step == 0:
			cell.text_color = Colors.CONFLICT
			cell.border_color = Colors.CONFLICT


# The line a border of `width` is stroked along so that it lies `gap` inside the cell's edge.
func _border_line(node, width, gap):
	if width <= 0.0:
		return PoolVector2Array()
	var key = Vector2(width, gap)
	if not _border_paths.has(node):
		_border_paths[node] = {}
	if not _border_paths[node].has(key):
		var inset = CELL_INSET + gap + width / 2.0
		var radius = max(0.02, CORNER_RADIUS - gap - width / 2.0)
		var unit_points = geometry.rounded_outline_of(node, inset, radius, 6)
		_border_paths[node][key] = _pixels(unit_points, geometry.anchor_of(node))
	return _border_paths[node][key]


func _place_link(link, from_node, to_node):
	var edge = geometry.shared_edge(from_node, to_node)
	link.position = origin + edge[0] * unit
	link.direction = Vector2(abs(edge[1].x), abs(edge[1].y))
	link.length = LINK_LENGTH * unit
	link.thickness = LINK_THICKNESS * unit


# The cell's 奇 / 偶 mark in the language shown ("" without one).
func _parity(node):
	var parity = level["cells"][node].get("parity", "")
	if parity == "odd":
		return tr("parity_odd")
	if parity == "even":
		return tr("parity_even")
	return ""


# The cells a straight pointer move crosses (PointerInput's walk), points local to the board.
func _crossed(from, to):
	if geometry == null or unit <= 0.0:
		return []
	return geometry.cells_crossed(
		(from - origin) / unit, (to - origin) / unit, CORNER_SLACK, funcref(self, "_rank")
	)


# At a corner a fast swipe cuts, an unvisited cell is the way on.
func _rank(node):
	return 0 if _is_visited(node) else 1
