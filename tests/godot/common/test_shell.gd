extends "res://tests/godot/test_case.gd"
# The shell and the settings sheet through the real scenes: the cards come from the mode registry
# (a fifth mode's card: test_fifth_mode.gd), the language follows the setting, and back steps down
# one layer at a time.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const SHELL_SCENE = preload("res://scenes/shell/shell.tscn")
const Fixture = preload("res://tests/godot/fixtures/fifth_mode/fixture_entry.gd")

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
	ModeRegistry.unregister(Fixture.ENTRY["id"])


func test_the_cards_are_the_registry_s_modes_in_its_order():
	yield(_open_shell(), "completed")
	var ids = []
	for card in named(shell, "Modes").get_children():
		ids.append(card.mode_id)
		assert_eq(card.playable, ModeRegistry.is_playable(card.mode_id), card.mode_id)
	assert_eq(ids, ModeRegistry.ids(), "one card per registered mode, in the registry's order")
	var first = named(shell, "Modes").get_child(0)
	click(first)
	assert_true(shell.mode != null and not named(shell, "Home").visible, "a card opens its mode")
	assert_eq(shell.mode.mode_id, first.mode_id, "the shell tells the mode its id")
	shell.mode.emit_signal("closed")
	assert_eq(shell.mode, null)
	assert_true(named(shell, "Home").visible, "and closes back to the shell")


func test_settings_switches_toggle_and_are_saved():
	yield(_open_shell(), "completed")
	click(named(named(shell, "TopBar"), "Settings"))
	var panel = named(shell, "SettingsPanel")
	assert_true(panel.visible, "settings open from the shell")
	yield(get_tree(), "idle_frame")
	for flag in ["reduced_motion", "high_contrast", "sound", "vibration"]:
		var before = _settings.get(flag)
		click(named(named(panel, flag.capitalize().replace(" ", "")), "Switch"))
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


func test_the_back_button_steps_back_one_layer_at_a_time():
	yield(_open_shell(), "completed")
	shell.open_settings()
	shell.propagate_notification(MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST)
	assert_false(named(shell, "SettingsPanel").visible, "the shell's settings close first")
	# A mode on the generic entry scene (the test fixture's; each mode's own back steps are tested
	# in its folder).
	ModeRegistry.register(Fixture.ENTRY)
	shell.open_mode(Fixture.ENTRY["id"])
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
	assert_true(named(shell, "Home").visible)


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
