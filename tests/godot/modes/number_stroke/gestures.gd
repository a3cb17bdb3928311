extends Reference
# Sends real pointer events (touch or mouse) that tap cells and draw paths on a Number Stroke
# board view, the way a finger would: through the scene tree's input, in window coordinates.

const Session = preload("res://scripts/number_stroke/session.gd")

var tree = null
var board = null
var use_mouse = false


func _init(scene_tree, board_view, mouse = false):
	tree = scene_tree
	board = board_view
	use_mouse = mouse
	# Godot 3.2 hands touches to GUI controls only once the viewport has seen a mouse event;
	# phones always send emulated ones, so a bare test sends one too.
	var wake = InputEventMouseMotion.new()
	wake.device = -1
	tree.input_event(wake)


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


# One continuous gesture over `nodes`; the pointer is lifted at the end unless told not to.
func draw(nodes, lift = true):
	var points = route(nodes)
	press(points[0])
	for i in range(1, points.size()):
		move(points[i])
	if lift:
		release(points[points.size() - 1])


func tap(node):
	tap_point(centre_of(node))


func tap_point(unit_point):
	press(unit_point)
	release(unit_point)


func press(unit_point):
	_send_button(unit_point, true)


func release(unit_point):
	_send_button(unit_point, false)


func move(unit_point):
	var event
	if use_mouse:
		event = InputEventMouseMotion.new()
		event.button_mask = BUTTON_MASK_LEFT
	else:
		event = InputEventScreenDrag.new()
		event.index = 0
	event.position = window_point(unit_point)
	tree.input_event(event)


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


# Window coordinates of a unit-space point (input events arrive in window pixels).
func window_point(unit_point):
	var visible = tree.root.get_visible_rect().size
	var scale = OS.window_size.x / visible.x if visible.x > 0 and OS.window_size.x > 0 else 1.0
	return board.canvas_point(unit_point) * scale


func _send_button(unit_point, pressed):
	var event
	if use_mouse:
		event = InputEventMouseButton.new()
		event.button_index = BUTTON_LEFT
		event.button_mask = BUTTON_MASK_LEFT if pressed else 0
	else:
		event = InputEventScreenTouch.new()
		event.index = 0
	event.pressed = pressed
	event.position = window_point(unit_point)
	tree.input_event(event)


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
