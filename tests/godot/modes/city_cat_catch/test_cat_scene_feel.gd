extends "res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd"
# How City Cat Catch answers the player (issue 19 §4), through the real scenes: Restart asks
# before it throws progress away (and back keeps playing); Shuffle flips the pieces over at once
# and Undo flies the piece back to its lane; the win card counts this attempt only; the lose
# card offers only tools that are left; a returned piece is marked and sits apart from the
# bypass; the first-time explanation shows once and is kept in the save.

const BoardView = preload("res://scripts/city_cat_catch/board_view.gd")
const Texts = preload("res://scripts/city_cat_catch/texts.gd")


func test_restart_asks_first_when_progress_would_be_lost():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-4"), "completed")
	press_button("restart")
	assert_false(game.is_card_open(), "nothing to lose: it restarts at once")
	var witness = game.level["witness"]
	for i in range(3):
		yield(tap_piece(witness[i]), "completed")
	press_button("restart")
	assert_true(game.is_restart_card_open(), "asked")
	assert_eq(game.frame().card().get("title"), tr("cat_restart_title"))
	assert_eq(game.frame().card().get("text"), tr("cat_restart_text_other") % 3)
	assert_eq(session().taps, 3, "nothing lost yet")
	press_card_button("keep")
	assert_false(game.is_card_open())
	assert_eq(session().taps, 3, "kept playing")
	press_button("restart")
	assert_true(mode.go_back(), "back answers the question")
	assert_false(game.is_card_open(), "and closes it")
	assert_true(game.visible, "the board stays")
	assert_eq(session().taps, 3)
	yield(tap_piece(witness[3]), "completed")
	assert_eq(session().taps, 4, "the board still plays")
	press_button("restart")
	press_card_button("restart")
	yield(settled(), "completed")
	assert_eq(session().taps, 0, "restarted")
	assert_eq(session().state()["tray"], [])


func test_shuffle_flips_the_pieces_over_at_once():
	yield(open_mode(store), "completed")
	yield(play_in_city("ridge", "ridge-5"), "completed")
	var before = session().kind.duplicate()
	var old_art = {}
	for id in session().ids:
		old_art[id] = board.piece_view(id).art
	press_button("shuffle")
	assert_true(board.is_animating(), "it moves at once")
	var changed = ""
	for i in range(session().piece_count()):
		if session().kind[i] != before[i]:
			changed = session().ids[i]
			break
	assert_true(changed != "", "the shuffle re-dealt a piece")
	var view = board.piece_view(changed)
	assert_eq(view.art, old_art[changed], "the old picture shows until the piece turns")
	# The flip, frame by frame (the board's Tween held and stepped by hand).
	var tween = board.find_node("Tween", false, false)
	tween.stop_all()
	var narrowest = 1.0
	var turning_early = 0
	var total = 2 * BoardView.FLIP_TIME + BoardView.FLIP_STAGGER
	for step in range(int(total / 0.01) + 1):
		tween.seek(step * 0.01)
		narrowest = min(narrowest, view.rect_scale.x)
		if step * 0.01 <= 0.05:
			for id in session().ids:
				if board.piece_view(id).rect_scale.x < 0.999:
					turning_early += 1
					break
	assert_true(narrowest < 0.1, "it turns edge-on (%.2f)" % narrowest)
	assert_true(turning_early > 0, "the first pieces turn within 50 ms")
	tween.resume_all()
	yield(settled(), "completed")
	var art = mode.catalog.element("ridge", session().kind[session().index_of(changed)])["art"]
	assert_eq(view.art, art, "then it shows its new kind")
	assert_eq(view.rect_scale, Vector2.ONE)


func test_undo_flies_the_piece_back_to_its_lane():
	yield(open_mode(store), "completed")
	yield(play_in_city("ridge", "ridge-5"), "completed")
	var id = game.level["witness"][0]
	yield(tap_piece(id), "completed")
	var view = board.piece_view(id)
	var in_tray = view.rect_position
	press_button("undo")
	assert_true(board.is_animating(), "on its way")
	assert_true(view.rect_position.distance_to(in_tray) < 1.0, "it leaves from its slot")
	var lane = session().lanes[session().lane_of[session().index_of(id)]]
	var target = board.stage_to_local(Vector2(lane[0], lane[1]))
	var between = 0
	while board.is_animating():
		yield(get_tree(), "idle_frame")
		var there = view.rect_position
		if there.distance_to(in_tray) > 2.0 and there.distance_to(target) > 2.0:
			between += 1
	assert_true(between > 0, "seen between the tray and the lane")
	assert_true(view.rect_position.distance_to(target) < 1.0, "it lands on the lane")


# A piece on a return lane wears the undo badge and stands clear of the bypass spots, so it never
# reads as a fourth one.
func test_a_returned_piece_never_looks_like_a_bypass_piece():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-3"), "completed")
	var taps = losing_taps(game.level)
	for id in taps:
		game.tap(id)
	yield(settled(), "completed")
	press_card_button("remove")
	yield(settled(), "completed")
	press_button("undo")
	yield(settled(), "completed")
	var returned = ""
	for lane_id in session().state()["lanes"]:
		returned = lane_id if lane_id != "" else returned
	assert_true(returned != "", "a piece is on a lane")
	var lane_view = board.piece_view(returned)
	assert_true(lane_view.returned, "marked as sent back")
	var aside = session().state()["bypass"]
	assert_eq(aside.size(), 3)
	var lane_rect = lane_view.get_rect()
	for other in aside:
		var view = board.piece_view(other)
		assert_false(view.returned, "a bypass piece is not marked")
		var gap = max(
			view.rect_position.x - lane_rect.end.x, lane_rect.position.x - view.get_rect().end.x
		)
		assert_true(gap >= 20.0 * board.rect_size.x / 720.0, "%s is apart (%.1f px)" % [other, gap])


func test_the_win_card_counts_this_attempt_only():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-2"), "completed")
	var witness = game.level["witness"]
	for i in range(4):
		game.tap(witness[i])
	press_button("shuffle")
	yield(settled(), "completed")
	assert_eq(game.play_stats()["hints"], 1, "a tool in the first attempt")
	press_button("restart")
	press_card_button("restart")
	yield(settled(), "completed")
	for id in witness:
		game.tap(id)
	yield(celebration(), "completed")
	assert_eq(session().status(), "won")
	assert_eq(game.frame().card().get("text"), Texts.won_text(witness.size(), 0))
	assert_eq(game.play_stats()["hints"], 0, "no tool in this attempt")


# The lose card offers Undo and Remove only while they are left and can help.
func test_the_lose_card_never_offers_a_used_up_tool():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-3"), "completed")
	for id in losing_taps(game.level):
		game.tap(id)
	yield(settled(), "completed")
	var rounds = 0
	while session().status() == "lost" and rounds < 12:
		rounds += 1
		assert_true(game.is_lose_card_open(), "the lose card")
		for tool_name in ["undo", "remove"]:
			var offered = game.frame().card_button(tool_name) != null
			assert_eq(offered, session().tools[tool_name] > 0, "%s offered iff left" % tool_name)
		var used = "undo" if game.frame().card_button("undo") != null else "remove"
		if game.frame().card_button(used) == null:
			break
		press_card_button(used)
		yield(settled(), "completed")
		# fill the tray again with what came back
		for id in session().state()["lanes"] + session().state()["bypass"]:
			if id != "" and session().status() == "playing":
				game.tap(id)
		yield(settled(), "completed")
	assert_eq(session().tools["undo"], 0, "every Undo used")
	assert_eq(session().tools["remove"], 0, "every Remove used")
	assert_true(game.is_lose_card_open())
	assert_eq(game.frame().card_button("undo"), null)
	assert_eq(game.frame().card_button("remove"), null)
	assert_true(game.frame().card_button("retry") != null, "try again is always there")


func test_the_first_time_explanation_shows_once_and_is_kept():
	intro_seen = false
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-1"), "completed")
	var intro = game.intro()
	assert_true(intro != null and intro.visible, "over the first board")
	for line in intro.texts():
		assert_true(line != "" and not line.begins_with("cat_intro"), "translated: %s" % line)
	assert_true(intro.texts().has(tr("cat_intro_tray_tag")))
	var id = game.level["witness"][0]
	click_at(board.get_global_rect().position + board.centre_of(id))
	assert_eq(session().taps, 0, "the board waits under it")
	press_button("undo")
	click(intro.button())
	yield(frames(2), "completed")
	assert_eq(game.intro(), null, "dismissed")
	assert_eq(store.get_bucket(INTRO_BUCKET), {"version": 1}, "kept in the save")
	yield(tap_piece(id), "completed")
	assert_eq(session().taps, 1, "the board plays")
	mode.play("harbor-2")
	yield(frames(2), "completed")
	assert_eq(game.intro(), null, "not on the next board")
	yield(open_mode(scratch_store()), "completed")
	yield(play_in_city("lantern", "lantern-1"), "completed")
	assert_eq(game.intro(), null, "nor after the game opens again")


func test_back_dismisses_the_explanation():
	intro_seen = false
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-1"), "completed")
	assert_true(game.intro() != null)
	assert_true(mode.go_back(), "back closes it")
	yield(frames(1), "completed")
	assert_eq(game.intro(), null)
	assert_true(game.visible, "the board stays")
	assert_eq(store.get_bucket(INTRO_BUCKET), {"version": 1})
