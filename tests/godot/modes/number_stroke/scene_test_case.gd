extends "res://tests/godot/common/mode_scene_test_case.gd"
# Base of the Number Stroke scene tests: opens the mode's real scenes on a scratch save and gives
# short names for what the tests look at (tests/godot/common/mode_scene_test_case.gd). The
# settings are the real ones (these tests never change them).

const Gestures = preload("res://tests/godot/modes/number_stroke/gestures.gd")
const Colors = preload("res://scripts/number_stroke/board_colors.gd")
const MODE_SCENE = preload("res://scenes/number_stroke/number_stroke.tscn")
const BUCKET = "mode:01-number-stroke"

var touch = null


func _mode_scene():
	return MODE_SCENE


func _on_mode_opened():
	board = game.find_node("Board", true, false)
	touch = Gestures.new(get_tree(), board)


func before_each():
	store = scratch_store()


func after_each():
	pass


func cell(node):
	return board.cell_view(node)


# Opens today's daily level once the calendar is in (the mode reads it as a job) and waits for
# the board to be laid out.
func play_daily():
	if not mode.is_daily_ready():
		yield(mode, "daily_ready")
	mode.play_daily()
	yield(frames(2), "completed")
