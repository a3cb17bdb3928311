extends Node
# Press and hold on the Hex Tracks board (issue 18 §1: reading a route never sends the tile).
# One primary pointer: the first finger, or the left mouse button (mouse events Godot emulates
# from touches are ignored; the touches are used).
#   - a tile pressed and released before HOLD_TIME, without sliding onto another tile, is a tap:
#     tapped(tile) on the release;
#   - held for HOLD_TIME, it is a look: held(tile), then held(other) for each other tile the
#     pointer slides onto, and hold_released when it lifts; a look never sends anything;
#   - a press that slides off its tile before HOLD_TIME (onto another one, or away from every
#     tile) sends nothing.
# The board forwards its _gui_input (where a press starts: the GUI says the board is on top);
# once started, moves and the release are followed wherever they go (_input). hit_test is a
# FuncRef: point local to the board -> tile id, "" for none.

signal tapped(tile_id)
signal held(tile_id)
signal hold_released

const HOLD_TIME = 0.4  # seconds; hold_button.gd uses the same
const EMULATED_MOUSE_DEVICE = -1

var hit_test: FuncRef = null

var _pointer = ""  # "", "touch" or "mouse"
var _tile = ""  # the tile the press is on; "" once it slid off (nothing will be sent)
var _holding = false
var _timer = Timer.new()


func _ready():
	_timer.one_shot = true
	_timer.wait_time = HOLD_TIME
	_timer.connect("timeout", self, "_on_hold")
	add_child(_timer)


# True between a press and its release.
func is_active() -> bool:
	return _pointer != ""


func is_holding() -> bool:
	return _holding


# Forgets the press in progress (a new level); a look in progress ends (hold_released).
func cancel() -> void:
	_timer.stop()
	_pointer = ""
	_tile = ""
	if _holding:
		_holding = false
		emit_signal("hold_released")


# Call from the board's _gui_input; true when a press started here.
func gui_input(event) -> bool:
	if _pointer != "" or hit_test == null:
		return false
	var kind = _primary_press(event)
	if kind == "":
		return false
	_pointer = kind
	_tile = hit_test.call_func(event.position)
	_holding = false
	_timer.start()
	return true


func _input(event):
	if _pointer == "":
		return
	var kind = "mouse" if event is InputEventMouse else "touch"
	if not (
		event is InputEventMouse
		or event is InputEventScreenTouch
		or event is InputEventScreenDrag
	):
		return
	if kind != _pointer:
		return
	if kind == "mouse" and event.device == EMULATED_MOUSE_DEVICE:
		return
	if kind == "touch" and event.index != 0:
		return
	var board = get_parent()
	var point = board.get_global_transform_with_canvas().affine_inverse().xform(event.position)
	if event is InputEventMouseMotion or event is InputEventScreenDrag:
		_moved(point)
	elif not event.pressed and (kind == "touch" or event.button_index == BUTTON_LEFT):
		_released()


static func _primary_press(event) -> String:
	if event is InputEventScreenTouch and event.index == 0 and event.pressed:
		return "touch"
	if (
		event is InputEventMouseButton
		and event.button_index == BUTTON_LEFT
		and event.pressed
		and event.device != EMULATED_MOUSE_DEVICE
	):
		return "mouse"
	return ""


func _moved(point):
	var under = hit_test.call_func(point)
	if _holding:
		if under != "" and under != _tile:
			_tile = under
			emit_signal("held", _tile)
	elif under != _tile:
		_tile = ""  # slid off its tile: this press sends nothing


func _released():
	_timer.stop()
	_pointer = ""
	if _holding:
		_holding = false
		emit_signal("hold_released")
	elif _tile != "":
		emit_signal("tapped", _tile)
	_tile = ""


func _on_hold():
	if _pointer == "" or _tile == "":
		return
	_holding = true
	emit_signal("held", _tile)
