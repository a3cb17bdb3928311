extends "res://tests/godot/test_case.gd"
# The shell, the settings sheet and the translations through the real scenes; the cards come
# from the mode registry and back steps down one layer at a time.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const SHELL_SCENE = preload("res://scenes/shell/shell.tscn")
const TRANSLATIONS_CSV = "res://scenes/common/translations/strings.csv"

var store = null
var shell = null
var _settings = null


func before_each():
	store = SaveStoreScript.new()
	add_child(store)
	store.open(scratch_path("save.json"))
	_settings = get_node("/root/Settings")
	_settings.load_from(store)


func after_each():
	# Back to the game's own save (reading only).
	_settings.load_from(get_node("/root/SaveStore"))


func test_the_cards_are_the_registry_and_only_modes_with_a_scene_open():
	yield(_open_shell(), "completed")
	var cards = _named(shell, "Modes").get_children()
	assert_eq(cards.size(), ModeRegistry.modes().size(), "one card per registered mode")
	var playable = []
	for card in cards:
		assert_eq(card.playable, ModeRegistry.is_playable(card.mode_id), card.mode_id)
		if card.playable:
			playable.append(card.mode_id)
		else:
			assert_eq(_named(card, "Tag").text, "coming_soon", "%s is coming" % card.mode_id)
	assert_eq(playable.slice(0, 1), ["01-number-stroke", "03-hex-walls"])
	assert_eq(
		[cards[0].mode_id, cards[1].mode_id, cards[2].mode_id, cards[3].mode_id],
		["01-number-stroke", "03-hex-walls", "hex-tracks", "city-cat-catch"]
	)
	for card in cards:
		if not card.playable:
			_click(card)
			assert_eq(shell.mode, null, "a coming mode does not open")
	_click(cards[0])
	assert_true(shell.mode != null and not _named(shell, "Home").visible, "Number Stroke opens")
	shell.mode.emit_signal("closed")
	assert_eq(shell.mode, null)
	assert_true(_named(shell, "Home").visible, "and closes back to the shell")


func test_settings_switches_toggle_and_are_saved():
	yield(_open_shell(), "completed")
	_click(_named(_named(shell, "TopBar"), "Settings"))
	var panel = _named(shell, "SettingsPanel")
	assert_true(panel.visible, "settings open from the shell")
	yield(get_tree(), "idle_frame")
	for flag in ["reduced_motion", "high_contrast", "sound", "vibration"]:
		var before = _settings.get(flag)
		_click(_named(_named(panel, flag.capitalize().replace(" ", "")), "Switch"))
		assert_eq(_settings.get(flag), not before, "%s toggles" % flag)
		assert_eq(store.get_bucket("settings").get(flag), not before, "%s is saved" % flag)


func test_language_follows_the_setting_and_the_os():
	_settings.set_language("zh")
	assert_eq(TranslationServer.get_locale(), "zh")
	assert_eq(tr("restart"), "重开")
	assert_eq(tr("undo"), "撤销")
	_settings.set_language("en")
	assert_eq(tr("restart"), "Restart")
	assert_eq(tr("undo"), "Undo")
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


func test_the_back_button_steps_back_one_layer_at_a_time():
	yield(_open_shell(), "completed")
	shell.open_settings()
	shell.propagate_notification(MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST)
	assert_false(_named(shell, "SettingsPanel").visible, "the shell's settings close first")
	shell.open_mode("01-number-stroke")
	var opened = shell.mode
	opened.play(opened.catalog.level_ids()[0])
	var game = opened.get_node("Game")
	game.open_menu()
	shell.propagate_notification(MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST)
	assert_false(game.is_menu_open(), "the game's menu closes first")
	assert_true(opened.is_playing())
	shell.propagate_notification(MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST)
	assert_false(opened.is_playing(), "then the game returns to the list")
	var select = opened.get_node("LevelSelect")
	select.open_settings()
	shell.propagate_notification(MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST)
	assert_false(select.is_settings_open(), "the list's settings sheet closes")
	assert_true(shell.mode != null)
	shell.propagate_notification(MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST)
	assert_eq(shell.mode, null, "then the list returns to the shell")
	assert_true(_named(shell, "Home").visible)


func test_settings_of_the_wrong_type_in_the_save_fall_back_to_defaults():
	var bad = {"reduced_motion": "yes", "sound": 0, "vibration": null, "language": 7}
	write_file(scratch_path("bad.json"), JSON.print({"format": 1, "buckets": {"settings": bad}}))
	var bad_store = SaveStoreScript.new()
	add_child(bad_store)
	bad_store.open(scratch_path("bad.json"))
	_settings.load_from(bad_store)
	assert_eq(
		[_settings.reduced_motion, _settings.sound, _settings.vibration, _settings.language],
		[false, true, true, ""]
	)


func _open_shell():
	shell = SHELL_SCENE.instance()
	add_child(shell)
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")


func _named(root, name):
	return root.find_node(name, true, false)


# A real left click on the middle of a control.
func _click(control):
	var point = control.get_global_rect().position + control.rect_size / 2.0
	for pressed in [true, false]:
		var event = InputEventMouseButton.new()
		event.button_index = BUTTON_LEFT
		event.pressed = pressed
		event.position = point
		event.global_position = point
		get_tree().input_event(event)
