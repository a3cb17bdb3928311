extends "res://tests/godot/test_case.gd"
# Every mode whose piece offers Play-test plays there (and only those get the button; every mode
# with a piece of its own offers it): a level of its first shipped pack, baked by the editor's
# command into the piece's play-test file, starts the mode's game in the piece's play-test scene.

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
		var level = PackFiles.read_json(packs[0])["value"]["levels"][0]["id"]
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
		scene.queue_free()
		played.append(entry["id"])
	assert_false(played.empty(), "modes play")
