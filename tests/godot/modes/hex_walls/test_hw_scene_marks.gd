extends "res://tests/godot/modes/hex_walls/hw_scene_test_case.gd"
# What lies on the board lies under the screen's overlays, and a turning wall's mark (where it
# will stand after the next hex) is always in sight: over every wall, on the right edge, in a
# colour and shape of its own; it never covers a static wall or a number, and once the level is
# cleared (no next hex) it is gone. Checked on every shipped level.

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


# Where a mark's edge holds a static wall (2-2 teaches the turning wall beside one) its dots stand
# beside that wall; no dot ever touches a static wall (drawn as a bar with round ends) or the box
# of a number, on the empty board, after each of the first three hexes and on the cleared board,
# in both contrasts.
func test_no_mark_covers_a_static_wall_or_a_number():
	timeout_seconds = 120
	var checked = 0
	for high in [false, true]:
		settings.set_flag("high_contrast", high)
		for id in level_ids():
			var level = mode.catalog.level(id)
			if level["turningWalls"].empty():
				continue
			yield(play(id), "completed")
			var solution = level["hintPath"]
			var where = "%s%s" % [id, ", high contrast" if high else ""]
			_assert_marks_cover_nothing(level, where + ", empty board")
			touch.press(board.centre_of(solution[0]))
			_assert_marks_cover_nothing(level, where + " after 1 hex")
			for step in range(1, 3):
				touch.move(board.centre_of(solution[step]))
				_assert_marks_cover_nothing(level, where + " after %d hexes" % (step + 1))
			touch.move_through(solution.slice(3, solution.size() - 1))
			touch.release(board.centre_of(solution.back()))
			assert_eq(session().status(), "won", where)
			for i in range(level["turningWalls"].size()):
				var mark = board.wall_view("t%d" % i).mark
				assert_false(
					mark.is_visible_in_tree(), "%s cleared: t%d's mark is gone" % [where, i]
				)
			_assert_marks_cover_nothing(level, where + ", cleared")
			checked += 1
	settings.set_flag("high_contrast", false)
	assert_true(checked > 0, "some level has turning walls")


# No dot of a shown mark touches a static wall (its bar with round ends) or the box of a text in
# a hex.
func _assert_marks_cover_nothing(level, where):
	var boxes = []  # [what, Rect2 in the board's pixels]
	for node in range(level["cells"].size()):
		var view = cell(node)
		for piece in view.text_layout():
			var box = Rect2(view.position + piece["box"].position, piece["box"].size)
			boxes.append(["the %s of hex %d" % [piece["text"], node], box])
	for i in range(level["turningWalls"].size()):
		var view = board.wall_view("t%d" % i)
		if not view.mark.is_visible_in_tree():
			continue
		var reach = view.mark_reach()
		for dot in view.mark_dots():
			var centre = view.mark.position + dot
			var drawn = Rect2(centre - Vector2(reach, reach), Vector2(reach, reach) * 2.0)
			for s in range(level["walls"].size()):
				if _to_wall(centre, board.wall_view("s%d" % s)) < reach:
					fail("%s: t%d's mark covers static wall s%d" % [where, i, s])
			for box in boxes:
				if drawn.intersects(box[1]):
					fail("%s: t%d's mark covers %s" % [where, i, box[0]])


# How far a point lies from a static wall's drawn bar (negative inside it).
static func _to_wall(point, wall):
	var start = wall.position - wall.half
	var along = wall.half * 2.0
	var t = clamp((point - start).dot(along) / along.length_squared(), 0.0, 1.0)
	return point.distance_to(start + along * t) - wall.thickness / 2.0


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
		# Their middle on that edge, each within its length and as far across it as the others
		# (on it, or beside the static wall standing there, as many on each side).
		var middle = Vector2.ZERO
		var across = 0.0
		for dot in dots:
			middle += dot / dots.size()
			var along = (mark.position + dot - vertex).dot(toward)
			assert_true(along > 0.0 and along < view.length, "%s: a dot past the edge" % label)
			across += abs(toward.cross(dot)) / dots.size()
		var centre = (mark.position + middle - vertex).normalized()
		assert_true(centre.dot(toward) > 0.999, "%s: the dots off edge %d" % [label, next_edge])
		for dot in dots:
			assert_true(abs(abs(toward.cross(dot)) - across) < 0.01, label + ": rows off the edge")
		# Dots, not a bar; not the colour of a wall.
		for j in range(dots.size()):
			for k in range(j):
				var gap = (dots[j] - dots[k]).length()
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
