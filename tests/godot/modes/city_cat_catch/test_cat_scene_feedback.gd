extends "res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd"
# How City Cat Catch answers a tap (issue 29 §8), through the real scenes with real clicks: a
# tray one slot from full warns (its last slot pulses), a cleared triple slides into its middle
# piece and pops in a burst, a quick tap on pieces sliding aside takes them where they land,
# and counted texts say "1 tap" and "1 tool".

const BoardView = preload("res://scripts/city_cat_catch/board_view.gd")
const Texts = preload("res://scripts/city_cat_catch/texts.gd")


func test_a_tray_one_slot_from_full_warns_with_its_last_slot_pulsing():
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-3"), "completed")
	var taps = losing_taps(game.level)
	for i in range(5):
		yield(tap_piece(taps[i]), "completed")
	assert_false(board.tray_warning(), "five of seven: no warning")
	assert_eq(board.slot_fill(6), board.slot_fill(0), "the last slot looks like the others")
	yield(tap_piece(taps[5]), "completed")
	assert_true(board.tray_warning(), "six of seven: the warning")
	var first = board.slot_fill(6)
	assert_true(first != board.slot_fill(0), "the last slot is lit")
	var changed = false
	var started = OS.get_ticks_msec()
	while not changed and OS.get_ticks_msec() - started < 1000:
		yield(get_tree(), "idle_frame")
		changed = board.slot_fill(6) != first
	assert_true(changed, "and pulses")
	set_reduced_motion(true)
	assert_true(board.tray_warning() and board.slot_fill(6) != board.slot_fill(0), "still lit")
	yield(tap_piece(taps[6]), "completed")
	assert_eq(session().status(), Session.LOST)
	assert_false(board.tray_warning(), "a lost board has the lose card instead")


func test_a_cleared_triple_slides_into_its_middle_piece_and_pops_in_a_burst():
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-1"), "completed")
	var witness = game.level["witness"]
	var index = taps_before_first_triple()
	for i in range(index):
		yield(tap_piece(witness[i]), "completed")
	var tween = board.find_node("Tween", false, false)
	click_at(board.get_global_rect().position + board.centre_of(witness[index]))
	var cleared = []
	for i in range(index):
		if not witness[i] in session().state()["tray"]:
			cleared.append(board.piece_view(witness[i]))
	cleared.append(board.piece_view(witness[index]))
	assert_eq(cleared.size(), 3, "a triple cleared")
	tween.stop_all()
	tween.seek(BoardView.FLY_TIME)
	var apart = 0.0
	for view in cleared:
		apart = max(apart, view.rect_position.distance_to(cleared[0].rect_position))
	assert_true(apart > 20.0, "landed side by side in the tray")
	var middle = _middle(cleared)
	tween.seek(BoardView.FLY_TIME + BoardView.MERGE_TIME)
	for view in cleared:
		assert_true(
			view.rect_position.distance_to(middle) < 1.0, "%s slid into the middle" % view.name
		)
	tween.seek(BoardView.FLY_TIME + BoardView.MERGE_TIME + BoardView.POP_TIME / 2.0)
	assert_eq(board.bursts().size(), 1, "a burst")
	var burst = board.bursts()[0]
	assert_true(burst.progress > 0.0 and burst.progress < 1.0, "under way")
	var centre = burst.rect_position + burst.rect_size / 2.0
	var piece_centre = middle + cleared[0].rect_size / 2.0
	assert_true(centre.distance_to(piece_centre) < 1.0, "centred on the merged piece")
	assert_true(cleared[0].rect_scale.x > 1.0, "which swells as it pops")
	tween.resume_all()
	yield(settled(), "completed")
	for view in cleared:
		assert_false(view.visible, "%s gone" % view.name)
	assert_true(board.bursts().empty(), "the burst is over")


func test_a_quick_tap_on_pieces_sliding_aside_takes_them():
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-3"), "completed")
	# Where Remove's first piece lands: seen once with the pieces at rest.
	set_reduced_motion(true)
	for id in losing_taps(game.level):
		game.tap(id)
	yield(settled(), "completed")
	press_card_button("remove")
	yield(settled(), "completed")
	var aside = session().state()["bypass"][0]
	var lands = board.get_global_rect().position + board.centre_of(aside)
	game.restart()
	yield(settled(), "completed")
	for id in losing_taps(game.level):
		game.tap(id)
	yield(settled(), "completed")
	set_reduced_motion(false)
	press_card_button("remove")
	assert_true(board.is_animating(), "the pieces are sliding aside")
	var taps = session().taps
	click_at(lands)
	assert_eq(session().taps, taps + 1, "a tap where it lands takes it")
	assert_false(aside in session().state()["bypass"], "out of the bypass")
	var on_board = session().state()["clickable"][0]
	click_at(board.get_global_rect().position + board.centre_of(on_board))
	assert_eq(session().taps, taps + 2, "and a piece still on the board at once")


func test_counted_texts_say_one_tap_and_one_tool():
	set_reduced_motion(true)
	settings.set_language("en")
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-2"), "completed")
	var witness = game.level["witness"]
	yield(tap_piece(witness[0]), "completed")
	press_button("restart")
	assert_eq(game.frame().card().get("text"), "The 1 tap of this attempt will be lost.")
	press_card_button("keep")
	press_button("undo")  # the piece back to a lane, then taken again from there
	yield(settled(), "completed")
	for id in witness:
		game.tap(id)
	assert_eq(session().status(), Session.WON)
	yield(celebration(), "completed")
	var text = game.frame().card().get("text")
	assert_eq(text, "%d taps · 1 tool" % (witness.size() + 1))
	assert_eq(text, Texts.won_text(witness.size() + 1, 1))


# Where the middle one of three views (the same slot row) stands.
static func _middle(views: Array) -> Vector2:
	var xs = []
	for view in views:
		xs.append(view.rect_position.x)
	xs.sort()
	for view in views:
		if view.rect_position.x == xs[1]:
			return view.rect_position
	return views[0].rect_position
