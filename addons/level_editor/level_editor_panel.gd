tool
extends VBoxContainer
# The "Levels" screen of the level editor plugin: open a pack, pick a level, edit its board
# and texts (undo/redo through the editor's UndoRedo), and ask the Python core about it —
# validate, solve, minimize, suggest, generate, bake, play-test. Tools read a scratch copy of
# the pack as edited, so unsaved edits are what gets checked; Save writes only what the core
# accepts.

enum Tool { PAINT, PIECE, ERASE, NUMBER, ODD, EVEN }

const BoardCanvas = preload("res://addons/level_editor/board_canvas.gd")
const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditHistory = preload("res://addons/level_editor/edit_history.gd")
const LevelEdits = preload("res://addons/level_editor/level_edits.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const ShapeCatalog = preload("res://addons/level_editor/shape_catalog.gd")
const Playtest = preload("res://scripts/number_stroke/playtest.gd")

const LEVELS_DIR = "res://levels/01-number-stroke"
const CANDIDATES_DIR = "res://build/candidates"
const BAKED_FILE_NAME = "01-number-stroke.baked.json"
const PLAYTEST_SCENE = "res://scenes/number_stroke/playtest.tscn"
const STARTER_CELLS = 3  # a new level starts as a row of this many unit cells
const CANDIDATE_COUNT = 5
const DOCUMENT_CONTROLS = [
	"TopBar/SaveButton",
	"TopBar/ReloadButton",
	"Body/Side/LevelButtons",
	"Body/Results/Checks",
	"Body/Results/Ship/Playtest",
]

var tools = CoreTools.new()
var history = null  # EditHistory on the editor's UndoRedo, or on _own_undo_redo before setup()
var document = null  # the PackDocument shown
var level_index = 0
var current_tool = Tool.PAINT
var piece = ShapeCatalog.rectangle(1, 1)

var _editor_plugin = null  # the EditorPlugin, for play_custom_scene
var _own_undo_redo = UndoRedo.new()
var _documents = {}  # path -> PackDocument: every pack opened this session keeps its edits
var _copied_level = {}
var _stroke_action = ""  # name of the undo action a mouse stroke is building

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
onready var _board: BoardCanvas = $Body/Center/Boards/Board
onready var _second_board: BoardCanvas = $Body/Center/Boards/SecondBoard
onready var _suggest_count: SpinBox = $Body/Results/Checks/SuggestCount
onready var _seed: SpinBox = $Body/Results/Generate/Seed
onready var _cells: SpinBox = $Body/Results/Generate/Cells
onready var _summary: RichTextLabel = $Body/Results/Summary
onready var _answer_actions: VBoxContainer = $Body/Results/AnswerActions
onready var _output: TextEdit = $Body/Results/Output
onready var _open_dialog: FileDialog = $OpenDialog
onready var _new_pack_dialog: FileDialog = $NewPackDialog


func _init() -> void:
	history = EditHistory.new(_own_undo_redo)


func _notification(what: int) -> void:
	if what == NOTIFICATION_PREDELETE:
		_own_undo_redo.free()


func _ready() -> void:
	for the_piece in ShapeCatalog.palette():
		_piece_picker.add_item(the_piece["name"])
	_open_dialog.current_dir = ProjectSettings.globalize_path(LEVELS_DIR)
	_new_pack_dialog.current_dir = ProjectSettings.globalize_path(LEVELS_DIR)
	if has_font("source", "EditorFonts"):  # the editor's code font keeps tables aligned
		_output.add_font_override("font", get_font("source", "EditorFonts"))
	_select_tool(Tool.PAINT)
	_refresh_pack_picker()
	_show_nothing_open()


# Called by the plugin: edits go to the editor's UndoRedo (Edit > Undo, Ctrl+Z).
func setup(editor_undo_redo: UndoRedo, editor_plugin: EditorPlugin) -> void:
	history = EditHistory.new(editor_undo_redo)
	_editor_plugin = editor_plugin


# Opens a pack file (or shows it again, with its unsaved edits); "" or why it could not.
func open_pack(path: String) -> String:
	path = ProjectSettings.localize_path(path)
	if not _documents.has(path):
		var opened = PackDocument.new()
		var problem = opened.load_file(path)
		if not problem.empty():
			_say("[color=#e5484d]Cannot open the pack.[/color]", problem)
			return problem
		_adopt(opened)
	_show_document(_documents[path], 0)
	return ""


func select_level(index: int) -> void:
	if document == null or index < 0 or index >= document.levels().size():
		return
	level_index = index
	_refresh()


# Saves every pack with unsaved edits (the editor calls this on Ctrl+S / Save Scene).
func save_all() -> void:
	for path in _documents:
		if _documents[path].is_dirty():
			_save(_documents[path])


func _adopt(opened) -> void:
	_documents[opened.path] = opened
	opened.connect("changed", self, "_on_document_changed", [opened])
	_refresh_pack_picker()


func _show_document(shown, index: int) -> void:
	document = shown
	level_index = clamp(index, 0, max(0, shown.levels().size() - 1))
	_refresh()


func _show_nothing_open() -> void:
	_file_label.text = "Open a pack (levels/01-number-stroke/pack-*.json) or make a new one."
	_board.show_level({})
	_second_board.visible = false
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
	_number.max_value = max(1, LevelEdits.cells_of(level).size()) if not level.empty() else 1
	_board.show_level(level)
	_second_board.visible = false
	_clear_answer_actions()


func _show_file_label() -> void:
	_file_label.text = document.path + ("  (unsaved edits)" if document.is_dirty() else "")


# Only a different text is set, so typing in the field keeps its caret.
static func _set_text(field: Control, text: String) -> void:
	if field.text != text:
		field.text = text


func _select_picker_path(path: String) -> void:
	for i in range(_pack_picker.get_item_count()):
		if _pack_picker.get_item_metadata(i) == path:
			_pack_picker.select(i)


func _refresh_pack_picker() -> void:
	var paths = {}
	for dir_path in [LEVELS_DIR, CANDIDATES_DIR]:
		for file_name in _json_files(dir_path):
			if file_name != BAKED_FILE_NAME:
				paths[dir_path.plus_file(file_name)] = true
	for path in _documents:
		paths[path] = true
	var sorted_paths = paths.keys()
	sorted_paths.sort()
	_pack_picker.clear()
	_pack_picker.add_item("— pick a pack —")
	_pack_picker.set_item_metadata(0, "")
	for path in sorted_paths:
		_pack_picker.add_item(path.trim_prefix("res://"))
		_pack_picker.set_item_metadata(_pack_picker.get_item_count() - 1, path)
	_select_picker_path(document.path if document != null else "")


static func _json_files(dir_path: String) -> Array:
	var names = []
	var dir = Directory.new()
	if dir.open(dir_path) != OK:
		return names
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while not name.empty():
		if not dir.current_is_dir() and name.ends_with(".json"):
			names.append(name)
		name = dir.get_next()
	dir.list_dir_end()
	return names


# Undo, redo and every committed edit replace the document's data; show what they touched.
func _on_document_changed(index: int, changed_document) -> void:
	if changed_document != document:
		document = changed_document
	level_index = clamp(index, 0, max(0, document.levels().size() - 1))
	_refresh()
	_say("")  # answers about the board before the edit no longer hold


# ---- editing ----


func _edit(
	action_name: String, target: Object, method: String, args: Array, merge := false
) -> void:
	if document != null:
		history.apply(document, action_name, level_index, target, method, args, merge)


func _select_tool(which: int) -> void:
	current_tool = which
	for button in _tool_buttons.get_children():
		button.pressed = button.get_index() == which
	_board.preview_piece = {}
	if which == Tool.PIECE:
		_board.preview_piece = piece
	elif which == Tool.PAINT:
		_board.preview_piece = ShapeCatalog.rectangle(1, 1)
	_board.update()


func _set_piece(new_piece: Dictionary) -> void:
	piece = new_piece
	_select_tool(Tool.PIECE)


func _on_board_unit_pressed(unit: Vector2, button_index: int) -> void:
	if document == null:
		return
	var level = _level()
	var index = LevelEdits.cell_at(level, unit)
	var action = ""
	if button_index == BUTTON_RIGHT or current_tool == Tool.ERASE:
		action = "Erase cell"
	elif current_tool == Tool.PAINT:
		action = "Paint cell"
	elif current_tool == Tool.PIECE:
		_edit("Place %s" % piece["name"], LevelEdits, "place_piece", [level, piece, unit])
		return
	elif index == -1:
		return
	elif current_tool == Tool.NUMBER:
		_edit("Set number", LevelEdits, "toggle_clue", [level, index, int(_number.value)])
		return
	else:
		var parity = "odd" if current_tool == Tool.ODD else "even"
		_edit("Mark %s" % parity, LevelEdits, "toggle_parity", [level, index, parity])
		return
	# painting and erasing go on while the mouse is dragged: one action for the stroke
	_stroke_action = action
	history.begin(document)
	_stroke(unit)


func _on_board_unit_dragged(unit: Vector2) -> void:
	if not _stroke_action.empty():
		_stroke(unit)


func _stroke(unit: Vector2) -> void:
	if _stroke_action == "Paint cell":
		LevelEdits.paint_unit(_level(), unit)
	else:
		LevelEdits.erase_at(_level(), unit)
	_board.update()


func _on_board_stroke_finished() -> void:
	if _stroke_action.empty():
		return
	var action = _stroke_action
	_stroke_action = ""
	if not history.commit(action, level_index):
		_board.update()


func _on_tool_pressed(which: int) -> void:
	_select_tool(which)


func _on_piece_picked(index: int) -> void:
	_set_piece(ShapeCatalog.palette()[index])


func _on_rotate_pressed() -> void:
	_set_piece(ShapeCatalog.rotated(piece))


func _on_mirror_pressed() -> void:
	_set_piece(ShapeCatalog.mirrored(piece))


func _on_title_changed(text: String, locale: String) -> void:
	_edit("Edit pack title", document, "set_title", [locale, text], true)


func _on_teach_changed() -> void:
	_edit("Edit teach", document, "set_teach", [level_index, _teach.text], true)


func _on_caption_changed(text: String, locale: String) -> void:
	_edit("Edit caption", document, "set_caption", [level_index, locale, text], true)


func _on_level_selected(index: int) -> void:
	select_level(index)


func _on_pack_picked(index: int) -> void:
	var path = _pack_picker.get_item_metadata(index)
	if not path.empty():
		open_pack(path)


func _on_new_level_pressed() -> void:
	var starter = {"cells": []}
	for x in range(STARTER_CELLS):
		LevelEdits.paint_unit(starter, Vector2(x, 0))
	level_index = document.levels().size()
	_edit("New level", document, "add_level", [starter["cells"]])


func _on_copy_level_pressed() -> void:
	_copied_level = _level().duplicate(true)
	_say("Copied level %s." % _copied_level.get("id", ""))


func _on_paste_level_pressed() -> void:
	if _copied_level.empty():
		_say("Copy a level first (e.g. from a candidates file).")
		return
	level_index = document.levels().size()
	_edit("Paste level", document, "paste_level", [_copied_level])


func _on_delete_level_pressed() -> void:
	if document.levels().size() <= 1:
		_say("A pack keeps at least one level.")
		return
	var removed = level_index
	level_index = max(0, removed - 1)
	_edit("Delete level", document, "remove_level", [removed])


func _on_move_level_pressed(delta: int) -> void:
	var target = level_index + delta
	if target < 0 or target >= document.levels().size():
		return
	var moved = level_index
	level_index = target
	_edit("Move level", document, "move_level", [moved, delta])


# ---- files ----


func _on_open_pressed() -> void:
	_open_dialog.popup_centered_ratio(0.6)


func _on_open_dialog_file_selected(path: String) -> void:
	open_pack(path)


func _on_new_pack_pressed() -> void:
	_new_pack_dialog.current_file = "pack-%d.json" % _next_pack_number()
	_new_pack_dialog.popup_centered_ratio(0.6)


func _on_new_pack_dialog_file_selected(path: String) -> void:
	path = ProjectSettings.localize_path(path)
	var number = _next_pack_number()
	var name = path.get_file().get_basename()
	if name.begins_with("pack-") and name.trim_prefix("pack-").is_valid_integer():
		number = int(name.trim_prefix("pack-"))
	var cells = {"cells": []}
	for x in range(STARTER_CELLS):
		LevelEdits.paint_unit(cells, Vector2(x, 0))
	var created = PackDocument.new()
	created.start_new(path, number, {"zh": "新关卡包", "en": "New pack"}, cells["cells"])
	_documents.erase(path)
	_adopt(created)
	_show_document(created, 0)
	_say("New pack %d: not saved yet — Save writes %s." % [number, path])


func _next_pack_number() -> int:
	var highest = 0
	for file_name in _json_files(LEVELS_DIR):
		var name = file_name.get_basename().trim_prefix("pack-")
		if file_name.begins_with("pack-") and name.is_valid_integer():
			highest = max(highest, int(name))
	return highest + 1


func _on_save_pressed() -> void:
	_save(document)


func _save(saved) -> void:
	var result = saved.save_with(tools)
	var colour = "#2fb36d" if result["saved"] else "#e5484d"
	var run = result["run"]
	_say("[color=%s]%s[/color]" % [colour, result["message"]])
	if not run.empty():
		_output.text = _run_text(run)
		if saved == document:
			_mark_problems(run["output"])
	_show_file_label()


func _on_reload_pressed() -> void:
	var path = document.path
	var reloaded = PackDocument.new()
	var problem = reloaded.load_file(path)
	if not problem.empty():
		_say("[color=#e5484d]Cannot reload.[/color]", problem)
		return
	_documents.erase(path)
	_adopt(reloaded)
	_show_document(reloaded, level_index)
	_say("Reloaded %s from disk (unsaved edits dropped)." % path)


# ---- the core's tools ----


# A copy of the pack as edited, for the tools to read.
func _scratch_copy() -> String:
	return CoreTools.write_scratch("editing-" + document.path.get_file(), document.text())


# Runs a tool after the screen shows "running" (OS.execute blocks the editor meanwhile).
func _run_tool(label: String, args: Array):
	_say("Running %s …" % label)
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	return _run_now(args)


# Runs a tool at once; shows its exact output and marks the cells its error lines name.
func _run_now(args: Array) -> Dictionary:
	_board.clear_answers()
	_second_board.visible = false
	_clear_answer_actions()
	var run = tools.run(args)
	_output.text = _run_text(run)
	_mark_problems(run["output"])
	return run


static func _run_text(run: Dictionary) -> String:
	return "$ %s\n%s(exit %d)" % [run["command"], run["output"], run["code"]]


# The core rejected the pack (exit 2): its lines are the message; cells of this level they
# name turn red.
func _mark_problems(output: String) -> void:
	for problem in CoreTools.problems(output):
		if problem["level"] == _level().get("id") and not problem["cell"].empty():
			_board.marks[problem["cell"]] = "error"
	_board.update()


# Bad input (exit 2) or no interpreter (127): the checking tools have no answer to show.
func _rejected(run: Dictionary) -> bool:
	return run["code"] in [2, 127] and _failed(run, "The core could not check this pack:")


# Any exit but 0 (generate, bake): the headline and the tool's own words.
func _failed(run: Dictionary, headline: String) -> bool:
	if run["code"] == 0:
		return false
	_say("[color=#e5484d]%s[/color]" % headline, run["output"].strip_edges())
	return true


# Runs a checking tool (CoreTools.<args_method>(pack, level id, extra…)) on the level shown,
# as edited; the run, or null when the core rejected the pack (its message is shown then).
func _ask_core(label: String, args_method: String, extra := []):
	var args = tools.callv(args_method, [_scratch_copy(), _level_id()] + extra)
	var run = yield(_run_tool(label, args), "completed")
	return null if _rejected(run) else run


func _level_id() -> String:
	return str(_level().get("id", ""))


func _on_validate_pressed() -> void:
	var run = yield(_ask_core("validate", "validate_args"), "completed")
	if run == null:
		return
	for row in CoreTools.validate_rows(run["output"]):
		if row["level"] == _level_id():
			for cell_id in row["redundant_parity"]:
				_board.marks[cell_id] = "redundant"
			_board.update()
			_say(_validate_summary(row))


static func _validate_summary(row: Dictionary) -> String:
	var verdict = "[color=#2fb36d]ok[/color]" if row["ok"] else "[color=#e5484d]FAIL[/color]"
	var lines = [
		"%s — %s" % [row["level"], verdict],
		"N = %d, clues %s" % [row["n"], row["clues"]],
		"connected: yes",
		"solutions: %s%s" % [row["solutions"], "" if row["solutions"] == "1" else "  (must be 1)"],
	]
	if not row["redundant_parity"].empty():
		lines.append(
			(
				"redundant odd/even marks (orange): "
				+ PoolStringArray(row["redundant_parity"]).join(", ")
			)
		)
	elif not row["ok"]:
		lines.append(row["result"])
	return PoolStringArray(lines).join("\n")


func _on_solve_pressed() -> void:
	var run = yield(_ask_core("solve", "solve_args"), "completed")
	if run == null:
		return
	var answer = CoreTools.json_answer(run["output"])
	if int(answer.get("count", 0)) == 0:
		_say("[color=#e5484d]No solution.[/color] Loosen a number or open the board up.")
		return
	_board.path_ids = answer["solution"]
	if int(answer["count"]) == 1:
		_board.heading = "The solution"
		_board.update()
		_say("[color=#2fb36d]Unique.[/color] The solution is drawn on the board.")
		return
	var both = answer.get("solutions", [])
	if both.size() < 2:
		_failed(run, "No second solution to show.")
		return
	_show_two_solutions(both[0], both[1])


func _show_two_solutions(first: Array, second: Array) -> void:
	var parted = 0
	while parted < first.size() and first[parted] == second[parted]:
		parted += 1
	var solutions = {_board: first, _second_board: second}
	for board in solutions:
		board.show_level(_level())
		board.margin_units = 0  # two boards share the width
		board.path_ids = solutions[board]
		for step in range(parted, first.size()):
			board.marks[solutions[board][step]] = "differs"
	_board.heading = "Solution A"
	_second_board.heading = "Solution B"
	_second_board.visible = true
	_board.update()
	var message = (
		"[color=#e5484d]Not unique[/color] (2 or more solutions). Two of them side by side:"
		+ " they agree up to step %d and part at step %d (red cells). Suggest can find a number"
		+ " that tells them apart."
	)
	_say(message % [parted, parted + 1])


func _on_minimize_pressed() -> void:
	var run = yield(_ask_core("minimize", "minimize_args"), "completed")
	if run == null:
		return
	var answer = CoreTools.json_answer(run["output"])
	if not answer.get("unique", false):
		_say("[color=#e5484d]Not unique yet.[/color] Make it unique first (Solve, Suggest).")
		return
	var removable = answer.get("removable", [])
	if removable.empty():
		_say("[color=#2fb36d]Minimal:[/color] no number can be removed alone.")
		return
	for item in removable:
		_board.marks[item["cell"]] = "removable"
		var label = "Remove %d from cell %s" % [int(item["clue"]), item["cell"]]
		_add_answer_action(label, "_remove_clue", [item["cell"]])
	_board.update()
	var message = (
		"Each blue number can go [b]alone[/b] — not all together: remove one, then run Minimize"
		+ " again (seed 002 §3.3)."
	)
	_say(message)


func _on_suggest_pressed() -> void:
	var run = yield(_ask_core("suggest", "suggest_args", [int(_suggest_count.value)]), "completed")
	if run == null:
		return
	var suggestions = CoreTools.json_answer(run["output"]).get("suggestions", [])
	if suggestions.empty():
		_say("Nothing to suggest: the level is already unique, or has no solution.")
		return
	_board.suggestions = suggestions
	_board.update()
	for i in range(suggestions.size()):
		var item = suggestions[i]
		var outcome = {0: "no solution", 1: "unique"}.get(int(item["solutions"]), "still 2+")
		var label = "Put %d on cell %s → %s" % [int(item["clue"]), item["cell"], outcome]
		_add_answer_action(label, "_apply_suggestion", [i])
	_say("Suggested numbers are green on the board: click one (or a button) to put it.")


func _on_board_suggestion_pressed(index: int) -> void:
	_apply_suggestion(index)


func _apply_suggestion(index: int) -> void:
	var item = _board.suggestions[index]
	var cell_index = LevelEdits.index_of(_level(), item["cell"])
	_edit(
		"Put suggested number", LevelEdits, "toggle_clue", [_level(), cell_index, int(item["clue"])]
	)
	_say("Put %d on cell %s. Run Validate or Suggest again." % [int(item["clue"]), item["cell"]])


func _remove_clue(cell_id: String) -> void:
	var cell_index = LevelEdits.index_of(_level(), cell_id)
	_edit("Remove number", LevelEdits, "toggle_clue", [_level(), cell_index, 0])
	_say("Removed the number from cell %s. Run Minimize again." % cell_id)


func _on_generate_pressed() -> void:
	Directory.new().make_dir_recursive(CANDIDATES_DIR)
	var base = CANDIDATES_DIR.plus_file("seed-%d-cells-%d" % [int(_seed.value), int(_cells.value)])
	var out = base + ".json"
	var copy = 2
	while File.new().file_exists(out):
		out = "%s-%d.json" % [base, copy]
		copy += 1
	var args = CoreTools.generate_args(
		int(_seed.value), int(_cells.value), CANDIDATE_COUNT, ProjectSettings.globalize_path(out)
	)
	var run = yield(_run_tool("generate", args), "completed")
	if _failed(run, "Generate failed."):
		return
	open_pack(out)
	var message = (
		"%d candidates in %s. Each needs a designer's review: pick one, Copy level, open your"
		+ " pack, Paste level."
	)
	_say(message % [CANDIDATE_COUNT, out])


func _on_bake_pressed() -> void:
	var unsaved = []
	for path in _documents:
		if _documents[path].is_dirty():
			unsaved.append(path)
	var run = yield(_run_tool("bake", CoreTools.bake_args()), "completed")
	if _failed(run, "Bake failed."):
		return
	var message = "[color=#2fb36d]Baked[/color] the shipped packs (levels/01-number-stroke/pack-*.json as saved)."
	if not unsaved.empty():
		message += "\nNot in the bake — unsaved edits of: " + PoolStringArray(unsaved).join(", ")
	_say(message)


# Not a coroutine like the other tools: running a scene steps the editor's main loop (its
# progress dialog), which must not happen inside the idle_frame that resumes a coroutine.
# The play-test bake is quick.
func _on_playtest_pressed() -> void:
	var out = ProjectSettings.globalize_path(Playtest.LEVEL_FILE)
	var args = CoreTools.bake_playtest_args(_scratch_copy(), _level_id(), out)
	if _failed(_run_now(args), "Cannot play-test this level."):
		return
	if _editor_plugin == null:
		_say("Baked to %s; play-testing runs inside the Godot editor only." % out)
		return
	_editor_plugin.get_editor_interface().play_custom_scene(PLAYTEST_SCENE)
	_say("Playing %s (as edited, saved or not)." % _level_id())


# ---- the answer panel ----


# `plain` is appended as is: the core's messages hold brackets ("[cell-size]") that BBCode
# would eat.
func _say(bbcode: String, plain := "") -> void:
	_summary.bbcode_text = bbcode
	if not plain.empty():
		_summary.add_text("\n" + plain)


func _clear_answer_actions() -> void:
	for button in _answer_actions.get_children():
		button.queue_free()


func _add_answer_action(label: String, method: String, args: Array) -> void:
	var button = Button.new()
	button.text = label
	button.align = Button.ALIGN_LEFT
	button.connect("pressed", self, "callv", [method, args])
	_answer_actions.add_child(button)
