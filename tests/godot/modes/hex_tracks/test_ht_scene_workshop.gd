extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# The workshop (工坊) through its real scene: a bad paste shows what is wrong (never a crash), a
# good one shows the verdict and score worked out on the device and plays; the editor builds a
# level tap by tap with a live verdict, play-tests it, and its export reads back the same level.
# Verdicts are worked out on a worker thread: "checking" shows meanwhile, the newest board's
# verdict only is shown, and leaving finishes the threads.

const LevelImport = preload("res://scripts/hex_tracks/level_import.gd")
const LevelRules = preload("res://scripts/hex_tracks/level_rules.gd")
const LinearProgress = preload("res://scripts/common/linear_progress.gd")
const MODE = "hex-tracks"
const Analysis = preload("res://scripts/hex_tracks/analysis.gd")
const Texts = preload("res://scripts/hex_tracks/texts.gd")

var _played = []  # the levels the workshop asked to play


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
	assert_eq(workshop.import_message(), tr("ht_checking"), "checking, at once")
	yield(_checked(), "completed")
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


func _on_play_requested(level):
	_played.append(level)


# A board played once its verdict is shown carries it, so the game opens without searching
# again; played before, it carries none and the game searches: a board no one can clear is lost
# either way.
func test_a_board_played_with_its_verdict_known_opens_on_it():
	yield(open_mode(), "completed")
	mode.show_workshop()
	workshop.connect("play_requested", self, "_on_play_requested")
	var cells = []
	for q in range(-2, 3):
		for r in range(-2, 3):
			if abs(q + r) <= 2:
				cells.append({"q": q, "r": r, "tracks": [3, 4, 5, 0, 1, 2]})
	var tiles = [  # t0 goes up into t1, t1 down into t0, at every turn
		{"id": "t0", "q": 0, "r": 0, "dir": 0, "color": 0},
		{"id": "t1", "q": 0, "r": -1, "dir": 3, "color": 1}
	]
	var stuck = {
		"version": 1, "id": "w1", "name": "stuck", "moveLimit": 2, "cells": cells, "tiles": tiles
	}
	var good = LevelRules.level_file(mode.catalog.level(level_ids()[1]))
	for level in [stuck, good]:
		for known in [false, true]:
			workshop.import_text(JSON.print(level))
			if known:
				yield(_checked(), "completed")
			workshop.play_imported()
			yield(frames(1), "completed")
			var played = _played.back()
			assert_eq(played.has("verdict"), known, "%s, verdict known: %s" % [level["id"], known])
			var solvable = level == good
			if known:
				assert_eq(played["verdict"] == "solvable", solvable, JSON.print(played["verdict"]))
			assert_eq(game.session.status(), "playing" if solvable else "lost", level["id"])
			mode.show_workshop()


func test_the_editor_builds_a_level_and_its_export_round_trips():
	yield(open_mode(), "completed")
	mode.show_workshop()
	yield(frames(2), "completed")
	click(workshop.find_node("Radius2", true, false))
	yield(frames(1), "completed")
	assert_eq(workshop.editor_level()["cells"].size(), 19, "radius 2: 19 cells")
	yield(_checked(), "completed")
	assert_eq(workshop.verdict_text(), tr("ht_verdict_empty") + " · " + tr("ht_tiles_other") % 0)
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
	yield(_checked(), "completed")
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
	var read = LevelImport.read_text(text, MODE)
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


# An edit shows "checking" at once and the board stays live; edits made while a board is checked
# supersede it: only the newest board's verdict is ever shown.
func test_a_verdict_is_checked_off_the_main_thread_and_only_the_newest_is_shown():
	yield(open_mode(), "completed")
	mode.show_workshop()
	yield(frames(2), "completed")
	click(workshop.find_node("Radius3", true, false))
	yield(_checked(), "completed")
	workshop.set_tool("tile")
	workshop.set_tile_dir(0)
	workshop.edit_cell(0, 0)
	assert_eq(workshop.verdict_text(), tr("ht_checking"), "checking, at once")
	workshop.edit_cell(0, 1)
	workshop.edit_cell(1, -1)
	workshop.set_tool("erase")
	workshop.edit_cell(0, 0)
	var newest = workshop.editor_level()
	assert_eq(newest["tiles"].size(), 2)
	while workshop.verdict_text() == tr("ht_checking"):
		yield(get_tree(), "idle_frame")
	# The first verdict shown is the newest board's (the older ones' are dropped).
	var shown = workshop.verdict_text()
	assert_true(shown.begins_with(_verdict_word(newest)), shown)
	assert_true(shown.find(Texts.count("ht_tiles", 2)) != -1, "the newest board's: " + shown)
	yield(frames(2), "completed")
	assert_eq(workshop.verdict_text(), shown, "no older verdict arrives after it")


# Leaving the workshop while a board is checked finishes its thread (an unfinished one crashes
# Godot 3.2 on exit); nothing is shown afterwards.
func test_leaving_while_a_board_is_checked_finishes_the_thread():
	yield(open_mode(), "completed")
	mode.show_workshop()
	yield(frames(2), "completed")
	workshop.set_tool("tile")
	workshop.edit_cell(0, 0)
	var left = workshop
	var text = left.verdict_text()
	assert_eq(text, tr("ht_checking"))
	remove_child(mode)
	yield(frames(3), "completed")
	assert_eq(left.verdict_text(), text, "nothing arrives after it left")
	add_child(mode)
	yield(frames(1), "completed")
	workshop.edit_cell(0, 1)
	yield(_checked(), "completed")
	var level = workshop.editor_level()
	assert_true(workshop.verdict_text().begins_with(_verdict_word(level)), "checks again")
	assert_true(workshop.verdict_text().find(Texts.count("ht_tiles", 2)) != -1)


# The verdict word of a board worked out here.
func _verdict_word(level):
	return tr("ht_verdict_" + Analysis.analyze(level)["verdict"].replace("-", "_"))


# Waits until the verdicts on both pages are in.
func _checked():
	yield(get_tree(), "idle_frame")
	while tr("ht_checking") in [workshop.verdict_text(), workshop.import_message()]:
		yield(get_tree(), "idle_frame")


# Scrolls a palette button into view, waits for the scroll, then taps it.
func _pick(name):
	var button = workshop.palette_button(name)
	yield(frames(2), "completed")
	click(button)


func test_play_testing_an_empty_board_says_why_instead_of_a_dead_screen():
	yield(open_mode(), "completed")
	mode.show_workshop()
	yield(frames(2), "completed")
	click(workshop.find_node("Radius2", true, false))
	click(workshop.find_node("PlayTest", true, false))
	yield(frames(2), "completed")
	assert_false(mode.is_playing(), "nothing to play")
	assert_true(mode.is_in_workshop(), "the editor stays")
	assert_eq(named(workshop, "Message").text, tr("ht_playtest_empty"), "and says why")


func test_an_imported_level_opens_in_the_editor():
	yield(open_mode(), "completed")
	mode.show_workshop()
	var level = mode.catalog.level(level_ids()[3])
	var path = write_file(scratch_path("level.json"), JSON.print(LevelRules.level_file(level)))
	assert_true(named(workshop, "EditImported").disabled, "nothing to edit before an import")
	workshop.open_file(path)
	yield(frames(1), "completed")
	click(named(workshop, "EditImported"))
	yield(frames(1), "completed")
	assert_true(named(workshop, "EditorBoard").is_visible_in_tree(), "the editor shows")
	var edited = workshop.editor_level()
	assert_eq(edited["cells"], level["cells"], "the imported board")
	assert_eq(edited["tiles"], level["tiles"], "with its tiles")
	assert_eq(workshop.editor_board().level["tiles"].size(), level["tiles"].size(), "drawn")


func test_the_edited_board_survives_a_restart():
	yield(open_mode(), "completed")
	mode.show_workshop()
	yield(frames(2), "completed")
	click(workshop.find_node("Radius2", true, false))
	workshop.set_tool("tile")
	workshop.set_tile_dir(2)
	workshop.edit_cell(0, 0)
	workshop.edit_cell(1, -1)
	var before = workshop.editor_level()
	# The app is closed (nothing saved on the way out) and opened again on the same save.
	remove_child(mode)
	mode.free()
	mode = null
	var reopened_store = scratch_store()
	yield(open_mode(reopened_store), "completed")
	var after = mode.workshop().editor_level()
	assert_eq(after["cells"], before["cells"], "the board is back")
	assert_eq(after["tiles"], before["tiles"], "with its tiles")
	assert_false(File.new().file_exists(scratch_path("save.json.tmp")), "written whole")


# The kept draft is opened in the frame after the mode is (reading, checking and drawing a
# 127-cell one were 7 ms of the frame that opens the mode), or as soon as the board is used, and
# opening it writes nothing back to the save.
func test_the_draft_is_opened_the_frame_after_and_writes_nothing():
	var draft = JSON.parse(read_file("res://tests/fixtures/frame-budget/hex-tracks-127-25.json"))
	var store = scratch_store()
	var bucket = "%s:workshop" % LinearProgress.bucket_of(MODE)
	store.set_bucket(bucket, {"level": draft.result, "written": "by this test"})
	for used_at_once in [false, true]:
		mode = MODE_SCENE.instance()
		mode.save_store = store
		add_child(mode)
		var opened = mode.workshop()
		if not used_at_once:
			assert_eq(opened.edited["tiles"].size(), 0, "not in the frame the mode opens in")
			yield(get_tree(), "idle_frame")
			yield(get_tree(), "idle_frame")
		assert_eq(opened.editor_level()["tiles"].size(), 25, "the draft, used at %s" % used_at_once)
		remove_child(mode)
		mode.free()
		mode = null
	assert_eq(store.get_bucket(bucket).get("written"), "by this test", "not written again")


func test_english_counts_and_the_export_message_read_as_a_player_would():
	yield(open_mode(), "completed")
	settings.set_language("en")
	mode.show_workshop()
	yield(frames(2), "completed")
	click(workshop.find_node("Radius2", true, false))
	workshop.set_tool("tile")
	workshop.edit_cell(0, 0)
	yield(_checked(), "completed")
	assert_true(workshop.verdict_text().find("1 tile") != -1, workshop.verdict_text())
	assert_eq(workshop.verdict_text().find("1 tiles"), -1, "no '1 tiles'")
	workshop.edit_cell(1, 0)
	yield(_checked(), "completed")
	assert_true(workshop.verdict_text().find("2 tiles") != -1, workshop.verdict_text())
	var path = workshop.export_level()
	var shown = named(workshop, "Message").text
	Directory.new().remove(path)
	assert_eq(shown.find("user://"), -1, "no user:// path: " + shown)
	assert_true(shown.find(path.get_file()) != -1, "the file's name: " + shown)
	assert_true(path.get_file().begins_with("level-2"), "named by date: " + path.get_file())
	settings.set_language("zh")


func test_the_play_test_menu_leads_back_to_the_workshop():
	yield(open_mode(), "completed")
	mode.show_workshop()
	yield(frames(2), "completed")
	workshop.set_tool("tile")
	workshop.edit_cell(0, 0)
	click(named(workshop, "PlayTest"))
	yield(frames(2), "completed")
	assert_true(mode.is_playing(), "the play-test runs")
	game.open_menu()
	yield(frames(1), "completed")
	var way_out = named(game.frame(), "LevelList")
	assert_eq(way_out.text, "ht_back_to_workshop", "the menu says where it goes")
	click(way_out)
	yield(frames(1), "completed")
	assert_true(mode.is_in_workshop(), "and goes there")
	yield(play(level_ids()[0]), "completed")
	assert_eq(way_out.text, "level_list", "a campaign level's menu leads to the list")
