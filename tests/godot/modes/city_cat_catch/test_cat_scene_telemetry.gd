extends "res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd"
# Play data of a City Cat Catch session played with real clicks, sent to a real collector
# (tests/godot/common/telemetry_session.gd): the tray fills (fail), a tool from the lose card
# revives the board, a restart (confirmed on its card), then the clear; the collector holds
# exactly the session's events, they pass `events check`, each carries the board's city,
# revision and seed, and the cat summary has the peak tray, the tools and the first fail step.
# A daily board's events name it (daily-<date>-<city>) and its summary counts the time its pieces
# flew as animMs (taps are taken meanwhile, so no move waits for it). Without consent nothing is
# written or sent.

const TelemetrySession = preload("res://tests/godot/common/telemetry_session.gd")
const BoardView = preload("res://scripts/city_cat_catch/board_view.gd")

var play_data = TelemetrySession.new(self)  # the collector and the autoload's scratch places


func test_a_session_reaches_the_collector_with_its_cat_summary():
	yield(play_data.start(true), "completed")
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-3"), "completed")
	yield(fill_the_tray(), "completed")
	assert_true(game.is_lose_card_open(), "the tray is full")
	press_card_button("undo")
	yield(settled(), "completed")
	assert_eq(session().status(), Session.PLAYING, "the tool revived the board")
	press_button("restart")
	assert_true(game.is_restart_card_open(), "a restart with progress on the board asks first")
	press_card_button("restart")
	yield(settled(), "completed")
	for id in game.level["witness"]:
		yield(tap_piece(id), "completed")
	assert_eq(session().status(), Session.WON)
	var events = yield(play_data.uploaded(), "completed")
	var kinds = TelemetrySession.kinds(events)
	var expected = ["level_start", "fail", "tool", "revive", "restart", "level_start", "win"]
	assert_eq(kinds, expected)
	for event in events:
		if event.has("step"):
			assert_eq(event["cityId"], "harbor", event["kind"])
			assert_eq(event["revision"], int(game.level["revision"]))
			assert_eq(event["seed"], game.level["seed"])
			assert_eq(event["level"], "harbor-3")
	var fail = TelemetrySession.first(events, "fail")
	assert_eq(fail["reason"], "tray-full")
	assert_eq(fail["step"], 7, "the seventh tap filled the tray")
	assert_eq(fail["summary"]["cat"]["firstFailStep"], 7)
	assert_eq(fail["summary"]["cat"]["peakSlotUsage"], 7)
	assert_eq(TelemetrySession.first(events, "tool")["tool"], "undo")
	var restart = TelemetrySession.first(events, "restart")
	var used = {"undo": 1, "remove": 0, "shuffle": 0}
	assert_eq(restart["summary"]["cat"]["toolUsage"], used, "the tool counted")
	assert_eq(restart["summary"]["cat"]["firstFailStep"], 7, "the fail stays the first")
	var win = TelemetrySession.first(events, "win")
	assert_eq(win["attemptNo"], 2)
	assert_eq(win["step"], game.level["witness"].size(), "a step a tap")
	assert_eq(win["left"], 0)
	var cat = win["summary"]["cat"]
	assert_eq(cat["toolUsage"], {"undo": 0, "remove": 0, "shuffle": 0}, "a new attempt")
	assert_eq(cat["firstFailStep"], null, "never failed")
	assert_true(cat["peakSlotUsage"] >= 2 and cat["peakSlotUsage"] < 7)


func test_a_daily_names_its_board_and_counts_the_time_its_pieces_flew():
	yield(play_data.start(true), "completed")
	yield(open_mode(store), "completed")
	yield(play_daily_of("harbor"), "completed")
	var flights = 3
	for i in range(flights):
		yield(tap_piece(game.level["witness"][i]), "completed")
	game.restart()
	yield(settled(), "completed")
	var events = yield(play_data.uploaded(), "completed")
	assert_eq(TelemetrySession.kinds(events), ["level_start", "restart", "level_start"])
	for event in events:
		assert_eq(event["level"], "daily-%s-harbor" % TODAY, event["kind"])
		assert_eq(event["source"], "daily")
	var summary = TelemetrySession.first(events, "restart")["summary"]
	var flown = int(flights * BoardView.FLY_TIME * 1000 * 0.9)
	assert_true(summary["animMs"] >= flown, "%d ms animated, %d flown" % [summary["animMs"], flown])
	var active = TelemetrySession.first(events, "restart")["activeMs"]
	assert_true(summary["animMs"] <= active, "part of the active time (%d ms)" % active)


func test_without_consent_nothing_is_written_or_sent():
	yield(play_data.start(false), "completed")
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-3"), "completed")
	yield(fill_the_tray(), "completed")
	press_card_button("undo")
	yield(settled(), "completed")
	press_button("restart")
	assert_true(game.is_restart_card_open(), "a restart with progress on the board asks first")
	press_card_button("restart")
	yield(settled(), "completed")
	assert_eq(session().taps, 0, "the level was played and restarted")
	get_node("/root/Telemetry").upload_now()
	yield(frames(10), "completed")
	play_data.assert_nothing_recorded()
