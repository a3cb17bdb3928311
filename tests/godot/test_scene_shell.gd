extends "res://tests/godot/scene_test_case.gd"
# The shell, the settings sheet and the translations, through the real scenes.

const SHELL_SCENE = preload("res://scenes/shell/shell.tscn")
const TRANSLATIONS_CSV = "res://scenes/common/translations/strings.csv"

var _settings = null


func before_each():
	.before_each()
	_settings = get_node("/root/Settings")
	_settings.load_from(store)


func after_each():
	# Back to the game's own save (reading only).
	_settings.load_from(get_node("/root/SaveStore"))


func test_the_shell_offers_number_stroke_and_shows_the_others_as_coming():
	var shell = SHELL_SCENE.instance()
	add_child(shell)
	yield(frames(2), "completed")
	var cards = shell.get_node("Home/SafeArea/Column/Modes").get_children()
	assert_eq(cards.size(), 4, "four modes")
	var playable = []
	for card in cards:
		if card.playable:
			playable.append(card.mode_id)
		else:
			assert_eq(
				card.get_node("Row/Tag").text, "coming_soon", "%s is coming soon" % card.mode_id
			)
	assert_eq(playable, ["01-number-stroke"])
	click(cards[1])
	assert_eq(shell.mode, null, "a coming mode does not open")
	click(cards[0])
	assert_true(shell.mode != null and not shell.get_node("Home").visible, "Number Stroke opens")
	shell.mode.emit_signal("closed")
	assert_eq(shell.mode, null)
	assert_true(shell.get_node("Home").visible, "and closes back to the shell")


func test_settings_switches_are_saved_and_change_the_board():
	yield(open_mode(store), "completed")
	var panel = mode.get_node("LevelSelect/SettingsPanel")
	click(mode.get_node("LevelSelect/SafeArea/Column/TopBar/Settings"))
	assert_true(panel.visible, "settings open from the level select")
	yield(frames(2), "completed")
	for flag in ["reduced_motion", "high_contrast", "sound", "vibration"]:
		var before = _settings.get(flag)
		click(panel.get_node("Card/Column/%s/Switch" % flag.capitalize().replace(" ", "")))
		assert_eq(_settings.get(flag), not before, "%s toggles" % flag)
		assert_eq(store.get_bucket("settings").get(flag), not before, "%s is saved" % flag)
	yield(play(level_ids()[0]), "completed")
	touch.draw(Gestures.conflicting_path(game.level))
	if not session().conflicts.empty():
		assert_true(cell(session().conflicts[0]).striped, "high contrast stripes conflicts")


func test_reduced_motion_keeps_the_red_but_drops_shakes_and_pops():
	_settings.set_flag("reduced_motion", true)
	yield(open_mode(store), "completed")
	yield(play(level_ids()[0]), "completed")
	var start = session().legal_start()
	var rest = cell(start).position
	touch.tap(game.level["hintPath"].back())
	yield(seconds(0.05), "completed")
	assert_eq(cell(start).position, rest, "no shake")
	touch.tap(start)
	assert_eq(cell(start).scale, Vector2.ONE, "no pop")


func test_language_follows_the_setting_and_the_os():
	_settings.set_language("zh")
	assert_eq(TranslationServer.get_locale(), "zh")
	assert_eq(tr("restart"), "重开")
	_settings.set_language("en")
	assert_eq(tr("restart"), "Restart")
	_settings.set_language("")
	var os_zh = OS.get_locale().to_lower().begins_with("zh")
	assert_eq(TranslationServer.get_locale(), "zh" if os_zh else "en", "follows the OS")
	assert_eq(store.get_bucket("settings").get("language"), "")


# The imported .translation files must match the CSV (re-import after editing it).
func test_every_translation_matches_the_csv():
	var file = File.new()
	assert_eq(file.open(TRANSLATIONS_CSV, File.READ), OK)
	var header = file.get_csv_line()
	while not file.eof_reached():
		var row = file.get_csv_line()
		if row.size() < header.size() or row[0] == "":
			continue
		for column in range(1, header.size()):
			TranslationServer.set_locale(header[column])
			assert_eq(tr(row[0]), row[column], "%s in %s" % [row[0], header[column]])
	file.close()
	TranslationServer.set_locale(_settings.locale())


func test_the_back_button_steps_back_one_screen_at_a_time():
	var shell = SHELL_SCENE.instance()
	add_child(shell)
	yield(frames(2), "completed")
	shell.open_mode("01-number-stroke")
	var opened = shell.mode
	opened.play(opened.catalog.level_ids()[0])
	var opened_game = opened.get_node("Game")
	opened_game.get_node("Menu").visible = true
	shell.propagate_notification(MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST)
	assert_false(opened_game.get_node("Menu").visible, "the menu closes first")
	assert_true(opened_game.visible)
	shell.propagate_notification(MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST)
	assert_true(opened.get_node("LevelSelect").visible, "then the game returns to the list")
	shell.propagate_notification(MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST)
	assert_eq(shell.mode, null, "then the list returns to the shell")
	assert_true(shell.get_node("Home").visible)


func test_settings_of_the_wrong_type_in_the_save_fall_back_to_defaults():
	var bad = {"reduced_motion": "yes", "sound": 0, "vibration": null, "language": 7}
	write_file(scratch_path("bad.json"), JSON.print({"format": 1, "buckets": {"settings": bad}}))
	_settings.load_from(scratch_store("bad.json"))
	assert_eq(
		[_settings.reduced_motion, _settings.sound, _settings.vibration, _settings.language],
		[false, true, true, ""]
	)
