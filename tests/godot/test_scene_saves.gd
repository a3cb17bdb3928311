extends "res://tests/godot/scene_test_case.gd"
# A corrupt save or a bad level never crashes the game: it starts clean or shows a message.


func test_a_corrupt_save_starts_clean_and_still_plays():
	write_file(scratch_path("save.json"), '{"format": 1, "buckets": [garbage')
	var corrupt_store = scratch_store()
	yield(open_mode(corrupt_store), "completed")
	var select = mode.get_node("LevelSelect")
	assert_true(select.visible, "the level select opens")
	assert_false(select.tile_of(level_ids()[0]).disabled, "the first level is open")
	assert_true(select.tile_of(level_ids()[1]).disabled, "nothing else is")
	yield(play(level_ids()[0]), "completed")
	touch.draw(game.level["hintPath"])
	yield(seconds(CLEAR_WAIT), "completed")
	assert_true(
		corrupt_store.get_bucket("mode:01-number-stroke").get("clearedId", []).has(level_ids()[0])
	)


func test_a_save_with_wrong_types_in_the_bucket_is_ignored():
	var path = scratch_path("save.json")
	write_file(
		path,
		JSON.print(
			{"format": 1, "buckets": {"mode:01-number-stroke": {"clearedId": 7, "currentId": []}}}
		)
	)
	yield(open_mode(scratch_store()), "completed")
	assert_true(mode.get_node("LevelSelect").visible)
	assert_eq(mode.progress.first_uncleared_id(), level_ids()[0])


func test_an_unusable_level_file_shows_a_message_instead_of_levels():
	var path = write_file(scratch_path("levels.json"), '{"format": 1, "packs": 3}')
	yield(open_mode(store, path), "completed")
	var message = mode.get_node("LevelSelect/SafeArea/Column/Message")
	assert_true(message.visible, "a message is shown")
	assert_eq(message.text, tr("catalog_error"))
	assert_false(game.visible)


func test_a_level_that_does_not_validate_returns_to_the_list_with_a_message():
	yield(open_mode(store), "completed")
	yield(play("no-such-level"), "completed")
	assert_false(game.visible, "the game does not open")
	assert_true(mode.get_node("LevelSelect").visible, "the list stays")
	assert_eq(mode.get_node("LevelSelect/SafeArea/Column/Message").text, tr("level_error"))
