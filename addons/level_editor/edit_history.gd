tool
extends Reference
# Undo and redo of the edits of every open file, on one UndoRedo: inside the Godot editor the
# editor's own (EditorPlugin.get_undo_redo(), handed over by plugin.gd), so Edit > Undo and its
# keys take back a Levels-screen edit and the screen's Undo is the editor's — one history, as
# Godot 3 keeps one for every scene. (Its cost: an edit of a pack marks the open scene changed,
# as an edit in the Inspector does; saving that scene leaves it byte for byte as it was, the
# scenes being kept in Godot's form. A pack's own unsaved state stays the pack's.)
# An action stores snapshots of the pack before and after (PackDocument.snapshot: the pack
# object and its level list copied, the level dictionaries shared), so every edit — a drag
# that paints ten units, a renumbering move, a caption — undoes the same way and costs
# little even on a big pack; undoing an edit of a pack not shown shows that pack.

const PackDocument = preload("res://addons/level_editor/pack_document.gd")

var undo_redo: UndoRedo
var _owns_undo_redo = false
var _before = null  # snapshot taken by begin()
var _document = null


# Without an UndoRedo, the history makes (and frees) its own.
func _init(given: UndoRedo = null) -> void:
	_owns_undo_redo = given == null
	undo_redo = UndoRedo.new() if given == null else given


func _notification(what: int) -> void:
	if what == NOTIFICATION_PREDELETE and _owns_undo_redo and undo_redo != null:
		undo_redo.free()
		undo_redo = null


# Call before changing `document`; commit() then records the change (a drag's steps too).
func begin(document) -> void:
	_document = document
	_before = document.snapshot()


# Records what changed since begin() as one action (nothing when nothing changed), showing
# level `level_index` when done and `undone_index` (level_index by default) when undone: a
# moved level is shown where it goes back to. `merge` joins it with the previous action of the
# same name, for typing in a text field.
func commit(action_name: String, level_index: int, merge := false, undone_index := -1) -> bool:
	if _document == null:
		return false
	var document = _document
	var before = _before
	_document = null
	_before = null
	var after = document.snapshot()
	if PackDocument.same_state(before, after):
		document.revision = before["revision"]  # nothing changed: still the state it was
		return false
	undo_redo.create_action(action_name, UndoRedo.MERGE_ENDS if merge else UndoRedo.MERGE_DISABLE)
	undo_redo.add_do_method(document, "restore", after, level_index)
	var shown_undone = level_index if undone_index < 0 else undone_index
	undo_redo.add_undo_method(document, "restore", before, shown_undone)
	undo_redo.commit_action()
	return true


# begin(), then `target.method(args…)`, then commit(): for edits of the pack (its title, its
# level list) through the document's own methods.
func apply(
	document,
	action_name: String,
	level_index: int,
	target: Object,
	method: String,
	args: Array,
	merge := false,
	undone_index := -1
) -> bool:
	begin(document)
	target.callv(method, args)
	return commit(action_name, level_index, merge, undone_index)


# begin(), then `target.method(level, args…)` on the level (PackDocument.change_level), then
# commit().
func apply_to_level(
	document, action_name: String, level_index: int, target: Object, method: String, args: Array
) -> bool:
	begin(document)
	document.change_level(level_index, target, method, args)
	return commit(action_name, level_index)


func undo() -> bool:
	return undo_redo.undo()


func redo() -> bool:
	return undo_redo.redo()


func has_undo() -> bool:
	return undo_redo.has_undo()


func has_redo() -> bool:
	return undo_redo.has_redo()
