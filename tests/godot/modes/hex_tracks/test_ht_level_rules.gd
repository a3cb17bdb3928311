extends "res://tests/godot/test_case.gd"
# Hex Tracks' level rules (scripts/hex_tracks/level_rules.gd): the campaign passes; each broken
# limit of the Python core is refused with a message naming it; the workshop's import reads a
# level file (docs/hex-tracks-runtime.md §1) and refuses bad text without crashing.

const LevelRules = preload("res://scripts/hex_tracks/level_rules.gd")
const MODE = "hex-tracks"
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const STRAIGHT = [3, 4, 5, 0, 1, 2]


static func good_level():
	return {
		"version": 1,
		"id": "my-level",
		"name": "转个方向",
		"rotationEnabled": true,
		"moveLimit": 1,
		"cells": [{"q": 0, "r": 0, "tracks": [3, 4, 5, 0, 1, 2]}],
		"tiles": [{"id": "t0", "q": 0, "r": 0, "dir": 1, "color": 0}],
	}


func test_every_campaign_level_passes():
	var catalog = ModeRegistry.load_catalog("hex-tracks")
	assert_true(catalog.ok, catalog.error)
	assert_eq(catalog.level_ids().size(), 48, "8 chapters of 6 levels")
	assert_eq(catalog.packs().size(), 8)


func test_broken_limits_are_refused_with_their_reason():
	var cases = [
		["moveLimit", 0, "moveLimit"],
		["moveLimit", 1000, "moveLimit"],
		["moveLimit", 1.5, "moveLimit"],
		["rotationEnabled", 1, "rotationEnabled"],
		["cells", [], "no cells"],
		["tiles", {}, "tiles is not a list"],
	]
	for case in cases:
		var level = good_level()
		level[case[0]] = case[1]
		var problem = LevelRules.validate_level(level)
		assert_true(problem.find(case[2]) != -1, "%s = %s: %s" % [case[0], case[1], problem])
	var too_many = good_level()
	too_many["cells"] = []
	for q in range(-6, 7):
		for r in range(-6, 7):
			if abs(q + r) <= 6:
				too_many["cells"].append({"q": q, "r": r, "tracks": STRAIGHT})
	too_many["cells"].append({"q": 7, "r": -7, "tracks": STRAIGHT})
	assert_true(LevelRules.validate_level(too_many).find("at most 127") != -1, "128 cells")
	var cell_cases = [
		[{"q": 7, "r": 0, "tracks": STRAIGHT}, "7 steps"],
		[{"q": 0, "r": 0, "tracks": [0, 4, 5, 0, 1, 2]}, "joined to itself"],
		[{"q": 0, "r": 0, "tracks": [1, 2, 0, 4, 5, 3]}, "pair the ports"],
		[{"q": 0, "r": 0, "tracks": [3, 4, 5]}, "six ports"],
		[{"q": 0, "r": 0, "tracks": [3, 4, 5, 0, 1, 9]}, "port 0-5"],
		[{"q": "0", "r": 0, "tracks": STRAIGHT}, "q is not a whole number"],
	]
	for case in cell_cases:
		var level = good_level()
		level["cells"] = [case[0]]
		var problem = LevelRules.validate_level(level)
		assert_true(problem.find(case[1]) != -1, "%s: %s" % [case[0], problem])
	var twice = good_level()
	twice["cells"].append({"q": 0, "r": 0, "tracks": STRAIGHT})
	assert_true(LevelRules.validate_level(twice).find("used twice") != -1, "a cell twice")
	var tile_cases = [
		[{"id": "t0", "q": 1, "r": 0, "dir": 0, "color": 0}, "not a cell"],
		[{"id": "t0", "q": 0, "r": 0, "dir": 6, "color": 0}, "dir 6"],
		[{"id": "t0", "q": 0, "r": 0, "dir": 0, "color": 12}, "colour 12"],
		[{"id": "", "q": 0, "r": 0, "dir": 0, "color": 0}, "id is not a name"],
		[{"id": "t0", "q": 0, "r": 0, "dir": true, "color": 0}, "dir is not a whole number"],
	]
	for case in tile_cases:
		var level = good_level()
		level["tiles"] = [case[0]]
		var problem = LevelRules.validate_level(level)
		assert_true(problem.find(case[1]) != -1, "%s: %s" % [case[0], problem])
	var two = good_level()
	two["cells"].append({"q": 0, "r": 1, "tracks": STRAIGHT})
	two["tiles"].append({"id": "t0", "q": 0, "r": 1, "dir": 0, "color": 0})
	assert_true(LevelRules.validate_level(two).find("id is used twice") != -1, "an id twice")
	two["tiles"][1] = {"id": "t1", "q": 0, "r": 0, "dir": 0, "color": 0}
	assert_true(LevelRules.validate_level(two).find("already holds") != -1, "a cell twice")


func test_the_import_reads_seed_003_files_and_refuses_bad_text():
	var read = LevelRules.read_level_text(JSON.print(good_level()), MODE)
	assert_eq(read["error"], "")
	assert_eq(read["level"]["name"], {"zh": "转个方向", "en": "转个方向"})
	var with_mode = good_level()
	with_mode["mode"] = "hex-tracks"
	assert_eq(
		LevelRules.read_level_text(JSON.print(with_mode), MODE)["error"], "", "mode is allowed"
	)
	var pack = {"mode": "hex-tracks", "pack": 1, "title": "p", "levels": [good_level()]}
	assert_eq(LevelRules.read_level_text(JSON.print(pack), MODE)["level"]["id"], "my-level")
	var bad = [
		["", "empty"],
		["{", "not valid JSON"],
		["[1, 2]", "not an object"],
		['{"mode": "city-cat-catch"}', "not hex-tracks"],
		[JSON.print(_with(good_level(), "version", 2)), "version"],
		[JSON.print(_with(good_level(), "colour", 2)), "unknown field"],
		[JSON.print(_with(good_level(), "name", 5)), "name"],
		[JSON.print(_with(good_level(), "moveLimit", 0)), "moveLimit"],
		[JSON.print(_with(good_level(), "beat", "finale")), "beat"],
	]
	for case in bad:
		var result = LevelRules.read_level_text(case[0], MODE)
		assert_true(result["error"].find(case[1]) != -1, "%s: %s" % [case[0], result["error"]])
		assert_eq(result["level"], {})
	var deep = "[".repeat(40) + "]".repeat(40)
	assert_true(LevelRules.read_level_text(deep, MODE)["error"].find("nested") != -1, "too deep")


func test_level_file_round_trips():
	var read = LevelRules.read_level_text(JSON.print(good_level()), MODE)
	var again = LevelRules.read_level_text(JSON.print(LevelRules.level_file(read["level"])), MODE)
	assert_eq(again["error"], "")
	assert_eq(again["level"], read["level"])


static func _with(level, key, value):
	level[key] = value
	return level
