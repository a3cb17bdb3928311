extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# Undo shows what it takes back (issue 18 §1), with the board's animations on: a removed tile
# slides back onto the board along the route it left by, from past the edge to its cell; an
# undone turn turns the board back; a leaving tile slides off past the board edge.


func before_each():
	.before_each()
	settings.set_flag("reduced_motion", false)


func test_a_leaving_tile_slides_off_past_the_board_edge():
	yield(open_mode(), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	var tile_id = mode.catalog.level(id)["solution"][0]["tile"]
	var trace = game.session.trace_of(tile_id)
	var segments = game.session.tables.polyline(trace["route"]).size() - 1
	tap_tile(tile_id)
	assert_true(board.is_animating(), "the tile rides")
	var tween = board.find_node("Tween", false, false)
	tween.seek(board.move_time * 0.999)
	# Past the port on the board edge by most of EXIT_OUT, not stopped at the edge.
	var beyond = (board.slide - (segments - 1)) * 24.0
	assert_true(beyond > board.EXIT_SHOWN, "it rides on past the edge (%.2f units)" % beyond)
	yield(board, "move_finished")
	assert_false(game.session.is_on_board(tile_id))


func test_undo_slides_a_removed_tile_back_along_its_route():
	yield(open_mode(), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	var tile_id = mode.catalog.level(id)["solution"][0]["tile"]
	var polyline = game.session.tables.polyline(game.session.trace_of(tile_id)["route"])
	tap_tile(tile_id)
	yield(board, "move_finished")
	click(game.button("undo"))
	assert_true(game.session.is_on_board(tile_id), "the tile is back in the session")
	assert_true(board.is_animating(), "and rides back on the board")
	var tween = board.find_node("Tween", false, false)
	var start = board.slide
	assert_true(start > polyline.size() - 2, "from past the board edge (%.2f)" % start)
	tween.seek(board.move_time * 0.5)
	var halfway = board.slide
	assert_true(halfway > 0.0 and halfway < start, "along its route (%.2f)" % halfway)
	# The tile is on the very polyline it left by.
	var k = int(floor(halfway))
	var a = polyline[k]
	var b = polyline[k + 1]
	var t = halfway - k
	var expected = Vector2(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
	var at = board.riding_centre()
	assert_true(at.distance_to(board.origin + expected * board.unit) < 1e-2, "on its route")
	yield(board, "return_finished")
	assert_false(board.is_animating(), "home")
	tap_tile(tile_id)
	assert_true(board.is_animating(), "and it can be sent again")


func test_undo_turns_the_board_back():
	yield(open_mode(), "completed")
	yield(play(level_with_rotation()), "completed")
	click(game.button("rotate_right"))
	yield(board, "turn_finished")
	click(game.button("undo"))
	assert_eq(game.session.orientation, 0)
	assert_true(board.is_animating(), "the board turns back")
	var tween = board.find_node("Tween", false, false)
	tween.seek(board.TURN_TIME * 0.5)
	assert_true(board.turn_angle < 0.0, "counter-clockwise (%.3f)" % board.turn_angle)
	yield(board, "turn_finished")
	assert_eq(board.orientation, 0)
