tool
extends ConfirmationDialog
# The question the level editor asks before closing, reloading or quitting with unsaved packs:
# it names them and offers Save, Discard and Cancel. The panel does the saving or discarding
# ("answered") and then what was asked for.

signal answered(answer, request)  # "save" or "discard", and the request given to ask()

var _request = {}


func _ready() -> void:
	get_ok().text = "Save"
	add_button("Discard", true, "discard")
	get_cancel().text = "Cancel"
	connect("confirmed", self, "_on_answer", ["save"])
	connect("custom_action", self, "_on_answer")


# Shows the question about `paths` before `purpose` ("quitting"); `request` comes back with
# the answer.
func ask(paths: Array, purpose: String, request: Dictionary) -> void:
	_request = request
	var names = PoolStringArray()
	for path in paths:
		names.append("    " + path)
	var question = "Unsaved edits in:\n%s\n\nSave them before %s?"
	dialog_text = question % [names.join("\n"), purpose]
	popup_centered_minsize(Vector2(420, 0))


func _on_answer(answer: String) -> void:
	var request = _request
	_request = {}
	hide()
	if not request.empty() and answer in ["save", "discard"]:
		emit_signal("answered", answer, request)
