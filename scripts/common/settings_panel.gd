extends Control
# The shell's settings sheet: motion, contrast, sound, vibration, routes on the Hex Tracks board,
# play data and language. Works on
# the Settings autoload (and the Telemetry autoload's consent: the play data switch, its privacy
# note with "Delete my play data"); emits closed when dismissed.

signal closed

onready var _switches = {
	"reduced_motion": $Card/Column/ReducedMotion/Switch,
	"high_contrast": $Card/Column/HighContrast/Switch,
	"sound": $Card/Column/Sound/Switch,
	"vibration": $Card/Column/Vibration/Switch,
	"show_routes": $Card/Column/ShowRoutes/Switch,
}
onready var _play_data = $Card/Column/PlayData/Switch
onready var _privacy = $PrivacySheet
onready var _languages = {
	"": $Card/Column/Languages/System,
	"zh": $Card/Column/Languages/Chinese,
	"en": $Card/Column/Languages/English,
}


func _ready():
	var settings = get_node("/root/Settings")
	var group = ButtonGroup.new()
	for flag in _switches:
		_switches[flag].pressed = settings.get(flag)
		_switches[flag].connect("toggled", self, "_on_switch_toggled", [flag])
		_connect_label(_switches[flag])
	_privacy.visible = false
	_play_data.pressed = _telemetry().is_enabled()
	_play_data.connect("toggled", _telemetry(), "set_consent")
	_telemetry().connect("consent_changed", self, "_on_consent_changed")
	_connect_label(_play_data)
	$Card/Column/PlayData/About.connect("pressed", _privacy, "open")
	for lang in _languages:
		var button = _languages[lang]
		button.group = group
		button.pressed = settings.language == lang
		button.connect("pressed", settings, "set_language", [lang])


# The whole row is the tap target: its label toggles the switch too.
func _connect_label(switch):
	var label = switch.get_parent().get_node("Label")
	label.mouse_filter = MOUSE_FILTER_STOP
	label.connect("gui_input", self, "_on_label_gui_input", [switch])


func _on_consent_changed(enabled):
	_play_data.pressed = enabled


func _on_switch_toggled(value, flag):
	get_node("/root/Settings").set_flag(flag, value)


func _on_label_gui_input(event, switch):
	if event is InputEventMouseButton and event.button_index == BUTTON_LEFT and not event.pressed:
		switch.pressed = not switch.pressed


# Closes the sheet; back steps one layer, so an open privacy note closes first.
func close():
	if _privacy.visible:
		_privacy.go_back()
		return
	visible = false
	emit_signal("closed")


# The Telemetry autoload, found through the main loop: a sheet out of the tree still hears
# consent_changed.
func _telemetry():
	return Engine.get_main_loop().root.get_node("Telemetry")


func _on_dim_gui_input(event):
	if event is InputEventMouseButton and event.pressed:
		close()
