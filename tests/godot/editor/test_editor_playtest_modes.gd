extends "res://tests/godot/test_case.gd"
# Every mode whose piece offers Play-test plays there (and only those get the button; every mode
# with a piece of its own offers it): a level of its first shipped pack, baked by the editor's
# command into the piece's play-test file, starts the mode's game in the piece's play-test scene,
# titled as the game titles the level (issue 31: City Cat Catch's said "play-tes").

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditorPieces = preload("res://addons/level_editor/editor_pieces.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")


func test_every_mode_s_playtest_starts_its_game():
	timeout_seconds = 120
	var played = []
	for entry in ModeRegistry.modes():
		var piece = EditorPieces.new_piece(entry)
		var playtest = piece.playtest()
		piece.free()
		if not entry.get("editor", "").empty():  # a mode with a piece of its own plays too (issue 31 §6)
			assert_false(playtest.empty(), "%s has no play-test" % entry["id"])
		if playtest.empty():
			continue
		var folder = "res://levels".plus_file(entry["id"])
		var packs = PackFiles.pack_numbers(folder).values()
		packs.sort()
		var pack = ProjectSettings.globalize_path(packs[0])
		var pack_level = PackFiles.read_json(packs[0])["value"]["levels"].back()
		var level = pack_level["id"]
		var out = scratch_path("playtest-%s.json" % entry["id"])
		var args = CoreTools.bake_playtest_args(pack, level, ProjectSettings.globalize_path(out))
		var run = CoreTools.new().run(args)
		assert_eq(run["code"], 0, run["output"])
		var scene = load(playtest["scene"]).instance()
		scene.level_file = out
		scene.catalog_file = scratch_path("catalog-%s.json" % entry["id"])
		add_child(scene)
		yield(get_tree(), "idle_frame")
		assert_true(scene.game != null, "%s: %s" % [entry["id"], scene.get_node("Message").text])
		var title = scene.game.find_node("LevelBox", true, false).get_node("Level")
		assert_eq(title.text, _title(entry["id"], pack_level), entry["id"] + ": the level's title")
		var width = title.get_font("font").get_string_size(title.text).x
		assert_true(width <= title.rect_size.x, "%s: '%s' fully shown" % [entry["id"], title.text])
		scene.queue_free()
		played.append(entry["id"])
	assert_false(played.empty(), "modes play")


# The title the mode's game gives `level` in play: the path modes and Hex Tracks its id ("2-5");
# City Cat Catch its city's place and its level number (harbor-6: "1-6", cat_mode.gd).
static func _title(mode: String, level: Dictionary) -> String:
	if mode != "city-cat-catch":
		return level["id"]
	var cities = ModeRegistry.load_catalog(mode).city_ids()
	return "%d-%d" % [cities.find(level["cityId"]) + 1, int(level["levelId"])]
