extends Control
# The shell's settings sheet: motion, contrast, sound, vibration and language. Works on the
# Settings autoload; emits closed when dismissed.

signal closed

onready var _switches = {
	"reduced_motion": $Card/Column/ReducedMotion/Switch,
	"high_contrast": $Card/Column/HighContrast/Switch,
	"sound": $Card/Column/Sound/Switch,
	"vibration": $Card/Column/Vibration/Switch,
}
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
		# The whole row is the tap target: its label toggles the switch too.
		var label = _switches[flag].get_parent().get_node("Label")
		label.mouse_filter = MOUSE_FILTER_STOP
		label.connect("gui_input", self, "_on_label_gui_input", [_switches[flag]])
	for lang in _languages:
		var button = _languages[lang]
		button.group = group
		button.pressed = settings.language == lang
		button.connect("pressed", settings, "set_language", [lang])


func _on_switch_toggled(value, flag):
	get_node("/root/Settings").set_flag(flag, value)


func _on_label_gui_input(event, switch):
	if event is InputEventMouseButton and event.button_index == BUTTON_LEFT and not event.pressed:
		switch.pressed = not switch.pressed


func close():
	visible = false
	emit_signal("closed")


func _on_dim_gui_input(event):
	if event is InputEventMouseButton and event.pressed:
		close()
