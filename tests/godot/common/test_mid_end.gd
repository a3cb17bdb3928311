extends "res://tests/godot/test_case.gd"
# mid_end.gd over a counter session of the test's own (any session with the contract will do):
# undo, redo, restart as an undoable move, nothing recorded for moves that change nothing,
# nothing undone once won, `changed` after every op. Each mode's session under the mid-end is
# tested in its folder (tests/godot/modes/<folder>/), every mode's by test_mid_end_replay.gd.

const MidEnd = preload("res://scripts/common/mid_end.gd")
const IGNORED = {"kind": "ignored", "cell": -1}
const UNDONE = {"kind": "undone", "cell": -1}
const REDONE = {"kind": "redone", "cell": -1}

var counter
var mid_end
var _changes = 0


func before_each():
	counter = Counter.new()
	mid_end = MidEnd.new(counter)
	mid_end.connect("changed", self, "_on_changed")


func test_a_fresh_mid_end_has_nothing_to_undo_or_redo():
	assert_false(mid_end.can_undo())
	assert_false(mid_end.can_redo())
	assert_eq(mid_end.apply({"op": "undo"}), IGNORED)
	assert_eq(mid_end.apply({"op": "redo"}), IGNORED)
	assert_eq(mid_end.state(), {"value": 0})


func test_moves_go_to_the_session_and_undo_redo_step_through_them():
	assert_eq(mid_end.apply({"op": "add", "by": 1}), {"kind": "added", "cell": 1})
	mid_end.apply({"op": "add", "by": 5})
	assert_true(mid_end.can_undo())
	assert_eq(mid_end.apply({"op": "undo"}), UNDONE)
	assert_eq(counter.value, 1)
	assert_true(mid_end.can_redo())
	assert_eq(mid_end.undo(), UNDONE)
	assert_eq(counter.value, 0)
	assert_false(mid_end.can_undo())
	assert_eq(mid_end.redo(), REDONE)
	assert_eq(mid_end.apply({"op": "redo"}), REDONE)
	assert_eq(counter.value, 6)
	assert_false(mid_end.can_redo())


func test_a_move_that_changes_nothing_leaves_no_entry_and_keeps_redo():
	mid_end.apply({"op": "add", "by": 1})
	mid_end.undo()
	assert_eq(mid_end.apply({"op": "look"}), {"kind": "looked", "cell": 0})
	assert_eq(mid_end.apply({"op": "fly"}), IGNORED)
	assert_eq(mid_end.apply("not a move"), IGNORED)
	assert_false(mid_end.can_undo(), "nothing changed")
	assert_true(mid_end.can_redo(), "redo survives moves that change nothing")
	mid_end.apply({"op": "add", "by": 2})
	assert_false(mid_end.can_redo(), "a real move clears redo")


func test_restart_is_the_session_s_and_undoable():
	mid_end.apply({"op": "add", "by": 2})
	assert_eq(mid_end.apply({"op": "restart"}), {"kind": "restarted", "cell": -1})
	assert_eq(counter.restarts, 1)
	assert_eq(counter.value, 0)
	assert_eq(mid_end.undo(), UNDONE)
	assert_eq(counter.value, 2, "undo brings back what restart cleared")
	mid_end.undo()
	mid_end.restart()
	assert_eq(counter.restarts, 2, "restart goes to the session even when nothing changes")
	assert_true(mid_end.can_redo(), "and then records nothing")


func test_nothing_is_undone_or_redone_once_won():
	mid_end.apply({"op": "add", "by": 1})
	mid_end.apply({"op": "add", "by": 1})
	mid_end.undo()
	mid_end.apply({"op": "add", "by": 2})
	assert_eq(mid_end.status(), "won")
	assert_false(mid_end.can_undo())
	assert_eq(mid_end.undo(), IGNORED)
	assert_eq(counter.value, 3)


func test_changed_is_emitted_after_every_op():
	mid_end.apply({"op": "add", "by": 1})
	mid_end.apply({"op": "look"})
	mid_end.undo()
	mid_end.undo()
	mid_end.restart()
	assert_eq(_changes, 5)
	mid_end.clear_history()
	assert_eq(_changes, 6)


func _on_changed():
	_changes += 1


# A counter that is won at 3: {"op": "add", "by": n}, {"op": "look"} changes nothing.
class Counter:
	extends Reference
	var value = 0
	var restarts = 0

	func apply(move) -> Dictionary:
		if typeof(move) != TYPE_DICTIONARY:
			return {"kind": "ignored", "cell": -1}
		match move.get("op"):
			"add":
				value += int(move["by"])
				return {"kind": "added", "cell": value}
			"look":
				return {"kind": "looked", "cell": value}
		return {"kind": "ignored", "cell": -1}

	func restart() -> Dictionary:
		restarts += 1
		value = 0
		return {"kind": "restarted", "cell": -1}

	func status() -> String:
		return "won" if value == 3 else "playing"

	func state() -> Dictionary:
		return {"value": value}

	func snapshot():
		return {"value": value}

	func restore(saved) -> void:
		value = saved["value"]
