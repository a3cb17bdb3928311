extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# Both hint buttons through the real game screen, exactly as session.gd returns them.


func before_each():
	.before_each()
	yield(open_mode(store), "completed")


func test_add_a_number_rings_the_new_clue_keeps_it_on_restart_and_drops_it_on_leaving():
	var level_id = level_ids()[3]
	yield(play(level_id), "completed")
	press_button("add_number")
	assert_eq(session().added.size(), 1, "one number added")
	var node = session().added.keys()[0]
	assert_eq(cell(node).ring_color, Colors.AMBER, "amber ring on its cell")
	assert_eq(cell(node).text, str(session().added[node]), "shown as a clue")
	assert_eq(_message(), tr("hint_number"))
	touch.tap(game.level["hintPath"][0])
	assert_eq(cell(node).ring_color.a, 0.0, "the ring goes once play goes on")
	assert_eq(cell(node).text, str(session().added[node]), "the number stays as an ordinary clue")
	press_button("restart")
	assert_eq(session().added.size(), 1, "kept on restart")
	assert_eq(cell(node).text, str(session().added[node]))
	yield(play(level_ids()[0]), "completed")
	yield(play(level_id), "completed")
	assert_eq(session().added, {}, "gone once the level is left")


func test_add_a_number_when_nothing_is_left_suggests_show_the_way():
	yield(play(level_ids()[0]), "completed")
	for _i in range(game.level["cells"].size()):
		press_button("add_number")
	assert_eq(_message(), tr("hint_try_way"))


func test_show_the_way_points_at_the_start_then_the_next_cell():
	yield(play(level_ids()[1]), "completed")
	var solution = game.level["hintPath"]
	press_button("show_way")
	assert_eq(cell(solution[0]).ring_color, Colors.AMBER, "the start is highlighted")
	assert_eq(_message(), tr("hint_start"))
	touch.tap(solution[0])
	press_button("show_way")
	assert_eq(cell(solution[1]).ring_color, Colors.AMBER, "then the next cell")
	assert_eq(_message(), tr("hint_next"))


func test_show_the_way_off_the_solution_dims_the_wrong_part_and_its_cell_cuts_back():
	var level_id = _level_with_a_wrong_turn()
	yield(play(level_id), "completed")
	var wrong = _wrong_turn(game.level)
	touch.draw(wrong)
	press_button("show_way")
	var last_right = wrong[wrong.size() - 2]
	assert_eq(cell(last_right).ring_color, Colors.AMBER, "the last correct cell is highlighted")
	assert_true(cell(wrong.back()).modulate.a < 1.0, "the wrong part is dimmed")
	assert_eq(_message(), tr("hint_back"))
	touch.tap(last_right)
	assert_eq(session().path, wrong.slice(0, wrong.size() - 2), "tapping it cuts back to it")
	assert_eq(cell(wrong.back()).modulate.a, 1.0, "nothing stays dimmed")


func _message():
	return game.message()


# The solution's first steps, then one step off it.
func _wrong_turn(level):
	var solution = level["hintPath"]
	for p in range(1, solution.size() - 1):
		for next in level["adjacency"][solution[p - 1]]:
			if next != solution[p] and not next in solution.slice(0, p - 1):
				return solution.slice(0, p - 1) + [next]
	return []


func _level_with_a_wrong_turn():
	for id in level_ids():
		if _wrong_turn(mode.catalog.level(id)).size() >= 2:
			return id
	return level_ids()[0]
