extends "res://tests/godot/test_case.gd"
# pack_catalog.gd on a fixture catalog of no mode (packs 1: 1-1 1-2, 2: 2-1, 3: 3-1,
# fixture_catalog.gd), on broken copies of it, with rules of a test's own and with none. A mode's
# catalogs with its own rules are tested in its folder (tests/godot/modes/<folder>/).

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const FixtureCatalog = preload("res://tests/godot/common/fixture_catalog.gd")
const MODE = FixtureCatalog.MODE

var fixture_path
var fixture_data


func before_each():
	fixture_path = write_file(scratch_path("levels.baked.json"), FixtureCatalog.text())
	fixture_data = JSON.parse(read_file(fixture_path)).result


func test_loads_levels_in_play_order_across_packs():
	var catalog = _catalog(fixture_path)
	assert_true(catalog.ok, catalog.error)
	assert_eq(catalog.error, "")
	assert_eq(catalog.level_ids(), ["1-1", "1-2", "2-1", "3-1"])
	var packs = catalog.packs()
	assert_eq(packs.size(), 3)
	var title = fixture_data["packs"][0]["title"]
	assert_eq(packs[0], {"pack": 1, "title": title, "levelIds": ["1-1", "1-2"]})
	assert_eq(packs[2]["levelIds"], ["3-1"])


func test_navigation_in_play_order():
	var catalog = _catalog(fixture_path)
	assert_eq(catalog.next_id("1-1"), "1-2")
	assert_eq(catalog.next_id("1-2"), "2-1", "the next pack follows the last level of a pack")
	assert_eq(catalog.next_id("3-1"), "", "nothing after the last level")
	assert_eq(catalog.next_id("9-9"), "")
	assert_eq(catalog.pack_of("2-1"), 2)
	assert_eq(catalog.pack_of("9-9"), -1)
	assert_eq(catalog.index_of("1-1"), 0)
	assert_eq(catalog.index_of("2-1"), 2)
	assert_eq(catalog.index_of("9-9"), -1)
	assert_eq(catalog.index_of(3), -1)


func test_level_is_a_copy_with_integer_fields():
	var catalog = _catalog(fixture_path)
	var level = catalog.level("2-1")
	assert_eq(typeof(level["board"][0]), TYPE_INT, "JSON floats become ints")
	assert_eq(level["board"], fixture_data["packs"][1]["levels"][0]["board"])
	level["board"].clear()
	assert_false(catalog.level("2-1")["board"].empty(), "changing a copy leaves the catalog")
	assert_eq(catalog.level("9-9"), {})


func test_missing_file():
	var path = scratch_path("absent.json")
	var catalog = _catalog(path)
	assert_false(catalog.ok)
	assert_eq(catalog.error, path + ": no such file")
	assert_eq(catalog.level_ids(), [])
	assert_eq(catalog.packs(), [])


func test_unusable_files_are_refused_with_the_reason():
	var cases = [
		[" \n", "the text is empty"],
		['{"format": 1, "packs": [', "the text ends in the middle at line 1 column 25"],
		["[1, 2]", "the top level is not an object"],
		['{"format": 2, "mode": "%s", "packs": []}' % MODE, "format is 2, expected 1"],
		['{"format": "1", "mode": "%s", "packs": []}' % MODE, 'format is "1", expected 1'],
		['{"format": 1, "mode": "02-other", "packs": []}', 'mode is "02-other"'],
		['{"format": 1, "mode": 1, "packs": []}', "mode is 1, expected %s" % MODE],
		['{"format": 1, "mode": "%s", "packs": {}}' % MODE, "no packs"],
		['{"format": 1, "mode": "%s", "packs": [3]}' % MODE, "pack #1 has no pack number"],
	]
	for case in cases:
		var catalog = _catalog(write_file(scratch_path("bad.json"), case[0]))
		assert_false(catalog.ok, case[0])
		assert_true(catalog.error.find(case[1]) != -1, "%s -> %s" % [case[0], catalog.error])
		assert_true(catalog.error.begins_with(scratch_path("bad.json")), "names the file")


func test_a_bad_pack_is_refused_with_the_reason():
	var no_title = fixture_data.duplicate(true)
	no_title["packs"][1]["title"] = "Sample"
	_assert_refused(no_title, "pack 2: title is not a {locale: text} object")
	var no_levels = fixture_data.duplicate(true)
	no_levels["packs"][2]["levels"] = []
	_assert_refused(no_levels, "pack 3 has no levels")
	var twice = fixture_data.duplicate(true)
	twice["packs"][2]["levels"][0]["id"] = "1-2"
	_assert_refused(twice, "pack 3: level id 1-2 is used twice")
	var not_a_level = fixture_data.duplicate(true)
	not_a_level["packs"][0]["levels"][1] = "1-2"
	_assert_refused(not_a_level, "pack 1, a level is not an object")


func _assert_refused(data: Dictionary, expected_problem: String):
	var path = write_file(scratch_path("broken.json"), JSON.print(data))
	var catalog = _catalog(path)
	assert_false(catalog.ok, expected_problem)
	assert_eq(catalog.error, "%s: %s" % [path, expected_problem])
	return catalog


class RefuseOdd:
	extends Reference
	var seen = []

	func validate_level(level) -> String:
		seen.append(level["id"])
		return "level %s: odd" % level["id"] if level["id"] == "2-1" else ""


func test_each_level_is_checked_by_the_mode_rules():
	var rules = RefuseOdd.new()
	var catalog = PackCatalog.new(fixture_path, MODE, rules)
	assert_eq(rules.seen, ["1-1", "1-2", "2-1"], "every level up to the refused one")
	assert_false(catalog.ok)
	assert_eq(catalog.error, "%s: pack 2, level 2-1: odd" % fixture_path)
	assert_eq(catalog.level_ids(), [], "no level of a refused catalog is served")
	assert_eq(catalog.level("1-1"), {})
	assert_eq(catalog.next_id("1-1"), "")


func test_without_rules_the_catalog_checks_only_the_frame():
	var data = fixture_data.duplicate(true)
	data["packs"][0]["levels"][0]["width"] = "wide"
	var path = write_file(scratch_path("frame.json"), JSON.print(data))
	var catalog = PackCatalog.new(path, MODE)
	assert_true(catalog.ok, catalog.error)
	assert_eq(catalog.level("1-1")["width"], "wide")
	data["packs"][0]["levels"][0]["id"] = 7
	catalog = PackCatalog.new(write_file(path, JSON.print(data)), MODE)
	assert_eq(catalog.error, "%s: pack 1, a level has no id" % path)


func test_texts_in_the_ui_language():
	var title = {"zh": "入门", "en": "First Steps"}
	assert_eq(PackCatalog.text_in(title, "zh_CN"), "入门")
	assert_eq(PackCatalog.text_in(title, "en"), "First Steps")
	assert_eq(PackCatalog.text_in(title, "fr"), "First Steps", "English as the fallback")
	assert_eq(PackCatalog.text_in({"zh": "只有中文"}, "en"), "只有中文", "else any text")
	assert_eq(PackCatalog.text_in("not a text", "en"), "")


func _catalog(path):
	return PackCatalog.new(path, MODE)
