tool
extends Reference
# Undo and redo of pack edits through an UndoRedo (the editor's own, from
# EditorPlugin.get_undo_redo(), so Ctrl+Z and Edit > Undo work on levels too). An action
# stores the whole pack before and after: packs are small, and every edit — a drag that
# paints ten units, a renumbering move, a caption — undoes the same way.

const OrderedJson = preload("res://addons/level_editor/ordered_json.gd")

var undo_redo: UndoRedo
var _before = null  # snapshot taken by begin()
var _document = null


func _init(editor_undo_redo: UndoRedo) -> void:
	undo_redo = editor_undo_redo


# Call before changing `document` in place; commit() then records the change.
func begin(document) -> void:
	_document = document
	_before = document.snapshot()


# Records what changed since begin() as one action (nothing when nothing changed).
# `merge` joins it with the previous action of the same name, for typing in a text field.
func commit(action_name: String, level_index: int, merge := false) -> bool:
	if _document == null:
		return false
	var document = _document
	var before = _before
	_document = null
	_before = null
	if document.text() == OrderedJson.to_text(before):
		return false
	undo_redo.create_action(action_name, UndoRedo.MERGE_ENDS if merge else UndoRedo.MERGE_DISABLE)
	undo_redo.add_do_method(document, "restore", document.snapshot(), level_index)
	undo_redo.add_undo_method(document, "restore", before, level_index)
	undo_redo.commit_action()
	return true


# begin(), then `target.method(args…)`, then commit().
func apply(
	document,
	action_name: String,
	level_index: int,
	target: Object,
	method: String,
	args: Array,
	merge := false
) -> bool:
	begin(document)
	target.callv(method, args)
	return commit(action_name, level_index, merge)
