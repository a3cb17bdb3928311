extends "res://tests/godot/test_case.gd"
# Issue 31 §4: what the Levels screen shows is the state of the file shown, by mouse and keys, on
# Number Stroke's board: Undo and Redo after each undo and redo, a click that takes the focus from
# a text field edits nothing, Reload → Discard stays on the file and level shown, an undone move
# shows the level moved, and a generated pack asks before Save as the other modes' regenerated
# files do — only when the core would take the file.

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"
const NS = "01-number-stroke"
const HOLE = Vector2(5, 0)  # a hole beside cell c of the demo pack's first level

var panel
var board
var editor_history = null  # the Godot editor's history, where a test stands one in


func before_each():
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false  # test_editor_live.gd tests it
	add_child(panel)
	board = panel.get_node("Body/Center/%s/Boards/Board" % NS)


func after_each():
	for dialog in ["UnsavedDialog", "SaveQuestion"]:
		panel.get_node(dialog).hide()
	if editor_history != null:
		editor_history.free()


func test_undo_and_redo_show_what_the_history_holds_after_each_step():
	_open_demo("pack-80.json")
	var cells = _cells()
	_click_board(HOLE)
	_click_board(HOLE + Vector2(0, 1))
	assert_eq(_history_buttons(), [true, false], "two edits: Undo only")
	Files.key(KEY_Z, true)
	assert_eq(_history_buttons(), [true, true], "one undone: both")
	_click(panel.get_node("TopBar/UndoButton"))
	assert_eq(_cells(), cells, "both edits undone")
	assert_eq(_history_buttons(), [false, true], "nothing left to undo")
	_click(panel.get_node("TopBar/RedoButton"))
	assert_eq(_history_buttons(), [true, true])
	Files.key(KEY_Y, true)
	assert_eq(_cells(), cells + 2)
	assert_eq(_history_buttons(), [true, false], "nothing left to redo")


# One history, the Godot editor's (an UndoRedo standing for it here, as plugin.gd hands the
# screen get_undo_redo()): Edit > Undo takes back a paint on the board — and the file saved after
# it is the file as it was —, Edit > Redo paints it again, and the screen's buttons follow each.
func test_the_editors_undo_and_redo_take_back_a_board_edit():
	editor_history = UndoRedo.new()
	panel.use_undo_redo(editor_history)
	var path = _open_demo("pack-80.json")
	var text = read_file(path)
	var cells = _cells()
	_click_board(HOLE)
	assert_eq(_cells(), cells + 1)
	var action = editor_history.get_current_action_name()
	assert_true(action.begins_with("Paint"), "on the editor's history: %s" % action)
	assert_true(editor_history.undo(), "Edit > Undo")
	assert_eq(_cells(), cells, "the cell is taken back")
	assert_eq(_history_buttons(), [false, true], "the screen's buttons follow")
	assert_false(panel.document.is_dirty(), "back to the file")
	Files.key(KEY_S, true)
	assert_eq(read_file(path), text, "saved as it was")
	assert_true(editor_history.redo(), "Edit > Redo")
	assert_eq(_cells(), cells + 1, "painted again")
	assert_eq(_history_buttons(), [true, false])
	Files.key(KEY_S, true)
	assert_false(panel.document.is_dirty())
	var saved = parse_json(read_file(path))
	assert_eq(saved["levels"][0]["cells"].size(), cells + 1, "the file has the cell")
	_click(panel.get_node("TopBar/UndoButton"))
	assert_false(editor_history.has_undo(), "the screen's Undo is the editor's")


func test_a_click_that_takes_the_focus_from_a_text_edits_nothing():
	_open_demo("pack-80.json")
	_click(panel.get_node("Body/Side/Teach"))
	Files.type_text("x")
	assert_true(panel.get_node("Body/Side/Teach").has_focus())
	var cells = _cells()
	_click_board(HOLE)
	assert_eq(_cells(), cells, "the click only focused the board")
	assert_true(board.has_focus())
	_click_board(HOLE)
	assert_eq(_cells(), cells + 1, "the next click paints")
	Files.key(KEY_Z, true)
	assert_eq(_cells(), cells, "Ctrl+Z undoes the paint, not the typing")
	panel.get_node("TopBar/CopyId").grab_focus()  # from a button, a click edits
	_click_board(HOLE)
	assert_eq(_cells(), cells + 1)


# A real editor session said "The Generated Board Harbor- 1 opened as a new pack".
func test_a_level_taken_into_a_new_pack_is_named_as_given():
	var level = parse_json(read_file(DEMO_PACK))["levels"][0]
	var said = panel.take_level(level, NS, "the generated board harbor-1")
	assert_true(said.begins_with("The generated board harbor-1 opened as a new pack"), said)
	assert_true(panel.document.is_new, "unsaved: nothing written")


func test_reload_then_discard_stays_on_the_file_and_level_shown():
	var other = write_file(scratch_path("pack-81.json"), read_file(DEMO_PACK))
	assert_eq(panel.open_pack(other), "")
	var path = _open_demo("pack-80.json")
	_pick_level(1)
	_click_board(Vector2(1, 1))  # a hole of 80-2
	assert_true(panel.document.is_dirty())
	_click(panel.get_node("TopBar/ReloadButton"))
	var dialog = panel.get_node("UnsavedDialog")
	assert_true(dialog.visible, "the unsaved edits are named first")
	_click(_dialog_button(dialog, "Discard"))
	assert_eq(panel.document.path, path, "the same file")
	assert_eq(panel.level_index, 1, "the same level")
	assert_false(panel.document.is_dirty())
	var picker = panel.get_node("TopBar/PackPicker")
	assert_eq(picker.get_item_metadata(picker.selected), path, "the picker shows it too")


func test_saving_over_a_generated_pack_asks_first():
	timeout_seconds = 120  # the core validates whole shipped packs
	Files.assert_generated_pack_asks(
		self, panel, NS, "pack-4-big-cells.json", "pack-1-tutorial.json"
	)


# A real editor session: Move down, then Undo, showed the level now at the moved one's old
# place, not the level that moved back.
func test_undoing_a_move_shows_the_level_moved():
	_open_demo("pack-80.json")
	_pick_level(1)
	_pick_level(0)
	var moved_cells = _level_cells(0)
	_click(panel.get_node("Body/Side/LevelButtons/MoveDown"))
	assert_eq(panel.level_index, 1, "the selection follows the move")
	assert_eq(_level_cells(1), moved_cells)
	Files.key(KEY_Z, true)
	assert_eq(_level_cells(0), moved_cells, "moved back")
	assert_eq(panel.level_index, 0, "the level moved back is shown")
	assert_eq(Array(panel.get_node("Body/Side/LevelList").get_selected_items()), [0])
	Files.key(KEY_Y, true)
	assert_eq(panel.level_index, 1, "redone: shown where it went")
	assert_eq(_level_cells(1), moved_cells)


# A real editor session: Save over a generated pack asked "Save anyway?" about a board the core
# then refused. A save the core refuses says why at once, with no question first.
func test_a_save_the_core_refuses_asks_nothing_first():
	panel.tools.python = _counting_python()
	var path = scratch_path("pack-80.json")
	var generated_notes = '"notes": "python -m core %s content --pack 80; Not shipped:' % NS
	write_file(path, read_file(DEMO_PACK).replace('"notes": "Not shipped:', generated_notes))
	assert_eq(panel.open_pack(path), "")
	EditorRoom.lay_out(panel)
	var text = read_file(path)
	_click(panel.get_node("Body/Center/%s/ToolBar/Tools/Erase" % NS))
	for unit in [Vector2(2, 3), Vector2(1, 4)]:  # j and l: m is cut off, the core refuses
		_click_board(unit)
	Files.key(KEY_S, true)
	assert_false(panel.get_node("SaveQuestion").visible, "no question before a refusal")
	assert_true(Files.summary(panel).find("[disconnected]") != -1, Files.summary(panel))
	assert_eq(read_file(path), text, "not saved")
	assert_true(panel.document.is_dirty())
	Files.key(KEY_Z, true)
	Files.key(KEY_Z, true)
	_click(panel.get_node("Body/Center/%s/ToolBar/Tools/Paint" % NS))
	_click_board(HOLE)
	var cells = _cells()
	Files.key(KEY_S, true)
	var question = panel.get_node("SaveQuestion")
	assert_true(question.visible, "a save that would go through asks")
	assert_eq(read_file(path), text, "nothing written before the answer")
	var runs = _counted_core_runs()
	assert_true(runs >= 2, "the core checked the refused save and the one asked about: %d" % runs)
	_click(question.get_ok())
	assert_false(panel.document.is_dirty(), Files.summary(panel))
	assert_eq(parse_json(read_file(path))["levels"][0]["cells"].size(), cells, "saved")
	assert_eq(_counted_core_runs(), runs, "the check passed before the question is not run again")


# The project's interpreter, each run counted in a line of scratch file core-runs.log.
func _counting_python() -> String:
	var log_path = ProjectSettings.globalize_path(scratch_path("core-runs.log"))
	var script = (
		'#!/bin/sh\necho run >> "%s"\nexec "%s" "$@"\n'
		% [log_path, CoreTools.find_python()]
	)
	var path = ProjectSettings.globalize_path(write_file(scratch_path("python.sh"), script))
	OS.execute("chmod", ["+x", path], true)
	return path


func _counted_core_runs() -> int:
	var log_path = scratch_path("core-runs.log")
	return read_file(log_path).count("run") if File.new().file_exists(log_path) else 0


func _open_demo(file_name: String) -> String:
	var path = write_file(scratch_path(file_name), read_file(DEMO_PACK))
	assert_eq(panel.open_pack(path), "")
	EditorRoom.lay_out(panel)
	return path


func _cells() -> int:
	return panel.document.level(panel.level_index)["cells"].size()


func _history_buttons() -> Array:
	return [
		not panel.get_node("TopBar/UndoButton").disabled,
		not panel.get_node("TopBar/RedoButton").disabled
	]


func _level_cells(index: int) -> Array:
	return panel.document.level(index)["cells"]


# A level picked in the level list (a headless ItemList lays out no lines to click).
func _pick_level(index: int) -> void:
	panel.get_node("Body/Side/LevelList").select(index)
	panel.get_node("Body/Side/LevelList").emit_signal("item_selected", index)


func _click_board(unit: Vector2) -> void:
	var point = board.get_global_rect().position + board.unit_centre(unit)
	Files.mouse(get_tree(), point, true)
	Files.mouse(get_tree(), point, false)


func _click(control: Control) -> void:
	var box = control.get_global_rect()
	Files.mouse(get_tree(), box.position + box.size / 2, true)
	Files.mouse(get_tree(), box.position + box.size / 2, false)


static func _dialog_button(dialog: AcceptDialog, text: String) -> Button:
	for button in dialog.get_ok().get_parent().get_children():
		if button is Button and button.text == text:
			return button
	return null
