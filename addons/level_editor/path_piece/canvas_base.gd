tool
extends "res://addons/level_editor/board_control.gd"
# What both boards of the level editor share (board_canvas.gd: Number Stroke's unit grid,
# hex_board_canvas.gd: Hex Walls' hexes): the core's answers drawn over a level — a heading,
# a solution path with its step numbers, marked cells, suggestions, the deduction trace of the
# grader (each step's disc coloured by the technique that fixed it, a legend, "?" on cells
# whose step needs a guess) — and the look they share. A mode's board draws its own cells,
# walls and input; it calls the helpers here for the labels.

signal stroke_finished
signal suggestion_pressed(index)

const BACKGROUND = Color("#1d2130")
const GRID = Color("#2e3447")
const CELL = Color("#dfe3ee")
const OUTLINE = Color("#23243a")
const INK = Color("#23243a")
const PATH = Color("#6a5cf5")
const SUGGESTION = Color("#2fb36d")
# what a marked cell (or wall) means (set by the panel from the core's answers)
const MARK_COLORS = {
	"error": Color("#e5484d"),
	"redundant": Color("#f5a524"),
	"removable": Color("#3e9bf5"),
	"differs": Color("#e5484d"),
	"open": Color("#9aa0b4"),
}
# the grader's techniques (core/modes/number_stroke/grade.py), cheapest first
const TECHNIQUE_COLORS = {
	"number": Color("#5b6178"),
	"mark": Color("#5b6178"),
	"only-cell": Color("#2fb36d"),
	"distance": Color("#12a4b6"),
	"next-door": Color("#3e9bf5"),
	"dead-end": Color("#f5a524"),
	"pocket": Color("#e0609a"),
	"lookahead": Color("#e5484d"),
}
const OTHER_TECHNIQUE = Color("#8a63d2")
const HEADING_HEIGHT = 28.0
const LEGEND_HEIGHT = 24.0

var level = {}  # the level dictionary drawn (owned by the pack document)
var heading = ""  # drawn above the board
var path_ids = []  # a solution as cell ids, step 1 first
var marks = {}  # cell id -> a key of MARK_COLORS
var suggestions = []  # the core's suggestions, drawn as green badges; a click puts one
# the grader's trace: cell id -> {"step", "technique"} of the deduction that fixed its step
var trace = {}
var margin_units = 2  # free room shown around the board so it can grow (mode's units)

var _unit_pixels = 32.0  # pixels per board unit (a grid unit, or a hex's size)


# Shows a level with a view fitted to it; keep_view: the same level after an edit.
func show_level(new_level: Dictionary, keep_view := false) -> void:
	level = new_level
	_level_shown(keep_view)
	clear_answers()


# One of two solutions side by side (no free room: two boards share the width); cells from
# step `parted` + 1 on, where the solutions part, are marked.
func show_solution(new_level: Dictionary, path: Array, parted: int, title: String) -> void:
	show_level(new_level)
	margin_units = 0
	path_ids = path
	for step in range(parted, path.size()):
		marks[path[step]] = "differs"
	heading = title
	update()


# The grader's trace on the board: each fixed step on its cell, coloured by technique;
# cells never fixed ("open": a guess would be needed) get a "?".
func show_trace(entries: Array, title: String) -> void:
	clear_answers()
	for entry in entries:
		var step = int(entry.get("step", 0))
		var cell = str(entry.get("cell", ""))
		if step > 0 and not cell.empty() and not trace.has(cell):
			trace[cell] = {"step": step, "technique": str(entry.get("technique", ""))}
	for cell in _cells():
		if not trace.has(cell.get("id")):
			marks[cell.get("id")] = "open"
	heading = title
	update()


func clear_answers() -> void:
	heading = ""
	path_ids = []
	marks = {}
	suggestions = []
	trace = {}
	update()


static func technique_colour(technique: String) -> Color:
	return TECHNIQUE_COLORS.get(technique, OTHER_TECHNIQUE)


# ---- for the modes' boards ----


# Called when a level is shown (keep_view: after an edit of the same level).
func _level_shown(_keep_view: bool) -> void:
	pass


# The level's cells ([] when it has none).
func _cells() -> Array:
	return level["cells"] if typeof(level.get("cells")) == TYPE_ARRAY else []


# Where the board may be drawn: below the heading, above the trace's legend, inside a border.
func _room() -> Rect2:
	var bottom = 8.0 + (LEGEND_HEIGHT if not trace.empty() else 0.0)
	return Rect2(Vector2(8, HEADING_HEIGHT), rect_size - Vector2(16, HEADING_HEIGHT + bottom))


func _draw_background() -> void:
	draw_rect(Rect2(Vector2.ZERO, rect_size), BACKGROUND)
	if not heading.empty():
		var font = get_font("font", "Label")
		draw_string(font, Vector2(8, font.get_ascent() + 4), heading, Color.white)


# cell id -> its step on the path shown (or fixed by the trace)
func _steps_shown() -> Dictionary:
	var steps = {}
	for i in range(path_ids.size()):
		steps[path_ids[i]] = i + 1
	for cell in trace:
		steps[cell] = trace[cell]["step"]
	return steps


func _step_colour(cell_id: String) -> Color:
	return technique_colour(trace[cell_id]["technique"]) if trace.has(cell_id) else PATH


# A cell's step on a disc (ringed when the step was a given number).
func _draw_step(font: Font, centre: Vector2, step: int, given: bool, cell_id: String) -> void:
	if given:  # a ring tells the given numbers from the steps the solver found
		draw_circle(centre, _unit_pixels * 0.31, INK)
	draw_circle(centre, _unit_pixels * 0.26, _step_colour(cell_id))
	_draw_centred(font, str(step), centre, Color.white, _label_scale())


func _draw_open(font: Font, centre: Vector2) -> void:
	_draw_centred(font, "?", centre, MARK_COLORS["error"].darkened(0.2), _label_scale() * 1.2)


func _draw_path_through(points: PoolVector2Array) -> void:
	if points.size() >= 2:
		draw_polyline(points, PATH, max(2.0, _unit_pixels * 0.1), true)


# The colours of the techniques the trace used, along the bottom.
func _draw_legend() -> void:
	if trace.empty():
		return
	var font = get_font("font", "Label")
	var used = []
	for cell in trace:
		if not trace[cell]["technique"] in used:
			used.append(trace[cell]["technique"])
	var ordered = []  # the catalogue's order, then any technique it does not know
	for technique in TECHNIQUE_COLORS.keys() + used:
		if technique in used and not technique in ordered:
			ordered.append(technique)
	var x = 10.0
	var y = rect_size.y - LEGEND_HEIGHT / 2 - 4
	for technique in ordered:
		draw_circle(Vector2(x + 6, y), 6, technique_colour(technique))
		draw_string(font, Vector2(x + 16, y + font.get_ascent() / 2 - 1), technique, Color.white)
		x += 30 + font.get_string_size(technique).x
	if marks.values().has("open"):
		_draw_centred(font, "?", Vector2(x + 6, y), MARK_COLORS["error"], 1.2)
		draw_string(font, Vector2(x + 16, y + font.get_ascent() / 2 - 1), "guess", Color.white)


# The suggested numbers' badges ("+4") `below` units under their cells' middles (`centres`: cell
# id -> middle); two or more on one cell sit side by side, a little smaller.
func _draw_number_badges(font: Font, centres: Dictionary, below: float) -> void:
	for i in range(suggestions.size()):
		var cell = str(suggestions[i].get("cell", ""))
		if centres.has(cell) and suggestions[i].get("kind", "number") == "number":
			var shared = _numbers_suggested_on(cell).size() > 1
			var at = centres[cell] + Vector2(badge_offset(i), below * _unit_pixels)
			var scale = _label_scale() * (0.8 if shared else 1.0)
			var number = int(suggestions[i].get("number", suggestions[i].get("clue", 0)))
			_draw_centred(font, "+%d" % number, at, SUGGESTION.darkened(0.3), scale)


# The suggestion a left press `x_offset` pixels right of a cell's middle means (the nearest
# badge of the cell's), -1 for none.
func _number_suggestion_at(cell_id: String, x_offset: float) -> int:
	var picked = -1
	for i in _numbers_suggested_on(cell_id):
		var off = abs(badge_offset(i) - x_offset)
		if picked == -1 or off < abs(badge_offset(picked) - x_offset):
			picked = i
	return picked


# The numbers suggested for a cell (their indices, in the core's order).
func _numbers_suggested_on(cell_id: String) -> Array:
	var found = []
	for i in range(suggestions.size()):
		var item = suggestions[i]
		if str(item.get("cell", "")) == cell_id and item.get("kind", "number") == "number":
			found.append(i)
	return found


# Where the badge of suggestion `index` sits, right of its cell's middle (pixels).
func badge_offset(index: int) -> float:
	var on_cell = _numbers_suggested_on(str(suggestions[index].get("cell", "")))
	var width = get_font("font", "Label").get_string_size("+00").x * _label_scale() * 0.8 + 4.0
	return (on_cell.find(index) - (on_cell.size() - 1) / 2.0) * width


# Numbers grow with the units, up to twice the editor's font size.
func _label_scale() -> float:
	return clamp(_unit_pixels / 40.0, 1.0, 2.0)


func _draw_centred(font: Font, text: String, centre: Vector2, colour: Color, scale := 1.0) -> void:
	if text.empty():
		return
	var size = font.get_string_size(text) * scale
	var baseline = centre + Vector2(-size.x / 2, font.get_ascent() * scale - size.y / 2)
	draw_set_transform(baseline, 0.0, Vector2.ONE * scale)
	draw_string(font, Vector2.ZERO, text, colour)
	draw_set_transform(Vector2.ZERO, 0.0, Vector2.ONE)
