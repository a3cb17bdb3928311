extends Reference
# The shared mid-end (docs/architecture.md "Session and mid-end"; the Python twin is
# core/common/midend.py): undo, redo and restart over any mode's session. A session has
#   apply(move) -> event, restart() -> event, status() -> "playing" | "won" | "lost",
#   state() -> Dictionary, snapshot() -> JSON value, restore(snapshot).
# apply({"op": "undo"}), {"op": "redo"} and {"op": "restart"} are handled here; any other move
# goes to the session. A move after which the snapshot differs pushes the snapshot from before
# it on the undo stack and clears the redo stack; a move that changes nothing leaves no entry.
# Emits changed after every applied op, whatever it did.
# Every op applied since the mid-end was made (or clear_history()) is logged as the JSON value it
# was, except ops whose event is "ignored" (they changed nothing): replay(moves()) on a fresh
# session of the same level gives the same state, status, can_undo and can_redo (sessions are
# deterministic), which is how a level left mid-attempt is resumed (attempt_store.gd).

signal changed

const UNDO = "undo"
const REDO = "redo"
const RESTART = "restart"

var session = null  # read it (state, status, the mode's own queries); command it through apply

var _undo = []  # snapshots, oldest first
var _redo = []  # snapshots, the most recently undone last
var _log = []  # the ops applied (not ignored), oldest first


func _init(wrapped_session) -> void:
	session = wrapped_session


# Applies one move (a JSON value) and returns the event.
func apply(move) -> Dictionary:
	var event = _applied(move)
	emit_signal("changed")
	return event


# The ops applied since the mid-end was made or clear_history(), as copies, oldest first.
func moves() -> Array:
	return _log.duplicate(true)


# Applies `list` (moves()'s of a session of the same level) silently: no changed signal, so no
# view redraws or plays anything; the caller redraws once. A value that is not a list changes
# nothing.
func replay(list) -> void:
	if typeof(list) != TYPE_ARRAY:
		return
	for move in list:
		_applied(move)


func _applied(move) -> Dictionary:
	var op = move.get("op") if typeof(move) == TYPE_DICTIONARY else null
	var event
	match op:
		UNDO:
			event = _step(_undo, _redo, "undone")
		REDO:
			event = _step(_redo, _undo, "redone")
		RESTART:
			event = _recorded(move, true)
		_:
			event = _recorded(move, false)
	if event.get("kind") != "ignored":
		_log.append(move.duplicate(true) if typeof(move) in [TYPE_DICTIONARY, TYPE_ARRAY] else move)
	return event


func undo() -> Dictionary:
	return apply({"op": UNDO})


func redo() -> Dictionary:
	return apply({"op": REDO})


func restart() -> Dictionary:
	return apply({"op": RESTART})


func can_undo() -> bool:
	return not _undo.empty() and session.status() != "won"


func can_redo() -> bool:
	return not _redo.empty() and session.status() != "won"


func status() -> String:
	return session.status()


func state() -> Dictionary:
	return session.state()


# Forgets the history and the log (e.g. when the session is replaced); emits changed.
func clear_history() -> void:
	_undo = []
	_redo = []
	_log = []
	emit_signal("changed")


func _recorded(move, is_restart: bool) -> Dictionary:
	var before = session.snapshot()
	var event = session.restart() if is_restart else session.apply(move)
	if not _same(session.snapshot(), before):
		_undo.append(before)
		_redo = []
	return event


# Undo (from = undo stack, to = redo stack) or redo (the other way round).
func _step(from: Array, to: Array, kind: String) -> Dictionary:
	if from.empty() or session.status() == "won":
		return {"kind": "ignored", "cell": -1}
	to.append(session.snapshot())
	session.restore(from.pop_back())
	return {"kind": kind, "cell": -1}


# Deep equality of two JSON values. Godot 3 compares dictionaries by identity (arrays by value,
# but the dictionaries inside them again by identity), so walk both.
static func _same(a, b) -> bool:
	if typeof(a) != typeof(b):
		return typeof(a) in [TYPE_INT, TYPE_REAL] and typeof(b) in [TYPE_INT, TYPE_REAL] and a == b
	match typeof(a):
		TYPE_DICTIONARY:
			if a.size() != b.size():
				return false
			for key in a:
				if not b.has(key) or not _same(a[key], b[key]):
					return false
			return true
		TYPE_ARRAY:
			if a == b:  # element by element, enough unless dictionaries are inside
				return true
			if a.size() != b.size():
				return false
			for i in range(a.size()):
				if not _same(a[i], b[i]):
					return false
			return true
	return a == b
