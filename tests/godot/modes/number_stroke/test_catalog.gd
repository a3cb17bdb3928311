extends "res://tests/godot/test_case.gd"
# Number Stroke's catalogs read by pack_catalog.gd with the mode's level rules: the fixture (packs
# 1: 1-1 1-2, 2: 2-1, 3: 3-1) and the shipped file; every level validates, its fields come back
# as integers, one bad level refuses the whole catalog. (Moved from
# tests/godot/common/test_pack_catalog.gd, which tests the catalog on a fixture of no mode.)

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const LevelRules = preload("res://scripts/number_stroke/level_rules.gd")
const FIXTURE = "res://tests/godot/fixtures/number-stroke.baked.json"
const MODE = "01-number-stroke"

var fixture_data


func before_each():
	fixture_data = JSON.parse(read_file(FIXTURE)).result


func test_level_is_a_copy_with_integer_fields():
	var catalog = _catalog(FIXTURE)
	var level = catalog.level("2-1")
	assert_false(level.has("caption"), "2-1 has no caption")
	assert_eq(typeof(level["cells"][9]["w"]), TYPE_INT, "JSON floats become ints")
	assert_eq(level["cells"][9]["units"][3], [4, 3])
	assert_eq(level["hintPath"][0], 12)
	level["cells"].clear()
	assert_eq(catalog.level("2-1")["cells"].size(), 15, "changing a copy leaves the catalog")
	assert_eq(catalog.level("9-9"), {})
	assert_eq(catalog.level("1-1")["caption"]["en"], "Start on 1, slide to a neighbour")


func test_every_fixture_level_validates():
	var catalog = _catalog(FIXTURE)
	for id in catalog.level_ids():
		assert_eq(catalog.validate_level(catalog.level(id)), "", id)
	assert_eq(LevelRules.validate_level(fixture_data["packs"][1]["levels"][0]), "", "raw JSON")


# The file the game loads (written by `python -m core bake`, committed with the packs).
func test_the_shipped_levels_load():
	var catalog = ModeRegistry.load_catalog(MODE)
	assert_true(catalog.ok, catalog.error)
	assert_eq(catalog.mode_id, MODE)
	assert_eq(catalog.file_path, "res://levels/01-number-stroke.baked.json")
	assert_false(catalog.level_ids().empty(), "the game has levels to play")


func test_one_bad_level_refuses_the_whole_catalog():
	var data = fixture_data.duplicate(true)
	data["packs"][1]["levels"][0]["adjacency"][0] = [1, 6]
	var path = write_file(scratch_path("broken.json"), JSON.print(data))
	var catalog = _catalog(path)
	assert_eq(
		catalog.error,
		"%s: pack 2, level 2-1: adjacency of cell #0 is [1, 6], the units give [1, 6, 7]" % path
	)
	assert_eq(catalog.level_ids(), [], "no level of a refused catalog is served")
	assert_eq(catalog.level("1-1"), {})
	assert_eq(catalog.next_id("1-1"), "")


func _catalog(path):
	return PackCatalog.new(path, MODE, LevelRules)
