extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# The workshop (工坊) through its real scene: a bad paste shows what is wrong (never a crash), a
# good one shows the verdict and score worked out on the device and plays; the editor builds a
# level tap by tap with a live verdict, play-tests it, and its export reads back the same level.

const LevelRules = preload("res://scripts/hex_tracks/level_rules.gd")
const MODE = "hex-tracks"
const Analysis = preload("res://scripts/hex_tracks/analysis.gd")


func test_a_bad_import_shows_an_error():
	yield(open_mode(), "completed")
	click(mode.find_node("WorkshopButton", true, false))
	yield(frames(1), "completed")
	assert_true(mode.is_in_workshop(), "the Workshop button opens the workshop")
	click(workshop.find_node("ImportTab", true, false))
	yield(frames(1), "completed")
	var source = workshop.find_node("Source", true, false)
	assert_true(source.is_visible_in_tree(), "the import page shows")
	for text in [
		'{"version": 1, "id": "x"', '{"version": 1, "id": "x", "name": "x", "moveLimit": 0}'
	]:
		source.text = text
		click(workshop.find_node("Check", true, false))
		yield(frames(1), "completed")
		var shown = workshop.import_message()
		assert_true(shown.begins_with(tr("ht_import_error").split("%")[0]), shown)
		assert_true(workshop.find_node("PlayImported", true, false).disabled, "nothing to play")
	assert_true(workshop.import_message().find("moveLimit") != -1, "the message names the field")


func test_a_good_import_shows_the_verdict_and_plays():
	yield(open_mode(), "completed")
	mode.show_workshop()
	var level = mode.catalog.level(level_ids()[1])
	var path = write_file(scratch_path("level.json"), JSON.print(LevelRules.level_file(level)))
	var result = workshop.open_file(path)
	yield(frames(1), "completed")
	assert_eq(result["error"], "")
	var shown = workshop.import_message()
	assert_true(shown.find(tr("ht_verdict_solvable")) != -1, shown)
	assert_true(shown.find(str(level["score"])) != -1, "the score %d: %s" % [level["score"], shown])
	click(workshop.find_node("PlayImported", true, false))
	yield(frames(2), "completed")
	assert_true(mode.is_playing(), "Play opens the game")
	for action in level["solution"]:
		perform(action)
	yield(frames(2), "completed")
	assert_eq(game.session.status(), "won")
	assert_eq(mode.progress.cleared_count(), 0, "a workshop level leaves the progress alone")
	click(game.frame().card_button("workshop"))
	yield(frames(1), "completed")
	assert_true(mode.is_in_workshop(), "back to the workshop")


func test_the_editor_builds_a_level_and_its_export_round_trips():
	yield(open_mode(), "completed")
	mode.show_workshop()
	yield(frames(2), "completed")
	click(workshop.find_node("Radius2", true, false))
	yield(frames(1), "completed")
	assert_eq(workshop.editor_level()["cells"].size(), 19, "radius 2: 19 cells")
	assert_eq(workshop.verdict_text(), tr("ht_verdict_empty") + " · " + tr("ht_pieces") % 0)
	var view = workshop.editor_board()
	# A curved track on (0, -1), then a tile on (0, 0) heading up into it in colour 7.
	click(workshop.find_node("Tool_track", true, false))
	yield(frames(2), "completed")
	yield(_pick("Pairing2"), "completed")
	var tracks = workshop.pairing.duplicate()
	click_at(view, view.centre_of_cell(0, -1))
	click(workshop.find_node("Tool_tile", true, false))
	yield(frames(2), "completed")
	yield(_pick("Dir0"), "completed")
	yield(_pick("Color7"), "completed")
	click_at(view, view.centre_of_cell(0, 0))
	yield(_pick("Dir3"), "completed")
	click_at(view, view.centre_of_cell(1, 0))
	yield(frames(1), "completed")
	var level = workshop.editor_level()
	assert_eq(level["tiles"].size(), 2, "two tiles placed")
	assert_eq(level["tiles"][0], {"id": "t0", "q": 0, "r": 0, "dir": 0, "color": 7})
	assert_eq(level["moveLimit"], 2, "the budget follows the tiles")
	var expected = Analysis.analyze(level)
	assert_true(workshop.verdict_text().begins_with(tr("ht_verdict_" + expected["verdict"])))
	for cell in level["cells"]:
		if cell["q"] == 0 and cell["r"] == -1:
			assert_eq(cell["tracks"], tracks, "the cell got the chosen pairing")
	click(workshop.find_node("Tool_erase", true, false))
	yield(frames(2), "completed")
	click_at(view, view.centre_of_cell(1, 0))
	assert_eq(workshop.editor_level()["tiles"].size(), 1, "erase takes a tile off")
	click(workshop.find_node("Export", true, false))
	var path = workshop.last_export_path
	assert_true(path.begins_with("user://workshop/"), path)
	var text = read_file(path)
	assert_eq(OS.clipboard, text, "the export is on the clipboard too")
	Directory.new().remove(path)
	var read = LevelRules.read_level_text(text, MODE)
	assert_eq(read["error"], "", "the export reads back")
	var edited = workshop.editor_level()
	for key in ["cells", "tiles", "moveLimit", "rotationEnabled"]:
		assert_eq(read["level"][key], edited[key], key)
	click(workshop.find_node("PlayTest", true, false))
	yield(frames(2), "completed")
	assert_true(mode.is_playing(), "play-test opens the game")
	assert_eq(game.session.board.n, 1)
	assert_true(mode.go_back(), "back")
	assert_true(mode.is_in_workshop(), "returns to the workshop")


# Scrolls a palette button into view, waits for the scroll, then taps it.
func _pick(name):
	var button = workshop.palette_button(name)
	yield(frames(2), "completed")
	click(button)
