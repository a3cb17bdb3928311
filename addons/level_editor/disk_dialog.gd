tool
extends ConfirmationDialog
# The question the level editor asks when an open file was changed, deleted or renamed on disk
# since it was read (PackDocument.disk_change), before a save writes anything and when the
# editor notices it: reload it from disk, keep mine (Save writes it over the file, or writes it
# again), save as another file, or follow the rename. A deleted or renamed file is never written
# again without a word, and keep mine is not offered for a rename: the old name beside the new
# one repeats the pack's number and ids, which validate refuses. The panel acts ("answered").

signal answered(answer, request)  # "reload", "keep", "save_as" or "follow", and the request

var _request = {}
var _buttons = {}  # answer -> its button


func _ready() -> void:
	get_ok().text = "Keep mine"
	_buttons["keep"] = get_ok()
	for each in [["reload", "Reload from disk"], ["save_as", "Save as…"], ["follow", "Follow"]]:
		_buttons[each[0]] = add_button(each[1], true, each[0])
	get_cancel().text = "Cancel"
	connect("confirmed", self, "_on_answer", ["keep"])
	connect("custom_action", self, "_on_answer")


# Asks about `path`, changed on disk as `change` says (PackDocument.disk_change); `dirty`: it has
# unsaved edits; `request` comes back with the answer.
func ask(path: String, change: Dictionary, dirty: bool, request: Dictionary) -> void:
	_request = request
	var offered = {
		"changed": ["reload", "keep", "save_as"],
		"deleted": ["keep", "save_as"],
		"renamed": ["follow", "save_as"],
	}[change["change"]]
	for answer in _buttons:
		_buttons[answer].visible = answer in offered
	var said = {
		"changed": "%s was changed on disk since it was opened here." % path,
		"deleted": "%s was deleted on disk." % path,
		"renamed": "%s was renamed on disk to %s." % [path, change["to"]],
	}[change["change"]]
	var yours = "your unsaved edits" if dirty else "the pack as shown here"
	var answers = {
		"reload": "Reload from disk: the file as it is now (%s are dropped)." % yours,
		"keep": "Keep mine: Save writes %s over it." % yours,
		"save_as": "Save as…: %s into a new pack file." % yours,
		"follow": "Follow: edit %s (Save writes it there)." % change["to"].get_file(),
	}
	if change["change"] == "deleted":
		answers["keep"] = "Keep mine: Save writes the file again."
	var lines = PoolStringArray([said, ""])
	for answer in offered:
		lines.append(answers[answer])
	dialog_text = lines.join("\n")
	popup_centered_minsize(Vector2(480, 0))


func _on_answer(answer: String) -> void:
	var request = _request
	_request = {}
	hide()
	if not request.empty():
		emit_signal("answered", answer, request)
