extends Reference
# The daily puzzle's calendar, levels/01-number-stroke.daily.json (docs/number-stroke-runtime.md
# §5): {"format": 1, "mode": "01-number-stroke", "from": "YYYY-MM-DD", "days": [<baked level
# plus "date" and "grade">, ...]}, one entry a day from `from`. A date's level is entry
# `date - from` inside the calendar, else entry fnv1a64("<date>:daily:01-number-stroke") mod
# len(days) (scripts/common/seeded_rng.gd), as core/modes/number_stroke/daily.py picks it, so
# every device plays the same level on a date. Dates are UTC, as ISO "YYYY-MM-DD" text.
# A file that is missing or malformed, or a day whose level does not validate, is reported in
# `error` (the game shows a message) and never crashes.

const JsonFile = preload("res://scripts/json_file.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const SeededRng = preload("res://scripts/common/seeded_rng.gd")
const LevelRules = preload("res://scripts/number_stroke/level_rules.gd")
const DEFAULT_PATH = "res://levels/01-number-stroke.daily.json"
const MODE_ID = "01-number-stroke"
const FORMAT = 1
const GRADES = ["easy", "medium", "hard", "expert"]
const SECONDS_PER_DAY = 86400
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

var file_path = ""
var ok = false
var error = ""  # "<file>: <problem>" when the calendar or the level asked for is unusable
var first_date = ""
var _days = []


func _init(path: String = DEFAULT_PATH) -> void:
	file_path = path
	var problem = _load(path)
	ok = problem.empty()
	if not ok:
		error = "%s: %s" % [path, problem]
		_days = []


func size() -> int:
	return _days.size()


# The level of a date (the baked level with "date" and "grade", whole numbers as ints), or {}
# with `error` set when the calendar is unusable or that day's level does not validate.
func level_for(date: String) -> Dictionary:
	if not ok:
		return {}
	var index = index_for(date, first_date, _days.size())
	if index < 0:
		error = "%s: %s is not a date" % [file_path, date]
		return {}
	var level = PackCatalog.with_ints(_days[index])
	var problem = LevelRules.validate_level(level)
	if problem.empty() and not GRADES.has(level.get("grade")):
		problem = "day %d has no grade" % index
	if not problem.empty():
		error = "%s: %s" % [file_path, problem]
		return {}
	level["date"] = date
	return level


# Where a date's level sits in a calendar of `count` days from `from`; -1 for a bad date.
static func index_for(date: String, from: String, count: int) -> int:
	if count <= 0 or not is_date(date) or not is_date(from):
		return -1
	var offset = day_number(date) - day_number(from)
	if offset >= 0 and offset < count:
		return offset
	return unsigned_mod(SeededRng.fnv1a64("%s:daily:%s" % [date, MODE_ID]), count)


# The 64 bits of `value` read as an unsigned number, modulo n (n >= 1).
static func unsigned_mod(value: int, n: int) -> int:
	if value >= 0:
		return value % n
	# value + 2^64 = 2 * (value >>> 1) + (value & 1)
	var half = SeededRng.shift_right(value, 1) % n
	return (half * 2 + (value & 1)) % n


# Today's date in UTC.
static func today() -> String:
	return date_of_day(int(floor(OS.get_unix_time() / float(SECONDS_PER_DAY))))


# A date ("YYYY-MM-DD") as the player reads it: "12月1日" in Chinese, "Dec 1" otherwise.
static func display_date(date: String) -> String:
	var month = int(date.substr(5, 2))
	var day = int(date.substr(8, 2))
	if TranslationServer.get_locale().begins_with("zh"):
		return "%d月%d日" % [month, day]
	return "%s %d" % [MONTHS[clamp(month - 1, 0, 11)], day]


# True for a real calendar date written "YYYY-MM-DD".
static func is_date(text) -> bool:
	if typeof(text) != TYPE_STRING or text.length() != 10:
		return false
	if text[4] != "-" or text[7] != "-":
		return false
	for i in [0, 1, 2, 3, 5, 6, 8, 9]:
		if not text[i] in "0123456789":
			return false
	var year = int(text.substr(0, 4))
	var month = int(text.substr(5, 2))
	var day = int(text.substr(8, 2))
	if month < 1 or month > 12 or day < 1:
		return false
	return date_of_day(_days_from_civil(year, month, day)) == text


# Days since 1970-01-01 of an ISO date (which must pass is_date).
static func day_number(date: String) -> int:
	return _days_from_civil(int(date.substr(0, 4)), int(date.substr(5, 2)), int(date.substr(8, 2)))


# The ISO date of a day number (days since 1970-01-01), proleptic Gregorian.
static func date_of_day(days: int) -> String:
	var z = days + 719468
	var era = (z if z >= 0 else z - 146096) / 146097
	var day_of_era = z - era * 146097
	var year_of_era = (
		(day_of_era - day_of_era / 1460 + day_of_era / 36524 - day_of_era / 146096)
		/ 365
	)
	var day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100)
	var mp = (5 * day_of_year + 2) / 153
	var day = day_of_year - (153 * mp + 2) / 5 + 1
	var month = mp + 3 if mp < 10 else mp - 9
	var year = year_of_era + era * 400 + (1 if month <= 2 else 0)
	return "%04d-%02d-%02d" % [year, month, day]


# Howard Hinnant's days_from_civil.
static func _days_from_civil(year: int, month: int, day: int) -> int:
	var y = year - 1 if month <= 2 else year
	var era = (y if y >= 0 else y - 399) / 400
	var year_of_era = y - era * 400
	var day_of_year = (153 * (month - 3 if month > 2 else month + 9) + 2) / 5 + day - 1
	var day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year
	return era * 146097 + day_of_era - 719468


func _load(path: String) -> String:
	var read = JsonFile.read(path)
	if not read["error"].empty():
		return read["error"]
	var root = read["value"]
	if typeof(root) != TYPE_DICTIONARY:
		return "not a daily calendar"
	var format = root.get("format")
	if not (typeof(format) in [TYPE_INT, TYPE_REAL] and format == FORMAT):
		return "format is %s, expected %d" % [JSON.print(format), FORMAT]
	if root.get("mode") != MODE_ID:
		return "mode is %s, expected %s" % [JSON.print(root.get("mode")), MODE_ID]
	if not is_date(root.get("from")):
		return "from is not a YYYY-MM-DD date"
	var days = root.get("days")
	if typeof(days) != TYPE_ARRAY or days.empty():
		return "days is not a list of levels"
	for i in range(days.size()):
		if typeof(days[i]) != TYPE_DICTIONARY:
			return "day %d is not an object" % i
	first_date = root["from"]
	_days = days
	return ""
