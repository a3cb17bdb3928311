extends "res://tests/godot/editor/drag_save_case.gd"
# Issue 31 §1 on Hex Walls' board (drag_save_case.gd): a drag is saved whenever the live check
# runs.

const HEX_PACK = "res://tests/godot/fixtures/editor-hex-pack.json"
const FREE_HEXES = [[2, -1], [2, 0], [1, 1], [0, 2]]  # around the first ring


func test_a_hex_walls_drag_is_saved_whenever_the_live_check_runs():
	yield(drag_and_save_at_every_step("03-hex-walls", HEX_PACK, FREE_HEXES), "completed")


func local_point(where) -> Vector2:
	return board.hex_centre(where)
