extends Reference
# Shapes of a baked level in unit coordinates (one unit = one grid square): which cell owns a
# unit, the hit test with dead zones, true cell outlines and where connectors sit. Knows
# nothing of the rules.

const LEFT = Vector2(-1, 0)
const RIGHT = Vector2(1, 0)
const UP = Vector2(0, -1)
const DOWN = Vector2(0, 1)
const SIDES = [UP, RIGHT, DOWN, LEFT]

var width = 0
var height = 0
var cell_count = 0
# Vector2 unit -> node index; holes are absent.
var _owner = {}
# node index -> Array of Vector2 units.
var _units = []


func _init(level):
	width = int(level.get("width", 0))
	height = int(level.get("height", 0))
	var cells = level.get("cells", [])
	cell_count = cells.size()
	for node in range(cell_count):
		var units = []
		for pair in cells[node].get("units", []):
			var unit = Vector2(pair[0], pair[1])
			units.append(unit)
			_owner[unit] = node
		_units.append(units)


func node_of_unit(unit):
	return _owner.get(unit, -1)


func units_of(node):
	return _units[node]


# The node under a point (unit coordinates), or -1 over a hole or within `dead_zone` (a fraction
# of a unit) of an edge the cell shares with another cell or a hole.
func node_at(point, dead_zone):
	var unit = point.floor()
	var node = node_of_unit(unit)
	if node < 0:
		return -1
	var inside = point - unit
	var near_edges = {
		LEFT: inside.x < dead_zone,
		RIGHT: inside.x > 1.0 - dead_zone,
		UP: inside.y < dead_zone,
		DOWN: inside.y > 1.0 - dead_zone,
	}
	for side in near_edges:
		if near_edges[side] and node_of_unit(unit + side) != node:
			return -1
	return node


# The cells a straight move from `from` to `to` (unit coordinates) passes through, in order,
# without repeats in a row; holes add nothing. The walk goes unit by unit, each sharing an edge
# with the one before, so no cell is ever jumped, however long the move. Where the move passes
# within `corner_slack` units of a grid corner (a fast diagonal swipe), it goes through the one
# of the two units beside the corner that `rank` (FuncRef: node -> int, higher first; optional)
# prefers over the other, else a cell over a hole, else the one the line crosses first.
func cells_crossed(from, to, corner_slack = 0.0, rank = null):
	var cells = []
	var unit = from.floor()
	var goal = to.floor()
	var delta = to - from
	var step = Vector2(sign(delta.x), sign(delta.y))
	# Where along the move (0..1) the next vertical / horizontal grid line is crossed.
	var t_next = Vector2(INF, INF)
	var t_step = Vector2(INF, INF)
	if delta.x != 0.0:
		t_next.x = (unit.x + (1.0 if step.x > 0 else 0.0) - from.x) / delta.x
		t_step.x = 1.0 / abs(delta.x)
	if delta.y != 0.0:
		t_next.y = (unit.y + (1.0 if step.y > 0 else 0.0) - from.y) / delta.y
		t_step.y = 1.0 / abs(delta.y)
	_add_cell(cells, unit)
	var length = delta.length()
	var steps = int(abs(goal.x - unit.x) + abs(goal.y - unit.y))
	for _i in range(steps):
		var along_x = t_next.x < t_next.y or (t_next.x == t_next.y and abs(delta.x) >= abs(delta.y))
		if (
			unit.x != goal.x
			and unit.y != goal.y
			and abs(t_next.x - t_next.y) * length <= corner_slack
		):
			along_x = _corner_goes_along_x(unit, step, rank, along_x)
		if (along_x and unit.x != goal.x) or unit.y == goal.y:
			unit.x += step.x
			t_next.x += t_step.x
		else:
			unit.y += step.y
			t_next.y += t_step.y
		_add_cell(cells, unit)
	return cells


# At a corner passed diagonally from `unit`: true to step along x first, false along y.
func _corner_goes_along_x(unit, step, rank, default):
	var scores = []
	for side in [Vector2(step.x, 0), Vector2(0, step.y)]:
		var node = node_of_unit(unit + side)
		var score = 0
		if node >= 0:
			score = 1 + (rank.call_func(node) if rank != null else 0)
		scores.append(score)
	if scores[0] == scores[1]:
		return default
	return scores[0] > scores[1]


func _add_cell(cells, unit):
	var node = node_of_unit(unit)
	if node >= 0 and (cells.empty() or cells.back() != node):
		cells.append(node)


# The side of the square a cell's number has room in: min(w, h) for a rectangular cell (3 for a
# 3x3 block), 1 for a shaped one (its number sits in one of its squares).
func span_of(node):
	var units = _units[node]
	var low = units[0]
	var high = units[0]
	for unit in units:
		low = Vector2(min(low.x, unit.x), min(low.y, unit.y))
		high = Vector2(max(high.x, unit.x), max(high.y, unit.y))
	var box = high - low + Vector2.ONE
	if units.size() == int(box.x * box.y):
		return int(min(box.x, box.y))
	return 1


# Where a cell's number sits: the middle of a rectangle, or the unit centre nearest to the
# middle of a shaped cell (so an L's number sits squarely in one of its squares).
func anchor_of(node):
	var units = _units[node]
	var low = units[0]
	var high = units[0]
	var total = Vector2.ZERO
	for unit in units:
		low = Vector2(min(low.x, unit.x), min(low.y, unit.y))
		high = Vector2(max(high.x, unit.x), max(high.y, unit.y))
		total += unit + Vector2(0.5, 0.5)
	var box = high - low + Vector2.ONE
	if units.size() == int(box.x * box.y):
		return low + box / 2.0
	var middle = total / units.size()
	var best = units[0] + Vector2(0.5, 0.5)
	for unit in units:
		var centre = unit + Vector2(0.5, 0.5)
		if centre.distance_to(middle) < best.distance_to(middle):
			best = centre
	return best


# Corners of the cell's boundary (unit edges not shared with the same cell), clockwise.
func outline_of(node):
	var edge_from = {}
	for unit in _units[node]:
		var corners = [unit, unit + RIGHT, unit + Vector2(1, 1), unit + DOWN]
		for i in range(4):
			if node_of_unit(unit + SIDES[i]) != node:
				edge_from[corners[i]] = corners[(i + 1) % 4]
	# The top-most, then left-most unit's top-left point is always a corner.
	var start = _units[node][0]
	for unit in _units[node]:
		if unit.y < start.y or (unit.y == start.y and unit.x < start.x):
			start = unit
	var corners = []
	var point = start
	var heading = Vector2.ZERO
	for _guard in range(edge_from.size()):
		var next_point = edge_from[point]
		var next_heading = next_point - point
		if next_heading != heading:
			corners.append(point)
			heading = next_heading
		point = next_point
		if point == start:
			break
	return corners


# The outline pulled in by `inset` and with every corner rounded by `radius` (unit coordinates).
func rounded_outline_of(node, inset, radius, segments_per_corner):
	var corners = outline_of(node)
	var count = corners.size()
	var pulled = []
	for i in range(count):
		var incoming = (corners[i] - corners[(i - 1 + count) % count]).normalized()
		var outgoing = (corners[(i + 1) % count] - corners[i]).normalized()
		pulled.append(corners[i] + (_inward(incoming) + _inward(outgoing)) * inset)
	var points = PoolVector2Array()
	for i in range(count):
		var previous = pulled[(i - 1 + count) % count]
		var corner = pulled[i]
		var following = pulled[(i + 1) % count]
		var reach = min(
			radius, min(previous.distance_to(corner), corner.distance_to(following)) / 2.0
		)
		var from = corner + (previous - corner).normalized() * reach
		var to = corner + (following - corner).normalized() * reach
		for s in range(segments_per_corner + 1):
			var t = float(s) / segments_per_corner
			points.append(
				from.linear_interpolate(corner, t).linear_interpolate(
					corner.linear_interpolate(to, t), t
				)
			)
	return points


# Middle of the longest straight run of unit edges cells `a` and `b` share, and the direction
# from `a` to `b`. Returns [point, direction]; direction is zero when they share no edge.
func shared_edge(a, b):
	var runs = {}
	for unit in _units[a]:
		for side in SIDES:
			if node_of_unit(unit + side) == b:
				var midpoint = unit + Vector2(0.5, 0.5) + side * 0.5
				var line_key = "%s@%s" % [side, midpoint.x if side.x != 0 else midpoint.y]
				if not runs.has(line_key):
					runs[line_key] = {"side": side, "midpoints": []}
				runs[line_key]["midpoints"].append(midpoint)
	var best = []
	var best_side = Vector2.ZERO
	for line_key in runs:
		if runs[line_key]["midpoints"].size() > best.size():
			best = runs[line_key]["midpoints"]
			best_side = runs[line_key]["side"]
	var total = Vector2.ZERO
	for midpoint in best:
		total += midpoint
	return [total / max(best.size(), 1), best_side]


func _inward(direction):
	return Vector2(-direction.y, direction.x)
