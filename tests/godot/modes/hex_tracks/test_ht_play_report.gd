extends "res://tests/godot/test_case.gd"
# Hex Tracks' play report on its real session, at chosen times: the gaps between removals,
# turn-to-removal times and the last-tile phase to the millisecond; a resumed report reads its
# JSON state back as integers. (Moved from tests/godot/common/test_telemetry_reports.gd: these
# check the mode's own report.)

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const TracksReport = preload("res://scripts/hex_tracks/play_report.gd")
const MODE = "hex-tracks"
const STEP_MS = 1000


func test_tracks_times_between_removals_turns_and_the_last_tile():
	var level = _tracks_level_with_a_turn()
	assert_false(level.empty(), "a campaign level whose solution turns the board")
	var session = ModeRegistry.new_session(MODE, level)
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


func _tracks_level_with_a_turn() -> Dictionary:
	var catalog = ModeRegistry.load_catalog(MODE)
	for id in catalog.level_ids():
		var level = catalog.level(id)
		if int(level["rotations"]) > 0:
			return level
	return {}
