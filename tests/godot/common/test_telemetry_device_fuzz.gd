extends "res://tests/godot/test_case.gd"
# The fuzz suite's device-file family (issue 34): seeded mutations of state.json, upload.json
# and the event log's lines (bytes flipped, cut, garbage spliced in, values of another type,
# deep nesting), each opened by the play-data recorder as a launch opens them. Whatever the
# damage: no crash or script error, a state to go on with (an install id and a seq the schema
# takes), the next event recorded, and every valid line before the damage still sent.

const EventLog = preload("res://scripts/telemetry/event_log.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const SeededRng = preload("res://scripts/common/seeded_rng.gd")
const StrictJson = preload("res://scripts/strict_json.gd")
const MUTANTS = 40  # a family for each file
const MAX_SEQ = 9007199254740991  # the schema's largest whole number (2^53 - 1)
const INSTALL = "0123456789abcdef0123456789abcdef"
const VALID_LINES = 6
const SPLICES = ["[", "{", '"', "\\", "1e400", "-", "NaN", "\u0000", "]]]]", '{"seq":']

var telemetry = null
var store = null
var folder = ""
var hex32 = RegEx.new()


func before_each():
	hex32.compile("^[0-9a-f]{32}$")
	store = SaveStoreScript.new()
	add_child(store)
	store.open(scratch_path("save.json"))
	store.set_bucket("play_data", {"consent": true})
	folder = scratch_path("play_data")
	telemetry = get_node("/root/Telemetry")


func after_each():
	telemetry.open(telemetry.FOLDER, get_node("/root/SaveStore"), telemetry.endpoint_setting())


func _event_line(seq: int) -> String:
	return JSON.print({"installId": INSTALL, "seq": seq, "kind": "app_pause"})


# A mutation of `text` drawn with `rng`: bytes flipped, a cut, a splice of JSON's own
# characters, or the whole text nested or replaced by a value of another type.
func _mutated(text: String, rng) -> String:
	var roll = rng.below(5)
	var at = rng.below(text.length() + 1)
	if roll == 0:
		var chars = text.to_utf8()
		for _i in range(1 + rng.below(4)):
			if not chars.empty():
				chars[rng.below(chars.size())] = rng.below(256)
		return chars.get_string_from_utf8()
	if roll == 1:
		return text.left(at)
	if roll == 2:
		return text.left(at) + rng.choice(SPLICES) + text.right(at)
	if roll == 3:
		var depth = 1 + rng.below(3000)
		return "[".repeat(depth) + text + "]".repeat(depth)
	return rng.choice(["[]", "7", '"text"', "null", '{"installId": 5, "seq": "x"}', ""])


func _fresh_log() -> EventLog:
	var event_log = EventLog.new(folder)
	event_log.delete_all()
	Directory.new().make_dir_recursive(folder)
	event_log = EventLog.new(folder)
	for seq in range(1, VALID_LINES + 1):
		event_log.append(_event_line(seq))
	return event_log


func _check_goes_on(what: String) -> void:
	telemetry.open(folder, store)
	var event = telemetry.record("app_pause")
	var install = str(event.get("installId"))
	assert_true(hex32.search(install) != null, "%s: an install id (%s)" % [what, event])
	var seq = event.get("seq")
	var in_range = typeof(seq) == TYPE_INT and seq >= 1 and seq <= MAX_SEQ
	assert_true(in_range, "%s: a seq the schema takes (%s)" % [what, seq])


func test_mutated_state_files():
	var rng = SeededRng.new(3401)
	var attempts = {"hex-tracks/catalog/1-1": 2}
	var state = {"installId": INSTALL, "seq": VALID_LINES, "attempts": attempts, "open": {}}
	for i in range(MUTANTS):
		_fresh_log()
		write_file(folder.plus_file("state.json"), _mutated(JSON.print(state), rng))
		_check_goes_on("state.json mutant %d" % i)


func test_mutated_upload_cursors_never_lose_a_valid_line():
	var rng = SeededRng.new(3402)
	for i in range(MUTANTS):
		var event_log = _fresh_log()
		var cursor = JSON.print(event_log.cursor())
		write_file(folder.plus_file("upload.json"), _mutated(cursor, rng))
		_check_goes_on("upload.json mutant %d" % i)
		# a damaged cursor starts again from the oldest line: sent twice at worst, never lost
		var seqs = _seqs_to_send()
		for seq in range(1, VALID_LINES + 1):
			assert_true(
				seqs.has(seq), "upload.json mutant %d: line %d to send (%s)" % [i, seq, seqs]
			)


func test_mutated_event_lines_are_passed_over_alone():
	var rng = SeededRng.new(3403)
	for i in range(MUTANTS):
		var event_log = _fresh_log()
		event_log.append(_mutated(_event_line(VALID_LINES + 1), rng))
		event_log.append(_event_line(VALID_LINES + 2))
		_check_goes_on("event line mutant %d" % i)
		var seqs = _seqs_to_send()
		for seq in range(1, VALID_LINES + 1) + [VALID_LINES + 2]:
			assert_true(
				seqs.has(seq), "event line mutant %d: line %d to send (%s)" % [i, seq, seqs]
			)


# The seq of every line the uploader would send next that is an event (a line it sends may
# still be one the collector refuses: it has the last word).
func _seqs_to_send() -> Array:
	var seqs = []
	for line in EventLog.new(folder).next_batch(1000, 1 << 20)["lines"]:
		var event = StrictJson.parse(line)["value"]
		if typeof(event) == TYPE_DICTIONARY:
			seqs.append(event.get("seq"))
	return seqs
