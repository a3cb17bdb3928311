extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# A corrupt save or a bad level never crashes the game: it starts clean or shows a message.


func test_a_corrupt_save_starts_clean_and_still_plays():
	write_file(scratch_path("save.json"), '{"format": 1, "buckets": [garbage')
	var corrupt_store = scratch_store()
	yield(open_mode(corrupt_store), "completed")
	assert_true(select.visible, "the level select opens")
	assert_false(select.tile_of(level_ids()[0]).is_locked(), "the first level is open")
	assert_true(select.tile_of(level_ids()[1]).is_locked(), "nothing else is")
	yield(play(level_ids()[0]), "completed")
	touch.draw(game.level["hintPath"])
	assert_true(corrupt_store.get_bucket(BUCKET).get("clearedId", []).has(level_ids()[0]))


func test_a_save_with_wrong_types_in_the_bucket_is_ignored():
	var path = scratch_path("save.json")
	write_file(
		path,
		JSON.print(
			{"format": 1, "buckets": {"mode:01-number-stroke": {"clearedId": 7, "currentId": []}}}
		)
	)
	yield(open_mode(scratch_store()), "completed")
	assert_true(select.visible)
	assert_eq(mode.progress.first_uncleared_id(), level_ids()[0])


func test_a_truncated_save_comes_back_from_its_backup_and_a_toast_says_so():
	yield(open_mode(store), "completed")
	var ids = level_ids()
	for i in range(3):
		mode.progress.mark_cleared(ids[i])
		store.flush()  # each clear in a frame of its own: a write each
	var path = scratch_path("save.json")
	var whole = read_file(path)
	write_file(path, whole.substr(0, 40))
	yield(open_mode(scratch_store()), "completed")
	assert_eq(mode.progress.cleared_count(), 2, "the last good copy: two of the three clears")
	assert_eq(select.toast(), tr("save_restored"), "the player is told")
	yield(open_mode(scratch_store()), "completed")
	assert_eq(select.toast(), "", "once")


func test_a_save_with_wrong_types_is_not_taken_for_a_fresh_one():
	yield(open_mode(store), "completed")
	var ids = level_ids()
	for i in range(2):
		mode.progress.mark_cleared(ids[i])
		store.flush()  # each clear in a frame of its own: a write each
	var damaged = store.get_bucket(BUCKET)
	damaged["clearedId"] = ids[0]
	store.set_bucket(BUCKET, damaged)
	yield(open_mode(scratch_store()), "completed")
	assert_eq(mode.progress.cleared_count(), 2, "restored from the last good copy")
	assert_eq(select.toast(), tr("save_restored"))


func test_an_unusable_level_file_shows_a_message_instead_of_levels():
	var path = write_file(scratch_path("levels.json"), '{"format": 1, "packs": 3}')
	yield(open_mode(store, path), "completed")
	assert_eq(select.message(), tr("catalog_error"), "a message is shown")
	assert_false(game.visible)


func test_a_level_that_does_not_validate_returns_to_the_list_with_a_message():
	yield(open_mode(store), "completed")
	yield(play("no-such-level"), "completed")
	assert_false(game.visible, "the game does not open")
	assert_true(select.visible, "the list stays")
	assert_eq(select.message(), tr("level_error"))
