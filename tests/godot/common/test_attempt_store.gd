extends "res://tests/godot/test_case.gd"
# attempt_store.gd on a scratch save, beside linear_progress.gd in the same bucket: one attempt
# per bucket, read back only for the level it was played on as it was; every kind of bad record
# is no attempt, and the progress keys are never touched.

const AttemptStore = preload("res://scripts/common/attempt_store.gd")
const Progress = preload("res://scripts/common/linear_progress.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const SaveStore = preload("res://scripts/autoload/save_store.gd")
const FixtureCatalog = preload("res://tests/godot/common/fixture_catalog.gd")
const BUCKET = "mode:" + FixtureCatalog.MODE
const MOVES = [{"op": "press", "cell": 0}, {"op": "undo"}]

var catalog
var store
var attempts
var level


func before_each():
	var path = write_file(scratch_path("levels.baked.json"), FixtureCatalog.text())
	catalog = PackCatalog.new(path, FixtureCatalog.MODE)
	store = SaveStore.new()
	store.open(scratch_path("save.json"))
	var progress = Progress.new()
	progress.load(store, catalog)
	progress.mark_cleared("1-1", {"timeMs": 900, "hints": 1})
	attempts = AttemptStore.new(store, BUCKET)
	level = catalog.level("1-2")


func after_each():
	store.free()


func test_an_attempt_is_read_back_from_a_reopened_save():
	assert_true(attempts.save(level, MOVES, 4200, {"hints": 2}))
	store.flush()  # the app leaving writes what waits
	var reopened = SaveStore.new()
	reopened.open(scratch_path("save.json"))
	var read = AttemptStore.new(reopened, BUCKET).load(level)
	reopened.free()
	assert_eq(read, {"moves": MOVES, "elapsedMs": 4200, "counters": {"hints": 2}})
	assert_eq(_progress_keys(), _progress_keys_before(), "the progress is as it was")


func test_no_moves_is_no_attempt():
	assert_true(attempts.save(level, MOVES, 10))
	assert_true(attempts.save(level, [], 10))
	assert_false(store.get_bucket(BUCKET).has("attempt"), "an empty attempt is not kept")
	assert_eq(attempts.load(level), {})


func test_one_attempt_per_bucket_and_clearing_another_level_keeps_it():
	attempts.save(level, MOVES, 10)
	var other = catalog.level("2-1")
	assert_eq(attempts.load(other), {}, "the attempt is on 1-2")
	assert_true(attempts.clear(other))
	assert_eq(attempts.load(level)["moves"], MOVES, "clearing 2-1 leaves 1-2's attempt")
	attempts.save(other, MOVES, 10)
	assert_eq(attempts.load(level), {}, "a new attempt takes the slot")
	assert_true(attempts.clear(other))
	assert_false(store.get_bucket(BUCKET).has("attempt"))


func test_a_level_changed_by_an_update_is_no_attempt():
	attempts.save(level, MOVES, 10)
	var changed = level.duplicate(true)
	changed["board"][0] = 99
	assert_eq(attempts.load(changed), {}, "another fingerprint")
	assert_eq(attempts.load(level)["moves"], MOVES, "the level as it was still has it")


func test_every_kind_of_bad_record_is_no_attempt():
	var good = _good_record()
	var bad = {
		"not an object": "garbage",
		"a list": [good],
		"no level id": _without(good, "levelId"),
		"a number for the level id": _with(good, "levelId", 12),
		"another level": _with(good, "levelId", "2-1"),
		"no fingerprint": _without(good, "fingerprint"),
		"a stale fingerprint": _with(good, "fingerprint", "0" + good["fingerprint"].substr(1)),
		"a number for the fingerprint": _with(good, "fingerprint", 7),
		"moves not a list": _with(good, "moves", {"op": "press"}),
		"moves a string": _with(good, "moves", "[]"),
		"no moves": _without(good, "moves"),
		"a move not an object": _with(good, "moves", [{"op": "undo"}, 3]),
		"a negative time": _with(good, "elapsedMs", -5),
		"a fractional time": _with(good, "elapsedMs", 1.5),
		"a string time": _with(good, "elapsedMs", "10"),
		"counters not an object": _with(good, "counters", [1]),
		"a counter not a count": _with(good, "counters", {"hints": "two"}),
		"a negative counter": _with(good, "counters", {"hints": -1}),
	}
	for what in bad:
		var bucket = store.get_bucket(BUCKET)
		bucket["attempt"] = bad[what]
		store.set_bucket(BUCKET, bucket)
		assert_eq(attempts.load(level), {}, what)
		var progress = Progress.new()
		progress.load(store, catalog)
		assert_eq(progress.stats_of("1-1"), {"timeMs": 900, "hints": 1, "clears": 1}, what)
		assert_eq(progress.current_id(), "1-2", what)
		assert_eq(store.take_notice(), "", what + ": the progress is not taken for damaged")
		assert_eq(_progress_keys(), _progress_keys_before(), what + ": progress keys untouched")
	var bucket = store.get_bucket(BUCKET)
	bucket["attempt"] = good
	store.set_bucket(BUCKET, bucket)
	assert_eq(attempts.load(level)["moves"], MOVES, "the good record reads (the checks can pass)")


func test_a_bad_record_of_this_level_is_dropped_by_the_next_write():
	var bucket = store.get_bucket(BUCKET)
	bucket["attempt"] = {"levelId": 3, "moves": "garbage"}
	store.set_bucket(BUCKET, bucket)
	assert_true(attempts.clear(level))
	assert_false(store.get_bucket(BUCKET).has("attempt"))
	assert_eq(_progress_keys(), _progress_keys_before())


func test_a_bucket_of_another_progress_version_is_not_read_nor_written():
	attempts.save(level, MOVES, 10)
	var bucket = store.get_bucket(BUCKET)
	bucket["version"] = 2
	store.set_bucket(BUCKET, bucket)
	assert_eq(attempts.load(level), {})
	assert_false(attempts.save(level, MOVES, 20))
	assert_false(attempts.clear(level))
	assert_eq(store.get_bucket(BUCKET), bucket, "left as it was")


# The progress writes around the attempt and keeps it as the save has it now (not as it was
# when the progress was loaded): a cleared attempt does not come back with the next clear.
func test_the_progress_keeps_the_attempt_as_it_is_now():
	var progress = Progress.new()
	progress.load(store, catalog)
	attempts.save(level, MOVES, 10)
	progress.mark_cleared("1-2")
	assert_eq(attempts.load(level)["moves"], MOVES, "kept by the progress's write")
	attempts.clear(level)
	progress.mark_cleared("2-1")
	assert_false(store.get_bucket(BUCKET).has("attempt"), "not written back from the load")


# Issue 34: the move log was capped when read but not when written; ~57,000 moves made a save
# over the reader's 4 MiB, and the game then set both copies aside and reset every mode.
func test_an_attempt_over_the_move_cap_is_not_kept_and_the_rest_of_the_save_is():
	timeout_seconds = 120
	var at_cap = _many_moves(AttemptStore.MAX_MOVES)
	assert_true(attempts.save(level, at_cap, 10))
	assert_eq(
		attempts.load(level)["moves"].size(), AttemptStore.MAX_MOVES, "the cap itself is kept"
	)
	var endless = _many_moves(57000)
	assert_true(attempts.save(level, endless, 20), "the save is written")
	assert_false(store.get_bucket(BUCKET).has("attempt"), "that attempt is no longer kept")
	assert_eq(_progress_keys(), _progress_keys_before(), "the progress is kept")
	store.flush()  # the save as the app leaving writes it
	var file = File.new()
	file.open(scratch_path("save.json"), File.READ)
	var size = file.get_len()
	file.close()
	assert_true(size < 64 * 1024, "a save of %d bytes" % size)
	var reopened = SaveStore.new()
	reopened.open(scratch_path("save.json"))
	assert_eq(reopened.take_notice(), "", "read back whole: nothing set aside, nothing reset")
	var progress = Progress.new()
	progress.load(reopened, catalog)
	assert_eq(progress.current_id(), "1-2")
	reopened.free()


func _good_record():
	attempts.save(level, MOVES, 10, {"hints": 1})
	var record = store.get_bucket(BUCKET)["attempt"]
	attempts.clear(level)
	return record


func _with(record, key, value):
	var copy = record.duplicate(true)
	copy[key] = value
	return copy


func _without(record, key):
	var copy = record.duplicate(true)
	copy.erase(key)
	return copy


func _progress_keys():
	var bucket = store.get_bucket(BUCKET)
	bucket.erase("attempt")
	return bucket


func _progress_keys_before():
	return {
		"version": 1,
		"clearedId": ["1-1"],
		"currentId": "1-2",
		"stats": {"1-1": {"timeMs": 900, "hints": 1, "clears": 1}},
	}


static func _many_moves(count: int) -> Array:
	var moves = []
	for i in range(count):
		moves.append({"op": "press", "cell": i % 25})
	return moves
