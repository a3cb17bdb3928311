extends "res://tests/godot/modes/hex_walls/hw_scene_test_case.gd"
# Walls on the real game screen: a move through a wall is refused (the wall shakes and flashes,
# the message says why, nothing to undo), turning walls turn with each placed hex (a tween, or at
# once under reduced motion) and turn back on a step back, a cut back and undo.

var _blocked = []


func before_each():
	.before_each()
	yield(open_mode(store), "completed")


func test_a_move_through_a_static_wall_is_refused_and_the_wall_shakes():
	yield(play(first_level_where("has_static_walls")), "completed")
	var refused = blocked_move(game.level, "s")
	assert_false(refused.empty(), "the level has a wall next to its solution")
	var prefix = refused[0]
	watch_blocked()
	touch.draw(prefix, false)
	var undo_before = game.button("undo").disabled
	touch.move(board.centre_of(refused[1]))
	assert_eq(session().path, prefix, "the path does not cross the wall")
	assert_eq(_blocked, [refused[2]], "the game reports the wall")
	assert_eq(game.message(), tr("hw_blocked"))
	var wall = board.wall_view(refused[2])
	assert_eq(wall.blocked, 1.0, "the wall flashes red")
	assert_true(wall.shaking, "and shakes")
	assert_eq(game.button("undo").disabled, undo_before, "the refused move is no undo step")
	touch.move(board.centre_of(prefix.back()))
	touch.release(board.centre_of(prefix.back()))
	touch.tap(refused[1])
	assert_eq(session().path, prefix, "a tap through the wall is refused too")
	assert_eq(_blocked.size(), 2)


func test_a_move_into_a_turning_wall_is_refused_and_under_reduced_motion_only_flashes():
	set_reduced_motion(true)
	yield(play(first_level_where("has_turning_walls")), "completed")
	var refused = blocked_move(game.level, "t")
	assert_false(refused.empty(), "a turning wall stands next to the solution at some step")
	watch_blocked()
	touch.draw(refused[0], false)
	touch.move(board.centre_of(refused[1]))
	assert_eq(session().path, refused[0])
	assert_eq(_blocked, [refused[2]])
	assert_eq(game.message(), tr("hw_blocked_turning"))
	var wall = board.wall_view(refused[2])
	assert_eq(wall.blocked, 1.0)
	assert_false(wall.shaking, "no shake under reduced motion")
	touch.release(board.centre_of(refused[0].back()))


func test_turning_walls_turn_with_each_hex_and_back_on_a_step_back_under_reduced_motion():
	set_reduced_motion(true)
	yield(play(first_level_where("has_turning_walls")), "completed")
	var solution = game.level["hintPath"]
	assert_walls_stand_where_the_session_says("a fresh board")
	touch.press(board.centre_of(solution[0]))
	for i in range(1, 5):
		touch.move(board.centre_of(solution[i]))
		assert_eq(session().path.size(), i + 1)
		assert_walls_stand_where_the_session_says("after %d hexes" % (i + 1))
	touch.move(board.centre_of(solution[3]))
	assert_eq(session().path, solution.slice(0, 3), "dragging onto the previous hex steps back")
	assert_walls_stand_where_the_session_says("after a step back")
	touch.release(board.centre_of(solution[3]))
	touch.tap(solution[1])
	assert_eq(session().path, solution.slice(0, 1), "a tap on a visited hex cuts back to it")
	assert_walls_stand_where_the_session_says("after a cut back")
	press_button("undo")
	assert_eq(session().path, solution.slice(0, 3), "undo brings the cut hexes back")
	assert_walls_stand_where_the_session_says("after undo")
	press_button("restart")
	assert_walls_stand_where_the_session_says("after restart")


func test_a_turn_is_a_tween_that_ends_on_the_new_edge():
	yield(play(first_level_where("has_turning_walls")), "completed")
	var solution = game.level["hintPath"]
	var wall = board.wall_view("t0")
	var before = wall.turns
	touch.tap(solution[0])
	assert_true(board.is_turning(), "the wall is on its way")
	assert_eq(wall.edge, session().turning()[0])
	yield(board, "walls_turned")
	assert_false(board.is_turning())
	assert_eq(wall.turns, before + 1.0, "one turn clockwise (120 degrees)")
	assert_walls_stand_where_the_session_says("after the tween")
	press_button("undo")
	yield(board, "walls_turned")
	assert_eq(wall.turns, before, "undo turns it back, counter-clockwise")


func test_the_ghost_shows_where_the_wall_will_stand_after_the_next_hex():
	set_reduced_motion(true)
	yield(play(first_level_where("has_turning_walls")), "completed")
	var wall = board.wall_view("t0")
	var turn = 2.0 * PI / 3.0
	assert_true(is_equal_approx(wall.angle(), wall.base_angle + wall.turns * turn))
	assert_true(
		is_equal_approx(fposmod(wall.next_angle() - wall.angle(), 2.0 * PI), turn),
		"the ghost stands one turn clockwise ahead"
	)
	touch.tap(game.level["hintPath"][0])
	assert_true(is_equal_approx(wall.angle(), wall.base_angle + wall.turns * turn))


func watch_blocked():
	_blocked = []
	game.connect("move_blocked", self, "_on_move_blocked")


func _on_move_blocked(wall_id):
	_blocked.append(wall_id)


func assert_walls_stand_where_the_session_says(when):
	var edges = session().turning()
	for i in range(edges.size()):
		var wall = board.wall_view("t%d" % i)
		assert_eq(wall.edge, edges[i], "%s: t%d's edge" % [when, i])
		assert_true(wall.is_settled(), "%s: t%d drawn on it (turns %s)" % [when, i, wall.turns])


func test_every_turning_wall_is_drawn_on_the_edges_the_session_names():
	set_reduced_motion(true)
	var checked = 0
	for id in level_ids():
		if not has_turning_walls(mode.catalog.level(id)):
			continue
		yield(play(id), "completed")
		for i in range(game.level["turningWalls"].size()):
			var wall = board.wall_view("t%d" % i)
			var edges = game.level["turningWalls"][i]["edges"]
			for e in range(3):
				if edges[e][0] == -1:
					continue
				# Edge e is one turn after edge e - 1: its bar's middle is the middle of the
				# two hexes' centres.
				var direction = Vector2(1, 0).rotated(wall.base_angle + e * 2.0 * PI / 3.0)
				var middle = wall.position + direction * wall.length / 2.0
				var between = (board.centre_of(edges[e][0]) + board.centre_of(edges[e][1])) / 2.0
				assert_true(
					middle.distance_to(between) < 0.5,
					"%s t%d edge %d at %s, the hexes meet at %s" % [id, i, e, middle, between]
				)
				checked += 1
		for view in named(board, "Walls").get_children():
			if view.wall_id.begins_with("s"):
				var pair = game.level["walls"][int(view.wall_id.substr(1))]
				var between = (board.centre_of(pair[0]) + board.centre_of(pair[1])) / 2.0
				assert_true(view.position.distance_to(between) < 0.5, "%s %s" % [id, view.wall_id])
	assert_true(checked > 20, "checked %d turning edges" % checked)
