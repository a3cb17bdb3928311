extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# The board's ground (its cells and tracks) is drawn once per level and layout, at orientation 0,
# and turned to the orientation shown (issue 33: a tap or a turn drew its 127 cells again). A
# turn of the picture is the board's turn: every cell lands where the session turns it, every
# track port points where its turned port does. A tap and a turn redraw the tiles only; an edit
# of a cell's tracks in the workshop's editor redraws the tracks of its chunk of cells only.

const Board = preload("res://scripts/hex_tracks/board.gd")
const BoardDrawing = preload("res://scripts/hex_tracks/board_drawing.gd")
const SharedGeometry = preload("res://scripts/hex_tracks/shared_geometry.gd")


func test_turning_the_picture_is_turning_the_board():
	yield(open_mode(), "completed")
	var geometry = SharedGeometry.get_geometry()
	var level = mode.catalog.level(level_ids()[0])
	for turns in range(6):
		var angle = turns * PI / 3.0
		for cell in level["cells"]:
			var q = int(cell["q"])
			var r = int(cell["r"])
			var moved = Board.rotate(q, r, turns)
			var drawn = _point(geometry, q, r).rotated(angle)
			var expected = _point(geometry, moved[0], moved[1])
			assert_true(drawn.distance_to(expected) < 1e-4, "%d turns: cell %d,%d" % [turns, q, r])
		for port in range(6):
			var turned = BoardDrawing.direction_angle(geometry, posmod(port + turns, 6))
			var drawn_angle = BoardDrawing.direction_angle(geometry, port) + angle
			assert_true(
				abs(wrapf(turned - drawn_angle, -PI, PI)) < 1e-4,
				"%d turns: port %d" % [turns, port]
			)
	# The tracks of a turned cell are its ports turned (board.gd rotate_tracks).
	var tracks = [3, 4, 5, 0, 1, 2]
	assert_eq(Board.rotate_tracks(tracks, 1), [3, 4, 5, 0, 1, 2], "straight tracks stay")
	assert_eq(Board.rotate_tracks([1, 0, 3, 2, 5, 4], 1), [5, 2, 1, 4, 3, 0])


func test_a_tap_and_a_turn_redraw_the_tiles_not_the_ground():
	yield(open_mode(), "completed")
	var id = level_with_rotation()
	yield(play(id), "completed")
	var ground = board.find_node("Ground", false, false)
	var draws = {"ground": 0, "tiles": 0}
	for canvas in [ground] + ground.get_children():
		canvas.connect("draw", self, "_on_draw", [draws, "ground"])
	board.connect("draw", self, "_on_draw", [draws, "tiles"])
	var turned = false
	for action in mode.catalog.level(id)["solution"]:
		if game.session.status() != "playing":
			break
		var before = game.session.orientation
		perform(action)
		yield(settled(), "completed")
		if action["op"] == "rotate":
			turned = true
			assert_true(game.session.orientation != before)
		var expected = game.session.orientation * PI / 3.0
		assert_true(
			abs(wrapf(ground.rotation - expected, -PI, PI)) < 1e-4, "the ground shows the turn"
		)
	assert_true(turned, "a turn was played")
	assert_eq(draws["ground"], 0, "the ground was not drawn again")
	assert_true(draws["tiles"] > 0, "the tiles were")


func test_an_edit_of_a_cell_s_tracks_redraws_its_chunk_only():
	yield(open_mode(), "completed")
	mode.show_workshop()
	var workshop = mode.workshop()
	yield(frames(2), "completed")
	var editor = workshop.editor_board()
	var ground = editor.find_node("Ground", false, false)
	var chunks = ground.get_children()
	assert_true(chunks.size() > 2, "the tracks in chunks")
	var draws = {}
	for canvas in [ground] + chunks:
		draws[canvas.name] = 0
		canvas.connect("draw", self, "_on_draw", [draws, canvas.name])
	var cells = workshop.editor_level()["cells"]
	var last = cells.size() - 1
	workshop.set_tool("track")
	workshop.edit_cell(int(cells[last]["q"]), int(cells[last]["r"]))
	yield(frames(2), "completed")
	assert_true(workshop.editor_level()["cells"][last]["tracks"] != cells[last]["tracks"])
	var chunk = chunks[last / editor.TRACK_CHUNK].name
	for name in draws:
		assert_eq(draws[name], 1 if name == chunk else 0, "%s drawn again" % name)
	workshop.set_tool("tile")
	workshop.edit_cell(int(cells[0]["q"]), int(cells[0]["r"]))
	yield(frames(2), "completed")
	assert_eq(workshop.editor_level()["tiles"].size(), 1, "a tile placed")
	for name in draws:
		assert_eq(draws[name], 1 if name == chunk else 0, "a tile draws no ground: %s" % name)


# The drawn tracks and hexes are the geometry's: a track's points placed at a cell are its
# samples (the ones trace() rides) there, made once and placed by a transform.
func test_a_track_is_drawn_through_its_samples():
	var geometry = SharedGeometry.get_geometry()
	var centre = Vector2(123.5, -47.25)
	var unit = 37.0
	var place = Transform2D(Vector2(unit, 0), Vector2(0, unit), centre)
	for i in range(6):
		for j in range(6):
			if i == j:
				continue
			var drawn = place.xform(BoardDrawing.track_points(geometry, i, j))
			var samples = geometry.bezier_samples(i, j)
			assert_eq(drawn.size(), samples.size())
			for k in range(samples.size()):
				var expected = centre + Vector2(samples[k][0], samples[k][1]) * unit
				assert_true(drawn[k].distance_to(expected) < 1e-3, "%d-%d sample %d" % [i, j, k])


func _on_draw(draws, key):
	draws[key] += 1


func _point(geometry, q, r):
	var p = geometry.offset_point(q, r)
	return Vector2(p[0], p[1])
