extends "res://tests/godot/test_case.gd"
# Issue 14: painting re-centred the board after every cell, so the cell under the mouse
# moved; placing a piece silently deleted the cells it covered.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"
const ShapeCatalog = preload("res://addons/level_editor/modes/number_stroke/shape_catalog.gd")

var panel
var board


func before_each():
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	add_child(panel)
	board = panel.get_node("Body/Center/01-number-stroke/Boards/Board")
	panel.open_pack(write_file(scratch_path("pack-80.json"), read_file(DEMO_PACK)))
	EditorRoom.lay_out(panel)


func test_painting_beside_the_board_keeps_the_cell_under_the_mouse_still():
	yield(get_tree(), "idle_frame")
	assert_true(board.rect_size.x > 100, "the board has room: %s" % board.rect_size)
	for unit in [Vector2(5, 0), Vector2(6, 0), Vector2(-1, 4)]:  # past the right and left edges
		var mouse = board.unit_centre(unit)
		var corner = board.unit_centre(Vector2(0, 0))
		board.emit_signal("unit_pressed", unit, BUTTON_LEFT)
		board.emit_signal("stroke_finished")
		yield(get_tree(), "idle_frame")
		yield(get_tree(), "idle_frame")
		assert_eq(board.unit_at(mouse), unit, "the painted unit is still under the mouse")
		assert_eq(board.unit_centre(Vector2(0, 0)), corner, "the board did not move")
	assert_eq(panel.document.level(0)["cells"].size(), 18)


func test_a_piece_over_cells_is_refused_and_says_which():
	var before = JSON.print(panel.document.level(0))
	panel.get_node("Body/Center/01-number-stroke/ToolBar/Tools/Piece").emit_signal("pressed")
	panel.editor_piece("01-number-stroke").shape = ShapeCatalog.rectangle(2, 2)
	board.press_shift = false
	board.emit_signal("unit_pressed", Vector2(2, 0), BUTTON_LEFT)  # over a, b and d
	assert_eq(JSON.print(panel.document.level(0)), before, "no cell deleted")
	assert_false(panel.document.is_dirty())
	var summary = panel.get_node("Body/Results/Summary").text
	assert_true(summary.find("Not placed") != -1 and summary.find("a, b, d") != -1, summary)


func test_shift_places_a_piece_over_cells_on_purpose():
	panel.get_node("Body/Center/01-number-stroke/ToolBar/Tools/Piece").emit_signal("pressed")
	panel.editor_piece("01-number-stroke").shape = ShapeCatalog.rectangle(2, 2)
	board.press_shift = true
	board.emit_signal("unit_pressed", Vector2(2, 0), BUTTON_LEFT)
	var cells = panel.document.level(0)["cells"]
	assert_eq(cells.size(), 13, "a, b and d replaced by one 2x2")
	assert_eq(cells[-1]["w"], 2)
	panel.undo()
	assert_eq(panel.document.level(0)["cells"].size(), 15)


func test_a_piece_on_holes_is_placed():
	panel.get_node("Body/Center/01-number-stroke/ToolBar/Tools/Piece").emit_signal("pressed")
	panel.editor_piece("01-number-stroke").shape = ShapeCatalog.rectangle(2, 2)
	board.press_shift = false
	board.emit_signal("unit_pressed", Vector2(5, 0), BUTTON_LEFT)
	assert_eq(panel.document.level(0)["cells"].size(), 16)
