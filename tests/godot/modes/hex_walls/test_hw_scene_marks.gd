extends "res://tests/godot/modes/hex_walls/hw_scene_test_case.gd"
# What lies on the board lies under the screen's overlays, and a turning wall's mark (where it
# will stand after the next hex) is always in sight: over every wall, on the right edge, in a
# colour and shape of its own. Checked on every shipped level.

const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const OVERLAYS = ["MenuSheet", "CardSheet", "SettingsPanel"]


func before_each():
	.before_each()
	set_reduced_motion(true)  # turns land at once
	yield(open_mode(store), "completed")


func test_the_game_menu_and_every_other_overlay_cover_the_whole_board():
	timeout_seconds = 90
	var checked = 0
	for id in level_ids():
		var level = mode.catalog.level(id)
		if level["walls"].empty() and level["turningWalls"].empty():
			continue
		yield(play(id), "completed")
		touch.draw(level["hintPath"].slice(0, 1))
		game.open_menu()
		assert_true(game.is_menu_open(), id)
		var top = _topmost(canvas_items(board))
		for overlay_name in OVERLAYS:
			var overlay = named(game, overlay_name)
			if overlay == null:
				fail("%s: the game frame has no %s" % [id, overlay_name])
				continue
			assert_true(
				drawn_after(draw_rank(overlay), top[1]),
				"%s: %s is drawn over the board's %s" % [id, overlay_name, top[0].name]
			)
		game.go_back()
		checked += 1
	assert_true(checked > 0, "some level has walls")


func test_every_turning_wall_shows_its_next_place_over_every_wall_for_the_first_three_steps():
	timeout_seconds = 120
	var checked = 0
	for id in level_ids():
		var level = mode.catalog.level(id)
		if level["turningWalls"].empty():
			continue
		yield(play(id), "completed")
		var solution = level["hintPath"]
		_assert_marks(level, "%s, empty board" % id)
		touch.press(board.centre_of(solution[0]))
		for step in range(1, 4):
			if step > 1:
				touch.move(board.centre_of(solution[step - 1]))
			assert_eq(session().path, solution.slice(0, step - 1), "%s: %d hexes" % [id, step])
			_assert_marks(level, "%s after %d hexes" % [id, step])
		touch.release(board.centre_of(solution[2]))
		checked += 1
	assert_true(checked > 0, "some level has turning walls")


func _assert_marks(level, where):
	var walls = []
	for i in range(level["walls"].size()):
		walls.append(board.wall_view("s%d" % i))
	var bars = []
	for i in range(level["turningWalls"].size()):
		bars.append(board.wall_view("t%d" % i))
	var edges = session().turning()
	for i in range(bars.size()):
		var view = bars[i]
		var mark = view.mark
		var label = "%s, t%d" % [where, i]
		assert_true(mark.is_visible_in_tree(), label + ": the mark is shown")
		assert_eq(mark.modulate.a * mark.self_modulate.a, 1.0, label + ": fully opaque")
		for other in walls + bars:
			if not drawn_after(draw_rank(mark), draw_rank(other)):
				fail("%s: the mark is drawn under %s" % [label, other.name])
		# On the edge the wall will stand on after the next hex.
		var next_edge = (edges[i] + 1) % 3
		var pivot = []
		for hex in level["turningWalls"][i]["pivot"]:
			pivot.append([int(hex[0]), int(hex[1])])
		var vertex = _board_point(HexGeometry.vertex_to_pixel(pivot, board.size))
		var a = _board_point(HexGeometry.hex_to_pixel(pivot[next_edge], board.size))
		var b = _board_point(HexGeometry.hex_to_pixel(pivot[(next_edge + 1) % 3], board.size))
		var toward = ((a + b) / 2.0 - vertex).normalized()
		var dots = view.mark_dots()
		assert_true(dots.size() >= 2, label + ": a row of dots")
		for dot in dots:
			var along = (mark.position + dot - vertex).normalized()
			assert_true(along.dot(toward) > 0.999, "%s: a dot off edge %d" % [label, next_edge])
		# Dots, not a bar; not the colour of a wall.
		var gap = (dots[1] - dots[0]).length()
		assert_true(gap > 2.0 * view.mark_radius(), label + ": the dots stand apart")
		for colour in [view.mark_fill, view.mark_edge]:
			assert_true(colour != Colors.WALL and colour != Colors.WALL_HIGH_CONTRAST, label)
		assert_true(view.mark_fill != view.drawn_color(), label + ": not the bar's colour")


func _board_point(pixel):
	return Vector2(board.origin_x + pixel[0], board.origin_y + pixel[1])


# The canvas item drawn last of `items`: [item, its rank].
func _topmost(items):
	var top = [items[0], draw_rank(items[0])]
	for item in items:
		var rank = draw_rank(item)
		if drawn_after(rank, top[1]):
			top = [item, rank]
	return top
