extends "res://tests/godot/modes/hex_walls/hw_scene_test_case.gd"
# The hex board's hit test and the common pointer input on it: dead zones at hex edges, fast
# swipes interpolated hex by hex, the mouse as well as touch.

const PointerInput = preload("res://scripts/common/pointer_input.gd")
const HexGeometry = preload("res://scripts/common/hex_geometry.gd")


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


# A finger turning fast (about 1000 px/s, a sample every 1/60 s) through three hexes around one
# corner (a -> b -> c, c next to a too) clips b only near the corner, inside b's dead zone: b is
# still placed, then c (the hex walk of every hex crossed), on every level where the solution
# turns so.
func test_a_fast_turn_that_clips_a_hex_s_corner_still_places_it():
	var checked = 0
	for id in level_ids():
		var level = mode.catalog.level(id)
		var at = _tight_turn(level)
		if at < 0:
			continue
		yield(play(id), "completed")
		var solution = level["hintPath"]
		var a = solution[at]
		var b = solution[at + 1]
		var c = solution[at + 2]
		touch.draw(solution.slice(0, at), false)
		var vertex = _vertex_point(level, [a, b, c])
		# Into b past the corner by a tenth of a hex: inside b, within its dead zone.
		var clip = vertex + (board.centre_of(b) - vertex).normalized() * 0.1 * board.size
		assert_eq(board.node_at(clip, 0.0), b, "%s: the clip lies in b" % id)
		assert_eq(board.node_at(clip, PointerInput.TOUCH_DEAD_ZONE), -1, "in b's dead zone")
		for point in _samples([board.centre_of(a), clip, board.centre_of(c)], 1000.0 / 60.0):
			touch.move(point)
		touch.release(board.centre_of(c))
		assert_eq(session().path, solution.slice(0, at + 2), "%s: b was not skipped" % id)
		checked += 1
	assert_true(checked > 0, "some solution turns around a corner")


# A fast swipe round a bend: every move of the finger arrives in one frame, none merged (the
# pointer takes each move event the platform gives), and it places exactly the hexes under the
# curve it drew, not those on the straight line from where it began: on every level, along the
# solution's first hexes up to a bend whose chord crosses another hex, by touch and mouse in turn.
func test_a_curved_swipe_in_one_frame_walks_only_the_hexes_under_it():
	timeout_seconds = 120
	var checked = 0
	for id in level_ids():
		yield(play(id), "completed")
		var gestures = Gestures.new(get_tree(), board, checked % 2 == 1)
		var bend = _bend(gestures, game.level["hintPath"])
		if bend.empty():
			continue
		var samples = gestures.curve(gestures.route(bend))
		assert_eq(gestures.nodes_under(samples), bend, "%s: the curve lies on these hexes" % id)
		gestures.swipe(samples)
		assert_eq(session().path, bend, "%s: the swipe placed the hexes under it" % id)
		checked += 1
	assert_true(checked > 0, "some solution bends")


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


# The longest start of the solution (up to 8 hexes) whose chord, the straight line from its first
# hex's centre to its last's, crosses a hex off it; [] when none.
func _bend(gestures, solution):
	for count in range(min(8, solution.size()), 2, -1):
		var start = solution.slice(0, count - 1)
		var chord = gestures.curve([board.centre_of(start[0]), board.centre_of(start.back())], 64)
		for node in gestures.nodes_under(chord):
			if not node in start:
				return start
	return []


# The first i where solution hexes i and i+2 are neighbours (the path turns around the corner
# they share with hex i+1), -1 when there is none.
func _tight_turn(level):
	var solution = level["hintPath"]
	for i in range(solution.size() - 2):
		if solution[i + 2] in level["adjacency"][solution[i]]:
			return i
	return -1


# The corner three neighbouring hexes share, in the board's pixels.
func _vertex_point(level, nodes):
	var hexes = []
	for node in nodes:
		hexes.append([int(level["cells"][node]["q"]), int(level["cells"][node]["r"])])
	var point = HexGeometry.vertex_to_pixel(hexes, board.size)
	return Vector2(board.origin_x + point[0], board.origin_y + point[1])


# Points every `step` pixels along the polyline through `points` (after its first point), the
# last one included.
func _samples(points, step):
	var samples = []
	for i in range(1, points.size()):
		var from = points[i - 1]
		var to = points[i]
		var count = int(ceil(from.distance_to(to) / step))
		for k in range(1, count + 1):
			samples.append(from.linear_interpolate(to, float(k) / count))
	return samples
