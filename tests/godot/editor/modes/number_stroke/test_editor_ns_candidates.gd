extends "res://tests/godot/editor/candidates_case.gd"
# Issue 14 §3: Number Stroke's candidates in the candidate browser — K candidates generated into
# a new file, a grid of thumbnails with N, the givens and the grade; a click inspects one; Add
# puts it in the pack shown; the candidates file opens in the Levels screen.

const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"


func test_number_stroke_candidates_as_thumbnails_with_n_clues_and_grade():
	panel.open_pack(DEMO_PACK)
	panel.get_node("Body/Results/Generate/GenerateButton").emit_signal("pressed")
	assert_true(browser.visible)
	assert_eq(browser.mode, "01-number-stroke")
	browser._fields["Cells"].value = 8
	browser._fields["Count"].value = 3
	yield(browser.generate(), "completed")
	assert_eq(browser.levels.size(), 3, browser._status.text)
	assert_true(browser.file_path.begins_with(browser.candidates_dir), browser.file_path)
	assert_eq(browser.rows.size(), 3)
	var caption = browser.thumbnail(0).get_child(0).get_child(1).text
	assert_true(caption.begins_with("90-1 · N 8\nclues 1"), caption)
	var row = browser.rows["90-1"]
	var verdict = "FAIL" if row["notes"].empty() else str(row["notes"][0])
	assert_true(caption.ends_with(str(row["grade"]) if row["ok"] else verdict), caption)
	assert_eq(browser.thumbnail(0).get_child(0).get_child(0).level["id"], "90-1")
	assert_eq(browser._fields["Add"].disabled, true, "nothing inspected yet")


func test_inspect_then_add_to_the_pack_shown():
	panel.open_pack(DEMO_PACK)
	panel.get_node("Body/Results/Generate/GenerateButton").emit_signal("pressed")
	browser._fields["Cells"].value = 8
	browser._fields["Count"].value = 2
	yield(browser.generate(), "completed")
	browser.thumbnail(1).emit_signal("pressed")
	assert_eq(browser.selected, 1)
	assert_true(browser.thumbnail(1).pressed)
	assert_false(browser.thumbnail(0).pressed)
	assert_eq(browser._preview.level["id"], "90-2")
	assert_true(browser._details.text.find("90-2") != -1, browser._details.text)
	assert_eq(browser._fields["Add"].text, "Add to editor-demo-pack.json")
	browser._fields["Add"].emit_signal("pressed")
	assert_eq(panel.document.levels().size(), 4)
	assert_eq(panel.document.level(3)["cells"], browser.levels[1]["cells"])
	assert_eq(panel.document.level(3)["id"], "80-4")
	panel.undo()
	assert_eq(panel.document.levels().size(), 3)


func test_the_candidates_file_opens_in_the_levels_screen():
	browser.show_for(panel.editor_piece("01-number-stroke"), "", panel)
	browser._fields["Cells"].value = 8
	browser._fields["Count"].value = 2
	yield(browser.generate(), "completed")
	browser.inspect(1)
	browser._fields["Open"].emit_signal("pressed")
	assert_eq(panel.document.path, browser.file_path)
	assert_eq(panel.level_index, 1)
	assert_false(browser.visible)
