extends SceneTree
# Headless test runner:
#   godot3-server --path . -s res://tests/godot/runner.gd [-- [--claim-dir=DIR] FILTER...]
# Runs every test_* method of every test_*.gd under res://tests/godot (each extends test_case.gd),
# or only those whose "file.gd:method" contains one of the FILTERs. Prints each failure, where
# the time went (the slowest tests, wall and CPU seconds, and each folder's total), then exactly
# "N passed, N failed"; exits 1 on any failure, a script that does not load, or when no test ran.
# With --claim-dir, several runners started on the same DIR share the test files (run_all.sh
# runs two at once: many tests wait on frames or timers): a runner runs a file only once it has
# claimed it, by making the folder DIR/<file> (making a folder fails when it exists, so exactly
# one runner gets each file). Its "no test ran" is then run_all.sh's to judge, over all runners.
# Script errors inside a test only show in the log (Godot 3 has no hook for them), which is why
# run_all.sh also fails on "SCRIPT ERROR" lines.
# Frames come FAST_FRAME_USEC apart (see below).
# Each test runs in a scratch folder of its own (user://test-scratch-<pid>/<n>, emptied after
# it): the SaveStore autoload is opened on a save there and the settings read from it, so no
# test sees another's save or settings. after_each runs after a timeout too (given AFTER_EACH_
# SECONDS), so a test that hangs still cleans up what its before_each set up.

const TEST_DIR = "res://tests/godot"
const BASE_SCRIPT = "test_case.gd"
const TestCase = preload("res://tests/godot/test_case.gd")
const SCRATCH_ROOT_FORMAT = "user://test-scratch-%d"
const AFTER_EACH_SECONDS = 10
const SLOWEST_SHOWN = 25
# Headless Godot sleeps 6.9 ms between frames (project setting application/run/
# low_processor_mode_sleep_usec; it cannot draw): tests that wait for frames would spend most of
# their time asleep, so frames come FAST_FRAME_USEC apart. The level editor's tests count frames
# as their time limit for the core's answers (a process of its own), so they keep Godot's pace.
const FAST_FRAME_USEC = 500
const FRAME_PACED_FOLDERS = ["editor/"]
const CLAIM_DIR_OPTION = "--claim-dir="

var _passed = 0
var _failed = 0
var _stage = {}  # run number -> the step running ("before_each", the test, "after_each", "done")
var _run_count = 0
var _times = []  # [wall ms, CPU ms, "file.gd:method"] per test
var _godot_frame_usec = 0  # Godot's own sleep between frames


func _initialize() -> void:
	_godot_frame_usec = OS.low_processor_usage_mode_sleep_usec
	_run_everything()


func _run_everything():
	var words = _user_words()
	var claim_dir = _claim_dir(words)
	var filters = _filters(words)
	var ran = 0
	for file_name in _test_files():
		if not claim_dir.empty() and not _claimed(claim_dir, file_name):
			continue
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
	if ran == 0 and _failed == 0 and claim_dir.empty():
		_record_failure("runner", "no test matched %s" % str(filters))
	_remove_tree(SCRATCH_ROOT_FORMAT % OS.get_process_id())
	_print_times()
	print("%d passed, %d failed" % [_passed, _failed])
	quit(1 if _failed > 0 else 0)


func _run_test(script: Script, file_name: String, method: String):
	_run_count += 1
	var run = _run_count
	var scratch = (SCRATCH_ROOT_FORMAT % OS.get_process_id()).plus_file(str(run))
	Directory.new().make_dir_recursive(scratch)
	_fresh_autoloads(scratch)
	OS.low_processor_usage_mode_sleep_usec = FAST_FRAME_USEC
	for folder in FRAME_PACED_FOLDERS:
		if file_name.begins_with(folder):
			OS.low_processor_usage_mode_sleep_usec = _godot_frame_usec
	var test = script.new()
	test.scratch_dir = scratch
	get_root().add_child(test)
	var started = OS.get_ticks_msec()
	var cpu_started = _cpu_msec()
	_call_in_order(test, method, run)
	# The test may raise timeout_seconds once it runs (after a before_each that waits).
	while _stage[run] != "done" and OS.get_ticks_msec() - started < test.timeout_seconds * 1000:
		yield(self, "idle_frame")
	var label = "%s:%s" % [file_name, method]
	if _stage[run] != "done":
		test.fail("timed out after %d s (in %s)" % [test.timeout_seconds, _stage[run]])
		yield(_after_timeout(test, run), "completed")
	elif test.assertions == 0:
		test.fail("made no assertion (did it stop on a script error?)")
	_times.append([OS.get_ticks_msec() - started, _cpu_msec() - cpu_started, label])
	if test.failures.empty():
		_passed += 1
	else:
		_failed += 1
		for message in test.failures:
			print("FAIL %s: %s" % [label, message])
	test.queue_free()
	yield(self, "idle_frame")  # let the test's scene leave the tree before the next test
	Engine.time_scale = 1.0
	_remove_tree(scratch)


# A coroutine of its own so that _run_test can give up on it after the timeout. A run given up on
# is "abandoned": should its test ever resume, nothing more of it is called.
func _call_in_order(test: Node, method: String, run: int):
	for name in ["before_each", method, "after_each"]:
		if _stage.get(run) == "abandoned":
			return
		_stage[run] = name
		var result = test.call(name)
		if result is GDScriptFunctionState:
			yield(result, "completed")
	if _stage.get(run) != "abandoned":
		_stage[run] = "done"


# A test that timed out: its after_each runs unless it was already running.
func _after_timeout(test: Node, run: int):
	var hung_in = _stage[run]
	_stage[run] = "abandoned"
	if hung_in != "after_each":
		var result = test.call("after_each")
		if result is GDScriptFunctionState:
			var finished = [false]
			result.connect("completed", self, "_mark_finished", [finished])
			var deadline = OS.get_ticks_msec() + AFTER_EACH_SECONDS * 1000
			while not finished[0] and OS.get_ticks_msec() < deadline:
				yield(self, "idle_frame")
	yield(self, "idle_frame")


func _mark_finished(_value, finished: Array) -> void:
	finished[0] = true


# The save and the settings every test starts from: a new save in its scratch folder.
func _fresh_autoloads(scratch: String) -> void:
	var store = get_root().get_node("SaveStore")
	store.open(scratch.plus_file("save.json"))
	get_root().get_node("Settings").load_from(store)


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
func _user_words() -> Array:
	var args = OS.get_cmdline_args()
	var separator = Array(args).find("--")
	var words = []
	if separator != -1:
		for i in range(separator + 1, args.size()):
			words.append(args[i])
	return words


func _filters(words: Array) -> Array:
	var filters = []
	for word in words:
		if not word.begins_with(CLAIM_DIR_OPTION):
			filters.append(word)
	return filters


func _claim_dir(words: Array) -> String:
	for word in words:
		if word.begins_with(CLAIM_DIR_OPTION):
			return word.substr(CLAIM_DIR_OPTION.length())
	return ""


# True when this runner made the file's claim folder first; a claim that cannot be made for
# another reason than another runner's claim fails the run.
func _claimed(claim_dir: String, file_name: String) -> bool:
	var error = Directory.new().make_dir(claim_dir.plus_file(file_name.replace("/", "--")))
	if error != OK and error != ERR_ALREADY_EXISTS:
		_record_failure(file_name, "cannot claim it in %s (error %d)" % [claim_dir, error])
	return error == OK


func _selected(label: String, filters: Array) -> bool:
	if filters.empty():
		return true
	for text in filters:
		if label.find(text) != -1:
			return true
	return false


# Where the time went: the slowest tests (wall and CPU seconds: a test far above its CPU time
# waits on animations or timers, or shared the machine) and each folder's total.
func _print_times() -> void:
	var folders = {}
	var wall = 0
	var cpu = 0
	for entry in _times:
		wall += entry[0]
		cpu += entry[1]
		var folder = entry[2].get_base_dir()
		if not folders.has(folder):
			folders[folder] = [0, 0]
		folders[folder][0] += entry[0]
		folders[folder][1] += entry[1]
	_times.sort_custom(self, "_slower")
	print(
		(
			"time: %.1f s (CPU %.1f s) in %d tests; the slowest:"
			% [wall / 1e3, cpu / 1e3, _times.size()]
		)
	)
	for i in range(min(SLOWEST_SHOWN, _times.size())):
		print(
			"  %6.2f s (CPU %6.2f s)  %s" % [_times[i][0] / 1e3, _times[i][1] / 1e3, _times[i][2]]
		)
	var names = folders.keys()
	names.sort()
	for folder in names:
		print(
			(
				"  %6.1f s (CPU %6.1f s)  %s/"
				% [folders[folder][0] / 1e3, folders[folder][1] / 1e3, folder]
			)
		)


func _slower(a, b) -> bool:
	return a[0] > b[0]


# The CPU time this process used so far (Linux /proc; 0 elsewhere), in milliseconds.
func _cpu_msec() -> int:
	var file = File.new()
	if file.open("/proc/self/stat", File.READ) != OK:
		return 0
	var text = file.get_as_text()
	file.close()
	# Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
	var fields = text.substr(text.find_last(")") + 2).split(" ")
	if fields.size() < 13:
		return 0
	return (int(fields[11]) + int(fields[12])) * 10  # clock ticks of 10 ms (USER_HZ 100)


func _remove_tree(path: String) -> void:
	var dir = Directory.new()
	if dir.open(path) != OK:
		return
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while not name.empty():
		if dir.current_is_dir():
			_remove_tree(path.plus_file(name))
		else:
			dir.remove(name)
		name = dir.get_next()
	dir.list_dir_end()
	dir.remove(path)
