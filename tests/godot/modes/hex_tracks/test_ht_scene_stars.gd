extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# Stakes without a budget (issue 18 §3): the clear card gives stars against the level's fewest
# turns (scripts/hex_tracks/stars.gd), the best is kept per level and shown on the level list;
# the first clear of a chapter's last level goes on to the chapter's card, the campaign's last
# to the finale. Played with real taps (reduced motion: moves show at once).

const Stars = preload("res://scripts/hex_tracks/stars.gd")
const Texts = preload("res://scripts/hex_tracks/texts.gd")


func _play_solution():
	for action in game.level["solution"]:
		perform(action)
	yield(frames(2), "completed")


func test_the_clear_card_gives_stars_against_the_fewest_turns_and_keeps_the_best():
	yield(open_mode(), "completed")
	var id = level_with_rotation()
	for earlier in level_ids():
		if earlier == id:
			break
		mode.progress.mark_cleared(earlier)
	yield(play(id), "completed")
	yield(_play_solution(), "completed")
	assert_true(game.is_card_open())
	assert_eq(game.frame().card()["figure"], Stars.text(3), "the fewest turns, no try: three")
	assert_eq(mode.progress.stars_of(id), 3)
	assert_eq(store.get_bucket(BUCKET)["stars"][id], 3, "saved")
	assert_true(game.frame().card()["text"].find(tr("ht_three_stars_got")) != -1)
	# Again with three extra turns: one star; the best stays three.
	yield(play(id), "completed")
	for dir in [1, -1, 1, -1]:
		click(game.button("rotate_right" if dir == 1 else "rotate_left"))
	yield(_play_solution(), "completed")
	var optimum = int(mode.catalog.level(id)["rotations"])
	assert_eq(game.session.rotations, optimum + 4)
	assert_eq(game.frame().card()["figure"], Stars.text(1), "R + 4 turns: one star")
	var text = game.frame().card()["text"]
	assert_true(text.find(tr("ht_best") % Stars.text(3)) != -1, "the best is named: " + text)
	assert_eq(mode.progress.stars_of(id), 3, "the best is kept")
	click(game.frame().card_button("levels"))
	yield(frames(2), "completed")
	assert_eq(select.tile_of(id).stars, 3, "the level list shows the best")
	assert_eq(select.tile_of(level_ids()[0]).stars, 0, "a level cleared before stars: none yet")
	assert_eq(select.tile_of(level_ids().back()).stars, -1, "a locked level shows none")


func test_a_failed_try_costs_a_star():
	var found = yield(_fail_a_tap(), "completed")
	yield(_play_solution(), "completed")
	assert_eq(game.session.failed, 1)
	var expected = Stars.stars(game.session.rotations, 1, 0, int(game.level["rotations"]))
	assert_eq(game.frame().card()["figure"], Stars.text(expected))
	assert_true(expected < 3, "a failed try never gives three")


func test_an_undone_failed_try_and_a_hint_still_cost_their_star():
	var found = yield(_fail_a_tap(), "completed")
	yield(settled(), "completed")
	click(game.button("undo"))
	yield(settled(), "completed")
	assert_eq(game.session.failed, 0, "the counters line is the board's (seed 003)")
	yield(_play_solution(), "completed")
	assert_eq(game.frame().card()["figure"], Stars.text(2), "undo does not launder the try")
	assert_true(game.frame().card()["text"].find(Texts.count("ht_tries", 1)) != -1)
	# Again: a restart begins a clean attempt; a hint in it costs a star.
	yield(play(found[0]), "completed")
	tap_tile(found[1])
	yield(settled(), "completed")
	click(game.button("restart"))
	click(game.button("hint"))
	yield(settled(), "completed")
	yield(_play_solution(), "completed")
	assert_eq(game.frame().card()["figure"], Stars.text(2), "one hint: two stars")
	assert_true(game.frame().card()["text"].find(Texts.count("ht_hints", 1)) != -1)


func test_the_last_clear_of_a_chapter_opens_its_card():
	yield(open_mode(), "completed")
	var chapter = mode.catalog.packs()[0]["levelIds"]
	for id in chapter.slice(0, chapter.size() - 2):
		mode.progress.mark_cleared_with_stars(id, 2)
	yield(play(chapter.back()), "completed")
	yield(_play_solution(), "completed")
	assert_eq(game.frame().card()["title"], tr("cleared"), "the level's own card first")
	assert_true(game.frame().card_button("next") == null, "no Next yet")
	click(game.frame().card_button("continue"))
	yield(frames(1), "completed")
	var card = game.frame().card()
	assert_eq(card["title"], tr("ht_chapter_done") % 1)
	var stars = 2 * (chapter.size() - 1) + mode.progress.stars_of(chapter.back())
	assert_eq(card["figure"], "★ %d/%d" % [stars, 3 * chapter.size()], "the chapter's stars")
	click(game.frame().card_button("next"))
	yield(frames(2), "completed")
	assert_eq(mode.current_level_id(), mode.catalog.packs()[1]["levelIds"][0], "chapter 2 starts")
	# Cleared again: the chapter was already complete, so no chapter card.
	yield(play(chapter.back()), "completed")
	yield(_play_solution(), "completed")
	assert_true(game.frame().card_button("continue") == null, "only the first time")


func test_the_campaign_s_last_clear_ends_on_the_finale():
	yield(open_mode(), "completed")
	var ids = level_ids()
	for id in ids.slice(0, ids.size() - 2):
		mode.progress.mark_cleared_with_stars(id, 3)
	yield(play(ids.back()), "completed")
	yield(_play_solution(), "completed")
	click(game.frame().card_button("continue"))
	yield(frames(1), "completed")
	var card = game.frame().card()
	assert_eq(card["title"], tr("ht_finale_title"))
	var total = 3 * (ids.size() - 1) + mode.progress.stars_of(ids.back())
	assert_eq(card["figure"], "★ %d/%d" % [total, 3 * ids.size()], "every star of the campaign")
	assert_eq(card["text"], tr("ht_finale_text") % [ids.size(), mode.catalog.packs().size()])
	click(game.frame().card_button("levels"))
	yield(frames(1), "completed")
	assert_true(select.visible, "the list")


# Opens the first level with a tile blocked at the start (the ones before it cleared) and taps
# that tile: a failed try. [level id, tile] (a coroutine).
func _fail_a_tap():
	yield(open_mode(), "completed")
	var found = blocked_at_start()
	for id in level_ids():
		if id == found[0]:
			break
		mode.progress.mark_cleared(id)
	yield(play(found[0]), "completed")
	tap_tile(found[1])
	return found
