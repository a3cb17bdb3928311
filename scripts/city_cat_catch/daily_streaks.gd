extends Reference
# Each city's daily boards solved and its streak: one scripts/common/daily_progress.gd per city,
# in the save bucket "<prefix>:<cityId>" (cat_mode.gd: "mode:<mode id>:daily:<cityId>").
# Saves from before the streaks kept only the dates cleared, per city, in the bucket "<prefix>"
# ({"version": 1, "cleared": {cityId: ["YYYY-MM-DD", ...]}}): a city's dates there are carried
# into its record the first time it is read while its own bucket is empty (without times), so
# no day cleared is lost; the old bucket is left as it is.

const DailyProgress = preload("res://scripts/common/daily_progress.gd")

var _save_store = null
var _prefix = ""
var _records = {}  # city id -> daily_progress.gd


func load(save_store, prefix: String) -> void:
	_save_store = save_store
	_prefix = prefix
	_records = {}


# The record of a city (read from the save the first time it is asked for).
func of(city_id: String):
	if _records.has(city_id):
		return _records[city_id]
	var key = "%s:%s" % [_prefix, city_id]
	var fresh = _save_store.get_bucket(key).empty()
	var record = DailyProgress.new()
	record.load(_save_store, key)
	if fresh:
		var earlier = _cleared_before(city_id)
		if not earlier.empty():
			record.add_days(earlier)
	_records[city_id] = record
	return record


# The dates an older save kept as cleared for a city ([] when none or unreadable).
func _cleared_before(city_id: String) -> Array:
	var old = _save_store.get_bucket(_prefix)
	var cleared = old.get("cleared")
	if typeof(cleared) != TYPE_DICTIONARY or typeof(cleared.get(city_id)) != TYPE_ARRAY:
		return []
	return cleared[city_id]
