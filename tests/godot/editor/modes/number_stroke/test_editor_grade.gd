extends "res://tests/godot/test_case.gd"
# Issue 14 §3: Number Stroke's grade and deduction trace on the board — each step fixed by the
# grader on its cell, coloured by the technique; a list "step k: cell c by technique"; the
# cells whose step needs a guess marked "?" (openSteps).

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const CanvasBase = preload("res://addons/level_editor/path_piece/canvas_base.gd")
const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"

var panel
var board


func before_each():
	timeout_seconds = 60
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	add_child(panel)
	board = panel.get_node("Body/Center/01-number-stroke/Boards/Board")
	panel.open_pack(DEMO_PACK)


# The editor shows what the core's grader answers for the level (asked here directly, so a
# change of the grader or of the level changes the expectation, never the test): its grade,
# every step on its cell and in the list, in the technique that fixed it.
func test_a_level_solved_by_deduction_shows_every_step_and_its_technique():
	var args = CoreTools.grade_args(ProjectSettings.globalize_path(DEMO_PACK), "80-1")
	var expected = CoreTools.json_answer(CoreTools.new().run(args)["output"])
	assert_true(expected.get("solved", false), "80-1 is solved by deduction: %s" % expected)
	var cells = panel.document.level(0)["cells"].size()
	yield(_press("Body/Center/01-number-stroke/Checks/Grade"), "completed")
	assert_true(_summary().find("Grade: %s" % expected["grade"]) != -1, _summary())
	assert_eq(board.heading, "Deduction: %s" % expected["grade"])
	var fixed = 0
	for entry in expected["trace"]:
		var step = int(entry.get("step", 0))
		if step == 0:
			continue
		fixed += 1
		var line = "step %d: cell %s by %s" % [step, entry["cell"], entry["technique"]]
		assert_true(_summary().find(line) != -1, line + " in " + _summary())
		var shown = {"step": step, "technique": entry["technique"]}
		assert_eq(board.trace.get(entry["cell"]), shown, entry["cell"])
	assert_eq(fixed, cells, "the grader fixed every cell's step")
	assert_eq(board.trace.size(), cells)
	# the givens are steps the board states: 1 on cell one, 6 on B
	assert_eq(board.trace["one"], {"step": 1, "technique": "number"})
	assert_eq(board.trace["B"], {"step": 6, "technique": "number"})
	assert_false(board.marks.values().has("open"))
	var output = panel.get_node("Body/Results/Output").text
	assert_true(output.find("--grade --json") != -1, output)


func test_where_guessing_is_needed_the_cells_are_open():
	panel.select_level(1)
	yield(_press("Body/Center/01-number-stroke/Checks/Grade"), "completed")
	assert_true(_summary().find("Grade: guess") != -1, _summary())
	assert_true(_summary().find("Guessing needed") != -1, _summary())
	assert_true(_summary().find("steps 4, 5, 6") != -1, _summary())
	assert_eq(board.trace.size(), 3, str(board.trace))
	var open = 0
	for cell in board.marks:
		if board.marks[cell] == "open":
			open += 1
	assert_eq(open, 10, "13 cells, 3 fixed")
	assert_eq(board.marks.get("T"), null, "T is step 3")


func test_an_edit_clears_the_trace():
	yield(_press("Body/Center/01-number-stroke/Checks/Grade"), "completed")
	assert_false(board.trace.empty())
	panel.get_node("Body/Center/01-number-stroke/ToolBar/Tools/Number").emit_signal("pressed")
	board.emit_signal("unit_pressed", Vector2(3, 0), BUTTON_LEFT)
	assert_true(board.trace.empty())


func test_techniques_have_their_own_colours():
	var seen = []
	for technique in ["only-cell", "distance", "next-door", "dead-end", "pocket", "lookahead"]:
		var colour = CanvasBase.technique_colour(technique)
		assert_false(colour in seen, technique)
		seen.append(colour)
	assert_eq(CanvasBase.technique_colour("new-rule"), CanvasBase.OTHER_TECHNIQUE)


func _summary() -> String:
	return Files.summary(panel)


func _press(path: String):
	panel.get_node(path).emit_signal("pressed")
	assert_true(yield(Files.answered(panel), "completed") >= 0, path + " answered")
