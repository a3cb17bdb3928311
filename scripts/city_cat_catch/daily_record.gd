extends Reference
# Which daily boards the player cleared, per city, in the save bucket "mode:<id>:daily":
#   {"version": 1, "cleared": {cityId: ["YYYY-MM-DD", ...]}}
# (the latest MAX_DATES dates of each city are kept). A bucket of another version, or values of
# the wrong type, read as nothing cleared; unknown keys are kept as they are.

const UtcDate = preload("res://scripts/common/utc_date.gd")
const VERSION = 1
const MAX_DATES = 400

var bucket_key = ""  # the save bucket, set by load()
var _save_store = null
var _cleared = {}  # city id -> [dates], oldest first
var _extra = {}


func load(save_store, key: String) -> void:
	_save_store = save_store
	bucket_key = key
	_cleared = {}
	_extra = {}
	var bucket = save_store.get_bucket(bucket_key)
	var version = bucket.get("version", VERSION)
	if not (typeof(version) in [TYPE_INT, TYPE_REAL] and version == VERSION):
		push_warning(
			"%s: version %s is not %d; not read" % [bucket_key, JSON.print(version), VERSION]
		)
		return
	for key in bucket:
		if not key in ["version", "cleared"]:
			_extra[key] = bucket[key]
	var saved = bucket.get("cleared")
	if typeof(saved) != TYPE_DICTIONARY:
		return
	for city_id in saved:
		if typeof(saved[city_id]) != TYPE_ARRAY:
			continue
		var dates = []
		for date in saved[city_id]:
			if UtcDate.is_date(date) and not date in dates:
				dates.append(date)
		dates.sort()
		_cleared[city_id] = dates


func is_cleared(city_id, date) -> bool:
	return date in _cleared.get(city_id, [])


# Records a cleared daily board and saves; false when the save could not be written.
func mark_cleared(city_id, date) -> bool:
	if not UtcDate.is_date(date):
		return false
	var dates = _cleared.get(city_id, [])
	if not date in dates:
		dates.append(date)
		dates.sort()
	while dates.size() > MAX_DATES:
		dates.pop_front()
	_cleared[city_id] = dates
	var bucket = _extra.duplicate(true)
	bucket["version"] = VERSION
	bucket["cleared"] = _cleared.duplicate(true)
	return _save_store.set_bucket(bucket_key, bucket)


# How many daily boards of a city were cleared.
func cleared_count(city_id) -> int:
	return _cleared.get(city_id, []).size()
