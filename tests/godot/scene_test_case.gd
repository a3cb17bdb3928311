extends "res://tests/godot/test_case.gd"
# Base of the scene tests: opens Number Stroke's real scenes on a scratch save and gives short
# names for what the tests look at. Input goes through the scene tree as real events.

const Gestures = preload("res://tests/godot/gestures.gd")
const Colors = preload("res://scripts/number_stroke/board_colors.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const MODE_SCENE = preload("res://scenes/number_stroke/number_stroke.tscn")
# Long enough for the clear celebration (sweep and hold) to hand over to the next level.
const CLEAR_WAIT = 1.5

var store = null
var mode = null
var game = null
var board = null
var touch = null


func before_each():
	store = scratch_store()


# A SaveStore instance on `file` in the scratch folder, freed with the test.
func scratch_store(file = "save.json"):
	var new_store = SaveStoreScript.new()
	add_child(new_store)
	new_store.open(scratch_path(file))
	return new_store


# Instances the mode on `save_store` (and optionally another level file) and waits for layout.
func open_mode(save_store, catalog_path = ""):
	if mode != null:
		remove_child(mode)
		mode.free()
	mode = MODE_SCENE.instance()
	mode.save_store = save_store
	if catalog_path != "":
		mode.catalog_path = catalog_path
	add_child(mode)
	game = mode.get_node("Game")
	board = game.get_node("SafeArea/Column/Board")
	touch = Gestures.new(get_tree(), board)
	yield(frames(2), "completed")


# Opens a level through the mode and waits for the board to be laid out.
func play(level_id):
	mode.play(level_id)
	yield(frames(2), "completed")


func frames(count):
	for _i in range(count):
		yield(get_tree(), "idle_frame")


func seconds(time):
	yield(get_tree().create_timer(time), "timeout")


func level_ids():
	return mode.catalog.level_ids()


func session():
	return game.session


func cell(node):
	return board.get_node("Cells").get_child(node)


func press_button(name):
	game.get_node("SafeArea/Column/Buttons/" + name).emit_signal("pressed")


# A real left click on the middle of a control.
func click(control):
	var point = control.get_global_rect().position + control.rect_size / 2.0
	for pressed in [true, false]:
		var event = InputEventMouseButton.new()
		event.button_index = BUTTON_LEFT
		event.pressed = pressed
		event.position = point
		event.global_position = point
		get_tree().input_event(event)
