extends Control
# The shell: picks a game mode from the registry (scripts/common/mode_registry.gd), mounts its
# entry scene and takes over again when the mode emits closed. Modes without an entry scene are
# shown as coming soon. Back (Android's back button, Escape) goes down the layers: the play data
# question, the settings sheet, else the open mode's go_back(), else the mode closes; at home the
# game quits. Run as the app (a child of the root) it asks about play data until the player has
# answered (scenes/telemetry/consent_dialog.tscn).
# Opening a mode may take a moment on a phone (its scenes, its catalog): a loading sheet is drawn
# the moment the card is tapped, before the mode loads, and stays over the mode until the frame
# after it is in, so taps made while it loaded land on the sheet, not on the mode's level list.
# The mode is mounted a part a frame behind the sheet (mode_mount.gd: instanced in the tap's
# frame, in the tree hidden in the next, shown in the one after), so no frame holds it all.
# The modes' catalogs are read as a job from the shell's second frame on (catalog_job.gd, into the
# registry's kept catalogs: on a worker thread, or in slices on the main thread in the web build),
# so a tap finds its mode's catalog ready; a tap before that keeps the sheet up while the frames
# go on (the tapped mode's catalog is read next) and mounts the mode once it is in; back takes
# the tap back. The job is always stopped before the shell leaves the tree or the game quits.
# Once the catalogs are read, the modes' entry scenes load while the home screen shows, a few of
# their parts a frame (scene_preloader.gd), so that a tap only builds the mode; not while a mode
# is open.
# No input reaches the shell before its home is laid out and drawn: a tap made during the boot
# splash arrives in the first frame, while the cards still lie on top of one another (their
# container lays them out at the end of that frame), and would choose whichever card lay on top
# there. A transparent sheet over everything takes such a press (and so its release) until the
# frame after the cards' layout, which was drawn with it.

signal mode_opened  # the mode tapped is in the tree and shown (shell.mode)

const MODE_CARD = preload("res://scenes/shell/mode_card.tscn")
const CatalogJob = preload("res://scripts/shell/catalog_job.gd")
const ModeMount = preload("res://scripts/shell/mode_mount.gd")
const ScenePreloader = preload("res://scripts/shell/scene_preloader.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const Palette = preload("res://scripts/common/palette.gd")
const LOADING_FONT = preload("res://scenes/common/fonts/font_heading.tres")
# Process frames the loading sheet stays up after a mode is in: the input that queued while it
# loaded arrives at the start of the next frame and must still meet the sheet.
const LOADING_HOLD = 2
# Process frames before the catalogs are read: the first frame is drawn first.
const CATALOGS_AFTER = 2

var mode = null  # the open mode's entry scene, once mounted
var _mounting = null  # the mode being mounted (mode_mount.gd), null when none
var _mount_begun = false  # its first part was done this frame: the next waits for the next frame
var _loading = null  # the loading sheet (a Control over everything)
var _loading_frames = 0
var _catalogs = CatalogJob.new()
var _scenes = ScenePreloader.new()
var _catalog_frames = 0  # frames left before the catalogs are read; 0 once begun
var _opening = ""  # the mode tapped, waiting for its catalog
var _input_hold = null  # the sheet that takes input until the home is laid out and drawn
var _home_laid_out = false

onready var _home = $Home
onready var _cards = $Home/SafeArea/Column/Modes
onready var _mode_host = $ModeHost
onready var _settings_panel = $Home/SettingsPanel
onready var _consent = $ConsentDialog


func _enter_tree():
	_catalog_frames = CATALOGS_AFTER
	set_process(true)


func _exit_tree():
	_catalogs.stop()
	_catalog_frames = 0
	_opening = ""
	_cancel_mount()


func _ready():
	_settings_panel.visible = false
	_make_loading_sheet()
	for entry in ModeRegistry.modes():
		var card = MODE_CARD.instance()
		_cards.add_child(card)
		card.show_mode(entry)
		card.connect("chosen", self, "open_mode")
	if get_parent() == get_tree().root and not get_node("/root/Telemetry").is_answered():
		open_consent()
	_hold_input()


# Opens a mode (its card's tap): at once when its catalog is ready, else once the job has read it
# (mode_opened tells when it is in).
func open_mode(mode_id):
	if mode != null or _mounting != null or _opening != "":
		return
	if not ModeRegistry.is_playable(mode_id):
		return
	_show_loading()
	if _catalog_frames > 0:
		_start_catalogs()
	_catalogs.collect()
	if _catalogs.is_ready(mode_id):
		_mount(mode_id)
	else:
		_opening = mode_id
		_catalogs.prefer(mode_id)
		set_process(true)


# True while the loading sheet is up (from a card's tap until the mode takes input).
func is_loading():
	return _loading.mouse_filter == MOUSE_FILTER_STOP


# True from a card's tap until its mode is in: while it waits for its catalog or is mounted.
func is_opening():
	return _opening != "" or _mounting != null


# True until the job has read every mode's catalog (or was stopped).
func is_reading_catalogs():
	return _catalog_frames > 0 or _catalogs.is_running()


func _process(_delta):
	if _input_hold != null and _home_laid_out:
		remove_child(_input_hold)
		_input_hold.free()
		_input_hold = null
	if _catalog_frames > 0:
		_catalog_frames -= 1
		if _catalog_frames == 0:
			_start_catalogs()
	if _loading_frames > 0:
		_loading_frames -= 1
		if _loading_frames == 0:
			_hide_loading()
	_catalogs.collect()
	if _opening != "" and _catalogs.is_ready(_opening):
		var mode_id = _opening
		_opening = ""
		_mount(mode_id)
	if _mounting != null:
		if _mount_begun:
			_mount_begun = false
		elif not _mounting.step():
			_mounted()
	var preloading = (
		mode == null
		and _mounting == null
		and _scenes.is_running()
		and not is_reading_catalogs()
	)
	if preloading:
		preloading = _scenes.step(ScenePreloader.STEP_USEC)
	var waiting = _opening != "" or _mounting != null or _loading_frames > 0
	set_process(
		(
			waiting
			or preloading
			or _input_hold != null
			or _catalog_frames > 0
			or _catalogs.is_running()
		)
	)


# The sheet over everything (added last, so on top) that takes input until the cards are laid out
# and a frame has been drawn with them (_process lifts it).
func _hold_input():
	_input_hold = Control.new()
	_input_hold.name = "InputHold"
	_input_hold.anchor_right = 1.0
	_input_hold.anchor_bottom = 1.0
	_input_hold.mouse_filter = MOUSE_FILTER_STOP
	add_child(_input_hold)
	_cards.connect("sort_children", self, "_on_cards_laid_out", [], CONNECT_ONESHOT)


func _on_cards_laid_out():
	_home_laid_out = true


func _start_catalogs():
	_catalog_frames = 0
	var ids = []
	var scenes = []
	for entry in ModeRegistry.modes():
		if not entry["scene"].empty():
			ids.append(entry["id"])
			scenes += ModeRegistry.loaded_ahead(entry["id"])
	_catalogs.start(ids)
	_scenes.start(scenes)


# The mode's first part (instanced); the frames after mount the rest (_process).
func _mount(mode_id):
	_mounting = ModeMount.new(_scenes.scene(ModeRegistry.find(mode_id)["scene"]), _mode_host)
	var opening = _mounting.instance()
	opening.mode_id = mode_id
	opening.connect("closed", self, "_on_mode_closed")
	_mount_begun = true
	set_process(true)


func _mounted():
	mode = _mounting.mode
	_mounting = null
	_home.visible = false
	_loading_frames = LOADING_HOLD
	emit_signal("mode_opened")


func _cancel_mount():
	if _mounting != null:
		_mounting.cancel()
		_mounting = null


# The sheet is always in the tree and drawn, only transparent (a text set now would be drawn a
# frame late), so that showing it is a change of opacity the renderer takes at once, and the
# frame drawn here carries it.
func _show_loading():
	_loading.modulate.a = 1.0
	_loading.mouse_filter = MOUSE_FILTER_STOP
	VisualServer.force_draw()


func _hide_loading():
	_loading.modulate.a = 0.0
	_loading.mouse_filter = MOUSE_FILTER_IGNORE


func _make_loading_sheet():
	_loading = ColorRect.new()
	_loading.name = "Loading"
	_loading.color = Palette.WHITE
	_loading.anchor_right = 1.0
	_loading.anchor_bottom = 1.0
	_loading.modulate.a = 0.0
	_loading.mouse_filter = MOUSE_FILTER_IGNORE
	var label = Label.new()
	label.name = "Text"
	label.text = "loading"
	label.anchor_right = 1.0
	label.anchor_bottom = 1.0
	label.align = Label.ALIGN_CENTER
	label.valign = Label.VALIGN_CENTER
	label.add_font_override("font", LOADING_FONT)
	label.add_color_override("font_color", Palette.MUTED_INK)
	_loading.add_child(label)
	add_child(_loading)


func _on_mode_closed():
	_mode_host.remove_child(mode)
	mode.queue_free()
	mode = null
	_home.visible = true
	set_process(true)  # the scenes not loaded yet go on loading


# Android's back button and Escape step back one screen; at home they quit.
func _notification(what):
	if what == MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST:
		go_back()


func _unhandled_input(event):
	if event.is_action_pressed("ui_cancel"):
		go_back()


func go_back():
	if _consent.visible:
		_consent.go_back()
	elif _settings_panel.visible:
		_settings_panel.close()
	elif _opening != "" or _mounting != null:
		_opening = ""
		_cancel_mount()
		_hide_loading()
	elif mode != null:
		if not mode.go_back():
			_on_mode_closed()
	else:
		_catalogs.stop()
		get_tree().quit()


# The play data question (first launch; the screenshots show it too).
func open_consent():
	_consent.open()


func open_settings():
	_settings_panel.visible = true


func _on_settings_pressed():
	open_settings()
