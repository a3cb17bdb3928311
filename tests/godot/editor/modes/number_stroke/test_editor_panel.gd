extends "res://tests/godot/test_case.gd"
# The level editor's Levels screen run headless (no editor: it keeps an UndoRedo of its own):
# its buttons and board signals on the demo pack, the core's answers drawn on the boards.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const LevelEdits = preload("res://addons/level_editor/modes/number_stroke/level_edits.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"

var panel
var board


func before_each():
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false  # test_editor_live.gd tests them
	add_child(panel)
	board = panel.get_node("Body/Center/01-number-stroke/Boards/Board")


func test_buttons_that_need_a_pack_wait_for_one():
	assert_true(panel.get_node("Body/Center/01-number-stroke/Checks/Validate").disabled)
	assert_true(panel.get_node("TopBar/SaveButton").disabled)
	assert_false(panel.get_node("Body/Results/Generate/GenerateButton").disabled)
	assert_eq(panel.open_pack(DEMO_PACK), "")
	assert_false(panel.get_node("Body/Center/01-number-stroke/Checks/Validate").disabled)
	assert_eq(panel.get_node("Body/Side/LevelList").get_item_count(), 3)
	assert_eq(panel.get_node("Body/Side/TitleRow/TitleZh").text, "编辑器示例")
	assert_eq(panel.get_node("Body/Side/CaptionEn").text, "A big cell is one step")


func test_a_stroke_paints_and_one_undo_takes_it_back():
	panel.open_pack(DEMO_PACK)
	panel.select_level(1)
	var count = _cells().size()
	board.emit_signal("unit_pressed", Vector2(1, 1), BUTTON_LEFT)  # a hole
	board.emit_signal("unit_dragged", Vector2(5, 0))
	board.emit_signal("stroke_finished")
	assert_eq(_cells().size(), count + 2)
	assert_true(panel.document.is_dirty())
	panel.undo()
	assert_eq(_cells().size(), count, "the stroke is one action")
	assert_false(panel.document.is_dirty())


func test_the_number_tool_and_the_right_button():
	panel.open_pack(DEMO_PACK)
	panel.select_level(1)
	panel.get_node("Body/Center/01-number-stroke/ToolBar/Tools/Number").emit_signal("pressed")
	panel.get_node("Body/Center/01-number-stroke/ToolBar/Number").value = 5
	board.emit_signal("unit_pressed", Vector2(4, 1), BUTTON_LEFT)  # cell d
	assert_eq(_cells()[5], {"id": "d", "x": 4, "y": 1, "w": 1, "h": 1, "clue": 5})
	board.emit_signal("unit_pressed", Vector2(4, 1), BUTTON_RIGHT)
	board.emit_signal("stroke_finished")
	assert_eq(_cells().size(), 12, "the right button erased d")


func test_validate_marks_the_redundant_mark():
	panel.open_pack(DEMO_PACK)
	panel.select_level(2)
	yield(_press("Body/Center/01-number-stroke/Checks/Validate"), "completed")
	assert_true(_summary().find("redundant odd/even marks (orange): b") != -1, _summary())
	assert_eq(board.marks, {"b": "redundant"})


func test_solve_shows_two_solutions_side_by_side():
	panel.open_pack(DEMO_PACK)
	panel.select_level(1)
	yield(_press("Body/Center/01-number-stroke/Checks/Solve"), "completed")
	var second = panel.get_node("Body/Center/01-number-stroke/Boards/SecondBoard")
	assert_true(second.visible, _summary())
	assert_eq(board.path_ids.slice(0, 2), ["a", "b", "T"])
	assert_eq(second.path_ids.slice(0, 2), ["a", "b", "T"])
	assert_true(board.path_ids != second.path_ids)
	assert_eq(board.marks.get(board.path_ids[3]), "differs", "they part at step 4")
	assert_false(board.marks.has("a"))


func test_a_suggestion_is_one_click():
	panel.open_pack(DEMO_PACK)
	panel.select_level(1)
	yield(_press("Body/Center/01-number-stroke/Checks/Suggest"), "completed")
	assert_eq(board.suggestions.size(), 3, _summary())
	var suggestion = board.suggestions[0]
	board.emit_signal("suggestion_pressed", 0)
	var index = LevelEdits.index_of(panel.document.level(1), suggestion["cell"])
	assert_eq(_cells()[index]["clue"], suggestion["clue"])
	assert_eq(board.suggestions, [], "an edit clears the answers about the old board")


func test_a_broken_board_shows_the_core_message_and_the_cell():
	panel.open_pack(DEMO_PACK)
	for unit in [Vector2(2, 3), Vector2(1, 4)]:  # j and l: m is cut off
		board.emit_signal("unit_pressed", unit, BUTTON_RIGHT)
		board.emit_signal("stroke_finished")
	yield(_press("Body/Center/01-number-stroke/Checks/Validate"), "completed")
	assert_true(_summary().find("[disconnected]") != -1, _summary())
	assert_eq(board.marks, {"one": "error"})


func test_new_level_gets_the_next_id():
	panel.open_pack(DEMO_PACK)
	panel.get_node("Body/Side/LevelButtons/NewLevel").emit_signal("pressed")
	assert_eq(panel.level_index, 3)
	assert_eq(panel.document.level(3)["id"], "80-4")
	assert_eq(_cells().size(), 3)
	panel.undo()
	assert_eq(panel.document.levels().size(), 3)


func _cells() -> Array:
	return panel.document.level(panel.level_index)["cells"]


func _summary() -> String:
	return Files.summary(panel)


# Presses a button and waits until the tool it runs has answered.
func _press(path: String):
	panel.get_node(path).emit_signal("pressed")
	assert_true(yield(Files.answered(panel), "completed") >= 0, path + " answered")
