extends "res://tests/godot/test_case.gd"
# Hex Walls level_rules.gd validate_level: every shipped level passes, and each broken copy of
# the hand-made sample (test_hw_session.gd) is refused with the reason, never with a crash
# (run_all.sh fails on any script error in the log); a catalog holding one is refused whole.

const LevelRules = preload("res://scripts/hex_walls/level_rules.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const SessionTest = preload("res://tests/godot/modes/hex_walls/test_hw_session.gd")


func test_every_shipped_level_passes():
	var catalog = ModeRegistry.load_catalog("03-hex-walls")
	assert_true(catalog.ok, catalog.error)
	for id in catalog.level_ids():
		assert_eq(LevelRules.validate_level(catalog.level(id)), "", id)


func test_what_is_not_a_level():
	assert_eq(LevelRules.validate_level([]), "a level is not an object")
	assert_eq(LevelRules.validate_level({}), "a level has no id")
	assert_eq(LevelRules.validate_level({"id": 3}), "a level has no id")
	assert_eq(LevelRules.validate_level({"id": "x"}), "level x: no cells")


func test_broken_copies_are_refused_with_the_reason():
	# [field path, new value, the start of the expected problem]
	var cases = [
		[["caption"], "hi", "caption is not a {locale: text} object"],
		[["cells"], {}, "no cells"],
		[["cells", 1], 7, "cell #1: not an object"],
		[["cells", 1, "id"], 1, "cell #1: id is not a string"],
		[["cells", 1, "q"], 0.5, "cell #1: q is not an integer"],
		[["cells", 1, "r"], null, "cell #1: r is not an integer"],
		[["cells", 1, "number"], 6, "cell #1: number 6 is outside 0..5"],
		[["cells", 1, "number"], -1, "cell #1: number -1 is outside 0..5"],
		[["cells", 1, "q"], 0, "adjacency of cell #1 is [0, 2, 4], the hexes give [0]"],
		[["cells", 4, "q"], 1, "cell #4: hex [1, -1] is also cell #1"],
		[["cells", 4, "number"], 1, "hintPath step 3: cell #4 shows 1"],
		[["adjacency"], [[1]], "adjacency does not have one row per cell"],
		[["adjacency", 3], [0, 2, 4], "adjacency of cell #3 is [0, 2, 4], the hexes give [0, 2]"],
		[["adjacency", 3], [2, 0], "adjacency of cell #3"],
		[["adjacency", 3], "x", "adjacency of cell #3"],
		[["walls"], null, "walls is not a list"],
		[["walls", 0], [0], "wall s0 is not a pair of cell numbers"],
		[["walls", 0], [0, 9], "wall s0 is not a pair of cell numbers"],
		[["walls", 0], [3, 0], "wall s0 [3, 0] is not a sorted pair of neighbouring cells"],
		[["walls", 0], [0, 4], "wall s0 [0, 4] is not a sorted pair of neighbouring cells"],
		[["walls"], [[0, 3], [0, 3]], "wall s1 repeats wall s0"],
		[["turningWalls"], {}, "turningWalls is not a list"],
		[["turningWalls", 0], 1, "turning wall t0: not an object"],
		[["turningWalls", 0, "pivot"], [[0, 0]], "turning wall t0: pivot is not three hexes"],
		[["turningWalls", 0, "pivot", 1], [1], "turning wall t0: pivot is not three [q, r]"],
		[["turningWalls", 0, "pivot", 1], [2, -1], "turning wall t0: pivot [[0, 0], [2, -1]"],
		[
			["turningWalls", 0, "pivot"],
			[[0, 0], [1, 0], [1, -1]],
			"turning wall t0: pivot [[0, 0], [1, 0], [1, -1]] is not three hexes around one vertex",
		],
		[["turningWalls", 0, "pivot"], [[5, 5], [6, 4], [6, 5]], "turning wall t0: its vertex"],
		[["turningWalls", 0, "edge"], 3, "turning wall t0: edge is not 0, 1 or 2"],
		[["turningWalls", 0, "edges"], [[0, 1]], "turning wall t0: edges is not three pairs"],
		[["turningWalls", 0, "edges", 2], [0], "turning wall t0: edge 2 is not a pair"],
		[["turningWalls", 0, "edges", 2], [-1, -1], "turning wall t0: edge 2 is [-1, -1], the"],
		[["turningWalls", 0, "edges", 0], [1, 2], "turning wall t0: edge 0 is [1, 2], the pivot"],
		[["hintPath"], [0, 1, 4, 2], "hintPath does not have one entry per cell"],
		[["hintPath"], [0, 1, 4, 2, "d"], "hintPath holds something other than cell numbers"],
		[["hintPath"], [0, 1, 4, 2, 2], "hintPath step 5: 2 is not an unvisited cell"],
		[["hintPath"], [0, 1, 4, 3, 2], "hintPath step 4: cell #3 is not next to"],
		[["hintPath"], [3, 0, 1, 4, 2], "hintPath step 2 crosses a wall"],
		[["hintPath"], [2, 1, 4, 0, 3], "hintPath step 2 crosses turning wall t0"],
		[["cells", 4, "number"], 2, "hintPath step 3: cell #4 shows 2"],
		[["grade"], "legendary", 'grade "legendary" is not one of'],
	]
	for case in cases:
		var level = SessionTest.sample_level()
		_put_at(level, case[0], case[1])
		var problem = LevelRules.validate_level(level)
		assert_true(
			problem.begins_with("level t: " + case[2]),
			"%s = %s -> %s" % [str(case[0]), JSON.print(case[1]), problem]
		)


func test_two_cells_with_one_number_are_refused():
	var level = SessionTest.sample_level()
	level["cells"][3]["number"] = 3
	level["cells"][4]["number"] = 3
	assert_eq(LevelRules.validate_level(level), "level t: cells #3 and #4 both show 3")


func test_a_turning_edge_under_a_static_wall_must_be_no_edge():
	var level = SessionTest.sample_level()
	level["walls"] = [[0, 1]]
	level["hintPath"] = [1, 4, 2, 0, 3]
	var problem = LevelRules.validate_level(level)
	assert_true(problem.find("edge 0 is [0, 1], the pivot gives [-1, -1]") != -1, problem)
	level["turningWalls"][0]["edges"][0] = [-1, -1]
	assert_eq(LevelRules.validate_level(level), "", "a level that the Python bake would write")


func test_json_floats_are_whole_numbers():
	var parsed = JSON.parse(JSON.print(SessionTest.sample_level())).result
	assert_eq(LevelRules.validate_level(parsed), "")


func test_a_catalog_with_a_bad_level_is_refused_whole():
	var good = SessionTest.sample_level()
	var bad = SessionTest.sample_level()
	bad["id"] = "u"
	bad["walls"] = [[0, 4]]
	var file = {
		"format": 1,
		"mode": "03-hex-walls",
		"packs": [{"pack": 1, "title": {"en": "T", "zh": "T"}, "levels": [good, bad]}],
	}
	var path = write_file(scratch_path("bad.json"), JSON.print(file))
	var catalog = ModeRegistry.load_catalog("03-hex-walls", path)
	assert_false(catalog.ok)
	assert_true(catalog.error.find("level u: wall s0 [0, 4]") != -1, catalog.error)
	assert_eq(catalog.level_ids(), [])


# Sets the value at a path of keys / indices inside nested dictionaries and arrays.
func _put_at(root, path, value):
	var holder = root
	for i in range(path.size() - 1):
		holder = holder[path[i]]
	holder[path.back()] = value
