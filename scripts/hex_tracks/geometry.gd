extends Reference
# The curves and the contact test of Hex Tracks: the port of core/modes/hex_tracks/geometry.py
# (docs/hex-tracks-runtime.md §3), in 64-bit float scalars only. GDScript floats are doubles;
# Vector2 is 32-bit, so it never appears here (the board view converts for drawing only).
# Number parameters are untyped on purpose (a `float` parameter or float(int) goes through a
# 32-bit float in Godot 3), and no constant is parsed from a long literal: sqrt(3.0) and
# 176.0 / 100.0 are correctly rounded, exactly like Python's math.sqrt(3.0) and 1.76.
#
# Units: a cell's centre-to-corner distance is 1. A point of a route is in the frame of its
# cell (that cell's centre is (0, 0), y down); another cell at axial offset (dq, dr) is centred
# at offset_point(dq, dr). Points are [x, y] Arrays of floats.
#
# The constructor also works out the contact tables (the first contact of each of the 30 tracks
# and 6 start runs with a tile on the cell itself or one of its six neighbours), as the Python
# module does at import; that takes a few tens of milliseconds, so keep one and share it
# (tables.gd takes one) where many boards are built.

const SAMPLES = 20
const EXIT_LENGTH = 24.0
# NEAR[0] is the cell itself, NEAR[1 + d] its neighbour in direction d
const NEAR = [[0, 0], [0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]]
const DIRECTIONS = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]]

var sqrt3 = 0.0
var half_sqrt3 = 0.0
var quarter_sqrt3 = 0.0
var tile_radius = 0.0  # 0.88
var contact_radius = 0.0  # 1.76
var contact_apothem = 0.0
var exit_margin = 0.0  # contact_radius + 0.01: the exit run's quick rejection
var unit = []  # outward normals of a flat-top hexagon's sides = the unit vector of direction d
var ports = []  # midpoints of the six sides
# cell_contact[entry * 6 + exit][n]: [segment, t] of the first contact of that track with a tile
# on NEAR[n], or null; start_contact[dir][n] the same for the start run toward dir.
var cell_contact = []
var start_contact = []
var _bezier = {}  # entry * 6 + exit -> the 21 points


func _init():
	sqrt3 = sqrt(3.0)
	half_sqrt3 = sqrt3 / 2.0
	quarter_sqrt3 = sqrt3 / 4.0
	tile_radius = 88.0 / 100.0
	contact_radius = 176.0 / 100.0
	contact_apothem = (contact_radius * sqrt3) / 2.0
	exit_margin = contact_radius + 1.0 / 100.0
	unit = [
		[0.0, -1.0],
		[half_sqrt3, -0.5],
		[half_sqrt3, 0.5],
		[0.0, 1.0],
		[-half_sqrt3, 0.5],
		[-half_sqrt3, -0.5],
	]
	ports = [
		[0.0, -half_sqrt3],
		[0.75, -quarter_sqrt3],
		[0.75, quarter_sqrt3],
		[0.0, half_sqrt3],
		[-0.75, quarter_sqrt3],
		[-0.75, -quarter_sqrt3],
	]
	for i in range(6):
		for j in range(6):
			var row = []
			if i != j:
				var points = bezier_samples(i, j)
				for near in NEAR:
					var c = offset_point(near[0], near[1])
					row.append(first_contact(points, c[0], c[1]))
			cell_contact.append(row)
	for d in range(6):
		var row = []
		var points = start_points(d)
		for near in NEAR:
			var c = offset_point(near[0], near[1])
			row.append(first_contact(points, c[0], c[1]))
		start_contact.append(row)


# The centre of the cell at axial offset (dq, dr), in the frame of the first cell.
func offset_point(dq, dr) -> Array:
	return [1.5 * dq, sqrt3 * (dr + dq / 2.0)]


# The 21 points of the track from port `entry` to port `exit` (cell frame).
func bezier_samples(entry, exit) -> Array:
	var key = entry * 6 + exit
	if _bezier.has(key):
		return _bezier[key]
	var x0 = ports[entry][0]
	var y0 = ports[entry][1]
	var x3 = ports[exit][0]
	var y3 = ports[exit][1]
	var x1 = x0 / 3.0
	var y1 = y0 / 3.0
	var x2 = x3 / 3.0
	var y2 = y3 / 3.0
	var points = []
	for k in range(SAMPLES + 1):
		var t = k / 20.0
		var mt = 1.0 - t
		var a = mt * mt * mt
		var b = 3.0 * mt * mt * t
		var c = 3.0 * mt * t * t
		var e = t * t * t
		points.append([a * x0 + b * x1 + c * x2 + e * x3, a * y0 + b * y1 + c * y2 + e * y3])
	_bezier[key] = points
	return points


# The straight run of a tile from its cell's centre to its side `direction`.
func start_points(direction) -> Array:
	return [[0.0, 0.0], ports[direction]]


# The straight run off the board from the last cell's side `direction`.
func exit_points(direction) -> Array:
	var p = ports[direction]
	var u = unit[direction]
	return [p, [p[0] + EXIT_LENGTH * u[0], p[1] + EXIT_LENGTH * u[1]]]


# The first t in [0, 1) at which a + t(b - a) is inside the open contact hexagon about c, or
# -1.0 when the segment never enters it (touching its boundary is no contact).
func clip(ax, ay, bx, by, cx, cy):
	var wx = ax - cx
	var wy = ay - cy
	var dx = bx - ax
	var dy = by - ay
	var t0 = 0.0
	var t1 = 1.0
	for n in unit:
		var nx = n[0]
		var ny = n[1]
		var num = contact_apothem - (nx * wx + ny * wy)
		var den = nx * dx + ny * dy
		if den == 0.0:
			if num <= 0.0:
				return -1.0
		elif den < 0.0:
			var t = num / den
			if t > t0:
				t0 = t
		else:
			var t = num / den
			if t < t1:
				t1 = t
	return t0 if t0 < t1 else -1.0


# [segment index, t] of the first contact of a polyline with a tile centred at c, or null.
func first_contact(points, cx, cy):
	for k in range(points.size() - 1):
		var a = points[k]
		var b = points[k + 1]
		var t = clip(a[0], a[1], b[0], b[1], cx, cy)
		if t >= 0.0:
			return [k, t]
	return null
