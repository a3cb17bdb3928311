extends "res://tests/godot/test_case.gd"
# Replays the Python hex vectors (core/common/hexgrid.py conformance_vectors) through
# scripts/common/hex_geometry.gd: ints exactly, floats within 1e-9 (relative above 1, since
# Godot 3's JSON reader is off by a few ulps on large numbers). The file is written by
# WRITE_COMMAND.

const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const VECTORS = "res://build/conformance/hex-geometry.json"
const WRITE_COMMAND = ".venv/bin/python -m core conformance --out-dir build/conformance"
const TOLERANCE = 1e-9
const SHOWN_MISMATCHES = 10  # a broken port differs everywhere; the first few say enough

var vectors = {}
var mismatches = 0


func before_each():
	var parsed = JSON.parse(read_file(VECTORS))
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		fail("%s is missing or not JSON; write it with `%s`" % [VECTORS, WRITE_COMMAND])
		return
	vectors = parsed.result


func test_the_vectors_are_usable():
	if vectors.empty():
		return
	assert_eq(vectors.get("format"), 1, "vector format")
	assert_eq(vectors.get("kind"), "hex-geometry", "vector kind")
	assert_eq(HexGeometry.DIRECTIONS, vectors["directions"], "direction table")
	var edge_indices = []
	for d in range(6):
		edge_indices.append(HexGeometry.edge_index(d))
		assert_eq(HexGeometry.edge_direction(HexGeometry.edge_index(d)), d, "edge of %d" % d)
	assert_eq(edge_indices, vectors["edgeIndexOfDirection"], "edge index of each direction")
	assert_true(vectors["hexes"].size() >= 127, "hexes up to radius 6")


func test_every_hex_case_replays():
	if vectors.empty():
		return
	var size = float(vectors["size"])
	var pivot = _ints(vectors["rotationPivot"])
	for case in vectors["hexes"]:
		var hex = _ints(case["hex"])
		var at = "hex %s" % str(hex)
		_same(HexGeometry.radius(hex), case["radius"], at + " radius")
		_same(HexGeometry.neighbours(hex), case["neighbours"], at + " neighbours")
		_same(HexGeometry.rotate_cw(hex), case["rotateCw"], at + " rotate_cw")
		var rotations = []
		for turns in range(-6, 7):
			rotations.append(HexGeometry.rotate(hex, turns))
		_same(rotations, case["rotations"], at + " rotations -6..6")
		var about_pivot = []
		for turns in range(6):
			about_pivot.append(HexGeometry.rotate(hex, turns, pivot))
		_same(about_pivot, case["rotationsAboutPivot"], at + " rotations about the pivot")
		_same(HexGeometry.vertices(hex), case["vertices"], at + " vertices")
		var edges = []
		for d in range(6):
			edges.append(HexGeometry.edge_of(hex, d))
		_same(edges, case["edges"], at + " edges")
		_close(HexGeometry.hex_to_pixel(hex, size), case["center"], at + " centre")
		_close(HexGeometry.hex_corners(hex, size), case["corners"], at + " corners")
	_report(vectors["hexes"].size(), "hexes")


func test_rings_and_spirals_replay():
	if vectors.empty():
		return
	for case in vectors["rings"]:
		var centre = _ints(case["centre"])
		var k = int(case["k"])
		_same(HexGeometry.ring(k, centre), case["hexes"], "ring %d about %s" % [k, centre])
	for case in vectors["spirals"]:
		var centre = _ints(case["centre"])
		var k = int(case["k"])
		_same(HexGeometry.spiral(k, centre), case["hexes"], "spiral %d about %s" % [k, centre])
	_report(vectors["rings"].size() + vectors["spirals"].size(), "rings and spirals")


func test_vertices_replay():
	if vectors.empty():
		return
	var size = float(vectors["size"])
	for case in vectors["vertices"]:
		var vertex = _ints(case["vertex"])
		var at = "vertex %s" % str(vertex)
		_same(HexGeometry.vertex_hexes(vertex), case["clockwise"], at + " clockwise")
		_same(HexGeometry.vertex_edges(vertex), case["edges"], at + " edges")
		_close(HexGeometry.vertex_to_pixel(vertex, size), case["point"], at + " point")
		# the key does not depend on the order the hexes are given in
		var hexes = _ints(case["clockwise"])
		for order in [[0, 1, 2], [2, 1, 0], [1, 0, 2], [2, 0, 1]]:
			var key = HexGeometry.vertex_key(hexes[order[0]], hexes[order[1]], hexes[order[2]])
			_same(key, vertex, at + " key from order %s" % str(order))
	_report(vectors["vertices"].size(), "vertices")


func test_edges_replay():
	if vectors.empty():
		return
	for case in vectors["edges"]:
		var edge = _ints(case["edge"])
		var at = "edge %s" % str(edge)
		_same(HexGeometry.edge_vertices(edge), case["vertices"], at + " vertices")
		_same(HexGeometry.edge_key(edge[1], edge[0]), edge, at + " key from the other side")
	_report(vectors["edges"].size(), "edges")


func test_distances_replay():
	if vectors.empty():
		return
	for case in vectors["distances"]:
		var a = _ints(case["a"])
		var b = _ints(case["b"])
		_same(HexGeometry.distance(a, b), case["distance"], "distance %s %s" % [a, b])
	_report(vectors["distances"].size(), "distances")


func test_points_find_the_same_hex():
	if vectors.empty():
		return
	for case in vectors["points"]:
		var point = case["point"]
		var hex = HexGeometry.pixel_to_hex(point[0], point[1], case["size"])
		_same(hex, case["hex"], "point %s at size %s" % [str(point), case["size"]])
	_report(vectors["points"].size(), "points")


func test_bad_arguments_give_empty_arrays():
	assert_eq(HexGeometry.direction_to([0, 0], [2, 0]), -1, "direction to a far hex")
	assert_eq(HexGeometry.edge_key([0, 0], [2, 0]), [], "edge of far hexes")
	assert_eq(HexGeometry.vertex_key([0, 0], [0, 1], [0, 2]), [], "vertex of a line")
	assert_eq(HexGeometry.vertex_hexes([[0, 0], [0, 1]]), [], "vertex of two hexes")
	assert_eq(HexGeometry.vertex_edges([[0, 0], [0, 1], [5, 5]]), [], "edges of no vertex")
	assert_eq(HexGeometry.edge_vertices([[0, 0], [0, 0]]), [], "ends of no edge")
	assert_eq(HexGeometry.ring(-1), [], "negative ring")
	assert_eq(HexGeometry.spiral(-1), [], "negative spiral")


# Keys made by different calls find the same Dictionary entry (Arrays compare by value).
func test_keys_work_as_dictionary_keys():
	var seen = {}
	for k in range(6):
		seen[HexGeometry.corner_vertex([0, 0], k)] = k
		seen[HexGeometry.edge_of([0, 0], k)] = k
	assert_eq(seen.size(), 12, "six corners and six sides")
	for d in range(6):
		var other = HexGeometry.neighbour([0, 0], d)
		assert_eq(seen.get(HexGeometry.edge_of(other, (d + 3) % 6)), d, "side %d" % d)
	assert_eq(seen.get(HexGeometry.vertex_key([1, 0], [0, 0], [1, -1])), 0, "corner 0")
	assert_eq(HexGeometry.to_vector2([1.5, -2.0]), Vector2(1.5, -2.0), "drawing point")


func _same(actual, expected, where: String) -> void:
	var difference = first_difference(actual, expected)
	if not difference.empty():
		_mismatch("%s: %s" % [where, difference])


func _close(actual, expected, where: String) -> void:
	var difference = _float_difference(actual, expected)
	if not difference.empty():
		_mismatch("%s: %s" % [where, difference])


func _mismatch(message: String) -> void:
	mismatches += 1
	if mismatches <= SHOWN_MISMATCHES:
		fail(message)


func _report(total: int, what: String) -> void:
	assert_eq(mismatches, 0, "checks that differ from Python, over %d %s" % [total, what])


# "" when two arrays of numbers (nested) agree within TOLERANCE.
func _float_difference(actual, expected) -> String:
	if typeof(actual) == TYPE_ARRAY and typeof(expected) == TYPE_ARRAY:
		if actual.size() != expected.size():
			return "expected %s, got %s" % [str(expected), str(actual)]
		for i in range(actual.size()):
			var difference = _float_difference(actual[i], expected[i])
			if not difference.empty():
				return "[%d] %s" % [i, difference]
		return ""
	if _is_number(actual) and _is_number(expected):
		if abs(actual - expected) <= TOLERANCE * max(1.0, abs(expected)):
			return ""
	return "expected %s, got %s" % [str(expected), str(actual)]


# JSON numbers as ints, in nested arrays (hexes, keys).
func _ints(value):
	if typeof(value) == TYPE_ARRAY:
		var result = []
		for item in value:
			result.append(_ints(item))
		return result
	return int(value)
