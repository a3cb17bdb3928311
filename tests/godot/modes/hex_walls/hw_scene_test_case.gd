extends "res://tests/godot/common/mode_scene_test_case.gd"
# Base of the Hex Walls scene tests: opens the mode's real scenes on a scratch save and gives
# short names for what the tests look at (tests/godot/common/mode_scene_test_case.gd).

const Gestures = preload("res://tests/godot/modes/hex_walls/hw_gestures.gd")
const Colors = preload("res://scripts/hex_walls/board_colors.gd")
const Session = preload("res://scripts/hex_walls/session.gd")
const MODE_SCENE = preload("res://scenes/hex_walls/hex_walls.tscn")
const BUCKET = "mode:03-hex-walls"

var touch = null


func _mode_scene():
	return MODE_SCENE


func _on_mode_opened():
	board = game.board()
	touch = Gestures.new(get_tree(), board)


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


# A prefix of the solution (of at least `shortest` cells) whose end has an unvisited neighbour the
# wall `kind` ("s" or "t") blocks for the next move, and that neighbour: [prefix, neighbour, wall
# id]; [] when none.
static func blocked_move(level, kind, shortest = 1):
	var solution = level["hintPath"]
	for length in range(shortest, solution.size()):
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
