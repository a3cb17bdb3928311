extends "res://tests/godot/test_case.gd"
# Issue 31 §7: at every start but the first, the Godot editor printed a SCRIPT ERROR: it loaded
# tests/godot/editor_driver/editor_driver.gd, whose preloads name the driver's place in the test
# copies of the project (addons/level_editor_driver). The editor scans every folder without a
# .gdignore: each script of tests/godot it sees (the tests themselves aside: the runner loads
# them) loads where it lies. (The packs session of editor_smoke.sh checks the editor's output
# itself, but on a copy where the driver is in its place.)

const ROOT = "res://tests/godot"


func test_every_script_the_editor_sees_under_tests_loads_where_it_lies():
	var paths = []
	_collect(ROOT, paths)
	assert_true(paths.size() > 10, "%d scripts" % paths.size())
	for path in paths:
		var script = load(path)
		assert_true(script != null and script.can_instance(), path + " loads")


func _collect(folder: String, paths: Array) -> void:
	if File.new().file_exists(folder.plus_file(".gdignore")):
		return
	for name in file_names(folder):
		var path = folder.plus_file(name)
		if Directory.new().dir_exists(path):
			_collect(path, paths)
		elif name.ends_with(".gd") and not name.begins_with("test_"):
			paths.append(path)
