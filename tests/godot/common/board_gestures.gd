extends Reference
# Sends real pointer events (touch or mouse) that tap cells and draw paths on a mode's board
# view, the way a finger would: through the scene tree's input, in window coordinates. Points
# are in the board's own coordinates (what its canvas_point(point) takes). A mode's gestures
# extend it: centre_of(node) (default board.centre_of(node)) and route(nodes) (the waypoints of
# a gesture over nodes; default their centres). curve(points) bends a route into the smooth line
# a finger draws, and swipe(points) sends a whole gesture at once, before the next frame.

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


func centre_of(node):
	return board.centre_of(node)


# The waypoints of one gesture over `nodes`.
func route(nodes):
	var points = []
	for node in nodes:
		points.append(centre_of(node))
	return points


# One continuous gesture over `nodes`; the pointer is lifted at the end unless told not to.
func draw(nodes, lift = true):
	var points = route(nodes)
	press(points[0])
	for i in range(1, points.size()):
		move(points[i])
	if lift:
		release(points[points.size() - 1])


# One gesture whose every sample is sent at once, before the next frame (a fast swipe whose
# moves all arrive in one frame): a press on the first point, a move to each later one, a lift.
func swipe(points):
	press(points[0])
	for i in range(1, points.size()):
		move(points[i])
	release(points[points.size() - 1])


# Points along the smooth line a finger draws through `points`: straight from the first to the
# middle of the first leg, around each later waypoint from the middle of the leg before it to the
# middle of the leg after it (a quadratic curve bent towards the waypoint, so it stays in the
# triangle of those three points), straight from the middle of the last leg to the last point;
# `per_leg` samples a leg.
static func curve(points, per_leg = 12):
	var last = points.size() - 1
	var middles = []
	for i in range(last):
		middles.append((points[i] + points[i + 1]) / 2.0)
	var samples = [points[0]]
	var half = int(max(1, per_leg / 2))
	for k in range(1, half + 1):
		samples.append(points[0].linear_interpolate(middles[0], float(k) / half))
	for i in range(1, last):
		for k in range(1, per_leg + 1):
			var t = float(k) / per_leg
			var into = middles[i - 1].linear_interpolate(points[i], t)
			samples.append(into.linear_interpolate(points[i].linear_interpolate(middles[i], t), t))
	for k in range(1, half + 1):
		samples.append(middles[last - 1].linear_interpolate(points[last], float(k) / half))
	return samples


# The node under a point of the board's coordinates (no dead zone), -1 for none.
func node_under(point):
	var local = board.get_global_transform_with_canvas().affine_inverse()
	return board.node_at(local.xform(board.canvas_point(point)), 0.0)


# The nodes under `points` in order, each once in a row (none for points off every node).
func nodes_under(points):
	var nodes = []
	for point in points:
		var node = node_under(point)
		if node >= 0 and (nodes.empty() or nodes.back() != node):
			nodes.append(node)
	return nodes


func tap(node):
	tap_point(centre_of(node))


func tap_point(point):
	press(point)
	release(point)


func press(point):
	_send_button(point, true)


func release(point):
	_send_button(point, false)


func move(point):
	var event
	if use_mouse:
		event = InputEventMouseMotion.new()
		event.button_mask = BUTTON_MASK_LEFT
	else:
		event = InputEventScreenDrag.new()
		event.index = 0
	event.position = window_point(point)
	tree.input_event(event)


# Window coordinates of a point of the board (input events arrive in window pixels).
func window_point(point):
	var visible = tree.root.get_visible_rect().size
	var scale = OS.window_size.x / visible.x if visible.x > 0 and OS.window_size.x > 0 else 1.0
	return board.canvas_point(point) * scale


func _send_button(point, pressed):
	var event
	if use_mouse:
		event = InputEventMouseButton.new()
		event.button_index = BUTTON_LEFT
		event.button_mask = BUTTON_MASK_LEFT if pressed else 0
	else:
		event = InputEventScreenTouch.new()
		event.index = 0
	event.pressed = pressed
	event.position = window_point(point)
	tree.input_event(event)
