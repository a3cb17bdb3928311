extends "res://scripts/common/stepped_file.gd"
# The daily puzzle's calendar, levels/<mode id>.daily.json (docs/number-stroke-runtime.md §5):
# {"format": 1, "mode": <mode id>, "from": "YYYY-MM-DD", "days": [<baked level plus "date" and
# "grade">, ...]}, one entry a day from `from`. A date's level is entry
# `date - from` inside the calendar, else entry fnv1a64("<date>:daily:<mode id>") mod
# len(days) (scripts/common/seeded_rng.gd), as core/modes/number_stroke/daily.py picks it, so
# every device plays the same level on a date. Dates are UTC, as ISO "YYYY-MM-DD" text.
# A day has a grade, one of the core's grades (scripts/common/core_facts.gd GRADES, written from
# core/common/path_grade.py by `python -m core facts`; level_rules.gd checks it); its text is the
# translation path_game_screen.gd grade_key().
# A file that is missing or malformed, or a day whose level does not validate, is reported in
# `error` (the game shows a message, and level_for sets it for a day that does not validate)
# and never crashes. Made in_steps it is read by load_step() calls (stepped_file.gd;
# number_stroke_mode.gd reads it as a job), else before new() returns.

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const SeededRng = preload("res://scripts/common/seeded_rng.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const LevelRules = preload("res://scripts/number_stroke/level_rules.gd")
const FORMAT = 1

var first_date = ""
var _days = []


func _init(path: String, mode: String, in_steps := false) -> void:
	_begin(path, mode, in_steps)


func _forget() -> void:
	_days = []


func size() -> int:
	return _days.size()


# The level of a date (the baked level with "date" and "grade", whole numbers as ints), or {}
# with `error` set when the calendar is unusable or that day's level does not validate.
func level_for(date: String) -> Dictionary:
	if not ok:
		return {}
	var index = index_for(date, first_date, _days.size(), mode_id)
	if index < 0:
		error = "%s: %s is not a date" % [file_path, date]
		return {}
	var level = PackCatalog.with_ints(_days[index])
	var problem = LevelRules.validate_level(level)
	if problem.empty() and not level.has("grade"):
		problem = "day %d has no grade" % index
	if not problem.empty():
		error = "%s: %s" % [file_path, problem]
		return {}
	level["date"] = date
	return level


# Where a date's level sits in a calendar of `count` days from `from` of the mode `mode`; -1 for a
# bad date.
static func index_for(date: String, from: String, count: int, mode: String) -> int:
	if count <= 0 or not UtcDate.is_date(date) or not UtcDate.is_date(from):
		return -1
	var offset = UtcDate.day_number(date) - UtcDate.day_number(from)
	if offset >= 0 and offset < count:
		return offset
	return unsigned_mod(SeededRng.fnv1a64("%s:daily:%s" % [date, mode]), count)


# The 64 bits of `value` read as an unsigned number, modulo n (n >= 1).
static func unsigned_mod(value: int, n: int) -> int:
	if value >= 0:
		return value % n
	# value + 2^64 = 2 * (value >>> 1) + (value & 1)
	var half = SeededRng.shift_right(value, 1) % n
	return (half * 2 + (value & 1)) % n


func _read_problem(read: Dictionary) -> String:
	var problem = _frame_problem(read, FORMAT)
	if not problem.empty():
		return problem
	var root = read["value"]
	if not UtcDate.is_date(root.get("from")):
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
