extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# On a 360 x 640 dp phone (the tests' window: 720 x 1280 design pixels, 2 a dp) every cell of
# every shipped level and of the daily levels is thumb-sized (at least 48 dp) and on the screen,
# every text a cell shows is readable and inside the cell, a wide board reaches into the frame's
# side padding and takes touches there, texts grow with their cell, and each level's grade shows
# under its name.

const CoreFacts = preload("res://scripts/common/core_facts.gd")
const DailyCalendar = preload("res://scripts/number_stroke/daily_calendar.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const PHONE_PIXELS = Vector2(720, 1280)
const DP = 2.0
const MIN_CELL = 48 * DP
const MIN_NUMBER_DP = 16
const MIN_MARK_DP = 12

var _pressed = []


func before_each():
	.before_each()
	yield(open_mode(store), "completed")


func test_every_level_has_thumb_sized_cells():
	timeout_seconds = 90
	for level_id in level_ids():
		yield(play(level_id), "completed")
		_assert_thumb_sized(level_id)
	var calendar = DailyCalendar.new(mode.daily_path, mode.mode_id)
	var sizes = {}
	# a week of the calendar: the size follows the weekday (core/modes/number_stroke/daily.py)
	for offset in range(7):
		var date = UtcDate.date_of_day(UtcDate.day_number(calendar.first_date) + offset)
		var level = calendar.level_for(date)
		var size = Vector2(level["width"], level["height"])
		if not sizes.has(size):
			sizes[size] = true
			game.start_level(level)
			yield(frames(2), "completed")
			_assert_thumb_sized("daily " + date)


# Issue 29 item 6: a pack level's grade (baked by the core's grader) shows under its name in the
# top bar, for every grade, in both languages, readable (at least MIN_MARK_DP) and inside the bar.
func test_a_pack_level_shows_its_grade_under_its_name():
	var detail = game.frame().find_node("Detail", true, false)
	var name = game.frame().find_node("Level", true, false)
	var first_of = {}
	for level_id in level_ids():
		var grade = mode.catalog.level(level_id)["grade"]
		if not first_of.has(grade):
			first_of[grade] = level_id
	assert_eq(first_of.size(), CoreFacts.GRADES.size(), "the packs have every grade")
	for language in ["en", "zh"]:
		get_node("/root/Settings").set_language(language)
		for grade in first_of:
			yield(play(first_of[grade]), "completed")
			assert_eq(name.text, "%d-%d" % [game.level["pack"], game.level["index"]])
			assert_true(detail.visible, "%s: its grade shows" % first_of[grade])
			assert_eq(detail.text, tr("grade_" + grade))
			var font = detail.get_font("font")
			assert_true(font.get_height() >= MIN_MARK_DP * DP, "readable")
			assert_true(font.get_string_size(detail.text).x <= detail.rect_size.x, detail.text)
			var bar = detail.get_parent().get_global_rect()
			assert_true(bar.encloses(detail.get_global_rect()), "%s inside the bar" % detail.text)
			assert_true(bar.encloses(name.get_global_rect()), "the name too")
	get_node("/root/Settings").set_language("")


# Every text a cell can show, in both languages: its number or mark when unvisited, its step (up
# to N) with its odd/even word under it, and in conflict the number or word it asks for in its
# corner (the session put on paths that visit every cell in other orders). Each lies inside the
# cell, numbers at least MIN_NUMBER_DP, the small words and corner numbers at least MIN_MARK_DP.
func test_every_text_a_cell_shows_is_readable_and_inside_it():
	timeout_seconds = 120
	assert_eq(board.get_viewport_rect().size, PHONE_PIXELS, "the tests run on the phone's screen")
	for language in ["en", "zh"]:
		get_node("/root/Settings").set_language(language)
		for level_id in level_ids():
			yield(play(level_id), "completed")
			var solution = game.level["hintPath"]
			var reversed = solution.duplicate()
			reversed.invert()
			var shifted = solution.slice(1, solution.size() - 1) + [solution[0]]
			var states = {"unvisited": null, "reversed": reversed, "shifted": shifted}
			for state in states:
				if states[state] != null:
					session().restore({"path": states[state]})
					board.refresh()
				_assert_texts_fit("%s %s (%s)" % [level_id, state, language])
	get_node("/root/Settings").set_language("")


func test_a_wide_board_reaches_into_the_side_padding_and_takes_touches_there():
	var wide = _widest_level()
	yield(play(wide), "completed")
	var width = board.geometry.width * board.unit
	assert_true(width > board.rect_size.x, "%s: %d units wider than the slot" % [wide, width])
	assert_true(board.has_point(Vector2(-4, board.rect_size.y / 2)), "left of its rect")
	assert_true(board.has_point(Vector2(board.rect_size.x + 4, board.rect_size.y / 2)))
	var screen = board.get_viewport_rect().size.x
	var rect = board.get_global_rect()
	assert_true(rect.end.x <= screen, "the slot itself stays on the screen (%s)" % rect)
	assert_true(rect.position.x + board.origin.x >= 0, "still on the screen")
	assert_true(rect.position.x + board.origin.x + width <= screen)
	# A tap on the board's first column, left of the slot: the cell there answers.
	var node = -1
	var y = 0
	while node < 0 and y < board.geometry.height:
		node = board.geometry.node_of_unit(Vector2(0, y))
		y += 1
	var unit_point = Vector2(0.1, y - 0.5)
	assert_true((board.origin + unit_point * board.unit).x < 0, "the point lies in the padding")
	board.connect("cell_pressed", self, "_on_cell_pressed")
	touch.tap_point(unit_point)
	assert_eq(_pressed, [node], "the tap reached the cell")


func test_numbers_and_marks_grow_with_their_cell():
	var level_id = _level_with_block(3)
	yield(play(level_id), "completed")
	var block = _block_node(game.level, 3)
	assert_eq(cell(block).text_scale, sqrt(3), "a 3x3 cell's texts are sqrt(3) times as big")
	var small = _block_node(game.level, 1)
	assert_eq(cell(small).text_scale, 1.0)
	assert_true(
		cell(small).font_pixels(cell(small).SUB_SIZE) >= 24,
		"odd/even marks and corner numbers at least 12 dp"
	)


# Every cell at least MIN_CELL (the smallest is one unit) and the whole board on the screen.
func _assert_thumb_sized(label):
	assert_true(board.unit >= MIN_CELL, "%s: cells %d px, not 48 dp" % [label, board.unit])
	var rect = board.get_global_rect()
	var low = rect.position + board.origin
	var high = low + Vector2(board.geometry.width, board.geometry.height) * board.unit
	var screen = board.get_viewport_rect()
	assert_true(
		screen.has_point(low) and screen.has_point(high - Vector2.ONE),
		"%s: the board %s..%s lies on the screen" % [label, low, high]
	)
	assert_true(low.y >= rect.position.y and high.y <= rect.end.y, label + ": within its slot")


func _assert_texts_fit(label):
	for node in range(game.level["cells"].size()):
		var view = cell(node)
		for piece in view.text_layout():
			# The ends of its line and the top and bottom of its line box lie in the cell (the
			# box's own corners may cut a rounded corner of the cell, where no glyph reaches).
			var box = piece["box"]
			var middle = box.position + box.size / 2.0
			var ends = [
				Vector2(box.position.x, middle.y),
				Vector2(box.end.x, middle.y),
				Vector2(middle.x, box.position.y),
				Vector2(middle.x, box.end.y),
			]
			for end in ends:
				if not Geometry.is_point_in_polygon(end, view.outline):
					fail("%s: '%s' on cell %d runs out of the cell" % [label, piece["text"], node])
					break
			var least = MIN_MARK_DP
			if piece["role"] == "main" and piece["text"].is_valid_integer():
				least = MIN_NUMBER_DP
			var size_dp = piece["size"] / DP
			if size_dp < least:
				fail("%s: '%s' on cell %d is %s dp" % [label, piece["text"], node, size_dp])


func _on_cell_pressed(node):
	_pressed.append(node)


func _widest_level():
	var best = level_ids()[0]
	for id in level_ids():
		if mode.catalog.level(id)["width"] > mode.catalog.level(best)["width"]:
			best = id
	return best


func _level_with_block(side):
	for id in level_ids():
		if _block_node(mode.catalog.level(id), side) >= 0:
			return id
	return level_ids()[0]


# A rectangular side x side cell of the level, -1 when there is none.
func _block_node(level, side):
	for node in range(level["cells"].size()):
		var cell_data = level["cells"][node]
		if (
			cell_data["w"] == side
			and cell_data["h"] == side
			and cell_data["units"].size() == side * side
		):
			return node
	return -1
