extends "res://tests/godot/test_case.gd"
# Issue 14 §2: Hex Walls packs in the Levels screen, headless: the hex board and tools, walls
# by an edge, turning walls by a vertex, validate (strict), two solutions side by side,
# suggest, minimize, the play-test bake, and the same file safety as the other modes' (a Hex
# Walls pack is never saved over another mode's pack or a baked file, nor the other way).

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const HexLevelEdits = preload("res://addons/level_editor/modes/hex_walls/hex_level_edits.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const HEX_PACK = "res://tests/godot/fixtures/editor-hex-pack.json"
const MODE = "03-hex-walls"

var panel
var board
var pack = ""


func before_each():
	timeout_seconds = 60
	pack = write_file(scratch_path("pack-7.json"), read_file(HEX_PACK))
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	add_child(panel)
	board = panel.get_node("Body/Center/03-hex-walls/Boards/Board")


func test_a_hex_pack_shows_the_hex_board_and_tools():
	assert_eq(panel.open_pack(pack), "")
	assert_eq(panel.mode, "03-hex-walls")
	assert_true(board.is_visible_in_tree())
	var other = Files.other_mode(MODE)
	assert_false(panel.editor_piece(other).is_visible_in_tree(), "only the hex piece is shown")
	assert_true(panel.get_node("Body/Center/03-hex-walls/ToolBar/HexTools").is_visible_in_tree())
	assert_false(
		panel.get_node("Body/Center/03-hex-walls").has_node("Checks/Grade"), "no grading of hexes"
	)
	assert_eq(panel.get_node("Body/Side/LevelList").get_item_count(), 3)
	assert_eq(board.level["id"], "7-1")
	panel.open_pack(write_file(scratch_path("pack-80.json"), read_file(Files.shipped_pack(other))))
	assert_true(panel.editor_piece(other).is_visible_in_tree(), "back to the other mode")
	assert_false(board.is_visible_in_tree())


func test_paint_a_stroke_of_hexes_and_undo_it():
	panel.open_pack(pack)
	panel.get_node("Body/Center/03-hex-walls/ToolBar/HexTools/Paint").emit_signal("pressed")
	var count = _cells().size()
	board.emit_signal("target_pressed", {"kind": "hex", "hex": [0, -2]}, BUTTON_LEFT)
	board.emit_signal("target_dragged", {"kind": "hex", "hex": [1, -2]})
	board.emit_signal("stroke_finished")
	assert_eq(_cells().size(), count + 2)
	assert_eq(_cells()[count]["id"], "h")
	panel.undo()
	assert_eq(_cells().size(), count, "the stroke is one action")
	assert_false(panel.document.is_dirty())


func test_walls_by_an_edge_and_turning_walls_by_a_vertex():
	panel.open_pack(pack)
	panel.get_node("Body/Center/03-hex-walls/ToolBar/HexTools/Walls").emit_signal("pressed")
	assert_eq(board.pick, "walls")
	var walls = _level()["walls"].size()
	var edge = {"kind": "edge", "edge": HexGeometry.edge_key([0, 0], [0, -1])}  # a-b
	board.emit_signal("target_pressed", edge, BUTTON_LEFT)
	assert_eq(_level()["walls"].size(), walls + 1)
	assert_eq(_level()["walls"][walls], ["a", "b"])
	var vertex = HexGeometry.corner_vertex([0, 0], 5)
	board.emit_signal("target_pressed", {"kind": "vertex", "vertex": vertex}, BUTTON_LEFT)
	assert_eq(_level()["turningWalls"].size(), 2)
	assert_true(_summary().find("edge 0") != -1, _summary())
	board.emit_signal("target_pressed", {"kind": "vertex", "vertex": vertex}, BUTTON_LEFT)
	assert_eq(_level()["turningWalls"][1]["edge"], 1)
	board.emit_signal("target_pressed", {"kind": "vertex", "vertex": vertex}, BUTTON_RIGHT)
	assert_eq(_level()["turningWalls"].size(), 1, "the right button takes it off")
	for _i in range(4):
		panel.undo()
	assert_false(panel.document.is_dirty())


func test_strict_validate_marks_the_redundant_walls():
	panel.open_pack(pack)
	panel.select_level(2)
	yield(_press("Body/Center/03-hex-walls/Checks/Validate"), "completed")
	var output = panel.get_node("Body/Results/Output").text
	assert_true(output.find("--strict") != -1, output)
	assert_true(_summary().find("FAIL") != -1, _summary())
	assert_true(_summary().find("redundant walls") != -1, _summary())
	assert_eq(board.wall_marks.get(board.wall_key("b", "g")), "redundant")
	assert_eq(board.wall_marks.get(board.wall_key("a", "f")), "redundant")


func test_solve_shows_two_hex_solutions_side_by_side():
	panel.open_pack(pack)
	panel.select_level(1)
	yield(_press("Body/Center/03-hex-walls/Checks/Solve"), "completed")
	var second = panel.get_node("Body/Center/03-hex-walls/Boards/SecondBoard")
	assert_true(second.visible, _summary())
	for mode in panel.mode_ids():
		if mode != MODE:
			assert_false(panel.editor_piece(mode).is_visible_in_tree(), mode + " is not shown")
	assert_eq(board.path_ids.slice(0, 1), ["a", "c"])
	assert_true(board.path_ids != second.path_ids)
	assert_eq(board.heading, "Solution A")


# Issue 31 §4: Hex Walls' gates ask more than uniqueness, so every suggestion offered passes the
# live check once put, and those that would not are named; two numbers suggested for one hex
# sit side by side, a click on each badge putting its own.
func test_every_suggestion_offered_passes_the_live_check_once_put():
	timeout_seconds = 120
	var data = JSON.parse(read_file(pack)).result
	data["levels"][1]["walls"] = []  # 7-2 without its wall a-b: the core suggests c 4 and c 5
	write_file(pack, JSON.print(data, "  "))
	panel.open_pack(pack)
	panel.select_level(1)
	panel.get_node("Body/Center/03-hex-walls/Checks/SuggestCount").value = 4
	yield(_press("Body/Center/03-hex-walls/Checks/Suggest", 12000), "completed")
	var offered = board.suggestions.duplicate(true)
	assert_true(_summary().find("Not offered (the live check would fail)") != -1, _summary())
	var on_c = []
	for i in range(offered.size()):
		if offered[i]["cell"] == "c":
			on_c.append(i)
	assert_eq(on_c.size(), 2, "two numbers for c: %s" % str(offered))
	var apart = abs(board.badge_offset(on_c[0]) - board.badge_offset(on_c[1]))
	var badge = board.get_font("font", "Label").get_string_size("+4").x
	assert_true(apart >= badge, "side by side, not over each other: %s px apart" % apart)
	panel.live.enabled = true
	for i in range(offered.size()):
		board.suggestions = offered.duplicate(true)  # as Suggest left them
		var item = offered[i]
		var hex = HexLevelEdits.hex_of(_cells()[HexLevelEdits.index_of(_level(), item["cell"])])
		var point = board.hex_centre(hex) + Vector2(board.badge_offset(i), 0)
		Files.mouse(get_tree(), board.get_global_rect().position + point, true)
		Files.mouse(get_tree(), board.get_global_rect().position + point, false)
		var put = _cells()[HexLevelEdits.index_of(_level(), item["cell"])].get("number")
		assert_eq(put, item["number"], "the badge clicked is the number put: %s" % str(item))
		var answered = yield(Files.live_check_answered(get_tree(), panel, 1200), "completed")
		var live = panel.get_node("Body/Results/Live").text
		assert_true(answered and live.find(": ok —") != -1, "%s: %s" % [str(item), live])
		panel.undo()


func test_minimize_offers_the_walls_that_can_go_one_at_a_time():
	panel.open_pack(pack)
	panel.select_level(2)
	yield(_press("Body/Center/03-hex-walls/Checks/Minimize"), "completed")
	assert_eq(board.wall_marks.get(board.wall_key("b", "g")), "removable", _summary())
	var actions = panel.get_node("Body/Results/AnswerActions")
	var labels = []
	for button in actions.get_children():
		labels.append(button.text)
	assert_true("Remove wall b-g" in labels, str(labels))
	actions.get_child(labels.find("Remove wall b-g")).emit_signal("pressed")
	assert_eq(_level()["walls"].size(), 3)
	for wall in _level()["walls"]:
		assert_false(wall == ["g", "b"] or wall == ["b", "g"])


func test_the_playtest_bake_writes_the_hex_level():
	panel.open_pack(pack)
	yield(_press("Body/Results/Ship/Playtest"), "completed")
	assert_true(_summary().find("Baked to") != -1, _summary())
	var baked = JSON.parse(read_file("user://playtest-level.json")).result
	assert_eq(baked["mode"], "03-hex-walls")
	assert_eq(baked["level"]["id"], "7-1")


func test_a_hex_pack_is_never_saved_over_another_kind_and_saves_in_its_layout():
	panel.open_pack(pack)
	var other_pack = Files.shipped_pack(Files.other_mode(MODE))
	var other = write_file(scratch_path("pack-80.json"), read_file(other_pack))
	var baked = write_file(scratch_path("03-hex-walls.baked.json"), '{"format": 1, "packs": []}\n')
	for target in [other, baked]:
		var before = read_file(target)
		panel.document.path = target
		assert_false(panel.document.save_with(panel.tools)["saved"], target)
		assert_eq(read_file(target), before, target)
	panel.document.path = pack
	panel.get_node("Body/Center/03-hex-walls/ToolBar/HexTools/Walls").emit_signal("pressed")
	var edge = {"kind": "edge", "edge": HexGeometry.edge_key([0, 0], [0, -1])}
	board.emit_signal("target_pressed", edge, BUTTON_LEFT)
	assert_true(panel.document.save_with(panel.tools)["saved"])
	var text = read_file(pack)
	assert_true(text.find('"walls": [\n        [\n          "a",') != -1, "expanded like the core")
	assert_true(text.find('[\n          "a",\n          "b"\n        ]') != -1, text.substr(0, 400))
	var other_document = PackDocument.new()
	other_document.load_file(other, panel)
	other_document.path = pack
	assert_false(
		other_document.save_with(panel.tools)["saved"], "another mode's pack over a hex one"
	)
	assert_eq(read_file(pack), text)


func test_a_new_hex_pack_goes_in_its_own_folder():
	var folder = scratch_path("hex")
	Directory.new().make_dir_recursive(folder)
	write_file(
		folder.plus_file("pack-1-tutorial.json"),
		read_file(HEX_PACK).replace('"pack": 7', '"pack": 1')
	)
	panel.levels_dirs["03-hex-walls"] = folder
	panel.get_node("TopBar/NewPackButton").emit_signal("pressed")
	yield(get_tree(), "idle_frame")
	var dialog = panel.get_node("NewPackDialog")
	var picker = dialog.get_node("Fields/ModePicker")
	picker.select(1)
	picker.emit_signal("item_selected", 1)
	assert_eq(dialog.get_node("Fields/FileName").text, "pack-2.json")
	dialog.emit_signal("confirmed")
	assert_eq(panel.document.path, folder.plus_file("pack-2.json"))
	assert_eq(panel.document.mode(), "03-hex-walls")
	assert_eq(panel.document.level(0)["id"], "2-1")
	assert_eq(panel.document.level(0)["cells"].size(), 3)
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	assert_false(panel.document.is_dirty(), _summary())
	assert_true(read_file(folder.plus_file("pack-2.json")).find('"mode": "03-hex-walls"') != -1)
	dialog.hide()


func _level() -> Dictionary:
	return panel.document.level(panel.level_index)


func _cells() -> Array:
	return _level()["cells"]


func _summary() -> String:
	return Files.summary(panel)


func _press(path: String, most_frames := 1200):
	panel.get_node(path).emit_signal("pressed")
	assert_true(yield(Files.answered(panel, most_frames), "completed") >= 0, path + " answered")
