extends "res://tests/godot/test_case.gd"
# The two hints (docs/number-stroke-runtime.md §3), worked out by hand on the fixture (its
# hintCells written by the core's hint order).
# "2-1" is the small sample level (see test_session.gd): solution
#   step  1  2  3  4  5 6 7 8 9 10 11 12 13 14 15
#   node 12 13 14 11  8 9 4 5 3  2  1  0  6  7 10      printed: node 12 = 1, node 9 = 6
# "1-1" is three cells in a row starting on 1; "3-1" four in a row, no number, a (0) odd.

const Session = preload("res://scripts/number_stroke/session.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const LevelRules = preload("res://scripts/number_stroke/level_rules.gd")
const FIXTURE = "res://tests/godot/fixtures/number-stroke.baked.json"
const NO_NUMBER_LEFT = {
	"kind": "none",
	"cell": -1,
	"number": 0,
	"highlight": [],
	"dimmed": [],
	"message": "hint_try_way"
}
const NO_HINT_WHEN_CLEARED = {
	"kind": "none", "cell": -1, "number": 0, "highlight": [], "dimmed": [], "message": ""
}

var catalog


func before_each():
	catalog = PackCatalog.new(FIXTURE, "01-number-stroke", LevelRules)


# "Add a number" gives the baked hintCells in order (2-1: f 13, c 9, m 3, a 11, l 2, j 4, h 5,
# ...), skipping every step the board shows.
func test_numbers_come_in_the_hint_order():
	var sample = _session("2-1", [])
	assert_eq(sample.hint_number(), _number(6, 13))
	assert_eq(sample.hint_number(), _number(3, 9))
	assert_eq(sample.hint_number(), _number(14, 3))
	assert_eq(sample.state()["added"], [[3, 9], [6, 13], [14, 3]])
	assert_eq(sample.effective_clue(14), 3)
	assert_eq(sample.path, [], "a number hint never draws")


# Issue 29 item 3: no number on a step the board shows: the correct prefix, and a step one way
# on from a shown one.
func test_no_number_on_a_step_the_board_shows():
	var sample = _session("2-1", [12, 13, 14])
	assert_eq(sample.hint_number(), _number(6, 13))
	assert_eq(sample.hint_number(), _number(3, 9))
	assert_eq(sample.hint_number(), _number(1, 11), "m (3) lies in the correct prefix")
	assert_eq(sample.hint_number(), _number(8, 5), "l (2) too, and j (4) is one way on from m")


func test_an_added_number_shows_a_conflict_at_once():
	var sample = _session("2-1", [12, 13, 10, 7])
	sample.hint_number()
	sample.hint_number()
	assert_eq(sample.conflicts, [])
	assert_eq(sample.hint_number(), _number(14, 3))
	assert_eq(sample.conflicts, [10], "i is on step 3, which m now shows")


func test_no_number_left_to_add():
	var line = _session("1-1", [])
	assert_eq(line.hint_number(), NO_NUMBER_LEFT, "2 and 3 are one way on from the 1")
	assert_eq(line.state()["added"], [])


func test_an_added_one_becomes_the_legal_start():
	var line = _session("3-1", [])
	assert_eq(line.hint_way(), _way("start", 0), "no 1: the solution's start")
	assert_eq(line.hint_number(), _number(1, 2))
	assert_eq(line.hint_number(), _number(0, 1))
	assert_eq(line.legal_start(), 0)
	assert_eq(line.press(3), {"kind": "illegal_start", "cell": 0})


# Issue 29 item 3: on an empty board the way leads past the marked start (1) and the step one
# way on from it (2) to the first step the board does not show (3).
func test_show_the_way_from_an_empty_or_correct_path():
	var sample = _session("2-1", [])
	assert_eq(sample.hint_way(), _way("next", 14, [], [12, 13, 14], "hint_follow"))
	sample.press(12)
	sample.drag(13)
	sample.drag(14)
	sample.drag(11)
	sample.release()
	var before = sample.state()
	assert_eq(sample.hint_way(), _way("next", 8))
	assert_eq(sample.state(), before, "show the way changes nothing")


func test_show_the_way_says_when_the_board_shows_every_step_left():
	var line = _session("1-1", [])
	assert_eq(line.hint_way(), _way("shown", 2, [], [0, 1, 2]))


func test_show_the_way_back_to_the_last_correct_cell():
	var sample = _session("2-1", [12, 13, 10, 7, 8])
	assert_eq(sample.hint_way(), _way("back", 13, [10, 7, 8]))


func test_show_the_way_restarts_a_path_wrong_from_the_start():
	var line = _session("3-1", [2, 1])
	assert_eq(line.hint_way(), _way("restart", 0, [2, 1]))


func test_no_hint_once_cleared():
	var line = _session("1-1", [0, 1, 2])
	assert_true(line.cleared)
	assert_eq(line.hint_number(), NO_HINT_WHEN_CLEARED)
	assert_eq(line.hint_way(), NO_HINT_WHEN_CLEARED)
	assert_eq(line.state()["added"], [])


func _session(level_id: String, drawn: Array):
	var session = Session.new(catalog.level(level_id))
	if not drawn.empty():
		session.press(drawn[0])
		for i in range(1, drawn.size()):
			session.drag(drawn[i])
	return session


# "Add a number" hints put `number` on `cell`.
func _number(cell: int, number: int) -> Dictionary:
	var hint = _way("number", cell)
	hint["number"] = number
	return hint


# "Show the way" hints; the message names the kind unless given.
func _way(kind: String, cell: int, dimmed := [], highlight = null, message := "") -> Dictionary:
	return {
		"kind": kind,
		"cell": cell,
		"number": 0,
		"highlight": highlight if highlight != null else [cell],
		"dimmed": dimmed,
		"message": message if message != "" else "hint_" + kind,
	}
