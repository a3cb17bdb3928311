extends Control
# City Cat Catch's board: the stage rows 180-1180 of docs/city-cat-catch-runtime.md §1 (the stack,
# the return lanes with the bypass beside them, the 7-slot tray) scaled to fit the control, with
# one piece_view.gd per piece. It draws what the session says (session.gd): pieces on the board in
# piece order (bottom layer first), covered ones dimmed; returned pieces on their lanes; the
# bypass; the tray, whose last slot pulses while it is one slot from full (tray_warning()). A
# press on a piece emits piece_pressed(id): the topmost piece on the board, a lane or the bypass
# whose place is under the pointer, where it is drawn or, while it moves there, where it is going
# (a quick tap on a piece sliding to the bypass takes it). The game applies the move and hands the
# event to play_event(), which animates it: the piece flies into its tray slot, the others make
# room; a triple slides into its middle piece, which pops in a small burst, and the tray closes
# up; Undo flies the piece back to its lane and Remove flies pieces to the bypass; Shuffle flips
# every piece on the board over, its new art showing as it turns back. animation_finished follows
# every play_event() and show_session() (deferred, at once, under reduced motion). show_loading()
# draws the empty board with a turning ring and a line of text while a board is being made (the
# daily, generated on a thread).
# The stage's pieces are 72 units (6-8 anchor columns of 80 units on its 720-wide canvas), about
# 66 px on a 720-wide screen. The board's pieces are drawn bigger when they leave room: the box
# around them grows to fill the stack's panel, up to MAX_ZOOM (an 18-piece first board's pieces
# reach about 100 px); the lanes, the bypass and the tray keep the stage's scale.
# No frame draws the whole board (the frame budget, docs/city-cat-catch-runtime.md): a new
# board's pieces appear over a few frames, FACES_A_FRAME a frame from the bottom layer up, and
# a move redraws only the pieces it changed (piece_view.gd). The views of a board left are kept
# hidden and dressed again for the next one (making and freeing 96 views was 2.4 ms of opening a
# level).

signal piece_pressed(piece_id)
signal animation_finished

const PieceArt = preload("res://scripts/city_cat_catch/piece_art.gd")
const LOADING_FONT = preload("res://scenes/common/fonts/font_button.tres")
const PieceView = preload("res://scripts/city_cat_catch/piece_view.gd")
const BurstView = preload("res://scripts/city_cat_catch/burst_view.gd")
const Overlap = preload("res://scripts/city_cat_catch/overlap.gd")
const Session = preload("res://scripts/city_cat_catch/session.gd")

const VIEW_TOP = 180  # the stage rows shown: the stack, the lanes and the tray
const VIEW_BOTTOM = 1180
const SLOT = 88  # a tray slot, in stage units
const SLOT_GAP = 6
const TRAY_PIECE = 80
const TRAY_PANEL = Rect2(16, 1076, 688, 100)
const BYPASS_PIECE = 64
const BYPASS_GAP = 6
const BYPASS_APART = 24  # between the bypass and the nearest return lane, in stage units
const FLY_TIME = 0.24
const MERGE_TIME = 0.12  # a cleared triple's outer pieces slide into the middle one
const POP_TIME = 0.2
const POP_SCALE = 1.25
const BURST_TIME = 0.3
const SHIFT_TIME = 0.14
const MAX_ZOOM = 1.6  # the most a small board's pieces grow over the stage's size
const BOARD_MARGIN = 16.0  # stage units kept free around the board's pieces in the stack panel
const SHAKE_TIME = 0.32
const FLIP_TIME = 0.12  # each half of a piece's flip when the board is shuffled
const FLIP_STAGGER = 0.12  # the flips start from the top left to the bottom right over this
const SPINNER = 36.0  # the loading ring's radius, in stage units
const BOARD_GROUP = 0
const LANE_GROUP = 1
const BYPASS_GROUP = 2
const TRAY_GROUP = 3
const HIDDEN_GROUP = 4
const TRAY_INK = Color(0.2, 0.19, 0.3, 0.92)
const SLOT_FILL = Color(1, 1, 1, 0.13)
const WELL_INK = Color(0.137, 0.141, 0.227, 0.22)
const LOADING_INK = Color(0.137, 0.141, 0.227, 0.8)
const WARNING_INK = Color("#ff8a3d")  # the tray one slot from full
const PULSE_TIME = 0.8  # seconds of one pulse of the last slot while the tray warns
# Pieces whose faces are first drawn in one frame when a board opens, bottom layer first: a
# 126-piece board is drawn over 8 frames rather than in one long one.
const FACES_A_FRAME = 16
const VIEWS_A_FRAME = 16  # views made ahead in a frame of a hidden board (warm_up)

var session = null
var reduced_motion = false
var high_contrast = false
var background = Color("#e8ecf4")
var tile = Color.white

var _art = {}  # element id -> primitives
var _rotation = []  # per piece, degrees
var _views = []  # piece_view.gd per piece index
var _idle_views = []  # views of an earlier board, hidden, for the next one
var _views_wanted = 0  # views to have made ahead (warm_up)
var _scale = 1.0
var _origin = Vector2.ZERO  # where stage (0, VIEW_TOP) is drawn
var _spare = 0.0  # the height left over below the stage's shape, given to the stack
var _extent = Rect2()  # the stage box around the level's pieces on the board
var _zoom = 1.0  # how much bigger than the stage's scale the board's pieces are drawn
var _layout = []  # where each piece is laid out now (targets of _targets, local rects)
var _popping = []  # views fading out after a triple
var _pending = false  # an animation_finished is owed
var _shake_tween = Tween.new()
var _loading_text = ""  # while a board is being made (show_loading), else ""
var _loading_label = Label.new()
var _faces_shown = 0  # the first pieces (piece order) whose faces are up (FACES_A_FRAME)

onready var _pieces = $Pieces
onready var _bursts = $Bursts
onready var _tween = $Tween


func _ready():
	add_to_group("probe")
	_shake_tween.name = "ShakeTween"
	add_child(_shake_tween)
	_loading_label.name = "LoadingLabel"
	_loading_label.align = Label.ALIGN_CENTER
	_loading_label.valign = Label.VALIGN_CENTER
	_loading_label.autowrap = true
	_loading_label.add_font_override("font", LOADING_FONT)
	_loading_label.add_color_override("font_color", LOADING_INK)
	_loading_label.mouse_filter = MOUSE_FILTER_IGNORE
	_loading_label.visible = false
	add_child(_loading_label)
	set_process(false)
	_tween.connect("tween_all_completed", self, "_on_tween_all_completed")
	connect("resized", self, "_on_resized")


# Shows a session's board: `art` maps element ids to their primitives, `colours` has
# "background" and "tile" (#rrggbb). Lays everything out at once.
func show_session(new_session, art: Dictionary, colours: Dictionary) -> void:
	_clear(colours)
	session = new_session
	_art = art
	var pieces = session.level.get("pieces", [])
	for i in range(session.piece_count()):
		var view = _idle_views.pop_back() if not _idle_views.empty() else _new_view()
		view.dress_as(session.ids[i])
		view.tile = tile
		view.show_face(i < FACES_A_FRAME)  # the rest in the frames after (_process)
		_views.append(view)
		var tilt = 0
		if i < pieces.size() and typeof(pieces[i]) == TYPE_DICTIONARY:
			tilt = pieces[i].get("rotation", 0)
		_rotation.append(float(tilt) if typeof(tilt) in [TYPE_INT, TYPE_REAL] else 0.0)
	_faces_shown = int(min(FACES_A_FRAME, _views.size()))
	for i in range(session.piece_count()):
		var box = session.boxes[i]
		var rect = Rect2(box[1], box[2], box[3], box[4])
		_extent = rect if i == 0 else _extent.merge(rect)
	_fit()
	refresh()
	update()


# The empty board in the city's colours, a turning ring and `text` in the stack until
# show_session() (a board being made); no session, no pieces, no presses.
func show_loading(colours: Dictionary, text: String) -> void:
	_clear(colours)
	_loading_text = text
	_loading_label.text = text
	_loading_label.visible = true
	_update_process()
	_fit()
	update()


func is_loading() -> bool:
	return _loading_text != ""


# What the board says while loading ("" when it is not).
func loading_text() -> String:
	return _loading_text


# Lays every piece out where the session has it, at once (restart, resume, resize).
func refresh() -> void:
	if session == null:
		return
	_cut_short()
	_settle(_targets(session.tray))
	_update_process()
	update()  # the tray's warning
	_owe_finish()


# Animates what a move did (its event from the session); see the top of the file.
func play_event(event: Dictionary) -> void:
	if session == null:
		return
	var kind = event.get("kind", "")
	if kind in ["picked", "matched", "won", "lost"]:
		_animate_tap(event)
	elif kind in ["returned", "set-aside"]:
		_animate_to(_targets(session.tray), FLY_TIME, 0.0)
	elif kind == "shuffled":
		_animate_shuffle()
	elif kind != "ignored":
		refresh()
	_update_process()
	update()  # the tray's warning


# Shakes a piece that cannot be taken (covered); nothing under reduced motion.
func shake_piece(piece_id: String) -> void:
	var i = session.index_of(piece_id) if session != null else -1
	if i < 0 or reduced_motion:
		return
	var view = _views[i]
	_shake_tween.remove(view, "shake_at")
	_shake_tween.interpolate_method(view, "shake_at", 0.0, 1.0, SHAKE_TIME)
	_shake_tween.start()


# The view of a piece (a piece_view.gd), null for an unknown id.
func piece_view(piece_id):
	var i = session.index_of(piece_id) if session != null else -1
	return _views[i] if i >= 0 else null


# The centre of a piece as it is drawn, in this control's coordinates.
func centre_of(piece_id) -> Vector2:
	var view = piece_view(piece_id)
	return view.rect_position + view.rect_size / 2.0 if view != null else Vector2(-1, -1)


# The centre of every piece a tap would take now, by id, for the release tests' probe.
func probe_targets() -> Dictionary:
	var targets = {}
	if session == null:
		return targets
	for i in range(session.piece_count()):
		if session.is_tappable(i):
			targets["piece:%s" % session.ids[i]] = centre_of(session.ids[i])
	return targets


# True while pieces are moving.
func is_animating() -> bool:
	return _tween.is_active()


# The piece a press at `point` (local) takes: the topmost piece on the board, a lane or the
# bypass laid out there (where it stands, or is going while it moves), else the topmost one drawn
# there now; "" when none. A piece sliding to the bypass or a lane is taken where the player
# sees it land, and one drawn mid-way where it is seen.
func piece_at(point: Vector2) -> String:
	if session == null:
		return ""
	for drawn in [false, true]:
		for index in range(_pieces.get_child_count() - 1, -1, -1):
			var view = _pieces.get_child(index)
			var i = session.index_of(view.piece_id)
			if not view.visible or view in _popping or i < 0 or i >= _layout.size():
				continue
			if session.where[i] == Session.TRAY or session.where[i] == Session.CLEARED:
				continue
			var rect = view.get_rect() if drawn else _layout[i]["rect"]
			if rect.has_point(point):
				return view.piece_id
	return ""


# True while the tray is one slot from full on a board still played: its last slot pulses.
func tray_warning() -> bool:
	return (
		session != null
		and session.status() == Session.PLAYING
		and session.tray.size() == Overlap.TRAY_SLOTS - 1
	)


# The fill the k-th tray slot is drawn with now: the last one pulses in the warning colour while
# tray_warning() (it stays lit under reduced motion).
func slot_fill(k: int) -> Color:
	if k != Overlap.TRAY_SLOTS - 1 or not tray_warning():
		return SLOT_FILL
	var pulse = 1.0
	if not reduced_motion:
		pulse = 0.5 + 0.5 * cos(TAU * OS.get_ticks_msec() / (PULSE_TIME * 1000.0))
	return SLOT_FILL.linear_interpolate(WARNING_INK, 0.45 + 0.45 * pulse)


# The bursts of cleared triples showing now (burst_view.gd).
func bursts() -> Array:
	return _bursts.get_children()


# A stage point (720 x 1280 units) in this control's coordinates. On a screen taller than the
# stage's shape the spare height goes to the stack: its panel grows (the board's pieces are laid
# out in it by _board_rect), and the lanes and the tray sit at the bottom, by the buttons.
func stage_to_local(point: Vector2) -> Vector2:
	var local = _origin + (point - Vector2(0, VIEW_TOP)) * _scale
	local.y += _spare if point.y >= Overlap.LANE_ZONE[0] else _spare / 2.0
	return local


# Where the tray is drawn, in this control's coordinates.
func tray_rect() -> Rect2:
	return _stage_rect(TRAY_PANEL)


# Where the k-th tray slot is drawn, in this control's coordinates.
func tray_slot_rect(k: int) -> Rect2:
	return _stage_rect(_slot_rect(k))


func _gui_input(event):
	var pressed = false
	if event is InputEventScreenTouch and event.index == 0 and event.pressed:
		pressed = true
	elif event is InputEventMouseButton and event.button_index == BUTTON_LEFT and event.pressed:
		pressed = event.device != -1  # touches arrive as themselves; skip their emulated clicks
	if not pressed:
		return
	var id = piece_at(event.position)
	if id != "":
		accept_event()
		emit_signal("piece_pressed", id)


func _process(_delta):
	if is_warming_up() and not is_visible_in_tree():
		for _i in range(min(VIEWS_A_FRAME, _views_wanted - _views.size() - _idle_views.size())):
			var view = _new_view()
			view.visible = false
			_idle_views.push_front(view)
	var last = int(min(_faces_shown + FACES_A_FRAME, _views.size()))
	for i in range(_faces_shown, last):
		_views[i].show_face(true)
	_faces_shown = last
	if is_loading() or tray_warning():
		update()  # the loading ring turns, the last tray slot pulses
	_update_process()


func _draw():
	var stack = _stack_panel()
	if is_loading():
		_round_box(stack, background, 24.0 * _scale)
		_draw_tray()
		_draw_spinner(stack.position + Vector2(stack.size.x / 2.0, stack.size.y * 0.42))
		return
	if session == null:
		return
	_round_box(stack, background, 24.0 * _scale)
	# The bypass (where Remove sets pieces aside) when the level has the tool or it holds pieces;
	# empty return lanes are not drawn (a returned piece just sits there).
	if session.tool_counts().get("remove", 0) > 0 or not session.bypass.empty():
		var first = _bypass_rect(0)
		var last = _bypass_rect(Overlap.BYPASS_SIZE - 1)
		var strip = Rect2(first.position, last.end - first.position).grow(BYPASS_GAP / 2.0)
		_round_box(
			_stage_rect(strip), Color(background.r, background.g, background.b, 0.6), 14.0 * _scale
		)
		for k in range(Overlap.BYPASS_SIZE):
			_outline(_stage_rect(_bypass_rect(k)), WELL_INK, 12.0, 3.0)
	_draw_tray()


func _draw_tray() -> void:
	_round_box(_stage_rect(TRAY_PANEL), TRAY_INK, 22.0 * _scale)
	for k in range(Overlap.TRAY_SLOTS):
		_round_box(_stage_rect(_slot_rect(k)), slot_fill(k), 14.0 * _scale)
	if tray_warning():
		_outline(_stage_rect(TRAY_PANEL).grow(3.0 * _scale), WARNING_INK, 25.0, 5.0)


# --- layout ----------------------------------------------------------------------------------
func _on_resized():
	_fit()
	refresh()
	update()


# Forgets the board shown (its pieces, its animations, the loading state) and takes the colours.
func _clear(colours: Dictionary) -> void:
	session = null
	background = Color(colours.get("background", "#e8ecf4"))
	tile = Color(colours.get("tile", "#ffffff"))
	_cut_short()
	_views.invert()  # taken again from the back: the same view for the same index
	for view in _views:
		view.visible = false
		view.piece_id = ""  # no press finds it
		_idle_views.append(view)
	_views = []
	_faces_shown = 0
	_rotation = []
	_layout = []
	_extent = Rect2()
	_loading_text = ""
	_loading_label.visible = false
	set_process(false)


func _new_view():
	var view = PieceView.new()
	view.name = "Piece%d" % _pieces.get_child_count()
	_pieces.add_child(view)
	return view


func _fit() -> void:
	var shown = Vector2(Overlap.STAGE_W, VIEW_BOTTOM - VIEW_TOP)
	if rect_size.x <= 0 or rect_size.y <= 0:
		_scale = 1.0
		_origin = Vector2.ZERO
		_spare = 0.0
		return
	_scale = min(rect_size.x / shown.x, rect_size.y / shown.y)
	_origin = Vector2((rect_size.x - shown.x * _scale) / 2.0, 0.0)
	_spare = rect_size.y - shown.y * _scale
	var stack = _stack_panel()
	_zoom = 1.0
	if not _extent.has_no_area():
		var room = stack.size / _scale - Vector2(2.0, 2.0) * BOARD_MARGIN
		var fit = min(room.x / _extent.size.x, room.y / _extent.size.y)
		_zoom = clamp(fit, 1.0, MAX_ZOOM)
	var below_ring = stack.size.y * 0.42 + SPINNER * 1.6 * _scale
	_loading_label.rect_position = _origin + Vector2(stack.size.x * 0.1, below_ring)
	_loading_label.rect_size = Vector2(stack.size.x * 0.8, 120.0 * _scale)


# The stack's panel in this control's coordinates: the stage's stack zone and the spare height.
func _stack_panel() -> Rect2:
	var size = Vector2(Overlap.STAGE_W, Overlap.LANE_ZONE[0] - VIEW_TOP) * _scale
	return Rect2(_origin, size + Vector2(0, _spare))


# A board piece's stage box in this control's coordinates: the box around the level's pieces,
# grown by _zoom, centred in the stack's panel.
func _board_rect(rect: Rect2) -> Rect2:
	var stack = _stack_panel()
	var factor = _scale * _zoom
	var from_middle = rect.position - _extent.position - _extent.size / 2.0
	return Rect2(stack.position + stack.size / 2.0 + from_middle * factor, rect.size * factor)


# Where every piece goes when the tray holds `tray` (piece indices, tray order): per piece
# {"rect": Rect2 in this control's coordinates, "rotation", "dim", "group"}.
func _targets(tray: Array) -> Array:
	var targets = []
	for i in range(_views.size()):
		var where = session.where[i]
		var target = {"rotation": 0.0, "dim": false, "group": HIDDEN_GROUP, "rect": Rect2()}
		if where == Session.BOARD and session.lane_of.has(i):
			var spot = session.lanes[session.lane_of[i]]
			target["rect"] = _stage_rect(Rect2(spot[0], spot[1], Overlap.PIECE, Overlap.PIECE))
			target["group"] = LANE_GROUP
		elif where == Session.BOARD:
			var box = session.boxes[i]
			target["rect"] = _board_rect(Rect2(box[1], box[2], box[3], box[4]))
			target["rotation"] = _rotation[i]
			target["dim"] = not session.is_clickable(i)
			target["group"] = BOARD_GROUP
		elif where == Session.BYPASS:
			target["rect"] = _stage_rect(_bypass_rect(session.bypass.find(i)))
			target["group"] = BYPASS_GROUP
		targets.append(target)
	for k in range(tray.size()):
		var slot = _slot_rect(k)
		var inset = (SLOT - TRAY_PIECE) / 2.0
		targets[tray[k]]["rect"] = _stage_rect(slot.grow(-inset))
		targets[tray[k]]["group"] = TRAY_GROUP
		targets[tray[k]]["dim"] = false
		targets[tray[k]]["rotation"] = 0.0
	return targets


func _slot_rect(k: int) -> Rect2:
	var width = Overlap.TRAY_SLOTS * SLOT + (Overlap.TRAY_SLOTS - 1) * SLOT_GAP
	var left = TRAY_PANEL.position.x + (TRAY_PANEL.size.x - width) / 2.0
	var top = TRAY_PANEL.position.y + (TRAY_PANEL.size.y - SLOT) / 2.0
	return Rect2(left + k * (SLOT + SLOT_GAP), top, SLOT, SLOT)


# The k-th bypass spot, in the lane zone beside the return lanes: on the side away from the
# first lane (lanes fill from the first, so a returned piece seldom sits next to the bypass),
# unless only the other side has room, and BYPASS_APART from the nearest lane, so a piece sent
# back by Undo never reads as a fourth bypass spot.
func _bypass_rect(k: int) -> Rect2:
	var low = Overlap.STAGE_W
	var high = 0
	for spot in session.lanes:
		low = min(low, spot[0])
		high = max(high, spot[0] + Overlap.PIECE)
	if session.lanes.empty():
		low = Overlap.STAGE_W / 2
		high = Overlap.STAGE_W / 2
	var count = Overlap.BYPASS_SIZE
	var left_span = [0.0, float(low) - BYPASS_APART]
	var right_span = [float(high) + BYPASS_APART, float(Overlap.STAGE_W)]
	var first_lane = session.lanes[0][0] + Overlap.PIECE / 2.0 if not session.lanes.empty() else 0.0
	var span = right_span if first_lane < Overlap.STAGE_W / 2.0 else left_span
	var other = left_span if span == right_span else right_span
	if span[1] - span[0] < _spread_width(32.0) and other[1] - other[0] > span[1] - span[0]:
		span = other
	var side = min(BYPASS_PIECE, (span[1] - span[0] - (count + 1) * BYPASS_GAP) / count)
	side = max(side, 32.0)
	var width = _spread_width(side) - 2 * BYPASS_GAP
	var left = (span[0] + span[1] - width) / 2.0
	var zone = Overlap.LANE_ZONE
	var top = zone[0] + (zone[1] - zone[0] - side) / 2.0
	return Rect2(left + k * (side + BYPASS_GAP), top, side, side)


# The width of the bypass's spots of `side` with their gaps and margins.
static func _spread_width(side: float) -> float:
	return Overlap.BYPASS_SIZE * side + (Overlap.BYPASS_SIZE + 1) * BYPASS_GAP


func _stage_rect(rect: Rect2) -> Rect2:
	return Rect2(stage_to_local(rect.position), rect.size * _scale)


# Children in drawing order: the board in piece order, then lanes, bypass, tray (hidden last);
# `targets` is the layout pieces are hit at from now on.
func _order(targets: Array) -> void:
	_layout = targets
	var index = 0
	for group in [BOARD_GROUP, LANE_GROUP, BYPASS_GROUP, TRAY_GROUP, HIDDEN_GROUP]:
		for i in range(_views.size()):
			if targets[i]["group"] == group:
				_pieces.move_child(_views[i], index)
				index += 1


# Every piece at its target at once, in drawing order.
func _settle(targets: Array) -> void:
	_order(targets)
	for i in range(_views.size()):
		_place(_views[i], targets[i])


func _place(view, target: Dictionary) -> void:
	_dress(view, target)
	view.visible = target["group"] != HIDDEN_GROUP
	view.modulate = Color.white
	view.rect_scale = Vector2.ONE
	if view.visible:
		var rect = target["rect"]
		view.rect_position = rect.position
		view.rect_size = rect.size
		view.rect_pivot_offset = rect.size / 2.0
		view.rect_rotation = target["rotation"]


# What a piece shows at its target: its element's art (set only when its element changed, so
# that only the pieces a move changed redraw), the dim veil, the lane's badge, no shake.
func _dress(view, target: Dictionary) -> void:
	var kind = session.kind[session.index_of(view.piece_id)]
	if view.element_id != kind:
		view.element_id = kind
		view.art = _art.get(kind, [])
	view.high_contrast = high_contrast
	view.dimmed = target["dim"]
	view.returned = target["group"] == LANE_GROUP
	view.wiggle = 0.0


# --- animation -------------------------------------------------------------------------------
func _animate_tap(event: Dictionary) -> void:
	var cleared = []
	for id in event.get("cleared", []):
		cleared.append(session.index_of(id))
	if cleared.empty():
		_animate_to(_targets(session.tray), FLY_TIME, 0.0)
		return
	# The tray as it stood for a moment: the triple in place (contiguous, ending at the slot).
	var before = session.tray.duplicate()
	var start = int(clamp(int(event.get("slot", 0)) - (cleared.size() - 1), 0, before.size()))
	for k in range(cleared.size()):
		before.insert(start + k, cleared[k])
	var first = _targets(before)
	var last = _targets(session.tray)
	if reduced_motion:
		_animate_to(last, 0.0, 0.0)
		return
	_animate_to(first, FLY_TIME, 0.0)
	# The triple slides into its middle piece, which pops in a burst; then the tray closes up.
	var middle = first[cleared[cleared.size() / 2]]["rect"]
	var popped = FLY_TIME + MERGE_TIME
	for i in cleared:
		var view = _views[i]
		_popping.append(view)
		view.rect_pivot_offset = middle.size / 2.0
		_tween.interpolate_property(
			view,
			"rect_position",
			first[i]["rect"].position,
			middle.position,
			MERGE_TIME,
			Tween.TRANS_QUAD,
			Tween.EASE_IN,
			FLY_TIME
		)
		_tween.interpolate_property(
			view,
			"rect_scale",
			Vector2.ONE,
			Vector2(POP_SCALE, POP_SCALE),
			POP_TIME,
			Tween.TRANS_BACK,
			Tween.EASE_OUT,
			popped
		)
		_tween.interpolate_property(
			view, "modulate:a", 1.0, 0.0, POP_TIME, Tween.TRANS_LINEAR, Tween.EASE_IN, popped
		)
		_tween.interpolate_callback(self, popped + POP_TIME, "_finish_pop", view)
	_burst(middle, popped)
	for i in session.tray:
		var from = first[i]["rect"].position
		var to = last[i]["rect"].position
		if from != to:
			_tween.interpolate_property(
				_views[i],
				"rect_position",
				from,
				to,
				SHIFT_TIME,
				Tween.TRANS_QUAD,
				Tween.EASE_OUT,
				popped + POP_TIME
			)
	_tween.start()


# A burst (burst_view.gd) around `rect` (local), starting after `delay` seconds.
func _burst(rect: Rect2, delay: float) -> void:
	var burst = BurstView.new()
	burst.rect_size = rect.size * 2.0
	burst.rect_position = rect.position + rect.size / 2.0 - burst.rect_size / 2.0
	_bursts.add_child(burst)
	_tween.interpolate_property(
		burst, "progress", 0.0, 1.0, BURST_TIME, Tween.TRANS_QUAD, Tween.EASE_OUT, delay
	)
	_tween.interpolate_callback(self, delay + BURST_TIME, "_finish_burst", burst)


# Moves every piece to its target over `time` seconds (at once under reduced motion).
func _animate_to(targets: Array, time: float, delay: float) -> void:
	_cut_short()
	if reduced_motion or time <= 0.0:
		_settle(targets)
		_owe_finish()
		return
	_order(targets)
	var moved = false
	for i in range(_views.size()):
		var view = _views[i]
		var target = targets[i]
		_dress(view, target)
		if target["group"] == HIDDEN_GROUP or not view.visible:
			_place(view, target)
			continue
		var rect = target["rect"]
		if (
			view.rect_position.distance_to(rect.position) < 0.5
			and view.rect_size.distance_to(rect.size) < 0.5
		):
			_place(view, target)
			continue
		moved = true
		view.rect_pivot_offset = rect.size / 2.0
		var goals = {
			"rect_position": rect.position,
			"rect_size": rect.size,
			"rect_rotation": target["rotation"],
		}
		for property in goals:
			_tween.interpolate_property(
				view,
				property,
				view.get(property),
				goals[property],
				time,
				Tween.TRANS_QUAD,
				Tween.EASE_OUT,
				delay
			)
	if moved:
		_tween.start()
	else:
		_owe_finish()


# Every piece on the board or a lane flips over: it narrows to an edge showing its old art, then
# widens showing its new one, the flips rippling from the top left to the bottom right. The
# session has already re-dealt the kinds; each view keeps its old art until its midpoint, so a
# piece redraws there, in its own frame, and only if its element changed.
func _animate_shuffle() -> void:
	var targets = _targets(session.tray)
	if reduced_motion:
		_animate_to(targets, 0.0, 0.0)
		return
	_cut_short()
	var shown = []
	for i in range(_views.size()):
		if targets[i]["group"] == BOARD_GROUP or targets[i]["group"] == LANE_GROUP:
			shown.append(i)
			var view = _views[i]
			view.element_id = session.kind[i]  # _settle leaves its old art up
			view.flip_to(_art.get(view.element_id, []))  # shown from the flip's middle on
	_settle(targets)
	for i in shown:
		var view = _views[i]
		var rect = targets[i]["rect"]
		var reach = (rect.position.x + rect.position.y) / max(1.0, rect_size.x + rect_size.y)
		var delay = FLIP_STAGGER * clamp(reach, 0.0, 1.0)
		view.rect_pivot_offset = rect.size / 2.0
		_tween.interpolate_method(
			view, "flip_at", 0.0, 1.0, 2 * FLIP_TIME, Tween.TRANS_LINEAR, Tween.EASE_IN, delay
		)
	_tween.start()


func _draw_spinner(centre: Vector2) -> void:
	var radius = SPINNER * _scale
	var turn = fmod(OS.get_ticks_msec() / 900.0, 1.0) * TAU
	draw_arc(
		centre,
		radius,
		0.0,
		TAU,
		48,
		Color(LOADING_INK.r, LOADING_INK.g, LOADING_INK.b, 0.15),
		6.0 * _scale,
		true
	)
	draw_arc(centre, radius, turn, turn + TAU * 0.3, 16, LOADING_INK, 6.0 * _scale, true)


# Ends every animation at once: flips end turned, triples popping are gone, bursts too.
func _cut_short() -> void:
	_tween.remove_all()
	_shake_tween.remove_all()
	for view in _views:
		view.flip_at(1.0)
	for view in _popping.duplicate():
		_finish_pop(view)
	for burst in _bursts.get_children():
		_finish_burst(burst)


func _finish_pop(view) -> void:
	view.visible = false
	view.modulate = Color.white
	view.rect_scale = Vector2.ONE
	_popping.erase(view)


func _finish_burst(burst) -> void:
	_bursts.remove_child(burst)
	burst.queue_free()


# The board works every frame while a new board's faces are being shown, and redraws every
# frame while the loading ring turns or the last tray slot pulses.
func _update_process() -> void:
	var moving = not reduced_motion and (is_loading() or tray_warning())
	var warming = is_warming_up() and not is_visible_in_tree()
	set_process(_faces_shown < _views.size() or moving or warming)


# Makes the views of a board of `count` pieces ahead, VIEWS_A_FRAME a frame while the board is
# hidden (the parent calls it while the player looks at a level list), so that opening a level
# dresses views rather than making them.
func warm_up(count: int) -> void:
	_views_wanted = count
	_update_process()


# True while views are left to make ahead.
func is_warming_up() -> bool:
	return _views.size() + _idle_views.size() < _views_wanted


func _owe_finish() -> void:
	if not _pending:
		_pending = true
		call_deferred("_finish_now")


func _finish_now() -> void:
	if _pending and not _tween.is_active():
		_pending = false
		emit_signal("animation_finished")


func _on_tween_all_completed() -> void:
	_pending = false
	emit_signal("animation_finished")


# --- drawing helpers -------------------------------------------------------------------------
func _round_box(rect: Rect2, colour: Color, corner: float) -> void:
	var style = StyleBoxFlat.new()
	style.bg_color = colour
	style.set_corner_radius_all(int(round(corner)))
	style.corner_detail = 8
	style.anti_aliasing = true
	style.anti_aliasing_size = 1.0
	draw_style_box(style, rect)


# An outline of `width` (stage units) with rounded corners of `corner` (stage units).
func _outline(rect: Rect2, ink: Color, corner: float, width: float) -> void:
	var style = StyleBoxFlat.new()
	style.draw_center = false
	style.border_color = ink
	style.set_border_width_all(int(max(2.0, width * _scale)))
	style.set_corner_radius_all(int(round(corner * _scale)))
	style.corner_detail = 6
	style.anti_aliasing = true
	style.anti_aliasing_size = 1.0
	draw_style_box(style, rect)
