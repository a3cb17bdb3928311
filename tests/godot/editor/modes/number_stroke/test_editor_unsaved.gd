extends "res://tests/godot/test_case.gd"
# Issue 14: quitting asked about the open scene, never named the pack, and "Don't Save" dropped
# the edit. Each pack keeps its own unsaved state (its edits are on the one history, the
# editor's); closing a pack or quitting names the unsaved packs and offers save, discard,
# cancel.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"

var panel
var board
var first = ""
var second = ""
var called = 0


func before_each():
	first = write_file(scratch_path("pack-80.json"), read_file(DEMO_PACK))
	second = write_file(scratch_path("pack-80-copy.json"), read_file(DEMO_PACK))
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	add_child(panel)
	board = panel.get_node("Body/Center/01-number-stroke/Boards/Board")


# One history (the Godot editor's, as Godot 3 keeps one for every scene): Undo takes back the
# last edit whichever pack it was in, and shows that pack.
func test_each_pack_has_its_own_unsaved_state_on_one_history():
	panel.open_pack(first)
	_paint(Vector2(5, 0))
	assert_true(panel.document.is_dirty())
	assert_eq(panel.unsaved_paths(), [first])
	panel.open_pack(second)
	assert_false(panel.document.is_dirty(), "the other pack keeps its own state")
	assert_eq(panel.unsaved_paths(), [first])
	panel.undo()
	assert_eq(panel.document.path, first, "the undone edit's pack is shown")
	assert_false(panel.has_unsaved(), "undone back to the file")
	panel.redo()
	assert_true(panel.document.is_dirty())
	assert_true(panel.get_node("TopBar/FileLabel").text.ends_with("(unsaved edits)"))


func test_ctrl_z_on_the_levels_screen_undoes_the_pack():
	panel.open_pack(first)
	var count = panel.document.level(0)["cells"].size()
	_paint(Vector2(5, 0))
	var key = InputEventKey.new()
	key.scancode = KEY_Z
	key.control = true
	key.pressed = true
	Input.parse_input_event(key)
	assert_eq(panel.document.level(0)["cells"].size(), count)
	key.shift = true
	Input.parse_input_event(key)
	assert_eq(panel.document.level(0)["cells"].size(), count + 1)


func test_closing_an_unsaved_pack_asks_and_cancel_keeps_it():
	panel.open_pack(first)
	_paint(Vector2(5, 0))
	panel.get_node("TopBar/CloseButton").emit_signal("pressed")
	var dialog = panel.get_node("UnsavedDialog")
	assert_true(dialog.visible)
	assert_true(dialog.dialog_text.find(first) != -1, dialog.dialog_text)
	dialog.get_cancel().emit_signal("pressed")
	assert_false(dialog.visible)
	assert_eq(panel.unsaved_paths(), [first], "cancel keeps the pack and its edit")
	assert_true(panel.document != null)


func test_closing_with_discard_drops_the_edit_and_keeps_the_file():
	var text = read_file(first)
	panel.open_pack(first)
	_paint(Vector2(5, 0))
	panel.close_pack(first)
	panel.get_node("UnsavedDialog").emit_signal("custom_action", "discard")
	assert_true(panel.document == null)
	assert_false(panel.has_unsaved())
	assert_eq(read_file(first), text)


func test_closing_with_save_writes_the_pack():
	panel.open_pack(first)
	_paint(Vector2(5, 0))
	panel.close_pack(first)
	panel.get_node("UnsavedDialog").emit_signal("confirmed")
	assert_true(panel.document == null)
	assert_true(read_file(first).find('{"id": "k", "x": 5, "y": 0, "w": 1, "h": 1}') != -1)


func test_quitting_names_every_unsaved_pack_and_waits_for_an_answer():
	panel.open_pack(first)
	_paint(Vector2(5, 0))
	panel.open_pack(second)
	_paint(Vector2(5, 1))
	assert_false(panel.confirm_unsaved(panel.unsaved_paths(), "quitting", self, "_quit"))
	var dialog = panel.get_node("UnsavedDialog")
	assert_true(dialog.dialog_text.find(first) != -1 and dialog.dialog_text.find(second) != -1)
	assert_true(dialog.dialog_text.find("quitting") != -1)
	assert_eq(called, 0, "nothing happens before an answer")
	dialog.emit_signal("confirmed")
	assert_eq(called, 1, "saved, then quit")
	assert_false(panel.has_unsaved())
	assert_true(panel.confirm_unsaved(panel.unsaved_paths(), "quitting", self, "_quit"))
	assert_eq(called, 2, "nothing unsaved: at once")


func test_a_failed_save_does_not_quit():
	panel.open_pack(first)
	for unit in [Vector2(2, 3), Vector2(1, 4)]:  # j and l: m is cut off, the core refuses
		_erase(unit)
	panel.confirm_unsaved(panel.unsaved_paths(), "quitting", self, "_quit")
	panel.get_node("UnsavedDialog").emit_signal("confirmed")
	assert_eq(called, 0)
	assert_true(panel.has_unsaved())
	assert_true(panel.get_node("Body/Results/Summary").text.find("[disconnected]") != -1)


func test_reload_with_unsaved_edits_asks_first():
	panel.open_pack(first)
	_paint(Vector2(5, 0))
	panel.get_node("TopBar/ReloadButton").emit_signal("pressed")
	assert_true(panel.get_node("UnsavedDialog").visible)
	assert_true(panel.has_unsaved(), "nothing dropped before an answer")
	panel.get_node("UnsavedDialog").emit_signal("custom_action", "discard")
	assert_false(panel.has_unsaved())
	assert_eq(panel.document.path, first, "reloaded")


func _quit() -> void:
	called += 1


func _paint(unit: Vector2) -> void:
	panel.get_node("Body/Center/01-number-stroke/ToolBar/Tools/Paint").emit_signal("pressed")
	board.emit_signal("unit_pressed", unit, BUTTON_LEFT)
	board.emit_signal("stroke_finished")


func _erase(unit: Vector2) -> void:
	board.emit_signal("unit_pressed", unit, BUTTON_RIGHT)
	board.emit_signal("stroke_finished")
