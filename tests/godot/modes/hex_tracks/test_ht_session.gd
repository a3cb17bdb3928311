extends "res://tests/godot/test_case.gd"
# The Hex Tracks session (docs/hex-tracks-runtime.md §4) on hand-made boards and campaign levels:
# removals and the budget, a blocked try and a loop (free, counted), turns, refused moves,
# status, hints, snapshot/restore through the mid-end, restart.

const Session = preload("res://scripts/hex_tracks/session.gd")
const MidEnd = preload("res://scripts/common/mid_end.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const LOOPY = [1, 0, 3, 2, 5, 4]
const STRAIGHT = [3, 4, 5, 0, 1, 2]


# A full hexagon of `radius` with straight tracks and the given tiles [[q, r, dir], ...].
static func straight_level(radius, tiles, move_limit = -1):
	var cells = []
	for q in range(-radius, radius + 1):
		for r in range(-radius, radius + 1):
			if abs(q + r) <= radius:
				cells.append({"q": q, "r": r, "tracks": STRAIGHT.duplicate()})
	var placed = []
	for i in range(tiles.size()):
		placed.append(
			{"id": "t%d" % i, "q": tiles[i][0], "r": tiles[i][1], "dir": tiles[i][2], "color": 0}
		)
	return {
		"id": "test",
		"rotationEnabled": true,
		"moveLimit": move_limit if move_limit > 0 else max(1, tiles.size()),
		"cells": cells,
		"tiles": placed,
	}


func test_a_free_tile_leaves_and_costs_one_of_the_budget():
	# t0 at the centre facing up; t1 below it facing down: both free.
	var session = Session.new(straight_level(2, [[0, 0, 0], [0, 1, 3]]))
	assert_eq(session.status(), "playing")
	assert_eq(session.state()["budget"], 2)
	var event = session.apply({"op": "tap", "tile": "t0"})
	assert_eq(event, {"kind": "removed", "tile": "t0", "bends": 0, "cells": 3})
	assert_eq(session.state()["remaining"], ["t1"])
	assert_eq(session.state()["budget"], 1)
	assert_eq(session.apply({"op": "tap", "tile": "t0"})["kind"], "ignored", "t0 is gone")
	session.apply({"op": "tap", "tile": "t1"})
	assert_eq(session.status(), "won")
	assert_eq(session.apply({"op": "rotate", "dir": 1})["kind"], "ignored", "no turn once won")
	assert_eq(session.restart()["kind"], "ignored", "no restart once won")


func test_a_blocked_tile_stays_and_the_try_is_counted_free():
	# t0 at the centre facing up, t1 right above it.
	var session = Session.new(straight_level(2, [[0, 0, 0], [0, -1, 3]]))
	var event = session.apply({"op": "tap", "tile": "t0"})
	assert_eq(event, {"kind": "blocked", "tile": "t0", "blocker": "t1"})
	var state = session.state()
	assert_eq(state["remaining"], ["t0", "t1"])
	assert_eq(state["failedTries"], 1)
	assert_eq(state["budget"], 2, "a failed try is free")
	var trace = session.trace_of("t0")
	assert_eq(trace["outcome"], "blocked")
	assert_true(trace["contact"] > 0.0 and trace["contact"] < 1.0, "touched on the start run")


func test_grazing_a_tile_beside_the_route_blocks():
	# Seed 003's example: a tile on (1, 1) going up grazes a tile on (0, 0).
	var session = Session.new(straight_level(3, [[1, 1, 0], [0, 0, 3]]))
	assert_eq(session.trace_of("t0")["outcome"], "blocked")
	assert_eq(session.trace_of("t0")["blocker"], 1)


func test_a_route_that_comes_back_loops():
	var level = {
		"id": "loop",
		"moveLimit": 1,
		"rotationEnabled": false,
		"cells":
		[
			{"q": 0, "r": 0, "tracks": LOOPY},
			{"q": 1, "r": 0, "tracks": LOOPY},
			{"q": 0, "r": 1, "tracks": LOOPY},
		],
		"tiles": [{"id": "a", "q": 0, "r": 0, "dir": 2, "color": 3}],
	}
	var session = Session.new(level)
	assert_eq(session.status(), "lost", "the only tile can never leave")
	assert_eq(session.apply({"op": "tap", "tile": "a"}), {"kind": "looped", "tile": "a"})
	assert_eq(session.state()["failedTries"], 1)
	assert_eq(session.state()["canRotate"], false, "three cells are not six-fold symmetric")
	assert_eq(session.apply({"op": "rotate", "dir": 1})["kind"], "ignored")
	assert_eq(session.apply({"op": "hint"}), {"kind": "hint", "action": null})


func test_turns_and_refused_moves():
	var session = Session.new(straight_level(1, [[0, 0, 0]]))
	assert_eq(
		session.apply({"op": "rotate", "dir": 1}), {"kind": "rotated", "dir": 1, "orientation": 1}
	)
	assert_eq(session.apply({"op": "rotate", "dir": -1.0})["orientation"], 0, "JSON's -1.0 is -1")
	for move in [
		{"op": "rotate", "dir": 2},
		{"op": "rotate", "dir": true},
		{"op": "rotate", "dir": "1"},
		{"op": "rotate", "dir": 1.5},
		{"op": "tap", "tile": 0},
		{"op": "tap", "tile": "nobody"},
		{"op": "spin"},
		"tap",
		null,
	]:
		assert_eq(session.apply(move), {"kind": "ignored", "cell": -1}, JSON.print(move))
	assert_eq(session.state()["rotations"], 2)


func test_a_budget_below_the_tiles_is_lost_and_a_spent_budget_refuses_taps():
	var session = Session.new(straight_level(2, [[0, 0, 0], [0, 1, 3]], 1))
	assert_eq(session.status(), "lost")
	assert_eq(session.apply({"op": "tap", "tile": "t0"})["kind"], "removed", "play goes on")
	assert_eq(session.apply({"op": "tap", "tile": "t1"})["kind"], "ignored", "no budget left")


func test_a_board_no_one_can_clear_is_lost_and_a_baked_verdict_agrees_with_the_search():
	# t0 goes up into t1, t1 down into t0, at every turn (straight tracks turn into themselves)
	assert_eq(Session.new(straight_level(2, [[0, 0, 0], [0, -1, 3]])).status(), "lost")
	# a campaign level opens on the core's verdict; searched instead, it starts the same
	var catalog = ModeRegistry.load_catalog("hex-tracks")
	for id in catalog.level_ids():
		var level = catalog.level(id)
		var searched = level.duplicate()
		assert_true(searched.erase("verdict"), "%s carries its verdict" % id)
		assert_eq(Session.new(level).status(), Session.new(searched).status(), id)


func test_undo_restores_the_board_and_the_counters():
	var session = Session.new(straight_level(2, [[0, 0, 0], [0, -1, 3], [1, 1, 2]]))
	var mid_end = MidEnd.new(session)
	mid_end.apply({"op": "tap", "tile": "t0"})  # blocked
	mid_end.apply({"op": "rotate", "dir": 1})
	mid_end.apply({"op": "tap", "tile": "t2"})
	var state = session.state()
	assert_eq(state["removed"], ["t2"])
	mid_end.undo()
	mid_end.undo()
	assert_eq(session.state()["orientation"], 0)
	assert_eq(session.state()["failedTries"], 1, "the failed try is still counted")
	assert_eq(session.state()["remaining"], ["t0", "t1", "t2"])
	mid_end.undo()
	assert_eq(session.state()["failedTries"], 0, "undo takes the failed try back")
	var made = {"rotations": 1, "failedTries": 1, "hints": 0}
	assert_eq(session.attempt(), made, "but not from the attempt: nothing is laundered")
	mid_end.redo()
	mid_end.redo()
	mid_end.redo()
	assert_eq(session.state(), state, "redo replays all three")
	assert_eq(session.attempt(), made, "a redo makes nothing twice")
	mid_end.restart()
	assert_eq(session.state()["remaining"], ["t0", "t1", "t2"])
	assert_eq(session.state()["rotations"], 0)
	assert_eq(session.attempt(), {"rotations": 0, "failedTries": 0, "hints": 0}, "a new attempt")
	session.apply({"op": "rotate", "dir": 1})
	mid_end.undo()
	made["rotations"] = 2
	assert_eq(session.attempt(), made, "the restart undone: the old attempt and what came since")


func test_hints_play_every_campaign_level_to_the_end():
	var catalog = ModeRegistry.load_catalog("hex-tracks")
	assert_true(catalog.ok, catalog.error)
	for id in catalog.level_ids():
		var level = catalog.level(id)
		var session = Session.new(level)
		var first = session.apply({"op": "hint"})["action"]
		assert_eq(
			first, level["solution"][0], "%s: the first hint is the solution's first move" % id
		)
		var moves = 0
		while session.status() == "playing" and moves < 80:
			session.apply(session.apply({"op": "hint"})["action"])
			moves += 1
		assert_eq(session.status(), "won", "%s: following the hints clears it" % id)
		assert_eq(session.rotations, int(level["rotations"]), "%s: with the fewest turns" % id)
