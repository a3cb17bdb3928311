extends "res://tests/godot/modes/hex_walls/hw_scene_test_case.gd"
# "Show the way" from the baked solution, conflicts and dead ends through the real game screen;
# what the screen says speaks of hexes, in both languages.


func before_each():
	.before_each()
	yield(open_mode(store), "completed")


# Issue 29 item 3: on an empty board the way does not stop at the start the 1 marks: it goes on
# to the first hex the board does not show.
func test_show_the_way_leads_past_the_marked_start_then_to_the_next_hex():
	yield(play(level_ids()[1]), "completed")
	var solution = game.level["hintPath"]
	press_button("show_way")
	assert_eq(cell(solution[0]).ring_color, Colors.AMBER, "the start is ringed")
	assert_eq(cell(solution[1]).ring_color, Colors.AMBER, "and the hex after it")
	assert_eq(game.message(), tr("hw_hint_follow"))
	touch.draw(solution.slice(0, 1))
	assert_eq(cell(solution[0]).ring_color.a, 0.0, "the ring goes once play goes on")
	press_button("show_way")
	assert_eq(cell(solution[2]).ring_color, Colors.AMBER, "then the next hex")
	assert_true(game.button("undo").disabled == false, "the hint left the path's undo alone")


# Every line the game screen shows (the gesture hint, each kind of "show the way", the walls'
# messages) says "hex", never "cell" (in Chinese 六边格, never a bare 格).
func test_the_texts_say_hex_not_cell():
	var wrong = _level_and_wrong_turn()
	for language in ["en", "zh"]:
		get_node("/root/Settings").set_language(language)
		yield(play(wrong[0]), "completed")
		var lines = [named(game, "GestureHint").text]
		press_button("show_way")
		lines.append(game.message())
		touch.tap(game.level["hintPath"][0])
		press_button("show_way")
		lines.append(game.message())
		touch.draw(wrong[1])
		press_button("show_way")
		lines.append(game.message())
		press_button("restart")
		for key in ["hw_blocked", "hw_blocked_turning", "hw_hint_restart"]:
			lines.append(tr(key))
		for line in lines:
			var text = tr(line)
			assert_true(text.length() > 0, "%s: a line" % language)
			assert_eq(text.to_lower().find("cell"), -1, "%s: '%s' says cell" % [language, text])
			assert_eq(text.replace("六边格", "").find("格"), -1, "%s: '%s' says 格" % [language, text])
	get_node("/root/Settings").set_language("")


func test_following_show_the_way_through_the_walls_clears_a_turning_wall_level():
	set_reduced_motion(true)
	yield(play(first_level_where("has_turning_walls")), "completed")
	var solution = game.level["hintPath"]
	var asked = 0
	while session().phase != "cleared" and asked <= solution.size():
		press_button("show_way")
		asked += 1
		var ringed = []
		for node in solution:
			if cell(node).ring_color == Colors.AMBER:
				ringed.append(node)
		if ringed.empty():
			fail("no hex is ringed")
			return
		touch.draw(ringed)
	assert_eq(session().phase, "cleared", "drawing through the ringed hexes each time clears it")
	assert_true(asked < solution.size(), "fewer ways than hexes: a way runs on while it is shown")


func test_off_the_solution_show_the_way_dims_the_wrong_part_and_its_hex_cuts_back():
	set_reduced_motion(true)
	var found = _level_and_wrong_turn()
	assert_false(found.empty(), "a level where the path can leave the solution")
	yield(play(found[0]), "completed")
	var path = found[1]
	touch.draw(path)
	press_button("show_way")
	var last_right = path[path.size() - 2]
	assert_eq(game.message(), tr("hw_hint_back"))
	assert_eq(cell(last_right).ring_color, Colors.AMBER, "the last right hex is ringed")
	assert_true(
		is_equal_approx(cell(path.back()).modulate.a, board.DIMMED_ALPHA), "the wrong hex is dimmed"
	)
	touch.tap(last_right)
	assert_eq(session().path, path.slice(0, path.size() - 2), "its tap cuts back to it")
	assert_eq(cell(path.back()).modulate.a, 1.0)
	assert_walls_follow()


func test_a_number_on_the_wrong_step_is_a_conflict_in_red():
	var id = first_level_where("has_a_later_number")
	assert_true(id != "", "a level with a number after 1")
	yield(play(id), "completed")
	var path = conflicting_path(game.level)
	touch.draw(path)
	assert_false(session().conflicts.empty(), "the path has a conflict")
	var node = session().conflicts[0]
	assert_eq(cell(node).fill, Colors.CONFLICT)
	assert_eq(cell(node).text, str(session().step_of(node)), "the step it was reached at")
	assert_eq(
		cell(node).corner_text,
		str(game.level["cells"][node]["number"]),
		"the number it asks for stays readable"
	)
	press_button("undo")
	assert_eq(cell(node).fill, Colors.CELL, "undo takes the conflict back")


func test_the_wrong_start_shakes_the_number_one():
	yield(play(level_ids()[0]), "completed")
	var solution = game.level["hintPath"]
	touch.tap(solution.back())
	assert_eq(session().path, [], "only the 1 may start")
	assert_eq(cell(solution[0]).fill, Colors.ACCENT, "the start still invites the first touch")


# [level id, the solution's first hexes then one open neighbour off it]; [] if none.
func _level_and_wrong_turn():
	for id in level_ids():
		var level = mode.catalog.level(id)
		var solution = level["hintPath"]
		for length in range(2, solution.size() - 1):
			var prefix = solution.slice(0, length - 1)
			var probe = Session.new(level)
			for node in prefix:
				probe.press(node)
			for next in level["adjacency"][prefix.back()]:
				var open = probe.blocking_wall(prefix.back(), next, length) == ""
				if open and not next in prefix and next != solution[length]:
					return [id, prefix + [next]]
	return []


func assert_walls_follow():
	var edges = session().turning()
	for i in range(edges.size()):
		assert_true(board.wall_view("t%d" % i).is_settled(), "t%d stands on its edge" % i)
