extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# Play data of a Hex Tracks session played through the real scenes, sent to a real collector
# (tests/godot/common/telemetry_session.gd): a blocked tap, a hint, an undo and a restart, then a
# clear with the board animating; the collector holds exactly the session's events, they pass
# `events check`, and the tracks summary tells what was played. Without consent nothing is
# written or sent.

const TelemetrySession = preload("res://tests/godot/common/telemetry_session.gd")

var play_data = TelemetrySession.new(self)  # the collector and the autoload's scratch places


func test_a_session_reaches_the_collector_with_its_tracks_summary():
	yield(play_data.start(true), "completed")
	settings.set_flag("reduced_motion", false)  # the rides take time: animMs counts it
	yield(open_mode(), "completed")
	var found = blocked_at_start()
	assert_false(found.empty(), "a campaign level starts with a blocked tile")
	yield(play(found[0]), "completed")
	var solution = game.level["solution"]
	tap_tile(found[1])
	yield(settled(), "completed")
	click(game.button("hint"))
	click(game.button("undo"))
	perform(solution[0])
	yield(settled(), "completed")
	click(game.button("restart"))
	yield(settled(), "completed")
	for action in solution:
		perform(action)
		yield(settled(), "completed")
	assert_eq(session().status(), "won")
	var events = yield(play_data.uploaded(), "completed")
	var kinds = TelemetrySession.kinds(events)
	assert_eq(kinds, ["level_start", "hint", "undo", "restart", "level_start", "win"])
	var restart = TelemetrySession.first(events, "restart")
	var first = restart["summary"]["tracks"]
	assert_eq(first["failedTries"], [{"step": 1, "reason": "blocked", "tile": found[1]}])
	assert_eq(first["removals"], 1, "one tile out before the restart")
	assert_eq(restart["step"], 2, "a blocked tap and a removal")
	var win = TelemetrySession.first(events, "win")
	assert_eq(win["level"], found[0])
	assert_eq(win["mode"], "hex-tracks")
	assert_eq(win["source"], "catalog")
	assert_eq(win["attemptNo"], restart["attemptNo"] + 1, "the second attempt at the level")
	assert_eq(win["step"], solution.size(), "every action of the solution")
	assert_eq(win["left"], 0)
	var tracks = win["summary"]["tracks"]
	var turns = 0
	for action in solution:
		turns += 1 if action["op"] == "rotate" else 0
	assert_eq(tracks["removals"], solution.size() - turns)
	assert_eq(tracks["rotations"], turns)
	assert_eq(tracks["failedTries"], [])
	assert_eq(tracks["removalGapsMs"].size(), tracks["removals"] - 1, "a gap between removals")
	assert_eq(tracks["rotationToSuccessMs"].size(), turns, "each turn led to a removal")
	assert_true(tracks["lastTileMs"] >= 0, "the last tile was reached")
	assert_eq(tracks["lastTileFailedTries"], 0)
	var summary = win["summary"]
	assert_true(summary["animMs"] > 0, "the rides count as animation")
	assert_true(summary["animMs"] <= win["activeMs"])
	assert_eq(summary["awayMs"], 0, "never in the background")


func test_without_consent_nothing_is_written_or_sent():
	yield(play_data.start(false), "completed")
	yield(open_mode(), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	click(game.button("hint"))
	for action in game.level["solution"]:
		perform(action)
		yield(frames(1), "completed")
	assert_eq(session().status(), "won", "the level was played")
	mode.go_back()
	get_node("/root/Telemetry").upload_now()
	yield(frames(10), "completed")
	play_data.assert_nothing_recorded()
