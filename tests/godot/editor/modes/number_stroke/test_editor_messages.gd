extends "res://tests/godot/test_case.gd"
# Issue 14: after a failed open the old pack stayed on screen under the new file's name; old
# messages lingered beside a newly opened pack; JSON errors said "line 0"; a pack with
# structure errors opened without a warning; the Output panel showed the command before (and,
# issue 31, the run about the board before an edit).

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"
const TOOL_TIMEOUT_FRAMES = 900
const BROKEN_CELL = '{"id": "A", "x": 0, "y": 0, "w": 4, "h": 1},'

var panel
var demo = ""


func before_each():
	demo = write_file(scratch_path("pack-80.json"), read_file(DEMO_PACK))
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	add_child(panel)


func test_a_failed_open_keeps_the_shown_pack_under_its_own_name():
	panel.open_pack(demo)
	var broken = write_file(scratch_path("pack-9.json"), '{\n  "mode": "01-number-stroke",\n')
	var picker = panel.get_node("TopBar/PackPicker")
	picker.add_item(broken)  # as the picker lists a file of levels/
	picker.set_item_metadata(picker.get_item_count() - 1, broken)
	picker.select(picker.get_item_count() - 1)
	picker.emit_signal("item_selected", picker.get_item_count() - 1)
	assert_eq(panel.document.path, demo)
	assert_eq(picker.get_item_metadata(picker.selected), demo, "the picker names the pack shown")
	assert_true(panel.get_node("TopBar/FileLabel").text.begins_with(demo))
	var summary = panel.get_node("Body/Results/Summary").text
	assert_true(summary.find("Cannot open") != -1 and summary.find(broken) != -1, summary)


func test_json_errors_name_the_real_line():
	var path = write_file(scratch_path("bad.json"), '{\n  "mode": "x",\n  "levels": [1,,\n  ]\n}\n')
	assert_true(PackFiles.read_pack(path, panel)["error"].find("line 3") != -1, "a bad value")
	write_file(path, '{\n  "mode": "01-number-stroke",\n  "levels": [\n')
	var error = PackFiles.read_pack(path, panel)["error"]
	assert_true(error.find("line 4") != -1, "the text ends early: " + error)
	write_file(path, '{"mode": ')
	assert_true(PackFiles.read_pack(path, panel)["error"].find("line 1") != -1)


func test_opening_a_pack_clears_the_messages_about_the_one_before():
	panel.open_pack(demo)
	panel.select_level(2)
	yield(_press("Body/Center/01-number-stroke/Checks/Validate"), "completed")
	assert_true(_summary().find("redundant") != -1, _summary())
	var other = write_file(scratch_path("pack-80-other.json"), read_file(DEMO_PACK))
	panel.open_pack(other)
	assert_true(_summary().find("redundant") == -1, _summary())
	assert_eq(panel.get_node("Body/Results/Output").text, "")
	assert_eq(panel.get_node("Body/Center/01-number-stroke/Boards/Board").marks, {})


func test_a_pack_with_structure_errors_warns_when_opened():
	var broken = write_file(
		scratch_path("pack-80-broken.json"),
		read_file(DEMO_PACK).replace('{"id": "A", "x": 0, "y": 0, "w": 2, "h": 2},', BROKEN_CELL)
	)
	panel.live.enabled = true
	assert_eq(panel.open_pack(broken), "", "a broken pack still opens, to be mended")
	var waited = 0
	while not panel.live.idle() and waited < TOOL_TIMEOUT_FRAMES:
		yield(get_tree(), "idle_frame")
		waited += 1
	assert_true(_summary().find("structure errors") != -1, _summary())
	assert_true(_summary().find("[cell-size]") != -1, _summary())


func test_the_output_panel_clears_between_commands():
	panel.open_pack(demo)
	yield(_press("Body/Center/01-number-stroke/Checks/Validate"), "completed")
	var output = panel.get_node("Body/Results/Output")
	assert_true(output.text.find("validate") != -1, output.text)
	panel.get_node("Body/Center/01-number-stroke/Checks/Solve").emit_signal("pressed")
	assert_true(output.text.find("validate") == -1, "while solve runs: " + output.text)
	yield(_wait_for_answer(), "completed")
	assert_true(output.text.find(" solve ") != -1, output.text)
	assert_true(output.text.find("validate") == -1, output.text)


# A real editor session: Validate said "not unique" in Output, a number made the level unique,
# and Output still showed the verdict beside the live check's "ok".
func test_an_edit_clears_the_output_about_the_board_before():
	panel.open_pack(demo)
	yield(_press("Body/Center/01-number-stroke/Checks/Validate"), "completed")
	var output = panel.get_node("Body/Results/Output")
	assert_true(output.text.find("validate") != -1, output.text)
	var board = panel.get_node("Body/Center/01-number-stroke/Boards/Board")
	var point = board.get_global_rect().position + board.unit_centre(Vector2(5, 0))  # a hole
	Files.mouse(get_tree(), point, true)
	Files.mouse(get_tree(), point, false)
	assert_true(panel.document.is_dirty(), "the click painted")
	assert_eq(output.text, "", "the run about the board before the edit goes")


func _summary() -> String:
	return Files.summary(panel)


func _press(path: String):
	panel.get_node(path).emit_signal("pressed")
	yield(_wait_for_answer(), "completed")


func _wait_for_answer():
	assert_true(yield(Files.answered(panel), "completed") >= 0, "the tool answered")
