extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# The board's number glyphs are rendered ahead while the level list is up (issue 33 item 2: a
# level's first frame rendered them, 6-9 ms): once the list is built the game screen renders them
# one a frame, none while a level is played, and every level draws its texts from the same few
# faces (a face per text size rendered its glyphs again for every new cell size).

const PathBoardView = preload("res://scripts/common/path_board_view.gd")


func before_each():
	.before_each()
	PathBoardView.FACES.clear()  # nothing rendered ahead yet in this run


func test_the_glyphs_are_rendered_ahead_once_the_list_is_built():
	yield(open_mode(store), "completed")
	while select.is_building():
		yield(frames(1), "completed")
	yield(frames(1), "completed")
	assert_true(game.is_warming_up(), "the list built: glyphs to render")
	var before = PathBoardView.FACES.get("rendered", 0)
	yield(frames(3), "completed")
	var after = PathBoardView.FACES.get("rendered", 0)
	assert_true(after > before and after <= before + 3, "one a frame: %d -> %d" % [before, after])
	yield(play(level_ids()[0]), "completed")
	var playing = PathBoardView.FACES.get("rendered", 0)
	yield(frames(5), "completed")
	assert_eq(PathBoardView.FACES.get("rendered", 0), playing, "none while a level is played")
	mode.show_level_select()
	var frames_left = 200
	while game.is_warming_up() and frames_left > 0:
		yield(frames(1), "completed")
		frames_left -= 1
	assert_false(game.is_warming_up(), "back on the list, the rest are rendered")


func test_every_level_draws_from_the_same_few_faces():
	yield(open_mode(store), "completed")
	var sizes = {}
	for level_id in level_ids().slice(0, 30):
		yield(play(level_id), "completed")
		for node in range(mode.catalog.level(level_id)["cells"].size()):
			for piece in cell(node).text_layout():
				assert_true(piece["font"].size in PathBoardView.FACE_SIZES, level_id)
				assert_eq(piece["scale"], piece["size"] / float(piece["font"].size))
				sizes[piece["size"]] = true
	var faces = PathBoardView.FACES.keys()
	faces.erase("rendered")
	assert_true(faces.size() <= PathBoardView.FACE_SIZES.size(), "faces %s" % [faces])
	assert_true(sizes.size() > faces.size(), "texts of %d sizes from them" % sizes.size())


func level_ids():
	return mode.catalog.level_ids()
