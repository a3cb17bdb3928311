extends Timer
# When a press has lasted HOLD_TIME, in real time: `held` then. A plain Timer counts frame
# times, and the first frame after a press counts from the frame before it, so on a slow frame
# (a phone, or a browser drawing a tile's ride) a quick tap timed out as a hold and sent nothing.
# press() starts it, stop() forgets the press; it re-arms itself until the time has really passed.

signal held

const HOLD_TIME = 0.4  # seconds

var _pressed_msec = -1


func _init():
	one_shot = true
	connect("timeout", self, "_on_timeout")


func press() -> void:
	_pressed_msec = OS.get_ticks_msec()
	start(HOLD_TIME)


func _on_timeout() -> void:
	if _pressed_msec < 0:
		return
	var left = HOLD_TIME - (OS.get_ticks_msec() - _pressed_msec) / 1000.0
	if left > 0.0:
		start(left)
	else:
		_pressed_msec = -1
		emit_signal("held")
