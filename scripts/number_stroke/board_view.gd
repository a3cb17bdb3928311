extends Control
# The Number Stroke board: draws a level with the state of the session it is shown with, and turns
# one primary pointer (scripts/common/pointer_input.gd) into cell presses and drags. It reads the
# session but never commands it; the game screen does that when this emits.

signal cell_pressed(node)
signal cell_dragged(node)
signal pointer_released
signal celebration_finished

const Colors = preload("res://scripts/number_stroke/board_colors.gd")
const BoardGeometry = preload("res://scripts/number_stroke/board_geometry.gd")
const CellView = preload("res://scripts/number_stroke/cell_view.gd")
const PointerInput = preload("res://scripts/common/pointer_input.gd")
const ConnectorView = preload("res://scripts/number_stroke/connector_view.gd")
const NUMBER_FONT = preload("res://scenes/common/fonts/DejaVuSans-Bold.ttf")
const CJK_FONT = preload("res://scenes/common/fonts/DroidSansFallbackFull.ttf")

# Room kept free around the board: about a finger's width.
const FINGER_MARGIN = 48.0
const MAX_UNIT = 150.0
# Shape of the drawing, in fractions of a unit.
const CELL_INSET = 0.045
const CORNER_RADIUS = 0.16
const HALO_OUTSET = 0.035
const LINK_LENGTH = 0.3
const LINK_THICKNESS = 0.12
const NUMBER_SIZE = 0.42
# Two-digit numbers shrink so they clear the connectors.
const LONG_NUMBER_SIZE = 0.34
const START_NUMBER_SIZE = 0.62
const PARITY_SIZE = 0.34
const PARITY_WORD_SIZE = 0.24
const CLUE_BORDER = 0.06
const START_BORDER = 0.045
# Light borders (start clue, reached clues) sit this far inside the fill, ink ones on the edge.
const LIGHT_BORDER_GAP = 0.06
const DIMMED_ALPHA = 0.3
# Animation times in seconds (GDD §6).
const POP_TIME = 0.08
const FADE_TIME = 0.14
const FLASH_TIME = 0.32
const UNDO_TIME = 0.12
const SHAKE_TIME = 0.28
const SWEEP_TIME = 0.26
const CLEAR_HOLD = 0.5

var level = {}
var session = null
var geometry = null
var unit = 0.0
var origin = Vector2.ZERO
var _cells = []
var _links = []
var _fonts = {}
# node -> {Vector2(border width, gap): stroke path inside the outline}
var _border_paths = {}
var _ring_of = {}
var _dimmed = []
var _bright = false
var _pointer = PointerInput.new()

onready var _tween = $Tween
onready var _cell_layer = $Cells
onready var _link_layer = $Links


func _ready():
	_pointer.name = "PointerInput"
	_pointer.hit_test = funcref(self, "_hit")
	_pointer.sticky = funcref(self, "_is_visited")
	_pointer.connect("pressed", self, "_on_pointer_pressed")
	_pointer.connect("dragged", self, "_on_pointer_dragged")
	_pointer.connect("released", self, "_on_pointer_released")
	add_child(_pointer)
	connect("resized", self, "_layout")
	_settings().connect("changed", self, "refresh")


func show_session(new_level, new_session):
	level = new_level
	session = new_session
	geometry = BoardGeometry.new(level)
	_tween.remove_all()
	for layer in [_cell_layer, _link_layer]:
		for child in layer.get_children():
			layer.remove_child(child)
			child.queue_free()
	_cells = []
	_links = []
	for _node in range(geometry.cell_count):
		var cell = CellView.new()
		cell.fonts = self
		_cell_layer.add_child(cell)
		_cells.append(cell)
	_ring_of = {}
	_dimmed = []
	_bright = false
	_pointer.cancel()
	_layout()


# A DynamicFont of the number face at `pixels`, shared by all cells.
func font(pixels):
	if not _fonts.has(pixels):
		var face = DynamicFont.new()
		face.font_data = NUMBER_FONT
		face.add_fallback(CJK_FONT)
		face.size = pixels
		face.use_filter = true
		_fonts[pixels] = face
	return _fonts[pixels]


# The node under a point local to this control, or -1.
func node_at(point, dead_zone):
	if geometry == null or unit <= 0.0:
		return -1
	return geometry.node_at((point - origin) / unit, dead_zone)


# The drawn cell of a node (a cell_view.gd), for tests and tools that look at what is shown.
func cell_view(node):
	return _cells[node]


# Where a point given in units lies on the canvas (for gestures built by tests and tools).
func canvas_point(unit_point):
	return get_global_transform_with_canvas().xform(origin + unit_point * unit)


# Restyles every cell and connector from the session; stops any shake.
func refresh():
	if session == null:
		return
	for node in range(_cells.size()):
		_tween.remove(_cells[node], "set_shake")
		_cells[node].set_shake(1.0)
		_style_cell(node)
	var path = session.path
	while _links.size() < path.size() - 1:
		var link = ConnectorView.new()
		_link_layer.add_child(link)
		_links.append(link)
	for i in range(_links.size()):
		var link = _links[i]
		if i < path.size() - 1:
			_tween.remove(link, "grow")
			link.grow = 1.0
			link.visible = true
			_place_link(link, path[i], path[i + 1])
		elif link.visible and link.grow > 0.0 and not _reduced_motion():
			# Cut off: the connector draws back in.
			_tween.interpolate_property(link, "grow", link.grow, 0.0, UNDO_TIME)
			_tween.start()
		else:
			link.visible = false


func show_hint(hint):
	_ring_of = {}
	for node in hint.get("highlight", []):
		_ring_of[node] = Colors.AMBER
	_dimmed = hint.get("dimmed", [])
	refresh()
	for node in _ring_of:
		pop_cell(node)


# Drops the hint's rings and dimming from the next refresh on.
func clear_hint():
	_ring_of = {}
	_dimmed = []


# Append feedback: the cell pops back to full size, its number fades in, its connector pops.
func pop_cell(node):
	var cell = _cells[node]
	_tween.interpolate_property(cell, "text_alpha", 0.0, 1.0, FADE_TIME)
	if not _reduced_motion():
		_tween.interpolate_property(
			cell,
			"scale",
			Vector2(0.86, 0.86),
			Vector2.ONE,
			POP_TIME,
			Tween.TRANS_BACK,
			Tween.EASE_OUT
		)
		var index = session.path.find(node)
		if index > 0:
			_tween.interpolate_property(_links[index - 1], "grow", 0.0, 1.0, POP_TIME)
	_tween.start()


func shake_cell(node):
	if _reduced_motion():
		return
	_tween.interpolate_method(_cells[node], "set_shake", 0.0, 1.0, SHAKE_TIME)
	_tween.start()


# The "you reasoned right" reward: the outline flashes white once.
func flash_cell(node):
	_tween.interpolate_property(_cells[node], "flash", 1.0, 0.0, FLASH_TIME)
	_tween.start()


# Clear: the path brightens, connectors sweep in along it, then celebration_finished.
func celebrate():
	_bright = true
	refresh()
	var hold = CLEAR_HOLD
	if not _reduced_motion():
		var links = session.path.size() - 1
		for i in range(links):
			_links[i].grow = 0.0
			var delay = SWEEP_TIME * i / max(links, 1)
			_tween.interpolate_property(
				_links[i], "grow", 0.0, 1.0, POP_TIME, Tween.TRANS_SINE, Tween.EASE_OUT, delay
			)
		hold += SWEEP_TIME
	_tween.interpolate_callback(self, hold, "emit_signal", "celebration_finished")
	_tween.start()


func _layout():
	if geometry == null:
		return
	var room = rect_size - Vector2(FINGER_MARGIN, FINGER_MARGIN) * 2.0
	var board_units = Vector2(max(geometry.width, 1), max(geometry.height, 1))
	unit = max(1.0, min(MAX_UNIT, min(room.x / board_units.x, room.y / board_units.y)))
	origin = ((rect_size - board_units * unit) / 2.0).floor()
	_pointer.unit = unit
	_border_paths = {}
	for node in range(_cells.size()):
		var anchor = geometry.anchor_of(node)
		var cell = _cells[node]
		cell.unit = unit
		cell.place(origin + anchor * unit)
		cell.outline = _pixels(
			geometry.rounded_outline_of(node, CELL_INSET, CORNER_RADIUS, 6), anchor
		)
		cell.halo = _pixels(
			geometry.rounded_outline_of(node, -HALO_OUTSET, CORNER_RADIUS + HALO_OUTSET, 6), anchor
		)
		var first_unit = geometry.outline_of(node)[0]
		cell.corner_point = (first_unit + Vector2(0.24, 0.2) - anchor) * unit
	refresh()


func _pixels(unit_points, anchor):
	var points = PoolVector2Array()
	for point in unit_points:
		points.append((point - anchor) * unit)
	return points


func _style_cell(node):
	var cell = _cells[node]
	var old_fill = cell.fill
	var step = session.step_of(node)
	var clue = session.effective_clue(node)
	var parity = _parity_mark(level["cells"][node].get("parity", ""))
	var requirement = str(clue) if clue > 0 else parity
	cell.text_size = NUMBER_SIZE
	cell.sub_text = parity if clue > 0 or step > 0 else ""
	cell.corner_text = ""
	cell.striped = false
	cell.border_color = Colors.INK
	cell.border_width = CLUE_BORDER if requirement != "" else 0.0
	cell.text_color = Colors.INK
	if step == 0:
		cell.fill = Colors.CELL
		cell.text = requirement
		if clue == 1 and session.path.empty():
			# The start clue invites the first touch.
			cell.fill = Colors.ACCENT
			cell.text_color = Colors.WHITE
			cell.text_size = START_NUMBER_SIZE
			cell.border_color = Colors.LIGHT
			cell.border_width = START_BORDER
		elif clue == 0 and parity != "":
			# 奇 / 偶 is one glyph; odd / even need a smaller face to fit.
			cell.text_size = PARITY_SIZE if parity.length() == 1 else PARITY_WORD_SIZE
	elif node in session.conflicts:
		# Red with the actual step; the requirement stays readable in the corner.
		cell.fill = Colors.CONFLICT
		cell.text = str(step)
		cell.text_color = Colors.WHITE
		cell.sub_text = ""
		cell.corner_text = requirement
		cell.striped = _settings().high_contrast
		cell.border_width = 0.0
	else:
		cell.fill = Colors.VISITED_BRIGHT if _bright else Colors.VISITED
		cell.text = str(step)
		cell.border_color = Colors.LIGHT
		cell.border_width = START_BORDER if requirement != "" else 0.0
	if cell.text_size == NUMBER_SIZE and cell.text.length() > 1:
		cell.text_size = LONG_NUMBER_SIZE
	var gap = LIGHT_BORDER_GAP if cell.border_color == Colors.LIGHT else 0.0
	cell.border_path = _border_path(node, cell.border_width, gap)
	_fade_fill(cell, old_fill)
	cell.ring_color = _ring_of.get(node, Color(0, 0, 0, 0))
	cell.modulate.a = DIMMED_ALPHA if node in _dimmed else 1.0
	cell.update()


# A cell that leaves the path fades back to its unvisited colour instead of snapping.
func _fade_fill(cell, old_fill):
	var new_fill = cell.fill
	_tween.remove(cell, "fill")
	var was_visited = old_fill in [Colors.VISITED, Colors.VISITED_BRIGHT, Colors.CONFLICT]
	if was_visited and new_fill in [Colors.CELL, Colors.ACCENT]:
		_tween.interpolate_property(cell, "fill", old_fill, new_fill, UNDO_TIME)
		_tween.start()


# The line a border of `width` is stroked along so that it lies `gap` inside the cell's edge.
func _border_path(node, width, gap):
	if width <= 0.0:
		return PoolVector2Array()
	var key = Vector2(width, gap)
	if not _border_paths.has(node):
		_border_paths[node] = {}
	if not _border_paths[node].has(key):
		var inset = CELL_INSET + gap + width / 2.0
		var radius = max(0.02, CORNER_RADIUS - gap - width / 2.0)
		var unit_points = geometry.rounded_outline_of(node, inset, radius, 6)
		_border_paths[node][key] = _pixels(unit_points, geometry.anchor_of(node))
	return _border_paths[node][key]


func _place_link(link, from_node, to_node):
	var edge = geometry.shared_edge(from_node, to_node)
	link.position = origin + edge[0] * unit
	link.direction = Vector2(abs(edge[1].x), abs(edge[1].y))
	link.length = LINK_LENGTH * unit
	link.thickness = LINK_THICKNESS * unit
	link.modulate.a = DIMMED_ALPHA if from_node in _dimmed or to_node in _dimmed else 1.0
	link.update()


func _parity_mark(parity):
	if parity == "odd":
		return tr("parity_odd")
	if parity == "even":
		return tr("parity_even")
	return ""


func _gui_input(event):
	if session != null:
		_pointer.gui_input(event)


# The node under a point at the pointer's dead zone (PointerInput's hit test).
func _hit(point, dead_zone):
	return node_at(point, dead_zone)


func _on_pointer_pressed(node):
	emit_signal("cell_pressed", node)


func _on_pointer_dragged(node):
	emit_signal("cell_dragged", node)


func _on_pointer_released():
	emit_signal("pointer_released")


# A visited cell under the finger wins over the cells crossed on the way to it.
func _is_visited(node):
	return session != null and session.step_of(node) > 0


func _reduced_motion():
	return _settings().reduced_motion


func _settings():
	return get_node("/root/Settings")
