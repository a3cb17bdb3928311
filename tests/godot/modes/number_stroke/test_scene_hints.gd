extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# Both hint buttons through the real game screen, exactly as session.gd returns them.


func before_each():
	.before_each()
	yield(open_mode(store), "completed")


func test_add_a_number_rings_the_new_clue_keeps_it_on_restart_and_when_resumed():
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
	assert_eq(session().added.size(), 1, "back with the attempt when the level is resumed")
	assert_eq(cell(node).text, str(session().added[node]))


func test_add_a_number_when_nothing_is_left_suggests_show_the_way():
	yield(play(level_ids()[0]), "completed")
	game.hints_left = -1  # no limit, to reach the end of what the session can add
	for _i in range(game.level["cells"].size()):
		press_button("add_number")
	assert_eq(_message(), tr("hint_try_way"))


# docs/number-stroke-runtime.md §5: "add a number" may be used hintLimit times per level; the
# button shows what is left and is disabled at 0; restart keeps the count, and so does leaving
# the level and resuming the attempt.
func test_add_a_number_counts_down_the_level_s_hint_limit():
	var level_id = _level_with_hint_limit(2)
	yield(play(level_id), "completed")
	var limit = int(game.level["hintLimit"])
	assert_eq(game.hints_left, limit)
	assert_eq(game.frame().button_badge("add_number"), str(limit), "the count is shown")
	press_button("add_number")
	assert_eq(game.hints_left, limit - 1)
	assert_eq(game.frame().button_badge("add_number"), str(limit - 1))
	press_button("restart")
	assert_eq(game.hints_left, limit - 1, "restart keeps the count (and the numbers)")
	for _i in range(limit + 2):
		press_button("add_number")
	assert_eq(session().added.size(), limit, "never more numbers than the limit")
	assert_eq(game.hints_left, 0)
	assert_true(game.button("add_number").disabled, "disabled at 0")
	assert_eq(game.frame().button_badge("add_number"), "0")
	press_button("show_way")
	assert_eq(_message(), tr("hint_start"), "show the way is not limited")
	yield(play(level_ids()[0]), "completed")
	yield(play(level_id), "completed")
	assert_eq(game.hints_left, 0, "a resumed attempt keeps the count")
	assert_true(game.button("add_number").disabled)
	assert_eq(game.frame().button_badge("add_number"), "0")


func test_a_level_without_a_hint_limit_keeps_add_a_number_unlimited():
	var path = "res://tests/godot/fixtures/number-stroke.baked.json"
	yield(open_mode(store, path), "completed")
	yield(play(level_ids()[0]), "completed")
	assert_eq(game.hints_left, -1)
	assert_eq(game.frame().button_badge("add_number"), "", "no count shown")


func test_help_used_and_the_time_are_recorded_with_the_clear():
	yield(play(level_ids()[2]), "completed")
	press_button("add_number")
	press_button("show_way")
	touch.draw(game.level["hintPath"])
	var stats = store.get_bucket(BUCKET)["stats"][level_ids()[2]]
	assert_eq(stats["hints"], 2, "one number and one way")
	assert_eq(stats["clears"], 1)
	assert_true(stats["timeMs"] >= 0)
	assert_eq(mode.progress.stats_of(level_ids()[2]), stats)


func _level_with_hint_limit(at_least):
	for id in level_ids():
		if int(mode.catalog.level(id).get("hintLimit", 0)) >= at_least:
			return id
	return level_ids()[0]


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
