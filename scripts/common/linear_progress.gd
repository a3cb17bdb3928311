extends Reference
# A mode's progress through its catalog, levels unlocked one after another in play order across
# packs. Kept in the save bucket "mode:<mode id>" as
#   {"version": 1, "clearedId": [level id, ...], "currentId": level id,
#    "stats": {level id: {"timeMs": int, "hints": int, "clears": int}, ...}}
# ("stats" is optional: the fastest clear, the fewest hints used in a clear, how many clears).
# A bucket without "version" (Number Stroke's saves before version 1) reads the same way. Keys
# this build does not know are kept as they are.
# Whatever the save holds is checked against the catalog: ids it doesn't know are dropped. A
# bucket with values of the wrong type is damaged: the last good copy of it (the save store's
# backup) is read instead when it is whole, else what can be read of it; either way the player is
# told once (SaveStore.tell) and a copy of the save is kept aside before it is written over. A
# bucket of another version is not read, and also copied aside before the first write.
# One level is current: the first uncleared one in play order. Cleared levels stay open (to
# replay); an uncleared level after it stays locked even when a later one was cleared (a list
# saved out of order, or levels added to a pack), so never two levels show as current.

const VERSION = 1
const OWN_KEYS = ["version", "clearedId", "currentId", "stats"]
const RESTORED = "save_restored"
const RESET = "save_reset"

var bucket_key = ""

var _save_store  # the SaveStore autoload, or a test's own instance
var _catalog  # a pack_catalog.gd
var _cleared = []  # known level ids, in the order they were first cleared
var _current = ""  # the level to continue with, "" when the save names none
var _stats = {}  # level id -> {"timeMs", "hints", "clears"}
var _unread = ""  # why the saved bucket could not be read as it was ("" when it could)


static func bucket_of(mode_id: String) -> String:
	return "mode:" + mode_id


func load(save_store, catalog) -> void:
	_save_store = save_store
	_catalog = catalog
	bucket_key = bucket_of(catalog.mode_id)
	_cleared = []
	_current = ""
	_stats = {}
	_unread = ""
	var bucket = save_store.get_bucket(bucket_key)
	var version = bucket.get("version", VERSION)
	if not (typeof(version) in [TYPE_INT, TYPE_REAL] and version == VERSION):
		_unread = "%s: progress version %s is not %d" % [bucket_key, JSON.print(version), VERSION]
		push_warning(_unread + "; not read")
		return
	var problem = _damage(bucket)
	if not problem.empty():
		_unread = "%s: %s" % [bucket_key, problem]
		var backup = {}
		if save_store.has_method("backup_bucket"):
			backup = save_store.backup_bucket(bucket_key)
		var backup_version = backup.get("version", VERSION)
		var restored = (
			not backup.empty()
			and _damage(backup).empty()
			and typeof(backup_version) in [TYPE_INT, TYPE_REAL]
			and backup_version == VERSION
		)
		push_warning(
			(
				"%s; %s"
				% [_unread, "restored the last good copy" if restored else "read what it could"]
			)
		)
		if restored:
			bucket = backup
		if save_store.has_method("tell"):
			save_store.tell(RESTORED if restored else RESET)
		_read(bucket)
		# Keep the damaged save aside, then save what was restored, so it is told only once.
		_save()
		return
	_read(bucket)


# Records the clear (with the play's {"timeMs", "hints"} when given), moves on to the next level
# and saves; false when the id is unknown or the save could not be written.
func mark_cleared(id, stats: Dictionary = {}) -> bool:
	if not _is_level(id):
		return false
	if not _cleared.has(id):
		_cleared.append(id)
	if not stats.empty():
		_add_stats(id, stats)
	var next = _catalog.next_id(id)
	_current = next if not next.empty() else id
	return _save()


# Writes the bucket; a save this build could not read as it was is first copied aside.
func _save() -> bool:
	if not _unread.empty() and _save_store.has_method("keep_copy"):
		_save_store.keep_copy(_unread)
		_unread = ""
	var bucket = _kept_keys()
	bucket["version"] = VERSION
	bucket["clearedId"] = _cleared.duplicate()
	bucket["currentId"] = _current
	if not _stats.empty():
		bucket["stats"] = _stats.duplicate(true)
	return _save_store.set_bucket(bucket_key, bucket)


# The keys this build does not know, as the bucket holds them now (another writer, e.g. the
# mode's attempt_store.gd, may have changed them since the load); none from a bucket of another
# version (it is not read).
func _kept_keys() -> Dictionary:
	var live = _save_store.get_bucket(bucket_key)
	var version = live.get("version", VERSION)
	if not (typeof(version) in [TYPE_INT, TYPE_REAL] and version == VERSION):
		return {}
	var kept = {}
	for key in live:
		if not key in OWN_KEYS:
			kept[key] = live[key]
	return kept


# What the save store has to tell the player once (a translation key), "" when nothing.
func take_notice() -> String:
	if _save_store != null and _save_store.has_method("take_notice"):
		return _save_store.take_notice()
	return ""


func is_cleared(id) -> bool:
	return _cleared.has(id)


# {"timeMs": fastest clear, "hints": fewest hints in a clear, "clears": count}; {} when none.
func stats_of(id) -> Dictionary:
	return _stats.get(id, {}).duplicate()


# How many of `ids` (every level when null) are cleared.
func cleared_count(ids = null) -> int:
	var count = 0
	for id in ids if ids != null else _catalog.level_ids():
		count += 1 if _cleared.has(id) else 0
	return count


# A cleared level, or the first uncleared one in play order (the one current level).
func is_unlocked(id) -> bool:
	if _catalog.index_of(id) == -1:
		return false
	return _cleared.has(id) or id == first_uncleared_id()


# The first level in play order not cleared yet, "" when all are.
func first_uncleared_id() -> String:
	for id in _catalog.level_ids():
		if not _cleared.has(id):
			return id
	return ""


# Where "play" continues: the saved level when it is open, else the first uncleared one,
# else (everything cleared) the last level; "" only for an empty catalog.
func current_id() -> String:
	if not _current.empty() and is_unlocked(_current):
		return _current
	var uncleared = first_uncleared_id()
	if not uncleared.empty():
		return uncleared
	var ids = _catalog.level_ids()
	return ids.back() if not ids.empty() else ""


func _read(bucket: Dictionary) -> void:
	var saved_ids = bucket.get("clearedId")
	if typeof(saved_ids) == TYPE_ARRAY:
		for id in saved_ids:
			if _is_level(id) and not _cleared.has(id):
				_cleared.append(id)
	var saved_current = bucket.get("currentId")
	_current = saved_current if _is_level(saved_current) else ""
	var saved_stats = bucket.get("stats")
	if typeof(saved_stats) == TYPE_DICTIONARY:
		for id in saved_stats:
			if _is_level(id) and typeof(saved_stats[id]) == TYPE_DICTIONARY:
				var entry = {}
				for key in ["timeMs", "hints", "clears"]:
					var value = saved_stats[id].get(key)
					if typeof(value) in [TYPE_INT, TYPE_REAL] and value >= 0:
						entry[key] = int(value)
				if not entry.empty():
					_stats[id] = entry


# "" when every value the bucket holds has its type, else the first that has not.
static func _damage(bucket: Dictionary) -> String:
	if bucket.has("clearedId"):
		if typeof(bucket["clearedId"]) != TYPE_ARRAY:
			return "clearedId is not a list"
		for id in bucket["clearedId"]:
			if typeof(id) != TYPE_STRING:
				return "clearedId holds %s, not a level id" % JSON.print(id)
	if bucket.has("currentId") and typeof(bucket["currentId"]) != TYPE_STRING:
		return "currentId is not a level id"
	if bucket.has("stats") and typeof(bucket["stats"]) != TYPE_DICTIONARY:
		return "stats is not an object"
	return ""


func _add_stats(id, stats: Dictionary) -> void:
	var entry = _stats.get(id, {}).duplicate()
	var time_ms = int(max(0, stats.get("timeMs", 0)))
	var hints = int(max(0, stats.get("hints", 0)))
	entry["timeMs"] = int(min(entry.get("timeMs", time_ms), time_ms))
	entry["hints"] = int(min(entry.get("hints", hints), hints))
	entry["clears"] = int(entry.get("clears", 0)) + 1
	_stats[id] = entry


func _is_level(id) -> bool:
	return typeof(id) == TYPE_STRING and _catalog.index_of(id) != -1
