extends "res://tests/godot/test_case.gd"
# Issue 14 §3: live validation after each edit, debounced, never blocking the editor (the
# core runs on a thread), and an answer about a board no longer shown is dropped.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"
const TIMEOUT_FRAMES = 1200

var panel
var board


func before_each():
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	add_child(panel)
	board = panel.get_node("Body/Center/01-number-stroke/Boards/Board")
	panel.open_pack(write_file(scratch_path("pack-80.json"), read_file(DEMO_PACK)))


func test_opening_checks_the_level_shown():
	yield(_settled(), "completed")
	assert_true(_live().find("Live check 80-1") != -1, _live())
	assert_true(_live().find("ok") != -1, _live())


# The core is held (a python that waits for a gate file): the check runs while the editor
# takes more edits, and its answer, about a board no longer shown, gives way to one about the
# board shown.
func test_an_edit_is_checked_after_a_pause_while_the_editor_goes_on():
	yield(_settled(), "completed")
	var gate = ProjectSettings.globalize_path(scratch_path("gate"))
	panel.tools.python = Files.held_python(scratch_path("held-python.sh"), gate)
	var cells = panel.document.level(0)["cells"].size()
	_erase(Vector2(2, 3))  # j
	assert_eq(panel.document.level(0)["cells"].size(), cells - 1)
	assert_false(panel.live.idle(), "a check is waiting for the edits to pause")
	assert_eq(_live(), "", "the answer about the old board is gone")
	panel.live.check_now()
	for _i in range(10):
		yield(get_tree(), "idle_frame")
	assert_false(panel.live.idle(), "the check is still running")
	_erase(Vector2(1, 4))  # l: m is cut off
	assert_eq(panel.document.level(0)["cells"].size(), cells - 2, "the editor went on")
	assert_eq(_live(), "", "no answer yet")
	Files.write_text(gate, "go")
	yield(_settled(), "completed")
	assert_true(_live().find("[disconnected]") != -1, _live())
	assert_eq(board.marks, {"one": "error"})


func test_an_answer_about_an_older_board_is_dropped():
	yield(_settled(), "completed")
	board.emit_signal("unit_pressed", Vector2(2, 3), BUTTON_RIGHT)
	board.emit_signal("stroke_finished")
	board.emit_signal("unit_pressed", Vector2(1, 4), BUTTON_RIGHT)
	board.emit_signal("stroke_finished")
	panel.live.check_now()  # at once: it checks the broken board
	assert_false(panel.live.idle())
	panel.undo()  # repaired before that answer comes
	panel.undo()
	yield(_settled(), "completed")
	assert_true(_live().find("ok") != -1, "the answer is about the board shown: " + _live())
	assert_true(_live().find("rejects") == -1, _live())
	assert_eq(board.marks, {})


func _erase(unit: Vector2) -> void:
	board.emit_signal("unit_pressed", unit, BUTTON_RIGHT)
	board.emit_signal("stroke_finished")


func _live() -> String:
	return panel.get_node("Body/Results/Live").text


func _settled():
	var answered = yield(Files.live_check_answered(get_tree(), panel, TIMEOUT_FRAMES), "completed")
	assert_true(answered, "the live check answered")
