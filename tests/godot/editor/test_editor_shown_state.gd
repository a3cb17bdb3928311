extends "res://tests/godot/test_case.gd"
# Issue 31 §4: what the Levels screen shows is the state of the file shown, by mouse and keys:
# Undo and Redo after each undo and redo, a click that takes the focus from a text field edits
# nothing, Reload → Discard stays on the file and level shown, and a generated pack asks before
# Save as the other modes' regenerated files do.

const Files = preload("res://tests/godot/editor_test_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"
const NS = "01-number-stroke"
const HOLE = Vector2(5, 0)  # a hole beside cell c of the demo pack's first level

var panel
var board


func before_each():
	panel = PanelScene.instance()
	panel.live.enabled = false  # test_editor_live.gd tests it
	add_child(panel)
	board = panel.get_node("Body/Center/%s/Boards/Board" % NS)


func after_each():
	for dialog in ["UnsavedDialog", "SaveQuestion"]:
		panel.get_node(dialog).hide()


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


func test_reload_then_discard_stays_on_the_file_and_level_shown():
	var other = write_file(scratch_path("pack-81.json"), read_file(DEMO_PACK))
	assert_eq(panel.open_pack(other), "")
	var path = _open_demo("pack-80.json")
	panel.get_node("Body/Side/LevelList").select(1)
	panel.get_node("Body/Side/LevelList").emit_signal("item_selected", 1)
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
	var plan_packs = {
		NS: ["pack-4-big-cells.json", "pack-1-tutorial.json"],
		"03-hex-walls": ["pack-3-walls.json", "pack-2-turning.json"],
	}
	for mode in plan_packs:
		var generated = _copy_shipped(mode, plan_packs[mode][0])
		var text = read_file(generated)
		_edit_caption()
		Files.key(KEY_S, true)
		var question = panel.get_node("SaveQuestion")
		assert_true(question.visible, "%s: the question before saving" % generated)
		assert_true(question.dialog_text.find("content --pack") != -1, question.dialog_text)
		question.hide()
		assert_eq(read_file(generated), text, "not saved without an answer")
		var hand_made = _copy_shipped(mode, plan_packs[mode][1])
		_edit_caption()
		Files.key(KEY_S, true)
		assert_false(question.visible, "%s: a hand-made pack saves at once" % hand_made)
		assert_false(panel.document.is_dirty(), Files.summary(panel))


func _open_demo(file_name: String) -> String:
	var path = write_file(scratch_path(file_name), read_file(DEMO_PACK))
	assert_eq(panel.open_pack(path), "")
	return path


func _copy_shipped(mode: String, file_name: String) -> String:
	var folder = scratch_path(mode)
	Directory.new().make_dir_recursive(folder)
	var shipped = "res://levels/%s/%s" % [mode, file_name]
	var path = write_file(folder.plus_file(file_name), read_file(shipped))
	assert_eq(panel.open_pack(path), "")
	return path


# A character typed at the end of the level's English caption.
func _edit_caption() -> void:
	_click(panel.get_node("Body/Side/CaptionEn"))
	Files.type_text("!")


func _cells() -> int:
	return panel.document.level(panel.level_index)["cells"].size()


func _history_buttons() -> Array:
	return [
		not panel.get_node("TopBar/UndoButton").disabled,
		not panel.get_node("TopBar/RedoButton").disabled
	]


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
