extends "res://tests/godot/test_case.gd"
# The two hints (docs/number-stroke-runtime.md §3), worked out by hand on the fixture.
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


func test_numbers_fill_the_widest_gap_first():
	var sample = _session("2-1", [])
	# known steps 0 (nothing drawn), 1, 6, 16 (= N + 1): the gap 1..6 comes first
	assert_eq(sample.hint_number(), _number(14, 3))
	assert_eq(sample.hint_number()["number"], 2, "then the gap 1..3")
	assert_eq(sample.hint_number()["number"], 4, "then 3..6")
	assert_eq(sample.hint_number()["number"], 5, "then 4..6")
	assert_eq(sample.hint_number(), _number(1, 11), "then 6..16")
	assert_eq(sample.state()["added"], [[1, 11], [8, 5], [11, 4], [13, 2], [14, 3]])
	assert_eq(sample.effective_clue(14), 3)
	assert_eq(sample.path, [], "a number hint never draws")


func test_no_number_inside_the_correct_prefix():
	var sample = _session("2-1", [12, 13, 14, 11])
	assert_eq(sample.hint_number(), _number(8, 5))


func test_an_added_number_shows_a_conflict_at_once():
	var sample = _session("2-1", [12, 13, 10, 7])
	assert_eq(sample.conflicts, [])
	assert_eq(sample.hint_number(), _number(11, 4))
	assert_eq(sample.conflicts, [7], "g is on step 4, which j now shows")


func test_no_number_left_to_add():
	var line = _session("1-1", [])
	assert_eq(line.hint_number()["number"], 2)
	assert_eq(line.hint_number()["number"], 3)
	assert_eq(line.hint_number(), NO_NUMBER_LEFT)
	assert_eq(line.state()["added"], [[1, 2], [2, 3]])


func test_an_added_one_becomes_the_legal_start():
	var line = _session("3-1", [])
	assert_eq(line.hint_way(), _way("start", 0), "no 1: the solution's start")
	assert_eq(line.hint_number(), _number(1, 2))
	assert_eq(line.hint_number(), _number(0, 1))
	assert_eq(line.legal_start(), 0)
	assert_eq(line.press(3), {"kind": "illegal_start", "cell": 0})


func test_show_the_way_from_an_empty_or_correct_path():
	var sample = _session("2-1", [])
	assert_eq(sample.hint_way(), _way("start", 12))
	sample.press(12)
	assert_eq(sample.hint_way(), _way("next", 13))
	sample.drag(13)
	sample.release()
	var before = sample.state()
	assert_eq(sample.hint_way(), _way("next", 14))
	assert_eq(sample.state(), before, "show the way changes nothing")


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


# "Show the way" hints; the message names the kind.
func _way(kind: String, cell: int, dimmed := []) -> Dictionary:
	return {
		"kind": kind,
		"cell": cell,
		"number": 0,
		"highlight": [cell],
		"dimmed": dimmed,
		"message": "hint_" + kind,
	}
