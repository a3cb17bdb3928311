extends "res://tests/godot/test_case.gd"
# Hex Tracks' counted texts and wrapping (scripts/hex_tracks/texts.gd): English plurals ("1 turn
# · 1 try"), a counters line that fits the game screen's line at two-digit counts in both
# languages, lines that never start with a closing mark, and one word for a tile in every text.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const Texts = preload("res://scripts/hex_tracks/texts.gd")
const STRINGS = "res://scenes/hex_tracks/strings.csv"
# The word for a tile, as the Tile tool's button says it, and the ones no text may use instead.
const TILE_WORDS = {"en": ["tile", ["piece"]], "zh": ["棋子", ["方块", "瓦片", "图块", "块"]]}
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


# Issue 29 §10: the lesson captions said "tile", the buttons and messages "piece". Every text of
# the mode and every caption and name of the campaign calls a tile by one word, in each language.
func test_every_text_calls_a_tile_by_the_tool_s_word():
	var catalog = ModeRegistry.load_catalog("hex-tracks")
	for language in TILE_WORDS:
		get_node("/root/Settings").set_language(language)
		var word = TILE_WORDS[language][0]
		assert_eq(tr("ht_tool_tile").to_lower(), word, "%s: the Tile tool" % language)
		var texts = []
		for key in _string_keys():
			texts.append(tr(key))
		for id in catalog.level_ids():
			var level = catalog.level(id)
			texts += [level["caption"][language], level["name"][language]]
		var used = 0
		for text in texts:
			used += 1 if text.to_lower().find(word) != -1 else 0
			for other in TILE_WORDS[language][1]:
				assert_eq(
					text.to_lower().find(other), -1, "%s: '%s' says %s" % [language, text, other]
				)
		assert_true(used > 10, "%s: %d texts say %s" % [language, used, word])


# The keys of the mode's own strings (scenes/hex_tracks/strings.csv).
func _string_keys():
	var keys = []
	var file = File.new()
	assert_eq(file.open(STRINGS, File.READ), OK, STRINGS)
	file.get_csv_line()  # the header
	while not file.eof_reached():
		var row = file.get_csv_line()
		if row.size() > 1:
			keys.append(row[0])
	file.close()
	return keys
