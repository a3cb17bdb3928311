extends SceneTree
# Headless test runner:
#   godot3-server --path . -s res://tests/godot/runner.gd [-- FILTER...]
# Runs every test_* method of every test_*.gd under res://tests/godot (each extends test_case.gd),
# or only those whose "file.gd:method" contains one of the FILTERs. Prints each failure,
# then exactly "N passed, N failed"; exits 1 on any failure, a script that does not load,
# or when no test ran. Script errors inside a test only show in the log (Godot 3 has no
# hook for them), which is why run_all.sh also fails on "SCRIPT ERROR" lines.

const TEST_DIR = "res://tests/godot"
const BASE_SCRIPT = "test_case.gd"
const TestCase = preload("res://tests/godot/test_case.gd")

var _passed = 0
var _failed = 0
var _finished_runs = {}  # run number -> true once before_each, the test and after_each returned
var _run_count = 0


func _initialize() -> void:
	_run_everything()


func _run_everything():
	var filters = _filters()
	var ran = 0
	for file_name in _test_files():
		var script = load(TEST_DIR.plus_file(file_name))
		if script == null or not script.can_instance():
			_record_failure(file_name, "the script does not load (see the error above)")
			continue
		if not _extends_test_case(script):
			_record_failure(file_name, "does not extend %s" % BASE_SCRIPT)
			continue
		for method in _test_methods(script):
			if not _selected("%s:%s" % [file_name, method], filters):
				continue
			ran += 1
			yield(_run_test(script, file_name, method), "completed")
	if ran == 0 and _failed == 0:
		_record_failure("runner", "no test matched %s" % str(filters))
	print("%d passed, %d failed" % [_passed, _failed])
	quit(1 if _failed > 0 else 0)


func _run_test(script: Script, file_name: String, method: String):
	var test = script.new()
	get_root().add_child(test)
	_run_count += 1
	var run = _run_count
	_call_in_order(test, method, run)
	var deadline = OS.get_ticks_msec() + int(test.timeout_seconds * 1000)
	while not _finished_runs.has(run) and OS.get_ticks_msec() < deadline:
		yield(self, "idle_frame")
	var label = "%s:%s" % [file_name, method]
	if not _finished_runs.has(run):
		test.fail("timed out after %d s" % test.timeout_seconds)
	elif test.assertions == 0:
		test.fail("made no assertion (did it stop on a script error?)")
	if test.failures.empty():
		_passed += 1
	else:
		_failed += 1
		for message in test.failures:
			print("FAIL %s: %s" % [label, message])
	test.remove_scratch_files()
	test.queue_free()
	yield(self, "idle_frame")  # let the test's scene leave the tree before the next test


# A coroutine of its own so that _run_test can give up on it after the timeout.
func _call_in_order(test: Node, method: String, run: int):
	for name in ["before_each", method, "after_each"]:
		var result = test.call(name)
		if result is GDScriptFunctionState:
			yield(result, "completed")
	_finished_runs[run] = true


func _extends_test_case(script: Script) -> bool:
	var base = script
	while base != null:
		if base == TestCase:
			return true
		base = base.get_base_script()
	return false


func _record_failure(label: String, message: String) -> void:
	_failed += 1
	print("FAIL %s: %s" % [label, message])


# Every test_*.gd under TEST_DIR, as paths relative to it ("common/test_x.gd"), sorted.
# Folders holding a .gdignore file are skipped, as Godot skips them.
func _test_files() -> Array:
	var names = []
	_collect_test_files("", names)
	names.sort()
	return names


func _collect_test_files(relative: String, names: Array) -> void:
	var dir = Directory.new()
	if dir.open(TEST_DIR.plus_file(relative)) != OK or dir.file_exists(".gdignore"):
		return
	var folders = []
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while not name.empty():
		var path = relative.plus_file(name) if not relative.empty() else name
		if dir.current_is_dir():
			folders.append(path)
		elif name.begins_with("test_") and name.ends_with(".gd") and name != BASE_SCRIPT:
			names.append(path)
		name = dir.get_next()
	dir.list_dir_end()
	for folder in folders:
		_collect_test_files(folder, names)


func _test_methods(script: Script) -> Array:
	var names = []
	for method in script.get_script_method_list():
		if method["name"].begins_with("test_") and not names.has(method["name"]):
			names.append(method["name"])
	names.sort()
	return names


# Command-line words after "--".
func _filters() -> Array:
	var args = OS.get_cmdline_args()
	var separator = Array(args).find("--")
	var filters = []
	if separator != -1:
		for i in range(separator + 1, args.size()):
			filters.append(args[i])
	return filters


func _selected(label: String, filters: Array) -> bool:
	if filters.empty():
		return true
	for text in filters:
		if label.find(text) != -1:
			return true
	return false
