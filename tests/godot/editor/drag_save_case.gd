extends "res://tests/godot/test_case.gd"
# Issue 31 §1: paint a cell, drag across three more within the live check's 0.6 s, release,
# Ctrl+S: the board showed four new cells, the file had two and the editor said "saved". The
# live check had written the level out mid-drag, and that text was kept as the level's while
# the drag went on changing it; the live check, Validate, Solve and Play-test read it too.
# What a mode's drag test (tests/godot/editor/modes/<folder>/test_editor_*_drag_save.gd) runs:
# the live check after each step of the gesture in turn (what its timer does, at the moment it
# would fire), the gesture made of real mouse and key events on the mode's board; the mode's test
# says where its board's points are (local_point).

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const TIMEOUT_FRAMES = 1200
const STEPS = ["click", "press", "move", "move", "release", "save"]

var panel
var board
var answers_about_other_boards = []


func before_each():
	timeout_seconds = 150  # six gestures, each with the core's answers


# The gesture over the four places `at` of the first level of `pack`, a pack of `mode`, once with
# the live check after each step.
func drag_and_save_at_every_step(mode: String, pack: String, at: Array):
	for check_after in range(STEPS.size()):
		yield(_drag_and_save(mode, pack, at, check_after), "completed")


# Where `where` (one of a test's places) is on the board, in the board's own coordinates.
func local_point(_where) -> Vector2:
	assert_true(false, "the mode's test says where its board's points are")
	return Vector2()


# One cell painted, three dragged over, Ctrl+S; the live check starts right after step
# `check_after` of STEPS.
func _drag_and_save(mode: String, pack: String, at: Array, check_after: int):
	var when = "%s, live check after %s %d" % [mode, STEPS[check_after], check_after]
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	add_child(panel)
	board = panel.editor_piece(mode).get_node("Boards/Board")
	var path = write_file(scratch_path("pack-%d.json" % check_after), read_file(pack))
	panel.open_pack(path)
	yield(_settled(), "completed")
	answers_about_other_boards = []
	panel.live.connect("answered", self, "_on_live_answered")
	var cells = panel.document.level(0)["cells"].size()
	for step in range(STEPS.size()):
		match STEPS[step]:
			"click":
				_mouse(at[0], true)
				_mouse(at[0], false)
			"press":
				_mouse(at[1], true)
			"move":
				_move(at[step])
			"release":
				_mouse(at[3], false)
			"save":
				Files.key(KEY_S, true)
		if step == check_after:
			panel.live.check_now()
		yield(get_tree(), "idle_frame")
	yield(_settled(), "completed")
	var level = panel.document.level(0)
	assert_eq(level["cells"].size(), cells + 4, when + ": the board has the four cells")
	var saved = JSON.parse(read_file(path)).result
	assert_eq(saved["levels"][0], level, when + ": the file has the level as shown")
	assert_false(panel.document.is_dirty(), when + ": saved")
	var copy = panel.scratch_copy()  # what Validate, Solve and Play-test read
	assert_eq(read_file(copy), read_file(path), when + ": the tools read the level as shown")
	assert_eq(answers_about_other_boards, [], when + ": no live answer about another board")
	assert_true(_live().find("N %d," % (cells + 4)) != -1, when + ": " + _live())
	panel.live.disconnect("answered", self, "_on_live_answered")
	panel.queue_free()
	yield(get_tree(), "idle_frame")


# Every answer the live check shows is about the board shown.
func _on_live_answered(run: Dictionary, _on_open: bool) -> void:
	var row = CoreTools.validate_row(run["output"], panel.level_id())
	var shown = panel.document.level(0)["cells"].size()
	if int(row.get("n", -1)) != shown:
		answers_about_other_boards.append("n %s while %d cells are shown" % [row.get("n"), shown])


func _point(where) -> Vector2:
	return board.get_global_rect().position + local_point(where)


func _mouse(where, pressed: bool) -> void:
	Files.mouse(get_tree(), _point(where), pressed)


func _move(where) -> void:
	Files.mouse(get_tree(), _point(where))


func _live() -> String:
	return panel.get_node("Body/Results/Live").text


func _settled():
	var answered = yield(Files.live_check_answered(get_tree(), panel, TIMEOUT_FRAMES), "completed")
	assert_true(answered, "the live check answered")
