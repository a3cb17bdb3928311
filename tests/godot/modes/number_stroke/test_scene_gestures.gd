extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# Gesture handling on the real board: conflicts and cut-back, illegal starts, one primary
# pointer, dead zones, fast swipes, mouse input and repeated restarts.


func before_each():
	.before_each()
	yield(open_mode(store), "completed")


func test_a_conflict_shows_red_with_the_step_and_cutting_back_clears_it():
	yield(play(_level_with_conflict()), "completed")
	var wrong = Gestures.conflicting_path(game.level)
	touch.draw(wrong)
	var bad = session().conflicts[0]
	var view = cell(bad)
	assert_eq(view.fill, Colors.CONFLICT, "conflict cell is red")
	assert_eq(view.text, str(session().step_of(bad)), "it shows the step actually taken")
	var clue = session().effective_clue(bad)
	if clue > 0:
		assert_eq(view.corner_text, str(clue), "the clue stays readable in the corner")
	assert_true(board.get_node("Tween").is_active(), "the conflict shakes")
	touch.tap(wrong[0])
	assert_eq(session().path, [wrong[0]], "tapping the first cell cuts back to it")
	assert_eq(session().conflicts, [])
	assert_eq(cell(bad).fill, Colors.CELL, "the red is gone")


func test_dragging_back_onto_the_path_cuts_it_without_lifting():
	yield(play(level_ids()[1]), "completed")
	var solution = game.level["hintPath"]
	touch.draw(solution.slice(0, 2), false)
	touch.move(touch.centre_of(solution[0]))
	assert_eq(session().path, [solution[0]], "sliding back onto step 1 cuts the path")
	touch.move(touch.centre_of(solution[1]))
	assert_eq(session().path, solution.slice(0, 1), "and the same gesture goes on drawing")
	touch.release(touch.centre_of(solution[1]))
	assert_eq(session().phase, "idle", "lifting keeps the path")


func test_an_illegal_start_shakes_clue_one_and_changes_nothing():
	yield(play(level_ids()[0]), "completed")
	var start = session().legal_start()
	var rest = cell(start).position
	touch.tap(game.level["hintPath"].back())
	assert_eq(session().path, [], "no path from a cell that is not the start")
	var tween = board.get_node("Tween")
	var moved = false
	while tween.is_active() and not moved:
		yield(tween, "tween_step")
		moved = cell(start).position != rest
	assert_true(moved, "clue 1 shakes")
	if tween.is_active():
		yield(tween, "tween_all_completed")
	assert_eq(cell(start).position, rest, "and settles back")


func test_a_second_finger_never_appends():
	yield(play(level_ids()[0]), "completed")
	var solution = game.level["hintPath"]
	touch.press(touch.centre_of(solution[0]))
	touch.second_finger_over(solution[1])
	assert_eq(session().path, [solution[0]], "a second finger is ignored")
	touch.move(touch.centre_of(solution[1]))
	assert_eq(session().path, solution.slice(0, 1), "the primary finger still draws")


func test_touches_in_the_dead_zone_between_cells_hit_nothing():
	yield(play(level_ids()[0]), "completed")
	var start = game.level["hintPath"][0]
	var unit = board.geometry.units_of(start)[0]
	var side = board.geometry.shared_edge(start, game.level["hintPath"][1])[1]
	var edge_point = unit + Vector2(0.5, 0.5) + side * 0.5
	touch.tap_point(edge_point - side * 0.05)
	assert_eq(session().path, [], "5% from a shared edge is dead for touch")
	touch.tap_point(edge_point - side * 0.1)
	assert_eq(session().path, [start], "10% from it is live for touch")
	var mouse = Gestures.new(get_tree(), board, true)
	press_button("restart")
	mouse.tap_point(edge_point - side * 0.1)
	assert_eq(session().path, [], "10% from it is dead for a mouse")
	mouse.tap_point(edge_point - side * 0.2)
	assert_eq(session().path, [start], "20% is live for a mouse")


func test_a_fast_swipe_visits_every_cell_it_crosses():
	var level_id = _level_with_straight_run(3)
	yield(play(level_id), "completed")
	var solution = game.level["hintPath"]
	touch.press(touch.centre_of(solution[0]))
	touch.move(touch.centre_of(solution[2]))
	assert_eq(session().path, solution.slice(0, 2), "one sample two cells away still walks both")


# A very fast swipe: the finger's samples arrive about 1.3 cells apart along the route, all in
# one burst (no frame between them), cutting the corners of every turn; every level still draws
# exactly its solution, cell by cell.
func test_a_burst_of_samples_a_cell_apart_draws_every_solution():
	timeout_seconds = 120
	for level_id in level_ids():
		yield(play(level_id), "completed")
		var solution = game.level["hintPath"]
		var samples = _resampled(touch.route(solution), 1.3)
		touch.press(samples[0])
		for i in range(1, samples.size()):
			touch.move(samples[i])
		touch.release(samples.back())
		assert_eq(session().path, solution, "%s drawn by a fast swipe" % level_id)


# A fast swipe round a bend: every move of the finger arrives in one frame, none merged (the
# pointer takes each move event the platform gives), and it visits exactly the cells under the
# curve it drew, not those on the straight line from where it began: on every level, along the
# solution's first cells up to a bend whose chord crosses another cell, by touch and mouse in
# turn.
func test_a_curved_swipe_in_one_frame_walks_only_the_cells_under_it():
	timeout_seconds = 120
	var checked = 0
	for level_id in level_ids():
		yield(play(level_id), "completed")
		var gestures = Gestures.new(get_tree(), board, checked % 2 == 1)
		var bend = _bend(gestures, game.level["hintPath"])
		if bend.empty():
			continue
		var samples = gestures.curve(gestures.route(bend))
		assert_eq(
			gestures.nodes_under(samples), bend, "%s: the curve lies on these cells" % level_id
		)
		gestures.swipe(samples)
		assert_eq(session().path, bend, "%s: the swipe visited the cells under it" % level_id)
		checked += 1
	assert_true(checked > 0, "some solution bends")


# A conflict on a plain cell (the path puts it on step s while another cell holds s) rings the
# cell whose number was broken.
func test_a_conflict_rings_the_number_it_broke():
	var found = _path_breaking_a_number()
	if found.empty():
		fail("no level has a path that breaks a number")
		return
	yield(play(found[0]), "completed")
	touch.draw(found[1])
	var owner = found[2]
	assert_true(board.is_broken_number(owner), "the owner of the step is marked")
	assert_eq(cell(owner).ring_color, Colors.CONFLICT, "ringed red")
	assert_eq(cell(owner).text_color, Colors.CONFLICT, "its number red")
	press_button("undo")
	assert_false(board.is_broken_number(owner), "cutting the path back clears it")
	assert_eq(cell(owner).ring_color.a, 0.0)


func test_mouse_drags_draw_like_touches():
	yield(play(level_ids()[1]), "completed")
	var mouse = Gestures.new(get_tree(), board, true)
	mouse.draw(game.level["hintPath"])
	assert_eq(session().phase, "cleared")


func test_ten_restarts_give_the_same_result():
	yield(play(level_ids()[3]), "completed")
	var solution = game.level["hintPath"]
	var half = solution.slice(0, solution.size() / 2)
	for round_number in range(10):
		touch.draw(half)
		assert_eq(session().path, half, "round %d draws the same path" % round_number)
		press_button("restart")
		assert_eq(session().path, [], "round %d restarts to empty" % round_number)
	touch.draw(solution)
	assert_eq(session().phase, "cleared", "and the level still clears")


# The longest start of the solution (up to 8 cells) whose chord, the straight line from its first
# cell's first unit to its last's, crosses a cell off it; [] when none.
func _bend(gestures, solution):
	for count in range(min(8, solution.size()), 2, -1):
		var start = solution.slice(0, count - 1)
		var ends = [gestures.centre_of(start[0]), gestures.centre_of(start.back())]
		for node in gestures.nodes_under(gestures.curve(ends, 64)):
			if not node in start:
				return start
	return []


# Points every `spacing` units along a polyline of unit points, ending on its last point.
func _resampled(points, spacing):
	var samples = [points[0]]
	var carried = 0.0
	for i in range(1, points.size()):
		var from = points[i - 1]
		var to = points[i]
		var length = from.distance_to(to)
		var at = spacing - carried
		while at < length:
			samples.append(from.linear_interpolate(to, at / length))
			at += spacing
		carried = length - (at - spacing)
	if samples.back() != points.back():
		samples.append(points.back())
	return samples


# [level id, path, node]: the shortest path from a level's start whose last cell lands on a step
# that another, unvisited cell carries as its number; [] when no level has one.
func _path_breaking_a_number():
	for id in level_ids():
		var found = Gestures.path_breaking_a_number(mode.catalog.level(id), 6)
		if not found.empty():
			return [id] + found
	return []


# A level whose shortest wrong path from the start ends in a conflict.
func _level_with_conflict():
	for id in level_ids():
		var level = mode.catalog.level(id)
		if Gestures.conflicting_path(level) != level["hintPath"]:
			return id
	return level_ids()[0]


# A level whose solution starts with `count` cells in a straight row of single units.
func _level_with_straight_run(count):
	for id in level_ids():
		var level = mode.catalog.level(id)
		var cells = level["cells"]
		var start = level["hintPath"]
		var units = []
		for i in range(count):
			units.append(cells[start[i]]["units"])
		var straight = true
		for i in range(count):
			straight = straight and units[i].size() == 1
		if straight:
			var step = Vector2(units[1][0][0] - units[0][0][0], units[1][0][1] - units[0][0][1])
			for i in range(2, count):
				var this_step = Vector2(
					units[i][0][0] - units[i - 1][0][0], units[i][0][1] - units[i - 1][0][1]
				)
				straight = straight and this_step == step
		if straight:
			return id
	return level_ids()[0]
