extends Reference
# Text files and pack kinds for the level editor's tests (tests/godot/editor/test_editor_*.gd).

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const HexLevelEdits = preload("res://addons/level_editor/modes/hex_walls/hex_level_edits.gd")
const LevelEdits = preload("res://addons/level_editor/modes/number_stroke/level_edits.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")


static func read_text(path: String) -> String:
	var file = File.new()
	file.open(path, File.READ)
	var text = file.get_as_text()
	file.close()
	return text


static func write_text(path: String, text: String) -> void:
	var file = File.new()
	file.open(path, File.WRITE)
	file.store_string(text)
	file.close()


# The kind of a Number Stroke pack (pack_files.gd), for documents opened without the screen.
static func number_stroke_kind() -> Dictionary:
	return PackFiles.pack_kind("01-number-stroke", LevelEdits.LEVEL_FIELDS)


# The kind of a Hex Walls pack (written expanded, as the core writes it).
static func hex_walls_kind() -> Dictionary:
	return PackFiles.pack_kind("03-hex-walls", HexLevelEdits.LEVEL_FIELDS, true)


# An interpreter that waits until `gate` exists, then runs the project's: a test holds the core
# to see the editor go on meanwhile. Returns the script's absolute path.
static func held_python(script_path: String, gate: String) -> String:
	var real = CoreTools.find_python()
	var text = (
		'#!/bin/sh\nwhile [ ! -e "%s" ]; do sleep 0.02; done\nexec "%s" "$@"\n'
		% [gate, real]
	)
	write_text(script_path, text)
	var path = ProjectSettings.globalize_path(script_path)
	OS.execute("chmod", ["+x", path], true)
	return path


# Waits until the Levels screen's tool has answered (its summary no longer says "Running …"): the
# frames it took, -1 when it did not answer within `most` (a coroutine).
static func answered(panel, most := 1200):
	var tree = panel.get_tree()
	var waited = 0
	yield(tree, "idle_frame")
	while summary(panel).begins_with("Running") and waited < most:
		yield(tree, "idle_frame")
		waited += 1
	return waited if waited < most else -1


static func summary(panel) -> String:
	return panel.get_node("Body/Results/Summary").text


# A key (with Ctrl) pressed and released, through the input as a designer's keys go.
static func key(scancode: int, control := false) -> void:
	for pressed in [true, false]:
		var event = InputEventKey.new()
		event.scancode = scancode
		event.control = control
		event.pressed = pressed
		Input.parse_input_event(event)


# `text` typed into the control with the focus, a key a character.
static func type_text(text: String) -> void:
	for i in range(text.length()):
		var event = InputEventKey.new()
		event.unicode = text.ord_at(i)
		event.pressed = true
		Input.parse_input_event(event)


# The left mouse button pressed (or released) at `point` of the window, or the mouse moved
# there with it held (`pressed` null).
static func mouse(tree: SceneTree, point: Vector2, pressed = null) -> void:
	var event = InputEventMouseMotion.new() if pressed == null else InputEventMouseButton.new()
	if pressed != null:
		event.button_index = BUTTON_LEFT
		event.pressed = pressed
	event.button_mask = 0 if pressed == false else BUTTON_MASK_LEFT
	event.position = point
	event.global_position = point
	tree.input_event(event)


# Waits until the level editor panel's live check has answered, at most `frames` idle frames;
# whether it did (a coroutine).
static func live_check_answered(tree, panel, frames):
	var waited = 0
	yield(tree, "idle_frame")
	while not panel.live.idle() and waited < frames:
		yield(tree, "idle_frame")
		waited += 1
	return waited < frames
