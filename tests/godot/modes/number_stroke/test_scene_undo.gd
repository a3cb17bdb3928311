extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# The Undo button of the real game screen: one step back, restart undoable, disabled when there
# is nothing to undo, hint numbers kept.


func before_each():
	.before_each()
	yield(open_mode(store), "completed")
	# 12 cells: the first level with a number to add (1-6's 9 are all one way on from its 1)
	yield(play(_level_of_at_least(12)), "completed")


func test_undo_is_disabled_until_there_is_something_to_undo():
	assert_true(game.button("undo").disabled, "nothing to undo on a fresh level")
	assert_eq(game.button("undo").text, "undo")
	touch.tap(game.level["hintPath"][0])
	assert_false(game.button("undo").disabled)


func test_undo_takes_back_one_step_at_a_time():
	var solution = game.level["hintPath"]
	touch.draw(solution.slice(0, 3))
	press_button("undo")
	assert_eq(session().path, solution.slice(0, 2), "one cell back")
	assert_eq(session().phase, "idle")
	press_button("undo")
	press_button("undo")
	assert_eq(session().path, [solution[0]])
	press_button("undo")
	assert_eq(session().path, [])
	assert_eq(session().phase, "empty")
	assert_true(game.button("undo").disabled, "back at the start")


func test_restart_can_be_undone():
	var solution = game.level["hintPath"]
	touch.draw(solution.slice(0, 4))
	press_button("restart")
	assert_eq(session().path, [])
	press_button("undo")
	assert_eq(session().path, solution.slice(0, 4), "the path comes back")
	assert_eq(cell(solution[4]).text, "5", "and is drawn again")
	assert_true(cell(solution[4]).fill in [Colors.VISITED, Colors.CONFLICT])


func test_undo_keeps_hint_numbers_and_drops_the_hint_ring():
	var solution = game.level["hintPath"]
	touch.tap(solution[0])
	press_button("add_number")
	var node = session().added.keys()[0]
	assert_eq(cell(node).ring_color, Colors.AMBER)
	press_button("undo")
	assert_eq(session().path, [])
	assert_eq(session().added.size(), 1, "the number stays")
	assert_eq(cell(node).ring_color.a, 0.0, "the ring goes")
	assert_eq(game.message(), "")


func test_the_counter_follows_undo():
	var solution = game.level["hintPath"]
	var cells = game.level["cells"].size()
	touch.draw(solution.slice(0, 2))
	press_button("undo")
	assert_eq(game.find_node("Counter", true, false).text, "□ × %d" % (cells - 2))


func _level_of_at_least(cells):
	for id in level_ids():
		if mode.catalog.level(id)["cells"].size() >= cells:
			return id
	return level_ids().back()


func test_a_new_level_starts_with_nothing_to_undo():
	touch.tap(game.level["hintPath"][0])
	yield(play(level_ids()[0]), "completed")
	assert_true(game.button("undo").disabled)
	press_button("undo")
	assert_eq(session().path, [])
