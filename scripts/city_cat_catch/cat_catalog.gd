extends "res://scripts/common/stepped_file.gd"
# City Cat Catch's baked file, levels/<mode id>.baked.json (docs/city-cat-catch-runtime.md §1):
# {"format": 1, "mode": <mode id>, "stage": {…}, "cities": [{"cityId", "name",
# "blurb", "colors": {"background", "tile"}, "categories", "elements": [{"id", "category",
# "salience", "name", "motif", "colors", "art": [primitives]}], "daily": [DailySpec…],
# "levels": [Level ×6]}]}.
# All or nothing, like pack_catalog.gd: the frame, every city, every element's art and every
# city level (level_rules.gd, plus its elements being its city's) are checked on load; when
# anything is unusable `ok` is false, `error` says what, and the catalog holds nothing. A city's
# daily specs (what daily_generator.gd reads) are checked on load too, but a bad one only takes
# that city's daily board away (daily_source says why).
# The mode's catalog script in scripts/common/mode_registry.gd: built as new(path, mode id, level
# rules[, in_steps]) and loaded like pack_catalog.gd (in steps: load_step() checks a city's frame
# with its elements, then each level in two halves, level_rules.gd board_problem and
# witness_problem), whose API it shares for the whole file (ok, error, file_path,
# mode_id, level(id), level_ids()). city_catalog(city) is one city seen as a pack_catalog.gd (one
# pack, six levels) for the common level select and linear_progress.gd, whose mode id
# "<mode id>:<cityId>" gives every city its own save bucket "mode:<mode id>:<cityId>".
# The daily board of a date and city (§8) is generated from daily_source(city) by
# daily_generator.gd (as a job: daily_job.gd).

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const DailyGenerator = preload("res://scripts/city_cat_catch/daily_generator.gd")
const FORMAT = 1
const PRIMITIVES = {"circle": 5, "rect": 6, "poly": 3, "line": 7}

var stage = {}

var _cities = []  # city objects in file order ("levelIds" in place of "levels")
var _city_index = {}  # city id -> position in _cities
var _elements = {}  # city id -> {element id -> element}
var _levels = {}  # level id -> baked level (whole numbers as ints)
var _daily = {}  # city id -> the daily generator's source, or {"error": why}
var _rules = null  # the mode's level rules (level_rules.gd)
# While it loads:
var _file_cities = []  # the file's cities, checked a level at a time
var _level_at = 0  # the next level to check of the city _file_cities[_cities.size()]
var _witness_next = false  # that level's board is checked, its witness not yet
var _city_ids = []  # the ids of that city's levels checked so far


# One city as a pack_catalog.gd for the common level select and linear_progress.gd.
class CityCatalog:
	extends Reference
	var ok = true
	var error = ""
	var mode_id = ""
	var file_path = ""
	var city_id = ""
	var _pack = 1
	var _title = {}
	var _ids = []
	var _catalog = null  # the whole catalog; a level is read (copied) from it when asked for

	func _init(catalog, city: Dictionary, pack: int) -> void:
		city_id = city["cityId"]
		mode_id = "%s:%s" % [catalog.mode_id, city_id]
		file_path = catalog.file_path
		_pack = pack
		_title = city["name"]
		_ids = city["levelIds"].duplicate()
		_catalog = catalog

	func packs() -> Array:
		return [{"pack": _pack, "title": _title.duplicate(), "levelIds": _ids.duplicate()}]

	func level_ids() -> Array:
		return _ids.duplicate()

	# A copy of a level of the city, its "index" its number in the city; {} for another id.
	func level(id) -> Dictionary:
		if not id in _ids:
			return {}
		var found = _catalog.level(id)
		found["index"] = found["levelId"]
		return found

	# One field as kept, not copied (pack_catalog.gd level_field): a tile's label.
	func level_field(id, key: String, default = null):
		if not id in _ids:
			return default
		return _catalog.level_field(id, "levelId" if key == "index" else key, default)

	func index_of(id) -> int:
		return _ids.find(id)

	func next_id(id) -> String:
		var index = index_of(id)
		return _ids[index + 1] if index != -1 and index + 1 < _ids.size() else ""

	func pack_of(id) -> int:
		return _pack if index_of(id) != -1 else -1


func _init(path: String, mode: String, rules, in_steps := false) -> void:
	_rules = rules
	_begin(path, mode, in_steps)


# The city ids in the file's order.
func city_ids() -> Array:
	var ids = []
	for city in _cities:
		ids.append(city["cityId"])
	return ids


# A copy of a city: cityId, name, blurb, colors, categories, elements, levelIds; {} when unknown.
func city(city_id) -> Dictionary:
	if not _city_index.has(city_id):
		return {}
	return _cities[_city_index[city_id]].duplicate(true)


# An element of a city (id, category, name, motif, colors, art), {} when unknown.
func element(city_id, element_id) -> Dictionary:
	return _elements.get(city_id, {}).get(element_id, {}).duplicate(true)


# One field of an element as kept, not copied (a category, for choosing), or `default`.
func element_field(city_id, element_id, key: String, default = null):
	return _elements.get(city_id, {}).get(element_id, {}).get(key, default)


# A copy of a city level, {} for an unknown id.
func level(id) -> Dictionary:
	return _levels.get(id, {}).duplicate(true)


# One field of a city level as kept, not copied, or `default` (pack_catalog.gd level_field).
func level_field(id, key: String, default = null):
	return _levels.get(id, {}).get(key, default)


func level_ids() -> Array:
	var ids = []
	for city in _cities:
		ids += city["levelIds"]
	return ids


# The city as a pack_catalog.gd; null for an unknown city.
func city_catalog(city_id):
	if not _city_index.has(city_id):
		return null
	return CityCatalog.new(self, _cities[_city_index[city_id]], _city_index[city_id] + 1)


# What the daily generator reads of a city (daily_generator.gd source_of: checked), or
# {"error": why} when the city has no usable daily spec or is unknown.
func daily_source(city_id) -> Dictionary:
	return _daily.get(city_id, {"error": "no city %s" % str(city_id)}).duplicate(true)


func _pieces_left() -> bool:
	return _cities.size() < _file_cities.size()


func _forget() -> void:
	_cities = []
	_city_index = {}
	_elements = {}
	_levels = {}
	_daily = {}


func _finish() -> void:
	_file_cities = []


func _read_problem(read: Dictionary) -> String:
	var problem = _frame_problem(read, FORMAT)
	if not problem.empty():
		return problem
	var root = read["value"]
	if typeof(root.get("stage")) != TYPE_DICTIONARY:
		return "stage is not an object"
	stage = PackCatalog.with_ints(root["stage"])
	if typeof(root.get("cities")) != TYPE_ARRAY or root["cities"].empty():
		return "no cities"
	_file_cities = root["cities"]
	return ""


# Checks the next half of a level (its city's frame first, and the city once it is complete).
func _check_next() -> String:
	var value = _file_cities[_cities.size()]
	if _level_at == 0 and not _witness_next:
		var problem = _city_problem(value)
		if not problem.empty():
			return problem
	var city_id = value["cityId"]
	var raw = value["levels"][_level_at]
	var problem = ""
	if not _witness_next:
		problem = _rules.board_problem(raw)
		_witness_next = problem.empty()
		return "" if problem.empty() else "city %s, %s" % [city_id, problem]
	_witness_next = false
	problem = _rules.witness_problem(raw)
	if problem.empty() and raw.get("cityId") != city_id:
		problem = "level %s: cityId is not %s" % [raw["id"], city_id]
	if problem.empty():
		problem = _elements_problem(raw, city_id)
	if problem.empty() and _levels.has(raw["id"]):
		problem = "level id %s is used twice" % raw["id"]
	if not problem.empty():
		return "city %s, %s" % [city_id, problem]
	_city_ids.append(raw["id"])
	_levels[raw["id"]] = PackCatalog.with_ints(raw)
	value["levels"][_level_at] = null  # the file's copy goes now, not all at the end
	_level_at += 1
	if _level_at == value["levels"].size():
		_add_city(value)
	return ""


# The city's frame and elements checked (its elements kept for its levels' checks).
func _city_problem(value) -> String:
	if typeof(value) != TYPE_DICTIONARY or typeof(value.get("cityId")) != TYPE_STRING:
		return "city #%d has no cityId" % (_cities.size() + 1)
	var city_id = value["cityId"]
	if city_id.empty() or _city_index.has(city_id):
		return "city id '%s' is empty or used twice" % city_id
	for key in ["name", "blurb"]:
		if not PackCatalog.is_text(value.get(key)):
			return "city %s: %s is not a {locale: text} object" % [city_id, key]
	var colors = value.get("colors")
	if typeof(colors) != TYPE_DICTIONARY:
		return "city %s: colors is not an object" % city_id
	for key in ["background", "tile"]:
		if not is_colour(colors.get(key)):
			return "city %s: colors.%s is not #rrggbb" % [city_id, key]
	var elements = {}
	if typeof(value.get("elements")) != TYPE_ARRAY or value["elements"].empty():
		return "city %s has no elements" % city_id
	for element in value["elements"]:
		var problem = _element_problem(element)
		if not problem.empty():
			return "city %s: %s" % [city_id, problem]
		if elements.has(element["id"]):
			return "city %s: element %s is listed twice" % [city_id, element["id"]]
		elements[element["id"]] = PackCatalog.with_ints(element)
	_elements[city_id] = elements
	if typeof(value.get("levels")) != TYPE_ARRAY or value["levels"].empty():
		return "city %s has no levels" % city_id
	return ""


# Keeps a city whose levels are all checked.
func _add_city(value: Dictionary) -> void:
	var city = {}
	for key in ["cityId", "name", "blurb", "colors", "categories"]:
		city[key] = PackCatalog.with_ints(value.get(key))
	city["elements"] = []
	for element in value["elements"]:
		city["elements"].append(element["id"])
	city["levelIds"] = _city_ids
	_daily[value["cityId"]] = DailyGenerator.source_of(value)
	_city_index[value["cityId"]] = _cities.size()
	_cities.append(city)
	_file_cities[_cities.size() - 1] = null  # the file's copy goes now, not all at the end
	_city_ids = []
	_level_at = 0


# "" when every element a level uses is one of its city's.
func _elements_problem(level: Dictionary, city_id: String) -> String:
	var known = _elements.get(city_id, {})
	for element in level["elements"]:
		if not known.has(element):
			return "level %s: element %s is not in city %s" % [level["id"], element, city_id]
	return ""


static func _element_problem(element) -> String:
	if typeof(element) != TYPE_DICTIONARY or typeof(element.get("id")) != TYPE_STRING:
		return "an element has no id"
	var id = element["id"]
	if not PackCatalog.is_text(element.get("name")):
		return "element %s: name is not a {locale: text} object" % id
	var art = element.get("art")
	if typeof(art) != TYPE_ARRAY or art.empty():
		return "element %s has no art" % id
	for i in range(art.size()):
		if not is_primitive(art[i]):
			return "element %s: art[%d] is not a circle, rect, poly or line" % [id, i]
	return ""


# An art primitive in its 100 x 100 box: ["circle", cx, cy, r, colour], ["rect", x, y, w, h,
# colour], ["poly", [x1, y1, ...], colour] (3+ points), ["line", x1, y1, x2, y2, width, colour].
static func is_primitive(value) -> bool:
	if typeof(value) != TYPE_ARRAY or value.empty() or typeof(value[0]) != TYPE_STRING:
		return false
	if not PRIMITIVES.has(value[0]) or value.size() != PRIMITIVES[value[0]]:
		return false
	if not is_colour(value.back()):
		return false
	var numbers = value.slice(1, value.size() - 2)
	if value[0] == "poly":
		numbers = value[1]
		if typeof(numbers) != TYPE_ARRAY or numbers.size() < 6 or numbers.size() % 2 != 0:
			return false
	for number in numbers:
		if not typeof(number) in [TYPE_INT, TYPE_REAL] or number < -100 or number > 200:
			return false
	return true


static func is_colour(value) -> bool:
	if typeof(value) != TYPE_STRING or value.length() != 7 or not value.begins_with("#"):
		return false
	return value.substr(1).is_valid_hex_number()
