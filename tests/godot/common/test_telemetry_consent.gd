extends "res://tests/godot/test_case.gd"
# Consent through the real scenes: the game run as the app asks on first launch (No thanks and
# Agree side by side, the same size; back is No thanks; "What is recorded?" opens the privacy
# note), the answer is kept, the settings switch turns recording on and off (nothing queued is
# sent while it is off), and "Delete my play data" asks once more, then erases everything and
# starts a new install id.

const Collector = preload("res://tests/godot/common/telemetry_collector.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const SHELL_SCENE = preload("res://scenes/shell/shell.tscn")
const MIN_TAP = 96  # px at the 720-wide design size: 48 dp on a phone

var store = null
var telemetry = null
var shell = null
var folder = ""


func _init():
	timeout_seconds = 60


func before_each():
	store = SaveStoreScript.new()
	add_child(store)
	store.open(scratch_path("save.json"))
	folder = scratch_path("play_data")
	telemetry = get_node("/root/Telemetry")
	telemetry.open(folder, store)


func after_each():
	if shell != null and is_instance_valid(shell):
		shell.free()
	telemetry.open(telemetry.FOLDER, get_node("/root/SaveStore"), telemetry.endpoint_setting())


func test_the_app_asks_once_and_no_thanks_records_nothing():
	yield(_launch(), "completed")
	var dialog = named(shell, "ConsentDialog")
	assert_true(dialog.visible, "the first launch asks")
	var refuse = named(dialog, "Refuse")
	var agree = named(dialog, "Agree")
	assert_eq(refuse.rect_size, agree.rect_size, "refusing is as easy as agreeing")
	assert_true(refuse.rect_size.y >= MIN_TAP, "a thumb-sized answer")
	assert_eq(refuse.get_global_rect().position.y, agree.get_global_rect().position.y)
	assert_eq(named(dialog, "Text").text, "consent_text")
	click(refuse)
	assert_false(dialog.visible, "answered")
	assert_true(telemetry.is_answered())
	assert_false(telemetry.is_enabled(), "nothing is recorded")
	assert_eq(store.get_bucket("play_data"), {"consent": false}, "the answer is kept")
	assert_true(telemetry.record("app_pause").empty())
	assert_false(Directory.new().dir_exists(folder), "no play data folder")
	shell.free()
	yield(_launch(), "completed")
	assert_false(named(shell, "ConsentDialog").visible, "the next launch does not ask again")


func test_agree_starts_recording_under_a_new_random_install_id():
	yield(_launch(), "completed")
	click(named(shell, "Agree"))
	assert_true(telemetry.is_enabled())
	var id = telemetry.install_id()
	assert_eq(id.length(), 32, "32 hex digits")
	assert_true(id.is_valid_hex_number() and id == id.to_lower())
	var event = telemetry.record("app_pause")
	assert_eq(event["seq"], 1, "the first event")
	assert_eq(event["installId"], id)
	assert_eq(telemetry.events(), [event], "written to the device")


func test_back_on_the_question_closes_the_note_first_then_says_no_thanks():
	yield(_launch(), "completed")
	var dialog = named(shell, "ConsentDialog")
	click(named(dialog, "More"))
	var note = named(dialog, "Privacy")
	assert_true(note.visible, "what is recorded, in full")
	assert_eq(named(note, "Note").text, "privacy_note")
	assert_false(named(note, "Delete").visible, "nothing to delete before an answer")
	shell.go_back()
	assert_false(note.visible, "back closes the note")
	assert_true(dialog.visible, "the question stays")
	shell.go_back()
	assert_false(dialog.visible)
	assert_true(telemetry.is_answered() and not telemetry.is_enabled(), "back is No thanks")
	assert_true(is_instance_valid(shell) and shell.is_inside_tree(), "and does not quit")


func test_the_settings_switch_turns_recording_on_and_off():
	yield(_open_settings(), "completed")
	var panel = named(shell, "SettingsPanel")
	var switch = named(named(panel, "PlayData"), "Switch")
	assert_false(switch.pressed, "off until the player agrees")
	click(switch)
	assert_true(telemetry.is_enabled(), "the switch agrees")
	assert_eq(store.get_bucket("play_data"), {"consent": true})
	telemetry.record("app_pause")
	click(named(named(panel, "PlayData"), "Label"))  # the row's label toggles it too
	assert_false(switch.pressed)
	assert_false(telemetry.is_enabled(), "and takes it back")
	assert_true(telemetry.record("app_pause").empty(), "nothing more is recorded")
	telemetry.set_consent(true)
	assert_true(switch.pressed, "the switch follows the answer given elsewhere")
	assert_eq(telemetry.events().size(), 1, "what was recorded before stays until deleted")


func test_a_sheet_out_of_the_tree_follows_the_answer_too():
	var panel = load("res://scenes/common/settings_panel.tscn").instance()
	add_child(panel)
	remove_child(panel)  # as the sheet of a mode taken off the screen
	telemetry.set_consent(true)
	var switch = named(named(panel, "PlayData"), "Switch")
	assert_true(switch.pressed, "the switch heard it")
	assert_eq(named(panel, "State").text, "privacy_state_on", "and its privacy note")
	panel.free()


func test_nothing_queued_is_sent_while_recording_is_off():
	var collector = Collector.new()
	var started = yield(collector.start(scratch_path("collector")), "completed")
	assert_true(started, collector.error)
	telemetry.open(folder, store, collector.url)
	telemetry.set_consent(true)
	for _i in range(3):
		telemetry.record("app_resume", {"awayMs": 5})
	telemetry.set_consent(false)  # in the same frame: before anything could be sent
	telemetry.upload_now()
	yield(_wait_ms(800), "completed")
	assert_eq(telemetry.uploader().requests_made, 0, "no request while off")
	assert_eq(collector.event_files(), [], "the collector got nothing")
	telemetry.set_consent(true)
	telemetry.upload_now()
	# by the clock, not by frames: a headless frame can take under a millisecond, the collector
	# (another process) its time, more on a loaded machine (200 frames failed a CI run)
	var until = OS.get_ticks_msec() + 20000
	while collector.events().size() < 3 and OS.get_ticks_msec() < until:
		yield(get_tree(), "idle_frame")
	assert_eq(collector.events().size(), 3, "sent once it is on again")
	collector.stop()


func test_delete_my_play_data_asks_then_erases_everything_and_starts_a_new_id():
	telemetry.set_consent(true)
	for _i in range(3):
		telemetry.record("app_pause")
	var old_id = telemetry.install_id()
	yield(_open_settings(), "completed")
	var panel = named(shell, "SettingsPanel")
	click(named(named(panel, "PlayData"), "About"))
	var sheet = named(panel, "PrivacySheet")
	assert_true(sheet.visible, "the privacy note shows in the settings")
	assert_eq(named(sheet, "State").text, "privacy_state_on")
	yield(_layout(), "completed")
	click(named(sheet, "Delete"))
	yield(_layout(), "completed")
	assert_true(sheet.is_asking(), "one more question first")
	assert_eq(telemetry.events().size(), 3, "nothing erased yet")
	click(named(sheet, "Keep"))
	yield(_layout(), "completed")
	assert_eq(telemetry.events().size(), 3, "Keep it keeps it")
	click(named(sheet, "Delete"))
	yield(_layout(), "completed")
	click(named(sheet, "Erase"))
	assert_true(named(sheet, "Deleted").visible, "the sheet says it is done")
	assert_eq(telemetry.events(), [], "the events are gone")
	assert_eq(_files(folder), ["state.json"], "only the new install's state is left")
	assert_true(telemetry.install_id() != old_id, "a new random install id")
	assert_eq(telemetry.record("app_pause")["seq"], 1, "counted from 1 again")
	shell.go_back()
	assert_false(sheet.visible, "back closes the note first")
	assert_true(panel.visible, "then the settings")


func test_delete_with_recording_off_leaves_nothing_at_all():
	telemetry.set_consent(true)
	telemetry.record("app_pause")
	telemetry.set_consent(false)
	telemetry.delete_play_data()
	assert_false(Directory.new().dir_exists(folder), "no folder, no install id")
	assert_eq(telemetry.install_id(), "")


func test_every_button_of_the_question_and_the_note_is_thumb_sized():
	var dialog = load("res://scenes/telemetry/consent_dialog.tscn").instance()
	add_child(dialog)
	dialog.open()
	dialog.show_note()
	var sheet = load("res://scenes/telemetry/privacy_sheet.tscn").instance()
	add_child(sheet)
	sheet.open()
	yield(_layout(), "completed")
	var buttons = _visible_buttons(dialog) + _visible_buttons(sheet)
	sheet.ask_delete()
	yield(_layout(), "completed")
	buttons += _visible_buttons(sheet)
	assert_true(buttons.size() >= 8, "the answers, the note's link, Done, Delete, Keep, Erase")
	for button in buttons:
		var size = button.rect_size
		assert_true(size.x >= MIN_TAP and size.y >= MIN_TAP, "%s is %s" % [button.name, size])


# Runs the shell as the app does: a child of the root.
func _launch():
	shell = SHELL_SCENE.instance()
	get_tree().root.add_child(shell)
	yield(_wake(), "completed")


# The shell inside the test (not the app: it does not ask) with its settings open.
func _open_settings():
	shell = SHELL_SCENE.instance()
	add_child(shell)
	shell.open_settings()
	yield(_wake(), "completed")


# A frame for the containers to lay out what was just shown.
func _layout():
	yield(get_tree(), "idle_frame")


# Godot 3.2 hands clicks to GUI controls once the viewport has seen a mouse event.
func _wake():
	get_tree().input_event(InputEventMouseMotion.new())
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")


func _wait_ms(milliseconds):
	var until = OS.get_ticks_msec() + milliseconds
	while OS.get_ticks_msec() < until:
		yield(get_tree(), "idle_frame")


static func _visible_buttons(node) -> Array:
	var found = []
	for child in node.get_children():
		if child is BaseButton and child.is_visible_in_tree():
			found.append(child)
		found += _visible_buttons(child)
	return found


static func _files(path: String) -> Array:
	var names = []
	var dir = Directory.new()
	if dir.open(path) == OK:
		dir.list_dir_begin(true, true)
		var name = dir.get_next()
		while name != "":
			names.append(name)
			name = dir.get_next()
		dir.list_dir_end()
	names.sort()
	return names
