extends "res://tests/godot/editor/inspector_fields_case.gd"
# Hex Walls' `teach`, set in the Inspector, survives a painted hex (issue 31).

const HEX_PACK = "res://tests/godot/fixtures/editor-hex-pack.json"


func test_hex_walls_teach_set_in_the_inspector_survives_a_painted_hex():
	var path = _open("03-hex-walls", HEX_PACK, 0)
	var board = _board("03-hex-walls")
	panel.editor_piece("03-hex-walls").get_node("ToolBar/HexTools/Paint").emit_signal("pressed")
	var point = board.hex_centre([0, -2])
	yield(_edit_then_board_then_save(path, "teach", "walls first", board, point), "completed")
