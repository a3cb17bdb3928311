extends "res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd"
# The board's piece views are made ahead while a level list shows (a few a frame, hidden) and
# kept when a board is left, so opening a level dresses views instead of making them (making 96
# was 2.4 ms of opening snowpine-4); a view taken again shows its new piece exactly as a new
# view would: its element's art, dimmed when covered, no lane badge, shake, flip or fade left
# from the board before, and no press finds a view not in use.


func test_views_are_made_ahead_while_the_list_shows_a_few_a_frame():
	yield(open_mode(), "completed")
	var city = mode.catalog.city_ids()[0]
	mode.open_city(city)
	yield(mode.find_node("LevelSelect", true, false), "built")
	assert_true(game.is_warming_up(), "the list built: views to make")
	var pieces = _pieces_node()
	var most = 0
	for id in mode.catalog.level_ids():
		most = int(max(most, mode.catalog.level_field(id, "pieces", []).size()))
	var frames_left = 200
	var before = pieces.get_child_count()
	while game.is_warming_up() and frames_left > 0:
		yield(frames(1), "completed")
		var made = pieces.get_child_count() - before
		assert_true(made <= board.VIEWS_A_FRAME, "%d views in a frame" % made)
		before = pieces.get_child_count()
		frames_left -= 1
	assert_eq(pieces.get_child_count(), most, "views for the biggest level")
	for view in pieces.get_children():
		assert_false(view.visible, "made hidden")
	var biggest = ""
	for id in mode.catalog.level_ids():
		if mode.catalog.level_field(id, "pieces", []).size() == most:
			biggest = id
	yield(play_in_city(mode.catalog.level_field(biggest, "cityId"), biggest), "completed")
	assert_eq(pieces.get_child_count(), most, "the biggest level makes no view")


func test_a_view_taken_again_shows_its_new_piece_as_a_new_view_would():
	yield(open_mode(), "completed")
	var ids = mode.catalog.level_ids()
	var first = ids[ids.size() - 1]
	yield(play_in_city(mode.catalog.level_field(first, "cityId"), first), "completed")
	# leave marks on the views: a piece on a lane (Undo), one shaken, a shuffle's flips cut short
	yield(tap_piece(session_clickable()), "completed")
	game.use_tool("undo")
	yield(settled(), "completed")
	board.shake_piece(game.session.ids[0])
	game.use_tool("shuffle")
	var used = _pieces_node().get_child_count()
	var second = ids[0]
	yield(play_in_city(mode.catalog.level_field(second, "cityId"), second), "completed")
	yield(frames(6), "completed")  # every face shown
	assert_eq(_pieces_node().get_child_count(), used, "the smaller board makes no view")
	var session = game.session
	var in_use = {}
	for i in range(session.piece_count()):
		var view = board.piece_view(session.ids[i])
		in_use[view] = true
		assert_eq(view.piece_id, session.ids[i])
		assert_eq(view.element_id, session.kind[i], "its element")
		assert_false(view.returned, "no lane badge")
		assert_eq(view.wiggle, 0.0, "no shake")
		assert_eq(view.rect_scale, Vector2.ONE, "no flip")
		assert_eq(view.modulate, Color.white, "no fade")
		assert_eq(view.dimmed, not session.is_clickable(i), "dimmed when covered")
		assert_true(view.get_node("Face").visible, "its face shown")
	for view in _pieces_node().get_children():
		if not in_use.has(view):
			assert_false(view.visible, "a view not in use is hidden")
			assert_eq(view.piece_id, "", "and belongs to no piece")


func session_clickable():
	return game.session.ids[game.session.clickable_list()[0]]


func _pieces_node():
	return board.get_node("Pieces")
