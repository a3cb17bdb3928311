extends "res://tests/godot/test_case.gd"
# Base of the Number Stroke scene tests: opens the mode's real scenes on a scratch save and gives
# short names for what the tests look at. Input goes through the scene tree as real events.
# Nodes are found by name (find_node) or through the scenes' public methods, never by long
# paths; waits are on signals, never on wall-clock seconds.

const Gestures = preload("res://tests/godot/modes/number_stroke/gestures.gd")
const Colors = preload("res://scripts/number_stroke/board_colors.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const MODE_SCENE = preload("res://scenes/number_stroke/number_stroke.tscn")
const BUCKET = "mode:01-number-stroke"

var store = null
var mode = null
var game = null
var board = null
var select = null
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
	select = mode.get_node("LevelSelect")
	board = game.find_node("Board", true, false)
	touch = Gestures.new(get_tree(), board)
	yield(frames(2), "completed")


# Opens a level through the mode and waits for the board to be laid out.
func play(level_id):
	mode.play(level_id)
	yield(frames(2), "completed")


func frames(count):
	for _i in range(count):
		yield(get_tree(), "idle_frame")


# Waits for the clear celebration to hand over (the game's level_cleared signal).
func celebration():
	yield(game, "level_cleared")
	yield(get_tree(), "idle_frame")


# The first node called `name` under `root` (by name, at any depth).
func named(root, name):
	return root.find_node(name, true, false)


func level_ids():
	return mode.catalog.level_ids()


func session():
	return game.session


func cell(node):
	return board.cell_view(node)


# Presses a bottom-row button of the game ("undo", "restart", "add_number", "show_way") the way
# a tap does (a disabled button does nothing).
func press_button(id):
	var button = game.button(id)
	if not button.disabled:
		button.emit_signal("pressed")


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
