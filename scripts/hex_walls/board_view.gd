extends "res://scripts/common/path_board_view.gd"
# The Hex Walls board: draws a level with the state of the session it is shown with (flat-top
# hexes in the shared convention of scripts/common/hex_geometry.gd, scaled to fit the control),
# static walls on their edges, turning walls on the edge they stand on with a mark where they
# will stand after the next hex, and turns one primary pointer (scripts/common/pointer_input.gd)
# into hex presses and drags (scripts/common/path_board_view.gd: the pointer, hints and
# feedback); a fast swipe walks every hex it crosses (hex_walk.gd). It reads the session but
# never commands it; the game screen does that when this emits. Geometry is computed in float
# scalars (hex_geometry.gd's [x, y] arrays); Vector2 is only used to draw.
# Its layers draw in tree order, none with a z index, so every overlay of the screen covers the
# whole board: hexes, links, walls (static, then the turning walls' bars), the turning walls'
# marks (above every bar; beside a static wall on their edge, never over it), their pivot dots.
# The marks show while the level is played; once it is cleared there is no next hex, and they
# go. High contrast (the shell's setting) darkens the hexes with an ink edge, deepens the path,
# and makes walls and marks darker and thicker.

# The turning walls have reached the edges the session gives them (after a turn's tween, or at
# once under reduced motion).
signal walls_turned

const Colors = preload("res://scripts/hex_walls/board_colors.gd")
const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const HexWalk = preload("res://scripts/hex_walls/hex_walk.gd")
const HexCellView = preload("res://scripts/hex_walls/hex_cell_view.gd")
const TurningWallView = preload("res://scripts/hex_walls/turning_wall_view.gd")
const WallView = preload("res://scripts/hex_walls/wall_view.gd")

const SQRT3 = 1.7320508075688772
# Room kept free around the board, in pixels (walls and rings reach past the rim).
const MARGIN = 20.0
const MAX_SIZE = 96.0  # centre-to-corner, pixels
# Shape of the drawing, in fractions of the hex size (centre to corner).
const CELL_INSET = 0.07
const HALO_OUTSET = 0.0
# The cells' measures (path_board_view.gd _cell_sizes).
const CELL_SIZES = {
	"number": 0.62,
	"long_number": 0.5,
	"start_number": 0.8,
	"clue_border": 0.08,
	"start_border": 0.06,
	"light_gap": 0.06,
	"high_contrast_edge": 0.05,
	"conflict_edge": 0.12,
}
# How wide a text may be in a hex (the flat sides are 2 sizes apart at the middle).
const TEXT_ROOM = 1.4
const LINK_LENGTH = 0.42
const LINK_THICKNESS = 0.2
const WALL_THICKNESS = 0.16
const TURNING_THICKNESS = 0.17
# High contrast: walls and marks this many times thicker, links too (the unvisited hexes' ink
# edge is CELL_SIZES' "high_contrast_edge").
const HIGH_CONTRAST_WALLS = 1.3
const HIGH_CONTRAST_LINK = 1.25
# Animation times in seconds (a turn takes about 150 ms; the others are
# scripts/common/path_board_view.gd's).
const TURN_TIME = 0.15
const BLOCKED_TIME = 0.7

var size = 0.0  # centre-to-corner distance of a hex, in pixels
var origin_x = 0.0  # where hex [0, 0]'s centre lies, in pixels of this control
var origin_y = 0.0
var _hexes = []  # node -> [q, r]
var _node_of = {}  # [q, r] -> node
var _walls = {}  # "s<i>" -> WallView
var _turning = []  # i -> TurningWallView ("t<i>")
var _target_turns = []  # i -> the `turns` value its tween is heading for
var _shown_length = 0  # path length the turning walls were last turned for

onready var _wall_layer = $Walls
onready var _mark_layer = $Marks
onready var _pivot_layer = $Pivots


func _ready():
	_pointer.crossed = funcref(self, "_crossed")


func _own_layers():
	return [_wall_layer, _mark_layer, _pivot_layer]


func _make_views():
	_hexes = []
	_node_of = {}
	_walls = {}
	_turning = []
	_target_turns = []
	for node in range(level["cells"].size()):
		var cell_data = level["cells"][node]
		var hex = [int(cell_data["q"]), int(cell_data["r"])]
		_hexes.append(hex)
		_node_of[hex] = node
		var cell = HexCellView.new()
		cell.name = "Cell%d" % node
		_add_cell(cell)
	for i in range(level["walls"].size()):
		var wall = WallView.new()
		wall.wall_id = "s%d" % i
		wall.name = "Wall_s%d" % i
		_wall_layer.add_child(wall)
		_walls[wall.wall_id] = wall
	var edges = session.turning()
	for i in range(level["turningWalls"].size()):
		var turning = TurningWallView.new()
		turning.wall_id = "t%d" % i
		turning.name = "TurningWall_t%d" % i
		turning.edge = edges[i]
		turning.turns = float(edges[i])
		turning.walled_edges = _walled_edges(level["turningWalls"][i]["pivot"])
		_wall_layer.add_child(turning)
		_mark_layer.add_child(turning.mark)
		_pivot_layer.add_child(turning.pivot_dot)
		_turning.append(turning)
		_target_turns.append(float(edges[i]))
	_shown_length = session.path.size()


# The node under a point local to this control, or -1: outside the board, or within
# `dead_zone` (a fraction of the distance between neighbouring centres) of a hex's edge.
func node_at(point, dead_zone):
	if session == null or size <= 0.0:
		return -1
	var x = float(point.x) - origin_x
	var y = float(point.y) - origin_y
	var hex = HexGeometry.pixel_to_hex(x, y, size)
	var node = _node_of.get(hex, -1)
	if node == -1:
		return -1
	var centre = HexGeometry.hex_to_pixel(hex, size)
	var dx = x - centre[0]
	var dy = y - centre[1]
	# The edge facing direction d is perpendicular to the way to that neighbour.
	var reach = 0.0
	for d in range(6):
		var way = HexGeometry.hex_to_pixel(HexGeometry.DIRECTIONS[d], 1.0)
		reach = max(reach, (dx * way[0] + dy * way[1]) / SQRT3)
	var to_edge = SQRT3 / 2.0 * size - reach
	return -1 if to_edge < dead_zone * SQRT3 * size else node


# The centre of a node's hex in this control's pixels.
func centre_of(node):
	var centre = HexGeometry.hex_to_pixel(_hexes[node], size)
	return Vector2(origin_x + centre[0], origin_y + centre[1])


# Where a point of this control lies on the canvas (for gestures built by tests and tools).
func canvas_point(local_point):
	return get_global_transform_with_canvas().xform(local_point)


# Pixels between the centres of neighbouring hexes (the pointer's unit).
func unit():
	return SQRT3 * size


# The drawn wall of a session wall id: "s<i>" a wall_view.gd, "t<i>" a turning_wall_view.gd;
# null for an unknown id.
func wall_view(id):
	if _walls.has(id):
		return _walls[id]
	if (
		typeof(id) == TYPE_STRING
		and id.begins_with("t")
		and id.substr(1, id.length()).is_valid_integer()
	):
		var i = int(id.substr(1, id.length()))
		if i >= 0 and i < _turning.size():
			return _turning[i]
	return null


func turning_wall_count():
	return _turning.size()


# True while a turning wall is between two edges.
func is_turning():
	for view in _turning:
		if not view.is_settled():
			return true
	return false


# Restyles every hex, link and wall from the session and the settings, turns the turning walls
# to the session's edges (a tween, or at once under reduced motion); stops any shake.
func refresh():
	if session == null:
		return
	_restyle()
	_style_walls()
	_turn_walls()


# A refused move: the wall flashes and shakes (flashes only under reduced motion).
func shake_wall(id):
	var view = wall_view(id)
	if view == null:
		return
	_tween.remove(view, "blocked")
	view.blocked = 1.0
	_tween.interpolate_property(view, "blocked", 1.0, 0.0, BLOCKED_TIME)
	if not _reduced_motion():
		_tween.remove(view, "set_shake")
		_tween.remove(view, "end_shake")
		view.shaking = true
		_tween.interpolate_method(view, "set_shake", 0.0, 1.0, SHAKE_TIME)
		_tween.interpolate_callback(view, SHAKE_TIME, "end_shake")
	_tween.start()


func _layout():
	if session == null or _hexes.empty():
		return
	# The board's extent at size 1, from the hexes' corners.
	var low_x = INF
	var low_y = INF
	var high_x = -INF
	var high_y = -INF
	for hex in _hexes:
		var centre = HexGeometry.hex_to_pixel(hex, 1.0)
		low_x = min(low_x, centre[0] - 1.0)
		high_x = max(high_x, centre[0] + 1.0)
		low_y = min(low_y, centre[1] - SQRT3 / 2.0)
		high_y = max(high_y, centre[1] + SQRT3 / 2.0)
	var room_x = max(1.0, rect_size.x - 2.0 * MARGIN)
	var room_y = max(1.0, rect_size.y - 2.0 * MARGIN)
	size = max(1.0, min(MAX_SIZE, min(room_x / (high_x - low_x), room_y / (high_y - low_y))))
	origin_x = floor((rect_size.x - (high_x - low_x) * size) / 2.0 - low_x * size)
	origin_y = floor((rect_size.y - (high_y - low_y) * size) / 2.0 - low_y * size)
	_pointer.unit = unit()
	for node in range(_cells.size()):
		var cell = _cells[node]
		cell.unit = size
		cell.text_room = TEXT_ROOM * size
		cell.place(centre_of(node))
		cell.outline = _hex_points(1.0 - CELL_INSET)
		cell.halo = _hex_points(1.0 + HALO_OUTSET)
	for i in range(level["walls"].size()):
		var pair = level["walls"][i]
		_place_wall(_walls["s%d" % i], _hexes[int(pair[0])], _hexes[int(pair[1])])
	for i in range(_turning.size()):
		_place_turning(_turning[i], level["turningWalls"][i]["pivot"])
	refresh()


# The corners of a hex around its centre, `scale` times the board's size.
func _hex_points(scale):
	var points = PoolVector2Array()
	for corner in HexGeometry.hex_corners([0, 0], size * scale):
		points.append(Vector2(corner[0], corner[1]))
	return points


func _place_wall(view, a, b):
	var ca = HexGeometry.hex_to_pixel(a, size)
	var cb = HexGeometry.hex_to_pixel(b, size)
	# The edge is perpendicular to the way between the centres, through its middle, one size long.
	var mid_x = (ca[0] + cb[0]) / 2.0
	var mid_y = (ca[1] + cb[1]) / 2.0
	var way_x = (cb[0] - ca[0]) / (SQRT3 * size)
	var way_y = (cb[1] - ca[1]) / (SQRT3 * size)
	view.place(Vector2(origin_x + mid_x, origin_y + mid_y))
	view.half = Vector2(-way_y, way_x) * (size / 2.0)


func _place_turning(view, pivot):
	var hexes = []
	for hex in pivot:
		hexes.append([int(hex[0]), int(hex[1])])
	var point = HexGeometry.vertex_to_pixel(hexes, size)
	# Edge 0 lies between pivot hexes 0 and 1: from the vertex towards the middle of their
	# centres (and one size on, to the edge's other end).
	var c0 = HexGeometry.hex_to_pixel(hexes[0], size)
	var c1 = HexGeometry.hex_to_pixel(hexes[1], size)
	var toward_x = (c0[0] + c1[0]) / 2.0 - point[0]
	var toward_y = (c0[1] + c1[1]) / 2.0 - point[1]
	view.place(Vector2(origin_x + point[0], origin_y + point[1]))
	view.base_angle = atan2(toward_y, toward_x)
	view.length = size


# The edges (0..2) of the turning wall at `pivot` that a static wall stands on.
func _walled_edges(pivot):
	var nodes = []
	for hex in pivot:
		nodes.append(_node_of.get([int(hex[0]), int(hex[1])], -1))
	var edges = []
	for j in range(3):
		var pair = [min(nodes[j], nodes[(j + 1) % 3]), max(nodes[j], nodes[(j + 1) % 3])]
		for wall in level["walls"]:
			if int(wall[0]) == pair[0] and int(wall[1]) == pair[1]:
				edges.append(j)
	return edges


# The walls' colours and thickness (high contrast: darker and thicker, marks too); the marks
# only while the level is played.
func _style_walls():
	var high = _settings().high_contrast
	var scale = HIGH_CONTRAST_WALLS if high else 1.0
	var wall_thickness = WALL_THICKNESS * size * scale
	for id in _walls:
		var view = _walls[id]
		view.color = Colors.WALL_HIGH_CONTRAST if high else Colors.WALL
		view.thickness = wall_thickness
		view.update()
	var playing = session.status() == "playing"
	for view in _turning:
		view.color = Colors.TURNING_HIGH_CONTRAST if high else Colors.TURNING
		view.mark_fill = Colors.MARK_FILL_HIGH_CONTRAST if high else Colors.MARK_FILL
		view.mark_edge = Colors.MARK_EDGE_HIGH_CONTRAST if high else Colors.MARK_EDGE
		view.thickness = TURNING_THICKNESS * size * scale
		view.wall_half = wall_thickness / 2.0
		view.mark.visible = playing
		view.redraw()


# Turns each turning wall to the session's edge: clockwise when the path grew, back when it
# shrank, by the net number of 120° steps (0, 1 or 2).
func _turn_walls():
	var length = session.path.size()
	var change = length - _shown_length
	_shown_length = length
	var edges = session.turning()
	var steps = int(sign(change)) * (int(abs(change)) % 3)
	var animate = not _reduced_motion()
	var moved = false
	for i in range(_turning.size()):
		var view = _turning[i]
		view.edge = edges[i]
		var target = _target_turns[i] + steps
		var whole = int(round(target))
		if posmod(whole, 3) != edges[i]:
			# Whatever was shown, the wall must end on the session's edge.
			target = float(whole + posmod(edges[i] - whole, 3))
		if target == _target_turns[i] and (animate or view.is_settled()):
			continue  # nothing new: a turn in progress goes on
		_target_turns[i] = target
		moved = true
		_tween.remove(view, "turns")
		if animate:
			_tween.interpolate_property(
				view, "turns", view.turns, target, TURN_TIME, Tween.TRANS_SINE, Tween.EASE_IN_OUT
			)
		else:
			view.turns = target
	if moved and animate:
		_tween.interpolate_callback(self, TURN_TIME, "_on_turned")
		_tween.start()
	elif moved:
		emit_signal("walls_turned")


func _on_turned():
	if not is_turning():
		emit_signal("walls_turned")


func _place_link(link, from_node, to_node):
	var a = centre_of(from_node)
	var b = centre_of(to_node)
	link.position = (a + b) / 2.0
	link.direction = (b - a).normalized()
	var high = _settings().high_contrast
	link.length = LINK_LENGTH * size
	link.thickness = LINK_THICKNESS * size * (HIGH_CONTRAST_LINK if high else 1.0)
	link.color = Colors.LINK_HIGH_CONTRAST if high else Colors.ACCENT


func _cell_sizes():
	return CELL_SIZES


# The border line: a hex `gap` plus half the border inside the cell's inset edge.
func _border_line(_node, width, gap):
	return _hex_points(1.0 - CELL_INSET - gap - width / 2.0)


# In high contrast the path is the full accent with white numbers.
func _style_more(cell, node, step, _number, high_contrast):
	if high_contrast and step > 0 and not _bright and not node in session.conflicts:
		cell.fill = Colors.VISITED_HIGH_CONTRAST
		cell.text_color = Colors.WHITE


# The hexes of the board a straight pointer move crosses (PointerInput's walk), points local to
# the board; hexes off the board add nothing.
func _crossed(from, to):
	var nodes = []
	if session == null or size <= 0.0:
		return nodes
	var hexes = HexWalk.hexes_crossed(
		float(from.x) - origin_x,
		float(from.y) - origin_y,
		float(to.x) - origin_x,
		float(to.y) - origin_y,
		size
	)
	for hex in hexes:
		var node = _node_of.get(hex, -1)
		if node >= 0 and (nodes.empty() or nodes.back() != node):
			nodes.append(node)
	return nodes
