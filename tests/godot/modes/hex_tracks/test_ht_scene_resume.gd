extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# A Hex Tracks level left half-played (the scene freed, as when the OS ends the app) comes back
# from a reopened save: the tiles out, the turn, the counters, undo and the rotate buttons; a
# clear drops the attempt and the level starts fresh. A workshop level has no slot.


func test_a_level_left_mid_way_is_resumed_and_a_clear_starts_it_fresh():
	yield(open_mode(), "completed")
	var id = level_with_rotation()
	yield(play(id), "completed")
	var solution = mode.catalog.level(id)["solution"]
	var turn = 0
	while solution[turn]["op"] != "rotate":
		turn += 1
	assert_true(turn + 2 < solution.size(), "a solution that goes on after its turn")
	for i in range(turn + 2):
		perform(solution[i])
		yield(frames(1), "completed")
	var state = session().state()
	var stats = game.stats_text()
	assert_true(state["rotations"] > 0 and not state["removed"].empty(), "played")
	_free_mode()
	assert_eq(store.get_bucket(BUCKET)["attempt"]["levelId"], id, "written as the scene left")
	yield(open_mode(scratch_store()), "completed")
	yield(play(id), "completed")
	assert_eq(session().state(), state, "the board as it was")
	assert_eq(game.stats_text(), stats, "the counters")
	assert_eq(board.orientation, state["orientation"], "drawn turned")
	assert_false(game.button("undo").disabled, "undo is there")
	assert_false(game.button("rotate_right").disabled, "the board can turn")
	click(game.button("undo"))
	yield(frames(1), "completed")
	assert_eq(session().removed.size(), state["removed"].size() - 1, "undo takes a tile back")
	for i in range(turn + 1, solution.size()):
		perform(solution[i])
		yield(frames(1), "completed")
	assert_eq(session().status(), "won")
	assert_false(mode.save_store.get_bucket(BUCKET).has("attempt"), "the clear dropped it")
	_free_mode()
	yield(open_mode(scratch_store()), "completed")
	yield(play(id), "completed")
	assert_eq(session().removed, [], "a cleared level starts fresh")
	assert_true(game.button("undo").disabled)


func test_a_workshop_level_does_not_take_the_slot():
	yield(open_mode(), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	var first = mode.catalog.level(id)["solution"][0]
	perform(first)
	yield(frames(1), "completed")
	mode.go_back()
	mode.play_workshop_level(mode.catalog.level(id))
	yield(frames(2), "completed")
	assert_true(game.visible, "the same level from the workshop")
	assert_eq(session().removed, [], "not resumed there")
	perform(first)
	yield(frames(1), "completed")
	perform(mode.catalog.level(id)["solution"][1])
	yield(frames(1), "completed")
	mode.go_back()
	assert_eq(store.get_bucket(BUCKET)["attempt"]["moves"].size(), 1, "the campaign's attempt")


# The scene goes away without a step back (as when the OS ends the app).
func _free_mode():
	remove_child(mode)
	mode.free()
	mode = null
