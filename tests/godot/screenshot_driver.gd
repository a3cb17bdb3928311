extends SceneTree
# Renders the shell, its settings and every registered mode's screens to
# build/screenshots/NAME-WxH.png: each mode's screenshot script (the registry's "screenshots", a
# script with run(driver, mode_id), a coroutine) drives its own scenes through their public
# methods and calls shot(name) here. Every mode starts from a fresh save, in Chinese, with the
# default settings. Prints "saved <file>" per shot and "screenshots done" at the end; a script
# error or a mode that takes too long quits 1 (the watchdog).
# screenshots.sh runs it with the real renderer: godot3 --path . -s <this file> --resolution WxH

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const OUT_DIR = "res://build/screenshots"
const SAVE_PATH = "user://screenshots/save.json"
# A script error stops a coroutine halfway; quit instead of hanging until the shell's timeout.
const WATCHDOG_SECONDS = 600

var settings = null  # the Settings autoload
var shell = null  # the shell scene, on top of which modes open (open_mode)
var _suffix = ""
var _out_dir = OUT_DIR  # SCREENSHOTS_DIR (a res:// or user:// folder) overrides it


func _init():
	call_deferred("_run")


func _run():
	create_timer(WATCHDOG_SECONDS).connect("timeout", self, "_give_up")
	_suffix = "%dx%d" % [OS.window_size.x, OS.window_size.y]
	if OS.get_environment("SCREENSHOTS_DIR") != "":
		_out_dir = OS.get_environment("SCREENSHOTS_DIR")
	Directory.new().make_dir_recursive(_out_dir)
	settings = root.get_node("Settings")
	fresh_save()
	shell = load("res://scenes/shell/shell.tscn").instance()
	root.add_child(shell)
	yield(_play_data_shots(), "completed")
	yield(shot("01-shell"), "completed")
	shell.open_settings()
	yield(shot("02-settings"), "completed")
	shell.find_node("PrivacySheet", true, false).open()
	yield(shot("03-settings-privacy"), "completed")
	shell.go_back()
	shell.go_back()
	while shell.is_reading_catalogs():  # the modes' scripts open them at once
		yield(self, "idle_frame")
	for entry in ModeRegistry.modes():
		if entry["screenshots"].empty() or not ResourceLoader.exists(entry["screenshots"]):
			continue
		fresh_save()
		yield(load(entry["screenshots"]).new().run(self, entry["id"]), "completed")
		if shell.mode != null:
			shell.mode.emit_signal("closed")
	fresh_save()
	print("screenshots done")
	quit()


# The first launch's play data question (in Chinese and English) and its privacy note; then No
# thanks, as back answers it.
func _play_data_shots():
	yield(shot("00-consent"), "completed")
	settings.set_language("en")
	yield(shot("00-consent-en"), "completed")
	shell.find_node("ConsentDialog", true, false).show_note()
	yield(shot("00-consent-note-en"), "completed")
	settings.set_language("zh")
	shell.go_back()
	shell.go_back()


# The shell opens a mode (its entry scene; a coroutine): returns it once it is in.
func open_mode(mode_id):
	if shell.mode != null:
		shell.mode.emit_signal("closed")
	shell.open_mode(mode_id)
	yield(shell, "mode_opened")
	return shell.mode


# Waits `delay` seconds (animations, toasts), then saves the screen as NAME-WxH.png.
func shot(name, delay = 0.6):
	yield(create_timer(delay), "timeout")
	yield(VisualServer, "frame_post_draw")
	var image = root.get_texture().get_data()
	image.flip_y()
	var file = "%s/%s-%s.png" % [_out_dir, name, _suffix]
	image.save_png(file)
	print("saved ", file)


# Taps a bottom-row button of a game screen.
func press(game, id):
	game.button(id).emit_signal("pressed")


# A save with nothing in it (and no last good copy an earlier run left, which would be restored
# and announced), the settings at their defaults in Chinese.
func fresh_save():
	for path in [SAVE_PATH, SAVE_PATH.get_basename() + ".bak.json", SAVE_PATH + ".tmp"]:
		Directory.new().remove(path)
	Directory.new().make_dir_recursive(SAVE_PATH.get_base_dir())
	var store = root.get_node("SaveStore")
	store.open(SAVE_PATH)
	settings.load_from(store)
	settings.set_language("zh")


func _give_up():
	print("screenshots: gave up after %d s" % WATCHDOG_SECONDS)
	quit(1)
