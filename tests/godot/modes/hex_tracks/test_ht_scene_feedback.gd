extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# Issue 29 §10, the game screen says what the board shows, with the board's animations on: the
# counters (top bar and under the board) and the message line change when the ride shows the
# tap's outcome (the tile off the board, at its contact point), not at the tap; a turn tapped
# while a tile rides is marked on its rotate button until it is played.

const Texts = preload("res://scripts/hex_tracks/texts.gd")


func before_each():
	.before_each()
	settings.set_flag("reduced_motion", false)


func test_the_counters_change_once_the_tile_is_off_the_board():
	yield(open_mode(), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	var tile_id = mode.catalog.level(id)["solution"][0]["tile"]
	var budget = game.session.budget()
	var left = game.session.tiles_left()
	var stats = game.stats_text()
	var counter = game.frame().counter()
	tap_tile(tile_id)
	assert_false(game.session.is_on_board(tile_id), "the session has it out")
	assert_true(board.is_animating(), "while the tile rides")
	board.find_node("Tween", false, false).seek(board.move_time * 0.5)
	assert_eq(game.stats_text(), stats, "the counters wait for the ride")
	assert_eq(game.frame().counter(), counter, "and so does the tiles' count")
	yield(board, "move_finished")
	assert_eq(game.stats_text(), Texts.counters(budget - 1, 0, 0), "then count it")
	assert_eq(game.frame().counter(), "⬢ × %d" % (left - 1))


func test_a_blocked_tile_says_so_when_it_touches_the_blocker():
	yield(open_mode(), "completed")
	var found = blocked_at_start()
	yield(play(found[0]), "completed")
	var budget = game.session.budget()
	var stats = game.stats_text()
	tap_tile(found[1])
	assert_eq(game.message(), "", "nothing said at the tap")
	board.find_node("Tween", false, false).seek(board.move_time * 0.5)
	assert_eq(game.message(), "", "nor on the way")
	assert_eq(game.stats_text(), stats, "and the try is not counted yet")
	var contact = game.session.trace_of(found[1])["contact"]
	yield(board, "outcome_shown")
	assert_eq(game.message(), tr("ht_blocked"), "said at the contact")
	assert_eq(game.stats_text(), Texts.counters(budget, 0, 1), "and counted")
	assert_true(board.is_animating(), "before the tile comes back")
	assert_true(
		abs(board.slide - contact) < 1.0, "at %.2f, its contact %.2f" % [board.slide, contact]
	)
	yield(board, "move_finished")
	assert_eq(game.message(), tr("ht_blocked"), "and still said once it is back")


func test_a_turn_tapped_during_a_ride_is_marked_on_its_button():
	yield(open_mode(), "completed")
	var id = level_with_rotation()
	yield(play(id), "completed")
	var right = game.button("rotate_right")
	var left = game.button("rotate_left")
	assert_eq([right.waiting, left.waiting], [0, 0], "nothing waits")
	perform(_first_tap(mode.catalog.level(id)))
	assert_true(board.is_animating(), "a tile rides")
	click(right)
	click(right)
	click(left)
	assert_eq(game.session.rotations, 0, "the turns wait")
	assert_eq([right.waiting, left.waiting], [2, 1], "each button marks its waiting turns")
	yield(settled(), "completed")
	assert_eq(game.session.rotations, 3, "then they are played")
	assert_eq([right.waiting, left.waiting], [0, 0], "and the marks are gone")


static func _first_tap(level):
	for action in level["solution"]:
		if action["op"] == "tap":
			return action
	return {}
