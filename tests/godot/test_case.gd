extends Node
# Base of every tests/godot/test_*.gd. The runner makes a fresh instance per test method, gives it
# a scratch folder of its own (scratch_dir; the SaveStore autoload's save is there, the settings
# are the defaults), adds it under the root (so get_tree() works and scenes added as its children
# are freed with it), then calls before_each(), the test, after_each() (after_each also after a
# timeout); any of them may yield. A test that records no assertion fails: it most likely stopped
# on a script error.

var failures = []  # messages of the failed assertions
var assertions = 0
var timeout_seconds = 30  # the runner gives up on a test after this; a test may raise it
var scratch_dir = "user://test-scratch"  # set by the runner: this test's own folder


func before_each():
	pass


func after_each():
	pass


# A path in the test's scratch folder for files it creates; the runner removes the folder after
# the test.
func scratch_path(file_name: String) -> String:
	Directory.new().make_dir_recursive(scratch_dir)
	return scratch_dir.plus_file(file_name)


# Writes `text` to `path` and returns the path.
func write_file(path: String, text: String) -> String:
	var file = File.new()
	file.open(path, File.WRITE)
	file.store_string(text)
	file.close()
	return path


# The names of the files in `folder` that start with `prefix` ([] when it cannot be opened).
func file_names(folder: String, prefix := "") -> Array:
	var names = []
	var dir = Directory.new()
	if dir.open(folder) != OK:
		return names
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while not name.empty():
		if name.begins_with(prefix):
			names.append(name)
		name = dir.get_next()
	dir.list_dir_end()
	return names


# The text of the file, "<unreadable>" when it cannot be opened.
func read_file(path: String) -> String:
	var file = File.new()
	if file.open(path, File.READ) != OK:
		return "<unreadable>"
	var text = file.get_as_text()
	file.close()
	return text


# The first node called `name` under `root` (by name, at any depth).
func named(root, name):
	return root.find_node(name, true, false)


# A real left click on the middle of a control.
func click(control):
	click_window_point(control.get_global_rect().position + control.rect_size / 2.0)


# A real left click at a point of the window.
func click_window_point(point):
	for pressed in [true, false]:
		mouse_button(point, pressed)


# The left mouse button pressed or released at a point of the window.
func mouse_button(point, pressed):
	var event = InputEventMouseButton.new()
	event.button_index = BUTTON_LEFT
	event.pressed = pressed
	event.position = point
	event.global_position = point
	get_tree().input_event(event)


# The game's user:// folder (as a globalized path) for a HOME of its own in the test's scratch:
# [home, user folder]; start_game(home) runs the game there.
func scratch_user_dir(name: String) -> Array:
	var home = ProjectSettings.globalize_path(scratch_path(name))
	var user_dir = home.plus_file("godot/app_userdata").plus_file(
		ProjectSettings.get_setting("application/config/name")
	)
	Directory.new().make_dir_recursive(user_dir)
	return [home, user_dir]


# Starts the game in a child process with its data under `home`, lets it quit at once:
# [exit status, what it printed].
func start_game(home: String) -> Array:
	var output = []
	var status = OS.execute(
		"env",
		[
			"XDG_DATA_HOME=" + home,
			OS.get_executable_path(),
			"--path",
			ProjectSettings.globalize_path("res://"),
			"--quit"
		],
		true,
		output,
		true
	)
	return [status, PoolStringArray(output).join("")]


func fail(message: String) -> void:
	assertions += 1
	failures.append(message)


func assert_true(condition, message := "") -> void:
	assertions += 1
	if not condition:
		failures.append(_with_context("expected true", message))


func assert_false(condition, message := "") -> void:
	assertions += 1
	if condition:
		failures.append(_with_context("expected false", message))


# Deep equality where 2 and 2.0 are equal (JSON gives floats) but 1 and true are not.
func assert_eq(actual, expected, message := "") -> void:
	assertions += 1
	var difference = first_difference(actual, expected)
	if not difference.empty():
		failures.append(_with_context(difference, message))


# "" when equal, else where and how the first difference shows, e.g.
# `.path[2]: expected 5, got 4`.
func first_difference(actual, expected, where := "") -> String:
	if _is_number(actual) and _is_number(expected):
		if actual == expected:
			return ""
	elif typeof(actual) == typeof(expected):
		match typeof(actual):
			TYPE_ARRAY:
				return _array_difference(actual, expected, where)
			TYPE_DICTIONARY:
				return _dictionary_difference(actual, expected, where)
		if actual == expected:
			return ""
	return "%s: expected %s, got %s" % [_or_value(where), _shown(expected), _shown(actual)]


func _array_difference(actual: Array, expected: Array, where: String) -> String:
	for i in range(min(actual.size(), expected.size())):
		var difference = first_difference(actual[i], expected[i], "%s[%d]" % [where, i])
		if not difference.empty():
			return difference
	if actual.size() != expected.size():
		return (
			"%s: expected %d items %s, got %d items %s"
			% [_or_value(where), expected.size(), expected, actual.size(), actual]
		)
	return ""


func _dictionary_difference(actual: Dictionary, expected: Dictionary, where: String) -> String:
	var keys = expected.keys()
	for key in actual:
		if not expected.has(key):
			keys.append(key)
	for key in keys:
		var at = "%s.%s" % [where, key]
		if not actual.has(key):
			return "%s: missing (expected %s)" % [at, _shown(expected[key])]
		if not expected.has(key):
			return "%s: unexpected (got %s)" % [at, _shown(actual[key])]
		var difference = first_difference(actual[key], expected[key], at)
		if not difference.empty():
			return difference
	return ""


func _is_number(value) -> bool:
	return typeof(value) == TYPE_INT or typeof(value) == TYPE_REAL


func _or_value(where: String) -> String:
	return where if not where.empty() else "value"


# JSON-like text, so "3" and 3 and null read differently.
func _shown(value) -> String:
	return JSON.print(value) if typeof(value) != TYPE_OBJECT else str(value)


func _with_context(problem: String, message: String) -> String:
	return problem if message.empty() else "%s: %s" % [message, problem]


# JSON text of arrays nested `depth` deep ("[[…]]"), for the strict readers' depth limits.
static func deep_array(depth: int) -> String:
	var opening = PoolStringArray()
	var closing = PoolStringArray()
	opening.resize(depth)
	closing.resize(depth)
	for i in range(depth):
		opening[i] = "["
		closing[i] = "]"
	return opening.join("") + closing.join("")


# The bytes of a shared bad-input case (tests/fixtures/bad-input/): its "hex", or its "text".
static func case_bytes(case: Dictionary) -> PoolByteArray:
	if not case.has("hex"):
		return case["text"].to_utf8()
	var bytes = PoolByteArray()
	for i in range(0, case["hex"].length(), 2):
		bytes.append(("0x" + case["hex"].substr(i, 2)).hex_to_int())
	return bytes
