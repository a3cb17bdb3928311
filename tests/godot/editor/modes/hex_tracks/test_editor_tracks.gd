extends "res://tests/godot/test_case.gd"
# Issue 22: the Hex Tracks piece — the workshop's board edits in the Levels screen (each one
# undo step), the core's verdict, solve order and routes (a look at one tile, a turned board),
# the campaign seeds as a file of their own (form, preview, checked save), and a question
# before saving over a pack the campaign derives.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const BoardEdits = preload("res://scripts/hex_tracks/board_edits.gd")
const Board = preload("res://scripts/hex_tracks/board.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const SHIPPED_PACK = "res://levels/hex-tracks/pack-4.json"
const SHIPPED_SEEDS = "res://levels/hex-tracks/campaign-seeds.json"
const HT = "Body/Center/hex-tracks/"

var panel
var piece
var board
var folder = ""  # a scratch levels/hex-tracks


func before_each():
	timeout_seconds = 120
	folder = scratch_path("hex-tracks")
	Directory.new().make_dir_recursive(folder)
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	panel.levels_dirs["hex-tracks"] = folder
	add_child(panel)
	piece = panel.editor_piece("hex-tracks")
	board = piece.get_node("Boards/Board")


func after_each():
	panel.get_node("SaveQuestion").hide()
	panel.get_node("UnsavedDialog").hide()


func test_the_workshop_tools_edit_the_board_one_undo_step_each():
	_open_pack()
	var level = panel.document.level(2)
	var tiles = level["tiles"].size()
	var free = _free_cell(level)
	var tools = piece.get_node("BoardTools")
	tools.get_node("ToolBar/Tools/Tile").emit_signal("pressed")
	tools.set_tile_dir(4)
	tools.set_tile_color(9)
	board.emit_signal("cell_pressed", free[0], free[1], BUTTON_LEFT)
	var added = _level()["tiles"][tiles]
	assert_eq(
		added,
		{"id": BoardEdits.free_tile_id(level), "q": free[0], "r": free[1], "dir": 4, "color": 9}
	)
	assert_eq(_level()["moveLimit"], tiles + 1, "one move a tile")
	tools.get_node("ToolBar/Tools/Track").emit_signal("pressed")
	var pairing = Board.pairings()[5]
	tools.set_pairing(pairing)
	board.emit_signal("cell_pressed", free[0], free[1], BUTTON_LEFT)
	var cell = _level()["cells"][BoardEdits.cell_index(_level(), free[0], free[1])]
	assert_eq(cell["tracks"], pairing)
	board.emit_signal("cell_pressed", free[0], free[1], BUTTON_RIGHT)
	assert_eq(_level()["tiles"].size(), tiles, "the right button erases the tile")
	for _i in range(3):
		panel.undo()
	assert_false(panel.document.is_dirty(), "three edits, three undo steps")


func test_new_board_and_turns_are_edits_too():
	_open_pack()
	piece.get_node("BoardTools/ToolBar/Radius").value = 2
	piece.get_node("BoardTools/ToolBar/NewBoard").emit_signal("pressed")
	assert_eq(_level()["cells"].size(), 19, "a radius-2 hexagon")
	assert_eq(_level()["tiles"], [])
	assert_eq(_level()["id"], "4-3", "the level keeps its id")
	var turns = piece.get_node("BoardTools/ToolBar/Rotation")
	turns.pressed = false
	assert_false(_level()["rotationEnabled"])
	panel.undo()
	panel.undo()
	assert_false(panel.document.is_dirty())


func test_validate_and_solve_answer_on_the_board():
	_open_pack()
	yield(_press("Checks/Validate"), "completed")
	assert_true(_summary().find("4-3 — ok") != -1, _summary())
	assert_true(_summary().find("score") != -1, _summary())
	yield(_press("Checks/Solve"), "completed")
	var tiles = _level()["tiles"].size()
	assert_eq(board.order.size(), tiles, "every tile gets its step")
	var steps = board.order.values()
	steps.sort()
	assert_eq(steps, range(1, tiles + 1))


func test_routes_and_a_look_at_a_stopped_tile():
	_open_pack()
	yield(_press("Checks/Routes"), "completed")
	var routes = board.answer["routes"]
	assert_eq(routes.size(), _level()["tiles"].size())
	var stopped = {}
	for route in routes:
		if route["outcome"] == "blocked":
			stopped = route
	assert_false(stopped.empty(), "4-3 starts with a stopped tile")
	piece.get_node("BoardTools/ToolBar/Tools/Look").emit_signal("pressed")
	var tile = _tile(stopped["tile"])
	board.emit_signal("cell_pressed", int(tile["q"]), int(tile["r"]), BUTTON_LEFT)
	assert_eq(board.focus, stopped["tile"])
	assert_true(_summary().find("stopped by %s" % stopped["blocker"]) != -1, _summary())
	assert_false(panel.document.is_dirty(), "looking edits nothing")


# Issue 31 §4: a click on a turned board is not swallowed: the board goes back to the turn it
# is stored at and the click edits it; another pack starts at turn 0, as its board is shown.
func test_a_turned_board_shows_the_core_s_turned_cells_and_a_click_edits_the_stored_one():
	_open_pack()
	piece.get_node("Checks/TurnRight").emit_signal("pressed")
	yield(_press("Checks/Routes"), "completed")
	assert_eq(board.orientation(), 1)
	assert_eq(piece.get_node("Checks/Orientation").text, "turn 1")
	assert_true(board.answer["cells"] != _level()["cells"], "the cells turned")
	var tiles = _level()["tiles"].size()
	piece.get_node("BoardTools/ToolBar/Tools/Tile").emit_signal("pressed")
	var free = _free_cell(_level())
	var point = board.get_global_rect().position + board.cell_centre(free[0], free[1])
	Files.mouse(get_tree(), point, true)
	Files.mouse(get_tree(), point, false)
	assert_eq(_level()["tiles"].size(), tiles + 1, "the first click put a tile")
	assert_eq(board.orientation(), 0, "back to the board as stored")
	assert_eq(piece.get_node("Checks/Orientation").text, "turn 0")
	panel.undo()
	piece.get_node("Checks/TurnRight").emit_signal("pressed")
	yield(_press("Checks/Routes"), "completed")
	var other = write_file(folder.plus_file("pack-5.json"), read_file(SHIPPED_PACK))
	assert_eq(panel.open_pack(other), "")
	assert_eq(piece.get_node("Checks/Orientation").text, "turn 0", "not the other pack's turn")
	yield(_press("Checks/Routes"), "completed")
	assert_eq(board.orientation(), 0)


func test_saving_over_a_pack_the_campaign_derives_asks_first():
	var path = _open_pack()
	var text = read_file(path)
	board.emit_signal("cell_pressed", _free_cell(_level())[0], _free_cell(_level())[1], BUTTON_LEFT)
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	var question = panel.get_node("SaveQuestion")
	assert_true(question.visible, "the question")
	assert_true(question.dialog_text.find("campaign-seeds.json") != -1, question.dialog_text)
	question.get_cancel().emit_signal("pressed")
	assert_eq(read_file(path), text, "nothing written before an answer")
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	question.emit_signal("confirmed")
	assert_false(panel.document.is_dirty(), _summary())
	var saved = read_file(path)
	assert_true(saved != text)
	panel.undo()
	assert_true(panel.document.text() == text, "the hand-made layout kept, byte for byte")


func test_the_campaign_seeds_are_a_file_of_their_own():
	var path = write_file(folder.plus_file("campaign-seeds.json"), read_file(SHIPPED_SEEDS))
	assert_eq(panel.open_pack(path), "")
	assert_eq(panel.document.kind["name"], "campaign seeds")
	assert_true(panel.document.text() == read_file(SHIPPED_SEEDS), "read and written back as is")
	assert_eq(panel.get_node("Body/Side/LevelList").get_item_count(), 48)
	assert_true(panel.get_node("Body/Side/LevelButtons/NewLevel").disabled, "48 entries, fixed")
	assert_true(panel.get_node("Body/Side/LevelButtons/DeleteLevel").disabled)
	assert_false(panel.get_node("Body/Side/TitleRow").visible, "no pack title")
	assert_true(panel.get_node("TopBar/CopyId").disabled, "no game ID for a seeds entry")
	assert_true(panel.get_node("Body/Results/Ship/Playtest").disabled, "nor a play-test")
	assert_true(piece.get_node("SeedForm").is_visible_in_tree())
	assert_false(piece.get_node("BoardTools").is_visible_in_tree())
	panel.select_level(8)
	var old_seed = int(panel.document.level(8)["seed"])
	assert_eq(int(piece.get_node("SeedForm/Row/Seed").value), old_seed)
	piece.get_node("SeedForm/Row/Seed").value = old_seed + 1
	assert_eq(int(panel.document.level(8)["seed"]), old_seed + 1)
	assert_eq(panel.unsaved_paths(), [path], "the unsaved prompt covers the seeds")
	yield(_press("Checks/Validate"), "completed")  # Preview
	assert_true(_summary().find("seed %d" % (old_seed + 1)) != -1, _summary())
	assert_false(board.level.empty(), "the level the campaign builds from the seed")
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	assert_false(panel.document.is_dirty(), _summary())
	var expected = read_file(SHIPPED_SEEDS).replace(
		'"seed": %d,' % old_seed, '"seed": %d,' % (old_seed + 1)
	)
	assert_true(read_file(path) == expected, "only the seed changed")


func test_bad_options_are_never_saved():
	var path = write_file(folder.plus_file("campaign-seeds.json"), read_file(SHIPPED_SEEDS))
	panel.open_pack(path)
	var options = piece.get_node("SeedForm/Options")
	options.text = '{"radius": '
	piece.get_node("SeedForm/Row/ApplyOptions").emit_signal("pressed")
	assert_true(_summary().find("Not applied") != -1, _summary())
	assert_false(panel.document.is_dirty())
	options.text = '{"radius": 9, "tiles": 3}'
	piece.get_node("SeedForm/Row/ApplyOptions").emit_signal("pressed")
	assert_true(panel.document.is_dirty())
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	assert_true(panel.document.is_dirty(), "the core refuses the options")
	assert_true(_summary().find("options") != -1, _summary())
	assert_true(read_file(path) == read_file(SHIPPED_SEEDS), "the file is as it was")


func _open_pack() -> String:
	var path = write_file(folder.plus_file("pack-4.json"), read_file(SHIPPED_PACK))
	assert_eq(panel.open_pack(path), "")
	panel.select_level(2)
	return path


func _level() -> Dictionary:
	return panel.document.level(panel.level_index)


func _tile(id: String) -> Dictionary:
	for tile in _level()["tiles"]:
		if tile["id"] == id:
			return tile
	return {}


static func _free_cell(level: Dictionary) -> Array:
	for cell in level["cells"]:
		if BoardEdits.tile_index(level, cell["q"], cell["r"]) == -1:
			return [int(cell["q"]), int(cell["r"])]
	return []


func _summary() -> String:
	return Files.summary(panel)


func _press(path: String):
	piece.get_node(path).emit_signal("pressed")
	assert_true(yield(Files.answered(panel), "completed") >= 0, path + " answered")
