extends "res://tests/godot/test_case.gd"
# Base of the Hex Walls scene tests: opens the mode's real scenes on a scratch save and gives
# short names for what the tests look at. Input goes through the scene tree as real events.
# Nodes are found by name (find_node) or through the scenes' public methods, never by long
# paths; waits are on signals (or reduced motion makes things instant), never on seconds.

const Gestures = preload("res://tests/godot/modes/hex_walls/hw_gestures.gd")
const Colors = preload("res://scripts/hex_walls/board_colors.gd")
const Session = preload("res://scripts/hex_walls/session.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const MODE_SCENE = preload("res://scenes/hex_walls/hex_walls.tscn")
const BUCKET = "mode:03-hex-walls"

var store = null
var mode = null
var game = null
var board = null
var select = null
var touch = null
var settings = null


# Settings are read from (and saved to) the scratch store, so that tests start from the
# defaults and never write the real save.
func before_each():
	store = scratch_store()
	settings = get_node("/root/Settings")
	settings.load_from(store)


func after_each():
	settings.load_from(get_node("/root/SaveStore"))


# Reduced motion makes turns and fades instant (what the tests check is then on screen at once).
func set_reduced_motion(on):
	settings.set_flag("reduced_motion", on)


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
	board = game.board()
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


func named(root, name):
	return root.find_node(name, true, false)


func level_ids():
	return mode.catalog.level_ids()


func session():
	return game.session


func cell(node):
	return board.cell_view(node)


# The first level (in play order) whose data passes `predicate_name` on this script.
func first_level_where(predicate_name):
	for id in level_ids():
		if call(predicate_name, mode.catalog.level(id)):
			return id
	return ""


func has_static_walls(level):
	return not level["walls"].empty()


func has_turning_walls(level):
	return not level["turningWalls"].empty()


# A prefix of the solution whose end has an unvisited neighbour the wall `kind` ("s" or "t")
# blocks for the next move, and that neighbour: [prefix, neighbour, wall id]; [] when none.
static func blocked_move(level, kind):
	var solution = level["hintPath"]
	for length in range(1, solution.size()):
		var prefix = solution.slice(0, length - 1)
		var probe = Session.new(level)
		for node in prefix:
			probe.press(node)
		var end = prefix.back()
		for next in level["adjacency"][end]:
			var wall = probe.blocking_wall(end, next, prefix.size())
			if wall.begins_with(kind) and not next in prefix:
				return [prefix, next, wall]
	return []


# Presses a bottom-row button of the game ("undo", "restart", "show_way") the way a tap does
# (a disabled button does nothing).
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


# The shortest open path from the solution's start that ends in a conflict (a number on the
# wrong step), found with a scratch session; the solution itself when there is none.
static func conflicting_path(level):
	var queue = [[level["hintPath"][0]]]
	while not queue.empty():
		var path = queue.pop_front()
		var probe = Session.new(level)
		for node in path:
			probe.press(node)
		if probe.path.size() < path.size():
			continue  # a wall refused a step
		if not probe.conflicts.empty():
			return path
		for next in level["adjacency"][path.back()]:
			if not next in path:
				queue.append(path + [next])
	return level["hintPath"]


func has_a_later_number(level):
	for each in level["cells"]:
		if each["number"] > 1:
			return true
	return false
