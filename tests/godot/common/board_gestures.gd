extends Reference
# Sends real pointer events (touch or mouse) that tap cells and draw paths on a mode's board
# view, the way a finger would: through the scene tree's input, in window coordinates. Points
# are in the board's own coordinates (what its canvas_point(point) takes). A mode's gestures
# extend it: centre_of(node) (default board.centre_of(node)) and route(nodes) (the waypoints of
# a gesture over nodes; default their centres).

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
