extends "res://tests/godot/test_case.gd"
# Hex Tracks' progress (scripts/hex_tracks/progress.gd) on the campaign and a scratch save: the
# best stars of each level and the one-time screens seen, kept in the mode's progress bucket
# beside the common keys; saves from before stars keep working.

const Progress = preload("res://scripts/hex_tracks/progress.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const LevelRules = preload("res://scripts/hex_tracks/level_rules.gd")
const SaveStore = preload("res://scripts/autoload/save_store.gd")
const BAKED = "res://levels/hex-tracks.baked.json"
const BUCKET = "mode:hex-tracks"

var catalog
var store
var progress


func before_each():
	catalog = PackCatalog.new(BAKED, "hex-tracks", LevelRules)
	store = SaveStore.new()
	store.open(scratch_path("save.json"))
	progress = Progress.new()
	progress.load(store, catalog)


func after_each():
	store.free()


func _reopened():
	var reopened = Progress.new()
	reopened.load(store, catalog)
	return reopened


func test_the_best_stars_of_each_level_are_kept_and_read_back():
	assert_true(catalog.ok, catalog.error)
	assert_true(progress.mark_cleared_with_stars("1-1", 2, {"timeMs": 9000, "hints": 0}))
	progress.mark_cleared_with_stars("1-1", 3)
	progress.mark_cleared_with_stars("1-1", 1)
	progress.mark_cleared_with_stars("1-2", 1)
	assert_eq(progress.stars_of("1-1"), 3, "the best clear counts")
	assert_eq(progress.stars_of("1-3"), 0, "an uncleared level has none")
	assert_eq(progress.stars_total(), 4)
	assert_eq(progress.stars_total(["1-2", "1-3"]), 1)
	var bucket = store.get_bucket(BUCKET)
	assert_eq(bucket["stars"], {"1-1": 3, "1-2": 1}, "kept in the mode's bucket")
	assert_eq(bucket["clearedId"], ["1-1", "1-2"], "beside the clears")
	assert_eq(bucket["stats"]["1-1"]["timeMs"], 9000, "and the stats")
	var reopened = _reopened()
	assert_eq(reopened.stars_of("1-1"), 3, "read back")
	assert_eq(reopened.stars_of("1-2"), 1)


func test_a_save_from_before_stars_keeps_working():
	store.set_bucket(BUCKET, {"version": 1, "clearedId": ["1-1", "1-2"], "currentId": "1-3"})
	progress.load(store, catalog)
	assert_true(progress.is_cleared("1-2"), "the clears are there")
	assert_eq(progress.current_id(), "1-3")
	assert_eq(progress.stars_of("1-1"), 0, "without stars until cleared again")
	progress.mark_cleared_with_stars("1-3", 2)
	var bucket = store.get_bucket(BUCKET)
	assert_eq(bucket["clearedId"], ["1-1", "1-2", "1-3"])
	assert_eq(bucket["stars"], {"1-3": 2})


func test_stars_that_cannot_be_are_left_out_and_other_keys_kept():
	var attempt = {"levelId": "1-4", "moves": [{"op": "rotate", "dir": 1}]}
	store.set_bucket(
		BUCKET,
		{
			"version": 1,
			"clearedId": ["1-1", "1-2", "1-3", "1-4"],
			"stars": {"1-1": 4, "1-2": "3", "1-3": 2.5, "1-4": 2.0, "9-9": 3, "1-5": 3},
			"seen": ["intro", 7, "intro"],
			"attempt": attempt,
		}
	)
	progress.load(store, catalog)
	for id in ["1-1", "1-2", "1-3", "1-5", "9-9"]:
		assert_eq(progress.stars_of(id), 0, "no stars for %s" % id)
	assert_eq(progress.stars_of("1-4"), 2, "a whole number written as 2.0 is 2")
	assert_true(progress.is_cleared("1-3"), "a bad stars value never costs the clear")
	assert_true(progress.has_seen("intro"))
	progress.mark_cleared_with_stars("1-5", 5)
	assert_eq(progress.stars_of("1-5"), 0, "5 stars is no clear's")
	var bucket = store.get_bucket(BUCKET)
	assert_eq(bucket["stars"], {"1-4": 2})
	assert_eq(bucket["seen"], ["intro"])
	assert_eq(bucket["attempt"], attempt, "the attempt left mid-way is written back")


func test_a_one_time_screen_is_remembered():
	assert_false(progress.has_seen("intro"))
	assert_true(progress.mark_seen("intro"))
	assert_true(_reopened().has_seen("intro"), "saved")
	assert_eq(store.get_bucket(BUCKET)["clearedId"], [], "nothing cleared by it")
