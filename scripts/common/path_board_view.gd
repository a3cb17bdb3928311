extends Control
# The common part of the path modes' boards (Number Stroke, Hex Walls): showing a session (the
# last level's views dropped, the hint and feedback reset), the pointer
# (scripts/common/pointer_input.gd) turned into cell presses and drags, the hint's rings and
# dimming, the links along the path (link_bar.gd, dimmed with their cells), each cell styled from
# the session, and the cell and link feedback (pop, shake, flash, a cell fading back when it
# leaves the path, the clear's sweep); a change of the settings refreshes it. A board extends it,
# adds $Tween, $Cells and $Links, and provides _make_views() (its path_cell_view.gd views through
# _add_cell, and what else it draws, in _own_layers()), node_at(point, dead_zone), centre_of(node),
# refresh() (which calls _restyle()), _place_link(link, a, b), _layout() and the cell styling
# hooks (_cell_sizes(), _border_line(); _requirement(), _style_more(), _ring_more() where it draws
# more than numbers). It reads the session but never commands it; the game screen does that when
# this emits.

signal cell_pressed(node)
signal cell_dragged(node)
signal pointer_released
signal celebration_finished

const PointerInput = preload("res://scripts/common/pointer_input.gd")
const LinkBar = preload("res://scripts/common/link_bar.gd")
const PathColors = preload("res://scripts/common/path_colors.gd")
const NUMBER_FONT = preload("res://scenes/common/fonts/DejaVuSans-Bold.ttf")
# Bold Chinese (奇 / 偶) beside the bold digits; Droid Sans Fallback for anything else.
const CJK_BOLD_FONT = preload("res://scenes/common/fonts/NotoSansSC-Bold-subset.otf")
const CJK_FONT = preload("res://scenes/common/fonts/DroidSansFallbackFull.ttf")
# The number face is rendered at a few sizes an octave apart and a text drawn from the smallest
# at least as large, scaled down (mipmapped): a face at each text size rendered its glyphs again
# for every new cell size, 6-9 ms of a level's first frame (a new face about 1 ms, its ten digits
# 2.5-3 ms). warm_up() renders their glyphs ahead, one a frame (up to about 1.5 ms for the
# largest face) while the board is hidden, so that a level opened later finds them.
const FACE_SIZES = [64, 32, 128]  # in the order their glyphs are rendered
# pixels -> DynamicFont (number_face()), "rendered" -> how many of _glyphs() are; kept for the
# whole run by every board (a const Dictionary can still be written: GDScript 3 has no static
# variables).
const FACES = {}

const DIMMED_ALPHA = 0.3
# Animation times in seconds.
const POP_TIME = 0.08
const FADE_TIME = 0.14
const FLASH_TIME = 0.32
const UNDO_TIME = 0.12
const SHAKE_TIME = 0.28
const SWEEP_TIME = 0.26
const CLEAR_HOLD = 0.5
# The fills of a cell off the path: a cell that leaves the path fades back to one of them.
const UNVISITED_FILLS = [PathColors.CELL, PathColors.CELL_HIGH_CONTRAST, PathColors.ACCENT]

var level = {}
var session = null
var _cells = []
var _links = []
var _ring_of = {}
var _dimmed = []
var _bright = false
var _pointer = PointerInput.new()

onready var _tween = $Tween
onready var _cell_layer = $Cells
onready var _link_layer = $Links


func _ready():
	set_process(false)
	_pointer.name = "PointerInput"
	_pointer.hit_test = funcref(self, "_hit")
	_pointer.sticky = funcref(self, "_is_visited")
	_pointer.connect("pressed", self, "_on_pointer_pressed")
	_pointer.connect("dragged", self, "_on_pointer_dragged")
	_pointer.connect("released", self, "_on_pointer_released")
	add_child(_pointer)
	connect("resized", self, "_layout")
	_settings().connect("changed", self, "refresh")
	add_to_group("probe")


# Every cell's centre by id, for the release tests' probe (scripts/autoload/probe.gd).
func probe_targets() -> Dictionary:
	var targets = {}
	for i in range(level.get("cells", []).size()):
		targets["cell:%s" % level["cells"][i]["id"]] = centre_of(i)
	return targets


# The hooks a board overrides.


# Makes the views of `level` (show_session has dropped the last level's): each cell's through
# _add_cell, in node order, and the board's own.
func _make_views():
	pass


# The layers of the board's own views beside $Cells and $Links, emptied for a new level.
func _own_layers():
	return []


# The node under a point local to this control, or -1.
func node_at(_point, _dead_zone):
	return -1


# The centre of a node, local to this control.
func centre_of(_node):
	return Vector2.ZERO


# Restyles every cell and link from the session (_restyle()) and what else the board draws.
func refresh():
	pass


# Lays the board out in the control.
func _layout():
	pass


# The Settings autoload.
func _settings():
	return Engine.get_main_loop().root.get_node("Settings")


# Places a link between two consecutive path nodes (its position, direction, size, colour).
func _place_link(_link, _from_node, _to_node):
	pass


# The board's cell measures, in fractions of its unit: "number", "long_number" (two digits),
# "start_number" (the 1 that invites the first touch), "clue_border", "start_border" (the light
# border of the start and of reached numbers), "light_gap" (how far a light border sits inside
# the fill), "high_contrast_edge" (unvisited cells' edge) and "conflict_edge" (a conflict's ink
# edge in high contrast).
func _cell_sizes():
	return {}


# The line a border of `width` is stroked along, `gap` inside the cell's edge.
func _border_line(_node, _width, _gap):
	return PoolVector2Array()


# What a node asks for, shown on it while unvisited and in a conflict's corner: its number.
func _requirement(_node, number):
	return str(number) if number > 0 else ""


# A board's own touches to a cell styled from `step` (0 off the path) and `number`, before the
# long-number size and the border line are worked out.
func _style_more(_cell, _node, _step, _number, _high_contrast):
	pass


# A board's own touches to a cell's ring, once the hint's ring is set.
func _ring_more(_cell, _node, _step, _high_contrast):
	pass


# The common API.


# Shows `new_level` with the state of `new_session`: the last level's views, links, hint and
# feedback go, the board makes its views (_make_views) and lays them out.
func show_session(new_level, new_session):
	level = new_level
	session = new_session
	_tween.remove_all()
	for layer in [_cell_layer, _link_layer] + _own_layers():
		for child in layer.get_children():
			layer.remove_child(child)
			child.queue_free()
	_cells = []
	_links = []
	_ring_of = {}
	_dimmed = []
	_bright = false
	_pointer.cancel()
	_make_views()
	_layout()


# The DynamicFont of the number face a text of `pixels` is drawn from (scaled by pixels / its
# size): the smallest of FACE_SIZES at least as large, else the largest. Shared by all cells and
# boards (FACES).
static func number_face(pixels):
	var size = FACE_SIZES.max()
	for each in FACE_SIZES:
		if each >= pixels and each < size:
			size = each
	if not FACES.has(size):
		var face = DynamicFont.new()
		face.font_data = NUMBER_FONT
		face.add_fallback(CJK_BOLD_FONT)
		face.add_fallback(CJK_FONT)
		face.size = size
		face.use_filter = true
		face.use_mipmaps = true
		FACES[size] = face
	return FACES[size]


# Renders ahead the glyphs cells may draw (what a level's first frame drew otherwise), one a
# frame while the board is hidden (its level list is up and built: the parent calls it then).
func warm_up():
	set_process(is_warming_up())


# True while glyphs are left to render ahead.
func is_warming_up():
	return FACES.get("rendered", 0) < _glyphs().size()


# The next glyph rendered ahead, [size, character]; a shown board's frames are the player's.
func _process(_delta):
	if is_visible_in_tree():
		return
	var glyphs = _glyphs()
	var done = FACES.get("rendered", 0)
	if done < glyphs.size():
		number_face(glyphs[done][0]).get_string_size(glyphs[done][1])
		FACES["rendered"] = done + 1
	set_process(done + 1 < glyphs.size())


# [size, character] for every face size and what cells write: digits and the parity marks.
func _glyphs():
	var glyphs = []
	for size in FACE_SIZES:
		for character in "0123456789" + tr("parity_odd") + tr("parity_even"):
			glyphs.append([size, character])
	return glyphs


# The drawn cell of a node, for tests and tools that look at what is shown.
func cell_view(node):
	return _cells[node]


# A hint's rings (its "highlight" nodes) and dimming (its "dimmed" nodes), shown at once; the
# ringed cells pop.
func show_hint(hint):
	_ring_of = {}
	for node in hint.get("highlight", []):
		_ring_of[node] = PathColors.AMBER
	_dimmed = hint.get("dimmed", [])
	refresh()
	for node in _ring_of:
		pop_cell(node)


# Drops the hint's rings and dimming from the next refresh on.
func clear_hint():
	_ring_of = {}
	_dimmed = []


# Adds the view of the next node's cell (a path_cell_view.gd) to $Cells.
func _add_cell(cell):
	cell.fonts = self
	_cell_layer.add_child(cell)
	_cells.append(cell)


# Restyles every cell (any shake stops) and link from the session.
func _restyle():
	for node in range(_cells.size()):
		_tween.remove(_cells[node], "set_shake")
		_cells[node].set_shake(1.0)
		_style_cell(node)
	_refresh_links()


# Styles a node's cell from the session: unvisited (its number; the start number filled to invite
# the first touch), in a conflict (red with its step, the number it asks for in the corner) or on
# the path (brighter once cleared), then the hint's ring and dimming.
func _style_cell(node):
	var cell = _cells[node]
	var old_fill = cell.fill
	var high = _settings().high_contrast
	var step = session.step_of(node)
	var number = session.effective_clue(node)
	var requirement = _requirement(node, number)
	var sizes = _cell_sizes()
	cell.text_size = sizes["number"]
	cell.corner_text = ""
	cell.border_color = PathColors.INK
	cell.border_width = sizes["clue_border"] if requirement != "" else 0.0
	cell.text_color = PathColors.INK
	if step == 0:
		cell.fill = PathColors.CELL_HIGH_CONTRAST if high else PathColors.CELL
		cell.text = requirement
		if high and requirement == "":
			cell.border_width = sizes["high_contrast_edge"]
		if number == 1 and session.path.empty():
			# The start number invites the first touch.
			cell.fill = PathColors.ACCENT
			cell.text_color = PathColors.WHITE
			cell.text_size = sizes["start_number"]
			cell.border_color = PathColors.LIGHT
			cell.border_width = sizes["start_border"]
	elif node in session.conflicts:
		# Red with the actual step; the number it asks for stays readable in the corner.
		cell.fill = PathColors.CONFLICT
		cell.text = str(step)
		cell.text_color = PathColors.WHITE
		cell.corner_text = requirement
		cell.border_width = sizes["conflict_edge"] if high else 0.0
	else:
		cell.fill = PathColors.VISITED_BRIGHT if _bright else PathColors.VISITED
		cell.text = str(step)
		cell.border_color = PathColors.LIGHT
		cell.border_width = sizes["start_border"] if requirement != "" else 0.0
	_style_more(cell, node, step, number, high)
	if cell.text_size == sizes["number"] and cell.text.length() > 1:
		cell.text_size = sizes["long_number"]
	var gap = sizes["light_gap"] if cell.border_color == PathColors.LIGHT else 0.0
	cell.border_path = _border_line(node, cell.border_width, gap)
	_fade_fill(cell, old_fill)
	cell.ring_color = Color(0, 0, 0, 0)
	if _ring_of.has(node):
		cell.ring_color = PathColors.AMBER_HIGH_CONTRAST if high else _ring_of[node]
	_ring_more(cell, node, step, high)
	cell.modulate.a = DIMMED_ALPHA if node in _dimmed else 1.0
	cell.update()


# Append feedback: the cell pops back to full size, its number fades in, its link pops.
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


# Clear: the path brightens, links sweep in along it, then celebration_finished.
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


func _gui_input(event):
	if session != null:
		_pointer.gui_input(event)


# One link per step of the session's path (placed by _place_link, dimmed when either end is);
# a link the path no longer reaches draws back in.
func _refresh_links():
	var path = session.path
	while _links.size() < path.size() - 1:
		var link = LinkBar.new()
		_link_layer.add_child(link)
		_links.append(link)
	for i in range(_links.size()):
		var link = _links[i]
		if i < path.size() - 1:
			_tween.remove(link, "grow")
			link.grow = 1.0
			link.visible = true
			_place_link(link, path[i], path[i + 1])
			var dimmed = path[i] in _dimmed or path[i + 1] in _dimmed
			link.modulate.a = DIMMED_ALPHA if dimmed else 1.0
			link.update()
		elif link.visible and link.grow > 0.0 and not _reduced_motion():
			# Cut off: the link draws back in.
			_tween.interpolate_property(link, "grow", link.grow, 0.0, UNDO_TIME)
			_tween.start()
		else:
			link.visible = false


# A cell that leaves the path fades back to its unvisited colour instead of snapping (at once
# under reduced motion).
func _fade_fill(cell, old_fill):
	var new_fill = cell.fill
	_tween.remove(cell, "fill")
	var was_visited = (
		old_fill
		in [PathColors.VISITED, PathColors.VISITED_BRIGHT, PathColors.CONFLICT]
	)
	if was_visited and new_fill in UNVISITED_FILLS and not _reduced_motion():
		_tween.interpolate_property(cell, "fill", old_fill, new_fill, UNDO_TIME)
		_tween.start()


# The node under a point at the pointer's dead zone (PointerInput's hit test).
func _hit(point, dead_zone):
	return node_at(point, dead_zone)


# A visited cell under the finger wins over the cells crossed on the way to it.
func _is_visited(node):
	return session != null and session.step_of(node) > 0


func _on_pointer_pressed(node):
	emit_signal("cell_pressed", node)


func _on_pointer_dragged(node):
	emit_signal("cell_dragged", node)


func _on_pointer_released():
	emit_signal("pointer_released")


func _reduced_motion():
	return _settings().reduced_motion
