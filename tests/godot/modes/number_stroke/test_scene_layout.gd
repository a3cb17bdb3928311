extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# The board fills the room it has: cells are thumb-sized (48 dp: 96 game pixels at 720 wide) on
# every shipped level and on the daily levels, a wide board reaches into the frame's side
# padding and takes touches there, and texts grow with their cell.

const DailyCalendar = preload("res://scripts/number_stroke/daily_calendar.gd")
const MIN_CELL = 96.0

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
	for date in ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]:
		var level = calendar.level_for(date)
		var size = Vector2(level["width"], level["height"])
		if not sizes.has(size):
			sizes[size] = true
			game.start_level(level)
			yield(frames(2), "completed")
			_assert_thumb_sized("daily " + date)


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


func _assert_thumb_sized(label):
	var needed = Vector2(board.geometry.width, board.geometry.height) * MIN_CELL
	var room = board.rect_size.y - 2 * board.MIN_FINGER_MARGIN
	if needed.y <= room:
		assert_true(board.unit >= MIN_CELL, "%s: cells %d px" % [label, board.unit])


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
