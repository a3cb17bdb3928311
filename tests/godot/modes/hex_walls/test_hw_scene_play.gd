extends "res://tests/godot/modes/hex_walls/hw_scene_test_case.gd"
# Playing Hex Walls through the real scenes with touch gestures: from the shell's card to the
# last level (a card at the end of each pack, the finale card after the last clear), level
# advance, progress in its own save bucket, the level select and the menu.

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const SHELL_SCENE = preload("res://scenes/shell/shell.tscn")
# Engine.time_scale while every level is played: the clear's hold is game time, the clicks and
# the level clock are not (the runner puts the scale back after the test).
const CELEBRATION_SPEED = 16.0

var _closes = 0


func _init():
	# A clear celebration (half a second) per shipped level in one test.
	timeout_seconds = 300


func test_from_the_shell_card_through_every_level_to_the_last():
	# The shell's mode reads the SaveStore autoload (the runner opened it on this test's save).
	var save_store = get_node("/root/SaveStore")
	set_reduced_motion(true)
	Engine.time_scale = CELEBRATION_SPEED
	var shell = SHELL_SCENE.instance()
	add_child(shell)
	yield(frames(2), "completed")
	var card = null
	for each in named(shell, "Modes").get_children():
		if each.mode_id == "03-hex-walls":
			card = each
	assert_true(card != null and card.playable, "the Hex Walls card is playable")
	click(card)
	if shell.mode == null:
		yield(shell, "mode_opened")  # its catalog was still being read
	yield(frames(2), "completed")
	mode = shell.mode
	assert_true(mode != null and mode.name == "HexWalls", "the card opens Hex Walls")
	game = mode.get_node("Game")
	select = mode.get_node("LevelSelect")
	board = game.board()
	touch = Gestures.new(get_tree(), board)
	var ids = level_ids()
	assert_eq(ids.size(), 79)
	yield(frames(2), "completed")  # the shell's loading sheet goes
	click(select.tile_of(ids[0]))
	yield(frames(2), "completed")
	var packs = 0
	for i in range(ids.size()):
		if game.level.get("id") != ids[i]:
			fail("level %s is not on the board (got %s)" % [ids[i], game.level.get("id")])
			return
		touch.draw(game.level["hintPath"])
		assert_eq(session().phase, "cleared", "%s cleared by one drag" % ids[i])
		assert_true(mode.progress.is_cleared(ids[i]), "%s saved" % ids[i])
		var solved_in = game.elapsed_ms()
		OS.delay_msec(3)
		assert_eq(game.elapsed_ms(), solved_in, "%s: the clock stopped when it was solved" % ids[i])
		assert_eq(mode.progress.stats_of(ids[i]).get("timeMs"), solved_in, "and the time is kept")
		yield(celebration(), "completed")
		var last_of_pack = i == ids.size() - 1 or _pack(ids[i + 1]) != _pack(ids[i])
		assert_eq(game.is_card_open(), last_of_pack, "%s: a card only after a pack's last" % ids[i])
		if last_of_pack and i < ids.size() - 1:
			_assert_pack_card(_pack(ids[i]))
			click(game.frame().card_button("next"))
			yield(frames(2), "completed")
			packs += 1
	assert_eq(packs + 1, mode.catalog.packs().size(), "a card after every pack")
	var finale = game.frame().card()
	assert_eq(finale.get("title"), tr("all_done"), "the last clear: the finale")
	assert_eq(finale.get("figure"), "%d/%d" % [ids.size(), ids.size()])
	assert_true(game.frame().card_button("modes") != null, "it offers the other games")
	click(game.frame().card_button("levels"))
	assert_true(select.visible, "after the last level the list comes back")
	assert_eq(mode.progress.cleared_count(), ids.size())
	assert_eq(save_store.get_bucket(BUCKET).get("clearedId", []).size(), ids.size())
	shell.go_back()
	assert_eq(shell.mode, null, "back from the list returns to the shell")
	# Let the closed mode be freed before the settings are put back (after_each).
	yield(frames(2), "completed")


func test_the_first_level_is_played_by_dragging_and_the_second_opens():
	yield(open_mode(store), "completed")
	var ids = level_ids()
	assert_true(select.visible, "the mode opens on its level select")
	assert_eq(named(select, "Title").text, "mode_hex_walls")
	click(select.tile_of(ids[0]))
	yield(frames(2), "completed")
	assert_true(game.visible, "tapping the first tile opens the game")
	assert_eq(named(game, "Level").text, "1-1")
	assert_eq(named(game, "Detail").text, tr("grade_" + game.level["grade"]), "its grade under it")
	assert_true(named(game, "Detail").visible)
	assert_eq(game.find_node("Counter", true, false).text, "⬡ × 3")
	assert_eq(named(game, "Caption").text, game.level["caption"]["en"])
	var solution = game.level["hintPath"]
	touch.draw(solution)
	assert_eq(session().path, solution)
	assert_eq(cell(solution.back()).text, str(solution.size()), "the step is written on the hex")
	assert_eq(cell(solution.back()).fill, Colors.VISITED_BRIGHT, "the path brightens")
	assert_eq(game.message(), tr("cleared"))
	yield(celebration(), "completed")
	assert_eq(game.level["id"], ids[1], "the clear opens the next level")
	assert_eq(session().phase, "empty")


func test_progress_is_saved_in_its_own_bucket_and_survives_a_restart_of_the_game():
	yield(open_mode(store), "completed")
	var ids = level_ids()
	for i in range(2):
		yield(play(ids[i]), "completed")
		touch.draw(game.level["hintPath"])
	var bucket = store.get_bucket(BUCKET)
	assert_eq(bucket.get("clearedId"), [ids[0], ids[1]], "saved the moment each level clears")
	assert_eq(bucket.get("version"), 1)
	assert_eq(store.get_bucket("mode:01-number-stroke"), {}, "Number Stroke's bucket untouched")
	yield(open_mode(scratch_store()), "completed")
	assert_true(mode.progress.is_cleared(ids[0]) and mode.progress.is_cleared(ids[1]))
	assert_true(select.visible)
	assert_false(select.tile_of(ids[2]).is_locked(), "the first uncleared level is open")
	assert_true(select.tile_of(ids[3]).is_locked(), "the one after it is still locked")
	click(select.tile_of(ids[3]))
	yield(frames(1), "completed")
	assert_false(game.visible, "a locked level does not open")


func test_the_game_menu_leads_to_the_level_list_and_the_shell():
	yield(open_mode(store), "completed")
	yield(play(level_ids()[0]), "completed")
	click(named(game, "MenuButton"))
	assert_true(game.is_menu_open(), "the menu opens")
	assert_true(mode.go_back(), "back closes the menu first")
	assert_false(game.is_menu_open())
	assert_true(mode.is_playing())
	click(named(game, "MenuButton"))
	click(named(game, "LevelList"))
	assert_true(select.visible, "level list")
	yield(play(level_ids()[0]), "completed")
	mode.connect("closed", self, "_on_mode_closed")
	click(named(game, "MenuButton"))
	click(named(game, "Modes"))
	assert_eq(_closes, 1, "back to the shell")


func _on_mode_closed():
	_closes += 1


func test_a_bad_level_file_shows_a_message_instead_of_crashing():
	var broken = mode_file_with_a_bad_level()
	yield(open_mode(store, write_file(scratch_path("bad.json"), broken)), "completed")
	assert_false(mode.catalog.ok)
	assert_true(select.visible)
	assert_eq(level_ids(), [])


func mode_file_with_a_bad_level():
	var level = load("res://tests/godot/modes/hex_walls/test_hw_session.gd").sample_level()
	level["adjacency"][0] = [1]
	return JSON.print(
		{
			"format": 1,
			"mode": "03-hex-walls",
			"packs": [{"pack": 1, "title": {"en": "T", "zh": "T"}, "levels": [level]}],
		}
	)


func test_every_level_fits_with_hexes_a_thumb_can_hit():
	yield(open_mode(store), "completed")
	for id in level_ids():
		yield(play(id), "completed")
		assert_true(
			board.unit() >= 96.0, "%s: neighbouring centres %.1f px apart" % [id, board.unit()]
		)
		var box = board.get_rect()
		for node in range(game.level["cells"].size()):
			var centre = board.centre_of(node)
			var inside = (
				centre.x - board.size >= 0
				and centre.x + board.size <= box.size.x
				and centre.y - board.size >= 0
				and centre.y + board.size <= box.size.y
			)
			if not inside:
				fail("%s: hex #%d is not inside the board" % [id, node])
				break


func test_every_button_is_big_enough_for_a_thumb():
	yield(open_mode(store), "completed")
	yield(play(level_ids()[0]), "completed")
	for id in ["undo", "restart", "show_way"]:
		var size = game.button(id).rect_size
		assert_true(size.x >= 96 and size.y >= 96, "%s is %s" % [id, size])
	assert_eq(game.button("add_number"), null, "no add-a-number in Hex Walls")


func _pack(id):
	return mode.catalog.pack_of(id)


# The card at the end of a pack: the pack done, all its levels, its title, the next pack.
func _assert_pack_card(pack):
	var card = game.frame().card()
	assert_eq(card.get("title"), tr("pack_done") % pack)
	var count = 0
	for entry in mode.catalog.packs():
		if int(entry["pack"]) == pack:
			count = entry["levelIds"].size()
			var locale = TranslationServer.get_locale()
			assert_eq(card.get("text"), PackCatalog.text_in(entry["title"], locale), "its title")
	assert_eq(card.get("figure"), "%d/%d" % [count, count])
	assert_true(game.frame().card_button("next") != null, "pack %d: on to the next" % pack)
