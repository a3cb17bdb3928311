extends "res://tests/godot/editor/inspector_fields_case.gd"
# Number Stroke's `keep`, set in the Inspector, survives a paint (issue 31).

const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"


func test_number_stroke_keep_set_in_the_inspector_survives_a_paint():
	var path = _open("01-number-stroke", DEMO_PACK, 2)
	var clue = _first_clue(panel.level()["cells"])
	var keep = [{"clue": clue, "why": "start"}]
	var board = _board("01-number-stroke")
	var point = board.unit_centre(Vector2(5, 0))
	yield(_edit_then_board_then_save(path, "keep", keep, board, point), "completed")


static func _first_clue(cells: Array) -> int:
	for cell in cells:
		if cell.has("clue"):
			return int(cell["clue"])
	return 1
