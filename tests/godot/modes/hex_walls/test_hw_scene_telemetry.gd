extends "res://tests/godot/modes/hex_walls/hw_scene_test_case.gd"
# Play data of a Hex Walls session played with real gestures, sent to a real collector
# (tests/godot/common/telemetry_session.gd): a step through a wall the board refuses, a hint, the
# level left half-played and resumed (the same attempt goes on), then the clear; the collector
# holds exactly the session's events, they pass `events check`, and the path summary counts the
# whole attempt. Without consent nothing is written or sent.

const TelemetrySession = preload("res://tests/godot/common/telemetry_session.gd")

var play_data = TelemetrySession.new(self)  # the collector and the autoload's scratch places


func test_a_resumed_session_reaches_the_collector_as_one_attempt():
	yield(play_data.start(true), "completed")
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	var id = first_level_where("has_static_walls")
	yield(play(id), "completed")
	var refused = blocked_move(game.level, "s")
	assert_false(refused.empty(), "the level has a wall next to its solution")
	var prefix = refused[0]
	touch.draw(prefix, false)
	touch.move(board.centre_of(refused[1]))  # through the wall: refused
	touch.move(board.centre_of(prefix.back()))
	touch.release(board.centre_of(prefix.back()))
	press_button("show_way")
	mode.go_back()  # to the level list: the attempt is kept
	yield(frames(2), "completed")
	yield(play(id), "completed")
	assert_eq(session().path, prefix, "the board resumed")
	touch.draw(game.level["hintPath"])
	assert_eq(session().phase, "cleared")
	var events = yield(play_data.uploaded(), "completed")
	var kinds = TelemetrySession.kinds(events)
	assert_eq(kinds, ["level_start", "hint", "quit", "level_start", "win"])
	var quit = TelemetrySession.first(events, "quit")
	assert_true(quit["resumable"], "the game kept the attempt")
	assert_eq(quit["step"], prefix.size(), "a step a hex")
	assert_eq(quit["summary"]["path"], {"refused": 1, "longest": prefix.size()})
	var again = TelemetrySession.all(events, "level_start")[1]
	assert_true(again["resumed"], "the level goes on")
	assert_eq(again["attemptId"], quit["attemptId"], "as the same attempt")
	assert_eq(again["step"], quit["step"])
	assert_eq(again["activeMs"], quit["activeMs"], "its clock taken up where it stopped")
	var win = TelemetrySession.first(events, "win")
	assert_eq(win["mode"], "03-hex-walls")
	assert_eq(win["attemptNo"], 1)
	var cells = game.level["hintPath"].size()
	assert_eq(win["summary"]["path"], {"refused": 1, "longest": cells}, "the whole attempt")
	assert_eq(win["left"], 0)


func test_without_consent_nothing_is_written_or_sent():
	yield(play_data.start(false), "completed")
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	touch.draw(game.level["hintPath"].slice(0, 1))
	mode.go_back()
	yield(play(id), "completed")
	touch.draw(game.level["hintPath"])
	assert_eq(session().phase, "cleared", "the level was played")
	get_node("/root/Telemetry").upload_now()
	yield(frames(10), "completed")
	play_data.assert_nothing_recorded()
