extends Control
# The shell: picks a game mode, mounts its entry scene and takes over again when the mode
# closes. Modes without a scene are shown as coming soon.

const MODE_CARD = preload("res://scenes/shell/mode_card.tscn")
const MODES = [
	{
		"id": "01-number-stroke",
		"title": "mode_number_stroke",
		"blurb": "mode_number_stroke_desc",
		"icon": "stroke",
		"scene": "res://scenes/number_stroke/number_stroke.tscn",
	},
	{
		"id": "03-hex-walls",
		"title": "mode_hex_walls",
		"blurb": "mode_hex_walls_desc",
		"icon": "hex",
		"scene": ""
	},
	{
		"id": "hex-tracks",
		"title": "mode_hex_tracks",
		"blurb": "mode_hex_tracks_desc",
		"icon": "tracks",
		"scene": ""
	},
	{
		"id": "city-cat-catch",
		"title": "mode_city_cat",
		"blurb": "mode_city_cat_desc",
		"icon": "cat",
		"scene": ""
	},
]

var mode = null

onready var _home = $Home
onready var _cards = $Home/SafeArea/Column/Modes
onready var _mode_host = $ModeHost
onready var _settings_panel = $Home/SettingsPanel


func _ready():
	_settings_panel.visible = false
	for entry in MODES:
		var card = MODE_CARD.instance()
		_cards.add_child(card)
		card.show_mode(entry)
		card.connect("chosen", self, "open_mode")


func open_mode(mode_id):
	for entry in MODES:
		if entry["id"] == mode_id and entry["scene"] != "":
			mode = load(entry["scene"]).instance()
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


func _on_settings_pressed():
	_settings_panel.visible = true
