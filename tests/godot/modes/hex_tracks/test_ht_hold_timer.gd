extends "res://tests/godot/test_case.gd"
# A press becomes a hold only once it has really lasted HOLD_TIME (hold_timer.gd): a timer that
# runs out early because one slow frame counted the time before the press (what a plain Timer
# does on a phone or in a browser drawing a ride) re-arms instead of calling a quick tap a hold.

const HoldTimer = preload("res://scripts/hex_tracks/hold_timer.gd")

var _held = 0


func _on_held():
	_held += 1


func test_a_timeout_before_the_hold_time_has_passed_is_not_a_hold():
	var timer = HoldTimer.new()
	timer.connect("held", self, "_on_held")
	get_tree().root.add_child(timer)
	timer.press()
	timer.emit_signal("timeout")  # the slow frame's early timeout
	assert_eq(_held, 0, "not held after a few milliseconds")
	assert_false(timer.is_stopped(), "it waits for the rest of the hold time")
	assert_true(timer.time_left > HoldTimer.HOLD_TIME / 2.0, "about the whole hold time is left")
	yield(get_tree().create_timer(HoldTimer.HOLD_TIME + 0.2), "timeout")
	assert_eq(_held, 1, "held once the press has lasted the hold time")
	timer.stop()
	timer.emit_signal("timeout")
	assert_eq(_held, 1, "a timeout with no press in progress is nothing")
	timer.queue_free()
