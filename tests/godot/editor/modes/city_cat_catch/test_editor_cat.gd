extends "res://tests/godot/test_case.gd"
# Issue 22: the City Cat Catch piece — a city, a preset and a seed in, the generated board into
# the pack shown (or a new pack); the board drawn with its art and overlap graph from the core;
# metrics and gates; a policy run replayed pick by pick; and never a shipped pack overwritten
# without a question.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const SHIPPED = "res://levels/city-cat-catch/pack-1-harbor.json"
const LANTERN = "res://levels/city-cat-catch/pack-2-lantern.json"
const CAT = "city-cat-catch"
const TOOL_TIMEOUT_FRAMES = 1800

var panel
var piece
var board
var folder = ""  # a scratch levels/city-cat-catch


func before_each():
	timeout_seconds = 180
	folder = scratch_path(CAT)
	Directory.new().make_dir_recursive(folder)
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	panel.levels_dirs[CAT] = folder
	add_child(panel)
	piece = panel.editor_piece(CAT)
	board = piece.get_node("Boards/Board")


func after_each():
	panel.get_node("SaveQuestion").hide()
	panel.get_node("NewPackDialog").hide()


func test_the_board_comes_with_its_art_and_overlap_graph():
	_open()
	yield(_looked(), "completed")
	var level = panel.document.level(0)
	var elements = {}
	for piece_on_board in level["pieces"]:
		elements[piece_on_board["elementId"]] = true
	assert_eq(board.answer["level"], level["id"])
	assert_eq(board.answer["elements"].keys().size(), elements.size(), "every element's art")
	assert_false(board.answer["covers"].empty())
	for edge in board.answer["covers"]:
		assert_true(board.answer["depth"][edge[1]] > board.answer["depth"][edge[0]], str(edge))
	piece.get_node("Checks/Overlaps").pressed = true
	assert_true(board.show_overlaps)


func test_a_policy_run_is_stepped_pick_by_pick():
	_open()
	panel.select_level(5)
	piece.get_node("Replay/Policy").select(1)
	piece.get_node("Replay/Run").value = 2
	yield(_press("Replay/Replay"), "completed")
	var replay = board.answer["replay"]
	assert_eq([replay["policy"], replay["run"]], ["slot-build", 2])
	var pieces = panel.document.level(5)["pieces"].size()
	assert_eq(board.on_board().size(), pieces, "step 0: every piece on the board")
	for _i in range(5):
		piece.get_node("Replay/Forward").emit_signal("pressed")
	assert_eq(board.step, 5)
	assert_eq(board.on_board().size(), pieces - 5, "five picks off the board")
	var label = piece.get_node("Replay/Step").text
	assert_true(
		label.begins_with("step 5 / %d: %s" % [replay["steps"].size(), replay["steps"][4]["pick"]]),
		label
	)
	piece.get_node("Replay/Back").emit_signal("pressed")
	assert_eq(board.step, 4)
	for _i in range(replay["steps"].size() + 3):
		piece.get_node("Replay/Forward").emit_signal("pressed")
	assert_eq(board.step, replay["steps"].size(), "no further than the last pick")
	var ending = "won" if replay["won"] else "lost"
	assert_true(piece.get_node("Replay/Step").text.ends_with(ending), ending)
	assert_true(_summary().find(ending) != -1, _summary())


func test_metrics_and_gates_are_the_core_s():
	_open()
	yield(_press("Checks/Validate"), "completed")
	assert_true(_summary().find("harbor-1 — ") != -1, _summary())
	for metric in ["toolFreePassRate", "toolAssistPassRate", "provedClearable"]:
		assert_true(_summary().find(metric + ": ") != -1, metric + " in " + _summary())


func test_a_generated_board_joins_the_pack_and_undo_takes_it_back():
	var path = _open()
	var text = read_file(path)
	yield(_generated("123"), "completed")
	assert_eq(panel.document.levels().size(), 7, _summary())
	assert_eq(panel.document.level(6)["id"], "harbor-1-s123")
	assert_eq(panel.document.level(6)["seed"], "123")
	assert_eq(panel.level_index, 6, "the new board is shown")
	yield(_generated("123"), "completed")
	assert_eq(panel.document.level(7)["id"], "harbor-1-s123-2", "ids stay unique")
	panel.undo()
	panel.undo()
	assert_false(panel.document.is_dirty())
	assert_true(panel.document.text() == text)


func test_a_shipped_pack_is_never_overwritten_without_a_question():
	var path = _open()
	var text = read_file(path)
	yield(_generated("77"), "completed")
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	var question = panel.get_node("SaveQuestion")
	assert_true(question.visible)
	assert_true(question.dialog_text.find("city-cat-catch ship") != -1, question.dialog_text)
	question.get_cancel().emit_signal("pressed")
	assert_eq(read_file(path), text, "nothing written before the answer")
	assert_true(panel.document.is_dirty())
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	question.emit_signal("confirmed")
	assert_false(panel.document.is_dirty(), _summary())
	assert_true(read_file(path).find('"id": "harbor-1-s77"') != -1)
	assert_true(read_file(path).begins_with(text.substr(0, text.rfind("\n    }"))), "appended")


# The name typed in New pack… is the name of the pack the first board starts (issue 31 §4).
# Issue 31 §4: harbor-1's verdict is not shown beside harbor-4's board.
func test_a_board_s_verdict_goes_when_another_board_is_shown():
	_open()
	piece.get_node("Checks/Validate").emit_signal("pressed")
	assert_true(yield(Files.answered(panel, TOOL_TIMEOUT_FRAMES), "completed") >= 0, "validate")
	assert_true(_summary().find("harbor-1") != -1, _summary())
	var list = panel.get_node("Body/Side/LevelList")
	var row = Vector2(list.rect_size.x / 2, 0)
	while row.y < list.rect_size.y and list.get_item_at_position(row, true) != 3:
		row.y += 2
	var point = list.get_global_rect().position + row
	Files.mouse(get_tree(), point, true)
	Files.mouse(get_tree(), point, false)
	assert_eq(panel.level_id(), "harbor-4")
	assert_true(_summary().find("harbor-1") == -1, "harbor-1's verdict stays: " + _summary())
	assert_eq(panel.get_node("Body/Results/Output").text, "", "and its run")


# Issue 31 §6: Play-test, as in the other modes: the board as edited baked by the button, then
# played with its city on the game screen.
func test_playtest_plays_the_board_as_edited():
	_open()
	panel.select_level(3)
	var button = panel.get_node("Body/Results/Ship/Playtest")
	assert_true(button.is_visible_in_tree() and not button.disabled, "the Play-test button")
	button.emit_signal("pressed")
	assert_true(yield(Files.answered(panel, TOOL_TIMEOUT_FRAMES), "completed") >= 0, "baked")
	var scene = load(piece.playtest()["scene"]).instance()
	scene.catalog_file = scratch_path("cat-catalog.json")
	add_child(scene)
	yield(get_tree(), "idle_frame")
	assert_true(scene.game != null, scene.get_node("Message").text)
	assert_eq(scene.game.level["id"], "harbor-4")
	assert_eq(scene.game.city["cityId"], "harbor", "with its city")
	scene.queue_free()


func test_with_no_cat_pack_open_a_generated_board_starts_the_new_pack_named():
	panel.get_node("TopBar/NewPackButton").emit_signal("pressed")
	var dialog = panel.get_node("NewPackDialog")
	dialog.get_node("Fields/ModePicker").select(panel.mode_ids().find(CAT))
	dialog.get_node("Fields/ModePicker").emit_signal("item_selected", panel.mode_ids().find(CAT))
	dialog.get_node("Fields/FileName").text = ""
	Files.type_text("pack-4-night.json")
	dialog.get_node("Fields/FileName").emit_signal("text_entered", "pack-4-night.json")
	assert_true(panel.document == null)
	assert_true(piece.is_visible_in_tree(), "the piece with its generator")
	assert_true(_summary().find("Make one with the tools above") != -1, _summary())
	yield(_generated("5"), "completed")
	assert_true(panel.document != null and panel.document.is_new, _summary())
	assert_eq(panel.document.path, folder.plus_file("pack-4-night.json"))
	assert_eq(panel.document.level(0)["id"], "harbor-1-s5")
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	assert_false(panel.document.is_dirty(), _summary())


# A real editor session: the generator bar kept "harbor" while the lantern pack was shown, and
# Generate added a harbor board to it. The bar shows the city of the pack shown, and a board of
# another city never joins a pack.
func test_the_generator_follows_the_city_of_the_pack_shown():
	_open()
	var lantern = write_file(folder.plus_file("pack-2-lantern.json"), read_file(LANTERN))
	yield(_cities_known(), "completed")
	assert_eq(panel.open_pack(lantern), "")
	EditorRoom.lay_out(panel)
	var generator = piece.get_node("Generator")
	assert_true(_city_picked().begins_with("lantern"), _city_picked())
	generator.get_node("Level").value = 1
	_click(generator.get_node("Seed"))
	Files.type_text("5")
	var boards = panel.document.levels().size()
	_click(generator.get_node("Generate"))
	yield(_generated_by_click(boards), "completed")
	assert_eq(panel.document.levels().size(), boards + 1, _summary())
	assert_eq(panel.document.level(boards)["seed"], "5", "the seed typed")
	for level in panel.document.levels():
		assert_eq(level["cityId"], "lantern", str(level["id"]))
	generator.get_node("City").select(0)  # harbor picked by hand
	generator.get_node("City").emit_signal("item_selected", 0)
	_click(generator.get_node("Generate"))
	yield(_generated_by_click(boards + 1), "completed")
	assert_eq(panel.document.levels().size(), boards + 1, "no harbor board in the lantern pack")
	assert_true(_summary().find("not harbor ones") != -1, _summary())
	assert_eq(panel.open_pack(folder.plus_file("pack-1-harbor.json")), "")
	assert_true(_city_picked().begins_with("harbor"), "back to the harbor pack")


func _city_picked() -> String:
	var city = piece.get_node("Generator/City")
	return city.get_item_text(city.selected) if city.selected >= 0 else ""


# Waits until Generate, clicked, has answered: a board more than `boards`, or a refusal.
func _generated_by_click(boards: int):
	var waited = 0
	yield(get_tree(), "idle_frame")
	while (
		panel.document.levels().size() == boards
		and not _summary().begins_with("No board")
		and waited < TOOL_TIMEOUT_FRAMES
	):
		yield(get_tree(), "idle_frame")
		waited += 1


func _click(control: Control) -> void:
	var box = control.get_global_rect()
	Files.mouse(get_tree(), box.position + box.size / 2, true)
	Files.mouse(get_tree(), box.position + box.size / 2, false)


func _open() -> String:
	var path = write_file(folder.plus_file("pack-1-harbor.json"), read_file(SHIPPED))
	assert_eq(panel.open_pack(path), "")
	return path


# Generates a harbor level-1 board with a typed seed.
func _generated(seed_text: String):
	var generator = piece.get_node("Generator")
	yield(_cities_known(), "completed")
	generator.get_node("City").select(0)
	generator.get_node("Level").value = 1
	generator.get_node("Seed").text = seed_text
	yield(generator.generate(), "completed")


func _cities_known():
	var generator = piece.get_node("Generator")
	var waited = 0
	yield(get_tree(), "idle_frame")
	while generator.cities.empty() and waited < TOOL_TIMEOUT_FRAMES:
		yield(get_tree(), "idle_frame")
		waited += 1
	assert_false(generator.cities.empty(), "the cities are known")


# Waits for the core's look of the board shown.
func _looked():
	var waited = 0
	yield(get_tree(), "idle_frame")
	while board.answer.empty() and waited < TOOL_TIMEOUT_FRAMES:
		yield(get_tree(), "idle_frame")
		waited += 1
	assert_true(waited < TOOL_TIMEOUT_FRAMES, "the look came in")


func _summary() -> String:
	return Files.summary(panel)


func _press(path: String):
	piece.get_node(path).emit_signal("pressed")
	assert_true(yield(Files.answered(panel), "completed") >= 0, path + " answered")
