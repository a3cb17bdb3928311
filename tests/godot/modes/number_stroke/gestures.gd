extends "res://tests/godot/common/board_gestures.gd"
# Sends real pointer events (touch or mouse) that tap cells and draw paths on a Number Stroke
# board view, the way a finger would (tests/godot/common/board_gestures.gd). Points are in the
# board's unit coordinates.

const Session = preload("res://scripts/number_stroke/session.gd")


func _init(scene_tree, board_view, mouse = false).(scene_tree, board_view, mouse):
	pass


# The centre of a cell's first unit, in unit coordinates.
func centre_of(node):
	return board.geometry.units_of(node)[0] + Vector2(0.5, 0.5)


# Unit-centre waypoints that walk `nodes` in order without leaving a cell except through the
# edge it shares with the next one.
func route(nodes):
	var geometry = board.geometry
	var current = geometry.units_of(nodes[0])[0]
	var points = [current + Vector2(0.5, 0.5)]
	for i in range(1, nodes.size()):
		var edge = geometry.shared_edge(nodes[i - 1], nodes[i])
		var exit_unit = (edge[0] - edge[1] * 0.5).floor()
		for unit in _walk_inside(nodes[i - 1], current, exit_unit):
			points.append(unit + Vector2(0.5, 0.5))
		current = (edge[0] + edge[1] * 0.5).floor()
		points.append(current + Vector2(0.5, 0.5))
	return points


# The shortest legal path from the solution's start that ends in a conflict, found with a
# scratch session; the solution itself when there is none.
static func conflicting_path(level):
	var queue = [[level["hintPath"][0]]]
	while not queue.empty():
		var path = queue.pop_front()
		var session = Session.new(level)
		for node in path:
			session.press(node)
		if not session.conflicts.empty():
			return path
		for next in level["adjacency"][path.back()]:
			if not next in path:
				queue.append(path + [next])
	return level["hintPath"]


# [path, node]: the shortest path from the level's start (of at most `longest` cells) whose last
# cell lands on a step that another, unvisited cell carries as its number; [] when none.
static func path_breaking_a_number(level, longest):
	var clue_at = {}
	for node in range(level["cells"].size()):
		if int(level["cells"][node]["clue"]) > 0:
			clue_at[int(level["cells"][node]["clue"])] = node
	var queue = [[level["hintPath"][0]]]
	while not queue.empty():
		var path = queue.pop_front()
		var owner = clue_at.get(path.size(), -1)
		if path.size() > 1 and owner >= 0 and not owner in path:
			return [path, owner]
		if path.size() < longest:
			for next in level["adjacency"][path.back()]:
				if not next in path:
					queue.append(path + [next])
	return []


# A second finger (touch index 1) going down, moving and lifting over a cell.
func second_finger_over(node):
	var point = window_point(centre_of(node))
	var down = InputEventScreenTouch.new()
	down.index = 1
	down.pressed = true
	down.position = point
	tree.input_event(down)
	var drag = InputEventScreenDrag.new()
	drag.index = 1
	drag.position = point + Vector2(3, 3)
	tree.input_event(drag)
	var up = InputEventScreenTouch.new()
	up.index = 1
	up.position = point
	tree.input_event(up)


# Units of `node` from `from` to `to` (excluding `from`), stepping between edge-sharing units.
func _walk_inside(node, from, to):
	var came_from = {from: from}
	var queue = [from]
	while not queue.empty():
		var unit = queue.pop_front()
		if unit == to:
			break
		for side in [Vector2.LEFT, Vector2.RIGHT, Vector2.UP, Vector2.DOWN]:
			var next_unit = unit + side
			if board.geometry.node_of_unit(next_unit) == node and not came_from.has(next_unit):
				came_from[next_unit] = unit
				queue.append(next_unit)
	var units = []
	var unit = to
	while unit != from:
		units.push_front(unit)
		unit = came_from[unit]
	return units
