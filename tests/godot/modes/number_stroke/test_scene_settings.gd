extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# The settings a player sets on the level select change the board: high contrast stripes
# conflicts, reduced motion drops shakes and pops but keeps the red.

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
