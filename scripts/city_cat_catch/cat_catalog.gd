extends Reference
# City Cat Catch's baked file, levels/<mode id>.baked.json (docs/city-cat-catch-runtime.md §1):
# {"format": 1, "mode": <mode id>, "stage": {…}, "cities": [{"cityId", "name",
# "blurb", "colors": {"background", "tile"}, "categories", "elements": [{"id", "category", "name",
# "motif", "colors", "art": [primitives]}], "levels": [Level ×6]}], "daily": [{"date", "level"}]}.
# All or nothing, like pack_catalog.gd: the frame, every city, every element's art and every
# city level (level_rules.gd, plus its elements being its city's) are checked on load; when
# anything is unusable `ok` is false, `error` says what, and the catalog holds nothing. Daily
# boards are checked when one is asked for (there are a hundred of them), and a bad one is
# refused on its own.
# The mode's catalog script in scripts/common/mode_registry.gd: built as new(path, mode id, level
# rules) like pack_catalog.gd, whose API it shares for the whole file (ok, error, file_path,
# mode_id, level(id), level_ids()). city_catalog(city) is one city seen as a pack_catalog.gd (one
# pack, six levels) for the common level select and linear_progress.gd, whose mode id
# "<mode id>:<cityId>" gives every city its own save bucket "mode:<mode id>:<cityId>".
# The daily board of a date and city (§8): the calendar's board of that city for the date; a
# date outside the calendar takes entry (days since its first date) mod (its length), for dates
# before it too (**decision**: the doc only says "past its end").

const JsonFile = preload("res://scripts/json_file.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const FORMAT = 1
const PRIMITIVES = {"circle": 5, "rect": 6, "poly": 3, "line": 7}

var file_path = ""
var mode_id = ""
var ok = false
var error = ""
var stage = {}

var _cities = []  # city objects in file order ("levelIds" in place of "levels")
var _city_index = {}  # city id -> position in _cities
var _elements = {}  # city id -> {element id -> element}
var _levels = {}  # level id -> baked level (whole numbers as ints)
var _daily = {}  # city id -> [[date, raw level], ...] in date order
var _daily_checked = {}  # "<date>:<city>" -> "" or its problem
var _rules = null  # the mode's level rules (level_rules.gd)


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
	var _levels = {}

	func _init(catalog, city: Dictionary, pack: int) -> void:
		city_id = city["cityId"]
		mode_id = "%s:%s" % [catalog.mode_id, city_id]
		file_path = catalog.file_path
		_pack = pack
		_title = city["name"]
		for id in city["levelIds"]:
			_ids.append(id)
			var level = catalog.level(id)
			level["index"] = level["levelId"]
			_levels[id] = level

	func packs() -> Array:
		return [{"pack": _pack, "title": _title.duplicate(), "levelIds": _ids.duplicate()}]

	func level_ids() -> Array:
		return _ids.duplicate()

	func level(id) -> Dictionary:
		return _levels.get(id, {}).duplicate(true)

	func index_of(id) -> int:
		return _ids.find(id)

	func next_id(id) -> String:
		var index = index_of(id)
		return _ids[index + 1] if index != -1 and index + 1 < _ids.size() else ""

	func pack_of(id) -> int:
		return _pack if index_of(id) != -1 else -1


func _init(path: String, mode: String, rules) -> void:
	file_path = path
	mode_id = mode
	_rules = rules
	var problem = _load(path)
	ok = problem.empty()
	if not ok:
		error = "%s: %s" % [path, problem]
		_cities = []
		_city_index = {}
		_elements = {}
		_levels = {}
		_daily = {}


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


# A copy of a city level, {} for an unknown id.
func level(id) -> Dictionary:
	return _levels.get(id, {}).duplicate(true)


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


# The daily board of a city on a UTC date ("YYYY-MM-DD"), with "date" set to that date; {} when
# there is none or it does not validate (`error` then says why).
func daily_level(city_id, date) -> Dictionary:
	var days = _daily.get(city_id, [])
	if days.empty() or not UtcDate.is_date(date):
		error = "%s: no daily board of %s for %s" % [file_path, city_id, date]
		return {}
	var offset = UtcDate.day_number(date) - UtcDate.day_number(days[0][0])
	var index = -1
	for i in range(days.size()):
		if days[i][0] == date:
			index = i
	if index == -1:
		index = posmod(offset, days.size())
	var key = "%s:%s" % [days[index][0], city_id]
	var level = PackCatalog.with_ints(days[index][1])
	if not _daily_checked.has(key):
		var problem = _rules.validate_level(level)
		if problem.empty():
			problem = _elements_problem(level, city_id)
		_daily_checked[key] = problem
	if not _daily_checked[key].empty():
		error = "%s: daily %s: %s" % [file_path, key, _daily_checked[key]]
		return {}
	level["date"] = date
	return level


# The dates the calendar holds for a city, in order.
func daily_dates(city_id) -> Array:
	var dates = []
	for day in _daily.get(city_id, []):
		dates.append(day[0])
	return dates


func _load(path: String) -> String:
	var read = JsonFile.read(path)
	if not read["error"].empty():
		return read["error"]
	var root = read["value"]
	if typeof(root) != TYPE_DICTIONARY:
		return "the top level is not an object"
	if not _is_int(root.get("format")) or root["format"] != FORMAT:
		return "format is %s, expected %d" % [JSON.print(root.get("format")), FORMAT]
	if root.get("mode") != mode_id:
		return "mode is %s, expected %s" % [JSON.print(root.get("mode")), mode_id]
	if typeof(root.get("stage")) != TYPE_DICTIONARY:
		return "stage is not an object"
	stage = PackCatalog.with_ints(root["stage"])
	if typeof(root.get("cities")) != TYPE_ARRAY or root["cities"].empty():
		return "no cities"
	for value in root["cities"]:
		var problem = _add_city(value)
		if not problem.empty():
			return problem
	var daily = root.get("daily", [])
	if typeof(daily) != TYPE_ARRAY:
		return "daily is not a list"
	for i in range(daily.size()):
		var day = daily[i]
		if typeof(day) != TYPE_DICTIONARY or not UtcDate.is_date(day.get("date")):
			return "daily[%d] has no date" % i
		var level = day.get("level")
		if typeof(level) != TYPE_DICTIONARY or not _city_index.has(level.get("cityId")):
			return "daily[%d] is not a board of a known city" % i
		if not _daily.has(level["cityId"]):
			_daily[level["cityId"]] = []
		_daily[level["cityId"]].append([day["date"], level])
	for city_id in _daily:
		_daily[city_id].sort_custom(self, "_date_before")
	return ""


func _add_city(value) -> String:
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
	var ids = []
	for raw in value["levels"]:
		var problem = _rules.validate_level(raw)
		if problem.empty() and raw.get("cityId") != city_id:
			problem = "level %s: cityId is not %s" % [raw["id"], city_id]
		if problem.empty():
			problem = _elements_problem(raw, city_id)
		if problem.empty() and _levels.has(raw["id"]):
			problem = "level id %s is used twice" % raw["id"]
		if not problem.empty():
			return "city %s, %s" % [city_id, problem]
		ids.append(raw["id"])
		_levels[raw["id"]] = PackCatalog.with_ints(raw)
	var city = {}
	for key in ["cityId", "name", "blurb", "colors", "categories"]:
		city[key] = PackCatalog.with_ints(value.get(key))
	city["elements"] = []
	for element in value["elements"]:
		city["elements"].append(element["id"])
	city["levelIds"] = ids
	_city_index[city_id] = _cities.size()
	_cities.append(city)
	return ""


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


static func _is_int(value) -> bool:
	return typeof(value) in [TYPE_INT, TYPE_REAL] and value == floor(value)


func _date_before(a, b) -> bool:
	return a[0] < b[0]
