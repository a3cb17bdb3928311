extends "res://tests/godot/test_case.gd"
# Issue 31 (H1 items 4, 5): the level object the Inspector shows, in every mode. A field set
# there lands in the level the board edits: the next board edit made by input keeps it, the
# file saved has it, and Undo takes back the board edit first, then the field. The Inspector
# shows the level's fields only — no editable Script, each field under a heading naming the level.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const BoardEdits = preload("res://scripts/hex_tracks/board_edits.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"
const HEX_PACK = "res://tests/godot/fixtures/editor-hex-pack.json"
const TRACKS_PACK = "res://levels/hex-tracks/pack-4.json"
const CAT_PACK = "res://levels/city-cat-catch/pack-1-harbor.json"

var panel


func before_each():
	timeout_seconds = 120
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	for mode in panel.levels_dirs:  # every mode's folder a scratch one: no shipped file is near
		var folder = scratch_path(mode)
		Directory.new().make_dir_recursive(folder)
		panel.levels_dirs[mode] = folder
	add_child(panel)


func after_each():
	panel.get_node("SaveQuestion").hide()


func test_number_stroke_keep_set_in_the_inspector_survives_a_paint():
	var path = _open("01-number-stroke", DEMO_PACK, 2)
	var clue = _first_clue(panel.level()["cells"])
	var keep = [{"clue": clue, "why": "start"}]
	var board = _board("01-number-stroke")
	var point = board.unit_centre(Vector2(5, 0))
	yield(_edit_then_board_then_save(path, "keep", keep, board, point), "completed")


func test_hex_walls_teach_set_in_the_inspector_survives_a_painted_hex():
	var path = _open("03-hex-walls", HEX_PACK, 0)
	var board = _board("03-hex-walls")
	panel.editor_piece("03-hex-walls").get_node("ToolBar/HexTools/Paint").emit_signal("pressed")
	var point = board.hex_centre([0, -2])
	yield(_edit_then_board_then_save(path, "teach", "walls first", board, point), "completed")


func test_hex_tracks_move_limit_set_in_the_inspector_survives_a_tile_put():
	var path = _open("hex-tracks", TRACKS_PACK, 2)
	var level = panel.level()
	var limit = level["tiles"].size() + 3  # slack the designer gives: not the tile count
	var free = []
	for cell in level["cells"]:
		if BoardEdits.tile_index(level, cell["q"], cell["r"]) == -1:
			free = [int(cell["q"]), int(cell["r"])]
			break
	var tools = panel.editor_piece("hex-tracks").get_node("BoardTools")
	tools.get_node("ToolBar/Tools/Tile").emit_signal("pressed")
	var board = _board("hex-tracks")
	var point = board.cell_centre(free[0], free[1])
	yield(_edit_then_board_then_save(path, "moveLimit", limit, board, point), "completed")


# The inspector's own moveLimit is the designer's; the tile count still sets one that followed it.
func test_hex_tracks_move_limit_follows_the_tiles_until_it_is_set():
	_open("hex-tracks", TRACKS_PACK, 2)
	var tiles = panel.level()["tiles"].size()
	assert_eq(int(panel.level()["moveLimit"]), tiles, "the shipped level: one move a tile")
	var tools = panel.editor_piece("hex-tracks").get_node("BoardTools")
	tools.get_node("ToolBar/Tools/Erase").emit_signal("pressed")
	var tile = panel.level()["tiles"][0]
	_click(_board("hex-tracks"), _board("hex-tracks").cell_centre(tile["q"], tile["r"]))
	assert_eq(int(panel.level()["moveLimit"]), tiles - 1, "it follows the tiles")


func test_city_cat_catch_tools_set_in_the_inspector_survive_a_level_list_edit():
	var path = _open("city-cat-catch", CAT_PACK, 0)
	var tools = panel.level()["tools"].duplicate()
	for name in tools:
		tools[name] = int(tools[name]) + 1
	# the board is generated, never drawn: the next edit by input is a move in the level list
	var button = panel.get_node("Body/Side/LevelButtons/MoveDown")
	var point = button.get_global_rect().position + button.rect_size / 2
	yield(_edit_then_board_then_save(path, "tools", tools, null, point), "completed")


func test_the_inspector_shows_the_fields_under_headings_and_no_script():
	var packs = {
		"01-number-stroke": DEMO_PACK,
		"03-hex-walls": HEX_PACK,
		"hex-tracks": TRACKS_PACK,
		"city-cat-catch": CAT_PACK,
	}
	for mode in packs:
		_open(mode, packs[mode], 0)
		var inspected = panel.inspected
		var shown = []
		var heading = ""
		var headed = true
		for property in inspected.get_property_list():
			var usage = property["usage"]
			if usage & (PROPERTY_USAGE_GROUP | PROPERTY_USAGE_CATEGORY):
				heading = property["name"]
			elif usage & PROPERTY_USAGE_EDITOR:
				shown.append(property["name"])
				if property["name"] != "script" and not heading.begins_with("Level "):
					headed = false
		assert_true(
			not "script" in shown or inspected.call("_hide_script_from_inspector"),
			"%s: the Script property is hidden" % mode
		)
		assert_true(headed, "%s: every field under the level's headings: %s" % [mode, str(shown)])
		var types = {}
		for property in inspected.get_property_list():
			types[property["name"]] = property["type"]
		for field in panel.level():
			if field != "id":
				assert_true(field in shown, "%s: %s is shown" % [mode, field])
			var value = panel.level()[field]
			if typeof(value) == TYPE_REAL and value == floor(value):  # JSON's numbers are floats
				assert_eq(
					types.get(field), TYPE_INT, "%s: %s edited as a whole number" % [mode, field]
				)


# Sets `field` to `value` as the Inspector does, then a left click at `point` (local to
# `board`; on the screen when it is null), Save: the file has the value, and the undo order is
# the click's edit first, then the field.
func _edit_then_board_then_save(path: String, field: String, value, board, point: Vector2):
	var id = panel.level_id()
	var before = panel.level().duplicate(true)
	panel.inspected.set(field, value)
	assert_eq(panel.level().get(field), value, "the Inspector's value is the level's")
	var field_set = panel.document.revision
	_click(board, point)
	yield(get_tree(), "idle_frame")
	assert_true(panel.document.revision != field_set, "the click edited")
	assert_eq(panel.level().get(field), value, "%s kept by the next edit" % field)
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	if panel.get_node("SaveQuestion").visible:
		panel.get_node("SaveQuestion").get_ok().emit_signal("pressed")
	assert_false(panel.document.is_dirty(), Files.summary(panel))
	var saved = {}
	for level in PackFiles.read_json(path)["value"]["levels"]:
		if level["id"] == id:
			saved = level
	assert_eq(saved.get(field), value, "%s in the file saved" % field)
	var edited = JSON.print(panel.document.levels())
	panel.undo()
	assert_true(JSON.print(panel.document.levels()) != edited, "the first undo: the later edit")
	assert_eq(_level(id).get(field), value, "and keeps the field")
	panel.undo()
	assert_eq(_level(id), before, "the second undo takes back the field")


func _open(mode: String, source: String, level: int) -> String:
	var path = write_file(panel.levels_dirs[mode].plus_file("pack-80.json"), read_file(source))
	assert_eq(panel.open_pack(path), "")
	panel.select_level(level)
	EditorRoom.lay_out(panel)
	return path


# The level `id` of the pack shown, wherever it is in the list.
func _level(id: String) -> Dictionary:
	for level in panel.document.levels():
		if level["id"] == id:
			return level
	return {}


func _board(mode: String) -> Control:
	return panel.editor_piece(mode).get_node("Boards/Board")


# A left click at `point`: local to `board`, or on the screen when there is no board.
func _click(board, point: Vector2) -> void:
	var at = point if board == null else board.get_global_rect().position + point
	Files.mouse(get_tree(), at, true)
	Files.mouse(get_tree(), at, false)


static func _first_clue(cells: Array) -> int:
	for cell in cells:
		if cell.has("clue"):
			return int(cell["clue"])
	return 1
