extends "res://tests/godot/test_case.gd"
# The level editor's play-test: a level baked by `python -m core bake --pack … --level …`
# read back as the game reads its levels, and the play-test scene starting the game on it.

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const Playtest = preload("res://scripts/common/playtest.gd")
const PlaytestScene = preload("res://scenes/common/playtest.tscn")

const RULE_SAMPLE = "res://tests/fixtures/rule-sample.json"

var level_file = ""


func before_each():
	level_file = scratch_path("playtest-level.json")
	var pack = ProjectSettings.globalize_path(RULE_SAMPLE)
	var args = CoreTools.bake_playtest_args(
		pack, "90-1", ProjectSettings.globalize_path(level_file)
	)
	var run = CoreTools.new().run(args)
	assert_eq(run["code"], 0, run["output"])


func test_the_baked_level_reads_back_with_integer_fields():
	var result = Playtest.read_level(level_file, scratch_path("catalog.json"))
	assert_eq(result["error"], "")
	var level = result["level"]
	assert_eq(level["id"], "90-1")
	assert_eq(typeof(level["cells"][0]["w"]), TYPE_INT)
	assert_eq(level["hintPath"].size(), 15)


func test_a_missing_file_says_how_to_make_one():
	var result = Playtest.read_level(scratch_path("none.json"), scratch_path("catalog.json"))
	assert_eq(result["level"], {})
	assert_true(result["error"].find("Play-test button") != -1, result["error"])


func test_the_scene_starts_the_game_on_the_level():
	var scene = PlaytestScene.instance()
	scene.level_file = level_file
	scene.catalog_file = scratch_path("catalog.json")
	add_child(scene)
	yield(get_tree(), "idle_frame")
	assert_true(scene.game != null, scene.get_node("Message").text)
	assert_eq(scene.game.level["id"], "90-1")
	assert_false(scene.get_node("Message").visible)
