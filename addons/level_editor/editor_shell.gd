tool
extends VBoxContainer
# The Levels screen of the level editor plugin, without the core's answers (which
# level_editor_panel.gd, the screen's script, adds): the open packs (Number Stroke or Hex
# Walls), each with its own undo history and unsaved state, the level shown with its texts,
# the board edits of its mode, new packs, saving only what the core accepts and only over a
# pack of the same mode, the prompts before losing unsaved edits, the live check, and the
# helpers that run the core's tools on a scratch copy of the pack as edited. What differs
# between the modes lives in their own files: editor_modes.gd, board_canvas.gd /
# hex_board_canvas.gd, level_edits.gd / hex_level_edits.gd, hex_editing.gd.

# Number Stroke's tools, then Hex Walls' (HexEditing.TOOLS, in order)
enum Tool { PAINT, PIECE, ERASE, NUMBER, ODD, EVEN, HEX_PAINT, HEX_ERASE, WALLS, HEX_NUMBER }

const AnswerTexts = preload("res://addons/level_editor/answer_texts.gd")
const BoardCanvas = preload("res://addons/level_editor/board_canvas.gd")
const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const LiveCheck = preload("res://addons/level_editor/live_check.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const EditHistory = preload("res://addons/level_editor/edit_history.gd")
const EditorModes = preload("res://addons/level_editor/editor_modes.gd")
const HexBoardCanvas = preload("res://addons/level_editor/hex_board_canvas.gd")
const HexEditing = preload("res://addons/level_editor/hex_editing.gd")
const HexLevelEdits = preload("res://addons/level_editor/hex_level_edits.gd")
const LevelEdits = preload("res://addons/level_editor/level_edits.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const ShapeCatalog = preload("res://addons/level_editor/shape_catalog.gd")

const LEVELS_DIR = "res://levels/01-number-stroke"
const CANDIDATES_DIR = "res://build/candidates"
const HEX_TOOLS_FROM = Tool.HEX_PAINT
const RED = AnswerTexts.RED
const GREEN = AnswerTexts.GREEN
const DOCUMENT_CONTROLS = [
	"TopBar/SaveButton",
	"TopBar/ReloadButton",
	"TopBar/CloseButton",
	"TopBar/UndoButton",
	"TopBar/RedoButton",
	"Body/Side/LevelButtons",
	"Body/Results/Checks",
	"Body/Results/Ship/Playtest",
	"TopBar/CopyId",
]

var tools = CoreTools.new()
var live = LiveCheck.new()  # validate after each edit
var document = null  # the PackDocument shown
var level_index = 0
var current_tool = Tool.PAINT
var piece = ShapeCatalog.rectangle(1, 1)
var mode = EditorModes.NUMBER_STROKE  # the mode of the pack shown
# mode -> where its new packs go and whose pack numbers are taken
var levels_dirs = {}
var levels_dir setget _set_levels_dir, _get_levels_dir  # Number Stroke's (tests set it)

var _editor_plugin = null  # the EditorPlugin, when running inside the Godot editor
var _documents = {}  # path -> PackDocument: every pack opened this session keeps its edits
var _histories = {}  # path -> EditHistory of that pack
var _copied_level = {}
var _stroke_action = ""  # name of the undo action a mouse stroke is building
var _stroke_method = ""  # the mode's edit it applies where the mouse goes
var _shown_document = null  # the document and level the board shows, to keep its view
var _shown_level = -1
var _command_serial = 0  # the latest tool run; an older one's answer is dropped
var _playtest_pid = 0
var _written_ahead = true  # the shown pack's level texts are all known (see write_ahead)

onready var _pack_picker: OptionButton = $TopBar/PackPicker
onready var _file_label: Label = $TopBar/FileLabel
onready var _title_zh: LineEdit = $Body/Side/TitleRow/TitleZh
onready var _title_en: LineEdit = $Body/Side/TitleRow/TitleEn
onready var _level_list: ItemList = $Body/Side/LevelList
onready var _teach: TextEdit = $Body/Side/Teach
onready var _caption_zh: LineEdit = $Body/Side/CaptionZh
onready var _caption_en: LineEdit = $Body/Side/CaptionEn
onready var _tool_buttons: HBoxContainer = $Body/Center/ToolBar/Tools
onready var _piece_picker: OptionButton = $Body/Center/ToolBar/PiecePicker
onready var _number: SpinBox = $Body/Center/ToolBar/Number
onready var _board = $Body/Center/Boards/Board  # the boards of the mode shown
onready var _second_board = $Body/Center/Boards/SecondBoard
onready var _suggest_count: SpinBox = $Body/Results/Checks/SuggestCount
onready var _live: RichTextLabel = $Body/Results/Live
onready var _summary: RichTextLabel = $Body/Results/Summary
onready var _answer_actions: VBoxContainer = $Body/Results/AnswerActions
onready var _output: TextEdit = $Body/Results/Output
onready var _open_dialog: FileDialog = $OpenDialog
onready var _new_pack_dialog: ConfirmationDialog = $NewPackDialog
onready var _unsaved_dialog = $UnsavedDialog
onready var _candidates = $CandidateBrowser
onready var _campaign = $CampaignPanel


func _init() -> void:
	for each in EditorModes.ids():
		levels_dirs[each] = EditorModes.of(each)["levels_dir"]


func _ready() -> void:
	for the_piece in ShapeCatalog.palette():
		_piece_picker.add_item(the_piece["name"])
	var mode_picker = _new_pack_dialog.get_node("Fields/ModePicker")
	for each in EditorModes.ids():
		mode_picker.add_item(EditorModes.title(each))
		mode_picker.set_item_metadata(mode_picker.get_item_count() - 1, each)
	_candidates.tools = tools
	_campaign.tools = tools
	_open_dialog.current_dir = ProjectSettings.globalize_path(LEVELS_DIR)
	if has_font("source", "EditorFonts"):  # the editor's code font keeps tables aligned
		_output.add_font_override("font", get_font("source", "EditorFonts"))
	live.tools = tools
	live.panel = self
	live.connect("answered", self, "_show_live")
	add_child(live)
	_unsaved_dialog.connect("answered", self, "_on_unsaved_answer")
	set_process(false)
	_select_tool(Tool.PAINT)
	_refresh_pack_picker()
	_show_nothing_open()


func _exit_tree() -> void:
	tools.wait_all()


# Called by the plugin, inside the Godot editor.
func setup(editor_plugin: EditorPlugin) -> void:
	_editor_plugin = editor_plugin


# Opens a pack file (or shows it again, with its unsaved edits); "" or why it could not. A
# file that cannot be opened leaves the pack shown as it was, under its own name.
func open_pack(path: String) -> String:
	path = ProjectSettings.localize_path(path)
	if not _documents.has(path):
		var opened = PackDocument.new()
		var problem = opened.load_file(path)
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
	return ""


func select_level(index: int) -> void:
	if document == null or index < 0 or index >= document.levels().size():
		return
	level_index = index
	_refresh()
	_clear_answers()
	live.check_now()


# Saves every pack with unsaved edits (the editor calls this on Ctrl+S / Save Scene).
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


# Closes a pack; with unsaved edits, asks first (save, discard, cancel).
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


# Drops a pack from the session (its edits and history).
func _forget(path: String) -> void:
	if _documents.has(path):
		_documents[path].disconnect("changed", self, "_on_document_changed")
	_documents.erase(path)
	_histories.erase(path)


# After packs were forgotten: show another open pack, or nothing.
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
	_board.show_level({})
	_second_board.visible = false
	_shown_document = null
	_enable_document_controls(false)


# Buttons that work on the open pack; the others (open, new pack, generate, bake) need none.
func _enable_document_controls(enabled: bool) -> void:
	for path in DOCUMENT_CONTROLS:
		for button in [get_node(path)] + get_node(path).get_children():
			if button is BaseButton:
				button.disabled = not enabled


# ---- showing the document ----


func _level() -> Dictionary:
	return document.level(level_index) if document != null else {}


func _refresh() -> void:
	if document == null:
		_show_nothing_open()
		return
	_use_mode(document.mode())
	_enable_document_controls(true)
	_show_file_label()
	_select_picker_path(document.path)
	_level_list.clear()
	for level in document.levels():
		var cells = level.get("cells", []) if typeof(level) == TYPE_DICTIONARY else []
		_level_list.add_item("%s    N=%d" % [str(level.get("id", "?")), cells.size()])
	if level_index < _level_list.get_item_count():
		_level_list.select(level_index)
		_level_list.ensure_current_is_visible()
	var level = _level()
	_set_text(_title_zh, PackDocument.text_in(document.data.get("title"), "zh"))
	_set_text(_title_en, PackDocument.text_in(document.data.get("title"), "en"))
	_set_text(_teach, str(level.get("teach", "")))
	_set_text(_caption_zh, PackDocument.text_in(level.get("caption"), "zh"))
	_set_text(_caption_en, PackDocument.text_in(level.get("caption"), "en"))
	_number.max_value = max(1, _edits().cells_of(level).size()) if not level.empty() else 1
	# the same level after an edit keeps the board where it is under the mouse
	var same_level = document == _shown_document and level_index == _shown_level
	_board.show_level(level, same_level)
	_shown_document = document
	_shown_level = level_index
	_second_board.visible = false
	get_node("TopBar/UndoButton").disabled = not _history().has_undo()
	get_node("TopBar/RedoButton").disabled = not _history().has_redo()


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


# The boards, tools and buttons of a mode (the mode of the pack shown).
func _use_mode(shown_mode: String) -> void:
	var hex = shown_mode == EditorModes.HEX_WALLS
	var boards = $Body/Center/Boards
	var hex_pair = [boards.get_node("HexBoard"), boards.get_node("HexSecondBoard")]
	var square_pair = [boards.get_node("Board"), boards.get_node("SecondBoard")]
	var shown = hex_pair if hex else square_pair
	var hidden = square_pair if hex else hex_pair
	for board in hidden:
		board.visible = false
	shown[0].visible = true
	if shown[0] != _board:
		_board = shown[0]
		_second_board = shown[1]
		_shown_document = null  # fit the board anew
	for path in ["Tools", "PiecePicker", "Rotate", "Mirror"]:
		get_node("Body/Center/ToolBar/" + path).visible = not hex
	get_node("Body/Center/ToolBar/HexTools").visible = hex
	get_node("Body/Results/Generate/Grade").visible = EditorModes.of(shown_mode)["grade"]
	$Body/Center/Help.text = EditorModes.of(shown_mode)["help"]
	if mode != shown_mode or (current_tool >= HEX_TOOLS_FROM) != hex:
		mode = shown_mode
		_select_tool(Tool.HEX_PAINT if hex else Tool.PAINT)


# The board edits of the mode shown (level_edits.gd or hex_level_edits.gd).
func _edits() -> Script:
	return EditorModes.edits(mode)


func _set_levels_dir(folder: String) -> void:
	levels_dirs[EditorModes.NUMBER_STROKE] = folder


func _get_levels_dir() -> String:
	return levels_dirs[EditorModes.NUMBER_STROKE]


func _refresh_pack_picker() -> void:
	var folders = [CANDIDATES_DIR]
	for each in EditorModes.ids():
		folders.append(EditorModes.of(each)["levels_dir"])
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
# redo the pack shown, Ctrl+S saves it. Elsewhere they stay the editor's (the open scene's
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


# An edit of the pack through one of its own methods (title, level list).
func _edit(action_name: String, method: String, args: Array, merge := false) -> void:
	if document != null:
		_history().apply(document, action_name, level_index, document, method, args, merge)


# A board edit: <the mode's edits>.method(the level shown, args…).
func _edit_level(action_name: String, method: String, args: Array) -> void:
	if document != null:
		_history().apply_to_level(document, action_name, level_index, _edits(), method, args)


func _select_tool(which: int) -> void:
	current_tool = which
	for button in _tool_buttons.get_children():
		button.pressed = button.get_index() == which
	for button in $Body/Center/ToolBar/HexTools.get_children():
		button.pressed = button.get_index() + HEX_TOOLS_FROM == which
	var square = $Body/Center/Boards/Board
	square.preview_piece = {}
	if which == Tool.PIECE:
		square.preview_piece = piece
	elif which == Tool.PAINT:
		square.preview_piece = ShapeCatalog.rectangle(1, 1)
	var hex_tool = HexEditing.TOOLS[which - HEX_TOOLS_FROM] if which >= HEX_TOOLS_FROM else ""
	$Body/Center/Boards/HexBoard.pick = HexEditing.pick_of(hex_tool)
	_board.update()


func _set_piece(new_piece: Dictionary) -> void:
	piece = new_piece
	_select_tool(Tool.PIECE)


func _on_board_unit_pressed(unit: Vector2, button_index: int) -> void:
	if document == null or _level().empty():
		return
	var level = _level()
	var index = LevelEdits.cell_at(level, unit)
	if button_index == BUTTON_RIGHT or current_tool == Tool.ERASE:
		_start_stroke("Erase cell", "erase_at", unit)
	elif current_tool == Tool.PAINT:
		_start_stroke("Paint cell", "paint_unit", unit)
	elif current_tool == Tool.PIECE:
		_place_piece(level, unit)
		return
	elif index == -1:
		return
	elif current_tool == Tool.NUMBER:
		_edit_level("Set number", "toggle_clue", [index, int(_number.value)])
		return
	else:
		var parity = "odd" if current_tool == Tool.ODD else "even"
		_edit_level("Mark %s" % parity, "toggle_parity", [index, parity])


# Painting and erasing go on while the mouse is dragged: one action for the stroke.
func _start_stroke(action: String, method: String, where) -> void:
	_stroke_action = action
	_stroke_method = method
	_history().begin(document, level_index)
	_stroke(where)


# A press on the Hex Walls board (hex_board_canvas.gd's target): hex_editing.gd says what it
# does with the tool chosen.
func _on_hex_target_pressed(target: Dictionary, button_index: int) -> void:
	if document == null or _level().empty():
		return
	var tool_name = ""
	if current_tool >= HEX_TOOLS_FROM:
		tool_name = HexEditing.TOOLS[current_tool - HEX_TOOLS_FROM]
	var request = HexEditing.request(_level(), tool_name, target, button_index, int(_number.value))
	if request.empty():
		return
	if not request["message"].empty():
		_say(request["message"])
	elif request["stroke"]:
		_start_stroke(request["action"], request["method"], request["args"][0])
	else:
		_edit_level(request["action"], request["method"], request["args"])
		if request["method"] == "cycle_turning_wall":
			_say(HexEditing.turning_said(_level(), target["vertex"]))


func _on_hex_target_dragged(target: Dictionary) -> void:
	if not _stroke_action.empty() and target.get("kind") == "hex":
		_stroke(target["hex"])


# A piece goes on holes only; over cells it is refused (their numbers and marks would go
# with them) unless Shift is held, which replaces them.
func _place_piece(level: Dictionary, unit: Vector2) -> void:
	var covered = LevelEdits.covered_by(level, piece, unit)
	if not covered.empty() and not _board.press_shift:
		var ids = PoolStringArray()
		for index in covered:
			ids.append(str(level["cells"][index].get("id", "?")))
		var message = (
			"[color=%s]Not placed:[/color] the %s would cover cell %s. Erase it first, or hold"
			+ " Shift and click to replace what it covers."
		)
		_say(message % [RED, piece["name"], ids.join(", ")])
		return
	_edit_level("Place %s" % piece["name"], "place_piece", [piece, unit, true])


func _on_board_unit_dragged(unit: Vector2) -> void:
	if not _stroke_action.empty():
		_stroke(unit)


func _stroke(where) -> void:
	_edits().call(_stroke_method, _level(), where)
	_board.update()


func _on_board_stroke_finished() -> void:
	if _stroke_action.empty():
		return
	var action = _stroke_action
	_stroke_action = ""
	if not _history().commit(action, level_index):
		_board.update()


func _on_piece_picked(index: int) -> void:
	_set_piece(ShapeCatalog.palette()[index])


func _on_rotate_pressed() -> void:
	_set_piece(ShapeCatalog.rotated(piece))


func _on_mirror_pressed() -> void:
	_set_piece(ShapeCatalog.mirrored(piece))


func _on_title_changed(text: String, locale: String) -> void:
	_edit("Edit pack title", "set_title", [locale, text], true)


func _on_teach_changed() -> void:
	_edit("Edit teach", "set_teach", [level_index, _teach.text], true)


func _on_caption_changed(text: String, locale: String) -> void:
	_edit("Edit caption", "set_caption", [level_index, locale, text], true)


func _on_pack_picked(index: int) -> void:
	var path = _pack_picker.get_item_metadata(index)
	if not path.empty():
		open_pack(path)
	else:
		_select_picker_path(document.path if document != null else "")


func _on_new_level_pressed() -> void:
	level_index = document.levels().size()
	_edit("New level", "add_level", [{"cells": _edits().starter_cells()}])


func _on_copy_level_pressed() -> void:
	_copied_level = _level().duplicate(true)
	_say("Copied level %s." % _copied_level.get("id", ""))


func _on_paste_level_pressed() -> void:
	if _copied_level.empty():
		_say("Copy a level first (e.g. from a candidates file).")
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


# New packs go in the mode's levels folder; the dialog proposes the next free pack-N.json.
# (A file dialog is no use here: Godot's selects the first file of the folder when it opens,
# which once proposed the baked runtime file as the new pack's name.)
func _on_new_pack_pressed() -> void:
	var picker = _new_pack_dialog.get_node("Fields/ModePicker")
	picker.select(EditorModes.ids().find(mode))
	_on_new_pack_mode_picked(picker.selected)
	_new_pack_dialog.popup_centered_minsize(Vector2(420, 0))
	var field = _new_pack_name()
	field.grab_focus()
	field.select(0, field.text.length() - ".json".length())


func _on_new_pack_mode_picked(index: int) -> void:
	var picked = EditorModes.ids()[index]
	var folder = levels_dirs[picked].trim_prefix("res://")
	_new_pack_dialog.get_node("Fields/Folder").text = (
		"A new %s pack file in %s/ (pack-N.json or pack-N-words.json):"
		% [EditorModes.title(picked), folder]
	)
	_new_pack_name().text = "pack-%d.json" % next_pack_number(picked)


func _new_pack_name() -> LineEdit:
	return _new_pack_dialog.get_node("Fields/FileName") as LineEdit


func _on_new_pack_name_entered(_text: String) -> void:
	_new_pack_dialog.hide()
	_on_new_pack_dialog_confirmed()


func _on_new_pack_dialog_confirmed() -> void:
	var picked = EditorModes.ids()[_new_pack_dialog.get_node("Fields/ModePicker").selected]
	new_pack(levels_dirs[picked].plus_file(_new_pack_name().text.strip_edges()), picked)


# Starts a new, unsaved pack of `pack_mode` (by default the mode whose levels folder holds
# `path`, else Number Stroke) that Save will write to `path`, with `first_level` (a starter
# level when {}); "" or why not. Only a file named pack-N.json or pack-N-words.json where no
# file is yet, with a pack number no other pack of the mode has: the editor never writes over
# a baked file or any file of another kind.
func new_pack(path: String, pack_mode := "", first_level := {}) -> String:
	path = ProjectSettings.localize_path(path)
	if pack_mode.empty():
		pack_mode = EditorModes.NUMBER_STROKE
		for each in levels_dirs:
			if ProjectSettings.localize_path(levels_dirs[each]) == path.get_base_dir():
				pack_mode = each
	var number = PackFiles.pack_file_number(path.get_file())
	var problem = ""
	if number < 1:
		problem = (
			"A pack file is named pack-N.json or pack-N-words.json (pack-%d.json is free): %s"
			% [next_pack_number(pack_mode), path.get_file()]
		)
	elif _documents.has(path):
		problem = "%s is open already." % path
	else:
		problem = PackFiles.write_refusal(path, true, pack_mode)
	if problem.empty():
		var owner = _pack_number_owner(number, path.get_base_dir(), pack_mode)
		if not owner.empty():
			problem = (
				"Pack number %d is taken by %s; pack-%d.json is free."
				% [number, owner, next_pack_number(pack_mode)]
			)
	if not problem.empty():
		_say("[color=%s]No new pack.[/color]" % RED, problem)
		return problem
	var created = PackDocument.new()
	var cells = EditorModes.edits(pack_mode).starter_cells()
	created.start_new(path, number, {"zh": "新关卡包", "en": "New pack"}, cells, pack_mode)
	if not first_level.empty():
		created.add_level(first_level)
		created.remove_level(0)
	_adopt(created)
	_clear_messages()
	_show_document(created, 0)
	_say("New pack %d: not saved yet — Save writes %s." % [number, path])
	live.schedule()
	return ""


func _on_save_pressed() -> void:
	if document != null:
		_save(document)


# True when saved; the summary and the output say what happened either way.
func _save(saved) -> bool:
	_begin_command()
	var result = saved.save_with(tools)
	var colour = GREEN if result["saved"] else RED
	var run = result["run"]
	_say("[color=%s]%s[/color]" % [colour, result["message"]], AnswerTexts.problem_lines(run))
	if not run.empty():
		_output.text = AnswerTexts.run_text(run)
		if saved == document:
			_mark_problems(run["output"])
	if document != null:
		_show_file_label()
	return result["saved"]


func _on_reload_pressed() -> void:
	confirm_unsaved([document.path], "reloading it", self, "_reload_now", [document.path])


func _reload_now(path: String) -> void:
	var reloaded = PackDocument.new()
	var problem = reloaded.load_file(path)
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


# ---- the core's tools ----


# A copy of the pack as edited, for the tools to read.
func _scratch_copy(prefix := "editing-") -> String:
	return CoreTools.write_scratch(prefix + document.path.get_file(), document.text())


# A command starts: the answers of the one before go (Output too).
func _begin_command() -> void:
	_output.text = ""
	_clear_answers()


func _clear_answers() -> void:
	_board.clear_answers()
	_second_board.visible = false
	_clear_answer_actions()


# Opening a pack: nothing said about the pack shown before stays on screen.
func _clear_messages() -> void:
	_begin_command()
	_say("")
	_live.bbcode_text = ""


# Runs a tool on a thread (the editor keeps working), shows its exact output, marks the cells
# its error lines name; the run, or null when its answer no longer holds (dropped).
func _run_tool(label: String, args: Array):
	_command_serial += 1
	var serial = _command_serial
	var asked = [document, document.revision if document != null else 0, level_index]
	_begin_command()
	_say("Running %s …" % label)
	var job = tools.start(args)
	yield(get_tree(), "idle_frame")
	while not tools.finished(job):
		yield(get_tree(), "idle_frame")
	if serial != _command_serial:
		return null
	var now = [document, document.revision if document != null else 0, level_index]
	if asked[0] != now[0] or asked[1] != now[1] or asked[2] != now[2]:
		_say("The level changed while %s ran; its answer was dropped. Run it again." % label)
		return null
	var run = job["result"]
	_output.text = AnswerTexts.run_text(run)
	_mark_problems(run["output"])
	return run


# The core rejected the pack (exit 2): cells of this level its lines name turn red.
func _mark_problems(output: String) -> void:
	for problem in CoreTools.problems(output):
		if problem["level"] == _level_id() and not problem["cell"].empty():
			_board.marks[problem["cell"]] = "error"
	_board.update()


# Bad input (exit 2) or no interpreter (127): the checking tools have no answer to show.
func _rejected(run: Dictionary) -> bool:
	return run["code"] in [2, 127] and _failed(run, "The core could not check this pack:")


# Any exit but 0 (generate, bake): the headline and the tool's own words.
func _failed(run: Dictionary, headline: String) -> bool:
	if run["code"] == 0:
		return false
	var words = AnswerTexts.problem_lines(run)
	_say(
		"[color=%s]%s[/color]" % [RED, headline],
		words if not words.empty() else run["output"].strip_edges()
	)
	return true


# Runs a checking tool (CoreTools.<args_method>(pack, level id, extra…)) on the level shown,
# as edited; the run, or null when the core rejected the pack (its message is shown then) or
# the answer no longer holds.
func _ask_core(label: String, args_method: String, extra := []):
	var args = tools.callv(args_method, [_scratch_copy(), _level_id()] + extra)
	var run = yield(_run_tool(label, args), "completed")
	return null if run == null or _rejected(run) else run


func _level_id() -> String:
	return str(_level().get("id", ""))


# ---- the live check ----


# What the live check checks: the pack and the level shown ({} for none), and whether the
# mode's validate is strict.
func subject() -> Dictionary:
	if document == null:
		return {}
	return {"document": document, "level": _level_id(), "strict": EditorModes.of(mode)["strict"]}


# Writes the texts of the shown pack's levels a little at a time while the editor is idle.
func _write_ahead() -> void:
	_written_ahead = false
	set_process(true)


func _process(_delta: float) -> void:
	_written_ahead = document == null or document.write_ahead(8)
	set_process(not _written_ahead)


# The live check's answer; on opening a pack the core rejects, the summary says so too.
func _show_live(run: Dictionary, on_open: bool) -> void:
	var shown = AnswerTexts.live(run, _level_id())
	_live.bbcode_text = shown["bbcode"]
	if not shown["plain"].empty():
		_live.add_text("\n" + shown["plain"])
	if run["code"] == 2:
		_mark_problems(run["output"])
		if on_open:
			var warning = "[color=%s]Warning: this pack has structure errors.[/color]" % RED
			_say(warning + " The core rejects it; fix them before saving:", shown["plain"])


# The next pack number after every one in use (pack files of the folder, open packs).
# The next pack number of a mode (the mode shown by default) after every one in use: its
# folder's pack files and the open packs of the mode in that folder.
func next_pack_number(pack_mode := "") -> int:
	pack_mode = mode if pack_mode.empty() else pack_mode
	var highest = 0
	for number in _pack_numbers(levels_dirs[pack_mode], pack_mode):
		highest = max(highest, number)
	return highest + 1


func _pack_numbers(dir_path: String, pack_mode: String) -> Dictionary:
	var numbers = PackFiles.pack_numbers(dir_path)  # number -> the pack that has it
	var folder = ProjectSettings.localize_path(dir_path)
	for path in _documents:
		var each = _documents[path]
		if each.mode() == pack_mode and path.get_base_dir() == folder:
			numbers[each.pack_number()] = path
	return numbers


func _pack_number_owner(number: int, dir_path: String, pack_mode: String) -> String:
	for folder in [levels_dirs[pack_mode], dir_path]:
		var numbers = _pack_numbers(folder, pack_mode)
		if numbers.has(number):
			return numbers[number]
	return ""


# ---- the answer panel ----


# `plain` is appended as is: the core's messages hold brackets ("[cell-size]") that BBCode
# would eat.
func _say(bbcode: String, plain := "") -> void:
	_summary.bbcode_text = bbcode
	if not plain.empty():
		_summary.add_text("\n" + plain)


func _clear_answer_actions() -> void:
	for button in _answer_actions.get_children():
		_answer_actions.remove_child(button)
		button.queue_free()


func _add_answer_action(label: String, method: String, args: Array) -> void:
	var button = Button.new()
	button.text = label
	button.align = Button.ALIGN_LEFT
	button.connect("pressed", self, "callv", [method, args])
	_answer_actions.add_child(button)
