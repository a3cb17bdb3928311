extends Reference
# The launch model of "show the way" (docs/number-stroke-runtime.md §5): one free hint a day (UTC
# date), then one rewarded video per hint (scripts/common/ads.gd). A video the player watched
# grants a credit that lasts until a hint uses it, so a way the board already shows costs
# nothing. Kept in a save bucket of the mode's:
#   {"version": 1, "day": "YYYY-MM-DD" ("" before the first), "used": free hints used that
#   day, "credits": n}
# A bucket of another version or with values of the wrong type reads as a fresh day with the
# credits it can read (a copy of the save is set aside before it is first written over).

const UtcDate = preload("res://scripts/common/utc_date.gd")
const VERSION = 1
const FREE_PER_DAY = 1

var bucket_key = ""
var today = ""  # the UTC date; "" for the device's clock
var _save_store = null
var _day = ""
var _used = 0
var _credits = 0
var _unread = false


func _init(save_store, key: String):
	_save_store = save_store
	bucket_key = key
	var bucket = save_store.get_bucket(key)
	if bucket.empty():
		return
	var version = bucket.get("version")
	if not (_is_count(version) and version == VERSION):
		_unread = true
		return
	var day = bucket.get("day")
	var used = bucket.get("used")
	var credits = bucket.get("credits")
	if typeof(day) == TYPE_STRING and (day == "" or UtcDate.is_date(day)) and _is_count(used):
		_day = day
		_used = int(used)
	elif bucket.has("day") or bucket.has("used"):
		_unread = true
	if _is_count(credits):
		_credits = int(credits)
	elif bucket.has("credits"):
		_unread = true


# Free hints left today.
func free_left() -> int:
	return int(max(0, FREE_PER_DAY - (_used if _day == _today() else 0)))


# Hints the player may take now without a video: today's free ones and the credits.
func available() -> int:
	return free_left() + _credits


func credits() -> int:
	return _credits


# A hint was given: today's free one goes first, then a credit. Saves.
func use() -> void:
	if free_left() > 0:
		if _day != _today():
			_day = _today()
			_used = 0
		_used += 1
	elif _credits > 0:
		_credits -= 1
	_save()


# A rewarded video was watched: one hint's credit. Saves.
func grant() -> void:
	_credits += 1
	_save()


func _today():
	return today if UtcDate.is_date(today) else UtcDate.today()


func _save():
	if _unread and _save_store.has_method("keep_copy"):
		_save_store.keep_copy("unread " + bucket_key)
	_unread = false
	_save_store.set_bucket(
		bucket_key, {"version": VERSION, "day": _day, "used": _used, "credits": _credits}
	)


static func _is_count(value):
	return typeof(value) in [TYPE_INT, TYPE_REAL] and value >= 0 and value == floor(value)
