extends "res://tests/godot/test_case.gd"
# The path state machine (docs/number-stroke-runtime.md §2) on the fixture levels, with
# expectations worked out by hand from the contract. Level "2-1" is a small sample:
#   A A a b c      nodes: A0 a1 b2 c3 d4 e5 f6 g7 h8 B9 i10 j11 one12 l13 m14
#   A A . d e      clues: one = 1, B = 6
#   f g h B B      solution: one l m j h B d e c b a A f g i
#   . i j B B
#   1 l m . .

const Session = preload("res://scripts/number_stroke/session.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const LevelRules = preload("res://scripts/number_stroke/level_rules.gd")
const FIXTURE = "res://tests/godot/fixtures/number-stroke.baked.json"
const SAMPLE_SOLUTION = [12, 13, 14, 11, 8, 9, 4, 5, 3, 2, 1, 0, 6, 7, 10]

var sample
var catalog


func before_each():
	catalog = PackCatalog.new(FIXTURE, "01-number-stroke", LevelRules)
	sample = Session.new(catalog.level("2-1"))


func test_fresh_session_state():
	assert_eq(
		sample.state(),
		{
			"phase": "empty",
			"path": [],
			"conflicts": [],
			"remaining": 15,
			"cleared": false,
			"deadEnd": false,
			"added": [],
		}
	)
	assert_eq(sample.legal_start(), 12)
	assert_eq(sample.effective_clue(9), 6)
	assert_eq(sample.effective_clue(0), 0)
	assert_true(sample.is_adjacent(0, 1), "A touches a")
	assert_true(sample.is_adjacent(9, 11), "B touches j along one unit edge")
	assert_false(sample.is_adjacent(1, 4), "a and d only meet across a hole")
	assert_false(sample.is_adjacent(13, 6), "l and f only touch at a corner")


func test_press_elsewhere_than_one_is_an_illegal_start():
	assert_eq(sample.press(0), {"kind": "illegal_start", "cell": 12})
	assert_eq(sample.phase, "empty")
	assert_eq(sample.path, [])


func test_following_the_solution_clears_and_locks():
	assert_eq(sample.press(12), {"kind": "started", "cell": 12})
	for i in range(1, 14):
		assert_eq(sample.drag(SAMPLE_SOLUTION[i]), {"kind": "appended", "cell": SAMPLE_SOLUTION[i]})
	assert_eq(sample.drag(10), {"kind": "cleared", "cell": 10})
	assert_eq(sample.state()["phase"], "cleared")
	assert_true(sample.cleared)
	assert_eq(sample.remaining, 0)
	assert_false(sample.dead_end, "a cleared board is no dead end")
	assert_eq(sample.step_of(9), 6)
	for command in ["release", "restart"]:
		assert_eq(sample.call(command), {"kind": "ignored", "cell": -1}, command)
	assert_eq(sample.press(7), {"kind": "ignored", "cell": -1})
	assert_eq(sample.drag(7), {"kind": "ignored", "cell": -1})
	assert_eq(sample.path, SAMPLE_SOLUTION)


func test_drag_onto_the_path_cuts_back():
	_draw(sample, [12, 13, 14, 11])
	assert_eq(sample.drag(13), {"kind": "cut", "cell": 13})
	assert_eq(sample.path, [12, 13])
	assert_eq(sample.remaining, 13)
	assert_eq(sample.drag(13), {"kind": "ignored", "cell": -1}, "dragging on the end")
	assert_eq(sample.drag(14), {"kind": "appended", "cell": 14})


func test_press_on_the_end_resumes_and_elsewhere_cuts():
	_draw(sample, [12, 13, 14])
	assert_eq(sample.release(), {"kind": "released", "cell": -1})
	assert_eq(sample.phase, "idle")
	assert_eq(sample.release(), {"kind": "ignored", "cell": -1})
	assert_eq(sample.drag(11), {"kind": "ignored", "cell": -1}, "drag while not drawing")
	assert_eq(sample.press(14), {"kind": "resumed", "cell": 14})
	assert_eq(sample.phase, "drawing")
	sample.release()
	assert_eq(sample.press(13), {"kind": "cut", "cell": 13})
	assert_eq(sample.phase, "drawing")
	assert_eq(sample.path, [12, 13])


func test_press_next_to_the_end_appends_and_far_is_ignored():
	_draw(sample, [12, 13])
	sample.release()
	assert_eq(sample.press(10), {"kind": "appended", "cell": 10})
	sample.release()
	assert_eq(sample.press(0), {"kind": "ignored", "cell": -1})
	assert_eq(sample.phase, "idle", "an ignored press leaves the phase alone")


func test_bad_cells_are_ignored():
	for bad in [-1, 15, 3.0, "3", null, [3]]:
		assert_eq(sample.press(bad), {"kind": "ignored", "cell": -1}, "press %s" % str(bad))
	_draw(sample, [12, 13])
	for bad in [-1, 15, 14.0, "14", null]:
		assert_eq(sample.drag(bad), {"kind": "ignored", "cell": -1}, "drag %s" % str(bad))
	assert_eq(sample.path, [12, 13])
	assert_false(sample.is_adjacent(13, 99))
	assert_false(sample.is_adjacent("13", 14))
	assert_eq(sample.effective_clue(-1), 0)
	assert_eq(sample.step_of("12"), 0)
	assert_eq(sample.step_of(13), 2)


func test_a_number_on_the_wrong_step_conflicts():
	_draw(sample, [12, 13, 14, 11, 9])
	assert_eq(sample.conflicts, [9], "B shows 6 but is step 5")
	assert_eq(sample.drag(8), {"kind": "appended", "cell": 8})
	assert_eq(sample.conflicts, [8, 9], "h takes step 6 that belongs to B")
	sample.drag(11)
	assert_eq(sample.conflicts, [], "cutting back clears the conflicts")


func test_odd_even_marks_conflict():
	var level = Session.new(catalog.level("1-2"))  # L b c d e; L = 1, b and c odd
	_draw(level, [0, 2])
	assert_eq(level.conflicts, [2], "c is odd but step 2")
	_draw(level, [0, 1])
	assert_eq(level.conflicts, [1], "b is odd but step 2")
	assert_eq(level.drag(3), {"kind": "appended", "cell": 3})
	assert_eq(level.drag(2), {"kind": "appended", "cell": 2})
	assert_eq(level.drag(4), {"kind": "appended", "cell": 4})
	assert_eq(level.conflicts, [1, 2], "c is odd but step 4")
	assert_eq(level.state()["phase"], "drawing", "a full path with a conflict does not clear")
	assert_eq(level.remaining, 0)
	assert_false(level.cleared)
	assert_true(level.dead_end, "the end has no unvisited neighbour")


func test_dead_end_needs_a_stuck_end():
	_draw(sample, [12, 13, 10, 11])
	assert_false(sample.dead_end)
	sample.drag(14)
	assert_true(sample.dead_end, "m's neighbours j and l are both on the path")
	assert_true(sample.state()["deadEnd"])
	sample.drag(11)
	assert_false(sample.dead_end)


func test_any_cell_may_start_without_a_one():
	var line = Session.new(catalog.level("3-1"))  # a b c d in a row, a odd
	assert_eq(line.legal_start(), -1)
	assert_eq(line.press(3), {"kind": "started", "cell": 3})
	_draw(line, [3, 2, 1, 0])
	assert_eq(line.conflicts, [0], "a is odd but step 4")
	assert_false(line.cleared)
	line.restart()
	assert_eq(line.press(0), {"kind": "started", "cell": 0})
	_draw(line, [0, 1, 2])
	assert_eq(line.drag(3), {"kind": "cleared", "cell": 3})


func test_restart_empties_the_path_but_keeps_added_numbers():
	_draw(sample, [12, 13, 14])
	sample.hint_number()
	assert_eq(sample.restart(), {"kind": "restarted", "cell": -1})
	assert_eq(sample.state()["path"], [])
	assert_eq(sample.phase, "empty")
	assert_eq(sample.remaining, 15)
	assert_eq(sample.state()["added"], [[6, 13]])


func test_state_is_a_copy_and_vars_are_read_only():
	_draw(sample, [12, 13])
	var state = sample.state()
	state["path"].append(14)
	assert_eq(sample.path, [12, 13])
	sample.phase = "cleared"
	sample.remaining = 0
	assert_eq(sample.phase, "drawing")
	assert_eq(sample.remaining, 13)


# press on the first node, then drag over the rest
func _draw(session, nodes: Array) -> void:
	session.press(nodes[0])
	for i in range(1, nodes.size()):
		session.drag(nodes[i])
