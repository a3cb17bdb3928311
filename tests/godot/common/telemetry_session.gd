extends Reference
# Play data for a mode's scene test: a real collector on 127.0.0.1 (telemetry_collector.gd), the
# Telemetry autoload writing into the test's scratch folder and uploading there, and the checks
# every play session must pass: the collector holds exactly the events the device wrote (each
# once, as written), `python -m core events check` passes on them, and the level events tell one
# story (each attempt begins with level_start, ids and counts as they should be).
#   var play_data = TelemetrySession.new(self)   # a member of the test: stopped when it ends
#   yield(play_data.start(true), "completed")    # consent given (false: never answered)
#   ... play through the real scenes ...
#   var events = yield(play_data.uploaded(), "completed")

const Collector = preload("res://tests/godot/common/telemetry_collector.gd")
const UPLOAD_SECONDS = 20
const TEST_SECONDS = 120  # a test that starts a collector and uploads may take this long
const ENDINGS = ["win", "fail", "quit", "restart"]

var telemetry = null
var collector = null
var _test = null


# For `test` (a test_case.gd): raises its time limit; stop() runs when it leaves the tree (after
# its after_each), so the collector never outlives it and the autoload goes back to the game's
# own folder and save.
func _init(test) -> void:
	_test = test
	test.timeout_seconds = int(max(test.timeout_seconds, TEST_SECONDS))
	test.connect("tree_exiting", self, "stop")
	telemetry = Engine.get_main_loop().root.get_node("Telemetry")


# Starts the collector and points the Telemetry autoload at it and at the test's store and
# scratch folder; `agreed`: the player agreed (else the question was never answered).
func start(agreed: bool):
	collector = Collector.new()
	var started = yield(collector.start(_test.scratch_path("collector")), "completed")
	_test.assert_true(started, collector.error)
	telemetry.open(_test.scratch_path("play_data"), _test.store, collector.url)
	if agreed:
		telemetry.set_consent(true)


func stop() -> void:
	if collector != null:
		collector.stop()
	var save_store = Engine.get_main_loop().root.get_node("SaveStore")
	telemetry.open(telemetry.FOLDER, save_store, telemetry.endpoint_setting())


# Sends what the device holds and waits until the collector has it all; returns the device's
# events after checking that the collector holds exactly them and that they pass events check.
func uploaded():
	var uploader = telemetry.uploader()
	telemetry.upload_now()
	var started = OS.get_ticks_msec()
	yield(_test.get_tree(), "idle_frame")
	while _unsent() > 0 and OS.get_ticks_msec() - started < UPLOAD_SECONDS * 1000:
		yield(_test.get_tree(), "idle_frame")
		if not uploader.is_busy() and uploader.retry_in() == 0.0:
			telemetry.upload_now()
	_test.assert_eq(_unsent(), 0, "everything was sent")
	var written = telemetry.events()
	var stored = {}
	for event in collector.events():
		_test.assert_true(event.erase("recvMs"), "the collector stamps what it stores")
		_test.assert_false(stored.has(int(event["seq"])), "each event stored once")
		stored[int(event["seq"])] = event
	_test.assert_eq(stored.size(), written.size(), "the collector holds the session's events")
	var lines = []
	for event in written:
		var kept = stored.get(int(event["seq"]), {})
		_test.assert_eq(
			kept, _without_nulls(event), "event %d as the device wrote it" % event["seq"]
		)
		lines.append(JSON.print(event))
	var checked = Collector.check(lines, collector.out_dir)
	_test.assert_eq(checked["status"], 0, "events check: " + checked["output"])
	_check_story(written)
	return written


# The level events of `events`, as [kind, ...] (app_pause / app_resume left out).
static func kinds(events: Array) -> Array:
	var found = []
	for event in events:
		if event.has("attemptId") and event.has("step"):
			found.append(event["kind"])
	return found


# The first event of `kind`, {} when none.
static func first(events: Array, kind: String) -> Dictionary:
	for event in events:
		if event["kind"] == kind:
			return event
	return {}


# The events of `kind`.
static func all(events: Array, kind: String) -> Array:
	var found = []
	for event in events:
		if event["kind"] == kind:
			found.append(event)
	return found


# Nothing of play data on the device nor at the collector, and no request made.
func assert_nothing_recorded() -> void:
	_test.assert_false(
		Directory.new().dir_exists(_test.scratch_path("play_data")), "no play data folder"
	)
	_test.assert_eq(telemetry.events(), [], "no event")
	_test.assert_eq(telemetry.uploader().requests_made, 0, "no request")
	_test.assert_eq(collector.event_files(), [], "the collector got nothing")
	_test.assert_eq(telemetry.install_id(), "", "no install id")


# The collector stores an event without its null fields (null is the schema's "none").
static func _without_nulls(value):
	if typeof(value) != TYPE_DICTIONARY:
		return value
	var kept = {}
	for key in value:
		if value[key] != null:
			kept[key] = _without_nulls(value[key])
	return kept


func _unsent() -> int:
	if telemetry.event_log() == null:
		return 0
	return telemetry.event_log().next_batch(1000, 1 << 20)["lines"].size()


# One install and launch; seq goes up by one; each attempt opens with level_start, its ids and
# counts stay put, activeMs never goes back, a restart names the attempt that follows.
func _check_story(events: Array) -> void:
	var next_start = ""
	var attempt = {}
	for i in range(events.size()):
		var event = events[i]
		_test.assert_eq(event["seq"], events[0]["seq"] + i, "seq by one")
		_test.assert_eq(event["installId"], events[0]["installId"])
		_test.assert_eq(event["sessionId"], events[0]["sessionId"])
		if not event.has("step"):
			continue
		var kind = event["kind"]
		if kind == "level_start" and not event["resumed"]:
			if next_start != "":
				_test.assert_eq(event["attemptId"], next_start, "the restart's next attempt")
			next_start = ""
			attempt = event
			continue
		if kind == "level_start":
			_test.assert_false(attempt.empty(), "a resumed attempt was started before")
		_test.assert_eq(event["attemptId"], attempt.get("attemptId"), "%s: same attempt" % kind)
		_test.assert_eq(event["attemptNo"], attempt.get("attemptNo"), "%s: same number" % kind)
		_test.assert_true(event["activeMs"] >= attempt.get("activeMs", 0), "activeMs goes on")
		_test.assert_true(event["step"] >= attempt.get("step", 0), "step goes on")
		attempt = event
		if kind == "restart":
			next_start = event["nextAttemptId"]
		if kind in ENDINGS:
			_test.assert_true(event["summary"]["animMs"] <= event["activeMs"], "anim in active")
