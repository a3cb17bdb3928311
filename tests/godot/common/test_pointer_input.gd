extends "res://tests/godot/test_case.gd"
# pointer_input.gd on a board of the test's own: a row of four 100-pixel cells. Real events go
# through the scene tree in window coordinates.

const PointerInput = preload("res://scripts/common/pointer_input.gd")
const UNIT = 100.0
const CELLS = 4

var board
var pointer
var sticky_cells = []
var events = []


func before_each():
	board = Control.new()
	board.rect_position = Vector2(40, 200)
	board.rect_size = Vector2(UNIT * CELLS, UNIT)
	add_child(board)
	pointer = PointerInput.new(funcref(self, "_hit"), funcref(self, "_sticky"))
	pointer.unit = UNIT
	board.add_child(pointer)
	board.connect("gui_input", self, "_on_board_gui_input")
	pointer.connect("pressed", self, "_on_pointer", ["press"])
	pointer.connect("dragged", self, "_on_pointer", ["drag"])
	pointer.connect("released", self, "_on_released")
	# Godot 3.2 hands touches to GUI controls only once the viewport has seen a mouse event.
	var wake = InputEventMouseMotion.new()
	wake.device = -1
	get_tree().input_event(wake)
	yield(get_tree(), "idle_frame")


func test_a_press_then_drags_then_a_release():
	_touch(Vector2(0.5, 0.5), true)
	assert_true(pointer.is_active())
	_drag(Vector2(1.5, 0.5))
	_drag(Vector2(1.6, 0.5))
	_touch(Vector2(1.6, 0.5), false)
	assert_eq(events, ["press 0", "drag 1", "release"], "never the same cell twice in a row")
	assert_false(pointer.is_active())


func test_a_fast_sample_is_interpolated_cell_by_cell():
	_touch(Vector2(0.5, 0.5), true)
	_drag(Vector2(3.5, 0.5))
	assert_eq(events, ["press 0", "drag 1", "drag 2", "drag 3"])
	assert_eq(pointer.cells_between(Vector2(50, 50), Vector2(350, 50)), [0, 1, 2, 3])


func test_a_sticky_cell_under_the_pointer_wins_over_the_cells_on_the_way():
	sticky_cells = [3]
	_touch(Vector2(0.5, 0.5), true)
	_drag(Vector2(3.5, 0.5))
	assert_eq(events, ["press 0", "drag 3"])


func test_dead_zones_by_pointer_kind():
	_touch(Vector2(0.96, 0.5), true)
	_touch(Vector2(0.96, 0.5), false)
	assert_eq(events, ["release"], "4% from an edge is dead for touch")
	events = []
	_touch(Vector2(0.9, 0.5), true)
	assert_eq(events, ["press 0"], "10% from it is live for touch")
	_touch(Vector2(0.9, 0.5), false)
	events = []
	_mouse(Vector2(0.9, 0.5), true)
	assert_eq(events, [], "10% is dead for a mouse")
	_mouse(Vector2(0.9, 0.5), false)
	_mouse(Vector2(0.8, 0.5), true)
	assert_eq(events, ["release", "press 0"], "20% is live for a mouse")


func test_a_second_finger_and_emulated_mouse_events_are_ignored():
	_touch(Vector2(0.5, 0.5), true)
	var second = InputEventScreenDrag.new()
	second.index = 1
	second.position = _window(Vector2(2.5, 0.5))
	get_tree().input_event(second)
	var emulated = InputEventMouseMotion.new()
	emulated.device = -1
	emulated.button_mask = BUTTON_MASK_LEFT
	emulated.position = _window(Vector2(1.5, 0.5))
	get_tree().input_event(emulated)
	assert_eq(events, ["press 0"])


func test_cancel_forgets_the_gesture():
	_touch(Vector2(0.5, 0.5), true)
	pointer.cancel()
	_drag(Vector2(1.5, 0.5))
	assert_eq(events, ["press 0"])
	assert_false(pointer.is_active())


# With the board's own walk (`crossed`, as Number Stroke's grid gives it), a burst of far-apart
# moves sent in one go still reaches every cell in order.
func test_a_burst_of_far_apart_moves_walks_every_crossed_cell():
	pointer.crossed = funcref(self, "_crossed")
	_touch(Vector2(0.5, 0.5), true)
	_drag(Vector2(2.5, 0.5))
	_drag(Vector2(3.5, 0.5))
	_drag(Vector2(0.5, 0.5))
	assert_eq(
		events,
		["press 0", "drag 1", "drag 2", "drag 3", "drag 2", "drag 1", "drag 0"],
		"no cell jumped"
	)


func test_a_finger_resting_on_an_edge_never_flips_between_its_cells():
	pointer.crossed = funcref(self, "_crossed")
	_touch(Vector2(0.5, 0.5), true)
	for x in [0.97, 1.03, 0.98, 1.04, 0.96]:
		_drag(Vector2(x, 0.5))
	assert_eq(events, ["press 0"], "inside the dead zones on both sides of the edge")
	_drag(Vector2(1.5, 0.5))
	assert_eq(events, ["press 0", "drag 1"], "then into the next cell")


func test_a_cell_whose_dead_zone_the_pointer_stopped_in_counts_once_it_goes_through():
	pointer.crossed = funcref(self, "_crossed")
	_touch(Vector2(0.5, 0.5), true)
	_drag(Vector2(1.97, 0.5))
	assert_eq(events, ["press 0"], "stopped in cell 1's dead zone: not yet")
	_drag(Vector2(2.5, 0.5))
	assert_eq(events, ["press 0", "drag 1", "drag 2"], "crossed: cell 1 counts, in order")


func _crossed(from, to):
	var cells = []
	var first = int(floor(from.x / UNIT))
	var last = int(floor(to.x / UNIT))
	var step = 1 if last >= first else -1
	for cell in range(first, last + step, step):
		if cell >= 0 and cell < CELLS:
			cells.append(cell)
	return cells


func _hit(point, dead_zone):
	var unit_point = point / UNIT
	if unit_point.y < dead_zone or unit_point.y > 1.0 - dead_zone:
		return -1
	var cell = int(floor(unit_point.x))
	var inside = unit_point.x - cell
	if cell < 0 or cell >= CELLS or inside < dead_zone or inside > 1.0 - dead_zone:
		return -1
	return cell


func _sticky(cell):
	return cell in sticky_cells


func _on_board_gui_input(event):
	pointer.gui_input(event)


func _on_pointer(cell, kind):
	events.append("%s %d" % [kind, cell])


func _on_released():
	events.append("release")


# Window coordinates of a point given in units of the board.
func _window(unit_point):
	var visible = get_tree().root.get_visible_rect().size
	var scale = OS.window_size.x / visible.x if visible.x > 0 and OS.window_size.x > 0 else 1.0
	return board.get_global_transform_with_canvas().xform(unit_point * UNIT) * scale


func _touch(unit_point, pressed):
	var event = InputEventScreenTouch.new()
	event.index = 0
	event.pressed = pressed
	event.position = _window(unit_point)
	get_tree().input_event(event)


func _drag(unit_point):
	var event = InputEventScreenDrag.new()
	event.index = 0
	event.position = _window(unit_point)
	get_tree().input_event(event)


func _mouse(unit_point, pressed):
	var event = InputEventMouseButton.new()
	event.button_index = BUTTON_LEFT
	event.pressed = pressed
	event.button_mask = BUTTON_MASK_LEFT if pressed else 0
	event.position = _window(unit_point)
	get_tree().input_event(event)
