extends Reference
# The baked Number Stroke levels (docs/number-stroke-runtime.md §1) in play order.
# All or nothing: when the file or any level in it is unusable, `ok` is false, `error` names
# the file and the problem, and the catalog holds no levels, so the game can show the
# message instead of crashing halfway through a pack.

const JsonFile = preload("res://scripts/json_file.gd")
const DEFAULT_PATH = "res://levels/number-stroke.baked.json"
const FORMAT = 1
const MODE = "01-number-stroke"
const PARITIES = ["", "odd", "even"]

var file_path = ""
var ok = false
var error = ""

var _packs = []  # {"pack", "title", "levelIds"} in file order
var _ids = []  # every level id in play order
var _levels = {}  # id -> level with integral JSON numbers turned into ints
var _pack_of = {}  # id -> pack number


func _init(path := DEFAULT_PATH) -> void:
	file_path = path
	var problem = _load(path)
	ok = problem.empty()
	if not ok:
		error = "%s: %s" % [path, problem]
		_packs = []
		_ids = []
		_levels = {}
		_pack_of = {}


# Each entry: {"pack": int, "title": {locale: text}, "levelIds": [id, ...]}.
func packs() -> Array:
	return _packs.duplicate(true)


func level_ids() -> Array:
	return _ids.duplicate()


# A copy of the baked level, or {} for an unknown id.
func level(id) -> Dictionary:
	return _levels.get(id, {}).duplicate(true)


# The id after `id` in play order (crossing packs); "" after the last or for an unknown id.
func next_id(id) -> String:
	var index = index_of(id)
	if index == -1 or index + 1 >= _ids.size():
		return ""
	return _ids[index + 1]


# The pack number of a level, -1 for an unknown id.
func pack_of(id) -> int:
	return _pack_of.get(id, -1)


# The 0-based position of a level in play order across all packs, -1 for an unknown id.
# (The 1-based index inside its pack is the level's own "index" field.)
func index_of(id) -> int:
	return _ids.find(id)


# "" when the session and the board can use the level; otherwise what is wrong with it.
# Checks the types, that units lie on the board without overlap, that `adjacency` is exactly
# the graph the units give, and that `hintPath` is a solution honouring every mark.
static func validate_level(level) -> String:
	if typeof(level) != TYPE_DICTIONARY:
		return "a level is not an object"
	if typeof(level.get("id")) != TYPE_STRING or level["id"].empty():
		return "a level has no id"
	var problem = _level_problem(level)
	if problem.empty():
		return ""
	return "level %s: %s" % [level["id"], problem]


func _load(path: String) -> String:
	var read = JsonFile.read(path)
	if not read["error"].empty():
		return read["error"]
	var root = read["value"]
	if typeof(root) != TYPE_DICTIONARY:
		return "the top level is not an object"
	if not _is_int(root.get("format")) or root["format"] != FORMAT:
		return "format is %s, expected %d" % [JSON.print(root.get("format")), FORMAT]
	if typeof(root.get("mode")) != TYPE_STRING or root["mode"] != MODE:
		return "mode is %s, expected %s" % [JSON.print(root.get("mode")), MODE]
	if typeof(root.get("packs")) != TYPE_ARRAY or root["packs"].empty():
		return "no packs"
	for pack in root["packs"]:
		var problem = _add_pack(pack)
		if not problem.empty():
			return problem
	return ""


func _add_pack(pack) -> String:
	if typeof(pack) != TYPE_DICTIONARY or not _is_int(pack.get("pack")):
		return "pack #%d has no pack number" % (_packs.size() + 1)
	var number = int(pack["pack"])
	if not _is_text(pack.get("title")):
		return "pack %d: title is not a {locale: text} object" % number
	if typeof(pack.get("levels")) != TYPE_ARRAY or pack["levels"].empty():
		return "pack %d has no levels" % number
	var ids = []
	for level in pack["levels"]:
		var problem = validate_level(level)
		if not problem.empty():
			return "pack %d, %s" % [number, problem]
		var id = level["id"]
		if _levels.has(id):
			return "pack %d: level id %s is used twice" % [number, id]
		ids.append(id)
		_ids.append(id)
		_levels[id] = _with_ints(level)
		_pack_of[id] = number
	_packs.append({"pack": number, "title": pack["title"], "levelIds": ids})
	return ""


static func _level_problem(level: Dictionary) -> String:
	if not (_is_int(level.get("width")) and level["width"] >= 1):
		return "width is not a positive integer"
	if not (_is_int(level.get("height")) and level["height"] >= 1):
		return "height is not a positive integer"
	if level.has("caption") and not _is_text(level["caption"]):
		return "caption is not a {locale: text} object"
	var cells = level.get("cells")
	if typeof(cells) != TYPE_ARRAY or cells.empty():
		return "no cells"
	var owner = {}  # Vector2 unit -> node
	for node in range(cells.size()):
		var problem = _cell_problem(cells[node], node, level, owner)
		if not problem.empty():
			return "cell #%d: %s" % [node, problem]
	var problem = _clue_problem(cells)
	if problem.empty():
		problem = _adjacency_problem(level.get("adjacency"), owner, cells.size())
	if problem.empty():
		problem = _hint_path_problem(level.get("hintPath"), cells, level["adjacency"])
	return problem


# Checks one cell and records the units it owns in `owner`.
static func _cell_problem(cell, node: int, level: Dictionary, owner: Dictionary) -> String:
	if typeof(cell) != TYPE_DICTIONARY:
		return "not an object"
	for key in ["x", "y", "w", "h", "clue"]:
		if not _is_int(cell.get(key)):
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
			or not _is_int(unit[0])
			or not _is_int(unit[1])
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


static func _clue_problem(cells: Array) -> String:
	var owner_of_clue = {}
	for node in range(cells.size()):
		var clue = int(cells[node]["clue"])
		if clue == 0:
			continue
		if owner_of_clue.has(clue):
			return "cells #%d and #%d both show %d" % [owner_of_clue[clue], node, clue]
		owner_of_clue[clue] = node
	return ""


# `adjacency` must list, sorted, exactly the cells sharing a unit edge.
static func _adjacency_problem(adjacency, owner: Dictionary, count: int) -> String:
	if typeof(adjacency) != TYPE_ARRAY or adjacency.size() != count:
		return "adjacency does not have one row per cell"
	var expected = []
	for _node in range(count):
		expected.append({})
	for unit in owner:
		for step in [Vector2(1, 0), Vector2(0, 1)]:
			var other = owner.get(unit + step, -1)
			if other != -1 and other != owner[unit]:
				expected[owner[unit]][other] = true
				expected[other][owner[unit]] = true
	for node in range(count):
		var want = expected[node].keys()
		want.sort()
		var row = adjacency[node]
		if typeof(row) != TYPE_ARRAY or not _all_ints(row) or _as_ints(row) != want:
			return "adjacency of cell #%d is %s, the units give %s" % [node, str(row), str(want)]
	return ""


# `hintPath` must visit every cell once through neighbours, each on a step its number and
# odd/even mark allow.
static func _hint_path_problem(hint_path, cells: Array, adjacency: Array) -> String:
	if typeof(hint_path) != TYPE_ARRAY or hint_path.size() != cells.size():
		return "hintPath does not have one entry per cell"
	if not _all_ints(hint_path):
		return "hintPath holds something other than cell numbers"
	var seen = {}
	for i in range(hint_path.size()):
		var node = int(hint_path[i])
		var step = i + 1
		if node < 0 or node >= cells.size() or seen.has(node):
			return "hintPath step %d: %d is not an unvisited cell" % [step, node]
		seen[node] = true
		if i > 0 and not _as_ints(adjacency[int(hint_path[i - 1])]).has(node):
			return "hintPath step %d: cell #%d is not next to the previous one" % [step, node]
		var clue = int(cells[node]["clue"])
		if clue != 0 and clue != step:
			return "hintPath step %d: cell #%d shows %d" % [step, node, clue]
		var parity = cells[node]["parity"]
		if (parity == "odd" and step % 2 == 0) or (parity == "even" and step % 2 == 1):
			return "hintPath step %d: cell #%d is marked %s" % [step, node, parity]
	return ""


# JSON numbers arrive as floats; an integer field must hold a whole number.
static func _is_int(value) -> bool:
	if typeof(value) == TYPE_INT:
		return true
	return typeof(value) == TYPE_REAL and value == floor(value)


static func _all_ints(values: Array) -> bool:
	for value in values:
		if not _is_int(value):
			return false
	return true


static func _as_ints(values: Array) -> Array:
	var ints = []
	for value in values:
		ints.append(int(value))
	return ints


# A player-facing text as baked: {locale: text}.
static func _is_text(value) -> bool:
	if typeof(value) != TYPE_DICTIONARY or value.empty():
		return false
	for locale in value:
		if typeof(locale) != TYPE_STRING or typeof(value[locale]) != TYPE_STRING:
			return false
	return true


# A deep copy where whole-number floats become ints, so the UI gets ints for x/y/w/h.
static func _with_ints(value):
	match typeof(value):
		TYPE_REAL:
			return int(value) if value == floor(value) else value
		TYPE_ARRAY:
			var items = []
			for item in value:
				items.append(_with_ints(item))
			return items
		TYPE_DICTIONARY:
			var copy = {}
			for key in value:
				copy[key] = _with_ints(value[key])
			return copy
	return value
