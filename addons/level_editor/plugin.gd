tool
extends EditorPlugin
# Adds the "Levels" main screen (next to 2D, 3D, Script): the board needs more room than a
# side dock gives, and a non-unique level shows two boards side by side. While it is up, the
# Inspector edits the level shown (level_inspector.gd).
#
# The level editor's edits are on the editor's undo history (get_undo_redo, editor_shell.gd's
# setup), but their unsaved state is the packs', which the editor's quit knows nothing of. Quitting
# — the Quit shortcut (Ctrl+Q), Scene > Quit, or closing the window — therefore goes through the
# Levels screen first: with unsaved packs, a dialog names them (save, discard, cancel), and the
# editor's own quit (with its questions about scenes) goes on only after Save or Discard.

const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const PackFile = preload("res://scripts/common/pack_file.gd")

var panel = null
var _quit_menu: PopupMenu = null  # the editor's menu holding Quit, and the item's id
var _quit_id = -1
var _quit_shortcut: ShortCut = null
var _passing_quit = false  # re-sending the editor's quit after the dialog
# the Inspector was given the level shown (Godot 3.2's Inspector does not say what it edits)
var _inspecting_level = false


func _enter_tree() -> void:
	panel = PanelScene.instance()
	panel.setup(self)
	get_editor_interface().get_editor_viewport().add_child(panel)
	panel.connect("level_shown", self, "_inspect_level")
	panel.connect("level_changed", self, "_refresh_inspector")
	make_visible(false)
	_find_quit_item(get_editor_interface().get_base_control())
	if _quit_menu != null:
		_quit_menu.connect("id_pressed", self, "_on_editor_menu_id_pressed")
	set_process_input(true)


func _exit_tree() -> void:
	if (
		_quit_menu != null
		and _quit_menu.is_connected("id_pressed", self, "_on_editor_menu_id_pressed")
	):
		_quit_menu.disconnect("id_pressed", self, "_on_editor_menu_id_pressed")
	if panel != null:
		panel.queue_free()
		panel = null
	# The history's pack steps change files of a screen that is gone (and hold its documents
	# until the editor's own teardown): they go with it, as Godot 3 drops a history whole.
	get_undo_redo().clear_history()


func has_main_screen() -> bool:
	return true


func make_visible(visible: bool) -> void:
	if panel != null:
		panel.visible = visible
		_inspect_level()


# The Inspector edits the level shown (level_inspector.gd) while the Levels screen is up; with
# no level shown, it lets go of the one it had.
func _inspect_level() -> void:
	if not panel.visible:
		return
	if panel.document != null and not panel.level().empty():
		get_editor_interface().inspect_object(panel.inspected)
		panel.inspected.property_list_changed_notify()  # another level: its headings, its fields
		_inspecting_level = true
	elif _inspecting_level:
		get_editor_interface().inspect_object(null)
		_inspecting_level = false


# An edit made elsewhere (the board, Undo): the Inspector shows the values now.
func _refresh_inspector() -> void:
	if panel.visible:
		get_editor_interface().get_inspector().refresh()


# A level file opened in the FileSystem dock (scripts/common/pack_file_loader.gd makes them):
# the editor switches to the Levels screen and hands it here.
func handles(object: Object) -> bool:
	return object is PackFile


# Deferred: opening shows the level and has the Inspector show it (_inspect_level), which
# must wait until the editor has finished picking what it inspects for the pack file.
func edit(object: Object) -> void:
	if not object is PackFile or panel == null:
		return
	if object.made_by.empty():
		panel.call_deferred("open_pack", object.file_path)
	else:
		panel.show_generated_file(object.file_path, object.made_by)


func get_plugin_name() -> String:
	return "Levels"


func get_plugin_icon() -> Texture:
	return get_editor_interface().get_base_control().get_icon("GridContainer", "EditorIcons")


# Ctrl+S (Save Scene) also saves the packs with unsaved edits, through the core's check.
func save_external_data() -> void:
	if panel != null:
		panel.save_all()


# The Quit shortcut, before the editor sees it.
func _input(event: InputEvent) -> void:
	if _passing_quit or panel == null or not event is InputEventKey:
		return
	if not event.pressed or event.echo or not _is_quit_shortcut(event):
		return
	if panel.has_unsaved():
		get_tree().set_input_as_handled()
		_ask_before_quitting()


# Closing the window: the editor has shown its own "quit?" (or scenes) dialog by now.
func _notification(what: int) -> void:
	if what == MainLoop.NOTIFICATION_WM_QUIT_REQUEST:
		_on_editor_quitting()


func _on_editor_menu_id_pressed(id: int) -> void:
	if id == _quit_id:
		_on_editor_quitting()


func _on_editor_quitting() -> void:
	if _passing_quit or panel == null or not panel.has_unsaved():
		return
	_hide_editor_quit_dialogs()
	_ask_before_quitting()


func _ask_before_quitting() -> void:
	panel.confirm_unsaved(panel.unsaved_paths(), "quitting", self, "_quit_editor")


# After Save or Discard: the editor's own quit, as if the dialog had not been there.
func _quit_editor() -> void:
	_passing_quit = true
	if _quit_menu != null:
		_quit_menu.emit_signal("id_pressed", _quit_id)
	else:
		get_tree().notification(MainLoop.NOTIFICATION_WM_QUIT_REQUEST)
	_passing_quit = false


# The editor's quit confirmation (or its "save scenes?") dialog gives way to ours.
func _hide_editor_quit_dialogs() -> void:
	for child in get_editor_interface().get_base_control().get_children():
		if child is ConfirmationDialog and child.visible:
			child.hide()


func _is_quit_shortcut(event: InputEventKey) -> bool:
	if _quit_shortcut != null:
		return _quit_shortcut.is_shortcut(event)
	return event.scancode == KEY_Q and (event.control or event.command) and not event.shift


# The editor's Quit item: the menu item whose shortcut is Ctrl+Q (Cmd+Q), whatever the
# editor's language.
func _find_quit_item(node: Node) -> bool:
	if node is PopupMenu:
		for i in range(node.get_item_count()):
			var shortcut = node.get_item_shortcut(i)
			if shortcut != null and _is_ctrl_q(shortcut.shortcut):
				_quit_menu = node
				_quit_id = node.get_item_id(i)
				_quit_shortcut = shortcut
				return true
	for child in node.get_children():
		if _find_quit_item(child):
			return true
	return false


static func _is_ctrl_q(event) -> bool:
	return (
		event is InputEventKey
		and event.scancode == KEY_Q
		and (event.control or event.command)
		and not event.shift
		and not event.alt
	)
