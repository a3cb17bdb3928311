extends "res://tests/godot/test_case.gd"
# Saves no reader may trust (issue 24): a save nested 50,000 deep (Godot's own JSON parser
# crashes on it), one too big, one with a key twice or text after the value. Each is set aside
# and the last good copy restored; and the game itself starts on the deep one.

const SaveStore = preload("res://scripts/autoload/save_store.gd")
const GOOD = {"format": 1, "buckets": {"mode:a-mode": {"currentId": "1-4"}}}

var save_path


func before_each():
	save_path = scratch_path("save.json")


func test_saves_no_parser_may_trust_are_set_aside_and_the_backup_restored():
	var deep = deep_array(50000)
	assert_true(deep.length() >= 100000, "about 100 KB")
	var hostile = {
		"deep": deep,
		"key twice": '{"format": 1, "format": 1, "buckets": {}}',
		"text after the save": JSON.print(GOOD) + " trailing",
		"NaN": '{"format": NaN, "buckets": {}}',
		"too big": JSON.print(GOOD) + _spaces(4 * 1024 * 1024),
	}
	for name in hostile:
		save_path = scratch_path("save-%s.json" % name.replace(" ", "-"))
		write_file(save_path, hostile[name])
		write_file(save_path.get_basename() + ".bak.json", JSON.print(GOOD))
		var store = SaveStore.new()
		store.open(save_path)
		assert_eq(store.get_bucket("mode:a-mode"), {"currentId": "1-4"}, name)
		assert_eq(store.take_notice(), SaveStore.RESTORED, name)
		assert_true(store.error.find("moved it to") != -1, "%s: %s" % [name, store.error])
		store.free()


func test_the_game_starts_on_a_save_nested_50000_deep():
	timeout_seconds = 120
	var dirs = scratch_user_dir("home")
	var user_dir = dirs[1]
	write_file(user_dir.plus_file("save.json"), deep_array(50000))
	write_file(user_dir.plus_file("save.bak.json"), JSON.print(GOOD))
	var run = start_game(dirs[0])
	var status = run[0]
	var log_text = run[1]
	assert_eq(status, 0, "the game started and quit (139 is a segfault): " + log_text.right(800))
	assert_eq(log_text.find("SCRIPT ERROR"), -1, log_text.right(800))
	var restored = JSON.parse(read_file(user_dir.plus_file("save.json"))).result
	assert_eq(restored, GOOD, "the last good copy is the save again")
	assert_true(file_names(user_dir, "save.corrupt-").size() == 1, "the deep save is kept aside")


static func _spaces(count: int) -> String:
	var line = "                                                                "
	var parts = PoolStringArray()
	for _i in range(count / line.length() + 1):
		parts.append(line)
	return parts.join("")
