extends "res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd"
# Playing City Cat Catch through its real scenes: the city select, a city's levels, clearing a
# board by clicking its witness, the win card and the next level, progress in the city's own
# bucket, the daily board, and back through the layers.


func test_the_mode_opens_on_the_cities_and_a_city_opens_its_six_levels():
	yield(open_mode(store), "completed")
	var cities = mode.city_select()
	assert_true(cities.visible, "the city select comes first")
	var shipped = ["harbor", "lantern", "ridge", "snowpine", "oasis", "blossom"]
	assert_eq(mode.catalog.city_ids(), shipped, "six cities")
	for city_id in shipped:
		var card = cities.city_card(city_id)
		assert_true(card != null, "a card for %s" % city_id)
		assert_eq(card.name, "City-" + city_id)
		assert_eq(card.summary().split(" | ")[1], tr("cat_city_count") % [0, 6])
		var name = card.summary().split(" | ")[0]
		assert_true(name != "" and name != city_id, "%s is named: %s" % [city_id, name])
		var preview = card.find_node("Preview", false, false)
		assert_eq(preview.arts.size(), 4, "%s shows four of its elements" % city_id)
		for art in preview.arts:
			assert_false(art.empty(), "%s: drawn art" % city_id)
		var colours = mode.catalog.city(city_id)["colors"]
		assert_eq(preview.tile, Color(colours["tile"]), "%s's tile colour" % city_id)
	click(cities.city_card("lantern"))
	yield(frames(2), "completed")
	assert_true(select.visible, "tapping a city opens its levels")
	assert_false(cities.visible)
	assert_eq(mode.city_id, "lantern")
	var ids = mode.city_catalog.level_ids()
	assert_eq(ids.size(), 6)
	assert_false(select.tile_of(ids[0]).is_locked(), "the first level is open")
	for i in range(1, 6):
		assert_true(select.tile_of(ids[i]).is_locked(), "%s is locked" % ids[i])
	assert_eq(select.tile_of(ids[2]).text, "3", "tiles show the level number")


func test_a_board_is_cleared_by_clicking_its_witness():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-1"), "completed")
	assert_true(game.visible)
	var witness = game.level["witness"]
	for i in range(witness.size()):
		assert_eq(session().status(), "playing", "still playing before tap %d" % i)
		yield(tap_piece(witness[i]), "completed")
	assert_eq(session().status(), "won", "the witness clears the board")
	assert_eq(session().taps, witness.size(), "every click was one tap")
	assert_true(game.is_card_open(), "the win card")
	assert_eq(game.frame().card().get("title", ""), tr("cleared"))
	assert_true(mode.progress.is_cleared("harbor-1"), "saved")
	var bucket = store.get_bucket("mode:city-cat-catch:harbor")
	assert_eq(bucket.get("version"), 1, "a versioned bucket of its own")
	assert_eq(bucket.get("clearedId"), ["harbor-1"])
	assert_eq(store.get_bucket("mode:city-cat-catch:lantern"), {}, "other cities untouched")
	press_card_button("next")
	yield(frames(2), "completed")
	assert_eq(game.level["id"], "harbor-2", "next level")
	assert_false(game.is_card_open())


func test_the_last_level_of_a_city_says_the_city_is_done():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("ridge", "ridge-6"), "completed")
	for id in game.level["witness"]:
		game.tap(id)
	yield(settled(), "completed")
	assert_true(game.is_card_open())
	assert_eq(game.frame().card_button("next"), null, "no next level after the sixth")
	assert_true(
		(
			game.frame().card().get("title", "").find(mode.catalog.city("ridge")["name"]["en"]) >= 0
			or (
				game.frame().card().get("title", "").find(mode.catalog.city("ridge")["name"]["zh"])
				>= 0
			)
		)
	)
	press_card_button("levels")
	assert_true(mode.level_select().visible)


func test_progress_per_city_survives_reopening_and_shows_on_the_city_cards():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("lantern", "lantern-1"), "completed")
	for id in game.level["witness"]:
		game.tap(id)
	yield(settled(), "completed")
	yield(open_mode(scratch_store()), "completed")
	assert_eq(
		mode.city_select().city_card("lantern").summary().split(" | ")[1],
		tr("cat_city_count") % [1, 6]
	)
	assert_eq(
		mode.city_select().city_card("harbor").summary().split(" | ")[1],
		tr("cat_city_count") % [0, 6]
	)
	mode.open_city("lantern")
	assert_false(mode.level_select().tile_of("lantern-2").is_locked(), "the next level is open")
	assert_true(mode.level_select().tile_of("lantern-3").is_locked())


func test_back_steps_through_the_layers():
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-2"), "completed")
	game.open_menu()
	assert_true(mode.go_back(), "the menu closes")
	assert_false(game.is_menu_open())
	assert_true(game.visible)
	assert_true(mode.go_back(), "the game returns to the level list")
	assert_true(mode.level_select().visible)
	assert_true(mode.go_back(), "the level list returns to the cities")
	assert_true(mode.city_select().visible)
	mode.city_select().open_settings()
	assert_true(mode.go_back(), "the settings sheet closes")
	assert_false(mode.city_select().is_settings_open())
	assert_false(mode.go_back(), "nothing left: the shell takes over")


func test_the_shell_opens_the_mode_from_its_card():
	var shell = load("res://scenes/shell/shell.tscn").instance()
	add_child(shell)
	yield(frames(2), "completed")
	shell.open_mode("city-cat-catch")
	if shell.mode == null:
		yield(shell, "mode_opened")  # its catalog was still being read
	assert_true(shell.mode != null, "the mode is mounted")
	assert_true(shell.mode.city_select().visible)
	shell.mode.emit_signal("closed")
	yield(frames(1), "completed")
	assert_eq(shell.mode, null, "closed returns to the shell")
	shell.queue_free()
