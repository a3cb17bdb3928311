extends Reference
# Number Stroke's rules for one baked level (docs/number-stroke-runtime.md §1): what
# scripts/common/pack_catalog.gd asks the mode before it serves a level (the mode registry names
# this script), and what the game asks again before it starts one.

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const PathLevelRules = preload("res://scripts/common/path_level_rules.gd")
const PARITIES = ["", "odd", "even"]


# "" when the session and the board can use the level; otherwise what is wrong with it.
# Checks the types, that units lie on the board without overlap, that `adjacency` is exactly
# the graph the units give, that `hintPath` is a solution honouring every mark, that
# `hintCells` lists distinct cells and that a grade is one of the core's.
static func validate_level(level) -> String:
	var problem = PackCatalog.id_problem(level)
	return problem if not problem.empty() else PackCatalog.located(level, _level_problem(level))


static func _level_problem(level: Dictionary) -> String:
	if not (PackCatalog.is_int(level.get("width")) and level["width"] >= 1):
		return "width is not a positive integer"
	if not (PackCatalog.is_int(level.get("height")) and level["height"] >= 1):
		return "height is not a positive integer"
	var frame_problem = PathLevelRules.caption_and_cells_problem(level)
	if not frame_problem.empty():
		return frame_problem
	var cells = level["cells"]
	var owner = {}  # Vector2 unit -> node
	for node in range(cells.size()):
		var problem = _cell_problem(cells[node], node, level, owner)
		if not problem.empty():
			return "cell #%d: %s" % [node, problem]
	var problem = PackCatalog.repeated_number_problem(cells, "clue")
	if problem.empty():
		problem = _adjacency_problem(level.get("adjacency"), owner, cells.size())
	if problem.empty():
		problem = _hint_path_problem(level.get("hintPath"), cells, level["adjacency"])
	if problem.empty():
		problem = _hint_cells_problem(level.get("hintCells"), cells.size())
	if problem.empty():
		problem = PackCatalog.grade_problem(level)
	return problem


# Checks one cell and records the units it owns in `owner`.
static func _cell_problem(cell, node: int, level: Dictionary, owner: Dictionary) -> String:
	if typeof(cell) != TYPE_DICTIONARY:
		return "not an object"
	for key in ["x", "y", "w", "h", "clue"]:
		if not PackCatalog.is_int(cell.get(key)):
			return "%s is not an integer" % key
	if typeof(cell.get("id")) != TYPE_STRING:
		return "id is not a string"
	if cell["w"] < 1 or cell["h"] < 1:
		return "w and h must be at least 1"
	var count = level["cells"].size()
	if cell["clue"] < 0 or cell["clue"] > count:
		return "clue %d is outside 0..%d" % [cell["clue"], count]
	if not PARITIES.has(cell.get("parity")):
		return 'parity is not "", "odd" or "even"'
	var units = cell.get("units")
	if typeof(units) != TYPE_ARRAY or units.empty():
		return "no units"
	for unit in units:
		if (
			typeof(unit) != TYPE_ARRAY
			or unit.size() != 2
			or not PackCatalog.is_int(unit[0])
			or not PackCatalog.is_int(unit[1])
		):
			return "a unit is not an [x, y] pair of integers"
		var x = int(unit[0])
		var y = int(unit[1])
		if (
			x < cell["x"]
			or x >= cell["x"] + cell["w"]
			or y < cell["y"]
			or y >= cell["y"] + cell["h"]
		):
			return "unit [%d, %d] lies outside its x/y/w/h box" % [x, y]
		if x >= level["width"] or y >= level["height"] or x < 0 or y < 0:
			return "unit [%d, %d] lies outside the board" % [x, y]
		if owner.has(Vector2(x, y)):
			return "unit [%d, %d] also belongs to cell #%d" % [x, y, owner[Vector2(x, y)]]
		owner[Vector2(x, y)] = node
	return ""


# `adjacency` must list, sorted, exactly the cells sharing a unit edge.
static func _adjacency_problem(adjacency, owner: Dictionary, count: int) -> String:
	var expected = []
	for _node in range(count):
		expected.append({})
	for unit in owner:
		for step in [Vector2(1, 0), Vector2(0, 1)]:
			var other = owner.get(unit + step, -1)
			if other != -1 and other != owner[unit]:
				expected[owner[unit]][other] = true
				expected[other][owner[unit]] = true
	var rows = []
	for neighbours in expected:
		var row = neighbours.keys()
		row.sort()
		rows.append(row)
	return PathLevelRules.adjacency_problem(adjacency, rows, "the units")


# `hintPath` must visit every cell once through neighbours, each on a step its number and
# odd/even mark allow.
static func _hint_path_problem(hint_path, cells: Array, adjacency: Array) -> String:
	var problem = PathLevelRules.hint_path_list_problem(hint_path, cells.size())
	if not problem.empty():
		return problem
	var seen = {}
	for i in range(hint_path.size()):
		problem = PathLevelRules.hint_step_problem(hint_path, i, cells, adjacency, seen, "clue")
		if not problem.empty():
			return problem
		var node = int(hint_path[i])
		var step = i + 1
		var parity = cells[node]["parity"]
		if (parity == "odd" and step % 2 == 0) or (parity == "even" and step % 2 == 1):
			return "hintPath step %d: cell #%d is marked %s" % [step, node, parity]
	return ""


# `hintCells` ("add a number"'s order) must list distinct cells.
static func _hint_cells_problem(hint_cells, count: int) -> String:
	if typeof(hint_cells) != TYPE_ARRAY or not PackCatalog.all_ints(hint_cells):
		return "hintCells is not a list of cell numbers"
	var seen = {}
	for node in PackCatalog.as_ints(hint_cells):
		if node < 0 or node >= count or seen.has(node):
			return "hintCells: %d is not a cell listed once" % node
		seen[node] = true
	return ""
