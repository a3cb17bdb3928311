extends "res://tests/godot/test_case.gd"
# The City Cat Catch session (docs/city-cat-catch-runtime.md §2-§5) on a hand-made board, with
# expectations worked out by hand (the baked boards are replayed by test_conformance.gd):
#   p2 (a, layer 2) sits right on p1 (a, layer 1) and covers it; every other piece is alone:
#   p3 a; p4 p5 p6 b; p7 p8 p9 c; p10 p11 p12 d. Tools: undo 1, remove 1, shuffle 1.

const Session = preload("res://scripts/city_cat_catch/session.gd")
const MidEnd = preload("res://scripts/common/mid_end.gd")
const SeededRng = preload("res://scripts/common/seeded_rng.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")

var session = null
var mid_end = null


static func sample_level() -> Dictionary:
	var spots = [
		["p1", "a", 1, 100, 300],
		["p2", "a", 2, 100, 300],
		["p3", "a", 1, 300, 300],
		["p4", "b", 1, 400, 300],
		["p5", "b", 1, 500, 300],
		["p6", "b", 1, 100, 500],
		["p7", "c", 1, 200, 500],
		["p8", "c", 1, 300, 500],
		["p9", "c", 1, 400, 500],
		["p10", "d", 1, 500, 500],
		["p11", "d", 1, 100, 700],
		["p12", "d", 1, 200, 700],
	]
	var pieces = []
	for spot in spots:
		pieces.append(
			{
				"id": spot[0],
				"elementId": spot[1],
				"layer": spot[2],
				"x": spot[3],
				"y": spot[4],
				"width": 72,
				"height": 72,
				"rotation": 0,
			}
		)
	return {
		"id": "sample",
		"cityId": "harbor",
		"levelId": 1,
		"revision": 1,
		"seed": "12345",
		"tools": {"undo": 1, "remove": 1, "shuffle": 1},
		"returnLanes": [[228, 989], [324, 989], [420, 989]],
		"elements": ["a", "b", "c", "d"],
		"pieces": pieces,
		"witness": ["p2", "p1", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "p11", "p12"],
	}


func before_each():
	session = Session.new(sample_level())
	mid_end = MidEnd.new(session)


func tap(id) -> Dictionary:
	return mid_end.apply({"op": "tap", "piece": id})


func use_tool(name) -> Dictionary:
	return mid_end.apply({"op": "tool", "tool": name})


func test_the_overlap_graph_and_the_first_clickable_pieces():
	assert_eq(session.covers[1], [0], "p2 covers p1")
	assert_eq(session.covered_by[0], [1])
	var state = session.state()
	assert_eq(
		state["clickable"], ["p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "p11", "p12"]
	)
	assert_eq(state["onBoard"], 12)
	assert_eq(state["lanes"], ["", "", ""])
	assert_eq(state["tools"], {"undo": 1, "remove": 1, "shuffle": 1})
	assert_eq(state["kinds"], [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3])
	assert_eq(session.status(), "playing")


func test_a_covered_piece_cannot_be_tapped_until_its_coverer_leaves():
	assert_eq(tap("p1"), {"kind": "ignored", "cell": -1})
	assert_eq(tap("p2"), {"kind": "picked", "cell": -1, "piece": "p2", "slot": 0, "cleared": []})
	assert_true("p1" in session.state()["clickable"], "p1 uncovered")
	assert_eq(tap("p1")["slot"], 1)


func test_a_piece_joins_its_kind_in_the_tray_and_three_clear():
	tap("p2")
	tap("p4")
	assert_eq(tap("p1")["slot"], 1, "right after the last a")
	assert_eq(session.state()["tray"], ["p2", "p1", "p4"])
	var event = tap("p3")
	assert_eq(
		event,
		{"kind": "matched", "cell": -1, "piece": "p3", "slot": 2, "cleared": ["p2", "p1", "p3"]}
	)
	assert_eq(session.state()["tray"], ["p4"])
	assert_eq(session.state()["cleared"], 3)
	assert_eq(session.state()["taps"], 4)


func test_seven_in_the_tray_lose_and_undo_or_remove_revive_the_board():
	for id in ["p2", "p1", "p4", "p5", "p7", "p8"]:
		tap(id)
	var event = tap("p10")
	assert_eq(event["kind"], "lost")
	assert_eq(mid_end.status(), "lost")
	assert_eq(tap("p3"), {"kind": "ignored", "cell": -1}, "no tap on a lost board")
	assert_eq(use_tool("shuffle"), {"kind": "ignored", "cell": -1}, "no shuffle on a lost board")
	assert_eq(use_tool("undo"), {"kind": "returned", "cell": -1, "piece": "p10", "lane": 0})
	assert_eq(mid_end.status(), "playing", "revived")
	var state = session.state()
	assert_eq(state["lanes"], ["p10", "", ""])
	assert_true("p10" in state["clickable"], "a returned piece is clickable")
	assert_eq(state["tools"]["undo"], 0)
	assert_eq(use_tool("undo"), {"kind": "ignored", "cell": -1}, "no Undo left")
	assert_eq(tap("p3")["kind"], "matched")
	assert_eq(session.state()["tray"], ["p4", "p5", "p7", "p8"])
	assert_eq(tap("p10")["kind"], "picked", "tapping it frees its lane")
	assert_eq(session.state()["lanes"], ["", "", ""])


func test_remove_sets_the_first_three_aside_and_they_can_be_tapped_back():
	for id in ["p2", "p4", "p7", "p10"]:
		tap(id)
	assert_eq(use_tool("remove"), {"kind": "set-aside", "cell": -1, "pieces": ["p2", "p4", "p7"]})
	var state = session.state()
	assert_eq(state["tray"], ["p10"])
	assert_eq(state["bypass"], ["p2", "p4", "p7"])
	assert_false("p4" in state["clickable"], "bypass pieces are not on the board")
	assert_eq(use_tool("remove"), {"kind": "ignored", "cell": -1}, "no Remove left")
	assert_eq(tap("p4"), {"kind": "picked", "cell": -1, "piece": "p4", "slot": 1, "cleared": []})
	assert_eq(session.state()["bypass"], ["p2", "p7"])
	tap("p5")
	assert_eq(tap("p6")["cleared"], ["p4", "p5", "p6"])


func test_remove_and_undo_need_a_tray_and_a_free_place():
	assert_eq(use_tool("undo"), {"kind": "ignored", "cell": -1}, "empty tray")
	assert_eq(use_tool("remove"), {"kind": "ignored", "cell": -1}, "empty tray")
	tap("p2")
	assert_true(session.can_tool("undo"))
	assert_true(session.can_tool("remove"))


func test_shuffle_re_deals_the_kinds_on_the_board_with_the_seeded_rng():
	tap("p2")
	var kinds = []
	for i in range(12):
		if i != 1:
			kinds.append(session.kind[i])
	SeededRng.new("12345:shuffle:1").shuffle(kinds)
	assert_eq(use_tool("shuffle"), {"kind": "shuffled", "cell": -1, "count": 11})
	var expected = kinds.duplicate()
	expected.insert(1, "a")
	assert_eq(session.kind, expected, "same positions, kinds re-dealt in piece order")
	assert_eq(session.state()["shuffles"], 1)
	assert_eq(
		session.state()["clickable"][0], "p1", "the graph is unchanged (p1 uncovered by the tap)"
	)
	assert_eq(use_tool("shuffle"), {"kind": "ignored", "cell": -1}, "no Shuffle left")


func test_the_witness_wins_and_a_won_board_takes_nothing_more():
	var witness = sample_level()["witness"]
	for i in range(witness.size() - 1):
		assert_true(tap(witness[i])["kind"] in ["picked", "matched"], witness[i])
	var event = tap(witness.back())
	assert_eq(
		event,
		{"kind": "won", "cell": -1, "piece": "p12", "slot": 2, "cleared": ["p10", "p11", "p12"]}
	)
	assert_eq(mid_end.status(), "won")
	assert_eq(session.state()["onBoard"], 0)
	assert_eq(session.state()["cleared"], 12)
	assert_eq(tap("p1"), {"kind": "ignored", "cell": -1})
	assert_eq(use_tool("shuffle"), {"kind": "ignored", "cell": -1})


func test_the_mid_end_undo_is_off_and_restart_gives_the_tools_back():
	tap("p2")
	use_tool("shuffle")
	assert_false(mid_end.can_undo(), "no undo entry")
	assert_false(mid_end.can_redo())
	assert_eq(mid_end.undo(), {"kind": "ignored", "cell": -1})
	assert_eq(mid_end.restart(), {"kind": "restarted", "cell": -1})
	var fresh = Session.new(sample_level()).state()
	assert_eq(session.state(), fresh, "a fresh attempt")
	assert_false(mid_end.can_undo(), "restart leaves no entry either")


func test_malformed_moves_are_ignored():
	var moves = [
		null,
		"tap",
		[],
		{},
		{"op": "tap"},
		{"op": "tap", "piece": 3},
		{"op": "tap", "piece": null},
		{"op": "tap", "piece": ["p2"]},
		{"op": "tap", "piece": "p2", "extra": 1},
		{"op": "tap", "piece": "p99"},
		{"op": "tap", "piece": ""},
		{"op": "TAP", "piece": "p2"},
		{"op": true},
		{"op": "tool"},
		{"op": "tool", "tool": "hammer"},
		{"op": "tool", "tool": "Undo"},
		{"op": "tool", "tool": 1},
		{"op": "press", "cell": 0},
		{"piece": "p2"},
	]
	for move in moves:
		assert_eq(session.apply(move), {"kind": "ignored", "cell": -1}, JSON.print(move))
	assert_eq(session.state(), Session.new(sample_level()).state(), "nothing changed")


func test_the_registry_builds_this_session_and_a_bad_level_does_not_crash_it():
	var built = ModeRegistry.new_session("city-cat-catch", sample_level())
	assert_eq(built.state(), session.state())
	var empty = ModeRegistry.new_session("city-cat-catch", {})
	assert_eq(empty.status(), "playing")
	assert_eq(empty.apply({"op": "tap", "piece": "p1"}), {"kind": "ignored", "cell": -1})
	var junk = Session.new(
		{"pieces": [1, {"id": 2}, {"id": "x"}], "tools": "many", "returnLanes": [7]}
	)
	assert_eq(junk.piece_count(), 0)
	assert_eq(junk.state()["tools"], {"undo": 0, "remove": 0, "shuffle": 0})
