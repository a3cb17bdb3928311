extends "res://tests/godot/editor/candidates_case.gd"
# Issue 14 §3: Hex Walls' candidates in the candidate browser, shown over a pack of another mode:
# the browser takes Hex Walls' options (the other mode's are gone), its thumbnails are hex boards
# with the walls and turning walls counted, and Add makes a new Hex Walls pack.

const MODE = "03-hex-walls"


func test_hex_walls_candidates_go_to_a_new_pack_when_no_hex_pack_is_shown():
	var other = Files.other_mode(MODE)
	assert_eq(panel.open_pack(Files.shipped_pack(other)), "")
	browser.show_for(panel.editor_piece(other), "", panel)
	var own = []
	for field in panel.editor_piece(MODE).candidate_fields():
		own.append(field["name"])
	browser.show_for(panel.editor_piece(MODE), "", panel)
	for field in panel.editor_piece(other).candidate_fields():
		if not field["name"] in own:
			assert_false(browser._fields.has(field["name"]), "%s's options are gone" % other)
	assert_true(browser._fields["Turning"].is_inside_tree())
	browser._fields["Count"].value = 2
	yield(browser.generate(), "completed")
	assert_eq(browser.levels.size(), 2, browser._status.text)
	var caption = browser.thumbnail(0).get_child(0).get_child(1).text
	assert_true(caption.find("walls") != -1 and caption.find("turning 1") != -1, caption)
	assert_true(
		(
			browser.thumbnail(0).get_child(0).get_child(0)
			is preload("res://addons/level_editor/modes/hex_walls/hex_board_canvas.gd")
		)
	)
	browser.inspect(0)
	assert_eq(browser._fields["Add"].text, "Add as a new pack")
	browser.add_selected()
	assert_eq(panel.document.mode(), MODE)
	assert_true(panel.document.is_new)
	assert_eq(panel.document.level(0)["cells"], browser.levels[0]["cells"])
