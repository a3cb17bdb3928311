extends "res://tests/godot/test_case.gd"
# The Hex Walls session (docs/hex-walls-runtime.md §2) on a hand-made board, with expectations
# worked out by hand (and checked against core/modes/hex_walls/session.py):
#        b   e         a (0,0)  b (1,-1)  c (1,0)  d (0,1)  e (2,-1); no numbers
#      a   c           static wall s0 between a and d
#        d             turning wall t0 at the vertex of a, b, c: edges 0 = a-b, 1 = b-c,
#                      2 = c-a, on edge 0 before the first cell, one edge on per placed cell.
# The whole baked-level replay is test_conformance.gd's; this pins the wall rules down.

const Session = preload("res://scripts/hex_walls/session.gd")
const PathSession = preload("res://scripts/common/path_session.gd")
const MidEnd = preload("res://scripts/common/mid_end.gd")
const LevelRules = preload("res://scripts/hex_walls/level_rules.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const A = 0
const B = 1
const C = 2
const D = 3
const E = 4

var level = {}
var session = null
var mid_end = null


static func sample_level():
	return {
		"id": "t",
		"pack": 9,
		"index": 1,
		"cells":
		[
			{"id": "a", "q": 0, "r": 0, "number": 0},
			{"id": "b", "q": 1, "r": -1, "number": 0},
			{"id": "c", "q": 1, "r": 0, "number": 0},
			{"id": "d", "q": 0, "r": 1, "number": 0},
			{"id": "e", "q": 2, "r": -1, "number": 0},
		],
		"adjacency": [[1, 2, 3], [0, 2, 4], [0, 1, 3, 4], [0, 2], [1, 2]],
		"walls": [[0, 3]],
		"turningWalls":
		[{"pivot": [[0, 0], [1, -1], [1, 0]], "edge": 0, "edges": [[0, 1], [1, 2], [0, 2]]}],
		"hintPath": [0, 1, 4, 2, 3],
	}


func before_each():
	level = sample_level()
	session = Session.new(level)
	mid_end = MidEnd.new(session)


func _press(node):
	return mid_end.apply({"op": "press", "cell": node})


func _drag(node):
	return mid_end.apply({"op": "drag", "cell": node})


func test_the_sample_is_a_valid_level():
	assert_eq(LevelRules.validate_level(level), "")


func test_fresh_state_adds_the_turning_walls_to_number_stroke_s_state():
	assert_eq(
		session.state(),
		{
			"phase": "empty",
			"path": [],
			"conflicts": [],
			"remaining": 5,
			"cleared": false,
			"deadEnd": false,
			"added": [],
			"turning": [0],
		}
	)
	assert_eq(session.status(), "playing")
	assert_eq(session.legal_start(), -1, "no number 1: any hex may start")


func test_a_static_wall_refuses_the_move_and_leaves_nothing_to_undo():
	_press(A)
	assert_eq(_drag(D), {"kind": "blocked", "cell": D, "wall": "s0"})
	assert_eq(session.path, [A], "the path does not cross the wall")
	assert_eq(session.phase, "drawing", "the gesture goes on")
	mid_end.apply({"op": "undo"})
	assert_eq(session.path, [], "the refused move left no undo entry")
	assert_eq(session.blocking_wall(A, D, 0), "s0")
	assert_eq(session.blocking_wall(D, A, 7), "s0", "either way, at any phase")


func test_a_press_onto_a_walled_neighbour_is_refused_too():
	_press(A)
	mid_end.apply({"op": "release"})
	assert_eq(_press(D), {"kind": "blocked", "cell": D, "wall": "s0"})
	assert_eq(session.phase, "idle")


func test_the_turning_wall_blocks_the_edge_it_stands_on_at_that_move():
	assert_eq(_press(C)["kind"], "started")
	assert_eq(session.turning(), [1], "one cell placed: the wall has turned to b-c")
	assert_eq(_drag(B), {"kind": "blocked", "cell": B, "wall": "t0"})
	assert_eq(session.path, [C])
	assert_eq(_drag(E)["kind"], "appended")
	assert_eq(session.turning(), [2], "two cells: on c-a")
	assert_eq(_drag(B)["kind"], "appended", "b-e is no turning edge")
	assert_eq(session.state()["turning"], [0])


func test_the_same_edge_opens_at_another_phase():
	_press(A)
	assert_eq(_drag(C)["kind"], "appended", "c-a is open after one cell")
	assert_eq(session.turning(), [2])
	assert_eq(_drag(B)["kind"], "appended", "b-c is open after two cells")
	assert_eq(session.path, [A, C, B])
	assert_eq(session.turning(), [0], "three cells: back on a-b")


func test_a_turning_wall_blocks_after_three_cells_on_its_first_edge():
	_press(D)
	_drag(C)
	_drag(B)
	assert_eq(_drag(A), {"kind": "blocked", "cell": A, "wall": "t0"})
	assert_eq(session.path, [D, C, B])
	assert_false(session.dead_end, "e is still open")


func test_dead_end_counts_a_blocked_neighbour_as_closed():
	_press(C)
	_drag(E)
	_drag(B)
	assert_eq(session.path, [C, E, B])
	assert_eq(session.turning(), [0], "a-b is closed for the next move")
	assert_true(session.state()["deadEnd"], "a is the only unvisited neighbour, and walled off")
	_drag(E)
	assert_false(session.dead_end, "one back, the end is no longer stuck")


func test_stepping_back_turns_the_wall_back():
	_press(A)
	_drag(C)
	_drag(B)
	assert_eq(session.turning(), [0])
	assert_eq(_drag(C)["kind"], "cut", "dragging onto the previous hex steps back")
	assert_eq(session.path, [A, C])
	assert_eq(session.turning(), [2])
	assert_eq(_drag(A)["kind"], "cut")
	assert_eq(session.turning(), [1])
	assert_eq(_drag(D), {"kind": "blocked", "cell": D, "wall": "s0"})


func test_a_tap_on_any_visited_hex_cuts_back_and_the_phase_follows():
	_press(C)
	_drag(E)
	_drag(B)
	_drag(A)  # refused: t0 on a-b
	mid_end.apply({"op": "release"})
	assert_eq(_press(C), {"kind": "cut", "cell": C})
	assert_eq(session.path, [C])
	assert_eq(session.turning(), [1])
	assert_eq(_drag(B), {"kind": "blocked", "cell": B, "wall": "t0"}, "b-c closed again")


func test_undo_redo_and_restart_restore_the_phases():
	_press(A)
	_drag(C)
	_drag(B)
	mid_end.apply({"op": "undo"})
	assert_eq(session.path, [A, C])
	assert_eq(session.turning(), [2])
	mid_end.apply({"op": "undo"})
	assert_eq(session.turning(), [1])
	mid_end.apply({"op": "redo"})
	assert_eq(session.turning(), [2])
	mid_end.apply({"op": "restart"})
	assert_eq(session.turning(), [0], "restart: the wall stands where it started")
	mid_end.apply({"op": "undo"})
	assert_eq(session.path, [A, C])
	assert_eq(session.turning(), [2])


func test_the_solution_clears_and_locks():
	for node in level["hintPath"]:
		mid_end.apply({"op": "drag" if session.path.size() > 0 else "press", "cell": node})
	assert_eq(session.phase, "cleared")
	assert_eq(session.status(), "won")
	assert_eq(_press(A), {"kind": "ignored", "cell": -1})
	assert_eq(session.turning(), [2], "five cells: 0 + 5 mod 3")


func test_malformed_moves_are_ignored():
	var ignored = {"kind": "ignored", "cell": -1}
	for move in [
		null,
		[],
		{},
		{"op": "press"},
		{"op": "press", "cell": 5},
		{"op": "press", "cell": -1},
		{"op": "press", "cell": 1.5},
		{"op": "press", "cell": "1"},
		{"op": "turn"},
		{"op": "restart"},
	]:
		assert_eq(session.apply(move), ignored, JSON.print(move))
	assert_eq(session.path, [])


func test_show_the_way_follows_the_solution_through_the_walls():
	var hint = session.apply({"op": "hint_way"})
	assert_eq(hint["kind"], "hint")
	assert_eq(hint["hint"]["kind"], "start")
	assert_eq(hint["cell"], A)
	_press(A)
	assert_eq(session.hint_way()["cell"], B)
	_drag(C)
	var back = session.hint_way()
	assert_eq([back["kind"], back["cell"], back["dimmed"]], ["back", A, [C]])


func test_the_shared_path_session_blocks_nothing_and_number_stroke_uses_it():
	var plain = PathSession.new()
	plain.set_graph([[1], [0]], [0, 0], ["", ""], [0, 1])
	assert_eq(plain.blocking_wall(0, 1, 0), "")
	assert_eq(plain.press(0)["kind"], "started")
	assert_eq(plain.drag(1)["kind"], "cleared")
	var number_stroke = load(ModeRegistry.find("01-number-stroke")["session"])
	var empty = {"cells": [], "adjacency": [], "hintPath": [], "hintCells": []}
	assert_true(number_stroke.new(empty) is PathSession)


func test_every_shipped_level_is_solved_along_its_baked_solution():
	var catalog = ModeRegistry.load_catalog("03-hex-walls")
	assert_true(catalog.ok, catalog.error)
	assert_eq(catalog.level_ids().size(), 79, "the seed's 19 levels and three packs of 20")
	for id in catalog.level_ids():
		var shipped = catalog.level(id)
		var play = Session.new(shipped)
		for node in shipped["hintPath"]:
			var event = play.press(node) if play.path.empty() else play.drag(node)
			if not event["kind"] in ["started", "appended", "cleared"]:
				fail("%s: %s at step %d" % [id, JSON.print(event), play.path.size() + 1])
				break
		assert_eq(play.phase, "cleared", id)


func test_state_vars_are_read_only():
	_press(A)
	session.path = []
	assert_eq(session.path, [A])
