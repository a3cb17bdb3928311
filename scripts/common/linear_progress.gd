extends Reference
# A mode's progress through its catalog, levels unlocked one after another in play order across
# packs. Kept in the save bucket "mode:<mode id>" as
#   {"version": 1, "clearedId": [level id, ...], "currentId": level id}.
# A bucket without "version" (Number Stroke's saves before version 1) reads the same way. Whatever
# the save holds is checked against the catalog: ids it doesn't know and values of the wrong type
# are dropped; a bucket of a newer version than this build knows is left alone until the player
# clears a level here (then it is rewritten as version 1).

const VERSION = 1

var bucket_key = ""

var _save_store  # the SaveStore autoload, or a test's own instance
var _catalog  # a pack_catalog.gd
var _cleared = []  # known level ids, in the order they were first cleared
var _current = ""  # the level to continue with, "" when the save names none


static func bucket_of(mode_id: String) -> String:
	return "mode:" + mode_id


func load(save_store, catalog) -> void:
	_save_store = save_store
	_catalog = catalog
	bucket_key = bucket_of(catalog.mode_id)
	_cleared = []
	_current = ""
	var bucket = save_store.get_bucket(bucket_key)
	var version = bucket.get("version", VERSION)
	if not (typeof(version) in [TYPE_INT, TYPE_REAL] and version == VERSION):
		push_warning(
			(
				"%s: progress version %s is not %d; ignored"
				% [bucket_key, JSON.print(version), VERSION]
			)
		)
		return
	var saved_ids = bucket.get("clearedId")
	if typeof(saved_ids) == TYPE_ARRAY:
		for id in saved_ids:
			if _is_level(id) and not _cleared.has(id):
				_cleared.append(id)
	var saved_current = bucket.get("currentId")
	_current = saved_current if _is_level(saved_current) else ""


# Records the clear, moves on to the next level and saves; false when the id is unknown or
# the save could not be written.
func mark_cleared(id) -> bool:
	if not _is_level(id):
		return false
	if not _cleared.has(id):
		_cleared.append(id)
	var next = _catalog.next_id(id)
	_current = next if not next.empty() else id
	return _save_store.set_bucket(
		bucket_key, {"version": VERSION, "clearedId": _cleared.duplicate(), "currentId": _current}
	)


func is_cleared(id) -> bool:
	return _cleared.has(id)


# How many of `ids` (every level when null) are cleared.
func cleared_count(ids = null) -> int:
	var count = 0
	for id in ids if ids != null else _catalog.level_ids():
		count += 1 if _cleared.has(id) else 0
	return count


# The first level, a cleared one, or one whose predecessor in play order is cleared.
func is_unlocked(id) -> bool:
	var index = _catalog.index_of(id)
	if index == -1:
		return false
	if index == 0 or _cleared.has(id):
		return true
	return _cleared.has(_catalog.level_ids()[index - 1])


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


func _is_level(id) -> bool:
	return typeof(id) == TYPE_STRING and _catalog.index_of(id) != -1
