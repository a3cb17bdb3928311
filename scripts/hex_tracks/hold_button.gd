extends Button
# A button that can also be held (Hex Tracks' rotate buttons, issue 18 §1): pressed and released
# before HoldTimer.HOLD_TIME it is a tap (tapped); held that long it emits held instead, and its
# release hold_released, never tapped (holding a rotate button previews the turn, letting go
# turns nothing). Connect to tapped, not pressed.

signal tapped
signal held
signal hold_released

const HoldTimer = preload("res://scripts/hex_tracks/hold_timer.gd")

var _holding = false
var _timer = HoldTimer.new()


func _ready():
	_timer.connect("held", self, "_on_hold")
	add_child(_timer)
	connect("button_down", self, "_on_down")
	connect("button_up", self, "_on_up")
	connect("pressed", self, "_on_pressed")


func is_holding() -> bool:
	return _holding


func _on_down():
	_holding = false
	_timer.press()


func _on_hold():
	if is_pressed():
		_holding = true
		emit_signal("held")


func _on_up():
	_timer.stop()
	if _holding:
		# `pressed` may come after button_up: it still has to see the hold.
		call_deferred("_end_hold")


func _end_hold():
	_holding = false
	emit_signal("hold_released")


func _on_pressed():
	if not _holding:
		emit_signal("tapped")
