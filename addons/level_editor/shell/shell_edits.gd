tool
extends "res://addons/level_editor/shell/shell_files.gd"
# The shell's edits of the file shown (part four, after shell_files.gd): undo and redo, the keys
# of the Levels screen (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y, Ctrl+S), the pack title and the level's
# texts, and the level list's New, Copy, Paste, Del, up and down — each edit one step of the
# history (the Godot editor's: shell_view.gd's use_undo_redo).

var _copied_level = {}
var _copied_mode = ""  # the mode of the pack the copied level came from


func undo() -> void:
	if document != null:
		history.undo()


func redo() -> void:
	if document != null:
		history.redo()


# While the focus is on this screen (or nowhere): Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y undo and
# redo (the same history as Edit > Undo), Ctrl+S saves the file shown. Elsewhere they stay
# the editor's (Ctrl+S: Save Scene, which saves the packs too, plugin.gd).
func _input(event: InputEvent) -> void:
	if document == null or not is_visible_in_tree() or not event is InputEventKey:
		return
	if not event.pressed or event.echo or not (event.control or event.command) or event.alt:
		return
	if not event.scancode in [KEY_Z, KEY_Y, KEY_S] or not _focus_is_here():
		return
	if event.scancode == KEY_S and event.shift:  # Save Scene As stays the editor's
		return
	get_tree().set_input_as_handled()
	if event.scancode == KEY_S:
		_on_save_pressed()
	elif event.scancode == KEY_Y or event.shift:
		redo()
	else:
		undo()


func _focus_is_here() -> bool:
	var owner = get_focus_owner()
	return owner == null or is_a_parent_of(owner)


# An edit of the file through one of the document's own methods (title, level list, texts);
# `undone_index`: the level shown when it is undone (see EditHistory.commit).
func _edit(
	action_name: String, method: String, args: Array, merge := false, undone_index := -1
) -> void:
	if document != null:
		history.apply(
			document, action_name, level_index, document, method, args, merge, undone_index
		)


func _on_title_changed(text: String, locale: String) -> void:
	_edit("Edit pack title", "set_title", [locale, text], true)


func _on_teach_changed() -> void:
	var field = _pieces[mode].text_fields(document.kind)["teach"]
	_edit("Edit teach", "set_level_text", [level_index, field, _teach.text], true)


func _on_caption_changed(text: String, locale: String) -> void:
	var field = _pieces[mode].text_fields(document.kind)["shown"]
	_edit("Edit caption", "set_level_text", [level_index, field, text, locale], true)


func _on_new_level_pressed() -> void:
	level_index = document.levels().size()
	_edit("New level", "add_level", [_pieces[mode].new_level()])


func _on_copy_level_pressed() -> void:
	_copied_level = _level().duplicate(true)
	_copied_mode = document.mode()
	_say("Copied level %s." % _copied_level.get("id", ""))


func _on_paste_level_pressed() -> void:
	if _copied_level.empty():
		_say("Copy a level first (e.g. from a candidates file).")
		return
	if _copied_mode != document.mode():
		var title = _pieces[_copied_mode].title()
		_say("The level copied is a %s level: paste it into a %s pack." % [title, title])
		return
	level_index = document.levels().size()
	_edit("Paste level", "add_level", [_copied_level])


func _on_delete_level_pressed() -> void:
	if document.levels().size() <= 1:
		_say("A pack keeps at least one level.")
		return
	var removed = level_index
	level_index = max(0, removed - 1)
	_edit("Delete level", "remove_level", [removed])


func _on_move_level_pressed(delta: int) -> void:
	var target = level_index + delta
	if target < 0 or target >= document.levels().size():
		return
	var moved = level_index
	level_index = target
	# the selection follows the moved level, as the move is done and as it is undone
	_edit("Move level", "move_level", [moved, delta], false, moved)
