extends "res://scripts/common/linear_progress.gd"
# Hex Tracks' progress through its campaign: the common linear progress (linear_progress.gd,
# bucket "mode:<id>") with, in the same bucket,
#   "stars": {level id: 1-3}  the best stars of each cleared level (stars.gd)
#   "seen": ["intro", ...]    the one-time screens the player has been shown
# A save from before stars has neither key and reads as it did: its cleared levels show no stars
# until they are cleared again. A value that is not 1-3 stars for a cleared level of the catalog
# (or a "seen" entry that is not a string) is left out; the clears themselves never depend on it.

const Stars = preload("res://scripts/hex_tracks/stars.gd")
const STARS_KEY = "stars"
const SEEN_KEY = "seen"

var _stars = {}  # level id -> best stars
var _seen = []


func load(save_store, catalog) -> void:
	_stars = {}
	_seen = []
	.load(save_store, catalog)


# Records a clear with its stars (the best of all clears is kept) and saves, like mark_cleared.
func mark_cleared_with_stars(id, stars: int, stats: Dictionary = {}) -> bool:
	if _is_level(id) and stars >= 1 and stars <= Stars.MOST:
		_stars[id] = int(max(_stars.get(id, 0), stars))
	return mark_cleared(id, stats)


# The best stars of a level, 0 when it has none (not cleared, or cleared before stars).
func stars_of(id) -> int:
	return _stars.get(id, 0)


# The stars of `ids` (every level when null) added up.
func stars_total(ids = null) -> int:
	var total = 0
	for id in ids if ids != null else _catalog.level_ids():
		total += stars_of(id)
	return total


func has_seen(what: String) -> bool:
	return _seen.has(what)


# Remembers that a one-time screen was shown, and saves.
func mark_seen(what: String) -> bool:
	if not _seen.has(what):
		_seen.append(what)
	return _save()


func _read(bucket: Dictionary) -> void:
	._read(bucket)
	var saved = bucket.get(STARS_KEY)
	if typeof(saved) == TYPE_DICTIONARY:
		for id in saved:
			var value = saved[id]
			if (
				is_cleared(id)
				and typeof(value) in [TYPE_INT, TYPE_REAL]
				and value == floor(value)
				and value >= 1
				and value <= Stars.MOST
			):
				_stars[id] = int(value)
	var seen = bucket.get(SEEN_KEY)
	if typeof(seen) == TYPE_ARRAY:
		for what in seen:
			if typeof(what) == TYPE_STRING and not _seen.has(what):
				_seen.append(what)


func _kept_keys() -> Dictionary:
	var kept = ._kept_keys()
	kept.erase(STARS_KEY)
	kept.erase(SEEN_KEY)
	if not _stars.empty():
		kept[STARS_KEY] = _stars.duplicate()
	if not _seen.empty():
		kept[SEEN_KEY] = _seen.duplicate()
	return kept
