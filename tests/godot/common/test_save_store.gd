extends "res://tests/godot/test_case.gd"
# SaveStore on scratch files: round trip, copies, atomic replacement, every kind of bad file
# moved aside without a crash, and the changes of a frame written together (at once when the app
# leaves). Most tests write each change at once (_saved: set_bucket, then flush).

const SaveStore = preload("res://scripts/autoload/save_store.gd")

var store
var save_path


func before_each():
	save_path = scratch_path("save.json")
	store = _store_at(save_path)


func after_each():
	store.free()


func test_no_file_is_a_clean_start():
	assert_eq(store.get_bucket("mode:a-mode"), {})
	assert_eq(store.error, "")
	assert_false(File.new().file_exists(save_path), "reading creates no file")


func test_a_bucket_is_written_and_read_back():
	var bucket = {"clearedId": ["1-1"], "currentId": "1-2"}
	assert_true(_saved(store, "mode:a-mode", bucket), store.error)
	assert_true(_saved(store, "mode:02-other", {"stars": 3}), store.error)
	assert_eq(
		_parse(read_file(save_path)),
		{
			"format": 1,
			"buckets": {"mode:a-mode": bucket, "mode:02-other": {"stars": 3}},
		}
	)
	assert_false(File.new().file_exists(save_path + ".tmp"), "no temp file left behind")
	var reopened = _store_at(save_path)
	assert_eq(reopened.get_bucket("mode:a-mode"), bucket)
	assert_eq(reopened.error, "")
	reopened.free()


func test_buckets_are_copies():
	var bucket = {"clearedId": ["1-1"]}
	_saved(store, "mode:a-mode", bucket)
	bucket["clearedId"].append("1-2")
	var read = store.get_bucket("mode:a-mode")
	assert_eq(read, {"clearedId": ["1-1"]}, "changing the dictionary given leaves the store")
	read["clearedId"].append("1-3")
	assert_eq(store.get_bucket("mode:a-mode"), {"clearedId": ["1-1"]})


func test_bad_files_are_moved_aside_and_the_game_starts_clean():
	var bad_contents = [
		"",
		"{not json",
		"[1, 2]",
		'"just a string"',
		'{"format": 1}',
		'{"format": 2, "buckets": {}}',
		'{"format": "1", "buckets": {}}',
		'{"format": 1, "buckets": []}',
		'{"format": 1, "buckets": {"mode:a-mode": ["1-1"]}}',
		'{"format": 1, "buckets": {}, "cloud": true}',
		'{"name": "somebody else\'s settings", "volume": 3}',
	]
	for i in range(bad_contents.size()):
		var path = scratch_path("save-%d.json" % i)
		write_file(path, bad_contents[i])
		var bad = _store_at(path)
		assert_eq(bad.get_bucket("mode:a-mode"), {}, bad_contents[i])
		assert_true(bad.error.find("moved it to") != -1, "%s: %s" % [bad_contents[i], bad.error])
		var aside = _aside_files("save-%d.corrupt-" % i)
		assert_eq(aside.size(), 1, "one copy kept aside for %s" % bad_contents[i])
		if aside.size() == 1:
			assert_eq(read_file(scratch_path(aside[0])), bad_contents[i], "kept as it was")
		assert_true(_saved(bad, "mode:a-mode", {"currentId": "1-1"}), bad.error)
		assert_eq(_parse(read_file(path))["format"], 1, "a fresh save replaces the bad one")
		bad.free()


func test_an_unreadable_save_is_moved_aside():
	Directory.new().make_dir(save_path)  # a folder where the file should be
	var blocked = _store_at(save_path)
	assert_eq(blocked.get_bucket("mode:a-mode"), {})
	assert_true(blocked.error.find(": unreadable (error ") != -1, blocked.error)
	assert_false(Directory.new().dir_exists(save_path), "the folder was moved aside")
	assert_true(_saved(blocked, "mode:a-mode", {"currentId": "1-1"}), blocked.error)
	blocked.free()


func test_two_bad_files_in_one_second_are_both_kept():
	write_file(save_path, "{broken")
	_store_at(save_path).free()
	write_file(save_path, "{broken again")
	_store_at(save_path).free()
	var aside = _aside_files("save.corrupt-")
	assert_eq(aside.size(), 2, str(aside))


# The save is replaced by renaming a finished temp file, so a write that fails half-way
# leaves the previous save as it was.
func test_a_failed_write_leaves_the_previous_save_whole():
	_saved(store, "mode:a-mode", {"currentId": "1-2"})
	var before = read_file(save_path)
	Directory.new().make_dir(save_path + ".tmp")  # the temp file cannot be created
	assert_false(_saved(store, "mode:a-mode", {"currentId": "2-1"}))
	assert_true(store.error.find("cannot write") != -1, store.error)
	assert_eq(read_file(save_path), before)
	assert_eq(store.get_bucket("mode:a-mode"), {"currentId": "2-1"}, "kept for this run")
	Directory.new().remove(save_path + ".tmp")
	write_file(save_path + ".tmp", "{half a write from a crash")
	var reopened = _store_at(save_path)
	assert_eq(reopened.get_bucket("mode:a-mode"), {"currentId": "1-2"})
	reopened.free()
	assert_true(_saved(store, "mode:a-mode", {"currentId": "3-1"}), store.error)
	assert_eq(_parse(read_file(save_path))["buckets"]["mode:a-mode"]["currentId"], "3-1")


func test_the_last_good_copy_is_kept_beside_the_save():
	_saved(store, "mode:a-mode", {"currentId": "1-2"})
	var first = read_file(save_path)
	_saved(store, "mode:a-mode", {"currentId": "1-3"})
	assert_eq(read_file(store.backup_path()), first, "save.bak.json holds the save before")
	assert_eq(store.backup_path(), save_path.get_basename() + ".bak.json")
	assert_eq(store.backup_bucket("mode:a-mode"), {"currentId": "1-2"})
	assert_eq(store.take_notice(), "", "nothing to tell")


func test_a_truncated_save_comes_back_from_the_last_good_copy_and_the_player_is_told():
	_saved(store, "mode:a-mode", {"currentId": "1-2"})
	_saved(store, "mode:a-mode", {"currentId": "1-3"})
	var whole = read_file(save_path)
	write_file(save_path, whole.substr(0, whole.length() / 2))  # cut off mid-write
	var reopened = _store_at(save_path)
	assert_eq(reopened.get_bucket("mode:a-mode"), {"currentId": "1-2"}, "the backup")
	assert_eq(reopened.take_notice(), "save_restored")
	assert_eq(reopened.take_notice(), "", "told once")
	var aside = _aside_files("save.corrupt-")
	assert_eq(aside.size(), 1, "the truncated save is kept aside")
	_saved(reopened, "mode:a-mode", {"currentId": "2-1"})
	assert_eq(
		read_file(scratch_path(aside[0])), whole.substr(0, whole.length() / 2), "never overwritten"
	)
	reopened.free()


func test_nothing_readable_starts_clean_and_says_so():
	write_file(save_path, "{trunc")
	write_file(save_path.get_basename() + ".bak.json", "[]")
	var reopened = _store_at(save_path)
	assert_eq(reopened.get_bucket("mode:a-mode"), {})
	assert_eq(reopened.take_notice(), "save_reset")
	assert_eq(_aside_files("save.corrupt-").size(), 2, "both set aside")
	reopened.free()


func test_a_crash_between_the_renames_of_a_write_loses_nothing():
	_saved(store, "mode:a-mode", {"currentId": "1-2"})
	_saved(store, "mode:a-mode", {"currentId": "1-3"})
	# The save became the backup, the finished temp file was not renamed yet.
	var newest = read_file(save_path)
	Directory.new().rename(save_path, save_path + ".tmp")
	var reopened = _store_at(save_path)
	assert_eq(reopened.get_bucket("mode:a-mode"), {"currentId": "1-3"})
	assert_eq(read_file(save_path), newest, "the temp file became the save")
	assert_eq(reopened.take_notice(), "")
	reopened.free()
	Directory.new().remove(save_path)
	reopened = _store_at(save_path)
	assert_eq(reopened.get_bucket("mode:a-mode"), {"currentId": "1-2"}, "else the backup")
	assert_eq(reopened.take_notice(), "save_restored")
	reopened.free()


func test_keep_copy_sets_the_save_aside_once_per_reason():
	assert_false(store.keep_copy("nothing saved yet"))
	_saved(store, "mode:a-mode", {"clearedId": 7})
	assert_true(store.keep_copy("bucket damaged"))
	assert_false(store.keep_copy("bucket damaged"), "once")
	var aside = _aside_files("save.corrupt-")
	assert_eq(aside.size(), 1)
	assert_eq(read_file(scratch_path(aside[0])), read_file(save_path))


# The changes of one frame are written once, at its end: the backup is the save from before.
func test_changes_in_one_frame_make_one_write_at_its_end():
	_saved(store, "mode:a-mode", {"currentId": "1-2"})
	var before = read_file(save_path)
	store.set_bucket("mode:a-mode", {"currentId": "1-3", "clearedId": ["1-2"]})
	store.set_bucket("mode:a-mode:attempt", {})
	assert_true(store.is_write_due(), "the write waits")
	assert_eq(read_file(save_path), before, "nothing written yet")
	yield(get_tree(), "idle_frame")
	assert_false(store.is_write_due(), "written at the end of the frame")
	assert_eq(
		_parse(read_file(save_path))["buckets"],
		{
			"mode:a-mode": {"currentId": "1-3", "clearedId": ["1-2"]},
			"mode:a-mode:attempt": {},
		}
	)
	assert_eq(read_file(store.backup_path()), before, "one write: the save before is the backup")
	assert_false(File.new().file_exists(save_path + ".tmp"), "no temp file left behind")


# Paused, unfocused or quitting, the app may be ended before another frame: what waits is written
# at once, and so is every change until the app is back.
func test_a_waiting_write_is_made_when_the_app_leaves():
	var away_and_back = [
		[MainLoop.NOTIFICATION_APP_PAUSED, MainLoop.NOTIFICATION_APP_RESUMED],
		[MainLoop.NOTIFICATION_WM_FOCUS_OUT, MainLoop.NOTIFICATION_WM_FOCUS_IN],
		[MainLoop.NOTIFICATION_WM_QUIT_REQUEST, MainLoop.NOTIFICATION_APP_RESUMED],
	]
	for i in range(away_and_back.size()):
		var pair = away_and_back[i]
		store.set_bucket("mode:a-mode", {"currentId": "%d-1" % i})
		store.notification(pair[0])
		assert_false(store.is_write_due(), "notification %d: written" % pair[0])
		assert_eq(_bucket_on_disk("mode:a-mode"), {"currentId": "%d-1" % i})
		assert_true(store.set_bucket("mode:a-mode", {"currentId": "%d-2" % i}))
		assert_eq(_bucket_on_disk("mode:a-mode"), {"currentId": "%d-2" % i}, "at once")
		store.notification(pair[1])
		store.set_bucket("mode:a-mode", {"currentId": "%d-3" % i})
		assert_true(store.is_write_due(), "notification %d: back, writes wait again" % pair[1])
		assert_eq(_bucket_on_disk("mode:a-mode"), {"currentId": "%d-2" % i})
		assert_true(store.flush(), store.error)


func test_a_waiting_write_is_made_when_the_store_goes_or_opens_another_save():
	var other_path = scratch_path("other.json")
	store.set_bucket("mode:a-mode", {"currentId": "1-2"})
	store.open(other_path)
	assert_eq(_bucket_on_disk("mode:a-mode"), {"currentId": "1-2"}, "in the save it was for")
	assert_false(File.new().file_exists(other_path), "not in the new one")
	store.set_bucket("mode:a-mode", {"currentId": "2-1"})
	store.free()
	store = _store_at(other_path)
	assert_eq(store.get_bucket("mode:a-mode"), {"currentId": "2-1"}, "freed: written")


# Changes over many frames, several in some: the save holds every last one.
func test_nothing_is_lost_over_frames():
	var expected = {}
	for frame in range(6):
		for key in range(frame % 3 + 1):
			var bucket = {"frame": frame, "key": key}
			store.set_bucket("mode:%d" % key, bucket)
			expected["mode:%d" % key] = bucket
		yield(get_tree(), "idle_frame")
		assert_eq(_parse(read_file(save_path))["buckets"], expected, "after frame %d" % frame)


func _saved(target, key: String, bucket: Dictionary) -> bool:
	target.set_bucket(key, bucket)
	return target.flush()


func _bucket_on_disk(key: String) -> Dictionary:
	return _parse(read_file(save_path))["buckets"].get(key, {})


func _store_at(path: String):
	var opened = SaveStore.new()
	opened.open(path)
	return opened


func _aside_files(prefix: String) -> Array:
	return file_names(save_path.get_base_dir(), prefix)


func _parse(text: String):
	return JSON.parse(text).result
