extends "res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd"
# A City Cat Catch board left half-played (the scene freed, as when the OS ends the app) comes
# back from a reopened save in the city's bucket: the tray, the seeded shuffle, the tool counts
# and the tools used; a lost board is not kept (the level starts fresh), nor a cleared one; the
# daily board comes back from a bucket of its own.

const CITY = "harbor"
const BUCKET = "mode:city-cat-catch:harbor"


func test_a_board_left_mid_way_is_resumed_and_a_clear_starts_it_fresh():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city(CITY, "harbor-2"), "completed")
	var witness = game.level["witness"]
	for i in range(2):
		yield(tap_piece(witness[i]), "completed")
	press_button("shuffle")
	yield(settled(), "completed")
	var state = session().state()
	var stats = game.play_stats()
	assert_eq(state["tray"].size(), 2, "two pieces in the tray")
	assert_eq(stats["hints"], 1, "one tool used")
	_free_mode()
	assert_eq(store.get_bucket(BUCKET)["attempt"]["levelId"], "harbor-2", "in the city's bucket")
	yield(open_mode(scratch_store()), "completed")
	yield(play_in_city(CITY, "harbor-2"), "completed")
	yield(settled(), "completed")
	assert_eq(session().state(), state, "the board, the tray and the shuffle as they were")
	assert_eq(game.play_stats()["hints"], 1, "the tools used")
	assert_eq(game.frame().button_badge("shuffle"), str(session().tools["shuffle"]))
	assert_eq(game.button("undo").disabled, not session().can_tool("undo"), "the Undo tool")
	assert_false(game.button("undo").disabled, "a tray piece can go back")
	press_button("restart")
	press_card_button("restart")  # the question: progress would be lost
	yield(settled(), "completed")
	for id in witness:
		yield(tap_piece(id), "completed")
	assert_eq(session().status(), "won")
	assert_false(mode.save_store.get_bucket(BUCKET).has("attempt"), "the clear dropped it")
	_free_mode()
	yield(open_mode(scratch_store()), "completed")
	yield(play_in_city(CITY, "harbor-2"), "completed")
	assert_eq(session().taps, 0, "a cleared level starts fresh")


func test_a_lost_board_is_not_kept():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city(CITY, "harbor-3"), "completed")
	var taps = losing_taps(game.level)
	assert_eq(taps.size(), 7, "a losing play exists")
	for i in range(taps.size() - 1):
		game.tap(taps[i])
	game.save_attempt()
	assert_true(store.get_bucket(BUCKET).has("attempt"), "kept while playing")
	game.tap(taps.back())
	yield(settled(), "completed")
	assert_true(game.is_lose_card_open())
	assert_false(store.get_bucket(BUCKET).has("attempt"), "dropped when the board is lost")
	press_card_button("levels")
	assert_true(select.visible)
	yield(play_in_city(CITY, "harbor-3"), "completed")
	assert_eq(session().status(), "playing", "the level starts fresh")
	assert_eq(session().taps, 0)


func test_the_daily_board_is_resumed_from_its_own_slot():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_daily_of(CITY), "completed")
	var daily_id = game.level["levelId"]
	var witness = game.level["witness"]
	for i in range(2):
		yield(tap_piece(witness[i]), "completed")
	var state = session().state()
	_free_mode()
	assert_false(store.get_bucket(BUCKET).has("attempt"), "not in the city's levels' slot")
	yield(open_mode(scratch_store()), "completed")
	yield(play_daily_of(CITY), "completed")
	assert_eq(game.level["levelId"], daily_id)
	assert_eq(session().state(), state, "the daily board as it was left")


# The scene goes away without a step back (as when the OS ends the app).
func _free_mode():
	remove_child(mode)
	mode.free()
	mode = null
