extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# The settings a player sets on the level select change the board: high contrast stripes
# conflicts, reduced motion drops shakes and pops but keeps the red.

const Palette = preload("res://scripts/common/palette.gd")

var _settings = null


func before_each():
	.before_each()
	_settings = get_node("/root/Settings")
	_settings.load_from(store)


func after_each():
	_settings.load_from(get_node("/root/SaveStore"))


func test_settings_open_from_the_level_select_and_high_contrast_stripes_conflicts():
	yield(open_mode(store), "completed")
	click(named(select, "Settings"))
	assert_true(select.is_settings_open(), "settings open from the level select")
	yield(frames(2), "completed")
	var panel = named(select, "SettingsPanel")
	click(named(named(panel, "HighContrast"), "Switch"))
	assert_true(_settings.high_contrast, "high contrast is on")
	assert_true(store.get_bucket("settings").get("high_contrast"), "and saved")
	click(named(panel, "Done"))
	assert_false(select.is_settings_open(), "Done closes the sheet")
	yield(play(_level_with_conflict()), "completed")
	touch.draw(Gestures.conflicting_path(game.level))
	assert_false(session().conflicts.empty(), "the path has a conflict")
	assert_true(cell(session().conflicts[0]).striped, "high contrast stripes conflicts")


# The game's menu opens the settings over the level: the path stays, a change applies at once,
# and closing them goes back to the level as it was.
func test_settings_open_from_the_game_menu_without_leaving_the_level():
	yield(open_mode(store), "completed")
	yield(play(level_ids()[3]), "completed")
	var solution = game.level["hintPath"]
	var plain = _plain_cell(game.level)
	touch.draw([solution[0]])
	click(named(game, "MenuButton"))
	click(named(named(game, "MenuSheet"), "Settings"))
	var panel = named(game, "SettingsPanel")
	assert_true(panel.is_visible_in_tree(), "the settings are over the game")
	assert_true(mode.is_playing(), "the level is still on")
	yield(frames(2), "completed")
	click(named(named(panel, "HighContrast"), "Switch"))
	assert_eq(cell(plain).fill, Colors.CELL_HIGH_CONTRAST, "the board follows at once")
	assert_true(mode.go_back(), "back closes the settings")
	assert_false(panel.visible)
	assert_true(mode.is_playing())
	assert_eq(session().path, [solution[0]], "the path as it was")
	click(named(game, "MenuButton"))
	click(named(named(game, "MenuSheet"), "Settings"))
	click(named(panel, "Done"))
	assert_false(panel.visible, "Done closes them too")
	assert_true(mode.is_playing())


# High contrast covers the whole screen: unvisited cells darker with an ink edge, the hint ring
# darker and wider, the texts around the board in full ink.
func test_high_contrast_covers_unvisited_cells_texts_and_the_hint_ring():
	yield(open_mode(store), "completed")
	yield(play(level_ids()[3]), "completed")
	var solution = game.level["hintPath"]
	var plain = _plain_cell(game.level)
	var gesture_hint = named(game, "GestureHint")
	assert_eq(cell(plain).fill, Colors.CELL)
	var soft_ink = gesture_hint.get_color("font_color")
	_settings.set_flag("high_contrast", true)
	assert_eq(cell(plain).fill, Colors.CELL_HIGH_CONTRAST, "unvisited cells are darker")
	assert_true(cell(plain).border_width > 0.0, "with an ink edge")
	assert_eq(gesture_hint.get_color("font_color"), Palette.INK, "the gesture hint in full ink")
	assert_true(soft_ink.a < 1.0, "it was faint before")
	assert_eq(named(game, "Counter").get_color("font_color").a, 1.0, "the counter too")
	press_button("show_way")
	assert_eq(cell(solution[0]).ring_color, Colors.AMBER_HIGH_CONTRAST, "a darker hint ring")
	assert_true(cell(solution[0]).ring_width > 0.08, "and wider")
	_settings.set_flag("high_contrast", false)
	assert_eq(cell(plain).fill, Colors.CELL)
	assert_eq(gesture_hint.get_color("font_color"), soft_ink)


func _plain_cell(level):
	for node in range(level["cells"].size()):
		var data = level["cells"][node]
		if int(data["clue"]) == 0 and data["parity"] == "":
			return node
	return 0


func test_a_setting_s_label_toggles_it_too():
	yield(open_mode(store), "completed")
	select.open_settings()
	yield(frames(2), "completed")
	var row = named(named(select, "SettingsPanel"), "Sound")
	var before = _settings.sound
	click(named(row, "Label"))
	assert_eq(_settings.sound, not before, "tapping the words flips the switch")
	assert_eq(named(row, "Switch").pressed, not before)


func test_reduced_motion_keeps_the_red_but_drops_shakes_and_pops():
	_settings.set_flag("reduced_motion", true)
	yield(open_mode(store), "completed")
	yield(play(level_ids()[0]), "completed")
	var start = session().legal_start()
	var rest = cell(start).position
	touch.tap(game.level["hintPath"].back())
	yield(get_tree(), "idle_frame")
	assert_eq(cell(start).position, rest, "no shake")
	touch.tap(start)
	assert_eq(cell(start).scale, Vector2.ONE, "no pop")


func _level_with_conflict():
	for id in level_ids():
		var level = mode.catalog.level(id)
		if Gestures.conflicting_path(level) != level["hintPath"]:
			return id
	return level_ids()[0]
