extends "res://tests/godot/test_case.gd"
# mid_end.gd's log, on the sessions of every registered mode that has one: plays made of the
# moves of the mode's conformance vectors (build/conformance/<id>.json, as test_conformance.gd
# reads them; CONFORMANCE_DIR and CONFORMANCE_MODES too) with undo, redo and restart mixed in at
# random; replaying moves() on a fresh session of the same level, after a trip through JSON as
# the save makes it, gives the live state, status, can_undo and can_redo. Nothing here names a
# mode: a new mode's vectors are its moves.

const MidEnd = preload("res://scripts/common/mid_end.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const Conformance = preload("res://tests/godot/common/test_conformance.gd")
const DEFAULT_DIR = "res://build/conformance"
const CASES = 4  # cases of each mode's file played, spread over it (the first too)
const SEQUENCES = 4
const STEPS = 60

var rng = RandomNumberGenerator.new()
var _changes = 0


func before_each():
	rng.seed = 20261201


# One test: the vector files are large, read once.
func test_every_mode_replays_what_was_played_and_logs_only_what_happened():
	var modes = _modes_with_vectors()
	assert_true(modes.size() > 0, "a mode has a session and vectors")
	for found in modes:
		var cases = found["vectors"]["cases"]
		var count = min(CASES, cases.size())
		for i in range(count):
			var case = cases[i * cases.size() / count]
			var level = found["vectors"]["levels"][int(case["level"])]
			_check_random_play(found["id"], level, _moves(case))
		_check_log(found)
		_check_silent_replay(found)


# Ignored ops are not logged, moves() hands out copies, clear_history() forgets the log.
func _check_log(found: Dictionary):
	var case = found["vectors"]["cases"][0]
	var level = found["vectors"]["levels"][int(case["level"])]
	var move = _first_applied(case)
	var where = found["id"]
	var played = MidEnd.new(ModeRegistry.new_session(found["id"], level))
	var fresh = played.state()
	played.apply({"op": "undo"})
	played.apply({"op": "fly"})
	played.apply("not a move")
	assert_eq(played.moves(), [], where + ": nothing happened, nothing logged")
	played.apply(move)
	played.apply({"op": "restart"})
	assert_eq(played.moves(), [move, {"op": "restart"}], where)
	played.moves()[0]["op"] = "changed"
	assert_eq(played.moves()[0], move, where + ": moves() hands out copies")
	played.clear_history()
	assert_eq(played.moves(), [], where)
	played.replay("not a list")
	assert_eq(played.state(), fresh, where + ": a replay of garbage changes nothing")


# A replay sends no changed signal and ends where the same moves played live end.
func _check_silent_replay(found: Dictionary):
	var case = found["vectors"]["cases"][0]
	var level = found["vectors"]["levels"][int(case["level"])]
	var moves = [_first_applied(case), {"op": "restart"}]
	var live = MidEnd.new(ModeRegistry.new_session(found["id"], level))
	for move in moves:
		live.apply(move)
	var played = MidEnd.new(ModeRegistry.new_session(found["id"], level))
	_changes = 0
	played.connect("changed", self, "_on_changed")
	played.replay(moves)
	assert_eq(_changes, 0, found["id"] + ": no changed signal while replaying")
	assert_eq(played.state(), live.state(), found["id"])
	assert_eq(played.can_undo(), live.can_undo(), found["id"] + ": the replayed restart's undo")


# [{"id", "vectors"}] of every registered mode with a session; a mode whose file is missing or
# unusable fails the test.
func _modes_with_vectors() -> Array:
	var folder = OS.get_environment("CONFORMANCE_DIR")
	if folder.empty():
		folder = DEFAULT_DIR
	var found = []
	for entry in ModeRegistry.modes():
		if entry["session"].empty() or not Conformance.replays(entry["id"]):
			continue
		var path = folder.plus_file(entry["id"] + ".json")
		var vectors = JSON.parse(read_file(path)).result
		var usable = (
			typeof(vectors) == TYPE_DICTIONARY
			and typeof(vectors.get("cases")) == TYPE_ARRAY
			and not vectors["cases"].empty()
		)
		assert_true(usable, "%s: vectors with cases (tests/godot/run_all.sh writes them)" % path)
		if usable:
			found.append({"id": entry["id"], "vectors": vectors})
	return found


func _moves(case: Dictionary) -> Array:
	var moves = []
	for step in case["steps"]:
		moves.append(step["move"])
	return moves


# The first move of a case that changed something (a case's first move, for the solution cases).
func _first_applied(case: Dictionary):
	for step in case["steps"]:
		var kind = step["expect"]["event"].get("kind")
		if kind != "ignored" and not kind in ["undone", "redone", "restarted"]:
			return step["move"]
	return case["steps"][0]["move"]


# SEQUENCES plays of STEPS moves on `level`: the case's moves in order (then again), with the
# mid-end's own ops mixed in, each compared with its replay every few steps and at the end.
func _check_random_play(mode_id, level, moves: Array):
	var where = "%s %s" % [mode_id, level.get("id", "")]
	for sequence in range(SEQUENCES):
		var live = MidEnd.new(ModeRegistry.new_session(mode_id, level))
		var next = 0
		for step in range(STEPS):
			var move = _mid_end_op()
			if move == null:
				move = moves[next % moves.size()]
				next += 1
			live.apply(move)
			if step % 15 == 14 or step == STEPS - 1:
				var replayed = MidEnd.new(ModeRegistry.new_session(mode_id, level))
				replayed.replay(JSON.parse(JSON.print(live.moves())).result)
				var at = "%s, sequence %d, step %d" % [where, sequence, step]
				assert_eq(replayed.state(), live.state(), at)
				assert_eq(replayed.status(), live.status(), at)
				assert_eq(replayed.can_undo(), live.can_undo(), at + ": can_undo")
				assert_eq(replayed.can_redo(), live.can_redo(), at + ": can_redo")
				if replayed.status() == "won":
					break


# One of the mid-end's own ops, about one move in four.
func _mid_end_op():
	var roll = rng.randi_range(0, 9)
	if roll < 2:
		return {"op": "undo"}
	if roll == 2:
		return {"op": "redo"}
	if roll == 3 and rng.randi_range(0, 2) == 0:
		return {"op": "restart"}
	return null


func _on_changed():
	_changes += 1
