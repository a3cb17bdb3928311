extends "res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd"
# The daily board through the real scenes (issue 19 §3): today's board of a city is generated on
# the device off the main thread (the same board as daily_generator.gd makes), the game screen
# shows its loading state until it is ready, leaving or closing during the generation neither
# starts the board nor crashes, any date works (a date in 2031), and each city keeps a daily
# streak like Number Stroke's (card, win card, save), carrying the days an older save cleared.

const DailyGenerator = preload("res://scripts/city_cat_catch/daily_generator.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const DAILY_BUCKET = "mode:city-cat-catch:daily"


func test_the_card_plays_today_s_board_made_on_the_device_and_keeps_the_streak():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	var yesterday = UtcDate.date_of_day(UtcDate.day_number(TODAY) - 1)
	var record = mode.daily_streaks.of("ridge")
	record.mark_solved(yesterday, 60000, 0)
	mode.open_city("ridge")
	yield(frames(2), "completed")
	var card = mode.daily_card()
	assert_true(card.summary().begins_with(tr("cat_daily")), card.summary())
	var name = PackCatalog.text_in(
		mode.catalog.city("ridge")["name"], TranslationServer.get_locale()
	)
	assert_true(card.summary().find(name) >= 0, card.summary())
	assert_true(card.summary().ends_with("1 %s" % tr("streak_days")), "yesterday's run")
	click(card)
	yield(daily_shown(), "completed")
	assert_true(game.visible and game.is_daily(), "the daily board is on the screen")
	var expected = DailyGenerator.new().board(mode.catalog.daily_source("ridge"), TODAY)
	assert_eq(game.level, expected["level"], "the generator's board of today")
	assert_eq(game.level["id"], "daily-%s-ridge" % TODAY)
	assert_eq(game.frame().find_node("Level", true, false).text, tr("cat_daily_short"))
	for id in game.level["witness"]:
		game.tap(id)
	yield(settled(), "completed")
	assert_eq(session().status(), "won")
	var shown = game.frame().card()
	assert_eq(shown.get("title"), tr("cat_daily_done"))
	assert_eq(shown.get("figure"), "2", "two days in a row")
	assert_true(shown.get("text", "").begins_with(tr("daily_streak") % [2, 2]), str(shown))
	var saved = store.get_bucket("%s:ridge" % DAILY_BUCKET)
	assert_eq(saved["solved"].keys().size(), 2, "yesterday and today")
	assert_true(saved["solved"].has(TODAY))
	assert_eq(saved["best"], 2)
	assert_false(store.get_bucket("%s:harbor" % DAILY_BUCKET).has("solved"), "another city's")
	press_card_button("levels")
	assert_true(card.summary().find(tr("daily_solved")) >= 0, "the card says so")
	assert_true(card.summary().ends_with("2 %s" % tr("streak_days")), card.summary())


func test_a_tap_before_the_board_is_made_shows_the_loading_state():
	yield(open_mode(store), "completed")
	mode.open_city("harbor")
	mode.play_daily()  # in the same frame: the board cannot be ready
	assert_true(game.visible, "the game screen")
	assert_true(game.is_loading() and board.is_loading(), "in its loading state")
	assert_eq(board.loading_text(), tr("cat_daily_loading"))
	for id in ["undo", "remove", "shuffle", "restart"]:
		assert_true(game.button(id).disabled, "%s off while loading" % id)
	press_button("restart")
	click_at(board.get_global_rect().position + board.rect_size / 2.0)
	assert_eq(game.session, null, "no move taken")
	yield(daily_shown(), "completed")
	assert_false(board.is_loading())
	assert_eq(game.level["id"], "daily-%s-harbor" % TODAY)
	assert_false(game.button("restart").disabled)
	yield(tap_piece(game.level["witness"][0]), "completed")
	assert_eq(session().taps, 1, "the board plays")


func test_leaving_while_the_board_is_made_keeps_the_list_and_then_the_board():
	yield(open_mode(store), "completed")
	mode.open_city("oasis")
	mode.play_daily()
	assert_true(game.is_loading())
	assert_true(mode.go_back(), "back from the loading screen")
	assert_true(select.visible, "the level list")
	assert_false(game.visible)
	while mode.daily_boards.board("oasis", TODAY).empty():
		yield(mode.daily_boards, "generated")
	yield(frames(2), "completed")
	assert_true(select.visible and not game.visible, "the board did not start by itself")
	mode.play_daily()
	assert_false(game.is_loading(), "made once: it starts at once")
	assert_eq(game.level["id"], "daily-%s-oasis" % TODAY)


func test_closing_the_mode_while_the_board_is_made_stops_the_generation():
	yield(open_mode(store), "completed")
	mode.open_city("blossom")
	mode.play_daily()
	var boards = mode.daily_boards
	assert_true(boards.is_making("blossom", TODAY), "being made")
	remove_child(mode)
	mode.free()
	mode = null
	assert_false(boards.is_making("blossom", TODAY), "stopped with the mode")
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	assert_eq(boards.board("blossom", TODAY), {}, "nothing kept from a stopped generation")


func test_any_date_has_its_board_here_one_in_2031():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	mode.today = "2031-06-15"
	yield(play_daily_of("lantern"), "completed")
	assert_eq(game.level["id"], "daily-2031-06-15-lantern")
	assert_eq(game.level["seedText"], "2031-06-15:daily:lantern:v1")
	assert_eq(game.level["date"], "2031-06-15")
	for id in game.level["witness"]:
		game.tap(id)
	assert_eq(session().status(), "won", "its witness clears it")


# A save from before the streaks kept the days cleared per city: they count.
func test_days_an_older_save_cleared_count_in_the_streak():
	var two_days_ago = UtcDate.date_of_day(UtcDate.day_number(TODAY) - 2)
	var yesterday = UtcDate.date_of_day(UtcDate.day_number(TODAY) - 1)
	store.set_bucket(
		DAILY_BUCKET, {"version": 1, "cleared": {"harbor": [two_days_ago, yesterday], "x": 3}}
	)
	yield(open_mode(store), "completed")
	mode.open_city("harbor")
	yield(frames(2), "completed")
	assert_true(mode.daily_card().summary().ends_with("2 %s" % tr("streak_days")))
	assert_eq(mode.daily_streaks.of("harbor").best(), 2)
	var saved = store.get_bucket("%s:harbor" % DAILY_BUCKET)
	assert_eq(saved["solved"].keys().size(), 2, "carried into the city's record")
	assert_eq(mode.daily_streaks.of("ridge").streak(TODAY), 0, "other cities start from 0")


func test_a_city_whose_daily_spec_is_bad_shows_a_message():
	var root = JSON.parse(read_file("res://levels/city-cat-catch.baked.json")).result
	root["cities"][0]["daily"][0]["grid"]["rows"] = 40
	var path = write_file(scratch_path("bad-daily.json"), JSON.print(root))
	yield(open_mode(store, path), "completed")
	mode.open_city(root["cities"][0]["cityId"])
	yield(frames(2), "completed")
	assert_true(mode.daily_card().summary().find(tr("cat_daily_error")) >= 0)
	mode.play_daily()
	assert_false(game.visible, "no board")
	assert_true(select.visible)
	mode.open_city(root["cities"][1]["cityId"])
	yield(frames(2), "completed")
	assert_eq(mode.daily_card().summary().find(tr("cat_daily_error")), -1, "another city's")
