extends "res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd"
# What City Cat Catch's screens show fits them on a phone (issue 29 §8), in both languages: the
# top bar (the level and the pieces left) and the city's name on its own line fit for every city,
# and a name of any length shrinks, then wraps, never clipped; every city card shows its whole
# blurb; a small board's pieces grow to use the stack, on a tall phone too, and still take taps.

const Overlap = preload("res://scripts/city_cat_catch/overlap.gd")
const FittedLabel = preload("res://scripts/city_cat_catch/fitted_label.gd")
const LONG_NAME = {
	"en": "Grand Old Harbour of the Seven Lighthouses and the Sleepy Cats",
	"zh": "七座灯塔与打盹猫咪的古老大港口城市七座灯塔与打盹猫咪的古老大港口城市",
}


func test_the_top_bar_and_the_city_s_name_fit_every_city_in_both_languages():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	for locale in ["en", "zh"]:
		settings.set_language(locale)
		for city_id in mode.catalog.city_ids():
			for level_id in [city_id + "-1", city_id + "-6"]:
				yield(play_in_city(city_id, level_id), "completed")
				_check_fits(game.frame().find_node("Level", true, false), level_id)
				_check_fits(game.frame().find_node("Counter", true, false), level_id)
	for locale in ["en", "zh"]:
		settings.set_language(locale)
		for city_id in mode.catalog.city_ids():
			yield(play_in_city(city_id, city_id + "-1"), "completed")
			var line = game.city_line()
			assert_eq(line.text, mode.catalog.city(city_id)["name"][locale], "the name")
			_check_fits(line, city_id)
			assert_eq(line.get_line_count(), 1, city_id)
			assert_eq(line.pixels(), 30, "%s: a shipped name needs no shrinking" % city_id)
	assert_eq(
		game.frame().find_node("Counter", true, false).text,
		tr("cat_left_other") % session().piece_count()
	)


func test_a_name_of_any_length_shrinks_then_wraps_and_is_never_clipped():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-1"), "completed")
	game.city = game.city.duplicate(true)
	game.city["name"] = LONG_NAME
	for locale in ["en", "zh"]:
		settings.set_language(locale)  # the screen writes its texts again
		yield(frames(2), "completed")
		var line = game.city_line()
		assert_eq(line.text, LONG_NAME[locale])
		assert_eq(line.pixels(), FittedLabel.MIN_PIXELS, "as small as is still readable")
		assert_true(line.get_line_count() > 1, "then onto more lines")
		assert_eq(line.get_visible_line_count(), line.get_line_count(), "every line shows")
		assert_true(line.get_rect().end.y <= board.get_rect().position.y + 0.5, "above the board")
		_check_fits(game.frame().find_node("Counter", true, false), locale)


func test_every_city_card_shows_its_whole_blurb():
	yield(open_mode(store), "completed")
	for locale in ["en", "zh"]:
		settings.set_language(locale)
		yield(frames(3), "completed")
		for city_id in mode.catalog.city_ids():
			var card = mode.city_select().city_card(city_id)
			var blurb = card.find_node("Blurb", false, false)
			var label = "%s %s" % [locale, city_id]
			assert_eq(blurb.text, mode.catalog.city(city_id)["blurb"][locale])
			assert_eq(blurb.get_visible_line_count(), blurb.get_line_count(), label)
			var count = card.find_node("Count", false, false)
			assert_true(blurb.get_rect().end.y <= count.get_rect().position.y, label)
			assert_true(count.get_rect().end.y <= card.rect_size.y, label)
			var name = card.find_node("Name", false, false)
			_check_fits(name, label)
			assert_eq(name.get_line_count(), 1, "%s: the name on one line" % label)


func test_a_small_board_grows_to_use_the_stack_and_its_pieces_still_take_taps():
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-1"), "completed")
	var small = _piece_sides()
	assert_true(small[0] >= 90.0, "an 18-piece board's pieces are %.0f px" % small[0])
	assert_true(small[1] <= 72 * 1.6 * board.stage_to_local(Vector2(1, 0)).x, "capped")
	_check_inside_the_stack()
	yield(play_in_city("ridge", "ridge-6"), "completed")
	var big = _piece_sides()
	assert_true(big[0] >= 60.0 and big[0] < small[0], "a 126-piece board keeps %.0f px" % big[0])
	_check_inside_the_stack()
	# A taller phone (1080 x 2400 shows 720 x 1600): the small board grows into the height.
	mode.set_anchors_preset(Control.PRESET_TOP_LEFT)
	mode.rect_size = Vector2(720, 1600)
	yield(play_in_city("harbor", "harbor-1"), "completed")
	assert_true(_piece_sides()[0] >= small[0], "at least as big on a tall phone")
	_check_inside_the_stack()
	var id = game.level["witness"][0]
	yield(tap_piece(id), "completed")
	assert_eq(session().state()["tray"], [id], "a click on a grown piece takes it")


# [smallest, largest] side of the pieces on the board, in pixels.
func _piece_sides() -> Array:
	var sides = [INF, 0.0]
	for i in range(session().piece_count()):
		var side = board.piece_view(session().ids[i]).rect_size.x
		sides = [min(sides[0], side), max(sides[1], side)]
	return sides


# Every piece on the board lies in the stack's panel: above the lanes, within the board's width.
func _check_inside_the_stack() -> void:
	var bottom = board.stage_to_local(Vector2(0, Overlap.LANE_ZONE[0])).y
	var stack = Rect2(Vector2.ZERO, Vector2(board.rect_size.x, bottom))
	for i in range(session().piece_count()):
		var rect = board.piece_view(session().ids[i]).get_rect()
		assert_true(stack.encloses(rect), "%s at %s in %s" % [session().ids[i], rect, stack])


# The label's text, line by line, is no wider than the label.
func _check_fits(label: Label, where: String) -> void:
	var font = label.get_font("font")
	for line in label.text.split("\n"):
		var width = font.get_string_size(line).x
		if label.autowrap and label.get_line_count() > 1:
			continue  # wrapped by the label itself to its width
		assert_true(
			width <= label.rect_size.x,
			"%s: '%s' is %.0f px in %.0f" % [where, line, width, label.rect_size.x]
		)
