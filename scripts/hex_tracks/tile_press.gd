extends "res://scripts/common/pointer_input.gd"
# Press and hold on the Hex Tracks board (issue 18 §1: reading a route never sends the tile),
# on the common pointer (pointer_input.gd: one primary pointer, the first finger or the left
# mouse button, mouse events Godot emulates from touches ignored, followed wherever it goes once
# the board took the press).
#   - a tile pressed and released before HOLD_TIME, without sliding off it, is a tap:
#     tapped(tile) on the release;
#   - held for HOLD_TIME, it is a look: held(tile), then held(other) for each other tile the
#     pointer slides onto, and hold_released when it lifts; a look never sends anything;
#   - a press that slides off its tile before HOLD_TIME (onto another one, or away from every
#     tile) sends nothing.
# The board forwards its _gui_input to gui_input() and sets tile_at: a FuncRef, point local to
# the board -> tile id, "" for none.

signal tapped(tile_id)
signal held(tile_id)
signal hold_released

const HoldTimer = preload("res://scripts/hex_tracks/hold_timer.gd")
const HOLD_TIME = HoldTimer.HOLD_TIME  # hold_button.gd holds as long

var tile_at: FuncRef = null

var _tile = ""  # the tile the press is on; "" once it slid off (nothing will be sent)
var _holding = false
var _timer = HoldTimer.new()


func _init():
	hit_test = funcref(self, "_hit_tile")
	connect("released", self, "_on_released")


func _ready():
	_timer.connect("held", self, "_on_hold")
	add_child(_timer)


func is_holding() -> bool:
	return _holding


# Forgets the press in progress (a new level); a look in progress ends (hold_released).
func cancel() -> void:
	.cancel()
	_timer.stop()
	_tile = ""
	if _holding:
		_holding = false
		emit_signal("hold_released")


# The common pointer only needs to know that a press is over a tile.
func _hit_tile(point, _dead_zone):
	return 0 if tile_at.call_func(point) != "" else -1


func _begin(point, kind):
	._begin(point, kind)
	_tile = tile_at.call_func(point)
	_holding = false
	_timer.press()


func _moved(point):
	var under = tile_at.call_func(point)
	if _holding:
		if under != "" and under != _tile:
			_tile = under
			emit_signal("held", _tile)
	elif under != _tile:
		_tile = ""  # slid off its tile: this press sends nothing


func _on_released():
	_timer.stop()
	if _holding:
		_holding = false
		emit_signal("hold_released")
	elif _tile != "":
		emit_signal("tapped", _tile)
	_tile = ""


func _on_hold():
	if is_active() and _tile != "":
		_holding = true
		emit_signal("held", _tile)
