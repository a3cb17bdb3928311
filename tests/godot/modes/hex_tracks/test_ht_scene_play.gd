extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# The Hex Tracks game screen played through real taps: a campaign level cleared by taps and a
# rotation (the clear card, the saved progress), a blocked tap that comes back, a hint, undo
# and restart through the mid-end.

const Texts = preload("res://scripts/hex_tracks/texts.gd")

var _shown = 0


func _on_move_shown(_event):
	_shown += 1


func test_a_level_with_a_rotation_is_cleared_by_taps_and_a_turn():
	yield(open_mode(), "completed")
	var id = level_with_rotation()
	assert_true(id != "", "the campaign has a level that needs a turn")
	for earlier in level_ids():
		if earlier == id:
			break
		mode.progress.mark_cleared(earlier)
	yield(play(id), "completed")
	var level = mode.catalog.level(id)
	var turned = false
	for action in level["solution"]:
		perform(action)
		turned = turned or action["op"] == "rotate"
		yield(frames(1), "completed")
	assert_true(turned, "the solution turns the board")
	assert_eq(game.session.status(), "won", "every tile is out")
	assert_eq(game.session.rotations, int(level["rotations"]), "with the fewest turns")
	yield(frames(2), "completed")
	assert_true(game.is_card_open(), "the clear card shows")
	assert_eq(game.card_title(), tr("cleared"))
	assert_true(mode.progress.is_cleared(id), "the clear is saved")
	assert_true(store.get_bucket(BUCKET).get("clearedId", []).has(id), "in the mode's bucket")
	click(game.frame().card_button("next"))
	yield(frames(2), "completed")
	assert_eq(mode.current_level_id(), mode.catalog.next_id(id), "Next plays the next level")


func test_a_blocked_tap_comes_back_and_counts_a_try():
	yield(open_mode(), "completed")
	var found = blocked_at_start()
	assert_false(found.empty(), "a campaign level starts with a blocked tile")
	yield(play(found[0]), "completed")
	var budget = game.session.budget()
	var blocker = game.session.trace_of(found[1])["blocker"]
	game.connect("move_shown", self, "_on_move_shown")
	tap_tile(found[1])
	yield(frames(1), "completed")
	assert_eq(_shown, 1, "the move was shown")
	assert_true(game.session.is_on_board(found[1]), "the tile is back on its cell")
	assert_eq(game.session.failed, 1, "a failed try is counted")
	assert_eq(game.session.budget(), budget, "and costs nothing")
	assert_eq(game.message(), tr("ht_blocked"))
	assert_eq(game.stats_text(), Texts.counters(budget, 0, 1))
	assert_true(board.flash > 0.0, "the blocker is marked (tile %d)" % blocker)
	assert_false(game.button("undo").disabled, "a failed try can be undone")
	click(game.button("undo"))
	yield(frames(1), "completed")
	assert_eq(game.session.failed, 0, "undo takes the try back")


func test_hint_points_at_the_next_action_of_an_optimal_solution():
	yield(open_mode(), "completed")
	var id = level_with_rotation()
	yield(play(id), "completed")
	var level = mode.catalog.level(id)
	# Play the solution up to its first turn, then ask.
	var index = 0
	while level["solution"][index]["op"] != "rotate":
		perform(level["solution"][index])
		index += 1
	click(game.button("hint"))
	yield(frames(1), "completed")
	var turn = int(level["solution"][index]["dir"])
	var button = game.button("rotate_right" if turn == 1 else "rotate_left")
	assert_eq(button.modulate, Color("#6a5cf5"), "the rotate button of the hint is lit")
	assert_true(game.message() in [tr("ht_hint_turn_right"), tr("ht_hint_turn_left")])
	perform(level["solution"][index])
	click(game.button("hint"))
	yield(frames(1), "completed")
	assert_eq(board.hint_tile, level["solution"][index + 1]["tile"], "then the next tile glows")
	assert_eq(game.message(), tr("ht_hint_tap"))


func test_restart_brings_the_level_back_and_can_be_undone():
	yield(open_mode(), "completed")
	var id = ""
	for candidate in level_ids():  # a board that turns, its solution starting with a tap
		var level = mode.catalog.level(candidate)
		if level["canRotate"] and level["solution"][0]["op"] == "tap":
			id = candidate
			break
	yield(play(id), "completed")
	var first = mode.catalog.level(id)["solution"][0]
	perform(first)
	click(game.button("rotate_right"))
	yield(frames(1), "completed")
	assert_eq(game.session.orientation, 1, "the board turned")
	assert_false(game.session.is_on_board(first["tile"]), "the tile left")
	click(game.button("restart"))
	yield(frames(1), "completed")
	assert_eq(game.session.orientation, 0, "restart turns the board back")
	assert_true(game.session.is_on_board(first["tile"]), "and puts the tile back")
	click(game.button("undo"))
	yield(frames(1), "completed")
	assert_eq(game.session.orientation, 1, "undo takes the restart back")
	assert_eq(game.session.rotations, 1)
