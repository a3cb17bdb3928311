extends "res://tests/godot/test_case.gd"
# The shell and the settings sheet through the real scenes: the cards come from the mode registry
# (a fifth mode's card: test_fifth_mode.gd), the modes' catalogs are read on a worker thread while
# the shell stays live (in slices on the main thread where there are no threads, as on the web),
# the language follows the setting, and back steps down one layer at a time.

const JobRunner = preload("res://scripts/common/job_runner.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const SliceWatch = preload("res://tests/godot/common/slice_watch.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const SHELL_SCENE = preload("res://scenes/shell/shell.tscn")
const Fixture = preload("res://tests/godot/fixtures/fifth_mode/fixture_entry.gd")
const ModeMount = preload("res://scripts/shell/mode_mount.gd")
const LevelTile = preload("res://scripts/common/level_tile.gd")

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
	JobRunner.set_sliced(false)
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
	yield(_tap_card(first), "completed")
	assert_true(shell.mode != null and not named(shell, "Home").visible, "a card opens its mode")
	assert_eq(shell.mode.mode_id, first.mode_id, "the shell tells the mode its id")
	shell.mode.emit_signal("closed")
	assert_eq(shell.mode, null)
	assert_true(named(shell, "Home").visible, "and closes back to the shell")


# A mode may take a moment to open: its card's tap puts up the loading sheet before the mode is
# in the tree, and taps made before the mode takes input land on the sheet, not on its list.
func test_a_card_shows_the_loading_sheet_at_once_and_taps_meanwhile_are_dropped():
	yield(_open_shell(), "completed")
	var sheet = named(shell, "Loading")
	assert_eq(sheet.modulate.a, 0.0, "no sheet at home")
	var first = named(shell, "Modes").get_child(0)
	var seen = []
	get_tree().connect("node_added", self, "_on_node_added", [seen])
	click(first)
	assert_true(shell.is_loading(), "the sheet is up at the tap")
	if shell.mode == null:
		yield(shell, "mode_opened")
	get_tree().disconnect("node_added", self, "_on_node_added")
	assert_true(shell.mode != null, "the mode opened")
	assert_eq(seen, [[true, 1.0]], "the sheet was up when the mode entered the tree")
	var select = shell.mode.level_select()
	var tile = select.tile_of(shell.mode.catalog.level_ids()[0])
	yield(get_tree(), "idle_frame")
	click(tile)
	assert_false(shell.mode.is_playing(), "a tap while it opens does not reach the list")
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	assert_false(shell.is_loading(), "the sheet goes once the mode takes input")
	assert_eq(sheet.modulate.a, 0.0)
	click(tile)
	assert_true(shell.mode.is_playing(), "then the same tap opens the level")


# The catalogs are read on a worker from the shell's second frame on, and kept: a card's tap then
# opens its mode at once on the catalog the worker read.
func test_the_catalogs_are_read_on_a_worker_while_the_shell_draws():
	_forget_catalogs()
	shell = SHELL_SCENE.instance()
	add_child(shell)
	assert_true(shell.is_reading_catalogs())
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	assert_true(shell.is_reading_catalogs(), "frames go on while the worker reads")
	yield(_catalogs_read(), "completed")
	assert_eq(_kept_ids(), _playable_ids(), "every playable mode's catalog is kept")
	for id in _playable_ids():
		var catalog = ModeRegistry.load_catalog(id)
		assert_true(catalog.ok and catalog.level_ids().size() > 0, id)
	var last = named(shell, "Modes").get_child(_playable_ids().size() - 1)
	click(last)
	var frames = 0
	while shell.mode == null and frames < 10:
		yield(get_tree(), "idle_frame")
		frames += 1
	# Mounted in the frames after the tap (a part a frame), nothing waited for.
	assert_eq(frames, ModeMount.STEPS + 1, "a tap after they are read opens the mode at once")
	assert_eq(shell.mode.catalog, ModeRegistry.load_catalog(last.mode_id), "on the kept catalog")


# A catalog kept before the shell starts (same file, same content) stays the one object.
func test_a_catalog_kept_before_is_not_read_again():
	var id = _playable_ids()[1]
	var before = ModeRegistry.load_catalog(id)
	yield(_open_shell(), "completed")
	yield(_catalogs_read(), "completed")
	assert_eq(ModeRegistry.load_catalog(id), before)


# A tap before the mode's catalog is read keeps the sheet up, the frames going and input live;
# the tapped mode is read next and opens once it is in.
func test_a_tap_before_the_catalog_is_read_waits_with_the_sheet_up():
	_forget_catalogs()
	yield(_open_shell(), "completed")
	var cards = named(shell, "Modes").get_children()
	var last = cards[_playable_ids().size() - 1]
	click(last)
	assert_eq(shell.mode, null, "not mounted before its catalog is read")
	assert_true(shell.is_opening() and shell.is_loading(), "the sheet is up")
	assert_eq(named(shell, "Loading").modulate.a, 1.0)
	yield(get_tree(), "idle_frame")
	click(cards[0])
	assert_eq(shell.mode, null, "another tap meanwhile meets the sheet")
	var frames = 0
	while shell.mode == null:
		yield(get_tree(), "idle_frame")
		frames += 1
		assert_true(shell.mode != null or shell.is_loading(), "the sheet stays until it opens")
	assert_true(frames > 0, "frames went on while it waited")
	assert_eq(shell.mode.mode_id, last.mode_id, "the tapped mode opens")
	assert_eq(
		shell.mode.catalog,
		ModeRegistry.kept_catalog(
			last.mode_id,
			ModeRegistry.catalog_path(last.mode_id),
			ModeRegistry.file_md5(ModeRegistry.catalog_path(last.mode_id))
		),
		"on the catalog the worker read"
	)
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	assert_false(shell.is_loading(), "the sheet goes once the mode takes input")


# A tapped mode is mounted a part a frame behind the sheet (no frame holds it all): instanced at
# the tap, in the tree hidden in the next frame (its screens made, its list's tiles not yet),
# still hidden in the one after (the list's first tiles built), shown in the one after that.
func test_a_mode_is_mounted_a_part_a_frame_behind_the_sheet():
	yield(_open_shell(), "completed")
	yield(_catalogs_read(), "completed")
	var host = named(shell, "ModeHost")
	var first = named(shell, "Modes").get_child(0)
	click(first)
	assert_true(shell.is_opening() and shell.is_loading())
	assert_eq(host.get_child_count(), 0, "the tap's frame only instances it")
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	assert_eq(host.get_child_count(), 1, "then it is in the tree")
	var opening = host.get_child(0)
	assert_false(opening.visible, "hidden")
	assert_eq(_tiles_in(opening.level_select()), 0, "its list's tiles not yet built")
	assert_eq(shell.mode, null)
	yield(get_tree(), "idle_frame")
	assert_false(opening.visible, "hidden a frame more")
	assert_true(_tiles_in(opening.level_select()) > 0, "its first tiles built")
	yield(shell, "mode_opened")
	assert_true(opening.visible and shell.mode == opening, "then shown")
	assert_true(shell.is_loading(), "under the sheet until it takes input")
	assert_false(named(shell, "Home").visible)


# Back while a tapped mode is mounted takes the tap back: the mode goes, the home stays.
func test_back_takes_back_a_mode_being_mounted():
	yield(_open_shell(), "completed")
	yield(_catalogs_read(), "completed")
	var host = named(shell, "ModeHost")
	click(named(shell, "Modes").get_child(0))
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	assert_eq(host.get_child_count(), 1, "in the tree, hidden")
	shell.propagate_notification(MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST)
	assert_false(shell.is_opening() or shell.is_loading(), "back takes the tap back")
	assert_eq(host.get_child_count(), 0, "the mode is gone")
	assert_true(named(shell, "Home").visible)
	for _i in range(3):
		yield(get_tree(), "idle_frame")
	assert_eq(shell.mode, null, "and does not open later")
	click(named(shell, "Modes").get_child(0))
	yield(shell, "mode_opened")
	assert_true(shell.mode != null, "a tap after opens it")


# Back while a tapped mode waits takes the tap back: the sheet goes and the mode never opens.
func test_back_takes_back_a_tap_that_waits_for_its_catalog():
	_forget_catalogs()
	yield(_open_shell(), "completed")
	click(named(shell, "Modes").get_child(0))
	assert_true(shell.is_opening())
	shell.propagate_notification(MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST)
	assert_false(shell.is_opening() or shell.is_loading(), "back takes the tap back")
	assert_true(named(shell, "Home").visible)
	yield(_catalogs_read(), "completed")
	yield(get_tree(), "idle_frame")
	assert_eq(shell.mode, null, "the mode does not open later")


# Leaving the tree finishes the worker (an unfinished thread crashes Godot 3.2 on exit); back in
# the tree it reads what is left.
func test_leaving_the_tree_finishes_the_worker_and_coming_back_reads_again():
	_forget_catalogs()
	yield(_open_shell(), "completed")
	yield(get_tree(), "idle_frame")
	assert_true(shell.is_reading_catalogs())
	remove_child(shell)
	assert_false(shell.is_reading_catalogs(), "its thread is finished")
	var kept = _kept_ids()
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	assert_eq(_kept_ids(), kept, "nothing is kept after it left")
	add_child(shell)
	yield(_catalogs_read(), "completed")
	assert_eq(_kept_ids(), _playable_ids(), "back in the tree, every catalog is read")


# Without threads (the web build; forced here) the catalogs are read in slices on the main thread:
# the same catalogs as the worker reads, the shell drawing and taking taps all along, no frame
# held longer than SliceWatch.BOUND_MSEC, and the shell busy until the last one is read.
func test_without_threads_the_catalogs_are_read_in_slices_as_on_a_worker():
	_forget_catalogs()
	yield(_open_shell(), "completed")
	yield(_catalogs_read(), "completed")
	var on_worker = _kept_catalogs()
	remove_child(shell)
	shell.free()
	_forget_catalogs()
	JobRunner.set_sliced(true)
	var watch = SliceWatch.new()
	yield(_open_shell(), "completed")
	watch.start(get_tree())
	var busy_frames = 0
	while shell.is_reading_catalogs():
		yield(get_tree(), "idle_frame")
		busy_frames += 1
		if busy_frames == 4:
			click(named(shell, "Settings"))
			assert_true(named(shell, "SettingsPanel").visible, "a tap meanwhile is taken")
			assert_true(shell.is_reading_catalogs(), "while the catalogs are still read")
			named(shell, "SettingsPanel").close()
	watch.stop()
	print(watch.summary("every catalog"))
	assert_true(watch.frames >= 10, watch.summary("spread over frames"))
	assert_true(watch.held_msec() <= SliceWatch.BOUND_MSEC, watch.summary("held briefly"))
	yield(get_tree(), "idle_frame")
	assert_false(shell.is_reading_catalogs(), "not busy once they are read")
	assert_eq(_kept_catalogs(), on_worker, "the same catalogs as the worker's")


# In slices too, a tap before its mode's catalog is read keeps the sheet up while the frames go on
# and opens the mode once its catalog is in.
func test_without_threads_a_tap_waits_for_its_catalog_with_the_sheet_up():
	JobRunner.set_sliced(true)
	_forget_catalogs()
	yield(_open_shell(), "completed")
	var last = named(shell, "Modes").get_child(_playable_ids().size() - 1)
	click(last)
	var frames = 0
	while shell.mode == null:
		assert_true(shell.is_opening() and shell.is_loading(), "the sheet is up while it waits")
		yield(get_tree(), "idle_frame")
		frames += 1
	assert_true(frames >= 3, "frames went on while it waited: %d" % frames)
	assert_eq(shell.mode.mode_id, last.mode_id, "the tapped mode opens")
	assert_eq(shell.mode.catalog, _kept_catalog(last.mode_id), "on the catalog read in slices")


func _on_node_added(node, seen):
	if node.get_parent() == named(shell, "ModeHost"):
		seen.append([shell.is_loading(), named(shell, "Loading").modulate.a])


# A tap during the boot splash reaches the game in its first frames, before the cards are laid
# out (until their container sorts them at the end of the frame they lie on top of one another,
# the last card on top): it must choose no card, or the card it was aimed at, never the card
# lying there; so must a press made then and lifted later. A tap once the home is drawn chooses
# the card under it.
func test_a_tap_before_the_cards_are_laid_out_chooses_no_other_card():
	yield(_open_shell(), "completed")
	var aimed = named(shell, "Modes").get_child(0)
	var aimed_id = aimed.mode_id
	var point = aimed.get_global_rect().position + aimed.rect_size / 2.0
	for early in range(3):
		for lifted_later in [false, true]:
			var label = (
				"%d frames after start%s"
				% [early, ", lifted later" if lifted_later else ""]
			)
			remove_child(shell)
			shell.free()
			shell = SHELL_SCENE.instance()
			add_child(shell)
			var chosen = []
			for card in named(shell, "Modes").get_children():
				card.connect("chosen", self, "_on_card_chosen", [chosen])
			for _frame in range(early):
				yield(get_tree(), "idle_frame")
			mouse_button(point, true)
			if not lifted_later:
				mouse_button(point, false)
			for _frame in range(3):
				yield(get_tree(), "idle_frame")
			if lifted_later:
				mouse_button(point, false)
			assert_true(chosen in [[], [aimed_id]], "%s: chose %s" % [label, chosen])
			if chosen.empty():
				click_window_point(point)
			assert_eq(chosen, [aimed_id], "%s, then a tap on the drawn card" % label)


func _on_card_chosen(id, chosen):
	chosen.append(id)


# The line under the app's name speaks of all its games and fits one line on a 360 dp phone.
func test_the_tagline_fits_one_line_in_both_languages():
	yield(_open_shell(), "completed")
	var tagline = named(shell, "Tagline")
	for language in ["en", "zh"]:
		_settings.set_language(language)
		var width = tagline.get_font("font").get_string_size(tr(tagline.text)).x
		assert_true(
			width <= tagline.rect_size.x, "%s: %d px in %d" % [language, width, tagline.rect_size.x]
		)
	_settings.set_language("")


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
	yield(shell, "mode_opened")
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


# Taps a card and waits until its mode is in (its catalog may still be read).
func _tap_card(card):
	click(card)
	if shell.mode == null:
		yield(shell, "mode_opened")
	else:
		yield(get_tree(), "idle_frame")


func _catalogs_read():
	while shell.is_reading_catalogs():
		yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")


# No catalog kept: the shell's worker reads every one.
func _forget_catalogs():
	var registry = load(ModeRegistry.REGISTRY)
	if registry.has_meta(ModeRegistry.CATALOGS_META):
		registry.set_meta(ModeRegistry.CATALOGS_META, {})


# Every kept catalog, as its fields (inst2dict), by mode id.
func _kept_catalogs():
	var kept = {}
	for id in _kept_ids():
		kept[id] = inst2dict(_kept_catalog(id))
	return kept


func _kept_catalog(id):
	var path = ModeRegistry.catalog_path(id)
	return ModeRegistry.kept_catalog(id, path, ModeRegistry.file_md5(path))


func _kept_ids():
	var ids = []
	for id in ModeRegistry.ids():
		if not ModeRegistry.kept_version(id).empty():
			ids.append(id)
	return ids


func _playable_ids():
	var ids = []
	for id in ModeRegistry.ids():
		if ModeRegistry.is_playable(id):
			ids.append(id)
	return ids


func _open_shell():
	shell = SHELL_SCENE.instance()
	add_child(shell)
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")


# How many level tiles are built under `node`.
func _tiles_in(node) -> int:
	var count = 0
	for child in node.get_children():
		if child.get_script() == LevelTile:
			count += 1
		count += _tiles_in(child)
	return count
