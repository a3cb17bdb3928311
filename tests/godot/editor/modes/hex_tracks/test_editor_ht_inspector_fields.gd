extends "res://tests/godot/editor/inspector_fields_case.gd"
# Hex Tracks' `moveLimit` in the Inspector: set there, it survives a tile put; until then it
# follows the tile count (issue 31).

const BoardEdits = preload("res://scripts/hex_tracks/board_edits.gd")
const TRACKS_PACK = "res://levels/hex-tracks/pack-4.json"


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
