extends Reference
# Hex Walls' rules for one baked level (docs/hex-walls-runtime.md §1): what
# scripts/common/pack_catalog.gd asks the mode before it serves a level (the mode registry names
# this script), and what the game asks again before it starts one. A bad baked level is refused
# with the problem instead of crashing the session or the board.

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const PathLevelRules = preload("res://scripts/common/path_level_rules.gd")
const PERIOD = 3
const NO_EDGE = [-1, -1]


# "" when the session and the board can use the level; otherwise what is wrong with it.
# Checks the types, unique hexes and numbers, that `adjacency` is exactly the hex neighbours of
# the cells, that walls and turning-wall edges are real neighbour pairs (or [-1, -1] where a
# turning wall's edge is no passable edge), that `hintPath` is a solution honouring the
# numbers, the walls and the turning walls at their phases, and that a grade is one of the
# core's.
static func validate_level(level) -> String:
	var problem = PackCatalog.id_problem(level)
	return problem if not problem.empty() else PackCatalog.located(level, _level_problem(level))


static func _level_problem(level: Dictionary) -> String:
	var frame_problem = PathLevelRules.caption_and_cells_problem(level)
	if not frame_problem.empty():
		return frame_problem
	var cells = level["cells"]
	var node_of = {}  # [q, r] -> node
	for node in range(cells.size()):
		var problem = _cell_problem(cells[node], node, cells.size(), node_of)
		if not problem.empty():
			return "cell #%d: %s" % [node, problem]
	var problem = PackCatalog.repeated_number_problem(cells, "number")
	if problem.empty():
		problem = _adjacency_problem(level.get("adjacency"), cells, node_of)
	if problem.empty():
		problem = _walls_problem(level.get("walls"), level["adjacency"])
	if problem.empty():
		problem = _turning_problem(level.get("turningWalls"), level, node_of)
	if problem.empty():
		problem = _hint_path_problem(level)
	if problem.empty():
		problem = PackCatalog.grade_problem(level)
	return problem


# Checks one cell and records its hex in `node_of`.
static func _cell_problem(cell, node: int, count: int, node_of: Dictionary) -> String:
	if typeof(cell) != TYPE_DICTIONARY:
		return "not an object"
	if typeof(cell.get("id")) != TYPE_STRING:
		return "id is not a string"
	for key in ["q", "r", "number"]:
		if not PackCatalog.is_int(cell.get(key)):
			return "%s is not an integer" % key
	if cell["number"] < 0 or cell["number"] > count:
		return "number %d is outside 0..%d" % [cell["number"], count]
	var hex = [int(cell["q"]), int(cell["r"])]
	if node_of.has(hex):
		return "hex [%d, %d] is also cell #%d" % [hex[0], hex[1], node_of[hex]]
	node_of[hex] = node
	return ""


# `adjacency` must list, sorted, exactly the cells sharing a hex edge (walls or not).
static func _adjacency_problem(adjacency, cells: Array, node_of: Dictionary) -> String:
	var expected = []
	for cell in cells:
		var row = []
		for neighbour in HexGeometry.neighbours([int(cell["q"]), int(cell["r"])]):
			if node_of.has(neighbour):
				row.append(node_of[neighbour])
		row.sort()
		expected.append(row)
	return PathLevelRules.adjacency_problem(adjacency, expected, "the hexes")


# Static walls: sorted pairs of neighbouring cells, none twice.
static func _walls_problem(walls, adjacency: Array) -> String:
	if typeof(walls) != TYPE_ARRAY:
		return "walls is not a list"
	var seen = {}
	for i in range(walls.size()):
		var pair = _node_pair(walls[i], adjacency.size())
		if pair.empty():
			return "wall s%d is not a pair of cell numbers" % i
		if pair[0] >= pair[1] or not PackCatalog.as_ints(adjacency[pair[0]]).has(pair[1]):
			return "wall s%d %s is not a sorted pair of neighbouring cells" % [i, str(pair)]
		if seen.has(pair):
			return "wall s%d repeats wall s%d" % [i, seen[pair]]
		seen[pair] = i
	return ""


# Turning walls: a pivot of three hexes around one vertex listed clockwise, a start edge 0..2,
# and its three edges exactly the board's passable pairs between pivot hexes j and j + 1.
static func _turning_problem(turning, level: Dictionary, node_of: Dictionary) -> String:
	if typeof(turning) != TYPE_ARRAY:
		return "turningWalls is not a list"
	var walled = {}
	for wall in level["walls"]:
		walled[_node_pair(wall, level["cells"].size())] = true
	for i in range(turning.size()):
		var problem = _one_turning_problem(turning[i], node_of, walled)
		if not problem.empty():
			return "turning wall t%d: %s" % [i, problem]
	return ""


static func _one_turning_problem(wall, node_of: Dictionary, walled: Dictionary) -> String:
	if typeof(wall) != TYPE_DICTIONARY:
		return "not an object"
	var pivot = wall.get("pivot")
	if typeof(pivot) != TYPE_ARRAY or pivot.size() != 3:
		return "pivot is not three hexes"
	var hexes = []
	for hex in pivot:
		if typeof(hex) != TYPE_ARRAY or hex.size() != 2 or not PackCatalog.all_ints(hex):
			return "pivot is not three [q, r] pairs of integers"
		hexes.append([int(hex[0]), int(hex[1])])
	if not _clockwise_vertex(hexes):
		return "pivot %s is not three hexes around one vertex, clockwise" % str(hexes)
	var on_board = 0
	for hex in hexes:
		on_board += 1 if node_of.has(hex) else 0
	if on_board < 2:
		return "its vertex touches %d board cell(s), needs 2" % on_board
	if not (PackCatalog.is_int(wall.get("edge")) and wall["edge"] >= 0 and wall["edge"] < PERIOD):
		return "edge is not 0, 1 or 2"
	var edges = wall.get("edges")
	if typeof(edges) != TYPE_ARRAY or edges.size() != PERIOD:
		return "edges is not three pairs"
	for j in range(PERIOD):
		var edge = edges[j]
		if typeof(edge) != TYPE_ARRAY or edge.size() != 2 or not PackCatalog.all_ints(edge):
			return "edge %d is not a pair of integers" % j
		var want = NO_EDGE
		var a = node_of.get(hexes[j], -1)
		var b = node_of.get(hexes[(j + 1) % PERIOD], -1)
		if a != -1 and b != -1 and not walled.has([int(min(a, b)), int(max(a, b))]):
			want = [int(min(a, b)), int(max(a, b))]
		if PackCatalog.as_ints(edge) != want:
			return "edge %d is %s, the pivot gives %s" % [j, str(edge), str(want)]
	return ""


# Three hexes meeting at one vertex, listed clockwise from any of them.
static func _clockwise_vertex(hexes: Array) -> bool:
	var ordered = HexGeometry.vertex_hexes(hexes)
	if ordered.empty():
		return false
	var start = ordered.find(hexes[0])
	for k in range(3):
		if ordered[(start + k) % 3] != hexes[k]:
			return false
	return true


# `hintPath` must visit every cell once through open neighbours, each number on its step, no
# move across a static wall or across the edge a turning wall stands on at that move.
static func _hint_path_problem(level: Dictionary) -> String:
	var cells = level["cells"]
	var hint_path = level.get("hintPath")
	var problem = PathLevelRules.hint_path_list_problem(hint_path, cells.size())
	if not problem.empty():
		return problem
	var walled = {}
	for wall in level["walls"]:
		walled[PackCatalog.as_ints(wall)] = true
	var adjacency = level["adjacency"]
	var seen = {}
	for i in range(hint_path.size()):
		problem = PathLevelRules.hint_step_problem(hint_path, i, cells, adjacency, seen, "number")
		if not problem.empty():
			return problem
		if i == 0:
			continue
		var node = int(hint_path[i])
		var step = i + 1
		var previous = int(hint_path[i - 1])
		var pair = [int(min(previous, node)), int(max(previous, node))]
		if walled.has(pair):
			return "hintPath step %d crosses a wall" % step
		for t in range(level["turningWalls"].size()):
			var wall = level["turningWalls"][t]
			if PackCatalog.as_ints(wall["edges"][(int(wall["edge"]) + i) % PERIOD]) == pair:
				return "hintPath step %d crosses turning wall t%d" % [step, t]
	return ""


# [u, v] as ints when `value` is a pair of cell numbers below `count`, else [].
static func _node_pair(value, count: int) -> Array:
	if typeof(value) != TYPE_ARRAY or value.size() != 2 or not PackCatalog.all_ints(value):
		return []
	var pair = PackCatalog.as_ints(value)
	if pair[0] < 0 or pair[1] < 0 or pair[0] >= count or pair[1] >= count:
		return []
	return pair
