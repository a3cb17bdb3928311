extends "res://tests/godot/test_case.gd"
# Play-data files no reader may trust (issue 34): with consent on, a state.json, an upload.json
# or a last event line nested 30,000 deep crashed the game at every launch (Godot's own JSON
# parser); a state.json with an install id or seq the schema refuses (upper case, a sign, 1e20)
# made every later event one the collector refuses. Each file is read by the strict reader, and a
# damaged state is repaired from the log's last event, or renewed: never an event refused for it.

const EventLog = preload("res://scripts/telemetry/event_log.gd")
const JsonFile = preload("res://scripts/json_file.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const MAX_SEQ = 9007199254740991  # the schema's largest whole number (2^53 - 1)
const DEPTH = 30000
const INSTALL = "0123456789abcdef0123456789abcdef"

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
			'{"installId": %s, "seq": %s, "open": {}, "attempts": {"hex-tracks/catalog/2-3": 1e20, '
			+ '"hex-tracks/catalog/2-4": 2}}'
		)
		write_file(folder.plus_file("state.json"), text % hostile[name])
		telemetry.open(folder, store)
		var event = telemetry.record("app_pause")
		assert_true(hex32.search(str(event.get("installId"))) != null, "%s: %s" % [name, event])
		assert_true(event.get("installId") != INSTALL, "%s: a new install" % name)
		assert_eq(event.get("seq"), 1, "%s: from seq 1" % name)
		assert_eq(telemetry.next_attempt_no("hex-tracks/catalog/2-3"), 1, name + ": no 1e20 count")
		assert_eq(telemetry.next_attempt_no("hex-tracks/catalog/2-4"), 3, name + ": counts kept")
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
