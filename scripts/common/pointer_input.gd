extends Node
# One primary pointer (the first finger, or the left mouse button) over a board, turned into the
# cells it presses and drags over. Add it as a child of the board control and forward the
# board's _gui_input to gui_input(): a gesture starts where the GUI says the board is on top (so
# overlays block it); once started, its moves and its release are followed wherever they go.
# The board supplies the geometry through two FuncRefs:
#   hit_test(point local to the board, dead zone as a fraction of a unit) -> cell or -1
#   sticky(cell) -> bool (optional): a sticky cell under the pointer wins over the cells
#     interpolated on the way to it (Number Stroke: a visited cell, so a jumpy sample never
#     appends cells en route to a cut)
#   crossed(from, to) (optional): the cells a straight move between two points local to the
#     board passes through, in order, each sharing an edge with the one before (Number Stroke
#     walks its grid units); without it the move is sampled every SAMPLE_STEP units
# and `unit` (pixels per board unit), for the dead zones and the interpolation step.
# Emits pressed(cell) for the first cell a gesture reaches, dragged(cell) for each later one
# (never the same cell twice in a row), and released when the pointer lifts. However far apart
# two samples are (a fast swipe, a burst of events in one frame), every cell between them is
# fed in order; the cell the pointer stops in counts once it is outside that cell's dead zone
# or the pointer goes on through it, so a finger resting on an edge never flips between cells.
# The walk follows the finger's real path only if it sees every sample: by default Godot merges
# the mouse moves that arrive within one frame into one (the last position), and the straight
# line from the sample before would cut across cells the finger went round. So a pointer input
# entering the tree turns that off for the whole game (Input.set_use_accumulated_input(false);
# before any gesture, whether the board runs in the shell, alone or in the play-test scene):
# every move event the platform gives arrives, and each is walked from the one before.

signal pressed(cell)
signal dragged(cell)
signal released

# Hit dead zones around each cell, as a fraction of a unit edge.
const TOUCH_DEAD_ZONE = 0.08
const MOUSE_DEAD_ZONE = 0.14
# Mouse events Godot emulates from touches carry this device id; the touches are used instead.
const EMULATED_MOUSE_DEVICE = -1
# Fast swipes are walked in steps of this fraction of a unit so no cell is skipped.
const SAMPLE_STEP = 0.25

var hit_test: FuncRef = null
var sticky: FuncRef = null
var crossed: FuncRef = null
var unit = 0.0

var _pointer = ""  # "", "touch" or "mouse"
var _last_point = Vector2.ZERO
var _last_fed = -1
var _fed_any = false


func _init(hit_test_ref: FuncRef = null, sticky_ref: FuncRef = null) -> void:
	hit_test = hit_test_ref
	sticky = sticky_ref


func _enter_tree():
	Input.set_use_accumulated_input(false)


# True while a gesture is being followed.
func is_active() -> bool:
	return _pointer != ""


# Forgets the gesture in progress (e.g. when the board shows another level).
func cancel() -> void:
	_pointer = ""


func dead_zone() -> float:
	return MOUSE_DEAD_ZONE if _pointer == "mouse" else TOUCH_DEAD_ZONE


# Call from the board's _gui_input; starts a gesture on a primary press. True when it did.
func gui_input(event) -> bool:
	if _pointer != "" or hit_test == null:
		return false
	if event is InputEventScreenTouch and event.index == 0 and event.pressed:
		_begin(event.position, "touch")
		return true
	if event is InputEventMouseButton and event.button_index == BUTTON_LEFT and event.pressed:
		if event.device != EMULATED_MOUSE_DEVICE:
			_begin(event.position, "mouse")
			return true
	return false


func _input(event):
	if (
		_pointer == ""
		or not (
			event is InputEventScreenTouch
			or event is InputEventScreenDrag
			or event is InputEventMouse
		)
	):
		return
	var kind = "mouse" if event is InputEventMouse else "touch"
	var primary = event.device != EMULATED_MOUSE_DEVICE if kind == "mouse" else event.index == 0
	if kind != _pointer or not primary:
		return
	var board = get_parent()
	var point = board.get_global_transform_with_canvas().affine_inverse().xform(event.position)
	if event is InputEventScreenDrag or event is InputEventMouseMotion:
		_moved(point)
	elif not event.pressed and (kind == "touch" or event.button_index == BUTTON_LEFT):
		_pointer = ""
		emit_signal("released")


func _begin(point, kind):
	_pointer = kind
	_last_point = point
	_last_fed = -1
	_fed_any = false
	_feed(_hit(point))


func _moved(point):
	var under = _hit(point)
	if under >= 0 and sticky != null and sticky.call_func(under):
		_feed(under)
	else:
		var walk = cells_between(_last_point, point)
		if crossed != null:
			# The pointer left an edge's dead zone back into the cell it came from: it never
			# entered the cell across the edge.
			if walk.size() >= 2 and walk[0] != _last_fed and walk[1] == _last_fed:
				walk.pop_front()
			# The cell it stops in counts only outside its dead zone (the next move may go on
			# through it). (Samples taken with the dead zones need neither.)
			if not walk.empty() and walk.back() != under:
				if walk.back() == hit_test.call_func(point, 0.0):
					walk.pop_back()
		for cell in walk:
			_feed(cell)
	_last_point = point


# The cells on the way from one pointer sample to the next, in order, without repeats in a row
# (the cell `from` lies in usually comes first): the board's `crossed` walk when it has one,
# else the cells under samples taken every SAMPLE_STEP units.
func cells_between(from: Vector2, to: Vector2) -> Array:
	if crossed != null:
		return crossed.call_func(from, to)
	var cells = []
	if unit <= 0.0:
		return cells
	var samples = int(ceil(from.distance_to(to) / (SAMPLE_STEP * unit)))
	for i in range(1, samples + 1):
		var cell = _hit(from.linear_interpolate(to, float(i) / samples))
		if cell >= 0 and (cells.empty() or cells.back() != cell):
			cells.append(cell)
	return cells


func _hit(point) -> int:
	return hit_test.call_func(point, dead_zone())


# The first cell a gesture touches is a press, later ones are drags.
func _feed(cell):
	if cell < 0 or cell == _last_fed:
		return
	_last_fed = cell
	if _fed_any:
		emit_signal("dragged", cell)
	else:
		_fed_any = true
		emit_signal("pressed", cell)
