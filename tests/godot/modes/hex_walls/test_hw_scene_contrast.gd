extends "res://tests/godot/modes/hex_walls/hw_scene_test_case.gd"
# High contrast (the shell's setting) on the Hex Walls board: every hex off the path darker with
# an ink edge, the path's hexes and links deeper, static walls darker and thicker, turning walls
# and their marks darker and thicker; switching it off gives the board back as it was.


func before_each():
	.before_each()
	set_reduced_motion(true)
	yield(open_mode(store), "completed")


func test_high_contrast_changes_hexes_walls_marks_and_path():
	var id = first_level_where("has_both_kinds_of_wall")
	assert_true(id != "", "a level with static and turning walls")
	yield(play(id), "completed")
	touch.draw(game.level["hintPath"].slice(0, 2))
	var before = _look()
	settings.set_flag("high_contrast", true)
	var high = _look()
	for key in before:
		var changed = []
		for i in range(before[key].size()):
			if before[key][i] == high[key][i]:
				changed.append(i)
		assert_eq(changed, [], "%s: these look the same in high contrast" % key)
	for node in range(game.level["cells"].size()):
		if session().step_of(node) == 0 and session().effective_clue(node) == 0:
			assert_true(cell(node).border_width > 0.0, "hex %d has an edge" % node)
	settings.set_flag("high_contrast", false)
	assert_eq(_look(), before, "off again: as before")


func has_both_kinds_of_wall(level):
	return not level["walls"].empty() and not level["turningWalls"].empty()


# What high contrast may change, per kind of thing on the board (lists in a fixed order).
func _look():
	var unvisited = []
	var visited = []
	for node in range(game.level["cells"].size()):
		var kind = visited if session().step_of(node) > 0 else unvisited
		kind.append([cell(node).fill, cell(node).border_width])
	var walls = []
	for i in range(game.level["walls"].size()):
		var view = board.wall_view("s%d" % i)
		walls.append([view.color, view.thickness])
	var turning = []
	var marks = []
	for i in range(game.level["turningWalls"].size()):
		var view = board.wall_view("t%d" % i)
		turning.append([view.color, view.thickness])
		marks.append([view.mark_fill, view.mark_edge, view.mark_radius()])
	var links = []
	for link in named(board, "Links").get_children():
		if link.visible:
			links.append([link.color, link.thickness])
	return {
		"unvisited hexes": unvisited,
		"visited hexes": visited,
		"static walls": walls,
		"turning walls": turning,
		"marks": marks,
		"links": links,
	}
