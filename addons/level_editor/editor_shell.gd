tool
extends "res://addons/level_editor/shell/shell_edits.gd"
# The Levels screen's shell, the part every mode shares: the open documents — pack files of every
# mode the game registers, and other kinds a mode's piece edits — each with its own unsaved state,
# their edits on one undo history (the Godot editor's); the level shown with its texts; new packs,
# Save As and Rename; checked saves only over a file of the same kind, and over a file changed,
# deleted or renamed on disk meanwhile only once the designer said so; the prompts before losing
# unsaved edits; the live check. The middle of the screen is the editor piece of the mode shown
# (mode_piece.gd, modes/<mode>/), declared by the "editor" key of the mode's registry entry
# (editor_pieces.gd). piece_host.gd adds what pieces call (edits, the core's answers);
# level_editor_panel.gd the answers every mode has (game IDs, candidates, bake, play-test).
# The shell is written in parts, one idea each, each extending the one before: shell/shell_view.gd
# (what is open and shown, the answer panel), shell/shell_live.gd (the live check),
# shell/shell_files.gd (files), shell/shell_edits.gd (edits); this last part sets them up.


func _init() -> void:
	_set_levels_dirs(EditorPieces.entries())
	use_undo_redo()


func _ready() -> void:
	if EditedScene.is_open(self):
		return
	_entries = EditorPieces.entries()
	_set_levels_dirs(_entries)
	inspected.host = self
	var mode_picker = _new_pack_dialog.get_node("Fields/ModePicker")
	for entry in _entries:
		var piece = EditorPieces.new_piece(entry)
		piece.host = self
		piece.visible = false
		$Body/Center.add_child(piece)
		_pieces[piece.mode_id] = piece
		mode_picker.add_item(piece.title())
		mode_picker.set_item_metadata(mode_picker.get_item_count() - 1, piece.mode_id)
	if mode.empty() and not _entries.empty():
		mode = str(_entries[0]["id"])
	_use_piece(mode)
	_add_open_dialog()
	if has_font("source", "EditorFonts"):  # the editor's code font keeps tables aligned
		_output.add_font_override("font", get_font("source", "EditorFonts"))
	live.tools = tools
	live.panel = self
	live.connect("answered", self, "_show_live")
	add_child(live)
	_unsaved_dialog.connect("answered", self, "_on_unsaved_answer")
	_disk_dialog.connect("answered", self, "_on_disk_answer")
	_save_question.get_ok().text = "Save anyway"
	var disk_timer = Timer.new()
	disk_timer.wait_time = DISK_CHECK_SECONDS
	disk_timer.autostart = true
	disk_timer.connect("timeout", self, "check_disk")
	add_child(disk_timer)
	set_process(false)
	_refresh_pack_picker()
	_show_nothing_open()


func _exit_tree() -> void:
	tools.wait_all()


# Back in the editor from elsewhere (a text editor, a terminal): has the file shown changed?
# (Deferred: a dialog cannot pop up while the notification goes through the tree.)
func _notification(what: int) -> void:
	if what == MainLoop.NOTIFICATION_WM_FOCUS_IN and is_inside_tree():
		call_deferred("check_disk")


# Called by the plugin, inside the Godot editor: the edits go on the editor's history.
func setup(editor_plugin: EditorPlugin) -> void:
	_editor_plugin = editor_plugin
	use_undo_redo(editor_plugin.get_undo_redo())
