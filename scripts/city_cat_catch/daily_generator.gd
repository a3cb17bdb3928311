extends Reference
# The daily board of City Cat Catch, generated on the device: the GDScript port of
# core/modes/city_cat_catch/daily.py (docs/city-cat-catch-runtime.md §8), byte for byte (the
# conformance vectors' dailies and dailyBoards replay it). Every UTC date from FIRST_DATE to
# LAST_DATE has one board per city, the same everywhere:
# 1. the city's daily spec in force on the date (the last whose start <= date); its seed text
#    "<date>:daily:<cityId>:v<generator>" carries the generator version, so a board never
#    changes across releases (a new generator is a new spec with a later start);
# 2. attempts a = 0 .. MAX_ATTEMPTS - 1 (board_attempt.gd, SeededRng("<seed>:<a>")), the first
#    kept that passes, in order: the §10.2 opening (at least MIN_CLICKABLE_PERCENT of the pieces
#    clickable, two kinds with a pair in sight), §11.2 spreading (spreading.gd), and the exact
#    solver's proof of clearability within PROOF_BUDGET expanded positions (exact_solver.gd);
# 3. attempt MAX_ATTEMPTS, the last resort: the plain deal (clearable by construction), proved
#    without a budget.
# source_of(baked city) checks and extracts what the generator reads (a bad spec is an error
# naming the city, the spec and the field, never a crash); board(source, date) makes the board,
# or in steps start_board(source, date) and board_step() (an attempt's candidate and its first
# gates, then PROOF_STEP moves of its proof a step). Pure computation, no nodes: it runs as a
# job (daily_job.gd: on a worker thread, or in slices on the main thread in the web build).

const Seeds = preload("res://scripts/city_cat_catch/seeds.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const BoardAttempt = preload("res://scripts/city_cat_catch/board_attempt.gd")
const Spreading = preload("res://scripts/city_cat_catch/spreading.gd")
const ExactSolver = preload("res://scripts/city_cat_catch/exact_solver.gd")

const GENERATORS = [1]  # the daily generator versions this code builds
const FIRST_DATE = "2000-01-01"
const LAST_DATE = "9999-12-31"
const DAILY_LEVEL = 4  # the §15.1 row whose clickable minimum the daily meets
const MIN_CLICKABLE_PERCENT = 32  # max(30 %, level 4's 32 %)
const MAX_ATTEMPTS = 24
const PROOF_BUDGET = 4000  # expanded positions per attempt's proof
const GRID_COLUMNS = [6, 8]
const GRID_ROWS = [7, 9]
const MAX_SHIFT = 4
const MAX_PIECES = 240
const MAX_TOOL = 99
const TOOLS = ["undo", "remove", "shuffle"]
const START_RULE = "the first spec starts on 2000-01-01, each later one after the one before"
const PROOF_STEP = 100  # moves of a proof's search a step tries

var result = {}  # the board's answer once board_step() has answered false
# The board being made:
var _source = {}
var _spec = {}
var _text = ""  # the seed text
var _seed = ""
var _id = ""
var _date = ""
var _attempt = 0
var _misses = []
var _candidate = {}
var _solver = null  # the proof under way of the attempt's candidate, null before its gates


# What the generator reads of a baked city (docs §1: cityId, categories, elements with their
# category and salience, daily specs), checked: {"cityId", "categories": [ids], "elements":
# {id: [category, salience]}, "daily": [specs, whole numbers as ints]}, or {"error": why}.
static func source_of(city: Dictionary) -> Dictionary:
	var city_id = city.get("cityId")
	if typeof(city_id) != TYPE_STRING or city_id.empty():
		return {"error": "a city has no cityId"}
	var categories = []
	for category in _list(city.get("categories")):
		if typeof(category) != TYPE_DICTIONARY or typeof(category.get("id")) != TYPE_STRING:
			return {"error": "city %s: a category has no id" % city_id}
		categories.append(category["id"])
	var elements = {}
	for element in _list(city.get("elements")):
		if typeof(element) != TYPE_DICTIONARY or typeof(element.get("id")) != TYPE_STRING:
			return {"error": "city %s: an element has no id" % city_id}
		var salience = element.get("salience")
		if not element.get("category") in categories or not _is_whole(salience, 1, 3):
			return {
				"error":
				(
					"city %s: element %s needs a known category and a salience 1-3"
					% [city_id, element["id"]]
				)
			}
		elements[element["id"]] = [element["category"], int(salience)]
	var specs = []
	var daily = _list(city.get("daily"))
	if daily.empty():
		return {"error": "city %s has no daily spec" % city_id}
	for i in range(daily.size()):
		var spec = _spec(daily[i], elements)
		if typeof(spec) == TYPE_STRING:
			return {"error": "city %s, daily spec %d: %s" % [city_id, i + 1, spec]}
		var previous = FIRST_DATE if specs.empty() else specs.back()["start"]
		if (i == 0 and spec["start"] != FIRST_DATE) or (i > 0 and spec["start"] <= previous):
			var where = "city %s, daily spec %d" % [city_id, i + 1]
			return {"error": "%s: field 'start': %s" % [where, START_RULE]}
		specs.append(spec)
	return {"cityId": city_id, "categories": categories, "elements": elements, "daily": specs}


# The spec in force on a date: the last whose start is on or before it.
static func spec_on(source: Dictionary, date: String) -> Dictionary:
	var found = source["daily"][0]
	for spec in source["daily"]:
		if spec["start"] <= date:
			found = spec
	return found


static func board_id(date: String, city_id: String) -> String:
	return "daily-%s-%s" % [date, city_id]


# "" when the daily board of `date` exists, else why not.
static func date_problem(date) -> String:
	if not UtcDate.is_date(date):
		return "'%s' is not a date YYYY-MM-DD" % str(date)
	if date < FIRST_DATE or date > LAST_DATE:
		return "%s is outside the daily boards' range %s to %s" % [date, FIRST_DATE, LAST_DATE]
	return ""


# The daily board of a date for a checked source (source_of): {"level": the baked level with
# "date", "attempt": the attempt kept, "nodes": its proof's expanded positions, "misses": why
# each earlier attempt was dropped} or {"error": why}.
func board(source: Dictionary, date: String) -> Dictionary:
	start_board(source, date)
	while board_step():
		pass
	return result


func start_board(source: Dictionary, date: String) -> void:
	result = {}
	var problem = date_problem(date)
	if not problem.empty():
		result = {"error": problem}
		return
	_source = source
	_date = date
	_spec = spec_on(source, date)
	_text = Seeds.daily_seed_text(date, source["cityId"], _spec["generator"])
	_seed = Seeds.seed_of_text(_text)
	_id = board_id(date, source["cityId"])
	_attempt = 0
	_misses = []
	_solver = null


# One step of the board; false once `result` is set.
func board_step() -> bool:
	if not result.empty():
		return false
	var plain = _attempt == MAX_ATTEMPTS
	if _solver == null:
		_candidate = BoardAttempt.build(_source, _spec, _seed, _attempt, _id, plain)
		var gate = _gate_missed(_candidate)
		if not gate.empty():
			return _missed(gate)
		_solver = _proof_of(_candidate)
		_solver.start_within(0 if plain else PROOF_BUDGET)
		return true
	if _solver.search_step(PROOF_STEP):
		return true
	var answer = _solver.answer
	_solver = null
	if answer[0] != 1:
		return _missed("proof")
	var level = _level(_candidate, _source["cityId"], _spec, _seed, _text, answer[2], _date)
	result = {"level": level, "attempt": _attempt, "nodes": answer[1], "misses": _misses}
	return false


# The attempt missed a gate: the next one, or the error after the last.
func _missed(gate: String) -> bool:
	_misses.append(gate)
	_attempt += 1
	if _attempt <= MAX_ATTEMPTS:
		return true
	result = {
		"error": "no attempt at the daily board of %s passed its gates: %s" % [_date, _misses]
	}
	return false


# The board as one text, the same in every port (daily.py canonical_text): lines id, seed,
# tools (undo,remove,shuffle), lanes (x,y;...), pieces (id:elementId:layer:x:y:w:h:rotation;...)
# and witness (ids), each "key=value", joined by newlines.
static func canonical_text(level: Dictionary) -> String:
	var tools = level["tools"]
	var lanes = []
	for lane in level["returnLanes"]:
		lanes.append("%d,%d" % [lane[0], lane[1]])
	var pieces = []
	for p in level["pieces"]:
		pieces.append(
			(
				"%s:%s:%d:%d:%d:%d:%d:%d"
				% [
					p["id"],
					p["elementId"],
					p["layer"],
					p["x"],
					p["y"],
					p["width"],
					p["height"],
					p["rotation"]
				]
			)
		)
	var lines = [
		"id=" + level["id"],
		"seed=" + level["seed"],
		"tools=%d,%d,%d" % [tools["undo"], tools["remove"], tools["shuffle"]],
		"lanes=" + PoolStringArray(lanes).join(";"),
		"pieces=" + PoolStringArray(pieces).join(";"),
		"witness=" + PoolStringArray(level["witness"]).join(","),
	]
	return PoolStringArray(lines).join("\n")


# The first gate before the proof a candidate misses ("opening", "spreading"), else "".
func _gate_missed(candidate: Dictionary) -> String:
	if not _opening_holds(candidate):
		return "opening"
	if not Spreading.problems(candidate["boxes"], candidate["kinds"], candidate["depth"]).empty():
		return "spreading"
	return ""


# The exact solver over a candidate's pieces, their kinds numbered in order of appearance.
static func _proof_of(candidate: Dictionary):
	var index = {}
	var kinds = []
	var tray = []
	for element in candidate["kinds"]:
		if not index.has(element):
			index[element] = index.size()
			tray.append(0)
		kinds.append(index[element])
	return ExactSolver.new(kinds, candidate["covers"], tray, index.size())


# §10.2: enough clickable pieces (in whole percent, as in every port) and two kinds with a
# pair in sight.
static func _opening_holds(candidate: Dictionary) -> bool:
	var n = candidate["ids"].size()
	var clickable = 0
	var in_sight = {}
	var pairs = 0
	for i in range(n):
		if candidate["covered_by"][i].empty():
			clickable += 1
			var element = candidate["kinds"][i]
			in_sight[element] = in_sight.get(element, 0) + 1
			if in_sight[element] == 2:
				pairs += 1
	return 100 * clickable >= MIN_CLICKABLE_PERCENT * n and pairs >= 2


static func _level(candidate, city_id, spec, board_seed, text, witness, date) -> Dictionary:
	var elements = []
	var pieces = []
	for i in range(candidate["ids"].size()):
		var box = candidate["boxes"][i]
		var element = candidate["kinds"][i]
		if not element in elements:
			elements.append(element)
		pieces.append(
			{
				"id": candidate["ids"][i],
				"elementId": element,
				"layer": box[0],
				"x": box[1],
				"y": box[2],
				"width": box[3],
				"height": box[4],
				"rotation": candidate["rotations"][i],
			}
		)
	var order = []
	for i in witness:
		order.append(candidate["ids"][i])
	return {
		"id": candidate["id"],
		"cityId": city_id,
		"levelId": DAILY_LEVEL,
		"revision": spec["generator"],
		"seed": board_seed,
		"seedText": text,
		"tools": spec["tools"].duplicate(),
		"returnLanes": candidate["lanes"],
		"elements": elements,
		"pieces": pieces,
		"witness": order,
		"date": date,
	}


# One daily spec with whole numbers as ints, or why it cannot be used (a field named).
static func _spec(raw, elements: Dictionary):
	if typeof(raw) != TYPE_DICTIONARY:
		return "not an object"
	if not _is_whole(raw.get("generator"), 1, 99) or not int(raw["generator"]) in GENERATORS:
		return (
			"field 'generator': %s is not a version this code builds %s"
			% [raw.get("generator"), GENERATORS]
		)
	if not UtcDate.is_date(raw.get("start")) or not date_problem(raw["start"]).empty():
		return "field 'start': not a date from %s to %s" % [FIRST_DATE, LAST_DATE]
	var pool = []
	for element in _list(raw.get("elements")):
		if typeof(element) != TYPE_STRING or not elements.has(element) or element in pool:
			return (
				"field 'elements': %s is not an element of the city, or listed twice"
				% str(element)
			)
		pool.append(element)
	if not _is_whole(raw.get("elementCount"), 2, pool.size()):
		return "field 'elementCount': not a count from 2 to the %d pool elements" % pool.size()
	var per = raw.get("piecesPerElement")
	var counts = per if typeof(per) == TYPE_ARRAY else [per]
	if counts.empty():
		return "field 'piecesPerElement': empty"
	for count in counts:
		if not _is_whole(count, 3, 30) or int(count) % 3 != 0:
			return "field 'piecesPerElement': %s is not a multiple of 3 from 3 to 30" % str(count)
	var density = raw.get("density")
	if not BoardAttempt.DENSITY_PERCENT.has(density):
		return (
			"field 'density': %s is not one of %s"
			% [str(density), BoardAttempt.DENSITY_PERCENT.keys()]
		)
	var shares = BoardAttempt.DENSITY_PERCENT[density].size()
	if not _is_whole(raw.get("layers"), 1, shares):
		return "field 'layers': not 1 to %d (the %s density's layers)" % [shares, density]
	if not _is_whole(raw.get("shift"), -MAX_SHIFT, MAX_SHIFT):
		return "field 'shift': not -%d to %d" % [MAX_SHIFT, MAX_SHIFT]
	if not _is_whole(raw.get("spread"), 1, 999) or not int(raw["spread"]) in BoardAttempt.WINDOWS:
		return "field 'spread': not one of the deal windows %s" % [BoardAttempt.WINDOWS]
	var tools = raw.get("tools")
	if typeof(tools) != TYPE_DICTIONARY:
		return "field 'tools': not an object"
	for tool_name in TOOLS:
		if not _is_whole(tools.get(tool_name), 0, MAX_TOOL):
			return "field 'tools.%s': not a count from 0 to %d" % [tool_name, MAX_TOOL]
	var grid = raw.get("grid")
	if typeof(grid) != TYPE_DICTIONARY:
		return "field 'grid': not an object"
	if not _is_whole(grid.get("columns"), GRID_COLUMNS[0], GRID_COLUMNS[1]):
		return "field 'grid.columns': not %d to %d" % GRID_COLUMNS
	if not _is_whole(grid.get("rows"), GRID_ROWS[0], GRID_ROWS[1]):
		return "field 'grid.rows': not %d to %d" % GRID_ROWS
	var spec = {
		"generator": int(raw["generator"]),
		"start": raw["start"],
		"elements": pool,
		"elementCount": int(raw["elementCount"]),
		"piecesPerElement": [],
		"layers": int(raw["layers"]),
		"density": density,
		"shift": int(raw["shift"]),
		"spread": int(raw["spread"]),
		"tools": {},
		"grid": {"columns": int(grid["columns"]), "rows": int(grid["rows"])},
	}
	for count in counts:
		spec["piecesPerElement"].append(int(count))
	for tool_name in TOOLS:
		spec["tools"][tool_name] = int(tools[tool_name])
	var problem = _capacity_problem(spec)
	return spec if problem.empty() else problem


# "" when the spec's pieces fit the stage: at most MAX_PIECES, no layer holding more than the
# anchor grid has anchors.
static func _capacity_problem(spec: Dictionary) -> String:
	var per = spec["piecesPerElement"]
	var total = 0
	for i in range(spec["elementCount"]):
		total += per[i if i < per.size() else per.size() - 1]
	if total > MAX_PIECES:
		return "field 'piecesPerElement': %d pieces, at most %d" % [total, MAX_PIECES]
	var anchors = spec["grid"]["columns"] * spec["grid"]["rows"]
	var sizes = BoardAttempt.layer_sizes(total, spec["density"], spec["layers"], spec["shift"])
	for layer in range(sizes.size()):
		if sizes[layer] > anchors:
			return (
				"field 'grid': %d pieces on layer %d; the grid holds %d a layer"
				% [sizes[layer], layer + 1, anchors]
			)
	return ""


static func _list(value) -> Array:
	return value if typeof(value) == TYPE_ARRAY else []


static func _is_whole(value, low: int, high: int) -> bool:
	return (
		typeof(value) in [TYPE_INT, TYPE_REAL]
		and value == floor(value)
		and value >= low
		and value <= high
	)
