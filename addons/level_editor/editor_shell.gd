tool
extends VBoxContainer
# The Levels screen's shell, the part every mode shares: the open documents — pack files of
# every mode the game registers, and other kinds a mode's piece edits — each with its own undo
# history and unsaved state; the level shown with its texts; new packs, Save As and Rename;
# checked saves only over a file of the same kind, and over a file changed, deleted or renamed
# on disk meanwhile only once the designer said so; the prompts before losing unsaved edits;
# the live check. The middle of the screen is the editor piece of the mode shown
# (mode_piece.gd, modes/<mode>/), declared by the "editor" key of the mode's registry entry
# (editor_pieces.gd). piece_host.gd adds what pieces call (edits, the core's answers);
# level_editor_panel.gd the answers every mode has (game IDs, candidates, bake, play-test).

const AnswerTexts = preload("res://addons/level_editor/answer_texts.gd")
const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditHistory = preload("res://addons/level_editor/edit_history.gd")
const EditedScene = preload("res://addons/level_editor/edited_scene.gd")
const EditorPieces = preload("res://addons/level_editor/editor_pieces.gd")
const LiveCheck = preload("res://addons/level_editor/live_check.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")

const LEVELS_ROOT = "res://levels"
const CANDIDATES_DIR = "res://build/candidates"
const RED = AnswerTexts.RED
const GREEN = AnswerTexts.GREEN
const DISK_CHECK_SECONDS = 2.0  # how often the file shown is compared with the disk
const DOCUMENT_CONTROLS = [
	"TopBar/SaveButton",
	"TopBar/SaveAsButton",
	"TopBar/RenameButton",
	"TopBar/ReloadButton",
	"TopBar/CloseButton",
	"TopBar/UndoButton",
	"TopBar/RedoButton",
	"Body/Side/LevelButtons",
	"Body/Results/Ship/Playtest",
	"TopBar/CopyId",
]

var tools = CoreTools.new()
var live = LiveCheck.new()  # validate after each edit
var document = null  # the PackDocument shown
var level_index = 0
var mode = ""  # the mode of the pack shown (the first registered before any)
var levels_dirs = {}  # mode -> where its new packs go and whose pack numbers are taken

var _editor_plugin = null  # the EditorPlugin, when running inside the Godot editor
var _entries = []  # the registry's entries
var _pieces = {}  # mode -> its editor piece
var _documents = {}  # path -> PackDocument: every file opened this session keeps its edits
var _histories = {}  # path -> EditHistory of that file
var _copied_level = {}
var _copied_mode = ""  # the mode of the pack the copied level came from
var _shown_document = null  # the document and level the board shows, to keep its view
var _shown_level = -1
var _written_ahead = true  # the shown pack's level texts are all known (see write_ahead)
var _open_dialog: FileDialog
var _name_purpose = "new"  # what the file name dialog asks for: "new", "save_as" or "rename"
var _renamed_from = {}  # document -> [its old file, that file's stamp]: removed once saved
var _disk_noticed = {}  # path -> what was on disk when last asked about it (asked once)

onready var _pack_picker: OptionButton = $TopBar/PackPicker
onready var _file_label: Label = $TopBar/FileLabel
onready var _title_zh: LineEdit = $Body/Side/TitleRow/TitleZh
onready var _title_en: LineEdit = $Body/Side/TitleRow/TitleEn
onready var _level_list: ItemList = $Body/Side/LevelList
onready var _teach: TextEdit = $Body/Side/Teach
onready var _caption_zh: LineEdit = $Body/Side/CaptionZh
onready var _caption_en: LineEdit = $Body/Side/CaptionEn
onready var _live: RichTextLabel = $Body/Results/Live
onready var _summary: RichTextLabel = $Body/Results/Summary
onready var _answer_actions: VBoxContainer = $Body/Results/AnswerActions
onready var _output: TextEdit = $Body/Results/Output
onready var _new_pack_dialog: ConfirmationDialog = $NewPackDialog
onready var _unsaved_dialog = $UnsavedDialog
onready var _save_question: ConfirmationDialog = $SaveQuestion
onready var _disk_dialog = $DiskDialog


func _init() -> void:
	_set_levels_dirs(EditorPieces.entries())


func _ready() -> void:
	if EditedScene.is_open(self):
		return
	_entries = EditorPieces.entries()
	_set_levels_dirs(_entries)
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


# Called by the plugin, inside the Godot editor.
func setup(editor_plugin: EditorPlugin) -> void:
	_editor_plugin = editor_plugin


# The editor piece of a mode (of the mode shown by default).
func editor_piece(piece_mode := ""):
	return _pieces.get(mode if piece_mode.empty() else piece_mode)


# The modes the editor lists, in the registry's order.
func mode_ids() -> Array:
	var ids = []
	for entry in _entries:
		ids.append(str(entry["id"]))
	return ids


# The kind of a parsed file (pack_files.gd) when one of the pieces edits it, else {}.
func file_kind(value) -> Dictionary:
	for id in mode_ids():
		var kind = _pieces[id].file_kind(value)
		if not kind.empty():
			return kind
	return {}


# Opens a file (or shows it again, with its unsaved edits); "" or why it could not. A file
# that cannot be opened leaves the pack shown as it was, under its own name.
func open_pack(path: String) -> String:
	path = ProjectSettings.localize_path(path)
	if not _documents.has(path):
		var opened = PackDocument.new()
		var problem = opened.load_file(path, self)
		if not problem.empty():
			_select_picker_path(document.path if document != null else "")
			_clear_messages()
			_say("[color=%s]Cannot open the pack.[/color]" % RED, problem)
			return problem
		_adopt(opened)
	_clear_messages()
	_show_document(_documents[path], 0)
	_say("Opened %s." % path)
	live.check_now(true)  # a pack with structure errors says so at once
	_write_ahead()
	check_disk()  # a file open before may have changed on disk meanwhile
	return ""


func select_level(index: int) -> void:
	if document == null or index < 0 or index >= document.levels().size():
		return
	level_index = index
	_refresh()
	_clear_answers()
	live.check_now()


# Saves every file with unsaved edits (the editor calls this on Ctrl+S / Save Scene).
func save_all() -> void:
	for path in unsaved_paths():
		_save(_documents[path])


func has_unsaved() -> bool:
	return not unsaved_paths().empty()


func unsaved_paths() -> Array:
	var paths = []
	for path in _documents:
		if _documents[path].is_dirty():
			paths.append(path)
	paths.sort()
	return paths


func undo() -> void:
	if document != null:
		_history().undo()


func redo() -> void:
	if document != null:
		_history().redo()


# Closes a file; with unsaved edits, asks first (save, discard, cancel).
func close_pack(path: String) -> void:
	confirm_unsaved([path], "closing it", self, "_close_now", [path])


# Calls target.method(args…) once none of `paths` has unsaved edits: when some have, a
# dialog names them and offers Save (then calls it when every one saved), Discard (closes
# them, then calls it) and Cancel. Returns true when it was called at once.
func confirm_unsaved(
	paths: Array, purpose: String, target: Object, method: String, args := []
) -> bool:
	var unsaved = []
	for path in paths:
		if _documents.has(path) and _documents[path].is_dirty():
			unsaved.append(path)
	if unsaved.empty():
		target.callv(method, args)
		return true
	if _editor_plugin != null and not is_visible_in_tree():
		_editor_plugin.get_editor_interface().set_main_screen_editor("Levels")
	var request = {"paths": unsaved, "target": target, "method": method, "args": args}
	_unsaved_dialog.ask(unsaved, purpose, request)
	return false


# Starts a new, unsaved pack of `pack_mode` (by default the mode whose levels folder holds
# `path`, else the first registered) that Save will write to `path`, with `first_level` (the
# piece's new level when {}); "" or why not. Only a file named pack-N.json or pack-N-words.json
# where no file is yet, with a pack number no other pack of the mode has: the editor never
# writes over a baked file or any file of another kind.
func new_pack(path: String, pack_mode := "", first_level := {}) -> String:
	path = ProjectSettings.localize_path(path)
	if pack_mode.empty():
		pack_mode = mode_ids()[0]
		for each in levels_dirs:
			if ProjectSettings.localize_path(levels_dirs[each]) == path.get_base_dir():
				pack_mode = each
	var piece = _pieces[pack_mode]
	if first_level.empty():
		first_level = piece.new_level()
	var number = PackFiles.pack_file_number(path.get_file())
	var problem = ""
	if first_level.empty():
		problem = "A %s pack starts from a level of its own (%s)." % [piece.title(), path]
	else:
		problem = _new_file_problem(path, piece.pack_kind())
	if not problem.empty():
		if first_level.empty():  # the mode's piece makes its first level (a generated board)
			document = null
			_use_piece(pack_mode)
			_refresh()
			problem += " Make one with the tools above: it starts a new pack."
		_say("[color=%s]No new pack.[/color]" % RED, problem)
		return problem
	var created = PackDocument.new()
	var title = {"zh": "新关卡包", "en": "New pack"}
	created.start_new(path, number, title, first_level, piece.pack_kind(), self)
	_adopt(created)
	_clear_messages()
	_show_document(created, 0)
	_say("New pack %d: not saved yet — Save writes %s." % [number, path])
	live.schedule()
	return ""


# Saves the pack shown as a new pack file `path` (named and numbered as New pack names a pack):
# the pack becomes pack N of pack-N.json (its ids N-1, N-2… where ids follow positions) and the
# document is that file from then on; the file it was stays as it is. A kind whose levels keep
# their ids (City Cat Catch) is renamed, never copied: a copy beside it repeats every id, which
# validate refuses. `rename`: the old file is removed once the new one is saved (not when it
# was changed on disk meanwhile). "" or why not.
func save_as(path: String, rename := false) -> String:
	path = ProjectSettings.localize_path(path)
	var problem = "Open a pack first."
	if document != null and document.kind["name"] != "pack":
		problem = "%s is no pack: it keeps its name." % document.path
	elif document != null and not rename and not document.kind["renumber"]:
		problem = "Its levels keep their ids: a copy would repeat them. Rename it instead."
	elif document != null:  # a rename takes the number with it, a copy leaves it to the file
		problem = _new_file_problem(path, document.kind, document.path if rename else "")
	if not problem.empty():
		_say("[color=%s]Not saved as %s.[/color]" % [RED, path.get_file()], problem)
		return problem
	var moving = document
	if rename and not moving.is_new:
		_renamed_from[moving] = [moving.path, PackFiles.stamp(moving.path)]
	_move_document(moving, path, "new")
	_save(moving)
	return ""


# The next pack number of a mode (the mode shown by default) after every one in use: its
# folder's pack files and the open packs of the mode in that folder.
func next_pack_number(pack_mode := "") -> int:
	pack_mode = mode if pack_mode.empty() else pack_mode
	var highest = 0
	for number in _pack_numbers(levels_dirs[pack_mode], pack_mode):
		highest = max(highest, number)
	return highest + 1


# Whether the file shown was changed, deleted or renamed on disk (size and time; Save compares
# the contents too): asks what to do, once for each change.
func check_disk() -> void:
	if document == null or _disk_dialog.visible:
		return
	var disk = document.disk_change(false)
	if not disk.empty() and _disk_noticed.get(document.path) != _on_disk_now(document.path):
		_ask_about_disk(document, disk, false)


static func _on_disk_now(path: String) -> String:
	return JSON.print(PackFiles.stamp(path, false))


# What the live check checks: the document and the level shown ({} for none), the command
# (its "{file}" and "{level}" put in by the check) and the piece that reads the answer.
func subject() -> Dictionary:
	if document == null:
		return {}
	var piece = _pieces[document.mode()]
	return {
		"document": document,
		"level": _level_id(),
		"args": piece.live_args(document.kind),
		"piece": piece,
	}


func _set_levels_dirs(entries: Array) -> void:
	for entry in entries:
		if not levels_dirs.has(entry["id"]):
			levels_dirs[entry["id"]] = LEVELS_ROOT.plus_file(entry["id"])


func _on_unsaved_answer(answer: String, request: Dictionary) -> void:
	for path in request["paths"]:
		if answer == "discard":
			_forget(path)
		elif _documents.has(path) and not _save(_documents[path]):
			return  # the summary says why; nothing else happens
	if answer == "discard":
		_after_forgetting()
	request["target"].callv(request["method"], request["args"])


func _history():
	return _histories[document.path]


func _adopt(opened) -> void:
	_forget(opened.path)
	_documents[opened.path] = opened
	_histories[opened.path] = EditHistory.new()
	opened.connect("changed", self, "_on_document_changed", [opened])
	_refresh_pack_picker()


# A document stands for another file (PackDocument.stand_for: a rename followed, Save As): its
# edits and history go with it.
func _move_document(moving, new_path: String, how: String) -> void:
	var history = _histories[moving.path]
	_documents.erase(moving.path)
	_histories.erase(moving.path)
	moving.stand_for(new_path, how)
	_documents[new_path] = moving
	_histories[new_path] = history
	_refresh_pack_picker()
	_refresh()


# Drops a file from the session (its edits and history).
func _forget(path: String) -> void:
	if _documents.has(path):
		_documents[path].disconnect("changed", self, "_on_document_changed")
		_renamed_from.erase(_documents[path])
	_documents.erase(path)
	_histories.erase(path)


# After files were forgotten: show another open file, or nothing.
func _after_forgetting() -> void:
	if document != null and not _documents.has(document.path):
		document = null
		var paths = _documents.keys()
		paths.sort()
		if not paths.empty():
			_show_document(_documents[paths[0]], 0)
	_refresh_pack_picker()
	_refresh()


func _close_now(path: String) -> void:
	_forget(path)
	_after_forgetting()
	_clear_messages()
	_say("Closed %s." % path)


func _show_document(shown, index: int) -> void:
	document = shown
	level_index = clamp(index, 0, max(0, shown.levels().size() - 1))
	_refresh()


func _show_nothing_open() -> void:
	_file_label.text = "Open a pack (levels/<mode>/pack-*.json) or make a new one."
	_level_list.clear()
	_pieces[mode].show_level({})
	_shown_document = null
	_enable_document_controls(false)


# Buttons that work on the open file; the others (open, new pack, generate, bake) need none.
func _enable_document_controls(enabled: bool) -> void:
	for path in DOCUMENT_CONTROLS:
		for button in [get_node(path)] + get_node(path).get_children():
			if button is BaseButton:
				button.disabled = not enabled
	_pieces[mode].set_enabled(enabled)


# ---- showing the document ----


func _level() -> Dictionary:
	return document.level(level_index) if document != null else {}


func _level_id() -> String:
	return str(_level().get("id", ""))


func _refresh() -> void:
	if document == null:
		_show_nothing_open()
		return
	var piece = _use_piece(document.mode())
	_enable_document_controls(true)
	_enable_level_buttons(piece)
	_show_file_label()
	_select_picker_path(document.path)
	_level_list.clear()
	for level in document.levels():
		_level_list.add_item(piece.level_label(level if typeof(level) == TYPE_DICTIONARY else {}))
	if level_index < _level_list.get_item_count():
		_level_list.select(level_index)
		_level_list.ensure_current_is_visible()
	var level = _level()
	_show_texts(piece, level)
	# the same level after an edit keeps the board where it is under the mouse
	var same_level = document == _shown_document and level_index == _shown_level
	piece.show_level(level, same_level)
	_shown_document = document
	_shown_level = level_index
	get_node("TopBar/UndoButton").disabled = not _history().has_undo()
	get_node("TopBar/RedoButton").disabled = not _history().has_redo()


# The pack title, and the level's texts the piece names (the designer's note, the text
# players see), each field shown only when the file has it.
func _show_texts(piece, level: Dictionary) -> void:
	var fields = piece.text_fields(document.kind)
	for path in ["Body/Side/TitleLabel", "Body/Side/TitleRow"]:
		get_node(path).visible = fields["title"]
	for path in ["Body/Side/TeachLabel", "Body/Side/Teach"]:
		get_node(path).visible = not fields["teach"].empty()
	for path in ["Body/Side/CaptionLabel", "Body/Side/CaptionZh", "Body/Side/CaptionEn"]:
		get_node(path).visible = not fields["shown"].empty()
	$Body/Side/CaptionLabel.text = fields["shown_label"]
	_set_text(_title_zh, PackDocument.text_in(document.data.get("title"), "zh"))
	_set_text(_title_en, PackDocument.text_in(document.data.get("title"), "en"))
	_set_text(_teach, str(level.get(fields["teach"], "")) if not fields["teach"].empty() else "")
	var shown = level.get(fields["shown"]) if not fields["shown"].empty() else null
	_set_text(_caption_zh, PackDocument.text_in(shown, "zh"))
	_set_text(_caption_en, PackDocument.text_in(shown, "en"))


# New, Copy, Paste, Del, ↑ and ↓ where the file's kind lets its level list change; the game ID
# and the play-test of a level of a pack only.
func _enable_level_buttons(piece) -> void:
	var pack = document.kind["name"] == "pack"
	$TopBar/CopyId.disabled = not pack
	$Body/Results/Ship/Playtest.disabled = not pack
	var list_edits = document.kind["list_edits"]
	for button in $Body/Side/LevelButtons.get_children():
		button.disabled = not list_edits
	$Body/Side/LevelButtons/NewLevel.disabled = not list_edits or piece.new_level().empty()


func _show_file_label() -> void:
	_file_label.text = document.path + ("  (unsaved edits)" if document.is_dirty() else "")
	for i in range(_pack_picker.get_item_count()):
		var path = _pack_picker.get_item_metadata(i)
		if _documents.has(path):
			var mark = "* " if _documents[path].is_dirty() else ""
			_pack_picker.set_item_text(i, mark + path.trim_prefix("res://"))


# Only a different text is set, so typing in the field keeps its caret.
static func _set_text(field: Control, text: String) -> void:
	if field.text != text:
		field.text = text


func _select_picker_path(path: String) -> void:
	for i in range(_pack_picker.get_item_count()):
		if _pack_picker.get_item_metadata(i) == path:
			_pack_picker.select(i)


# Shows the piece of a mode (the mode of the file shown) in the middle; returns it.
func _use_piece(shown_mode: String):
	if not _pieces.has(shown_mode):
		return null
	for id in _pieces:
		_pieces[id].visible = id == shown_mode
	if mode != shown_mode:
		mode = shown_mode
		_shown_document = null  # fit the board anew
	_after_piece_shown(_pieces[shown_mode])
	return _pieces[shown_mode]


# The shell's own buttons that depend on the mode shown (level_editor_panel.gd).
func _after_piece_shown(_piece) -> void:
	pass


func _refresh_pack_picker() -> void:
	var folders = [CANDIDATES_DIR]
	for id in mode_ids():
		folders.append(levels_dirs[id])
	var sorted_paths = PackFiles.pack_paths(folders, _documents.keys())
	_pack_picker.clear()
	_pack_picker.add_item("— pick a pack —")
	_pack_picker.set_item_metadata(0, "")
	for path in sorted_paths:
		_pack_picker.add_item(path.trim_prefix("res://"))
		_pack_picker.set_item_metadata(_pack_picker.get_item_count() - 1, path)
	_select_picker_path(document.path if document != null else "")


# Undo, redo and every committed edit replace the document's data; show what they touched.
func _on_document_changed(index: int, changed_document) -> void:
	if changed_document != document:
		document = changed_document
	level_index = clamp(index, 0, max(0, document.levels().size() - 1))
	_refresh()
	_clear_answers()
	_say("")  # answers about the board before the edit no longer hold
	_live.bbcode_text = ""
	live.schedule()


# ---- editing ----


# While the focus is on this screen (or nowhere): Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y undo and
# redo the file shown, Ctrl+S saves it. Elsewhere they stay the editor's (the open scene's
# history, Save Scene — which rewrites the scene, so it is not done for a pack).
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


# An edit of the file through one of the document's own methods (title, level list, texts).
func _edit(action_name: String, method: String, args: Array, merge := false) -> void:
	if document != null:
		_history().apply(document, action_name, level_index, document, method, args, merge)


func _on_title_changed(text: String, locale: String) -> void:
	_edit("Edit pack title", "set_title", [locale, text], true)


func _on_teach_changed() -> void:
	var field = _pieces[mode].text_fields(document.kind)["teach"]
	_edit("Edit teach", "set_level_text", [level_index, field, _teach.text], true)


func _on_caption_changed(text: String, locale: String) -> void:
	var field = _pieces[mode].text_fields(document.kind)["shown"]
	_edit("Edit caption", "set_level_text", [level_index, field, text, locale], true)


func _on_pack_picked(index: int) -> void:
	var path = _pack_picker.get_item_metadata(index)
	if not path.empty():
		open_pack(path)
	else:
		_select_picker_path(document.path if document != null else "")


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
	_edit("Move level", "move_level", [moved, delta])


# ---- files ----


func _on_open_pressed() -> void:
	_open_dialog.popup_centered_ratio(0.6)


# Made here, not in the scene: a file dialog on the file system keeps its folder, an absolute
# path of the machine, and Save Scene wrote it into the scene.
func _add_open_dialog() -> void:
	_open_dialog = FileDialog.new()
	_open_dialog.mode = FileDialog.MODE_OPEN_FILE
	_open_dialog.access = FileDialog.ACCESS_FILESYSTEM
	_open_dialog.window_title = "Open a pack file"
	_open_dialog.filters = PoolStringArray(["*.json ; Pack files"])
	_open_dialog.current_dir = ProjectSettings.globalize_path(LEVELS_ROOT)
	_open_dialog.connect("file_selected", self, "open_pack")
	add_child(_open_dialog)


func _on_new_pack_pressed() -> void:
	_ask_file_name("new")


func _on_save_as_pressed() -> void:
	_ask_file_name("save_as")


func _on_rename_pressed() -> void:
	_ask_file_name("rename")


# New pack…, Save as… and Rename… ask for a pack file's name (`purpose`) in the mode's levels
# folder (Rename: the file's own folder); the dialog proposes the next free pack-N.json. (A
# file dialog is no use here: Godot's selects the first file of the folder when it opens, which
# once proposed the baked runtime file as the new pack's name.)
func _ask_file_name(purpose: String) -> void:
	_name_purpose = purpose
	var picker = _new_pack_dialog.get_node("Fields/ModePicker")
	picker.visible = purpose == "new"
	picker.select(mode_ids().find(mode))
	_on_new_pack_mode_picked(picker.selected)
	_new_pack_dialog.popup_centered_minsize(Vector2(420, 0))
	var field = _new_pack_name()
	field.grab_focus()
	field.select(0, field.text.length() - ".json".length())


func _on_new_pack_mode_picked(index: int) -> void:
	var picked = mode_ids()[index]
	var folder = _name_folder(picked).trim_prefix("res://")
	var asked = ["New pack", "A new %s pack file" % _pieces[picked].title()]
	if _name_purpose == "save_as":
		asked = ["Save as", "Save %s as a new pack file" % document.path.get_file()]
	elif _name_purpose == "rename":
		asked = ["Rename", "Rename %s" % document.path.get_file()]
	_new_pack_dialog.window_title = asked[0]
	_new_pack_dialog.get_node("Fields/Folder").text = (
		"%s in %s/ (pack-N.json or pack-N-words.json: pack N):"
		% [asked[1], folder]
	)
	_new_pack_name().text = "pack-%d.json" % next_pack_number(picked)


func _name_folder(picked_mode: String) -> String:
	return document.path.get_base_dir() if _name_purpose == "rename" else levels_dirs[picked_mode]


func _new_pack_name() -> LineEdit:
	return _new_pack_dialog.get_node("Fields/FileName") as LineEdit


func _on_new_pack_name_entered(_text: String) -> void:
	_new_pack_dialog.hide()
	_on_new_pack_dialog_confirmed()


func _on_new_pack_dialog_confirmed() -> void:
	var picked = mode_ids()[_new_pack_dialog.get_node("Fields/ModePicker").selected]
	var path = _name_folder(picked).plus_file(_new_pack_name().text.strip_edges())
	if _name_purpose == "new":
		new_pack(path, picked)
	else:
		save_as(path, _name_purpose == "rename")


func _on_save_pressed() -> void:
	if document != null:
		_save(document)


# True when saved; the summary and the output say what happened either way. A file on disk the
# piece says needs a question first (a pack another command regenerates, a shipped pack) is
# saved only after "Save anyway" (`asked`).
func _save(saved, asked := false) -> bool:
	var question = "" if saved.is_new else _pieces[saved.mode()].save_question(saved.path)
	if not asked and not question.empty():
		_save_question.dialog_text = "%s\n\nSave %s anyway?" % [question, saved.path]
		if _save_question.is_connected("confirmed", self, "_save"):
			_save_question.disconnect("confirmed", self, "_save")
		_save_question.connect("confirmed", self, "_save", [saved, true], CONNECT_ONESHOT)
		_save_question.popup_centered_minsize(Vector2(460, 0))
		_say("[color=%s]Not saved yet:[/color] %s" % [RED, question])
		return false
	_begin_command()
	var result = saved.save_with(tools)
	var colour = GREEN if result["saved"] else RED
	var run = result["run"]
	_say("[color=%s]%s[/color]" % [colour, result["message"]], AnswerTexts.problem_lines(run))
	if not run.empty():
		_output.text = AnswerTexts.run_text(run)
		if saved == document:
			_mark_problems(run["output"])
	if not result["disk"].empty():
		_ask_about_disk(saved, result["disk"], true, asked)
	if result["saved"] and _renamed_from.has(saved):
		_remove_renamed(saved)
	if document != null:
		_show_file_label()
	return result["saved"]


# After a Rename is saved: the old file goes, unless it changed on disk since.
func _remove_renamed(saved) -> void:
	var old = _renamed_from[saved]
	_renamed_from.erase(saved)
	if JSON.print(PackFiles.stamp(old[0])) != JSON.print(old[1]):
		_say("Saved %s; %s was changed on disk, so it stays." % [saved.path, old[0]])
	elif Directory.new().remove(old[0]) == OK:
		_refresh_pack_picker()
		_say("[color=%s]Renamed[/color] %s to %s." % [GREEN, old[0], saved.path])


# The file of `asking` was changed, deleted or renamed on disk: the designer decides what
# happens (disk_dialog.gd) before anything is written. `then_save`: a save asked for it.
func _ask_about_disk(asking, disk: Dictionary, then_save: bool, asked := false) -> void:
	_disk_noticed[asking.path] = _on_disk_now(asking.path)
	if _editor_plugin != null and not is_visible_in_tree():
		_editor_plugin.get_editor_interface().set_main_screen_editor("Levels")
	var request = {"document": asking, "disk": disk, "save": then_save, "asked": asked}
	_disk_dialog.ask(asking.path, disk, asking.is_dirty(), request)


func _on_disk_answer(answer: String, request: Dictionary) -> void:
	var asking = request["document"]
	if _documents.get(asking.path) != asking:
		return  # closed meanwhile
	match answer:
		"reload":
			_reload_now(asking.path)
			return
		"save_as":
			_show_document(asking, level_index if asking == document else 0)
			_ask_file_name("save_as")
			return
		"keep":
			asking.stand_for(asking.path, "kept")
		"follow":
			if _documents.has(request["disk"]["to"]):
				_say("%s is open already: close it first." % request["disk"]["to"])
				return
			_move_document(asking, request["disk"]["to"], "renamed")
	_refresh()
	if request["save"]:
		_save(asking, request["asked"])


func _on_reload_pressed() -> void:
	confirm_unsaved([document.path], "reloading it", self, "_reload_now", [document.path])


func _reload_now(path: String) -> void:
	var reloaded = PackDocument.new()
	var problem = reloaded.load_file(path, self)
	if not problem.empty():
		_say("[color=%s]Cannot reload.[/color]" % RED, problem)
		return
	_adopt(reloaded)
	_clear_messages()
	_show_document(reloaded, level_index)
	_say("Reloaded %s from disk." % path)
	live.check_now(true)
	_write_ahead()


func _on_close_pressed() -> void:
	close_pack(document.path)


# "" when a pack of `kind` may be saved as the new file `path` (New pack, Save As, Rename;
# `leaving`: the file the pack is now, whose number it may keep): named pack-N.json or
# pack-N-words.json, no file there yet, and N no other pack of the mode has (validate refuses
# two shipped packs with one number, and ids that follow positions repeat then).
func _new_file_problem(path: String, kind: Dictionary, leaving := "") -> String:
	var number = PackFiles.pack_file_number(path.get_file())
	var free = next_pack_number(kind["mode"])
	if number < 1:
		return (
			"A pack file is named pack-N.json or pack-N-words.json (pack-%d.json is free): %s"
			% [free, path.get_file()]
		)
	if _documents.has(path):
		return "%s is open already." % path
	var refusal = PackFiles.write_refusal(path, true, kind, self)
	if not refusal.empty():
		return refusal
	for folder in [levels_dirs[kind["mode"]], path.get_base_dir()]:
		var owner = _pack_numbers(folder, kind["mode"]).get(number, leaving)
		if owner != leaving:
			return "Pack number %d is taken by %s; pack-%d.json is free." % [number, owner, free]
	return ""


func _pack_numbers(dir_path: String, pack_mode: String) -> Dictionary:
	var numbers = PackFiles.pack_numbers(dir_path)  # number -> the pack that has it
	var folder = ProjectSettings.localize_path(dir_path)
	for path in _documents:
		var each = _documents[path]
		if each.mode() == pack_mode and path.get_base_dir() == folder:
			numbers[PackDocument.pack_number(each.data)] = path
	return numbers


# ---- the answer panel ----


# A command starts: the answers of the one before go (Output too).
func _begin_command() -> void:
	_output.text = ""
	_clear_answers()


func _clear_answers() -> void:
	_pieces[mode].clear_answers()
	for button in _answer_actions.get_children():
		_answer_actions.remove_child(button)
		button.queue_free()


# Opening a pack: nothing said about the pack shown before stays on screen.
func _clear_messages() -> void:
	_begin_command()
	_say("")
	_live.bbcode_text = ""


# `plain` is appended as is: the core's messages hold brackets ("[cell-size]") that BBCode
# would eat.
func _say(bbcode: String, plain := "") -> void:
	_summary.bbcode_text = bbcode
	if not plain.empty():
		_summary.add_text("\n" + plain)


# The core rejected the pack (exit 2): the piece marks the cells of this level its lines name.
func _mark_problems(output: String) -> void:
	var cells = []
	for problem in CoreTools.problems(output):
		if problem["level"] == _level_id() and not problem["cell"].empty():
			cells.append(problem["cell"])
	_pieces[mode].mark_problem_cells(cells)


# ---- the live check ----


# Writes the texts of the shown pack's levels a little at a time while the editor is idle.
func _write_ahead() -> void:
	_written_ahead = false
	set_process(true)


func _process(_delta: float) -> void:
	_written_ahead = document == null or document.write_ahead(8)
	set_process(not _written_ahead)


# The live check's answer; on opening a pack the core rejects, the summary says so too.
func _show_live(run: Dictionary, on_open: bool) -> void:
	var shown = _pieces[mode].live_text(run, _level_id())
	_live.bbcode_text = shown["bbcode"]
	if not shown["plain"].empty():
		_live.add_text("\n" + shown["plain"])
	if run["code"] == 2:
		_mark_problems(run["output"])
		if on_open:
			var warning = "[color=%s]Warning: this pack has structure errors.[/color]" % RED
			_say(warning + " The core rejects it; fix them before saving:", shown["plain"])
