extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# Issue 18 §1, reading the board: a tile pressed and held shows its whole route from the same
# trace() a tap makes (to the board edge, or to the contact point on the edge of the blocker's
# contact zone) and releasing it sends nothing; a press that slides off its tile sends nothing;
# a short press is a tap. Real mouse events through the scene tree.

const Geometry = preload("res://scripts/hex_tracks/geometry.gd")
const TilePress = preload("res://scripts/hex_tracks/tile_press.gd")


func _button(point, pressed, device = 0):
	var event = InputEventMouseButton.new()
	event.button_index = BUTTON_LEFT
	event.pressed = pressed
	event.device = device
	event.position = point
	event.global_position = point
	get_tree().input_event(event)


func _motion(point):
	var event = InputEventMouseMotion.new()
	event.position = point
	event.global_position = point
	get_tree().input_event(event)


func _window_point(tile_id):
	return board.get_global_rect().position + board.centre_of_tile(tile_id)


# Presses a tile and waits past the hold time.
func _hold(tile_id):
	_button(_window_point(tile_id), true)
	yield(get_tree().create_timer(TilePress.HOLD_TIME + 0.15), "timeout")


func _release(tile_id):
	_button(_window_point(tile_id), false)
	yield(frames(1), "completed")


# The route the overlay draws (the only one, for a held tile).
func _drawn_route():
	var routes = board.find_node("Routes", false, false).routes
	return routes[0] if routes.size() == 1 else {}


func test_holding_a_blocked_tile_shows_its_route_to_the_contact_and_sends_nothing():
	yield(open_mode(), "completed")
	var found = blocked_at_start()
	yield(play(found[0]), "completed")
	var trace = game.session.trace_of(found[1])
	var blocker = game.session.board.tiles[trace["blocker"]]
	yield(_hold(found[1]), "completed")
	assert_eq(board.preview.get("kind"), "tile", "holding shows the route")
	assert_eq(board.preview.get("tile"), found[1])
	assert_eq(board.preview.get("outcome"), "blocked")
	assert_eq(board.preview.get("blocker"), blocker["id"], "the tile that would stop it is named")
	var route = _drawn_route()
	assert_false(route.empty(), "one route is drawn")
	var centre = board.centre_of_cell(blocker["q"], blocker["r"])
	assert_eq(route.get("blocker"), centre, "the blocker is marked")
	# The route ends where the tile's centre meets the blocker's contact zone: the 1.76R hexagon
	# about it (two 0.88R tops touching).
	var end = route["points"][route["points"].size() - 1]
	var geometry = Geometry.new()
	var reach = -INF
	for n in geometry.unit:
		reach = max(reach, ((end - centre) / board.unit).dot(Vector2(n[0], n[1])))
	assert_true(
		abs(reach - geometry.contact_apothem) < 1e-3,
		(
			"the route stops on the contact zone's edge (%.5f, %.5f)"
			% [reach, geometry.contact_apothem]
		)
	)
	assert_eq(route.get("contact"), end, "the tile's top is drawn where it touches")
	yield(_release(found[1]), "completed")
	assert_eq(board.preview, {}, "releasing ends the look")
	assert_eq(game.session.failed, 0, "and sends nothing")
	assert_true(game.mid_end.moves().empty(), "no move was made")


func test_holding_a_free_tile_draws_its_route_to_the_board_edge():
	yield(open_mode(), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	var tile_id = mode.catalog.level(id)["solution"][0]["tile"]
	yield(_hold(tile_id), "completed")
	assert_eq(board.preview.get("outcome"), "exit")
	var route = _drawn_route()
	var points = route["points"]
	var end = points[points.size() - 1]
	var heading = route["heading"]
	# (the overlay draws in the board's own pixels)
	assert_false(board.cell_at_point(end - heading * board.unit * 0.3).empty(), "inside: a cell")
	assert_true(board.cell_at_point(end + heading * board.unit * 0.3).empty(), "outside: none")
	var polyline = game.session.tables.polyline(game.session.trace_of(tile_id)["route"])
	assert_eq(
		points.size(), polyline.size() - 1, "every point up to the edge, from the tile's side"
	)
	yield(_release(tile_id), "completed")
	assert_true(game.session.is_on_board(tile_id), "the tile stays")


func test_a_held_look_follows_the_finger_to_another_tile():
	yield(open_mode(), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	var solution = mode.catalog.level(id)["solution"]
	yield(_hold(solution[0]["tile"]), "completed")
	_motion(_window_point(solution[1]["tile"]))
	yield(frames(1), "completed")
	assert_eq(board.preview.get("tile"), solution[1]["tile"], "the look moved on")
	yield(_release(solution[1]["tile"]), "completed")
	assert_eq(game.session.tiles_left(), mode.catalog.level(id)["tiles"].size(), "nothing sent")


func test_a_press_that_slides_off_its_tile_sends_nothing_and_a_short_one_is_a_tap():
	yield(open_mode(), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	var solution = mode.catalog.level(id)["solution"]
	var first = solution[0]["tile"]
	_button(_window_point(first), true)
	_motion(_window_point(solution[1]["tile"]))
	_button(_window_point(solution[1]["tile"]), false)
	yield(frames(1), "completed")
	assert_true(game.session.is_on_board(first), "slid off: not sent")
	assert_true(game.session.is_on_board(solution[1]["tile"]), "nor the tile it ended on")
	_button(_window_point(first), true)
	yield(frames(1), "completed")
	assert_true(game.session.is_on_board(first), "a press alone sends nothing yet")
	_button(_window_point(first), false)
	yield(frames(1), "completed")
	assert_false(game.session.is_on_board(first), "the release sends the tap")
	assert_eq(board.preview, {}, "no look was shown")


func test_mouse_events_emulated_from_a_touch_are_not_a_second_tap():
	yield(open_mode(), "completed")
	var id = level_ids()[0]
	yield(play(id), "completed")
	var tile_id = mode.catalog.level(id)["solution"][0]["tile"]
	for pressed in [true, false]:
		var touch = InputEventScreenTouch.new()
		touch.index = 0
		touch.pressed = pressed
		touch.position = _window_point(tile_id)
		get_tree().input_event(touch)
		_button(_window_point(tile_id), pressed, TilePress.EMULATED_MOUSE_DEVICE)
	yield(frames(1), "completed")
	assert_false(game.session.is_on_board(tile_id), "the touch sent the tile")
	assert_eq(game.mid_end.moves().size(), 1, "once")


func test_holding_a_rotate_button_shows_the_routes_after_the_turn_and_turns_nothing():
	yield(open_mode(), "completed")
	var id = level_with_rotation()
	yield(play(id), "completed")
	var button = game.button("rotate_right")
	var middle = button.get_global_rect().position + button.rect_size / 2.0
	_button(middle, true)
	yield(get_tree().create_timer(TilePress.HOLD_TIME + 0.15), "timeout")
	assert_eq(board.preview.get("kind"), "turn", "holding the button previews the turn")
	assert_eq(board.preview.get("orientation"), 1)
	var expected = []
	for tile_id in game.session.remaining_ids():
		var index = game.session.index_of(tile_id)
		if game.session.tables.trace(1, game.session.remaining, index)["outcome"] == "exit":
			expected.append(tile_id)
	assert_eq(board.preview.get("free"), expected, "the tiles that would leave after it")
	var routes = board.find_node("Routes", false, false).routes
	assert_eq(routes.size(), game.session.tiles_left(), "a route for every tile")
	for route in routes:
		assert_true(route["faint"], "drawn faintly")
	_button(middle, false)
	yield(frames(2), "completed")
	assert_eq(game.session.orientation, 0, "letting go turns nothing")
	assert_eq(game.session.rotations, 0)
	assert_eq(board.preview, {}, "and the preview ends")
	click(button)
	yield(frames(1), "completed")
	assert_eq(game.session.orientation, 1, "a tap still turns")
