extends "res://tests/godot/test_case.gd"
# Base of every mode's scene tests: opens the mode's real entry scene on a scratch save (the
# settings too, so tests start from the defaults and never write the real save) and gives short
# names for what the tests look at. Input goes through the scene tree as real events; nodes are
# found by name (find_node) or through the scenes' public methods, never by long paths; waits
# are on signals or frames, never on seconds. A mode's base extends it and returns its entry
# scene from _mode_scene(); _on_mode_opened() picks up its own parts (board, gestures).

const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")

var store = null
var mode = null
var game = null
var board = null
var select = null
var settings = null


# The mode's entry scene (a PackedScene).
func _mode_scene():
	return null


# Called once the mode is in the tree, before the layout frames.
func _on_mode_opened():
	board = game.board()


# Called with the new mode before it enters the tree (tests set dates and files here).
func _before_mode_enters():
	pass


func before_each():
	store = scratch_store()
	settings = get_node("/root/Settings")
	settings.load_from(store)


func after_each():
	settings.load_from(get_node("/root/SaveStore"))


# Reduced motion makes moves, turns and fades instant (what the tests check is then on screen at
# once).
func set_reduced_motion(on):
	settings.set_flag("reduced_motion", on)


# A SaveStore instance on `file` in the scratch folder, freed with the test. It stands for the
# game's next run: the stores before it write what waits, as the app does when it quits.
func scratch_store(file = "save.json"):
	for child in get_children():
		if child is SaveStoreScript:
			child.flush()
	var new_store = SaveStoreScript.new()
	add_child(new_store)
	new_store.open(scratch_path(file))
	return new_store


# Instances the mode on `save_store` (the test's store when null; optionally another level file)
# and waits for layout.
func open_mode(save_store = null, catalog_path = ""):
	if mode != null:
		remove_child(mode)
		mode.free()
	mode = _mode_scene().instance()
	mode.save_store = save_store if save_store != null else store
	if catalog_path != "":
		mode.catalog_path = catalog_path
	_before_mode_enters()
	add_child(mode)
	game = mode.get_node("Game")
	select = mode.get_node("LevelSelect")
	_on_mode_opened()
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


func level_ids():
	return mode.catalog.level_ids()


func session():
	return game.session


# Presses a bottom-row button of the game (its id) the way a tap does (a disabled button does
# nothing).
func press_button(id):
	var button = game.button(id)
	if not button.disabled:
		button.emit_signal("pressed")
