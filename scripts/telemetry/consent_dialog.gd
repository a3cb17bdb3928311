extends Control
# The first-launch question about play data (docs/telemetry.md): what is recorded in two
# sentences, "What is recorded?" (the full privacy note), and two answers side by side, the same
# size: No thanks and Agree. Either answer is kept (Telemetry set_consent) and closes the dialog;
# nothing is recorded before Agree, and the answer can be changed in the settings. Back answers
# No thanks (after closing the note when it is open). Emits answered(agreed).

signal answered(agreed)

onready var _privacy = $Privacy


func _ready():
	$Card/Column/More.connect("pressed", self, "show_note")
	$Card/Column/Answers/Refuse.connect("pressed", self, "refuse")
	$Card/Column/Answers/Agree.connect("pressed", self, "agree")
	_privacy.deletable = false
	_privacy.visible = false


func open():
	_privacy.visible = false
	visible = true


func agree():
	_answer(true)


func refuse():
	_answer(false)


# The privacy note over the dialog.
func show_note():
	_privacy.open()


func is_note_open() -> bool:
	return _privacy.visible


# One step back: the note closes first; then back is No thanks. True: it handled the step.
func go_back() -> bool:
	if _privacy.visible:
		_privacy.close()
	else:
		refuse()
	return true


func _answer(agreed: bool) -> void:
	get_node("/root/Telemetry").set_consent(agreed)
	visible = false
	emit_signal("answered", agreed)
