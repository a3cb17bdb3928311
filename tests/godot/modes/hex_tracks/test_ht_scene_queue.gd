extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# Issue 18 §2, no tap is lost: with the board's animations on, what is tapped while a tile rides
# (a tap, a turn, a hint) waits in the game screen's queue (scripts/common/game_screen.gd) and is
# carried out in order when the board is still; a tile tapped twice meanwhile waits once and is
# marked on the board. Real clicks every 50 ms along every campaign level's reference solution
# (its baked "solution") clear it with the fewest turns and no failed try. The game runs faster
# (Engine.time_scale): rides, turns and the 50 ms between taps all keep their length in game
# time, so each ride still spans several taps.

const TAP_EVERY = 0.05  # seconds of game time between two taps
const SPEED = 16.0  # Engine.time_scale while the taps play
const SETTLE_FRAMES = 2000  # at most, for the last rides of a level to end


func before_each():
	.before_each()
	settings.set_flag("reduced_motion", false)


func after_each():
	Engine.time_scale = 1.0
	.after_each()


func test_taps_every_50_ms_along_every_campaign_solution_clear_it():
	timeout_seconds = 900
	yield(open_mode(), "completed")
	Engine.time_scale = SPEED
	var most_waiting = 0
	for id in level_ids():
		var level = mode.catalog.level(id)
		yield(play(id), "completed")
		for action in level["solution"]:
			perform(action)
			most_waiting = max(most_waiting, game.queued_moves().size())
			yield(get_tree().create_timer(TAP_EVERY), "timeout")
		yield(_settled(), "completed")
		assert_eq(game.session.status(), "won", "%s is cleared" % id)
		assert_eq(game.session.failed, 0, "%s: every tap in its turn (no failed try)" % id)
		assert_eq(game.session.rotations, int(level["rotations"]), "%s: no turn lost" % id)
		assert_eq(game.session.removed.size(), level["tiles"].size(), id)
		var solved_in = game.elapsed_ms()
		yield(frames(1), "completed")
		assert_eq(game.elapsed_ms(), solved_in, "%s: the clock stopped when it was solved" % id)
	assert_true(most_waiting >= 2, "taps waited for the rides (at most %d at once)" % most_waiting)


func test_a_tile_tapped_twice_during_a_ride_waits_once_and_is_marked():
	yield(open_mode(), "completed")
	var found = _exit_then_blocked()
	assert_false(found.empty(), "a level where a tile leaves and then another is blocked")
	yield(play(found[0]), "completed")
	tap_tile(found[1])
	assert_true(board.is_animating(), "the first tile rides")
	tap_tile(found[2])
	tap_tile(found[2])
	assert_eq(game.queued_moves(), [{"op": "tap", "tile": found[2]}], "the second tile waits once")
	assert_eq(board.queued_tiles, [found[2]], "and is marked on the board")
	assert_eq(game.session.failed, 0, "nothing of it is played yet")
	yield(_settled(), "completed")
	assert_eq(game.session.failed, 1, "it was tapped once")
	assert_false(game.session.is_on_board(found[1]), "after the first tile left")
	assert_eq(board.queued_tiles, [], "the mark is gone")


func test_a_hint_asked_during_a_ride_is_shown_after_it():
	yield(open_mode(), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	var solution = mode.catalog.level(id)["solution"]
	var events = []
	game.connect("move_applied", self, "_on_move_applied", [events])
	perform(solution[0])
	click(game.button("hint"))
	assert_eq(events.size(), 1, "the hint waits for the ride")
	yield(_settled(), "completed")
	assert_eq(events.size(), 2)
	assert_eq(events[1]["kind"], "hint", "then the hint is given")
	assert_eq(board.hint_tile, solution[1]["tile"], "for the board after the ride")


func _on_move_applied(_move, event, events):
	events.append(event)


# Waits until nothing waits in the queue and the board is still.
func _settled():
	var frames_left = SETTLE_FRAMES
	while (board.is_animating() or not game.queued_moves().empty()) and frames_left > 0:
		yield(get_tree(), "idle_frame")
		frames_left -= 1
	yield(get_tree(), "idle_frame")


# [level id, a tile that leaves at the start, a tile blocked once it has left]; [] if none.
func _exit_then_blocked():
	for id in level_ids():
		var probe = Session.new(mode.catalog.level(id))
		for tile in probe.board.tiles:
			if probe.trace_of(tile["id"])["outcome"] != "exit":
				continue
			probe.apply({"op": "tap", "tile": tile["id"]})
			for other in probe.remaining_ids():
				if probe.trace_of(other)["outcome"] == "blocked":
					return [id, tile["id"], other]
			probe = Session.new(mode.catalog.level(id))
	return []
