extends Reference
# The daily puzzle's record, in its own save bucket "mode:<id>:daily":
#   {"version": 1, "solved": {"YYYY-MM-DD": {"timeMs": int, "hints": int}, ...}, "best": int}
# A day counts once it is solved (the level of that date, UTC). The streak is the run of
# consecutive solved days that ends today, or yesterday while today is still open; `best` is the
# longest streak ever (kept apart, as only the last KEEP_DAYS days are kept). Values of the wrong
# type are dropped; a bucket of another version is not read, and a copy of the save is set aside
# (SaveStore.keep_copy) before it is first written over.

const UtcDate = preload("res://scripts/common/utc_date.gd")
const VERSION = 1
const KEEP_DAYS = 400

var bucket_key = ""  # the save bucket, set by load()
var _save_store = null
var _solved = {}  # date -> {"timeMs": int, "hints": int}
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
				_solved[date] = _record(solved[date])
	else:
		_unread = true
	var best = bucket.get("best")
	if typeof(best) in [TYPE_INT, TYPE_REAL] and best >= 0:
		_best = int(best)
	elif bucket.has("best"):
		_unread = true
	_best = max(_best, _longest_run())


# Records the day as solved (the first solve's time and hints stay) and saves.
func mark_solved(date: String, time_ms: int = 0, hints: int = 0) -> bool:
	if not UtcDate.is_date(date):
		return false
	if not _solved.has(date):
		_solved[date] = {"timeMs": int(max(0, time_ms)), "hints": int(max(0, hints))}
	_trim()
	_best = max(_best, _run_ending(date))
	if _unread and _save_store.has_method("keep_copy"):
		_save_store.keep_copy("%s could not be read" % bucket_key)
		_unread = false
	return _save_store.set_bucket(
		bucket_key, {"version": VERSION, "solved": _solved.duplicate(true), "best": _best}
	)


func is_solved(date: String) -> bool:
	return _solved.has(date)


# {"timeMs", "hints"} of a solved day, {} otherwise.
func record_of(date: String) -> Dictionary:
	return _solved.get(date, {}).duplicate()


# Consecutive solved days up to `today` (counting from yesterday while today is unsolved).
func streak(today: String) -> int:
	if not UtcDate.is_date(today):
		return 0
	var run = _run_ending(today)
	if run == 0:
		run = _run_ending(_shift(today, -1))
	return run


func best() -> int:
	return _best


func _run_ending(date: String) -> int:
	var run = 0
	var day = UtcDate.day_number(date)
	while _solved.has(UtcDate.date_of_day(day - run)):
		run += 1
	return run


func _longest_run() -> int:
	var longest = 0
	for date in _solved:
		longest = max(longest, _run_ending(date))
	return longest


func _shift(date: String, days: int) -> String:
	return UtcDate.date_of_day(UtcDate.day_number(date) + days)


# Keeps the newest KEEP_DAYS days.
func _trim() -> void:
	if _solved.size() <= KEEP_DAYS:
		return
	var dates = _solved.keys()
	dates.sort()
	for i in range(dates.size() - KEEP_DAYS):
		_solved.erase(dates[i])


static func _record(value) -> Dictionary:
	var record = {"timeMs": 0, "hints": 0}
	if typeof(value) == TYPE_DICTIONARY:
		for key in record:
			if typeof(value.get(key)) in [TYPE_INT, TYPE_REAL] and value[key] >= 0:
				record[key] = int(value[key])
	return record
