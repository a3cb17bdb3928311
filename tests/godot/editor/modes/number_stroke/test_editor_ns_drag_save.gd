extends "res://tests/godot/editor/drag_save_case.gd"
# Issue 31 §1 on Number Stroke's board (drag_save_case.gd): a drag is saved whenever the live
# check runs.

const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"
const HOLES = [Vector2(5, 0), Vector2(5, 1), Vector2(5, 2), Vector2(5, 3)]  # beside cell c


func test_a_number_stroke_drag_is_saved_whenever_the_live_check_runs():
	yield(drag_and_save_at_every_step("01-number-stroke", DEMO_PACK, HOLES), "completed")


func local_point(where) -> Vector2:
	return board.unit_centre(where)
