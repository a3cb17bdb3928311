extends "res://tests/godot/test_case.gd"
# level_rules.gd validate_level: each broken copy of a fixture level is refused with the
# reason, never with a crash (run_all.sh fails on any script error in the log).

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const LevelRules = preload("res://scripts/number_stroke/level_rules.gd")
const FIXTURE = "res://tests/godot/fixtures/number-stroke.baked.json"

var catalog


func before_each():
	catalog = PackCatalog.new(FIXTURE, "01-number-stroke", LevelRules)


func test_what_is_not_a_level():
	assert_eq(LevelRules.validate_level([]), "a level is not an object")
	assert_eq(LevelRules.validate_level({}), "a level has no id")
	assert_eq(LevelRules.validate_level({"id": ""}), "a level has no id")
	assert_eq(LevelRules.validate_level({"id": "x"}), "level x: width is not a positive integer")


func test_broken_fields_and_cells():
	# [level, field path, new value, expected problem]
	var cases = [
		["2-1", ["height"], 0, "height is not a positive integer"],
		["2-1", ["caption"], "hi", "caption is not a {locale: text} object"],
		["2-1", ["cells"], [], "no cells"],
		["2-1", ["cells", 3], 7, "cell #3: not an object"],
		["2-1", ["cells", 3, "x"], 4.5, "cell #3: x is not an integer"],
		["2-1", ["cells", 3, "clue"], null, "cell #3: clue is not an integer"],
		["2-1", ["cells", 3, "id"], 3, "cell #3: id is not a string"],
		["2-1", ["cells", 9, "w"], 0, "cell #9: w and h must be at least 1"],
		["2-1", ["cells", 3, "clue"], 16, "cell #3: clue 16 is outside 0..15"],
		["2-1", ["cells", 3, "parity"], "prime", 'cell #3: parity is not "", "odd" or "even"'],
		["2-1", ["cells", 3, "parity"], 1, 'cell #3: parity is not "", "odd" or "even"'],
		["2-1", ["cells", 3, "units"], [], "cell #3: no units"],
		["2-1", ["cells", 3, "units", 0], [4], "cell #3: a unit is not an [x, y] pair"],
		["2-1", ["cells", 3, "units", 0], [3, 0], "cell #3: unit [3, 0] lies outside its x/y/w"],
		["2-1", ["width"], 4, "cell #3: unit [4, 0] lies outside the board"],
		["2-1", ["cells", 1, "x"], 1, "cell #1: unit [2, 0] lies outside its x/y/w/h box"],
		["2-1", ["cells", 0, "clue"], 6, "cells #0 and #9 both show 6"],
	]
	_assert_problems(cases)


func test_broken_cells_overlap():
	var level = catalog.level("2-1")
	level["cells"][1]["x"] = 1
	level["cells"][1]["units"] = [[1, 0]]
	assert_eq(
		LevelRules.validate_level(level), "level 2-1: cell #1: unit [1, 0] also belongs to cell #0"
	)


func test_broken_adjacency():
	var cases = [
		["2-1", ["adjacency"], [[1]], "adjacency does not have one row per cell"],
		["2-1", ["adjacency", 7], [0, 8, 6, 10], "adjacency of cell #7 is [0, 8, 6, 10]"],
		[
			"2-1",
			["adjacency", 7],
			[0, 6, 8, 10, 11],
			"adjacency of cell #7 is [0, 6, 8, 10, 11], the units give [0, 6, 8, 10]"
		],
		["2-1", ["adjacency", 7], "0 6 8 10", "adjacency of cell #7 is 0 6 8 10"],
		["1-1", ["adjacency", 1], [0, 2.5], "adjacency of cell #1 is [0, 2.5]"],
	]
	_assert_problems(cases)


func test_broken_hint_path():
	var cases = [
		["1-1", ["hintPath"], [0, 1], "hintPath does not have one entry per cell"],
		["1-1", ["hintPath"], [0, 1, "2"], "hintPath holds something other than cell numbers"],
		["1-1", ["hintPath"], [0, 1, 1], "hintPath step 3: 1 is not an unvisited cell"],
		["1-1", ["hintPath"], [0, 1, 3], "hintPath step 3: 3 is not an unvisited cell"],
		["2-1", ["hintPath", 1], 0, "hintPath step 2: cell #0 is not next to the previous one"],
		["1-1", ["hintPath"], [2, 1, 0], "hintPath step 3: cell #0 shows 1"],
		["3-1", ["hintPath"], [3, 2, 1, 0], "hintPath step 4: cell #0 is marked odd"],
	]
	_assert_problems(cases)


# "add a number"'s order and the grade shown under the level's name (issue 29 items 3 and 6).
func test_broken_hint_cells_and_grade():
	var cases = [
		["2-1", ["hintCells"], null, "hintCells is not a list of cell numbers"],
		["2-1", ["hintCells"], [6, "3"], "hintCells is not a list of cell numbers"],
		["2-1", ["hintCells"], [6, 15], "hintCells: 15 is not a cell listed once"],
		["2-1", ["hintCells"], [6, 3, 6], "hintCells: 6 is not a cell listed once"],
		["2-1", ["grade"], "legendary", 'grade "legendary" is not one of'],
		["2-1", ["grade"], 3, "grade 3 is not one of"],
	]
	_assert_problems(cases)
	var level = catalog.level("2-1")
	level["grade"] = "expert"
	assert_eq(LevelRules.validate_level(level), "", "a grade of the core's")


# Each case: [level id, path to the field to change, its new value, the expected problem
# (the start of what comes after "level <id>: ")].
func _assert_problems(cases: Array) -> void:
	for case in cases:
		var level = catalog.level(case[0])
		var holder = level
		var field_path = case[1]
		for i in range(field_path.size() - 1):
			holder = holder[field_path[i]]
		holder[field_path.back()] = case[2]
		var problem = LevelRules.validate_level(level)
		var expected = "level %s: %s" % [case[0], case[3]]
		assert_true(
			problem.begins_with(expected), "%s = %s: got '%s'" % [case[1], case[2], problem]
		)
