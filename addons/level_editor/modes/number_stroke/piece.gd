tool
extends "res://addons/level_editor/path_piece/path_piece.gd"
# Number Stroke's editor piece: cells on the unit grid (board_canvas.gd), the tools Paint,
# Piece (the rectangles and I/L/S/T shapes of shape_catalog.gd, turned and mirrored), Erase,
# Number, 奇 odd and 偶 even (level_edits.gd), and the deduction grader's grade and trace.

enum Tool { PAINT, PIECE, ERASE, NUMBER, ODD, EVEN }

const LevelEdits = preload("res://addons/level_editor/modes/number_stroke/level_edits.gd")
const ShapeCatalog = preload("res://addons/level_editor/modes/number_stroke/shape_catalog.gd")

var current_tool = Tool.PAINT
var shape = ShapeCatalog.rectangle(1, 1)  # the piece the Piece tool places

onready var _tool_buttons: Container = $ToolBar/Tools
onready var _piece_picker: OptionButton = $ToolBar/PiecePicker


func _init() -> void:
	edits = LevelEdits


func _ready() -> void:
	if EditedScene.is_open(self):
		return
	for the_piece in ShapeCatalog.palette():
		_piece_picker.add_item(the_piece["name"])
	board.connect("unit_pressed", self, "_on_board_unit_pressed")
	board.connect("unit_dragged", self, "_on_board_unit_dragged")
	$Checks/Grade.connect("pressed", self, "_on_grade_pressed")
	select_tool(Tool.PAINT)


func title() -> String:
	return "Number Stroke"


func candidate_fields() -> Array:
	return [
		_seed_option(),
		_option("Cells", "N", 3, 22, 12, "Cells per candidate"),
		_count_option(8),
	]


func candidate_args(values: Dictionary, out_file: String) -> Array:
	var size = ["--seed", str(values["Seed"]), "--cells", str(values["Cells"])]
	return (
		["-m", "core", "generate", "--mode", mode_id]
		+ size
		+ ["--count", str(values["Count"]), "--out", out_file]
	)


func select_tool(which: int) -> void:
	current_tool = which
	for button in _tool_buttons.get_children():
		button.pressed = button.get_index() == which
	board.preview_piece = {}
	if which == Tool.PIECE:
		board.preview_piece = shape
	elif which == Tool.PAINT:
		board.preview_piece = ShapeCatalog.rectangle(1, 1)
	board.update()


func set_shape(new_shape: Dictionary) -> void:
	shape = new_shape
	select_tool(Tool.PIECE)


func _on_board_unit_pressed(unit: Vector2, button_index: int) -> void:
	var level = host.level()
	if level.empty():
		return
	var index = LevelEdits.cell_at(level, unit)
	if button_index == BUTTON_RIGHT or current_tool == Tool.ERASE:
		host.begin_stroke("Erase cell", LevelEdits, "erase_at", unit)
	elif current_tool == Tool.PAINT:
		host.begin_stroke("Paint cell", LevelEdits, "paint_unit", unit)
	elif current_tool == Tool.PIECE:
		_place_shape(level, unit)
	elif index == -1:
		return
	elif current_tool == Tool.NUMBER:
		host.edit_level("Set number", LevelEdits, "toggle_clue", [index, int(_number.value)])
	else:
		var parity = "odd" if current_tool == Tool.ODD else "even"
		host.edit_level("Mark %s" % parity, LevelEdits, "toggle_parity", [index, parity])


func _on_board_unit_dragged(unit: Vector2) -> void:
	host.stroke(unit)


# A piece goes on holes only; over cells it is refused (their numbers and marks would go
# with them) unless Shift is held, which replaces them.
func _place_shape(level: Dictionary, unit: Vector2) -> void:
	var covered = LevelEdits.covered_by(level, shape, unit)
	if not covered.empty() and not board.press_shift:
		var ids = PoolStringArray()
		for index in covered:
			ids.append(str(level["cells"][index].get("id", "?")))
		var message = (
			"[color=%s]Not placed:[/color] the %s would cover cell %s. Erase it first, or hold"
			+ " Shift and click to replace what it covers."
		)
		host.say(message % [RED, shape["name"], ids.join(", ")])
		return
	host.edit_level("Place %s" % shape["name"], LevelEdits, "place_piece", [shape, unit, true])


func _on_piece_picked(index: int) -> void:
	set_shape(ShapeCatalog.palette()[index])


func _on_rotate_pressed() -> void:
	set_shape(ShapeCatalog.rotated(shape))


func _on_mirror_pressed() -> void:
	set_shape(ShapeCatalog.mirrored(shape))


# The deduction grader: the grade, and on the board which technique fixed which step.
func _on_grade_pressed() -> void:
	var run = yield(
		host.ask_core("grade", CoreTools.grade_args(host.PACK, host.LEVEL)), "completed"
	)
	if run == null:
		return
	var answer = CoreTools.json_answer(run["output"])
	if not answer.has("grade"):
		host.failed(run, "Grade gave no answer for %s." % host.level_id())
		return
	board.show_trace(answer.get("trace", []), "Deduction: %s" % answer["grade"])
	host.say(PathAnswers.grade_summary(answer))
