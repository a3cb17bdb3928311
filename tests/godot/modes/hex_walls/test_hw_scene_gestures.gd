extends "res://tests/godot/modes/hex_walls/hw_scene_test_case.gd"
# The hex board's hit test and the common pointer input on it: dead zones at hex edges, fast
# swipes interpolated hex by hex, the mouse as well as touch.

const PointerInput = preload("res://scripts/common/pointer_input.gd")


func before_each():
	.before_each()
	yield(open_mode(store), "completed")


func test_the_hit_test_finds_hexes_and_keeps_dead_zones_at_their_edges():
	yield(play(level_ids()[4]), "completed")
	var level = game.level
	var a = level["hintPath"][0]
	var b = level["hintPath"][1]
	var centre_a = board.centre_of(a)
	var centre_b = board.centre_of(b)
	assert_eq(board.node_at(centre_a, PointerInput.TOUCH_DEAD_ZONE), a)
	var edge_middle = (centre_a + centre_b) / 2.0
	assert_eq(board.node_at(edge_middle, PointerInput.TOUCH_DEAD_ZONE), -1, "the shared edge")
	var inside_b = edge_middle.linear_interpolate(centre_b, 0.2)
	assert_eq(board.node_at(inside_b, PointerInput.TOUCH_DEAD_ZONE), b, "just past the dead zone")
	assert_eq(
		board.node_at(inside_b, PointerInput.MOUSE_DEAD_ZONE), -1, "the mouse's zone is wider"
	)
	assert_eq(board.node_at(Vector2(-50, -50), 0.0), -1, "off the board")
	assert_eq(board.node_at(Vector2(2, 2), 0.0), -1, "a corner of the control holds no hex")


func test_a_fast_swipe_over_a_straight_run_places_every_hex_on_the_way():
	var found = _straight_run()
	assert_false(found.empty(), "a level whose solution runs straight through three hexes")
	yield(play(found[0]), "completed")
	var solution = game.level["hintPath"]
	var end = found[1]
	touch.draw(solution.slice(0, end - 2), false)
	# One pointer sample jumps from hex end-2 to hex end: the hex between is not skipped.
	touch.move(board.centre_of(solution[end]))
	assert_eq(session().path, solution.slice(0, end))
	touch.release(board.centre_of(solution[end]))


func test_the_mouse_draws_too():
	yield(play(level_ids()[2]), "completed")
	var mouse = Gestures.new(get_tree(), board, true)
	var solution = game.level["hintPath"]
	mouse.draw(solution.slice(0, 2))
	assert_eq(session().path, solution.slice(0, 2))
	assert_eq(session().phase, "idle", "lifting the button ends the gesture")


func test_a_tap_on_the_end_resumes_and_a_drag_goes_on_from_it():
	yield(play(level_ids()[3]), "completed")
	var solution = game.level["hintPath"]
	touch.draw(solution.slice(0, 1))
	touch.press(board.centre_of(solution[1]))
	assert_eq(session().phase, "drawing")
	touch.move_through(solution.slice(2, 3))
	touch.release(board.centre_of(solution[3]))
	assert_eq(session().path, solution.slice(0, 3))


# [level id, i] where hexes i-2, i-1, i of the solution lie in one straight line.
func _straight_run():
	for id in level_ids():
		var level = mode.catalog.level(id)
		var solution = level["hintPath"]
		for i in range(2, solution.size()):
			var hexes = []
			for k in [i - 2, i - 1, i]:
				var each = level["cells"][solution[k]]
				hexes.append([each["q"], each["r"]])
			var first = [hexes[1][0] - hexes[0][0], hexes[1][1] - hexes[0][1]]
			var second = [hexes[2][0] - hexes[1][0], hexes[2][1] - hexes[1][1]]
			if first == second:
				return [id, i]
	return []
