extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# Issue 30, reading the board at a glance: the track network drawn quietly; every tile's own
# route drawn at all times (Settings "Show routes"), following the board; an exit mark past the
# board edge, clear of the tile even when it leaves straight off; a turn preview's stop marks on
# the blocker; one ghost for a tile blocked before it leaves its cell. Asserted on what the
# route layer (route_preview.gd) holds to draw, in the board's pixels.

const BoardDrawing = preload("res://scripts/hex_tracks/board_drawing.gd")
const Colors = preload("res://scripts/hex_tracks/board_colors.gd")
const TOP_APOTHEM = 0.88 * 0.8660254  # a tile's drawn top, centre to side


func _layer():
	return board.find_node("Routes", false, false)


# Waits a frame, then while the present state's routes are being traced (a few frames at most).
func _traced():
	yield(frames(1), "completed")
	var frames_left = 30
	while _layer().is_tracing() and frames_left > 0:
		yield(frames(1), "completed")
		frames_left -= 1


# The standing route of a tile (by id), {} for none.
func _standing(tile_id):
	var tile = game.session.board.tiles[game.session.index_of(tile_id)]
	for route in _layer().standing:
		if route["start"] == board.centre_of_cell(tile["q"], tile["r"]):
			return route
	return {}


# [level id, tile id] of the first campaign tile whose start trace() passes `check`.
func _first_tile(check):
	for id in level_ids():
		var probe = Session.new(mode.catalog.level(id))
		for tile in probe.board.tiles:
			if call(check, probe.trace_of(tile["id"])):
				return [id, tile["id"]]
	return []


func _leaves_straight_off(trace):
	return trace["outcome"] == "exit" and trace["route"]["steps"].empty()


func _blocked_at_once(trace):
	return trace["outcome"] == "blocked" and trace["contact"] < 1.0


# WCAG relative luminance contrast of two colours.
static func _contrast(a, b):
	var la = _luminance(a)
	var lb = _luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


static func _luminance(color):
	var total = 0.0
	var weights = [0.2126, 0.7152, 0.0722]
	var channels = [color.r, color.g, color.b]
	for k in range(3):
		var c = channels[k]
		c = c / 12.92 if c <= 0.04045 else pow((c + 0.055) / 1.055, 2.4)
		total += weights[k] * c
	return total


func test_the_track_network_is_quieter_than_every_tile():
	yield(open_mode(), "completed")
	yield(play(level_ids()[0]), "completed")
	var ink = Colors.track_ink(settings.high_contrast)
	for color in Colors.LIBRARY:
		assert_true(
			_contrast(ink, Colors.CELL) < _contrast(color, Colors.CELL),
			"the tracks' ink is fainter on a cell than tile colour %s" % color.to_html(false)
		)
	var quiet = BoardDrawing.QUIET_TRACKS
	var bold = BoardDrawing.BOLD_TRACKS
	assert_true(quiet["rail_width"] < bold["rail_width"], "and thinner than the editor's")
	assert_true(quiet["core_width"] < bold["core_width"])


func test_every_tile_shows_its_own_route_and_it_follows_the_board():
	yield(open_mode(), "completed")
	var id = level_with_rotation()
	yield(play(id), "completed")
	yield(_traced(), "completed")
	var session = game.session
	assert_eq(_layer().standing.size(), session.tiles_left(), "a route for every tile")
	for tile_id in session.remaining_ids():
		var route = _standing(tile_id)
		var tile = session.board.tiles[session.index_of(tile_id)]
		assert_eq(route.get("color"), Colors.tile_color(tile["color"]), "in the tile's colour")
		assert_eq(route.get("outcome"), session.trace_of(tile_id)["outcome"], "from trace()")
	# Along the baked solution: every turn, up to the first removal.
	for action in mode.catalog.level(id)["solution"]:
		perform(action)
		yield(_traced(), "completed")
		if action["op"] == "tap":
			var gone = action["tile"]
			assert_false(session.is_on_board(gone))
			assert_true(_standing(gone).empty(), "the removed tile's route goes")
			break
		for tile_id in session.remaining_ids():
			var outcome = session.trace_of(tile_id)["outcome"]
			assert_eq(_standing(tile_id).get("outcome"), outcome, "after the turn")
	assert_eq(_layer().standing.size(), session.tiles_left(), "a route for every tile left")


# A new state's routes are traced a slice a frame (a big board's took milliseconds in the tap's
# frame), none in the call that opens the level or makes the move nor in the frame that draws
# it, and only routes of tiles traced (no orientation's whole table: 3 ms on a 127-cell board):
# each frame adds routes, and every tile has its own once the tracing ends.
func test_a_big_board_s_routes_come_a_slice_a_frame_and_all_come():
	yield(open_mode(), "completed")
	var biggest = level_ids()[0]
	for id in level_ids():
		if mode.catalog.level(id)["tiles"].size() > mode.catalog.level(biggest)["tiles"].size():
			biggest = id
	mode.play(biggest)
	assert_true(_layer().is_tracing(), "tracing")
	assert_eq(_layer().standing.size(), 0, "not in the call that opened the level")
	yield(frames(1), "completed")
	assert_eq(_layer().standing.size(), 0, "nor in its frame, which draws the whole board")
	yield(frames(1), "completed")
	var traced = _layer().standing.size()
	assert_true(traced > 0, "a slice in the frame after it")
	if _layer().is_tracing():
		assert_false(game.session.tables._tables.has(0), "a route a tile, not the whole table")
	yield(frames(1), "completed")
	var frames_left = 100
	while _layer().is_tracing() and frames_left > 0:
		var before = _layer().standing.size()
		yield(frames(1), "completed")
		assert_true(_layer().standing.size() > before or not _layer().is_tracing(), "more a frame")
		frames_left -= 1
	var session = game.session
	assert_eq(_layer().standing.size(), session.tiles_left(), "a route for every tile")
	for tile_id in session.remaining_ids():
		assert_eq(_standing(tile_id).get("outcome"), session.trace_of(tile_id)["outcome"])


func test_show_routes_is_a_saved_setting_that_keeps_the_exit_marks():
	yield(open_mode(), "completed")
	yield(play(level_ids()[0]), "completed")
	yield(_traced(), "completed")
	assert_true(settings.show_routes, "on by default")
	assert_true(_layer().lines_shown)
	var panel = load("res://scenes/common/settings_panel.tscn").instance()
	add_child(panel)
	yield(frames(1), "completed")
	var switch = named(named(panel, "ShowRoutes"), "Switch")
	assert_true(switch.pressed, "the switch shows the setting")
	click(switch)
	assert_false(settings.show_routes, "the switch turns routes off")
	assert_eq(store.get_bucket("settings").get("show_routes"), false, "saved")
	assert_false(_layer().lines_shown, "the board drops the lines at once")
	assert_false(_layer().standing.empty(), "and keeps the exit marks")
	panel.free()


func test_a_tile_that_leaves_straight_off_the_edge_shows_its_exit_mark_past_the_edge():
	yield(open_mode(), "completed")
	var found = _first_tile("_leaves_straight_off")
	assert_false(found.empty(), "a campaign tile leaves straight off the edge")
	yield(play(found[0]), "completed")
	yield(_traced(), "completed")
	var route = _standing(found[1])
	assert_true(route.has("arrow"), "its route has an exit mark")
	for corner in route.get("arrow", []):
		assert_true(board.cell_at_point(corner).empty(), "past the board edge: %s" % corner)
		var reach = (corner - route["start"]).length() / board.unit
		assert_true(reach > TOP_APOTHEM, "clear of the tile's top (%.3f)" % reach)


func test_a_turn_preview_marks_the_stop_on_the_blocker():
	yield(open_mode(), "completed")
	var id = level_with_rotation()
	yield(play(id), "completed")
	board.show_turn_routes(1)
	var blocked = 0
	for route in _layer().routes:
		if route["outcome"] != "blocked":
			continue
		blocked += 1
		assert_true(route.has("stop"), "a stop mark")
		var reach = (route.get("stop", route["contact"]) - route["blocker"]).length() / board.unit
		assert_true(reach < TOP_APOTHEM, "on the blocker's top (%.3f)" % reach)
	assert_true(blocked > 0, "the turn stops some tile")


func test_a_tile_blocked_before_it_leaves_its_cell_shows_one_ghost_and_no_ring():
	yield(open_mode(), "completed")
	var found = _first_tile("_blocked_at_once")
	assert_false(found.empty(), "a campaign tile is blocked at once")
	yield(play(found[0]), "completed")
	board.show_tile_route(found[1])
	var route = _layer().routes[0]
	assert_true(route.has("ghost"), "its top where it would touch")
	assert_false(route.has("ring"), "not a ring askew about it as well")
	assert_eq(route["points"].size(), 1, "and no line over its own top")
