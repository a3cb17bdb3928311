extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# Playing through the real scenes with touch gestures: the first four levels, level advance,
# saved progress, and the level select.

const FIXTURE = "res://tests/godot/fixtures/number-stroke.baked.json"

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
	assert_true(game.is_card_open(), "its pack's card")
	assert_eq(game.frame().card_button("next"), null, "no pack after the last")
	game.frame().card_button("levels").emit_signal("pressed")
	assert_true(select.visible)
	assert_false(game.visible)


# Fixture: packs 1 (1-1, 1-2), 2 (2-1), 3 (3-1).
func test_a_pack_s_last_level_shows_the_pack_card_and_the_last_clear_the_finale():
	yield(open_mode(store, FIXTURE), "completed")
	yield(play("1-1"), "completed")
	touch.draw(game.level["hintPath"])
	yield(celebration(), "completed")
	assert_false(game.is_card_open(), "inside a pack the next level just opens")
	assert_eq(game.level["id"], "1-2")
	touch.draw(game.level["hintPath"])
	yield(celebration(), "completed")
	assert_true(game.is_card_open(), "the pack's last level: a card")
	assert_eq(game.frame().card().get("title"), tr("pack_done") % 1)
	assert_eq(game.frame().card().get("figure"), "2/2")
	assert_eq(game.level["id"], "1-2", "no next level behind the card")
	game.frame().card_button("next").emit_signal("pressed")
	assert_false(game.is_card_open())
	assert_eq(game.level["id"], "2-1", "next pack")
	touch.draw(game.level["hintPath"])
	yield(celebration(), "completed")
	assert_true(mode.go_back(), "back from a card")
	assert_true(select.visible, "goes to the list")
	yield(play("3-1"), "completed")
	touch.draw(game.level["hintPath"])
	yield(celebration(), "completed")
	assert_eq(game.frame().card().get("title"), tr("all_done"), "every level cleared: the finale")
	assert_eq(game.frame().card().get("figure"), "4/4")
	game.frame().card_button("levels").emit_signal("pressed")
	assert_true(select.visible)
	yield(play("3-1"), "completed")
	touch.draw(game.level["hintPath"])
	yield(celebration(), "completed")
	assert_eq(game.frame().card().get("title"), tr("pack_done") % 3, "the finale shows once")


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
