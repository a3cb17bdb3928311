extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# Play data of a Number Stroke session played with real gestures, sent to a real collector
# (tests/godot/common/telemetry_session.gd): a hint, an undo and a restart, a start the board
# refuses, an observation pause, the app in the background for a while, then the clear; the
# collector holds exactly the session's events, they pass `events check`, and the path summary
# and the clocks tell what happened. Without consent nothing is written or sent.

const TelemetrySession = preload("res://tests/godot/common/telemetry_session.gd")
const AWAY_MS = 300
const LOOK_MS = 2100  # longer than an observation pause (PAUSE_MS)

var play_data = TelemetrySession.new(self)  # the collector and the autoload's scratch places


func test_a_session_reaches_the_collector_with_its_path_summary_and_clocks():
	yield(play_data.start(true), "completed")
	yield(open_mode(store), "completed")
	var id = _level_with_a_one(9)
	assert_true(id != "", "a level of 9 cells or more fixes its first cell")
	yield(play(id), "completed")
	var solution = game.level["hintPath"]
	touch.draw(solution.slice(0, 3))
	press_button("add_number")
	press_button("undo")
	press_button("restart")
	touch.tap(_cell_not(solution[0]))  # the board refuses a start away from the 1
	_to_the_background_and_back()
	yield(_wait_ms(AWAY_MS), "completed")
	_back_from_the_background()
	yield(_wait_ms(LOOK_MS), "completed")
	touch.draw(solution)
	assert_eq(session().phase, "cleared")
	var events = yield(play_data.uploaded(), "completed")
	var kinds = TelemetrySession.kinds(events)
	assert_eq(kinds, ["level_start", "hint", "undo", "restart", "level_start", "win"])
	var restart = TelemetrySession.first(events, "restart")
	assert_eq(restart["summary"]["path"], {"refused": 0, "longest": 4}, "the first attempt")
	assert_eq(restart["step"], 4, "four cells drawn (a hint or an undo is no step)")
	var win = TelemetrySession.first(events, "win")
	assert_eq(win["mode"], "01-number-stroke")
	assert_eq(win["level"], id)
	assert_eq(win["attemptNo"], 2)
	assert_eq(win["step"], solution.size(), "one step a cell")
	assert_eq(win["left"], 0)
	var summary = win["summary"]
	assert_eq(summary["path"], {"refused": 1, "longest": solution.size()})
	var pause = TelemetrySession.first(events, "app_pause")
	var back = TelemetrySession.first(events, "app_resume")
	assert_eq(pause.get("attemptId"), win["attemptId"], "the pause names the attempt played")
	assert_eq(pause.get("level"), id)
	assert_true(back["awayMs"] >= AWAY_MS, "away %d ms" % back["awayMs"])
	assert_eq(summary["awayMs"], back["awayMs"], "the attempt's time away")
	var start = TelemetrySession.all(events, "level_start")[1]
	var wall = win["monoMs"] - start["monoMs"]
	assert_true(abs(wall - back["awayMs"] - win["activeMs"]) <= 50, "active = wall - away")
	assert_eq(summary["pausesMs"].size(), 1, "one observation pause: %s" % [summary["pausesMs"]])
	assert_true(summary["pausesMs"][0] >= LOOK_MS - 50, "about as long as the look")
	assert_eq(summary["animMs"], 0, "a path board never holds moves back")


func test_without_consent_nothing_is_written_or_sent():
	yield(play_data.start(false), "completed")
	yield(open_mode(store), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	press_button("show_way")
	touch.draw(game.level["hintPath"])
	assert_eq(session().phase, "cleared", "the level was played")
	_to_the_background_and_back()
	_back_from_the_background()
	get_node("/root/Telemetry").upload_now()
	yield(frames(10), "completed")
	play_data.assert_nothing_recorded()


func _to_the_background_and_back():
	get_tree().root.propagate_notification(MainLoop.NOTIFICATION_APP_PAUSED)


func _back_from_the_background():
	get_tree().root.propagate_notification(MainLoop.NOTIFICATION_APP_RESUMED)


func _wait_ms(milliseconds):
	var until = OS.get_ticks_msec() + milliseconds
	while OS.get_ticks_msec() < until:
		yield(get_tree(), "idle_frame")


# The first level of at least `cells` cells with a 1 on its board (so a start elsewhere is
# refused).
func _level_with_a_one(cells):
	for id in level_ids():
		var level = mode.catalog.level(id)
		if level["cells"].size() < cells:
			continue
		for cell in level["cells"]:
			if int(cell["clue"]) == 1:
				return id
	return ""


func _cell_not(node):
	for other in range(game.level["cells"].size()):
		if other != node:
			return other
	return -1
