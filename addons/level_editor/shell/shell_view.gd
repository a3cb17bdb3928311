tool
extends VBoxContainer
# The Levels screen's shell (editor_shell.gd is the whole of it), part one: what is open and what is
# shown — the open documents and the history of their edits, the mode pieces from the registry, the
# level shown with its texts, the pack picker and the file label, the buttons that depend on the
# file shown, and the answer panel (summary, output, the answers' buttons). The parts build on each
# other: shell_view.gd, shell_live.gd (the live check), shell_files.gd (files), shell_edits.gd
# (edits), editor_shell.gd (setting it up).

signal level_shown  # another level (or file) is shown: the Inspector shows it (plugin.gd)
signal level_changed  # the level shown was edited (or undone): the Inspector's values follow

const AnswerTexts = preload("res://addons/level_editor/answer_texts.gd")
const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditHistory = preload("res://addons/level_editor/edit_history.gd")
const EditedScene = preload("res://addons/level_editor/edited_scene.gd")
const EditorPieces = preload("res://addons/level_editor/editor_pieces.gd")
const LevelInspector = preload("res://addons/level_editor/level_inspector.gd")
const LiveCheck = preload("res://addons/level_editor/live_check.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")

# a command's stand-ins for the pack as edited and the level shown (piece_host.gd's run_tool;
# here, beside the preload: Godot 3.2 reads a constant of a base script's base as no constant)
const PACK = CoreTools.PACK
const LEVEL = CoreTools.LEVEL
const LEVELS_ROOT = "res://levels"
const CANDIDATES_DIR = "res://build/candidates"
const RED = AnswerTexts.RED
const GREEN = AnswerTexts.GREEN
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
var history = null  # EditHistory of every open file's edits (use_undo_redo: the editor's)
var inspected = LevelInspector.new()  # the level shown, as the Inspector edits it
var live = LiveCheck.new()  # validate after each edit
var document = null  # the PackDocument shown
var level_index = 0
var mode = ""  # the mode of the pack shown (the first registered before any)
var levels_dirs = {}  # mode -> where its new packs go and whose pack numbers are taken
var _editor_plugin = null  # the EditorPlugin, when running inside the Godot editor
var _entries = []  # the registry's entries
var _pieces = {}  # mode -> its editor piece
var _documents = {}  # path -> PackDocument: every file opened this session keeps its edits
var _shown_document = null  # the document and level the board shows, to keep its view
var _shown_level = -1
# path -> [its size and time when read, whether a piece edits it]: the pack picker reads a file
# again only when it changed on disk
var _edited_files = {}

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


func select_level(index: int) -> void:
	if document == null or index < 0 or index >= document.levels().size():
		return
	level_index = index
	_refresh()
	_clear_messages()  # what was said about the level before (a verdict, a run) is not this one's
	live.check_now()


func _set_levels_dirs(entries: Array) -> void:
	for entry in entries:
		if not levels_dirs.has(entry["id"]):
			levels_dirs[entry["id"]] = LEVELS_ROOT.plus_file(entry["id"])


# The history's actions go on `undo_redo` from now on (plugin.gd: the Godot editor's). The
# buttons follow it whoever undoes: the screen, Edit > Undo, its keys elsewhere in the editor.
# Without one (outside the editor), the history keeps an UndoRedo of its own.
func use_undo_redo(undo_redo: UndoRedo = null) -> void:
	history = EditHistory.new(undo_redo)
	history.undo_redo.connect("version_changed", self, "_show_history_buttons")


# An UndoRedo says its version changed as it is freed (its own, with this screen): not to a
# screen going away. (One freed first took its connections along.)
func _notification(what: int) -> void:
	if what != NOTIFICATION_PREDELETE or history == null:
		return
	var undo_redo = history.undo_redo
	if (
		is_instance_valid(undo_redo)
		and undo_redo.is_connected("version_changed", self, "_show_history_buttons")
	):
		undo_redo.disconnect("version_changed", self, "_show_history_buttons")


func _show_document(shown, index: int) -> void:
	document = shown
	level_index = clamp(index, 0, max(0, shown.levels().size() - 1))
	_refresh()


# Nothing of the file shown before stays: its texts, answers, picker entry and (level_shown:
# plugin.gd) its level in the Inspector.
func _show_nothing_open() -> void:
	_file_label.text = "Open a pack (levels/<mode>/pack-*.json) or make a new one."
	_level_list.clear()
	for field in [_title_zh, _title_en, _teach, _caption_zh, _caption_en]:
		_set_text(field, "")
	_select_picker_path("")
	_clear_messages()
	_pieces[mode].show_level({})
	_shown_document = null
	_enable_document_controls(false)
	emit_signal("level_shown")


# Buttons that work on the open file; the others (open, new pack, generate, bake) need none.
func _enable_document_controls(enabled: bool) -> void:
	for path in DOCUMENT_CONTROLS:
		for button in [get_node(path)] + get_node(path).get_children():
			if button is BaseButton:
				button.disabled = not enabled
	_pieces[mode].set_enabled(enabled)


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
	emit_signal("level_changed" if same_level else "level_shown")
	_show_history_buttons()


# Undo and Redo as the history is, while a file is shown. (Also when the history's version
# changes: the document shows an undo while UndoRedo still counts the action as done.)
func _show_history_buttons() -> void:
	var shown = document != null
	get_node("TopBar/UndoButton").disabled = not (shown and history.has_undo())
	get_node("TopBar/RedoButton").disabled = not (shown and history.has_redo())


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
		if _documents.has(path) or _is_edited_file(path):
			_pack_picker.add_item(path.trim_prefix("res://"))
			_pack_picker.set_item_metadata(_pack_picker.get_item_count() - 1, path)
	_select_picker_path(document.path if document != null else "")


# Whether one of the pieces edits the file (file_kind, as Open… decides): the picker leaves out
# the rest, such as the analysis the core derives beside Hex Tracks' packs. A file that is no
# valid JSON stays listed: opening it names the line to mend.
func _is_edited_file(path: String) -> bool:
	var on_disk = JSON.print(PackFiles.stamp(path, false))
	var known = _edited_files.get(path, [])
	if known.empty() or known[0] != on_disk:
		var read = PackFiles.read_json(path)
		known = [on_disk, not read["error"].empty() or not file_kind(read["value"]).empty()]
		_edited_files[path] = known
	return known[1]


# Undo, redo and every committed edit replace the document's data; show what they touched.
func _on_document_changed(index: int, changed_document) -> void:
	if changed_document != document:
		document = changed_document
	level_index = clamp(index, 0, max(0, document.levels().size() - 1))
	_refresh()
	_clear_messages()  # answers about the board before the edit (Output too) no longer hold
	live.schedule()


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
