extends "res://tests/godot/test_case.gd"
# Hex Tracks' counted texts and wrapping (scripts/hex_tracks/texts.gd): English plurals ("1 turn
# · 1 try"), a counters line that fits the game screen's line at two-digit counts in both
# languages, and lines that never start with a closing mark.

const Texts = preload("res://scripts/hex_tracks/texts.gd")
const GAME = preload("res://scenes/hex_tracks/game.tscn")
const SMALL_FONT = preload("res://scenes/common/fonts/font_small.tres")


func after_each():
	get_node("/root/Settings").set_language("zh")


func test_english_counts_say_one_turn_and_two_turns():
	get_node("/root/Settings").set_language("en")
	assert_eq(Texts.count("ht_turns", 1), "1 turn")
	assert_eq(Texts.count("ht_turns", 2), "2 turns")
	assert_eq(Texts.count("ht_tries", 1), "1 try")
	assert_eq(Texts.count("ht_tries", 0), "0 tries")
	assert_eq(Texts.counters(12, 1, 1), "Budget 12 · 1 turn · 1 try")
	get_node("/root/Settings").set_language("zh")
	assert_eq(Texts.counters(12, 1, 1), "预算 12 · 转动 1 次 · 试错 1 次")


func test_the_counters_line_never_wraps_at_two_digit_counts():
	var game = GAME.instance()
	add_child(game)
	yield(get_tree(), "idle_frame")
	var stats = game.find_node("Stats", true, false)
	assert_true(stats.rect_size.x > 0.0)
	assert_false(stats.autowrap, "one line")
	for language in ["zh", "en"]:
		get_node("/root/Settings").set_language(language)
		for counts in [[99, 99, 99], [10, 11, 12], [999, 99, 99]]:
			var text = Texts.counters(counts[0], counts[1], counts[2])
			var width = stats.get_font("font").get_string_size(text).x
			assert_true(
				width <= stats.rect_size.x, "%s fits (%d <= %d)" % [text, width, stats.rect_size.x]
			)


func test_no_line_starts_with_a_closing_mark_and_every_line_fits():
	var texts = [
		"大棋盘上，每走掉一枚棋子，都会给下一枚让出路来。一枚一枚清空它。",
		"还没有棋子能出去：盘面是转过的，先转盘",
		"Tap a tile: it sets off the way its arrow points, follows the track round the bend.",
		"第一行\n第二行，很长很长很长很长很长很长很长很长很长很长很长很长。",
	]
	for width in [160.0, 230.0, 300.0, 440.0]:
		for text in texts:
			var wrapped = Texts.wrap(text, SMALL_FONT, width)
			assert_eq(
				wrapped.replace("\n", "").replace(" ", ""),
				text.replace("\n", "").replace(" ", ""),
				"nothing lost"
			)
			for line in wrapped.split("\n"):
				assert_false(line.empty(), "no empty line in %s" % wrapped)
				assert_eq(
					Texts.NO_LINE_START.find(line[0]), -1, "%s starts a line at %d" % [line, width]
				)
				if line.length() > 1:
					assert_true(
						SMALL_FONT.get_string_size(line).x <= width, "%s fits %d" % [line, width]
					)
