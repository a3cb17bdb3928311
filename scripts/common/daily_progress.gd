extends Reference
# A daily puzzle's record and streak (every mode's daily: Number Stroke's puzzle, each city's
# board in City Cat Catch), in a save bucket of its own (the mode names it, e.g.
# "mode:<id>:daily"):
#   {"version": 1, "solved": {"YYYY-MM-DD": {"timeMs": int, "hints": int}, ...}, "best": int}
# A day counts once it is solved (the level of that date, UTC). The streak is the run of
# consecutive solved days that ends today, or yesterday while today is still open; `best` is the
# longest streak ever (kept apart, as only the last KEEP_DAYS days are kept). Values of the wrong
# type are dropped; a bucket of another version is not read, and a copy of the save is set aside
# (SaveStore.keep_copy) before it is first written over.
# The solved days are kept by day number (UtcDate.day_number), so a run is walked by adding one:
# the streak takes as many lookups as it is long, and the best streak over a history (on load)
# walks each run once, from its last day (run_ending, longest_run): time linear in the days.

const UtcDate = preload("res://scripts/common/utc_date.gd")
const VERSION = 1
const KEEP_DAYS = 400

var bucket_key = ""  # the save bucket, set by load()
var _save_store = null
var _solved = {}  # day number -> {"timeMs": int, "hints": int}
var _best = 0
var _unread = false  # the bucket was of another version or malformed: keep a copy before writing


func load(save_store, key: String) -> void:
	_save_store = save_store
	bucket_key = key
	_solved = {}
	_best = 0
	_unread = false
	var bucket = save_store.get_bucket(bucket_key)
	if bucket.empty():
		return
	var version = bucket.get("version")
	if not (typeof(version) in [TYPE_INT, TYPE_REAL] and version == VERSION):
		_unread = true
		push_warning(
			"%s: version %s is not %d; not read" % [bucket_key, JSON.print(version), VERSION]
		)
		return
	var solved = bucket.get("solved")
	if typeof(solved) == TYPE_DICTIONARY:
		for date in solved:
			if UtcDate.is_date(date):
				_solved[UtcDate.day_number(date)] = _record(solved[date])
	else:
		_unread = true
	var best = bucket.get("best")
	if typeof(best) in [TYPE_INT, TYPE_REAL] and best >= 0:
		_best = int(best)
	elif bucket.has("best"):
		_unread = true
	_best = max(_best, longest_run(_solved))


# Records the day as solved (the first solve's time and hints stay) and saves.
func mark_solved(date: String, time_ms: int = 0, hints: int = 0) -> bool:
	if not UtcDate.is_date(date):
		return false
	var day = UtcDate.day_number(date)
	if not _solved.has(day):
		_solved[day] = {"timeMs": int(max(0, time_ms)), "hints": int(max(0, hints))}
	_trim()
	_best = max(_best, run_ending(_solved, day))
	return _save()


# Records days solved before this record kept them (an older save's dates, without times or
# hints) and saves once.
func add_days(dates: Array) -> bool:
	for date in dates:
		if UtcDate.is_date(date) and not is_solved(date):
			_solved[UtcDate.day_number(date)] = {"timeMs": 0, "hints": 0}
	_trim()
	_best = max(_best, longest_run(_solved))
	return _save()


func is_solved(date: String) -> bool:
	return UtcDate.is_date(date) and _solved.has(UtcDate.day_number(date))


# {"timeMs", "hints"} of a solved day, {} otherwise.
func record_of(date: String) -> Dictionary:
	if not is_solved(date):
		return {}
	return _solved[UtcDate.day_number(date)].duplicate()


# Consecutive solved days up to `today` (counting from yesterday while today is unsolved).
func streak(today: String) -> int:
	if not UtcDate.is_date(today):
		return 0
	var day = UtcDate.day_number(today)
	var run = run_ending(_solved, day)
	if run == 0:
		run = run_ending(_solved, day - 1)
	return run


func best() -> int:
	return _best


# How many consecutive days of `days` end on `day` (0 when it is not one of them): `days` is a
# Dictionary keyed by day number, or any object with has(day) (tests count the lookups).
static func run_ending(days, day: int) -> int:
	var run = 0
	while days.has(day - run):
		run += 1
	return run


# The longest run of consecutive days among the keys of `days` (as run_ending; with keys()):
# each run is walked once, from its last day, so at most 3 lookups a day.
static func longest_run(days) -> int:
	var longest = 0
	for day in days.keys():
		if not days.has(day + 1):
			longest = max(longest, run_ending(days, day))
	return longest


# Keeps the newest KEEP_DAYS days.
func _trim() -> void:
	if _solved.size() <= KEEP_DAYS:
		return
	var days = _solved.keys()
	days.sort()
	for i in range(days.size() - KEEP_DAYS):
		_solved.erase(days[i])


static func _record(value) -> Dictionary:
	var record = {"timeMs": 0, "hints": 0}
	if typeof(value) == TYPE_DICTIONARY:
		for key in record:
			if typeof(value.get(key)) in [TYPE_INT, TYPE_REAL] and value[key] >= 0:
				record[key] = int(value[key])
	return record


func _save() -> bool:
	if _unread and _save_store.has_method("keep_copy"):
		_save_store.keep_copy("%s could not be read" % bucket_key)
		_unread = false
	var solved = {}
	for day in _solved:
		solved[UtcDate.date_of_day(day)] = _solved[day].duplicate()
	return _save_store.set_bucket(bucket_key, {"version": VERSION, "solved": solved, "best": _best})
