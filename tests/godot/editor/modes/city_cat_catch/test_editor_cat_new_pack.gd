extends "res://tests/godot/test_case.gd"
# New pack… of City Cat Catch starts from a board generated on its screen: until then the screen
# shows nothing of the pack shown before (issue 31 §4).

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const CAT = "city-cat-catch"

var panel
var levels_shown = 0  # level_shown signals


func before_each():
	panel = Files.levels_screen(self)


# A real editor session: New pack… of City Cat Catch (whose first level is a board generated
# on its screen) over a pack of another mode left that pack's title, texts, live check, Output,
# picker entry and Inspector level on the empty Cat screen.
func test_a_cat_pack_to_be_generated_shows_nothing_of_the_pack_before():
	var before = Files.shipped_pack(Files.other_mode(CAT))
	assert_eq(panel.open_pack(write_file(scratch_path("pack-80.json"), read_file(before))), "")
	EditorRoom.lay_out(panel)
	panel.get_node("Body/Results/Live").bbcode_text = "Live check 80-1: ok"  # as the check says
	panel.get_node("Body/Results/Output").text = "a run about pack 80"
	panel.connect("level_shown", self, "_on_level_shown")
	var problem = panel.new_pack(scratch_path("pack-7.json"), CAT)
	assert_true(problem.find("starts from a level of its own") != -1, problem)
	assert_true(panel.document == null)
	for field in ["TitleRow/TitleZh", "TitleRow/TitleEn", "Teach", "CaptionZh", "CaptionEn"]:
		assert_eq(panel.get_node("Body/Side/" + field).text, "", field)
	assert_eq(panel.get_node("Body/Results/Live").text, "", "no live check of pack 80")
	assert_eq(panel.get_node("Body/Results/Output").text, "")
	var picker = panel.get_node("TopBar/PackPicker")
	assert_eq(picker.get_item_metadata(picker.selected), "", "the picker names no pack")
	assert_eq(levels_shown, 1, "the Inspector is told to let go of level 80-1")


func _on_level_shown() -> void:
	levels_shown += 1
