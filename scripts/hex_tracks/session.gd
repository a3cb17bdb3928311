extends Reference
# One Hex Tracks level being played: the port of core/modes/hex_tracks/session.py
# (docs/hex-tracks-runtime.md §4; the session contract of docs/architecture.md, wrapped by
# scripts/common/mid_end.gd, which owns undo, redo and restart).
# Moves (plain JSON; numbers may arrive as floats: an integral float is the integer):
#   {"op": "tap", "tile": "<id>"}  trace() at the current orientation with the tiles left:
#       exit -> {"kind": "removed", "tile", "bends", "cells"} (budget - 1);
#       blocked -> {"kind": "blocked", "tile", "blocker"}; loop -> {"kind": "looped", "tile"}
#       (failed tries: counted, free)
#   {"op": "rotate", "dir": 1 | -1} -> {"kind": "rotated", "dir", "orientation"} (free, counted)
#   {"op": "hint"} -> {"kind": "hint", "action": <move> or null} (changes nothing but the
#       attempt record)
# The attempt record (attempt(), what the stars measure): the turns, failed taps and hints since
# the start or the last restart. Undo restores the counters but never the record, or an undone
# failed tap would be laundered: `_made` counts all of them and nothing takes one back; the
# snapshot keeps where the attempt began in it, so undoing a restart gives the old attempt back.
# Anything else, a tile not on the board, a bad dir, a turn of a board that cannot turn, any
# tap or turn once won, a tap with no budget left: {"kind": "ignored", "cell": -1}.
# Status: "won" when no tile is left; "lost" when moveLimit < N or the tiles cannot all be
# removed whatever the rotations (decided at the start; it never changes); else "playing".
# Pass a level that level_rules.gd accepted.

const Bits = preload("res://scripts/hex_tracks/bits.gd")
const Board = preload("res://scripts/hex_tracks/board.gd")
const Solver = preload("res://scripts/hex_tracks/solver.gd")
const SharedGeometry = preload("res://scripts/hex_tracks/shared_geometry.gd")
const Tables = preload("res://scripts/hex_tracks/tables.gd")
const ATTEMPT_COUNTS = ["rotations", "failedTries", "hints"]

var board = null
var tables = null
var orientation = 0
var remaining = []  # bitset of the tiles on the board
var removed = []  # ids in removal order
var rotations = 0
var failed = 0
var _made = {}  # ATTEMPT_COUNTS since the session began; undo never takes one back
var _attempt_from = {}  # _made when this attempt began
var _index = {}  # id -> tile index
var _lost = false


func _init(level: Dictionary):
	board = Board.new(level)
	tables = Tables.new(board, SharedGeometry.get_geometry())  # its contact tables take ~15 ms
	for i in range(board.n):
		_index[board.tiles[i]["id"]] = i
	for key in ATTEMPT_COUNTS:
		_made[key] = 0
	_reset()
	# A level the core baked carries its verdict, the exact search's: "solvable" is clearable,
	# so the search (most of opening a big level) runs only for the others (the workshop's,
	# whose imports cannot carry a verdict).
	var clearable = level.get("verdict") == "solvable"
	_lost = (
		board.move_limit < board.n
		or not (clearable or Solver.clearable(tables, 0, tables.full))
	)


func _reset() -> void:
	orientation = 0
	remaining = tables.full.duplicate()
	removed = []
	rotations = 0
	failed = 0
	_attempt_from = _made.duplicate()


# The turns, failed taps and hints of this attempt (undo takes none back).
func attempt() -> Dictionary:
	var counts = {}
	for key in ATTEMPT_COUNTS:
		counts[key] = _made[key] - _attempt_from[key]
	return counts


func budget() -> int:
	return board.move_limit - removed.size()


func status() -> String:
	if Bits.is_empty(remaining):
		return "won"
	return "lost" if _lost else "playing"


func state() -> Dictionary:
	return {
		"orientation": orientation,
		"remaining": remaining_ids(),
		"removed": removed.duplicate(),
		"budget": budget(),
		"removals": removed.size(),
		"rotations": rotations,
		"failedTries": failed,
		"canRotate": board.rotatable,
		"attempt": attempt(),
	}


func snapshot() -> Dictionary:
	return {
		"orientation": orientation,
		"removed": removed.duplicate(),
		"rotations": rotations,
		"failed": failed,
		"attemptFrom": _attempt_from.duplicate(),
	}


func restore(saved: Dictionary) -> void:
	orientation = int(saved["orientation"])
	removed = saved["removed"].duplicate()
	remaining = tables.full.duplicate()
	for ident in removed:
		remaining = Bits.without(remaining, _index[ident])
	rotations = int(saved["rotations"])
	failed = int(saved["failed"])
	_attempt_from = {}
	for key in ATTEMPT_COUNTS:
		_attempt_from[key] = int(saved["attemptFrom"][key])


func apply(move) -> Dictionary:
	var op = move.get("op") if typeof(move) == TYPE_DICTIONARY else null
	if typeof(op) == TYPE_STRING:
		match op:
			"tap":
				return tap(move.get("tile"))
			"rotate":
				return rotate(move.get("dir"))
			"hint":
				var action = hint()
				if action != null:
					_made["hints"] += 1
				return {"kind": "hint", "action": action}
	return ignored()


func tap(ident) -> Dictionary:
	if typeof(ident) != TYPE_STRING or not _index.has(ident) or status() == "won":
		return ignored()
	var i = _index[ident]
	if not Bits.has(remaining, i) or budget() <= 0:
		return ignored()
	var result = tables.trace(orientation, remaining, i)
	if result["outcome"] == Tables.EXIT:
		remaining = Bits.without(remaining, i)
		removed.append(ident)
		return {
			"kind": "removed",
			"tile": ident,
			"bends": result["route"]["bends"],
			"cells": result["route"]["cells"],
		}
	failed += 1
	_made["failedTries"] += 1
	if result["outcome"] == Tables.LOOP:
		return {"kind": "looped", "tile": ident}
	return {"kind": "blocked", "tile": ident, "blocker": board.tiles[result["blocker"]]["id"]}


func rotate(turn) -> Dictionary:
	var value = 0
	if typeof(turn) == TYPE_INT or (typeof(turn) == TYPE_REAL and turn == floor(turn)):
		value = int(turn)
	if not value in [1, -1] or not board.rotatable or status() == "won":
		return ignored()
	orientation = posmod(orientation + value, 6)
	rotations += 1
	_made["rotations"] += 1
	return {"kind": "rotated", "dir": value, "orientation": orientation}


# The first action of an optimal solution from here, null when won, lost or the search capped.
func hint():
	if Bits.is_empty(remaining) or _lost:
		return null
	return Solver.next_action(tables, orientation, remaining)


func restart() -> Dictionary:
	if status() == "won":
		return ignored()
	_reset()
	return {"kind": "restarted"}


# --- what the view asks (never changes the state) ---------------------------------------------


# Where a tile would go now (tables.gd trace(): outcome, blocker index, contact, route).
func trace_of(ident) -> Dictionary:
	return tables.trace(orientation, remaining, _index[ident])


func remaining_ids() -> Array:
	var ids = []
	for i in Bits.members(remaining):
		ids.append(board.tiles[i]["id"])
	return ids


func is_on_board(ident) -> bool:
	return _index.has(ident) and Bits.has(remaining, _index[ident])


func index_of(ident) -> int:
	return _index.get(ident, -1)


func tiles_left() -> int:
	return Bits.count(remaining)


static func ignored() -> Dictionary:
	return {"kind": "ignored", "cell": -1}
