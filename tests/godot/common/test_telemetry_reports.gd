extends "res://tests/godot/test_case.gd"
# The modes' play reports on their real sessions, at chosen times: Hex Tracks' gaps between
# removals, turn-to-removal times and the last-tile phase to the millisecond; a resumed report
# reads its JSON state back as integers; level ids the schema would refuse are hashed.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PlayReport = preload("res://scripts/telemetry/play_report.gd")
const PlayRecord = preload("res://scripts/telemetry/play_record.gd")
const TracksReport = preload("res://scripts/hex_tracks/play_report.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const STEP_MS = 1000


# A mid-end whose board is always being played.
class PlayingMidEnd:
	extends Reference
	var session = null

	func status() -> String:
		return "playing"


func test_tracks_times_between_removals_turns_and_the_last_tile():
	var level = _tracks_level_with_a_turn()
	assert_false(level.empty(), "a campaign level whose solution turns the board")
	var session = ModeRegistry.new_session("hex-tracks", level)
	var report = TracksReport.new()
	var removals = []
	var turns = []
	var one_left_at = -1
	var step = 0
	for action in level["solution"]:
		step += 1
		var at = step * STEP_MS
		var event = session.apply(action)
		report.record(action, event, session, step, at)
		if event["kind"] == "removed":
			removals.append(at)
		elif event["kind"] == "rotated":
			turns.append(at)
		if session.tiles_left() == 1 and one_left_at < 0:
			one_left_at = at
		if step == level["solution"].size() - 1:
			var running = report.summary(at + 500)["lastTileMs"]
			assert_eq(running, at + 500 - one_left_at, "the phase counts while it lasts")
	var tracks = report.summary(step * STEP_MS)
	assert_eq(tracks["removals"], removals.size())
	assert_eq(tracks["rotations"], turns.size())
	var gaps = []
	for i in range(1, removals.size()):
		gaps.append(removals[i] - removals[i - 1])
	assert_eq(tracks["removalGapsMs"], gaps)
	var to_success = []
	for turn in turns:
		for removal in removals:
			if removal > turn:
				to_success.append(removal - turn)
				break
	assert_eq(tracks["rotationToSuccessMs"], to_success)
	assert_eq(tracks["lastTileMs"], removals.back() - one_left_at)
	assert_eq(tracks["lastTileFailedTries"], 0)
	for key in tracks:
		assert_false(key.begins_with("_"), "bookkeeping is not reported: %s" % key)


func test_every_attempt_played_is_logged_as_a_start():
	var store = SaveStoreScript.new()
	add_child(store)
	store.open(scratch_path("save.json"))
	var telemetry = get_node("/root/Telemetry")
	telemetry.open(scratch_path("play_data"), store)
	telemetry.set_consent(true)
	var level = {"id": "2-3"}
	var record = PlayRecord.new("hex-tracks", level, "", PlayReport.new(), PlayingMidEnd.new())
	record.begin(true, false)  # a board replayed from the save, but no kept record
	assert_eq(telemetry.events()[-1]["resumed"], false, "a new attempt id: a start")
	telemetry.delete_play_data()
	record.moved({"op": "tap"}, {"kind": "moved"}, false)
	var after = telemetry.events()
	assert_eq(after[0]["kind"], "level_start")
	assert_eq(
		after[0]["resumed"], false, "after a delete the attempt goes on as a new one: a start"
	)
	telemetry.set_consent(false)
	var unseen = PlayRecord.new("hex-tracks", level, "", PlayReport.new(), PlayingMidEnd.new())
	unseen.begin(false, false)  # begun while recording is off: nothing written
	telemetry.set_consent(true)
	unseen.leave(false)
	var events = telemetry.events()
	assert_eq([events[-2]["kind"], events[-1]["kind"]], ["level_start", "quit"])
	assert_eq(events[-2]["resumed"], false, "its first event written comes after its start")
	assert_eq(events[-2]["attemptId"], events[-1]["attemptId"])
	telemetry.open(telemetry.FOLDER, get_node("/root/SaveStore"), telemetry.endpoint_setting())
	store.queue_free()


func test_a_resumed_state_comes_back_as_integers():
	var report = TracksReport.new()
	report.state["removals"] = 3
	report.state["removalGapsMs"] = [1200, 800]
	report.state["failedTries"] = [{"step": 2, "reason": "loop", "tile": "t4"}]
	var resumed = TracksReport.new()
	resumed.restore(JSON.parse(JSON.print(report.state)).result)
	assert_eq(JSON.print(resumed.state, "", true), JSON.print(report.state, "", true))
	assert_eq(typeof(resumed.state["removals"]), TYPE_INT)
	assert_eq(typeof(resumed.state["failedTries"][0]["step"]), TYPE_INT)
	resumed.restore({"removals": "many", "lastTileMs": 5.0})
	assert_eq(resumed.state["removals"], 0, "a value of the wrong type is not taken")
	assert_eq(resumed.state["lastTileMs"], 5)


func test_level_ids_the_schema_refuses_are_sent_as_a_hash():
	var level = {"id": "2-3", "cells": []}
	assert_eq(PlayRecord.context_of("hex-tracks", level, "", {"source": "catalog"})["level"], "2-3")
	var odd = {"id": "my level!", "cells": []}
	var hashed = PlayRecord.context_of("hex-tracks", odd, "", {"source": "catalog"})["level"]
	assert_true(hashed.begins_with("catalog-") and hashed.length() == 24, hashed)
	var workshop = PlayRecord.context_of("hex-tracks", level, "", {"source": "workshop"})
	assert_true(workshop["level"].begins_with("workshop-"), "a workshop level never by its name")
	var editor = PlayRecord.context_of("hex-tracks", level, "editor", {"source": "catalog"})
	assert_eq(editor["source"], "editor", "the screen's source wins")
	assert_true(PlayReport.is_token("a1.b:c-d_e", "_.:-", 96))
	assert_false(PlayReport.is_token("-a", "_.:-", 96), "a letter or digit first")
	assert_true(PlayReport.is_token("-a", "_-", 16, true))
	assert_false(PlayReport.is_token("x".repeat(17), "_-", 16, true), "too long")
	assert_false(PlayReport.is_token("", "_-", 16, true))


func _tracks_level_with_a_turn() -> Dictionary:
	var catalog = ModeRegistry.load_catalog("hex-tracks")
	for id in catalog.level_ids():
		var level = catalog.level(id)
		if int(level["rotations"]) > 0:
			return level
	return {}


func test_events_carry_the_version_the_phone_builds_export():
	var version = ProjectSettings.get_setting("application/config/version")
	assert_eq(get_node("/root/Telemetry").app_version, version)
	var presets = ConfigFile.new()
	assert_eq(presets.load("res://export_presets.cfg"), OK)
	var found = 0
	for section in presets.get_sections():
		for key in ["version/name", "application/short_version"]:
			if presets.has_section_key(section, key):
				assert_eq(presets.get_value(section, key), version, "%s %s" % [section, key])
				found += 1
	assert_eq(found, 2, "the Android and iOS presets")
