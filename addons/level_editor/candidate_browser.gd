tool
extends WindowDialog
# The candidate browser of the level editor (issue 14 §3): generate K candidates of the mode
# shown (`python -m core generate … --out build/candidates/<new file>`), each drawn as a
# thumbnail with its N, its givens and validate's verdict (Number Stroke: its grade); click
# one to inspect it larger with its details, then add it to the pack shown in the Levels
# screen (or a new pack of its mode when none is shown), or open the whole candidates file.
# The candidates file is never a shipped pack; the browser only reads it.

const AnswerTexts = preload("res://addons/level_editor/answer_texts.gd")
const BoardCanvas = preload("res://addons/level_editor/board_canvas.gd")
const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditorModes = preload("res://addons/level_editor/editor_modes.gd")
const HexBoardCanvas = preload("res://addons/level_editor/hex_board_canvas.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")

const CANDIDATES_DIR = "res://build/candidates"
const THUMB_BOARD = Vector2(190, 130)
const COLUMNS = 4

var tools = null  # the panel's CoreTools
var mode = EditorModes.NUMBER_STROKE
var receiver = null  # the Levels screen: take_level(level, mode, source), open_pack, select_level
var target_path = ""  # the pack shown in the Levels screen ("" for none)
var candidates_dir = CANDIDATES_DIR
var file_path = ""  # the candidates file shown
var levels = []  # its levels
var rows = {}  # level id -> validate's row
var selected = -1  # the level inspected

var _fields = {}  # name -> control
var _grid: GridContainer
var _previews = {}  # mode -> the inspecting board
var _details: RichTextLabel
var _status: Label
var _busy = false
var _built = false
var _file_mode = EditorModes.NUMBER_STROKE  # the mode of the candidates file shown


func _ready() -> void:
	if not _built:
		_built = true
		_build()


# Opens the browser for `shown_mode`, adding to `shown_path` (the pack shown) through
# `levels_screen`.
func show_for(shown_mode: String, shown_path: String, levels_screen: Object) -> void:
	mode = shown_mode
	receiver = levels_screen
	target_path = shown_path
	var hex = mode == EditorModes.HEX_WALLS
	window_title = "%s candidates" % EditorModes.title(mode)
	for name in ["Cells"]:
		_fields[name].get_parent().visible = not hex
	for name in ["Radius", "Trim", "Turning"]:
		_fields[name].get_parent().visible = hex
	if not levels.empty() and _mode_of_file() != mode:
		_show_levels([], {})
	_update_buttons()
	popup_centered_ratio(0.85)


# Generates candidates with the options set into a new file, then shows them; the run.
func generate():
	if _busy:
		return {}
	Directory.new().make_dir_recursive(candidates_dir)
	var seed_value = int(_fields["Seed"].value)
	var count = int(_fields["Count"].value)
	var name = "seed-%d-cells-%d" % [seed_value, int(_fields["Cells"].value)]
	if mode == EditorModes.HEX_WALLS:
		name = (
			"hex-seed-%d-radius-%d-turning-%d"
			% [seed_value, int(_fields["Radius"].value), int(_fields["Turning"].value)]
		)
	var out = PackFiles.new_file_path(candidates_dir.plus_file(name))
	var where = ProjectSettings.globalize_path(out)
	var args = CoreTools.generate_args(seed_value, int(_fields["Cells"].value), count, where)
	if mode == EditorModes.HEX_WALLS:
		args = CoreTools.generate_hex_args(
			seed_value,
			int(_fields["Radius"].value),
			int(_fields["Trim"].value),
			int(_fields["Turning"].value),
			count,
			where
		)
	_say("Generating %d candidates …" % count)
	var run = yield(_run(args), "completed")
	if run["code"] != 0:
		_say("Generate failed (exit %d): %s" % [run["code"], run["output"].strip_edges()])
		return run
	yield(load_file(out), "completed")
	return run


# Shows the candidates of a file, with validate's verdict on each.
func load_file(path: String):
	var read = PackFiles.read_pack(path)
	if not read["error"].empty():
		_say("Cannot read %s: %s" % [path, read["error"]])
		yield(get_tree(), "idle_frame")
		return
	file_path = path
	_file_mode = read["mode"]
	_say("Checking %d candidates …" % read["value"]["levels"].size())
	var strict = EditorModes.of(read["mode"])["strict"]
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
	for each in _previews:
		_previews[each].visible = each == _mode_of_file()
	_previews[_mode_of_file()].show_level(level)
	_previews[_mode_of_file()].heading = str(level.get("id", ""))
	_details.bbcode_text = _details_text(level, rows.get(str(level.get("id")), {}))
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
	for each in _previews:
		_previews[each].show_level({})
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
	var board = (HexBoardCanvas if _mode_of_file() == EditorModes.HEX_WALLS else BoardCanvas).new()
	board.interactive = false
	board.rect_min_size = THUMB_BOARD
	board.size_flags_vertical = SIZE_EXPAND_FILL
	box.add_child(board)
	board.show_level(level)
	board.margin_units = 0
	var label = Label.new()
	label.text = _caption(level, row)
	label.mouse_filter = MOUSE_FILTER_IGNORE
	if not row.empty() and not row["ok"]:
		label.add_color_override("font_color", Color(AnswerTexts.ORANGE))
	box.add_child(label)
	return button


# "90-1 · N 12" / "clues 1,5 · easy" (Hex Walls: its numbers and walls, ok or why not).
static func _caption(level: Dictionary, row: Dictionary) -> String:
	var cells = level.get("cells", []) if typeof(level.get("cells")) == TYPE_ARRAY else []
	var first = "%s · N %d" % [str(level.get("id", "?")), cells.size()]
	if row.empty():
		return first + "\n(no verdict)"
	var second = AnswerTexts.givens_text(row).replace("numbers ", "#").replace(
		"turning walls", "turning"
	)
	var verdict = str(row.get("grade", "ok")) if row["ok"] else "FAIL"
	if not row["ok"] and not row.get("notes", []).empty():
		verdict = str(row["notes"][0])
	return "%s\n%s · %s" % [first, second, verdict]


static func _details_text(level: Dictionary, row: Dictionary) -> String:
	var lines = []
	if not row.empty():
		lines.append(AnswerTexts.validate_summary(row))
		if not row.get("notes", []).empty():
			lines.append("notes: " + PoolStringArray(row["notes"]).join("; "))
	if level.has("teach"):
		lines.append("teach: " + str(level["teach"]).replace("[", "(").replace("]", ")"))
	return PoolStringArray(lines).join("\n")


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


func _run(args: Array):
	_busy = true
	_fields["Generate"].disabled = true
	var job = tools.start(args)
	yield(get_tree(), "idle_frame")
	while not tools.finished(job):
		yield(get_tree(), "idle_frame")
	_busy = false
	_fields["Generate"].disabled = false
	return job["result"]


func _say(text: String) -> void:
	_status.text = text


func _build() -> void:
	var root = VBoxContainer.new()
	root.set_anchors_and_margins_preset(PRESET_WIDE)
	root.margin_left = 8
	root.margin_top = 8
	root.margin_right = -8
	root.margin_bottom = -8
	add_child(root)
	var options = HBoxContainer.new()
	root.add_child(options)
	_spin(
		options, "Seed", "seed", 0, 999999, 1, "Generator seed (the same seed, the same candidates)"
	)
	_spin(options, "Cells", "N", 3, 22, 12, "Cells per candidate (N)")
	_spin(options, "Radius", "radius", 1, 5, 2, "Board radius")
	_spin(options, "Trim", "trim", 0, 12, 2, "Rim hexes removed at random")
	_spin(options, "Turning", "turning", 0, 4, 1, "Turning walls per level")
	_spin(options, "Count", "K", 1, 24, 8, "How many candidates")
	var generate = Button.new()
	generate.text = "Generate"
	generate.hint_tooltip = "python -m core generate … --out build/candidates/<a new file>"
	generate.connect("pressed", self, "generate")
	options.add_child(generate)
	_fields["Generate"] = generate
	_status = Label.new()
	_status.size_flags_horizontal = SIZE_EXPAND_FILL
	_status.clip_text = true
	options.add_child(_status)
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
	var inspect_box = VBoxContainer.new()
	inspect_box.rect_min_size = Vector2(360, 0)
	body.add_child(inspect_box)
	for each in EditorModes.ids():
		var board = (HexBoardCanvas if each == EditorModes.HEX_WALLS else BoardCanvas).new()
		board.interactive = false
		board.rect_min_size = Vector2(360, 300)
		board.size_flags_vertical = SIZE_EXPAND_FILL
		board.visible = each == mode
		inspect_box.add_child(board)
		_previews[each] = board
	_details = RichTextLabel.new()
	_details.bbcode_enabled = true
	_details.selection_enabled = true
	_details.rect_min_size = Vector2(0, 150)
	inspect_box.add_child(_details)
	var buttons = HBoxContainer.new()
	inspect_box.add_child(buttons)
	for item in [["Add", "add_selected"], ["Open", "_open_file"]]:
		var button = Button.new()
		button.connect("pressed", self, item[1])
		buttons.add_child(button)
		_fields[item[0]] = button
	_fields["Open"].text = "Open the file"
	_fields["Open"].hint_tooltip = "Open the whole candidates file in the Levels screen"
	_update_buttons()


func _spin(
	parent: Control, name: String, prefix: String, low: int, high: int, value: int, tip: String
) -> void:
	var box = HBoxContainer.new()
	parent.add_child(box)
	var spin = SpinBox.new()
	spin.name = name
	spin.min_value = low
	spin.max_value = high
	spin.value = value
	spin.prefix = prefix
	spin.hint_tooltip = tip
	box.add_child(spin)
	_fields[name] = spin
