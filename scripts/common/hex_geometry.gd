extends Reference
# The one hex convention of every hex mode: the GDScript port of core/common/hexgrid.py
# (its docstring is the full statement; tests/godot/common/test_hex_geometry.gd replays the
# Python vectors). Static functions only: const HexGeometry = preload(".../hex_geometry.gd").
#
# - Flat-top hexes in axial coordinates [q, r], Arrays of two ints (int() numbers read from
#   JSON, which are floats: [1.0, 2.0] is another Dictionary key), screen y down. With
#   `size` the centre-to-corner distance, the centre of [q, r] is x = 1.5*q*size,
#   y = sqrt(3)*(r + q/2)*size.
# - Directions 0..5 = up, up-right, down-right, down, down-left, up-left: DIRECTIONS.
# - One clockwise turn about the origin maps [q, r] to [-r, q + r] (direction d -> d + 1).
# - Corner k of a hex is at 60*k degrees, clockwise on screen from the right; edge k joins
#   corners k and k + 1 and faces direction (k + 2) mod 6.
# - A vertex key is the three hexes meeting there sorted by (q, r): [[q, r], [q, r], [q, r]].
#   vertex_hexes lists them clockwise on screen from the smallest; edge i of a vertex lies
#   between its hexes i and i + 1 (mod 3). An edge key is the sorted pair of its two hexes.
#   Keys are plain Arrays of ints, so they work as Dictionary keys (compared by value).
# - ring(k) starts k steps straight up from the centre and goes clockwise; spiral(k) is the
#   centre, then rings 1..k.
# Points are [x, y] Arrays of floats (GDScript floats are doubles; Vector2 is 32-bit, so it
# is only for drawing: to_vector2). Number parameters are untyped on purpose: Godot 3 turns
# an int passed as `float` (like float(int)) into a 32-bit float first. A bad argument (not
# neighbours, not a vertex, a negative radius) gives [] where Python raises ValueError.

const DIRECTIONS = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]]
const ORIGIN = [0, 0]


# The hex next to `hex` in direction d (taken mod 6).
static func neighbour(hex: Array, d: int) -> Array:
	var delta = DIRECTIONS[posmod(d, 6)]
	return [hex[0] + delta[0], hex[1] + delta[1]]


# The six neighbours, in direction order.
static func neighbours(hex: Array) -> Array:
	var result = []
	for d in range(6):
		result.append(neighbour(hex, d))
	return result


# The direction from `a` to its neighbour `b`; -1 when they are not neighbours.
static func direction_to(a: Array, b: Array) -> int:
	return DIRECTIONS.find([int(b[0] - a[0]), int(b[1] - a[1])])


# One clockwise turn (60 degrees on screen) about the origin.
static func rotate_cw(hex: Array) -> Array:
	return [-hex[1], hex[0] + hex[1]]


# `turns` clockwise turns about `centre`; negative turns go counter-clockwise.
static func rotate(hex: Array, turns: int, centre: Array = ORIGIN) -> Array:
	var q = hex[0] - centre[0]
	var r = hex[1] - centre[1]
	for _i in range(posmod(turns, 6)):
		var old_q = q
		q = -r
		r = old_q + r
	return [q + centre[0], r + centre[1]]


static func distance(a: Array, b: Array) -> int:
	var dq = a[0] - b[0]
	var dr = a[1] - b[1]
	return (int(abs(dq)) + int(abs(dr)) + int(abs(dq + dr))) / 2


# Steps from the origin: the ring `hex` lies on.
static func radius(hex: Array) -> int:
	return distance(hex, ORIGIN)


# The 6k hexes (1 for k = 0) at distance k, from straight up, clockwise.
static func ring(k: int, centre: Array = ORIGIN) -> Array:
	if k < 0:
		return []
	if k == 0:
		return [[centre[0], centre[1]]]
	var hex = [centre[0], centre[1] - k]
	var result = []
	for side in range(6):
		for _i in range(k):
			result.append(hex)
			hex = neighbour(hex, side + 2)
	return result


# The 3k(k+1)+1 hexes within distance k: the centre, then rings 1..k.
static func spiral(k: int, centre: Array = ORIGIN) -> Array:
	var result = []
	for i in range(k + 1):
		result += ring(i, centre)
	return result


# The key of the side between two neighbouring hexes (the sorted pair); [] if not neighbours.
static func edge_key(a: Array, b: Array) -> Array:
	if direction_to(a, b) == -1:
		return []
	var first = [int(a[0]), int(a[1])]
	var second = [int(b[0]), int(b[1])]
	return [first, second] if _less(first, second) else [second, first]


# The key of the side of `hex` facing direction d.
static func edge_of(hex: Array, d: int) -> Array:
	return edge_key(hex, neighbour(hex, d))


# Which edge of a hex (joining corners k and k + 1) faces direction d.
static func edge_index(d: int) -> int:
	return posmod(d + 4, 6)


# Which direction edge k of a hex faces.
static func edge_direction(k: int) -> int:
	return posmod(k + 2, 6)


# The key of the corner point where three pairwise neighbouring hexes meet; [] otherwise.
static func vertex_key(a: Array, b: Array, c: Array) -> Array:
	if direction_to(a, b) == -1 or direction_to(b, c) == -1 or direction_to(a, c) == -1:
		return []
	var hexes = [[int(a[0]), int(a[1])], [int(b[0]), int(b[1])], [int(c[0]), int(c[1])]]
	# three compare-and-swaps sort three items
	for pair in [[0, 1], [1, 2], [0, 1]]:
		if _less(hexes[pair[1]], hexes[pair[0]]):
			var swapped = hexes[pair[0]]
			hexes[pair[0]] = hexes[pair[1]]
			hexes[pair[1]] = swapped
	return hexes


# The key of corner k of `hex` (shared with its neighbours k + 1 and k + 2).
static func corner_vertex(hex: Array, k: int) -> Array:
	return vertex_key(hex, neighbour(hex, k + 1), neighbour(hex, k + 2))


# The keys of the six corners of `hex`, in corner order.
static func vertices(hex: Array) -> Array:
	var result = []
	for k in range(6):
		result.append(corner_vertex(hex, k))
	return result


# The three hexes around a vertex, clockwise on screen, from the smallest; [] if no vertex.
static func vertex_hexes(vertex: Array) -> Array:
	if vertex.size() != 3:
		return []
	var key = vertex_key(vertex[0], vertex[1], vertex[2])
	if key.empty():
		return []
	# the axial-to-pixel map has a positive determinant, so with y down a positive axial
	# cross product means a -> b -> c turns clockwise on screen
	var a = key[0]
	var b = key[1]
	var c = key[2]
	var cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
	return [a, b, c] if cross > 0 else [a, c, b]


# The three sides meeting at a vertex; side i is between its hexes i and i + 1.
static func vertex_edges(vertex: Array) -> Array:
	var hexes = vertex_hexes(vertex)
	if hexes.empty():
		return []
	var result = []
	for i in range(3):
		result.append(edge_key(hexes[i], hexes[(i + 1) % 3]))
	return result


# The two ends of a side, clockwise around the first (smaller) hex of its key.
static func edge_vertices(edge: Array) -> Array:
	if edge.size() != 2:
		return []
	var key = edge_key(edge[0], edge[1])
	if key.empty():
		return []
	var k = edge_index(direction_to(key[0], key[1]))
	return [corner_vertex(key[0], k), corner_vertex(key[0], k + 1)]


# The centre of `hex` for a centre-to-corner distance `size`, as [x, y].
static func hex_to_pixel(hex: Array, size) -> Array:
	var q = hex[0]
	var r = hex[1]
	return [1.5 * q * size, sqrt(3.0) * (r + q / 2.0) * size]


# The six corner points of `hex`, in corner order (clockwise from the right).
static func hex_corners(hex: Array, size) -> Array:
	var centre = hex_to_pixel(hex, size)
	var half_height = sqrt(3.0) / 2.0
	var offsets = [
		[1.0, 0.0],
		[0.5, half_height],
		[-0.5, half_height],
		[-1.0, 0.0],
		[-0.5, -half_height],
		[0.5, -half_height],
	]
	var result = []
	for offset in offsets:
		result.append([centre[0] + size * offset[0], centre[1] + size * offset[1]])
	return result


# The point of a vertex (the mean of its three hexes' centres); [] if no vertex.
static func vertex_to_pixel(vertex: Array, size) -> Array:
	if vertex.size() != 3:
		return []
	var key = vertex_key(vertex[0], vertex[1], vertex[2])
	if key.empty():
		return []
	var p1 = hex_to_pixel(key[0], size)
	var p2 = hex_to_pixel(key[1], size)
	var p3 = hex_to_pixel(key[2], size)
	return [(p1[0] + p2[0] + p3[0]) / 3.0, (p1[1] + p2[1] + p3[1]) / 3.0]


# The hex containing a point (pointer input), by cube rounding with floor(v + 0.5), the same
# float operations in the same order as Python so that ties go the same way.
static func pixel_to_hex(x, y, size) -> Array:
	var fq = (2.0 * x) / (3.0 * size)
	var fr = (sqrt(3.0) * y - x) / (3.0 * size)
	var fs = -fq - fr
	var q = floor(fq + 0.5)
	var r = floor(fr + 0.5)
	var s = floor(fs + 0.5)
	var dq = abs(q - fq)
	var dr = abs(r - fr)
	var ds = abs(s - fs)
	if dq > dr and dq > ds:
		q = -r - s
	elif dr > ds:
		r = -q - s
	return [int(q), int(r)]


# A point for drawing only (Vector2 is 32-bit: never feed it back into the rules).
static func to_vector2(point: Array) -> Vector2:
	return Vector2(point[0], point[1])


static func _less(a: Array, b: Array) -> bool:
	return a[0] < b[0] or (a[0] == b[0] and a[1] < b[1])
