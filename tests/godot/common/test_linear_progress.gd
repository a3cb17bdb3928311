extends "res://tests/godot/test_case.gd"
# linear_progress.gd on a fixture catalog of no mode (play order 1-1 1-2 | 2-1 | 3-1,
# fixture_catalog.gd) and a scratch save.

const Progress = preload("res://scripts/common/linear_progress.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const SaveStore = preload("res://scripts/autoload/save_store.gd")
const FixtureCatalog = preload("res://tests/godot/common/fixture_catalog.gd")
const BUCKET = "mode:" + FixtureCatalog.MODE

var catalog
var store
var progress


func before_each():
	var path = write_file(scratch_path("levels.baked.json"), FixtureCatalog.text())
	catalog = PackCatalog.new(path, FixtureCatalog.MODE)
	store = SaveStore.new()
	store.open(scratch_path("save.json"))
	progress = Progress.new()
	progress.load(store, catalog)


func after_each():
	store.free()


func test_a_new_player_has_only_the_first_level_open():
	assert_eq(_unlocked(), ["1-1"])
	assert_eq(progress.current_id(), "1-1")
	assert_eq(progress.first_uncleared_id(), "1-1")
	assert_false(progress.is_unlocked("9-9"))
	assert_false(progress.is_unlocked(null))


func test_levels_open_one_after_another_across_packs():
	assert_true(progress.mark_cleared("1-1"))
	assert_eq(_unlocked(), ["1-1", "1-2"])
	assert_eq(progress.current_id(), "1-2")
	assert_true(progress.mark_cleared("1-2"))
	assert_eq(_unlocked(), ["1-1", "1-2", "2-1"], "the next pack opens after the last level")
	assert_eq(progress.current_id(), "2-1")
	assert_true(progress.is_cleared("1-2"))
	assert_false(progress.is_cleared("2-1"))


func test_clearing_everything():
	for id in catalog.level_ids():
		progress.mark_cleared(id)
	assert_eq(progress.first_uncleared_id(), "")
	assert_eq(progress.current_id(), "3-1", "the last level stays current")
	assert_eq(_unlocked(), catalog.level_ids())


func test_progress_is_saved_and_read_back():
	progress.mark_cleared("1-1")
	progress.mark_cleared("1-1")
	assert_eq(store.get_bucket(BUCKET), {"version": 1, "clearedId": ["1-1"], "currentId": "1-2"})
	store.flush()  # the app leaving writes what waits
	var reopened_store = SaveStore.new()
	reopened_store.open(scratch_path("save.json"))
	var reopened = Progress.new()
	reopened.load(reopened_store, catalog)
	assert_eq(reopened.current_id(), "1-2")
	assert_true(reopened.is_unlocked("1-2"))
	assert_false(reopened.is_unlocked("2-1"))
	reopened_store.free()


func test_unknown_ids_and_wrong_types_in_the_bucket_are_dropped():
	_load_bucket({"clearedId": ["1-1", "9-9", 3, null, ["1-2"], "1-1"], "currentId": 7})
	assert_eq(_unlocked(), ["1-1", "1-2"])
	assert_eq(progress.current_id(), "1-2", "no usable current id: the first uncleared")
	progress.mark_cleared("1-2")
	assert_eq(
		store.get_bucket(BUCKET), {"version": 1, "clearedId": ["1-1", "1-2"], "currentId": "2-1"}
	)
	assert_eq(store.take_notice(), "save_reset", "the player is told the save could not be read")
	assert_eq(_files_named("save.corrupt-").size(), 1, "a copy kept before it was written over")


# A bucket with values of the wrong type is not taken as a fresh start: the last good copy of it
# (save.bak.json) comes back, the player is told, and the damaged save is kept aside on the
# next write.
func test_a_damaged_bucket_comes_back_from_the_last_good_copy():
	progress.mark_cleared("1-1")
	progress.mark_cleared("1-2")
	_load_bucket({"clearedId": "1-1", "currentId": "9-9"})
	assert_eq(_unlocked(), ["1-1", "1-2", "2-1"], "the backup's progress")
	assert_eq(progress.current_id(), "2-1")
	assert_eq(store.take_notice(), "save_restored")
	assert_eq(store.take_notice(), "", "told once")
	progress.mark_cleared("2-1")
	assert_eq(_files_named("save.corrupt-").size(), 1, "the damaged save kept aside")
	assert_eq(store.get_bucket(BUCKET)["clearedId"], ["1-1", "1-2", "2-1"])
	_load_bucket({"version": 1, "clearedId": [1, 2], "currentId": "2-1"})
	assert_eq(_unlocked(), ["1-1", "1-2", "2-1", "3-1"], "entries of the wrong type too")


func test_stats_and_unknown_keys_are_kept():
	_load_bucket({"clearedId": [], "future": {"a": 1}})
	progress.mark_cleared("1-1", {"timeMs": 5000, "hints": 2})
	progress.mark_cleared("1-1", {"timeMs": 7000, "hints": 0})
	assert_eq(progress.stats_of("1-1"), {"timeMs": 5000, "hints": 0, "clears": 2})
	assert_eq(progress.stats_of("1-2"), {})
	var bucket = store.get_bucket(BUCKET)
	assert_eq(bucket["stats"], {"1-1": {"timeMs": 5000, "hints": 0, "clears": 2}})
	assert_eq(bucket["future"], {"a": 1}, "a key of a later build is written back")
	progress.load(store, catalog)
	assert_eq(progress.stats_of("1-1")["clears"], 2, "read back")


func test_a_locked_current_id_is_not_trusted():
	_load_bucket({"clearedId": [], "currentId": "2-1"})
	assert_eq(progress.current_id(), "1-1")
	_load_bucket({"clearedId": ["1-1"], "currentId": "1-1"})
	assert_eq(progress.current_id(), "1-1", "replaying a cleared level")


# A list cleared out of order (or levels added to a pack) leaves one level current: the first
# uncleared one; cleared levels stay open to replay, the uncleared ones after it stay locked.
func test_a_list_cleared_out_of_order_has_one_current_level():
	_load_bucket({"clearedId": ["2-1"]})
	assert_eq(_unlocked(), ["1-1", "2-1"])
	assert_eq(progress.first_uncleared_id(), "1-1")
	assert_eq(progress.current_id(), "1-1")
	_load_bucket({"clearedId": ["1-1", "2-1"], "currentId": "3-1"})
	assert_eq(_unlocked(), ["1-1", "1-2", "2-1"], "not 3-1 beside 1-2")
	assert_eq(progress.current_id(), "1-2")


func test_unknown_levels_cannot_be_cleared():
	assert_false(progress.mark_cleared("9-9"))
	assert_false(progress.mark_cleared(3))
	assert_eq(store.get_bucket(BUCKET), {}, "nothing saved")
	assert_false(File.new().file_exists(scratch_path("save.json")))


func _files_named(prefix: String) -> Array:
	return file_names(scratch_path("save.json").get_base_dir(), prefix)


# The bucket as a save on disk holds it (each change written, as over several frames).
func _load_bucket(bucket: Dictionary) -> void:
	store.flush()
	store.set_bucket(BUCKET, bucket)
	store.flush()
	progress.load(store, catalog)


func _unlocked() -> Array:
	var ids = []
	for id in catalog.level_ids():
		if progress.is_unlocked(id):
			ids.append(id)
	return ids


# Saves written before progress had a version (the first release) keep working.
func test_an_unversioned_save_reads_as_version_1():
	_load_bucket({"clearedId": ["1-1", "1-2"], "currentId": "2-1"})
	assert_eq(_unlocked(), ["1-1", "1-2", "2-1"])
	assert_eq(progress.current_id(), "2-1")
	progress.mark_cleared("2-1")
	assert_eq(
		store.get_bucket(BUCKET),
		{"version": 1, "clearedId": ["1-1", "1-2", "2-1"], "currentId": "3-1"},
		"rewritten as version 1"
	)
	_load_bucket({"version": 1.0, "clearedId": ["1-1"], "currentId": "1-2"})
	assert_eq(progress.current_id(), "1-2", "JSON gives the version as a float")


func test_a_bucket_of_another_version_is_not_read():
	_load_bucket({"version": 2, "clearedId": ["1-1"], "currentId": "1-2"})
	assert_eq(_unlocked(), ["1-1"])
	_load_bucket({"version": "1", "clearedId": ["1-1"], "currentId": "1-2"})
	assert_eq(_unlocked(), ["1-1"], "a version that is not a number")


func test_the_bucket_is_named_after_the_mode():
	assert_eq(Progress.bucket_of("any-mode"), "mode:any-mode")
	assert_eq(progress.bucket_key, BUCKET)


func test_counts_per_pack():
	progress.mark_cleared("1-1")
	progress.mark_cleared("2-1")
	assert_eq(progress.cleared_count(), 2)
	assert_eq(progress.cleared_count(["1-1", "1-2"]), 1)
	assert_eq(progress.cleared_count([]), 0)
