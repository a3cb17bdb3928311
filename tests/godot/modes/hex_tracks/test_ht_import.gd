extends "res://tests/godot/test_case.gd"
# The workshop's import (scripts/hex_tracks/level_import.gd) takes exactly what the Python
# importer takes (issue 24): it refuses every bad text of tests/fixtures/bad-input/hex-tracks.json,
# gives the Python verdict on every mutant of tests/fixtures/bad-input/hex-tracks-mutants.json,
# takes every shipped level, and never crashes on a hostile text.

const LevelImport = preload("res://scripts/hex_tracks/level_import.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const MODE = "hex-tracks"
const BAD = "res://tests/fixtures/bad-input/hex-tracks.json"
const MUTANTS = "res://tests/fixtures/bad-input/hex-tracks-mutants.json"
const GOOD = {
	"version": 1,
	"id": "w1",
	"name": "workshop",
	"moveLimit": 1,
	"cells":
	[
		{"q": 0, "r": 0, "tracks": [3, 4, 5, 0, 1, 2]},
		{"q": 1, "r": 0, "tracks": [3, 4, 5, 0, 1, 2]},
	],
	"tiles": [{"id": "a", "q": 0, "r": 0, "dir": 0, "color": 1}],
}


func test_every_bad_text_python_refuses_is_refused():
	var cases = _cases(BAD)
	assert_true(cases.size() >= 50, "the shared bad texts are there")
	for case in cases:
		var read = LevelImport.read_text(case["text"], MODE)
		assert_true(read["error"] != "", "%s is refused" % case["name"])
		assert_eq(read["level"], {}, case["name"])


func test_every_mutant_gets_the_python_verdict():
	var cases = _cases(MUTANTS)
	assert_true(cases.size() >= 150, "the mutants are there")
	for case in cases:
		var bytes = case_bytes(case)
		var read = LevelImport.read_bytes(bytes, MODE)
		assert_eq(read["error"] == "", case["taken"], "%s: %s" % [case["name"], read["error"]])


func test_every_shipped_level_is_taken_alone_and_in_its_pack():
	var dir = Directory.new()
	assert_eq(dir.open("res://levels/hex-tracks"), OK)
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	var levels = 0
	while not name.empty():
		if name.begins_with("pack-"):
			var text = read_file("res://levels/hex-tracks".plus_file(name))
			assert_eq(LevelImport.read_text(text, MODE)["error"], "", name)
			for level in JSON.parse(text).result["levels"]:
				var alone = JSON.print(PackCatalog.with_ints(level))  # as the Python tools write it
				assert_eq(
					LevelImport.read_text(alone, MODE)["error"], "", "%s %s" % [name, level["id"]]
				)
				levels += 1
		name = dir.get_next()
	dir.list_dir_end()
	assert_true(levels >= 48, "the campaign's levels")


func test_hostile_texts_are_refused_without_a_crash():
	var deep = PoolStringArray()
	deep.resize(10000)
	for i in range(10000):
		deep[i] = "["
	var cell = '{"q": %s, "r": %s, "tracks": [3, 4, 5, 0, 1, 2]}'
	var level = JSON.print(GOOD)
	var hostile = {
		"10,000 [ pasted": deep.join(""),
		"q 1e300": level.replace('"q":1,', '"q":1e300,'),
		"q = r = 2^62":
		level.replace('{"q":1,"r":0', cell.replace("{", "").replace("}", "") % [1 << 62, 1 << 62]),
		"a key twice": level.replace('"id":"w1"', '"id":"w1","id":"w2"'),
		"text after the level": level + " trailing",
		"moveLimit 1.0": level.replace('"moveLimit":1', '"moveLimit":1.0'),
	}
	for name in hostile:
		assert_true(hostile[name] != level, "%s changes the level" % name)
		var read = LevelImport.read_text(hostile[name], MODE)
		assert_true(read["error"] != "", "%s is refused" % name)
	assert_eq(LevelImport.read_text(level, MODE)["error"], "", "the level they change is taken")


func test_a_name_title_or_caption_that_shows_nothing_is_refused():
	# spaces (U+0020, U+3000, U+00A0), zero-width ones (U+200B, U+2060, U+FEFF), a Hangul
	# filler (U+3164) and a tag character beyond the BMP (U+E0041): nothing a player can see
	var blank = {
		"spaces": " \t" + char(0x3000) + char(0xA0),
		"zero-width": char(0x200B) + char(0x2060) + char(0xFEFF),
		"a filler and a tag": char(0x3164) + char(0xE0041),
	}
	for what in blank:
		var level = GOOD.duplicate(true)
		level["name"] = blank[what]
		var error = LevelImport.read_text(JSON.print(level), MODE)["error"]
		assert_eq(error, "level w1: name: " + LevelImport.NO_VISIBLE_CHARACTER, what)
		level["name"] = {"zh": "小站", "en": blank[what]}
		assert_true(LevelImport.read_text(JSON.print(level), MODE)["error"] != "", "en: " + what)
		level["name"] = "workshop"
		level["caption"] = {"zh": "转一转", "en": blank[what]}
		error = LevelImport.read_text(JSON.print(level), MODE)["error"]
		assert_eq(error, "level w1: caption.en: " + LevelImport.NO_VISIBLE_CHARACTER, what)
		var pack = {"mode": MODE, "pack": 1, "title": blank[what], "levels": [GOOD]}
		assert_true(
			LevelImport.read_text(JSON.print(pack), MODE)["error"].begins_with("title: "), what
		)
	var level = GOOD.duplicate(true)
	level["name"] = char(0x200B) + "站" + char(0x3000)  # one visible character is enough
	assert_eq(LevelImport.read_text(JSON.print(level), MODE)["error"], "")


func _cases(path: String) -> Array:
	var parsed = JSON.parse(read_file(path))
	assert_eq(parsed.error, OK, path)
	return parsed.result["cases"] if parsed.error == OK else []
