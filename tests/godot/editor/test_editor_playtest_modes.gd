extends "res://tests/godot/test_case.gd"
# Every mode whose piece offers Play-test plays there (and only those get the button; every mode
# with a piece of its own offers it): a level of its first shipped pack, baked by the editor's
# command into the piece's play-test file, starts the mode's game in the piece's play-test scene,
# titled as the game titles the level (issue 31: one mode's said "play-tes"): its id, or
# what the mode's playtest_title.gd in tests/godot/editor/modes/<folder>/ says.

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditorPieces = preload("res://addons/level_editor/editor_pieces.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")


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
		assert_eq(title.text, _title(entry, pack_level), entry["id"] + ": the level's title")
		var width = title.get_font("font").get_string_size(title.text).x
		assert_true(width <= title.rect_size.x, "%s: '%s' fully shown" % [entry["id"], title.text])
		scene.queue_free()
		played.append(entry["id"])
	assert_false(played.empty(), "modes play")


# The title the mode's game gives `level` in play: its id, unless the mode's test part says.
static func _title(entry: Dictionary, level: Dictionary) -> String:
	var part = Files.mode_part(entry, "playtest_title.gd")
	return level["id"] if part.empty() else load(part).title(entry["id"], level)
