extends Control
# The privacy note about play data (docs/telemetry.md "Privacy note"), opened from the settings
# and from the first-launch question: the note, whether recording is on, and "Delete my play
# data", which asks once more before it erases everything recorded on this device (Telemetry
# delete_play_data). The question hides the delete part (deletable = false: nothing is recorded
# before an answer). Emits closed when dismissed, deleted after an erase.

signal closed
signal deleted

var deletable = true

onready var _state = $Card/Column/State
onready var _delete = $Card/Column/Delete
onready var _confirm = $Card/Column/Confirm
onready var _done_note = $Card/Column/Deleted


func _ready():
	$Dim.connect("gui_input", self, "_on_dim_gui_input")
	_delete.connect("pressed", self, "ask_delete")
	$Card/Column/Confirm/Buttons/Keep.connect("pressed", self, "keep")
	$Card/Column/Confirm/Buttons/Erase.connect("pressed", self, "erase")
	$Card/Column/Done.connect("pressed", self, "close")
	_telemetry().connect("consent_changed", self, "_on_consent_changed")
	_show_parts()


func open():
	_done_note.visible = false
	_confirm.visible = false
	_show_parts()
	visible = true


func close():
	visible = false
	emit_signal("closed")


# One step back: the delete question closes first, then the sheet. True: it handled the step.
func go_back() -> bool:
	if _confirm.visible:
		keep()
	else:
		close()
	return true


# "Delete my play data": asks once more (Keep it / Delete).
func ask_delete():
	_done_note.visible = false
	_confirm.visible = true
	_delete.visible = false


func keep():
	_confirm.visible = false
	_show_parts()


func erase():
	_telemetry().delete_play_data()
	_confirm.visible = false
	_show_parts()
	_done_note.visible = true
	emit_signal("deleted")


func is_asking() -> bool:
	return _confirm.visible


func _show_parts():
	var on = _telemetry().is_enabled()
	_state.text = "privacy_state_on" if on else "privacy_state_off"
	_state.visible = deletable
	_delete.visible = deletable and not _confirm.visible


func _on_consent_changed(_enabled):
	_show_parts()


func _on_dim_gui_input(event):
	if event is InputEventMouseButton and event.pressed:
		go_back()


func _telemetry():
	return get_node("/root/Telemetry")
