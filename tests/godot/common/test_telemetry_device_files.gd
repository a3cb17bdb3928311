extends "res://tests/godot/test_case.gd"
# Play-data files no reader may trust (issue 34): with consent on, a state.json, an upload.json
# or a last event line nested 30,000 deep crashed the game at every launch (Godot's own JSON
# parser); a state.json with an install id or seq the schema refuses (upper case, a sign, 1e20)
# made every later event one the collector refuses. Each file is read by the strict reader, and a
# damaged state is repaired from the log's last event, or renewed: never an event refused for it.
# The fuzz suite's device-file family (the tests after _mutated): seeded mutations of the three
# files (bytes flipped, cut, garbage spliced in, values of another type, deep nesting), each
# opened as a launch opens them: a state to go on with, the next event recorded, and every valid
# line before the damage still to send.

const EventLog = preload("res://scripts/telemetry/event_log.gd")
const JsonFile = preload("res://scripts/json_file.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const SeededRng = preload("res://scripts/common/seeded_rng.gd")
const StrictJson = preload("res://scripts/strict_json.gd")
const MAX_SEQ = 9007199254740991  # the schema's largest whole number (2^53 - 1)
const DEPTH = 30000
const INSTALL = "0123456789abcdef0123456789abcdef"
const MUTANTS = 40  # a fuzz family for each file
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
	Directory.new().make_dir_recursive(folder)
	telemetry = get_node("/root/Telemetry")


func after_each():
	telemetry.open(telemetry.FOLDER, get_node("/root/SaveStore"), telemetry.endpoint_setting())


func test_the_game_starts_on_play_data_nested_30000_deep():
	timeout_seconds = 180
	var deep = deep_array(DEPTH)
	assert_true(deep.length() >= 60000, "60 KB")
	var good_line = JSON.print({"installId": INSTALL, "seq": 4, "kind": "app_pause"})
	var cases = {
		"state.json": deep,
		"upload.json": deep,
		"events-000001.jsonl": '%s\n{"deep": %s}\n' % [good_line, deep],
	}
	for name in cases:
		var dirs = scratch_user_dir("home-" + name.get_basename())
		var user_dir = dirs[1]
		Directory.new().make_dir_recursive(user_dir.plus_file("play_data"))
		var save = {"format": 1, "buckets": {"play_data": {"consent": true}}}
		write_file(user_dir.plus_file("save.json"), JSON.print(save))
		write_file(user_dir.plus_file("play_data").plus_file(name), cases[name])
		var run = start_game(dirs[0])
		var status = run[0]
		var log_text = run[1]
		assert_eq(status, 0, "%s: the game started and quit (139: a segfault)" % name)
		assert_eq(log_text.find("SCRIPT ERROR"), -1, "%s: %s" % [name, log_text.right(800)])
		var state = JsonFile.read(user_dir.plus_file("play_data/state.json"))["value"]
		assert_true(typeof(state) == TYPE_DICTIONARY, "%s: a state to go on with" % name)
		if typeof(state) == TYPE_DICTIONARY:
			assert_true(hex32.search(str(state.get("installId"))) != null, name)


func test_an_install_id_the_schema_refuses_or_a_seq_out_of_range_starts_a_new_install():
	var hostile = {  # the install id and the seq as written in state.json
		"upper case": ['"%s"' % INSTALL.to_upper(), "7"],
		"signed": ['"-%s"' % INSTALL.right(1), "7"],
		"seq 1e20": ['"%s"' % INSTALL, "1e20"],
		"seq of 20 digits": ['"%s"' % INSTALL, "99999999999999999999"],
		"negative seq": ['"%s"' % INSTALL, "-3"],
		"fractional seq": ['"%s"' % INSTALL, "2.5"],
		"seq a text": ['"%s"' % INSTALL, '"12"'],
	}
	for name in hostile:
		EventLog.new(folder).delete_all()
		Directory.new().make_dir_recursive(folder)
		var text = (
			'{"installId": %s, "seq": %s, "open": {}, "attempts": {"a-mode/catalog/2-3": 1e20, '
			+ '"a-mode/catalog/2-4": 2}}'
		)
		write_file(folder.plus_file("state.json"), text % hostile[name])
		telemetry.open(folder, store)
		var event = telemetry.record("app_pause")
		assert_true(hex32.search(str(event.get("installId"))) != null, "%s: %s" % [name, event])
		assert_true(event.get("installId") != INSTALL, "%s: a new install" % name)
		assert_eq(event.get("seq"), 1, "%s: from seq 1" % name)
		assert_eq(telemetry.next_attempt_no("a-mode/catalog/2-3"), 1, name + ": no 1e20 count")
		assert_eq(telemetry.next_attempt_no("a-mode/catalog/2-4"), 3, name + ": counts kept")
		var written = JSON.parse(read_file(folder.plus_file("state.json"))).result
		assert_eq(written["installId"], event["installId"], name + ": the state is renewed")
		assert_eq(written["seq"], 1, name)


func test_a_damaged_state_is_repaired_from_the_log_when_it_names_the_install():
	var damaged = {
		"seq 1e20": '{"installId": "%s", "seq": 1e20, "attempts": {}, "open": {}}' % INSTALL,
		"upper-case id": '{"installId": "%s", "seq": 3}' % INSTALL.to_upper(),
		"not an object": "[]",
		"missing": "",
	}
	for name in damaged:
		var event_log = EventLog.new(folder)
		event_log.delete_all()
		for seq in range(1, 42):
			event_log.append(JSON.print({"installId": INSTALL, "seq": seq, "kind": "app_pause"}))
		if not damaged[name].empty():
			write_file(folder.plus_file("state.json"), damaged[name])
		telemetry.open(folder, store)
		assert_eq(telemetry.install_id(), INSTALL, name + ": the log's install goes on")
		var event = telemetry.record("app_pause")
		assert_eq(event.get("seq"), 42, name + ": after the log's last seq")


func test_a_seq_at_the_schema_limit_starts_a_new_install_rather_than_overflow():
	var state = {"installId": INSTALL, "seq": MAX_SEQ - 1, "attempts": {}, "open": {}}
	write_file(folder.plus_file("state.json"), JSON.print(state))
	telemetry.open(folder, store)
	var last = telemetry.record("app_pause")
	assert_eq([last["installId"], last["seq"]], [INSTALL, MAX_SEQ], "the last seq the schema takes")
	var next = telemetry.record("app_pause")
	assert_true(hex32.search(next["installId"]) != null and next["installId"] != INSTALL)
	assert_eq(next["seq"], 1, "a new install from seq 1")


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
	var attempts = {"a-mode/catalog/1-1": 2}
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
