extends "res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd"
# The game screen's tray, tools and cards through the real scenes: a tap flies a piece into the
# tray (or lands at once under reduced motion), a covered piece only shakes, a full tray shows
# the lose card whose tools revive the board, the tool buttons with their counts, Remove's bypass
# tapped back, Shuffle re-dealing the art, Restart.


func test_a_tap_flies_the_piece_into_the_tray():
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-3"), "completed")
	var id = game.level["witness"][0]
	var view = board.piece_view(id)
	var start = view.rect_position
	click_at(board.get_global_rect().position + board.centre_of(id))
	assert_eq(session().state()["tray"], [id], "the session took it at once")
	assert_true(board.is_animating(), "the piece is on its way")
	yield(board, "animation_finished")
	var slot = board.tray_slot_rect(0).position
	assert_true(view.rect_position.distance_to(start) > 10.0, "it moved")
	assert_true(view.rect_position.y > slot.y - 1.0, "it sits in the first slot")
	assert_true(view.rect_position.x > slot.x - 1.0 and view.rect_position.x < slot.x + 20.0)
	assert_false(view.dimmed)


func test_under_reduced_motion_the_piece_lands_at_once():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-3"), "completed")
	var id = game.level["witness"][0]
	game.tap(id)
	assert_false(board.is_animating(), "nothing moves")
	var slot = board.tray_slot_rect(0).position
	assert_true(board.piece_view(id).get_rect().has_point(slot + Vector2(20, 20)))


func test_covered_pieces_are_dimmed_and_a_tap_on_one_only_shakes_it():
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-4"), "completed")
	var covered = ""
	var clickable = session().state()["clickable"]
	for i in range(session().piece_count()):
		var id = session().ids[i]
		var view = board.piece_view(id)
		assert_eq(view.dimmed, not id in clickable, "%s dimmed iff covered" % id)
		if covered == "" and not id in clickable and board.piece_at(board.centre_of(id)) == id:
			covered = id
	assert_true(covered != "", "a covered piece shows at its centre")
	click_at(board.get_global_rect().position + board.centre_of(covered))
	assert_eq(session().taps, 0, "nothing taken")
	assert_true(board.find_node("ShakeTween", true, false).is_active(), "it shakes")


func test_a_full_tray_shows_the_lose_card_and_its_tools_revive_the_board():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-3"), "completed")
	var taps = yield(fill_the_tray(), "completed")
	assert_eq(session().status(), "lost")
	assert_true(game.is_lose_card_open(), "the lose card")
	assert_eq(game.frame().card().get("title"), tr("cat_lost_title"))
	for id in ["retry", "undo", "remove", "levels"]:
		assert_true(game.frame().card_button(id) != null, "the card offers %s" % id)
	press_card_button("undo")
	yield(settled(), "completed")
	assert_eq(session().status(), "playing", "Undo revived the board")
	assert_false(game.is_card_open())
	assert_eq(session().state()["lanes"][0], taps.back(), "the last piece is on the first lane")
	assert_eq(game.frame().button_badge("undo"), str(session().tools["undo"]))
	yield(tap_piece(taps.back()), "completed")
	assert_eq(session().status(), "lost", "tapped back: full again")
	assert_true(game.is_lose_card_open())
	press_card_button("remove")
	yield(settled(), "completed")
	assert_eq(session().state()["bypass"].size(), 3, "three set aside")
	assert_eq(session().status(), "playing")
	# A bypass piece is drawn in the bypass and a click takes it back to the tray.
	var aside = session().state()["bypass"][0]
	assert_eq(board.piece_at(board.centre_of(aside)), aside)
	yield(tap_piece(aside), "completed")
	assert_true(aside in session().state()["tray"], "tapped back from the bypass")


func test_retry_on_the_lose_card_starts_again_with_the_tools():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("lantern", "lantern-2"), "completed")
	for id in losing_taps(game.level):
		game.tap(id)
	yield(settled(), "completed")
	assert_true(game.is_lose_card_open())
	press_card_button("retry")
	yield(settled(), "completed")
	assert_false(game.is_card_open())
	assert_eq(session().status(), "playing")
	assert_eq(session().taps, 0)
	assert_eq(session().tools, session().tool_counts(), "tools restored")
	assert_false(mode.progress.is_cleared("lantern-2"))


func test_tool_buttons_show_their_counts_and_are_off_when_useless():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("ridge", "ridge-5"), "completed")
	var counts = game.level["tools"]
	for name in ["undo", "remove", "shuffle"]:
		assert_eq(game.frame().button_badge(name), str(counts[name]), name)
		assert_eq(game.button(name).text, "cat_tool_" + name)
	assert_true(game.button("undo").disabled, "nothing to undo")
	assert_true(game.button("remove").disabled, "nothing to remove")
	assert_false(game.button("shuffle").disabled)
	yield(tap_piece(game.level["witness"][0]), "completed")
	assert_false(game.button("undo").disabled)
	press_button("undo")
	yield(settled(), "completed")
	assert_eq(game.frame().button_badge("undo"), str(counts["undo"] - 1))
	assert_eq(session().state()["tray"], [])
	var returned = game.level["witness"][0]
	assert_eq(board.piece_at(board.centre_of(returned)), returned, "on its lane, tappable")
	# Shuffle: same positions, the art follows the new kinds.
	var before = session().kind.duplicate()
	press_button("shuffle")
	yield(settled(), "completed")
	assert_eq(session().shuffles, 1)
	assert_true(session().kind != before, "re-dealt")
	for i in range(session().piece_count()):
		var view = board.piece_view(session().ids[i])
		var art = mode.catalog.element("ridge", session().kind[i])["art"]
		assert_eq(view.art, art, "%s shows its new kind" % session().ids[i])
	press_button("restart")
	assert_true(game.is_restart_card_open(), "asked first")
	press_card_button("restart")
	yield(settled(), "completed")
	assert_eq(session().kind, before, "restart deals the level again")
	assert_eq(game.frame().button_badge("shuffle"), str(counts["shuffle"]))


func test_the_triple_pops_and_the_tray_closes_up():
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-1"), "completed")
	var witness = game.level["witness"]
	var index = taps_before_first_triple()
	for i in range(index):
		game.tap(witness[i])
	yield(settled(), "completed")
	var triple = game.tap(witness[index])
	assert_eq(triple["kind"], "matched")
	yield(board, "animation_finished")
	for id in triple["cleared"]:
		assert_false(board.piece_view(id).visible, "%s popped" % id)
	var tray = session().state()["tray"]
	for k in range(tray.size()):
		var slot = board.tray_slot_rect(k).position
		assert_true(
			board.piece_view(tray[k]).get_rect().has_point(slot + Vector2(20, 20)), "slot %d" % k
		)
