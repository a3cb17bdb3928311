extends Reference
# The one level a mode left mid-attempt, kept beside the mode's progress in its save bucket
# (the bucket of linear_progress.gd, "mode:<id>", Cat's one per city) under the key "attempt":
#   {"levelId": id, "fingerprint": hash of the level as played, "moves": the mid-end's moves(),
#    "elapsedMs": int, "counters": {name: int}}  (counters: the screen's own, e.g. hints used)
# so the game screen replays it through the mid-end when the level is opened again. What is read
# is never trusted: a record of the wrong shape, of another level, of a level an update changed
# (another fingerprint), or in a bucket of another progress version is no attempt (and is
# dropped at the next write). The other keys of the bucket are left as they are.
# What is written is what would be read: an attempt of more than MAX_MOVES moves is not kept
# (the save would grow past what the save store reads, and lose every mode's progress).

const KEY = "attempt"
const VERSION = 1  # linear_progress.gd's: a bucket of another version is not touched
const MAX_MOVES = 20000  # a longer list is neither kept nor read (a real attempt stays far below)

var bucket_key = ""

var _save_store  # the SaveStore autoload, or a test's own instance


func _init(save_store, key: String) -> void:
	_save_store = save_store
	bucket_key = key


# The level's saved attempt: {"moves": [...], "elapsedMs": int, "counters": {name: int}}, {} when
# there is none that fits this level.
func load(level: Dictionary) -> Dictionary:
	var bucket = _bucket()
	var record = bucket.get(KEY) if bucket != null else null
	if typeof(record) != TYPE_DICTIONARY:
		return {}
	if not _same_text(record.get("levelId"), level.get("id")):
		return {}
	if not _same_text(record.get("fingerprint"), fingerprint(level)):
		return {}
	var moves = record.get("moves")
	if typeof(moves) != TYPE_ARRAY or moves.empty() or moves.size() > MAX_MOVES:
		return {}
	for move in moves:
		if typeof(move) != TYPE_DICTIONARY:
			return {}
	var elapsed = record.get("elapsedMs")
	if not _is_count(elapsed):
		return {}
	var counters = record.get("counters", {})
	if typeof(counters) != TYPE_DICTIONARY:
		return {}
	var read = {}
	for name in counters:
		if typeof(name) != TYPE_STRING or not _is_count(counters[name]):
			return {}
		read[name] = int(counters[name])
	return {"moves": moves, "elapsedMs": int(elapsed), "counters": read}


# Keeps `moves` as the attempt on `level` (the bucket's one attempt); no moves, or more than
# MAX_MOVES, clears it (the attempt can no longer be resumed). False when the save could not be
# written or the bucket is of another version.
func save(level: Dictionary, moves: Array, elapsed_ms: int, counters: Dictionary = {}) -> bool:
	if moves.size() > MAX_MOVES:
		push_warning("%s: an attempt of %d moves is not kept" % [bucket_key, moves.size()])
	if moves.empty() or moves.size() > MAX_MOVES:
		return clear(level)
	var bucket = _bucket()
	if bucket == null:
		return false
	bucket[KEY] = {
		"levelId": level.get("id", ""),
		"fingerprint": fingerprint(level),
		"moves": moves,
		"elapsedMs": int(max(0, elapsed_ms)),
		"counters": counters,
	}
	return _save_store.set_bucket(bucket_key, bucket)


# Drops the attempt on `level` (solved, lost, or a record that does not fit it any more); the
# attempt on another level stays. True when nothing was left to drop.
func clear(level: Dictionary) -> bool:
	var bucket = _bucket()
	if bucket == null or not bucket.has(KEY):
		return bucket != null
	var record = bucket[KEY]
	var other_level = (
		typeof(record) == TYPE_DICTIONARY
		and typeof(record.get("levelId")) == TYPE_STRING
	)
	if other_level and not _same_text(record["levelId"], level.get("id")):
		return true
	bucket.erase(KEY)
	return _save_store.set_bucket(bucket_key, bucket)


# A hash of the level as played: an update that changes the level makes the attempt stale.
static func fingerprint(level: Dictionary) -> String:
	return JSON.print(level, "", true).sha256_text()


# The bucket when this build may read and write it, else null.
func _bucket():
	var bucket = _save_store.get_bucket(bucket_key)
	var version = bucket.get("version", VERSION)
	if not (typeof(version) in [TYPE_INT, TYPE_REAL] and version == VERSION):
		return null
	return bucket


# Both are strings and equal (GDScript 3 refuses to compare a string with a number).
static func _same_text(a, b) -> bool:
	return typeof(a) == TYPE_STRING and typeof(b) == TYPE_STRING and a == b


static func _is_count(value) -> bool:
	return typeof(value) in [TYPE_INT, TYPE_REAL] and value >= 0 and value == floor(value)
