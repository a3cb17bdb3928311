extends "res://tests/godot/test_case.gd"
# The uploader against a real playtest collector on 127.0.0.1 (telemetry_collector.gd): every
# kind of event the schema shows, written by the Telemetry autoload, arrives whole and passes
# `python -m core events check`; a 413 splits the batch, a 503 is retried after its Retry-After,
# a stopped collector means growing waits and nothing lost, a 400 is split down to the bad line,
# which alone is set aside, and a cursor that cannot be saved is reported; the build's token is
# sent (a collector with one refuses batches without it, 401) and a 429 waits its Retry-After;
# "Delete my play data" keeps the retired install id (across launches, with no endpoint or no
# answer) until the collector stored its erase request, which goes with recording off too.

const Collector = preload("res://tests/godot/common/telemetry_collector.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const Uploader = preload("res://scripts/telemetry/uploader.gd")
const SCHEMA_FILE = "res://core/telemetry/events.schema.json"
const ENVELOPE = ["schemaVersion", "appVersion", "platform", "installId", "sessionId", "seq"]
const CLOCKS = ["utcMs", "monoMs", "kind"]
const ANSWER_SECONDS = 20
const TOKEN = "playtest-token-0123456789"

var telemetry = null
var store = null
var collector = null
var answers = []  # [status, events] per answer the uploader got


func _init():
	timeout_seconds = 120


func before_each():
	store = SaveStoreScript.new()
	add_child(store)
	store.open(scratch_path("save.json"))
	collector = Collector.new()
	var started = yield(collector.start(scratch_path("collector")), "completed")
	assert_true(started, collector.error)
	telemetry = get_node("/root/Telemetry")
	telemetry.open(scratch_path("play_data"), store, collector.url)
	telemetry.set_consent(true)
	telemetry.uploader().connect("answered", self, "_on_answered")


func after_each():
	telemetry.uploader().disconnect("answered", self, "_on_answered")
	collector.stop()
	ProjectSettings.set_setting(Uploader.TOKEN_SETTING, null)
	telemetry.open(telemetry.FOLDER, get_node("/root/SaveStore"), telemetry.endpoint_setting())


func test_every_kind_of_event_arrives_whole_and_checks():
	for example in _schema_examples():
		var fields = example.duplicate()
		for key in ENVELOPE + CLOCKS:
			fields.erase(key)
		assert_false(telemetry.record(example["kind"], fields).empty(), example["kind"])
	var written = telemetry.events()
	assert_eq(written.size(), _schema_examples().size())
	telemetry.upload_now()
	yield(_answers(1), "completed")
	assert_eq(_statuses(), [200], "one batch, stored")
	var stored = collector.events()
	for event in stored:
		assert_true(event.erase("recvMs"), "the collector stamps what it stores")
	assert_eq(stored.size(), written.size(), "every event arrived")
	_assert_stored_as_written(stored, written)
	var lines = []
	for event in written:
		lines.append(JSON.print(event))
	var checked = Collector.check(lines, collector.out_dir)
	assert_eq(checked["status"], 0, checked["output"])
	assert_eq(telemetry.event_log().next_batch(10, 1 << 20)["lines"], [], "nothing left to send")


func test_a_batch_too_large_is_split_in_halves():
	for _i in range(1200):
		telemetry.record("app_pause")
	telemetry.uploader().batch_limit = 1500  # over the collector's 1000 events a batch
	telemetry.upload_now()
	yield(_answers(3), "completed")
	assert_eq(_statuses(), [413, 200, 200], "refused whole, then two halves")
	assert_eq(answers[1][1], 600, "half the batch")
	assert_eq(collector.events().size(), 1200, "every event stored once")
	assert_eq(telemetry.uploader().dropped_events, 0)


func test_a_503_waits_for_its_retry_after_and_loses_nothing():
	# The collector cannot write into today's partition: a file stands where its folder goes.
	var today = OS.get_datetime(true)
	var day = "date=%04d-%02d-%02d" % [today["year"], today["month"], today["day"]]
	var events_dir = collector.out_dir.plus_file("out/events")
	Directory.new().make_dir_recursive(events_dir)
	var blocker = write_file(events_dir.plus_file(day), "in the way")
	for _i in range(3):
		telemetry.record("app_pause")
	telemetry.upload_now()
	yield(_answers(1), "completed")
	assert_eq(_statuses(), [503])
	var uploader = telemetry.uploader()
	assert_true(uploader.last_delay >= 30.0, "waits the collector's Retry-After (30 s)")
	assert_true(uploader.retry_in() > 25.0, "and the retry is set that far out")
	assert_eq(telemetry.event_log().next_batch(10, 1 << 20)["lines"].size(), 3, "kept")
	Directory.new().remove(blocker)
	uploader.retry_now()
	yield(_answers(2), "completed")
	assert_eq(_statuses(), [503, 200])
	assert_eq(collector.events().size(), 3, "stored once it could")


func test_the_build_token_is_sent_and_without_it_a_batch_waits():
	collector.stop()
	collector = Collector.new()
	var started = yield(collector.start(scratch_path("collector-token"), TOKEN), "completed")
	assert_true(started, collector.error)
	for _i in range(2):
		telemetry.record("app_pause")
	telemetry.open(telemetry.folder, store, collector.url)  # a build without a token
	telemetry.upload_now()
	yield(_answers(1), "completed")
	assert_eq(_statuses(), [401], "refused without the token")
	assert_eq(telemetry.event_log().next_batch(10, 1 << 20)["lines"].size(), 2, "kept")
	assert_true(telemetry.uploader().retry_in() > 0.0, "and retried later")
	ProjectSettings.set_setting(Uploader.TOKEN_SETTING, TOKEN)
	telemetry.open(telemetry.folder, store, collector.url)  # a build with it (its override.cfg)
	telemetry.upload_now()
	yield(_answers(2), "completed")
	assert_eq(_statuses(), [401, 200])
	assert_eq(collector.events().size(), 2, "stored with the token")


func test_a_429_keeps_the_events_and_waits_its_retry_after():
	collector.stop()
	collector = Collector.new()
	var started = yield(
		collector.start(scratch_path("collector-rate"), TOKEN, "0.0.0.0"), "completed"
	)
	assert_true(started, collector.error)
	ProjectSettings.set_setting(Uploader.TOKEN_SETTING, TOKEN)
	for _i in range(3):
		telemetry.record("app_pause")
	collector.use_up_rate(2.0)
	telemetry.open(telemetry.folder, store, collector.url)
	telemetry.upload_now()
	yield(_answers(1), "completed")
	assert_eq(_statuses(), [429])
	var uploader = telemetry.uploader()
	# the first backoff is 0.5-1 s; the collector's Retry-After, 1 s here, is waited in full
	assert_true(uploader.last_delay >= 1.0, "waits the Retry-After: %f s" % uploader.last_delay)
	assert_eq(telemetry.event_log().next_batch(10, 1 << 20)["lines"].size(), 3, "kept")
	yield(_sent(), "completed")
	assert_eq(_statuses()[-1], 200, "sent once the rate allowed: %s" % [_statuses()])
	assert_eq(collector.events().size(), 3)


func test_a_stopped_collector_means_growing_waits_and_nothing_lost():
	collector.stop()
	for _i in range(2):
		telemetry.record("app_pause")
	var uploader = telemetry.uploader()
	var ceilings = [1.0, 2.0, 4.0]
	for i in range(ceilings.size()):
		uploader.retry_now()
		yield(_answers(i + 1), "completed")
		assert_eq(answers[i][0], 0, "no answer")
		var delay = uploader.last_delay
		var ceiling = ceilings[i]
		assert_true(delay >= ceiling / 2.0 and delay <= ceiling, "wait %d: %f s" % [i + 1, delay])
	assert_eq(uploader.failures, 3)
	var again = Collector.new()
	var started = yield(again.start(scratch_path("collector-2")), "completed")
	assert_true(started, again.error)
	telemetry.open(telemetry.folder, store, again.url)
	collector = again
	var before = answers.size()  # a retry may have been answered while the collector started
	telemetry.upload_now()
	yield(_answers(before + 1), "completed")
	assert_eq(answers[-1][0], 200)
	_assert_stored_as_written(_without_stamp(again.events()), telemetry.events())


func test_one_bad_line_among_50_is_set_aside_alone_and_the_50_arrive():
	var event_log = telemetry.event_log()
	for i in range(50):
		if i == 20:  # an object the collector refuses (400): found by splitting the batch
			event_log.append(JSON.print({"kind": "not-a-kind"}))
		telemetry.record("app_pause")
	_append_bytes(event_log, PoolByteArray([123, 0, 125]))  # a NUL: never sent at all
	telemetry.open(telemetry.folder, store, collector.url)  # the next launch
	event_log = telemetry.event_log()
	telemetry.record("app_pause")
	telemetry.upload_now()
	yield(_sent(), "completed")
	assert_eq(_seqs(collector.events()), range(1, 52), "every valid event arrived")
	var uploader = telemetry.uploader()
	assert_eq(uploader.dropped_events, 1, "the refused line alone is set aside")
	assert_eq(uploader.set_aside_lines, 1, "the NUL line is set aside on the device")
	assert_eq(_statuses()[0], 400, "the collector refused the batch holding the bad line")
	assert_true(_statuses().size() <= 20, "split in halves down to it: %s" % [_statuses()])
	assert_eq(event_log.next_batch(1000, 1 << 20)["lines"], [], "nothing left, nothing stuck")


func test_a_cursor_that_cannot_be_saved_is_reported():
	telemetry.record("app_pause")
	var folder = telemetry.event_log().folder
	Directory.new().make_dir_recursive(folder.plus_file("upload.json.tmp"))  # in the way
	telemetry.upload_now()
	yield(_sent(), "completed")
	assert_eq(_statuses(), [200])
	var uploader = telemetry.uploader()
	assert_true(uploader.error.find("upload.json") != -1, "reported: " + uploader.error)
	assert_eq(uploader.cursor_failures, 1, "and counted")


func test_a_request_carries_several_ended_attempts():
	var start = _fields_of("level_start")
	var win = _fields_of("win")
	var waiting = telemetry.ATTEMPTS_PER_UPLOAD - 1
	yield(_idle_ms(500), "completed")  # the send that starts with recording finds nothing yet
	for _i in range(waiting):
		telemetry.record("level_start", start)
		telemetry.record("win", win)
	yield(_idle_ms(500), "completed")
	assert_eq(telemetry.uploader().requests_made, 0, "%d ended attempts wait" % waiting)
	telemetry.record("win", win)
	yield(_answers(1), "completed")
	assert_eq(answers, [[200, 2 * waiting + 1]], "the next ending sends them together")


func _idle_ms(milliseconds: int):
	var until = OS.get_ticks_msec() + milliseconds
	while OS.get_ticks_msec() < until:
		yield(get_tree(), "idle_frame")


# The fields of the schema's example of `kind`, without the envelope the autoload adds.
func _fields_of(kind: String) -> Dictionary:
	for example in _schema_examples():
		if example["kind"] == kind:
			var fields = example.duplicate()
			for key in ENVELOPE + CLOCKS:
				fields.erase(key)
			return fields
	return {}


func test_a_deleted_install_is_erased_once_the_collector_has_the_request():
	telemetry.record("app_pause")
	var old_id = telemetry.install_id()
	var erase_answers = []
	telemetry.uploader().connect("erase_answered", self, "_on_erase_answered", [erase_answers])
	collector.stop()
	telemetry.delete_play_data()
	assert_eq(telemetry.pending_erasures(), [old_id], "kept until the request is answered")
	yield(_erase_answer(erase_answers), "completed")
	assert_eq(erase_answers, [0], "no answer: kept, retried later")
	telemetry.open(telemetry.folder, store, "")  # a launch without an endpoint
	assert_eq(telemetry.pending_erasures(), [old_id], "kept across launches")
	telemetry.uploader().disconnect("erase_answered", self, "_on_erase_answered")
	telemetry.set_consent(false)
	var again = Collector.new()
	var started = yield(again.start(scratch_path("collector-2")), "completed")
	assert_true(started, again.error)
	collector = again
	erase_answers.clear()
	telemetry.uploader().connect("erase_answered", self, "_on_erase_answered", [erase_answers])
	telemetry.open(telemetry.folder, store, again.url)  # the next launch, recording off
	yield(_erase_answer(erase_answers), "completed")
	telemetry.uploader().disconnect("erase_answered", self, "_on_erase_answered")
	assert_eq(erase_answers, [200], "the request went with recording off")
	assert_eq(again.erase_requests(), [old_id], "the collector holds the request")
	assert_eq(telemetry.pending_erasures(), [], "and the device forgot the id")
	assert_eq(again.event_files(), [], "no event was sent with recording off")


func _on_erase_answered(status, _ids, into):
	into.append(status)


# Waits until `into` holds an erase request's answer (or ANSWER_SECONDS passed).
func _erase_answer(into: Array):
	var started = OS.get_ticks_msec()
	while into.empty() and OS.get_ticks_msec() - started < ANSWER_SECONDS * 1000:
		yield(get_tree(), "idle_frame")


func test_backoff_doubles_from_1_s_to_10_min_with_jitter():
	for failures in range(1, 16):
		var ceiling = min(600.0, pow(2.0, failures - 1))
		for _i in range(20):
			var wait = Uploader.backoff(failures)
			assert_true(wait >= ceiling / 2.0 and wait <= ceiling, "%d: %f" % [failures, wait])


func test_only_https_or_this_machine_or_a_private_network():
	for url in ["https://play.example.org", "http://127.0.0.1:8080", "http://localhost:9"]:
		assert_true(Uploader.is_allowed(url), url)
	for url in [
		"http://192.168.1.20:8000", "http://10.0.0.5", "http://172.20.1.1", "http://[::1]:80"
	]:
		assert_true(Uploader.is_allowed(url), url)
	for url in ["", "http://play.example.org", "http://172.32.0.1", "ftp://127.0.0.1", "https://"]:
		assert_false(Uploader.is_allowed(url), url)


func _on_answered(status, events):
	answers.append([status, events])


# Waits until `count` answers came (or ANSWER_SECONDS passed: the assertions then fail).
func _answers(count: int):
	var started = OS.get_ticks_msec()
	while answers.size() < count and OS.get_ticks_msec() - started < ANSWER_SECONDS * 1000:
		yield(get_tree(), "idle_frame")
	if answers.size() < count:
		fail("only %d of %d answers came" % [answers.size(), count])


# Waits until the uploader has nothing left to send (or ANSWER_SECONDS passed).
func _sent():
	var started = OS.get_ticks_msec()
	var uploader = telemetry.uploader()
	while OS.get_ticks_msec() - started < ANSWER_SECONDS * 1000:
		yield(get_tree(), "idle_frame")
		if not uploader.is_busy() and telemetry.event_log().next_batch(1, 1 << 20)["lines"].empty():
			return
	fail("the uploader did not finish: %s" % [_statuses()])


func _append_bytes(event_log, bytes: PoolByteArray) -> void:
	var file = File.new()
	file.open(event_log.segment_paths()[-1], File.READ_WRITE)
	file.seek_end()
	bytes.append(10)
	file.store_buffer(bytes)
	file.close()


func _statuses() -> Array:
	var statuses = []
	for answer in answers:
		statuses.append(answer[0])
	return statuses


func _schema_examples() -> Array:
	var schema = JSON.parse(read_file(SCHEMA_FILE)).result
	var examples = []
	for name in schema["$defs"]:
		for example in schema["$defs"][name].get("examples", []):
			examples.append(example)
	return examples


# The collector stores each event as written, with the schema's defaults filled in where a field
# was left out (the schema's examples leave some out; the game writes them all).
func _assert_stored_as_written(stored: Array, written: Array) -> void:
	var by_seq = {}
	for event in stored:
		by_seq[int(event["seq"])] = event
	assert_eq(by_seq.size(), written.size(), "each event stored once")
	for event in written:
		var kept = by_seq.get(int(event["seq"]), {})
		var difference = first_difference(_defaults_dropped(kept, event), event)
		assert_eq(difference, "", "event %d as written" % event["seq"])


# `stored` without the keys `written` lacks whose values are the schema's defaults.
static func _defaults_dropped(stored, written):
	if typeof(stored) != TYPE_DICTIONARY or typeof(written) != TYPE_DICTIONARY:
		return stored
	var kept = {}
	for key in stored:
		if written.has(key):
			kept[key] = _defaults_dropped(stored[key], written[key])
		elif not stored[key] in [null, [], "catalog"]:
			kept[key] = stored[key]
	return kept


static func _without_stamp(events: Array) -> Array:
	for event in events:
		event.erase("recvMs")
	return events


static func _seqs(events: Array) -> Array:
	var seqs = []
	for event in events:
		seqs.append(int(event["seq"]))
	seqs.sort()
	return seqs
