tool
extends "res://addons/level_editor/core_dialog.gd"
# The candidate browser of the level editor (issue 14 §3): generate K candidates of the mode
# shown (`python -m core generate … --out build/candidates/<new file>`, the options its piece
# declares: candidate_fields), each drawn as a thumbnail by the piece with its caption (N, the
# givens, validate's verdict; Number Stroke: its grade); click one to inspect it larger with
# its details, then add it to the pack shown in the Levels screen (or a new pack of its mode
# when none is shown), or open the whole candidates file. The candidates file is never a
# shipped pack; the browser only reads it.

const AnswerTexts = preload("res://addons/level_editor/answer_texts.gd")
const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")

const CANDIDATES_DIR = "res://build/candidates"
const THUMB_BOARD = Vector2(190, 130)
const COLUMNS = 4

var mode = ""  # the mode generated
var piece = null  # its editor piece
var receiver = null  # the Levels screen: editor_piece(mode), file_kind, take_level, open_pack…
var target_path = ""  # the pack shown in the Levels screen ("" for none)
var candidates_dir = CANDIDATES_DIR
var file_path = ""  # the candidates file shown
var levels = []  # its levels
var rows = {}  # level id -> validate's row
var selected = -1  # the level inspected

var _fields = {}  # name -> control: the piece's options, and the buttons
var _options: HBoxContainer
var _grid: GridContainer
var _inspect_box: VBoxContainer
var _preview: Control = null  # the inspecting board (the file's piece makes it)
var _details: RichTextLabel
var _file_mode = ""  # the mode of the candidates file shown


# Opens the browser for the mode of `shown_piece` (its candidate_fields), adding to
# `shown_path` (the pack shown) through `levels_screen`.
func show_for(shown_piece, shown_path: String, levels_screen: Object) -> void:
	if piece != shown_piece:
		piece = shown_piece
		mode = piece.mode_id
		_build_options()
	receiver = levels_screen
	target_path = shown_path
	window_title = "%s candidates" % piece.title()
	if not levels.empty() and _mode_of_file() != mode:
		_show_levels([], {})
	_update_buttons()
	popup_centered_ratio(0.85)


# Generates candidates with the options set into a new file, then shows them; the run.
func generate():
	if _busy:
		return {}
	Directory.new().make_dir_recursive(candidates_dir)
	var values = {}
	for field in piece.candidate_fields():
		values[field["name"]] = int(_fields[field["name"]].value)
	var out = PackFiles.new_file_path(candidates_dir.plus_file(_file_name(values)))
	var args = piece.candidate_args(values, ProjectSettings.globalize_path(out))
	_say("Generating candidates …")
	var run = yield(_run(args), "completed")
	if run["code"] != 0:
		_say("Generate failed (exit %d): %s" % [run["code"], run["output"].strip_edges()])
		return run
	yield(load_file(out), "completed")
	return run


# "<mode>-seed-7-N-12-K-8": what the options were.
func _file_name(values: Dictionary) -> String:
	var parts = PoolStringArray([mode])
	for field in piece.candidate_fields():
		parts.append("%s-%d" % [field["prefix"], values[field["name"]]])
	return parts.join("-")


# Shows the candidates of a file, with validate's verdict on each.
func load_file(path: String):
	var read = PackFiles.read_pack(path, receiver)
	if not read["error"].empty():
		_say("Cannot read %s: %s" % [path, read["error"]])
		yield(get_tree(), "idle_frame")
		return
	file_path = path
	_file_mode = read["kind"]["mode"]
	_say("Checking %d candidates …" % read["value"]["levels"].size())
	var strict = receiver.editor_piece(_file_mode).strict_validate()
	var run = yield(
		_run(CoreTools.validate_args(ProjectSettings.globalize_path(path), "", strict)), "completed"
	)
	var found = {}
	for row in CoreTools.validate_answer(run["output"])["rows"]:
		found[str(row["level"])] = row
	_show_levels(read["value"]["levels"], found)
	if levels.empty():
		_say("No candidates with these options (%s): try another seed or size." % path)
		return
	_say(
		(
			"%d candidates in %s — click one to inspect it."
			% [levels.size(), path.trim_prefix("res://")]
		)
	)


# Inspects candidate `index`: larger, with its details.
func inspect(index: int) -> void:
	if index < 0 or index >= levels.size():
		return
	selected = index
	for i in range(_grid.get_child_count()):
		_grid.get_child(i).pressed = i == index
	var level = levels[index]
	var file_piece = receiver.editor_piece(_mode_of_file())
	_show_preview(file_piece.thumbnail(level))
	_preview.set("heading", str(level.get("id", "")))
	var row = rows.get(str(level.get("id")), {})
	_details.bbcode_text = file_piece.candidate_text(level, row, true)
	_update_buttons()


# Adds the candidate inspected to the pack shown (or a new pack); what was done.
func add_selected() -> String:
	if selected < 0 or receiver == null:
		return ""
	var level = levels[selected]
	var said = receiver.take_level(level, _mode_of_file(), "candidate %s" % level.get("id", ""))
	_say(said)
	return said


func thumbnail(index: int) -> Control:
	return _grid.get_child(index) as Control


func _mode_of_file() -> String:
	return mode if levels.empty() else _file_mode


func _show_levels(new_levels: Array, found: Dictionary) -> void:
	levels = new_levels
	rows = found
	selected = -1
	for child in _grid.get_children():
		_grid.remove_child(child)
		child.queue_free()
	for i in range(levels.size()):
		_grid.add_child(_thumbnail(levels[i], rows.get(str(levels[i].get("id")), {}), i))
	if _preview != null:
		_preview.queue_free()
		_preview = null
	_details.bbcode_text = ""
	_update_buttons()


func _thumbnail(level: Dictionary, row: Dictionary, index: int) -> Button:
	var button = Button.new()
	button.toggle_mode = true
	button.rect_min_size = THUMB_BOARD + Vector2(12, 52)
	button.hint_tooltip = "Inspect %s" % level.get("id", "")
	button.connect("pressed", self, "inspect", [index])
	var box = VBoxContainer.new()
	box.mouse_filter = MOUSE_FILTER_IGNORE
	box.set_anchors_and_margins_preset(PRESET_WIDE)
	box.margin_left = 6
	box.margin_top = 6
	box.margin_right = -6
	box.margin_bottom = -4
	button.add_child(box)
	var file_piece = receiver.editor_piece(_mode_of_file())
	var board = file_piece.thumbnail(level)
	board.rect_min_size = THUMB_BOARD
	board.size_flags_vertical = SIZE_EXPAND_FILL
	box.add_child(board)
	var label = Label.new()
	label.text = file_piece.candidate_text(level, row)
	label.mouse_filter = MOUSE_FILTER_IGNORE
	if not row.empty() and not row["ok"]:
		label.add_color_override("font_color", Color(AnswerTexts.ORANGE))
	box.add_child(label)
	return button


# The inspecting board: the candidate inspected, drawn larger by its piece.
func _show_preview(board: Control) -> void:
	if _preview != null:
		_preview.queue_free()
	_preview = board
	_preview.rect_min_size = Vector2(360, 300)
	_preview.size_flags_vertical = SIZE_EXPAND_FILL
	_inspect_box.add_child(_preview)
	_inspect_box.move_child(_preview, 0)


func _update_buttons() -> void:
	var add = _fields.get("Add")
	if add == null:
		return
	add.disabled = selected < 0
	var same = not target_path.empty() and _mode_of_file() == mode
	add.text = "Add to %s" % target_path.get_file() if same else "Add as a new pack"
	_fields["Open"].disabled = file_path.empty() or levels.empty()


func _open_file() -> void:
	if receiver == null or file_path.empty():
		return
	var problem = receiver.open_pack(file_path)
	if problem.empty() and selected >= 0:
		receiver.select_level(selected)
	hide()


func _build(root: VBoxContainer) -> void:
	_options = HBoxContainer.new()
	root.add_child(_options)
	var bar = HBoxContainer.new()
	root.add_child(bar)
	var generate = Button.new()
	generate.text = "Generate"
	generate.hint_tooltip = "python -m core generate … --out build/candidates/<a new file>"
	generate.connect("pressed", self, "generate")
	bar.add_child(generate)
	_fields["Generate"] = generate
	_run_buttons.append(generate)
	_add_status(bar)
	var body = HBoxContainer.new()
	body.size_flags_vertical = SIZE_EXPAND_FILL
	root.add_child(body)
	var scroll = ScrollContainer.new()
	scroll.size_flags_horizontal = SIZE_EXPAND_FILL
	scroll.size_flags_vertical = SIZE_EXPAND_FILL
	body.add_child(scroll)
	_grid = GridContainer.new()
	_grid.columns = COLUMNS
	scroll.add_child(_grid)
	_inspect_box = VBoxContainer.new()
	_inspect_box.rect_min_size = Vector2(360, 0)
	body.add_child(_inspect_box)
	_details = RichTextLabel.new()
	_details.bbcode_enabled = true
	_details.selection_enabled = true
	_details.rect_min_size = Vector2(0, 150)
	_inspect_box.add_child(_details)
	var buttons = HBoxContainer.new()
	_inspect_box.add_child(buttons)
	for item in [["Add", "add_selected"], ["Open", "_open_file"]]:
		var button = Button.new()
		button.connect("pressed", self, item[1])
		buttons.add_child(button)
		_fields[item[0]] = button
	_fields["Open"].text = "Open the file"
	_fields["Open"].hint_tooltip = "Open the whole candidates file in the Levels screen"
	_update_buttons()


# The piece's options as spin boxes (the Generate button and the status follow them).
func _build_options() -> void:
	for child in _options.get_children():
		_fields.erase(child.name)
		_options.remove_child(child)
		child.queue_free()
	for field in piece.candidate_fields():
		var spin = SpinBox.new()
		spin.name = field["name"]
		spin.min_value = field["min"]
		spin.max_value = field["max"]
		spin.value = field["value"]
		spin.prefix = field["prefix"]
		spin.hint_tooltip = field["tip"]
		_options.add_child(spin)
		_fields[field["name"]] = spin
