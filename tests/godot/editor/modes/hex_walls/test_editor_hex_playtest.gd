extends "res://tests/godot/test_case.gd"
# Issue 14 §2: the Hex Walls play-test — a level baked by `python -m core bake --pack …
# --level …` into the file the editor's Hex Walls mode names, and the play-test scene
# starting the Hex Walls game screen on it.

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditorPieces = preload("res://addons/level_editor/editor_pieces.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const Playtest = preload("res://scripts/common/playtest.gd")

const HEX_PACK = "res://tests/godot/fixtures/editor-hex-pack.json"

var level_file = ""


func before_each():
	level_file = scratch_path("playtest-hex-level.json")
	var pack = ProjectSettings.globalize_path(HEX_PACK)
	var args = CoreTools.bake_playtest_args(pack, "7-1", ProjectSettings.globalize_path(level_file))
	var run = CoreTools.new().run(args)
	assert_eq(run["code"], 0, run["output"])


func test_the_editor_and_the_scene_agree_on_the_file_and_scene():
	for entry in ModeRegistry.modes():
		var playtest = _playtest(entry["id"])
		if playtest.empty():
			continue
		assert_eq(playtest["file"], Playtest.LEVEL_FILE, entry["id"])
		# levels the common scene cannot play (City Cat Catch's) play in a scene of the piece's
		var common = playtest["scene"] == "res://scenes/common/playtest.tscn"
		assert_eq(
			common, Playtest.plays(entry), "%s plays in %s" % [entry["id"], playtest["scene"]]
		)


func test_the_baked_hex_level_reads_back():
	var result = Playtest.read_level(level_file, scratch_path("catalog.json"))
	assert_eq(result["error"], "")
	assert_eq(result["level"]["id"], "7-1")
	assert_eq(result["mode"], "03-hex-walls")
	assert_eq(result["level"]["turningWalls"].size(), 1)
	assert_eq(typeof(result["level"]["walls"][0][0]), TYPE_INT)


func test_the_scene_starts_the_hex_game_on_the_level():
	var scene = load(_playtest("03-hex-walls")["scene"]).instance()
	scene.level_file = level_file
	scene.catalog_file = scratch_path("catalog.json")
	add_child(scene)
	yield(get_tree(), "idle_frame")
	assert_true(scene.game != null, scene.get_node("Message").text)
	assert_eq(scene.game.level["id"], "7-1")
	assert_false(scene.get_node("Message").visible)


# The play-test scene and file the mode's editor piece names.
func _playtest(mode: String) -> Dictionary:
	var piece = EditorPieces.new_piece(ModeRegistry.find(mode))
	var playtest = piece.playtest()
	piece.free()
	return playtest
