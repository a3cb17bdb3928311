extends Control
# The Hex Tracks board: the cells at the session's orientation with their tracks drawn from the
# same sampled curves trace() uses (geometry.gd), the tiles still on the board as coloured hexes
# with their arrows (a tile's drawn top is its 0.88R collider, so tiles that touch look it),
# scaled to fit the control. It reads the session but never commands it; the game screen does
# that when this emits tile_tapped. The workshop editor shows a level without a session
# (orientation 0, every tile) and listens to cell_tapped (on the press).
# Input (tile_press.gd): a tile pressed and released is tile_tapped (on the release); pressed
# and held, the board shows its route instead (show_tile_route: the whole route at the present
# orientation from the session's trace(), to the board edge or to the contact point with the
# blocker's contact zone) until the release, which sends nothing. show_turn_routes(dir) shows
# the routes of every tile after a turn, faintly (the game calls it while a rotate button is
# held); clear_preview() ends either. `preview` says what is shown.
# Reading at a glance (issue 30): the track network is drawn quietly (thin, low contrast), and
# while the board is still every tile's own route is drawn faintly in its colour, to the board
# edge, where an arrowhead past the edge marks where it leaves, or to where it would stop (the
# Settings "Show routes", show_routes; the exit marks stay without it). A tile's arrow stays its
# first step, the rule a player learns first; the exit mark says where that leads.
# Animations (Tween; instant under reduced motion, each ends with its signal):
#   turn(dir)            the cells and tracks turn 60° under the tiles -> turn_finished
#   play_move(trace)     a tap's outcome: slides along the route and off the board edge
#                        ("exit"), to the contact point and back while the blocker flashes
#                        ("blocked"), one lap and back ("loop") -> outcome_shown(outcome) when
#                        the tile is off the board, at the contact point or round its lap,
#                        then move_finished
#   play_return(trace)   an undone removal: the tile slides back onto the board along the route
#                        it left by -> return_finished
#   celebrate()          the clear moment -> celebration_finished
# show_queued(ids) marks the tiles whose taps wait for the board to be still (a pulsing ring; a
# steady one under reduced motion).
# The cells and their tracks are drawn once into a layer of their own behind the tiles (_ground,
# turned by its transform during a turn), so that a ride, a turn or a pulsing ring redraws the
# tiles alone; the layer redraws when the board changes (refresh, layout, settings).
# Geometry is in float scalars (board units, R = 1); Vector2 is for drawing only. The signals of
# animated moves come deferred, outside the Tween's processing: a Tween that has finished
# everything clears its list, which would drop an animation started from inside its callback.

signal tile_tapped(tile_id)
signal cell_tapped(q, r)
signal turn_finished
signal outcome_shown(outcome)
signal move_finished
signal return_finished
signal celebration_finished

const BoardDrawing = preload("res://scripts/hex_tracks/board_drawing.gd")
const Colors = preload("res://scripts/hex_tracks/board_colors.gd")
const Geometry = preload("res://scripts/hex_tracks/geometry.gd")
const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const SharedGeometry = preload("res://scripts/hex_tracks/shared_geometry.gd")
const RoutePreview = preload("res://scripts/hex_tracks/route_preview.gd")
const SafeArea = preload("res://scripts/common/safe_area.gd")
const TilePress = preload("res://scripts/hex_tracks/tile_press.gd")
const MARGIN = 4.0
const MAX_UNIT = 90.0  # pixels per board unit (centre to corner)
# Neighbouring cells' centres (so neighbouring tiles, each hit over its whole cell) at least
# 96 px (48 dp) apart: a board that would be smaller reaches past its rect into the frame's side
# padding (SafeArea.side_reach) and takes touches there, then, as far as its height allows, past
# the screen's sides (a 61-cell board 720 px wide: the outer corners of its two outermost
# columns, 28 px, go under the screen's edges; their tiles' arrows stay whole).
const MIN_SPACING = 96.0
const TURN_TIME = 0.3
const CELL_TIME = 0.09  # seconds per cell a moving tile covers
const MIN_MOVE_TIME = 0.25
const MAX_MOVE_TIME = 1.4
# A leaving tile rides EXIT_OUT units of its exit run past the board edge, fading out over the
# part beyond EXIT_SHOWN (its whole top is off the board there).
const EXIT_OUT = 3.0
const EXIT_SHOWN = 1.2
const FLASH_TIME = 0.45
const CLEAR_TIME = 0.7
const QUEUED_PULSE = 0.8  # seconds per pulse of a waiting tile's ring
const TRACK_CHUNK = 8  # cells whose tracks one canvas item draws (see _ground)

var level = {}
var session = null
var unit = 40.0  # pixels per board unit
var origin = Vector2()  # where the centre of cell (0, 0) lies, in this control's pixels
var orientation = 0
var turn_angle = 0.0 setget _set_turn_angle
var slide = 0.0 setget _set_slide
var flash = 0.0 setget _set_flash
var glow = 0.0 setget _set_glow
var hint_tile = ""  # the tile a hint points at, "" for none
var selected_cell = []  # [q, r] outlined (the workshop editor), [] for none
var queued_tiles = []  # ids of the tiles whose taps wait (show_queued)
var move_time = 0.0  # how long the last move's ride out takes (its return takes as long)
var preview = {}  # what the route preview shows (route_preview.gd), {} for nothing
var _geometry = SharedGeometry.get_geometry()
var _cells = []  # [q, r, tracks] at orientation 0 (the ground is drawn so, then turned)
var _shown = []  # indices of the tiles drawn in place
var _moving = -1  # the tile riding its route, -1 when none
var _route_points = []  # the moving tile's polyline, board units
var _blocker = -1
var _animating = false
var _fade_from = -1.0  # slide value after which the moving tile fades (its exit run)
var _reach = Vector2.ZERO  # how far the board draws past its rect, left (x) and right (y)
var _press = TilePress.new()
var _routes = RoutePreview.new()
# The cells and tracks, drawn at orientation 0 and turned to the shown one (a turn of the board
# is a turn of the picture about cell (0, 0)): a tap or a turn draws it again no more (127 cells
# and their tracks, most of a move's frame), only the tiles. The ground draws the cells; the
# tracks are drawn above them by TRACK_CHUNK cells a canvas item, in cell order, so that an edit
# of a cell's tracks (the workshop's editor) draws those of its chunk again, not the board's.
var _ground = Node2D.new()
var _track_chunks = []  # Node2D children of the ground; chunk k draws cells k * TRACK_CHUNK on
var _ground_placed = []  # [origin, unit] the ground was last drawn at

onready var _tween = $Tween


func _ready():
	set_process(false)
	_ground.name = "Ground"
	_ground.show_behind_parent = true
	_ground.connect("draw", self, "_draw_ground")
	add_child(_ground)
	_press.name = "TilePress"
	_press.tile_at = funcref(self, "tile_at_point")
	_press.connect("tapped", self, "_on_tapped")
	_press.connect("held", self, "show_tile_route")
	_press.connect("hold_released", self, "clear_preview")
	add_child(_press)
	add_to_group("probe")
	_routes.name = "Routes"
	_routes.anchor_right = 1.0
	_routes.anchor_bottom = 1.0
	add_child(_routes)
	connect("resized", self, "_layout")
	get_node("/root/Settings").connect("changed", self, "_on_settings_changed")


# Shows a level with its session (null: orientation 0 and every tile, for the editor).
func show_level(new_level, new_session = null):
	level = new_level
	session = new_session
	_tween.remove_all()
	_press.cancel()
	clear_preview()
	_animating = false
	_moving = -1
	_blocker = -1
	hint_tile = ""
	show_queued([])
	turn_angle = 0.0
	_take_cells(_unturned_cells())
	_layout()  # first: the standing routes are drawn in the new layout's pixels
	refresh()


# Reads the orientation and the tiles left from the session again and redraws the tiles.
func refresh():
	orientation = session.orientation if session != null else 0
	_shown = []
	var count = level.get("tiles", []).size()
	for i in range(count):
		if session == null or session.is_on_board(level["tiles"][i]["id"]):
			_shown.append(i)
	_refresh_preview()
	_turn_ground()
	update()


func is_animating():
	return _animating


# The centre of a tile (by id) in this control's pixels; Vector2(-1, -1) for an unknown id.
func centre_of_tile(tile_id):
	for tile in level.get("tiles", []):
		if tile["id"] == tile_id:
			return centre_of_cell(int(tile["q"]), int(tile["r"]))
	return Vector2(-1, -1)


# The centre of every tile on the board by id, for the release tests' probe.
func probe_targets() -> Dictionary:
	var targets = {}
	for i in _shown:
		var id = level["tiles"][i]["id"]
		targets["tile:%s" % id] = centre_of_tile(id)
	return targets


func centre_of_cell(q, r):
	var p = _geometry.offset_point(q, r)
	return origin + Vector2(p[0], p[1]) * unit


# The tile drawn under a point of this control ("" for none): the one whose cell holds the
# point, else the nearest within half a tap target (48 dp = 96 px at 720 wide).
func tile_at_point(point):
	var best = ""
	var best_distance = max(unit * 0.87, 48.0)
	for i in _shown:
		var tile = level["tiles"][i]
		var distance = point.distance_to(centre_of_cell(int(tile["q"]), int(tile["r"])))
		if distance < best_distance:
			best_distance = distance
			best = tile["id"]
	return best


# The board cell under a point, [] for none.
func cell_at_point(point):
	var local = (point - origin) / unit
	var hex = HexGeometry.pixel_to_hex(local.x, local.y, 1.0)
	for cell in level.get("cells", []):
		if int(cell["q"]) == hex[0] and int(cell["r"]) == hex[1]:
			return hex
	return []


func show_hint(tile_id):
	hint_tile = tile_id
	_tween.remove(self, "glow")
	if tile_id != "" and not _reduced_motion():
		_tween.interpolate_property(
			self, "glow", 0.0, 1.0, 0.6, Tween.TRANS_SINE, Tween.EASE_IN_OUT
		)
		_tween.start()
	else:
		glow = 1.0
	update()


# Marks the tiles whose taps wait in the game's queue ([] for none).
func show_queued(tile_ids):
	queued_tiles = tile_ids.duplicate()
	set_process(not queued_tiles.empty() and not _reduced_motion())
	update()


func _process(_delta):
	update()  # the waiting tiles' rings pulse


# Turns the drawn board by one step toward the session's new orientation (dir 1 clockwise).
func turn(dir):
	if _reduced_motion() or not is_inside_tree():
		_finish_turn()
		return
	_animating = true
	_routes.hide_standing()
	_tween.remove(self, "turn_angle")
	_tween.interpolate_property(
		self, "turn_angle", 0.0, dir * PI / 3.0, TURN_TIME, Tween.TRANS_CUBIC, Tween.EASE_IN_OUT
	)
	_tween.interpolate_callback(self, TURN_TIME, "call_deferred", "_finish_turn")
	_tween.start()


func _finish_turn():
	turn_angle = 0.0
	_animating = false
	refresh()
	emit_signal("turn_finished")


# Shows the outcome of a tap (the trace() made before the move, from session.trace_of()).
func play_move(trace, polyline):
	_moving = int(trace["tile"])
	_route_points = polyline
	_blocker = int(trace["blocker"])
	var segments = polyline.size() - 1
	var target = float(segments)
	var back = false
	_fade_from = -1.0
	match trace["outcome"]:
		"exit":
			_fade_from = segments - 1 + EXIT_SHOWN / Geometry.EXIT_LENGTH
			target = segments - 1 + EXIT_OUT / Geometry.EXIT_LENGTH
		"blocked":
			target = trace["contact"]
			back = true
		_:
			back = true
	if _reduced_motion() or not is_inside_tree():
		emit_signal("outcome_shown", trace["outcome"])
		_finish_move()
		return
	_animating = true
	_routes.hide_standing()
	var time = _ride_time(target)
	move_time = time
	_tween.remove(self, "slide")
	_tween.interpolate_property(self, "slide", 0.0, target, time, Tween.TRANS_QUAD, Tween.EASE_IN)
	_tween.interpolate_callback(
		self, time, "call_deferred", "emit_signal", "outcome_shown", trace["outcome"]
	)
	var end = time
	if back:
		if _blocker >= 0:
			_tween.interpolate_property(self, "flash", 1.0, 0.0, FLASH_TIME, 0, 2, time * 0.85)
		_tween.interpolate_property(
			self, "slide", target, 0.0, time, Tween.TRANS_QUAD, Tween.EASE_OUT, time
		)
		end = time * 2.0
	_tween.interpolate_callback(self, end, "call_deferred", "_finish_move")
	_tween.start()
	update()


func _finish_move():
	var blocker = _blocker
	_end_ride()
	# Under reduced motion the blocker stays marked until the next move.
	_blocker = blocker if _reduced_motion() else -1
	flash = 1.0 if _reduced_motion() else 0.0
	emit_signal("move_finished")


# Shows a removed tile coming back (an undone removal): from past the board edge back along the
# route it left by (`trace`, its trace() in the state it left from) to its cell.
func play_return(trace, polyline):
	_moving = int(trace["tile"])
	_route_points = polyline
	_blocker = -1
	var segments = polyline.size() - 1
	var start = segments - 1 + EXIT_OUT / Geometry.EXIT_LENGTH
	_fade_from = segments - 1 + EXIT_SHOWN / Geometry.EXIT_LENGTH
	if _reduced_motion() or not is_inside_tree():
		_finish_return()
		return
	_animating = true
	_routes.hide_standing()
	move_time = _ride_time(start)
	_tween.remove(self, "slide")
	_tween.interpolate_property(
		self, "slide", start, 0.0, move_time, Tween.TRANS_QUAD, Tween.EASE_OUT
	)
	_tween.interpolate_callback(self, move_time, "call_deferred", "_finish_return")
	_tween.start()
	slide = start


func _finish_return():
	_end_ride()
	emit_signal("return_finished")


func _end_ride():
	_moving = -1
	_route_points = []
	_animating = false
	slide = 0.0
	refresh()


# How long a ride to slide value `target` takes: by the cells it covers, within bounds.
static func _ride_time(target):
	var cells_covered = 1.0 + (target - 1.0) / Geometry.SAMPLES
	return clamp(cells_covered * CELL_TIME * 2.0, MIN_MOVE_TIME, MAX_MOVE_TIME)


# Where the riding tile's centre is now (this control's pixels); null when no tile rides.
func riding_centre():
	if _moving < 0 or _route_points.empty():
		return null
	return origin + _along(slide)


func clear_marks():
	_blocker = -1
	flash = 0.0
	hint_tile = ""
	update()


# The clear moment: the tracks light up once the last tile has left.
func celebrate():
	if _reduced_motion() or not is_inside_tree():
		call_deferred("emit_signal", "celebration_finished")
		return
	_tween.interpolate_property(self, "glow", 1.0, 0.0, CLEAR_TIME)
	_tween.interpolate_callback(
		self, CLEAR_TIME, "call_deferred", "emit_signal", "celebration_finished"
	)
	_tween.start()


func _set_turn_angle(value):
	turn_angle = value
	_turn_ground()  # the tiles stay: nothing to redraw


func _set_slide(value):
	slide = value
	update()


func _set_flash(value):
	flash = value
	update()


func _set_glow(value):
	glow = value
	update()


func _gui_input(event):
	if not _press.gui_input(event):
		return
	accept_event()
	var cell = cell_at_point(event.position)
	if not cell.empty():
		emit_signal("cell_tapped", cell[0], cell[1])


func _on_tapped(tile_id):
	emit_signal("tile_tapped", tile_id)


# --- route preview ----------------------------------------------------------------------------


# Shows where a tile would go now, from the same trace() a tap on it makes.
func show_tile_route(tile_id):
	if session != null:
		_routes.show_tile(session, tile_id, origin, unit)
		preview = _routes.preview


# Shows, faintly, where every tile on the board would go after a turn (dir 1 clockwise).
func show_turn_routes(dir):
	if session != null:
		_routes.show_turn(session, dir, origin, unit)
		preview = _routes.preview


func clear_preview():
	_routes.clear()
	preview = {}


# The standing routes and a preview held while the board changes (a waiting tap played, a turn
# ended) follow it.
func _refresh_preview():
	if not is_inside_tree():
		return  # a ride or turn that ended as the screen was left: nothing is shown
	if session != null and not _animating:
		_routes.show_standing(session, origin, unit, _settings().show_routes)
	else:
		_routes.hide_standing()
	match preview.get("kind"):
		"tile":
			show_tile_route(preview["tile"])
		"turn":
			show_turn_routes(preview["dir"])


# --- layout and drawing ---------------------------------------------------------------------


func _layout():
	var cells = level.get("cells", [])
	if cells.empty() or rect_size.x <= 0.0:
		return
	# The bounding box of the cells (a board that turns is the same set at every orientation):
	# a flat-top cell reaches 1 to its side corners and sqrt(3)/2 to its top and bottom edges.
	var half_height = sqrt(3.0) / 2.0
	var min_x = INF
	var max_x = -INF
	var min_y = INF
	var max_y = -INF
	for cell in cells:
		var p = _geometry.offset_point(int(cell["q"]), int(cell["r"]))
		min_x = min(min_x, p[0] - 1.0)
		max_x = max(max_x, p[0] + 1.0)
		min_y = min(min_y, p[1] - half_height)
		max_y = max(max_y, p[1] + half_height)
	var size = Vector2(max_x - min_x, max_y - min_y)
	_reach = Vector2.ZERO
	unit = _unit_for(rect_size.x, size)
	if sqrt(3.0) * unit < MIN_SPACING:
		_reach = SafeArea.side_reach(self)
		unit = max(unit, _unit_for(rect_size.x + _reach.x + _reach.y, size))
		# Then past the screen's sides, as far as the height allows (edge to edge: the column's
		# separation keeps the board off the texts above and below it).
		unit = max(unit, min(MIN_SPACING / sqrt(3.0), rect_size.y / size.y))
	origin = Vector2(
		(rect_size.x + _reach.y - _reach.x) / 2.0 - (min_x + max_x) / 2.0 * unit,
		rect_size.y / 2.0 - (min_y + max_y) / 2.0 * unit
	)
	_refresh_preview()
	_place_ground()
	update()


# The ground layer at the board's origin and turn, drawn again.
func _place_ground():
	_turn_ground()
	if _ground_placed != [origin, unit]:
		_ground_placed = [origin, unit]
		_redraw_ground()


# The cells and every chunk of tracks drawn again.
func _redraw_ground():
	_ground.update()
	for chunk in _track_chunks:
		chunk.update()


# Takes the level's cells ([q, r, tracks]): what changed is drawn again, the cells when any cell
# is another, else only the chunks of tracks holding a changed cell.
func _take_cells(cells):
	var same_places = cells.size() == _cells.size()
	for i in range(cells.size()):
		if not same_places:
			break
		same_places = cells[i][0] == _cells[i][0] and cells[i][1] == _cells[i][1]
	var changed = {}
	for i in range(cells.size()):
		if not same_places or cells[i][2] != _cells[i][2]:
			changed[i / TRACK_CHUNK] = true
	_cells = cells
	if not same_places:
		_ground.update()
	while _track_chunks.size() < (cells.size() + TRACK_CHUNK - 1) / TRACK_CHUNK:
		var chunk = Node2D.new()
		chunk.name = "Tracks%d" % _track_chunks.size()
		chunk.connect("draw", self, "_draw_track_chunk", [_track_chunks.size()])
		_ground.add_child(chunk)
		_track_chunks.append(chunk)
	for k in changed:
		_track_chunks[k].update()


# The ground layer at the board's origin, turned to the shown orientation and turn_angle.
func _turn_ground():
	_ground.position = origin
	_ground.rotation = orientation * PI / 3.0 + turn_angle


func _unit_for(width, board_size):
	var room = Vector2(width, rect_size.y) - Vector2(MARGIN, MARGIN) * 2.0
	return min(MAX_UNIT, min(room.x / board_size.x, room.y / board_size.y))


# The board takes touches over all the room it draws in, not only its own rect.
func has_point(point):
	return Rect2(-_reach.x, 0, rect_size.x + _reach.x + _reach.y, rect_size.y).has_point(point)


# [q, r, tracks] of every cell of the level as it is laid out (orientation 0).
func _unturned_cells():
	var cells = []
	for cell in level.get("cells", []):
		var tracks = []
		for port in cell["tracks"]:
			tracks.append(int(port))
		cells.append([int(cell["q"]), int(cell["r"]), tracks])
	return cells


# The cells, then their tracks (the ground layer's draw).
func _draw_ground():
	if level.empty():
		return
	var high_contrast = get_node("/root/Settings").high_contrast
	for cell in _cells:
		_draw_cell(cell, high_contrast)


func _draw_track_chunk(k):
	if level.empty():
		return
	var high_contrast = get_node("/root/Settings").high_contrast
	for i in range(k * TRACK_CHUNK, min((k + 1) * TRACK_CHUNK, _cells.size())):
		_draw_tracks(_track_chunks[k], _cells[i], high_contrast)


func _draw():
	if level.empty():
		return
	draw_set_transform(origin, 0.0, Vector2(1, 1))
	if not selected_cell.empty():
		_draw_hex(_point(selected_cell[0], selected_cell[1]), 1.0, Colors.HINT, false, 0.1 * unit)
	for i in _shown:
		if i == _moving:
			continue
		var tile = level["tiles"][i]
		var centre = _point(int(tile["q"]), int(tile["r"]))
		var angle = _direction_angle(int(tile["dir"]))
		_draw_tile(centre, angle, Colors.tile_color(tile["color"]), 1.0)
		if i == _blocker and flash > 0.0:
			_draw_hex(centre, 0.92, Color(1, 1, 1, 0.55 * flash), true)
			_draw_hex(centre, 0.95, _alpha(Colors.BLOCKED, flash), false, 0.12 * unit)
		if tile["id"] == hint_tile:
			_draw_hex(centre, 1.0, _alpha(Colors.HINT, 0.45 + 0.55 * glow), false, 0.13 * unit)
		if tile["id"] in queued_tiles:
			_draw_hex(centre, 1.02, _alpha(Colors.HINT, _queued_alpha()), false, 0.09 * unit)
	if _moving >= 0 and not _route_points.empty():
		_draw_moving()


func _draw_cell(cell, high_contrast):
	var centre = _point(cell[0], cell[1])
	var edge = Colors.CELL_EDGE if not high_contrast else Colors.RAIL
	BoardDrawing.draw_hex(_ground, centre, 0.97, unit, Colors.CELL, true)
	BoardDrawing.draw_hex(_ground, centre, 0.97, unit, edge, false, 2.0)


func _draw_tracks(canvas, cell, high_contrast):
	var ink = Colors.track_ink(high_contrast)
	var centre = _point(cell[0], cell[1])
	var style = BoardDrawing.QUIET_TRACKS
	BoardDrawing.draw_tracks(canvas, centre, cell[2], unit, _geometry, ink, style)


func _draw_moving():
	var position = _along(slide)
	var heading = _heading(slide)
	var alpha = 1.0
	if _fade_from >= 0.0 and slide > _fade_from:
		var beyond = (slide - _fade_from) * Geometry.EXIT_LENGTH
		alpha = clamp(1.0 - beyond / (EXIT_OUT - EXIT_SHOWN), 0.0, 1.0)
	var tile = level["tiles"][_moving]
	_draw_tile(position, heading, Colors.tile_color(tile["color"]), alpha)


# A point of the moving tile's route at parameter s (segment + t), in pixels from the origin.
func _along(s):
	var last = _route_points.size() - 2
	var k = int(clamp(floor(s), 0, last))
	var t = clamp(s - k, 0.0, 1.0)
	var a = _route_points[k]
	var b = _route_points[k + 1]
	return Vector2(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t) * unit


func _heading(s):
	var last = _route_points.size() - 2
	var k = int(clamp(floor(s), 0, last))
	var a = _route_points[k]
	var b = _route_points[k + 1]
	return atan2(b[1] - a[1], b[0] - a[0])


func _point(q, r):
	var p = _geometry.offset_point(q, r)
	return Vector2(p[0], p[1]) * unit


# The screen angle of direction d (0 = up, clockwise).
func _direction_angle(d):
	return BoardDrawing.direction_angle(_geometry, d)


func _draw_tile(centre, angle, color, alpha):
	BoardDrawing.draw_tile(self, centre, angle, unit, color, alpha)


func _draw_hex(centre, radius, color, filled, width = 1.0):
	BoardDrawing.draw_hex(self, centre, radius, unit, color, filled, width)


# The waiting tiles' ring: pulsing between faint and full, steady under reduced motion.
func _queued_alpha():
	if _reduced_motion():
		return 1.0
	var phase = float(OS.get_ticks_msec() % int(QUEUED_PULSE * 1000)) / (QUEUED_PULSE * 1000)
	return 0.55 + 0.45 * cos(phase * 2.0 * PI)


static func _alpha(color, alpha):
	return Color(color.r, color.g, color.b, alpha)


func _on_settings_changed():
	_refresh_preview()
	_redraw_ground()
	update()


func _settings():
	return get_node("/root/Settings")


func _reduced_motion():
	return _settings().reduced_motion
