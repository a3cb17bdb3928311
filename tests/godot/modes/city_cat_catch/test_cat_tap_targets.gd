extends "res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd"
# City Cat Catch's screens at the 720 x 1280 design size: every button (city cards, the daily
# card, level tiles, tool buttons, the lose card's and the restart question's buttons, the
# first-time explanation's) is at least 96 x 96 game pixels
# (48 dp on a 360 dp phone). Pieces are the exception the stage forces
# (docs/city-cat-catch-runtime.md §1): 72 of its 720 units wide (6-8 anchor columns 80 units
# apart), about 66 px here on the largest boards (a small board's grow: test_cat_scene_layout.gd);
# they stay at least 60 px.
# And every translation key the mode shows exists in both languages.

const MIN_SIDE = 96
const MIN_PIECE = 60
const KEYS = [
	"mode_city_cat_catch",
	"cat_left_one",
	"cat_left_other",
	"cat_tool_undo",
	"cat_tool_remove",
	"cat_tool_shuffle",
	"cat_lost_title",
	"cat_lost_text",
	"cat_retry",
	"cat_taps_one",
	"cat_taps_other",
	"cat_tools_one",
	"cat_tools_other",
	"cat_next",
	"cat_city_done",
	"cat_city_count",
	"cat_daily",
	"cat_daily_short",
	"cat_daily_done",
	"cat_daily_error",
	"cat_daily_loading",
	"cat_restart_title",
	"cat_restart_text_one",
	"cat_restart_text_other",
	"cat_keep_playing",
	"cat_intro_title",
	"cat_intro_tap",
	"cat_intro_clear",
	"cat_intro_full",
	"cat_intro_undo",
	"cat_intro_remove",
	"cat_intro_shuffle",
	"cat_intro_tray_tag",
	"cat_intro_tools_tag",
	"cat_intro_tool_line",
	"cat_intro_ok",
	"daily_streak",
	"streak_days",
]


func test_every_button_is_big_enough_for_a_thumb():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	yield(frames(2), "completed")
	_check_buttons(mode.city_select(), "city select")
	mode.open_city("harbor")
	yield(frames(2), "completed")
	_check_buttons(mode.level_select(), "level select")
	yield(play_in_city("harbor", "harbor-3"), "completed")
	for id in losing_taps(game.level):
		game.tap(id)
	yield(settled(), "completed")
	assert_true(game.is_lose_card_open())
	yield(frames(2), "completed")
	_check_buttons(game, "game with the lose card")
	press_card_button("retry")
	yield(settled(), "completed")
	yield(tap_piece(game.level["witness"][0]), "completed")
	press_button("restart")
	assert_true(game.is_restart_card_open())
	yield(frames(2), "completed")
	_check_buttons(game, "game with the restart question")


func test_the_explanation_s_button_is_big_enough():
	intro_seen = false
	yield(open_mode(store), "completed")
	yield(play_in_city("harbor", "harbor-1"), "completed")
	yield(frames(3), "completed")
	_check_buttons(game.intro(), "the first-time explanation")


func test_pieces_stay_near_a_thumb_s_size():
	yield(open_mode(store), "completed")
	yield(play_in_city("ridge", "ridge-6"), "completed")
	var side = board.piece_view(game.level["pieces"][0]["id"]).rect_size
	assert_true(side.x >= MIN_PIECE and side.y >= MIN_PIECE, "a piece is %s" % side)


func test_every_key_is_translated_in_both_languages():
	var keep = TranslationServer.get_locale()
	for locale in ["en", "zh"]:
		TranslationServer.set_locale(locale)
		for key in KEYS:
			assert_true(tr(key) != key, "%s has %s" % [locale, key])
	TranslationServer.set_locale(keep)


func _check_buttons(root, label):
	var buttons = []
	_collect_buttons(root, buttons)
	assert_false(buttons.empty(), "%s has buttons" % label)
	for button in buttons:
		var size = button.rect_size
		assert_true(
			size.x >= MIN_SIDE and size.y >= MIN_SIDE,
			"%s: %s is %s" % [label, root.get_path_to(button), size]
		)


func _collect_buttons(node, buttons):
	for child in node.get_children():
		if child is BaseButton and child.is_visible_in_tree():
			buttons.append(child)
		_collect_buttons(child, buttons)
