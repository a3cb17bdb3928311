extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# Playing through the real scenes with touch gestures: the first four levels, level advance,
# saved progress, and the level select.

var _closes = 0


func test_first_four_levels_are_played_by_dragging():
	yield(open_mode(store), "completed")
	var ids = level_ids()
	click(select.tile_of(ids[0]))
	yield(frames(2), "completed")
	assert_true(game.visible, "tapping the first tile opens the game")
	for i in range(4):
		assert_eq(game.level["id"], ids[i], "level %d is on the board" % (i + 1))
		touch.draw(game.level["hintPath"])
		assert_eq(session().phase, "cleared", "%s cleared by one drag" % ids[i])
		assert_eq(cell(game.level["hintPath"].back()).text, str(game.level["hintPath"].size()))
		assert_true(mode.progress.is_cleared(ids[i]), "%s saved as cleared" % ids[i])
		yield(celebration(), "completed")
	assert_eq(game.level["id"], ids[4], "the clear of the fourth level opens the fifth")
	assert_eq(session().phase, "empty")


func test_progress_survives_a_restart_of_the_game():
	yield(open_mode(store), "completed")
	var ids = level_ids()
	for i in range(2):
		yield(play(ids[i]), "completed")
		touch.draw(game.level["hintPath"])
	yield(open_mode(scratch_store()), "completed")
	assert_true(mode.progress.is_cleared(ids[0]) and mode.progress.is_cleared(ids[1]))
	assert_eq(mode.progress.first_uncleared_id(), ids[2])
	assert_true(select.visible, "the mode opens on the level select")
	assert_false(select.tile_of(ids[2]).is_locked(), "the first uncleared level is open")
	assert_true(select.tile_of(ids[3]).is_locked(), "the one after it is still locked")


func test_the_last_level_returns_to_the_level_select():
	yield(open_mode(store), "completed")
	var last = level_ids().back()
	yield(play(last), "completed")
	touch.draw(game.level["hintPath"])
	yield(celebration(), "completed")
	assert_true(select.visible)
	assert_false(game.visible)


func test_locked_levels_do_not_open():
	yield(open_mode(store), "completed")
	click(select.tile_of(level_ids()[2]))
	yield(frames(1), "completed")
	assert_false(game.visible)


func test_the_game_menu_leads_to_the_level_list_and_the_shell():
	yield(open_mode(store), "completed")
	yield(play(level_ids()[0]), "completed")
	click(named(game, "MenuButton"))
	assert_true(game.is_menu_open(), "the menu opens")
	click(named(game, "LevelList"))
	assert_true(select.visible, "level list")
	yield(play(level_ids()[0]), "completed")
	mode.connect("closed", self, "_on_mode_closed")
	click(named(game, "MenuButton"))
	click(named(game, "Modes"))
	assert_eq(_closes, 1, "back to the shell")


func _on_mode_closed():
	_closes += 1


func test_a_clear_is_saved_at_once_and_leaving_during_the_celebration_stays_on_the_list():
	yield(open_mode(store), "completed")
	var first = level_ids()[0]
	yield(play(first), "completed")
	touch.draw(game.level["hintPath"])
	var saved = store.get_bucket(BUCKET).get("clearedId", [])
	assert_true(saved.has(first), "saved the moment the level is cleared")
	click(named(game, "MenuButton"))
	click(named(game, "LevelList"))
	yield(celebration(), "completed")
	assert_true(select.visible, "still on the list after the celebration")
	assert_false(game.visible)
