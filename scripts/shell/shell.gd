extends Control
# The shell: picks a game mode from the registry (scripts/common/mode_registry.gd), mounts its
# entry scene and takes over again when the mode emits closed. Modes without an entry scene are
# shown as coming soon. Back (Android's back button, Escape) goes down the layers: the settings
# sheet, else the open mode's go_back(), else the mode closes; at home the game quits.

const MODE_CARD = preload("res://scenes/shell/mode_card.tscn")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")

var mode = null

onready var _home = $Home
onready var _cards = $Home/SafeArea/Column/Modes
onready var _mode_host = $ModeHost
onready var _settings_panel = $Home/SettingsPanel


func _ready():
	_settings_panel.visible = false
	for entry in ModeRegistry.modes():
		var card = MODE_CARD.instance()
		_cards.add_child(card)
		card.show_mode(entry)
		card.connect("chosen", self, "open_mode")


func open_mode(mode_id):
	if mode != null or not ModeRegistry.is_playable(mode_id):
		return
	mode = load(ModeRegistry.find(mode_id)["scene"]).instance()
	mode.mode_id = mode_id
	mode.connect("closed", self, "_on_mode_closed")
	_mode_host.add_child(mode)
	_home.visible = false


func _on_mode_closed():
	_mode_host.remove_child(mode)
	mode.queue_free()
	mode = null
	_home.visible = true


# Android's back button and Escape step back one screen; at home they quit.
func _notification(what):
	if what == MainLoop.NOTIFICATION_WM_GO_BACK_REQUEST:
		go_back()


func _unhandled_input(event):
	if event.is_action_pressed("ui_cancel"):
		go_back()


func go_back():
	if _settings_panel.visible:
		_settings_panel.close()
	elif mode != null:
		if not mode.go_back():
			_on_mode_closed()
	else:
		get_tree().quit()


func open_settings():
	_settings_panel.visible = true


func _on_settings_pressed():
	open_settings()
