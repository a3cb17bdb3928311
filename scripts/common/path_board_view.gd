extends Control
# The common part of the path modes' boards (Number Stroke, Hex Walls): the pointer
# (scripts/common/pointer_input.gd) turned into cell presses and drags, the hint's rings and
# dimming, the links along the path (link_bar.gd), and the cell and link feedback (pop, shake,
# flash, a cell fading back when it leaves the path, the clear's sweep). A board extends it, adds
# $Tween, $Cells and $Links, fills _cells (path_cell_view.gd views) and provides node_at(point,
# dead_zone), refresh() (which calls _refresh_links() and styles each cell, then _fade_fill),
# _place_link(link, a, b), _layout(), _settings() and _unvisited_fills(). It reads
# the session but never commands it; the game screen does that when this emits.

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

const DIMMED_ALPHA = 0.3
# Animation times in seconds.
const POP_TIME = 0.08
const FADE_TIME = 0.14
const FLASH_TIME = 0.32
const UNDO_TIME = 0.12
const SHAKE_TIME = 0.28
const SWEEP_TIME = 0.26
const CLEAR_HOLD = 0.5

var level = {}
var session = null
var _cells = []
var _links = []
var _ring_of = {}
var _dimmed = []
var _bright = false
var _pointer = PointerInput.new()
var _fonts = {}  # pixels -> DynamicFont (font())

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
	add_to_group("probe")


# Every cell's centre by id, for the release tests' probe (scripts/autoload/probe.gd).
func probe_targets() -> Dictionary:
	var targets = {}
	for i in range(level.get("cells", []).size()):
		targets["cell:%s" % level["cells"][i]["id"]] = centre_of(i)
	return targets


# The hooks a board overrides.


# The node under a point local to this control, or -1.
func node_at(_point, _dead_zone):
	return -1


# The centre of a node, local to this control.
func centre_of(_node):
	return Vector2.ZERO


# Restyles every cell and link from the session.
func refresh():
	pass


# Lays the board out in the control.
func _layout():
	pass


# The Settings autoload.
func _settings():
	return Engine.get_main_loop().root.get_node("Settings")


# Places a link between two consecutive path nodes (its position, direction, size, dimming).
func _place_link(_link, _from_node, _to_node):
	pass


# The fills of a cell off the path: a cell that leaves the path fades back to one of them.
func _unvisited_fills():
	return [PathColors.CELL, PathColors.ACCENT]


# The common API.


# A DynamicFont of the number face at `pixels`, shared by all cells.
func font(pixels):
	if not _fonts.has(pixels):
		var face = DynamicFont.new()
		face.font_data = NUMBER_FONT
		face.add_fallback(CJK_BOLD_FONT)
		face.add_fallback(CJK_FONT)
		face.size = pixels
		face.use_filter = true
		_fonts[pixels] = face
	return _fonts[pixels]


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


# One link per step of the session's path (placed by _place_link); a link the path no longer
# reaches draws back in.
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
	if was_visited and new_fill in _unvisited_fills() and not _reduced_motion():
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
