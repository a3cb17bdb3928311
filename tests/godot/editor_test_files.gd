extends Reference
# Text files, pack kinds and sample packs for the level editor's tests (tests/godot/editor/
# test_editor_*.gd and, a mode's own, tests/godot/editor/modes/<folder>/). The modes come from
# the registry: nothing here names one.

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const EditorPieces = preload("res://addons/level_editor/editor_pieces.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const MODE_TESTS = "res://tests/godot/editor/modes"  # a mode's editor tests: MODE_TESTS/<folder>


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


# The kind of a pack of `mode` (pack_files.gd) as the mode's editor piece declares it, for
# documents opened without the screen.
static func pack_kind(mode: String) -> Dictionary:
	var piece = EditorPieces.new_piece(ModeRegistry.find(mode))
	var kind = piece.pack_kind()
	piece.free()
	return kind


# The first shipped file of `mode` (levels/<mode>/, in name order) that its piece opens as a
# pack, "" when none does: the mode's sample for tests that need a file of it.
static func shipped_pack(mode: String) -> String:
	var folder = "res://levels".plus_file(mode)
	var kind = pack_kind(mode)
	for name in PackFiles.json_files(folder):
		if PackDocument.new().load_file(folder.plus_file(name), kind).empty():
			return folder.plus_file(name)
	return ""


# The first registered mode other than `mode` that has a shipped pack (for tests of what a
# mode's screen does with another mode's file).
static func other_mode(mode: String) -> String:
	for other in ModeRegistry.ids():
		if other != mode and not shipped_pack(other).empty():
			return other
	return ""


# A mode's part of a shared editor test, MODE_TESTS/<folder>/<file> ("" when the mode has none).
static func mode_part(entry: Dictionary, file: String) -> String:
	var path = MODE_TESTS.plus_file(str(entry["folder"]).get_file()).plus_file(file)
	return path if File.new().file_exists(path) else ""


# A Levels screen in the editor's room (editor_room.gd), its live check off, added under `parent`
# (a test_case.gd); with `scratch_folders`, every mode's levels folder is a scratch folder of the
# test's: new packs go there, and no shipped file is near.
static func levels_screen(parent: Node, scratch_folders := false) -> Control:
	var panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	for mode in panel.levels_dirs if scratch_folders else []:
		panel.levels_dirs[mode] = parent.scratch_path(mode)
		Directory.new().make_dir_recursive(panel.levels_dirs[mode])
	parent.add_child(panel)
	return panel


# The files the pack picker lists (res:// paths) when a click opens its list; [] when it does not
# open.
static func picker_files(panel) -> Array:
	EditorRoom.lay_out(panel)
	var picker = panel.get_node("TopBar/PackPicker")
	var box = picker.get_global_rect()
	mouse(panel.get_tree(), box.position + box.size / 2, true)
	mouse(panel.get_tree(), box.position + box.size / 2, false)
	var popup = picker.get_popup()
	var listed = []
	for i in range(1, popup.get_item_count() if popup.visible else 1):
		listed.append("res://" + popup.get_item_text(i))
	popup.hide()
	return listed


# A left click in the middle of a control, through the input.
static func click_middle(control: Control) -> void:
	var box = control.get_global_rect()
	mouse(control.get_tree(), box.position + box.size / 2, true)
	mouse(control.get_tree(), box.position + box.size / 2, false)


# A copy of a shipped file of `mode` in a scratch folder of `test` (a test_case.gd), opened in
# the Levels screen `panel`.
static func copy_shipped(test, panel, mode: String, file_name: String) -> String:
	var folder = test.scratch_path(mode)
	Directory.new().make_dir_recursive(folder)
	var shipped = "res://levels/%s/%s" % [mode, file_name]
	var path = test.write_file(folder.plus_file(file_name), read_text(shipped))
	test.assert_eq(panel.open_pack(path), "")
	return path


# A character typed at the end of the level's caption, in both locales (a text players see in
# one locale alone is a file the core refuses, and a refused save asks nothing).
static func edit_caption(panel) -> void:
	for locale in ["Zh", "En"]:
		click_middle(panel.get_node("Body/Side/Caption" + locale))
		type_text("!")


# Saving over a pack of `mode` that a content plan generates (`generated`: its notes end with
# the command that writes it) asks first and writes nothing without an answer; a `hand_made`
# pack saves at once. Both are copies of the shipped files (copy_shipped).
static func assert_generated_pack_asks(
	test, panel, mode: String, generated: String, hand_made: String
) -> void:
	var path = copy_shipped(test, panel, mode, generated)
	var text = read_text(path)
	edit_caption(panel)
	key(KEY_S, true)
	var question = panel.get_node("SaveQuestion")
	var said = summary(panel)
	test.assert_true(question.visible, "%s: the question before saving: %s" % [path, said])
	test.assert_true(question.dialog_text.find("content --pack") != -1, question.dialog_text)
	question.hide()
	test.assert_eq(read_text(path), text, "not saved without an answer")
	path = copy_shipped(test, panel, mode, hand_made)
	edit_caption(panel)
	key(KEY_S, true)
	test.assert_false(question.visible, "%s: a hand-made pack saves at once" % path)
	test.assert_false(panel.document.is_dirty(), summary(panel))


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
