extends Control
# The routes drawn over the Hex Tracks board (issue 18 §1, issue 30), a child of board_view.gd:
# where tiles would go, from the session's trace() (the same one a tap makes), drawn in the
# board's pixels (origin: the centre of cell (0, 0); unit: pixels per board unit).
#   show_standing(session, origin, unit, lines)  every tile's own route at the present state,
#       drawn at all times under any preview (lines: the routes themselves, the player's "Show
#       routes"; without them only the exit marks); cached per session, orientation and tiles
#       left, so a board change back to a state seen costs nothing; a new state's routes are
#       traced STANDING_SLICE_USEC a frame, each drawn as it comes (25 tiles' traces took 3.6-7.4
#       ms here, in the frame of the tap); hide_standing() while the board moves
#   show_tile(session, tile id, origin, unit)  one tile's route at the present orientation;
#       preview = {"kind": "tile", "tile", "outcome", "blocker" (its id, "" for none)}
#   show_turn(session, dir, origin, unit)  every tile's route after a turn, faintly, in place
#       of the standing ones; preview = {"kind": "turn", "dir", "orientation", "free": [ids
#       that would leave]}
#   clear()  preview = {}
# `routes` (the preview) and `standing` hold what is drawn: {"points": PoolVector2Array (from
# the tile's edge; only the end when it never leaves its cell), "color", "faint", "outcome"
# ("exit" | "blocked" | "loop"), "heading" (direction at the end), "start" (the tile's centre),
# for "exit" "arrow" (the exit mark: an arrowhead just past the board edge, pointing out, so a
# tile that leaves straight off the edge shows it clear of its own top), for "blocked"
# "contact" (the tile's centre where it touches), "blocker" (the blocker's centre) and "stop"
# (the stop mark, on the blocker's top where the route meets it: a mark in the empty space
# before the contact zone reads as nothing); a looked-at route has "ring" (the tile ringed)
# and, blocked, "ghost" (its top where it would touch); a tile blocked before it leaves its cell
# has only the ghost, which lies on the tile: one outline, not a ring and a ghost askew.
# A looked-at route (not faint) is drawn bold over a white edge, ending in the exit mark, or at
# the contact point with the tile's top drawn there (the 0.88R collider), the contact zone of
# the blocker (the 1.76R hexagon the tile's centre cannot enter: two tops touching) and the
# blocker ringed, or with a ring where a loop closes. Faint routes (a turn's preview) are thin,
# with a small exit mark, the stop mark, a dot for a loop. Standing routes are fainter still,
# those that leave stronger than those that stop, with no stop mark (a mark on most tiles of a
# crowded board reads as noise): the free tiles, their routes ending in exit marks, read first.
# Draws only; takes no input.

const Colors = preload("res://scripts/hex_tracks/board_colors.gd")
const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const TILE_TOP = 0.88
const CONTACT_ZONE = 1.76
const STOP = Color("#e5484d")
const EDGE = Color(1, 1, 1, 0.9)
const EXIT_GAP = 0.1  # between the board edge and the exit mark, so it reads as off the board
const STOP_MARK = 0.45  # the stop mark's distance from the blocker's centre (its top: 0.76)
# Standing routes: alpha of a route that leaves and of one that stops or loops, line width.
const STANDING_EXIT = 0.5
const STANDING_STOPPED = 0.28
const STANDING_WIDTH = 0.06
const STANDING_SLICE_USEC = 1500  # tracing a new state's standing routes, a frame at most

var preview = {}
var routes = []
var standing = []
var lines_shown = true  # the standing routes' lines (their exit marks are always drawn)
var unit = 40.0
var origin = Vector2()
var _cache = {}  # "orientation:remaining" -> standing routes, for _cached_session at origin/unit
var _cached_session = null
var _tracing = []  # [cache key, tile ids still to trace] of the state being traced, [] for none
var _waits = false  # a new state's tracing starts the frame after the one that shows it


func _ready():
	mouse_filter = MOUSE_FILTER_IGNORE
	set_process(false)


func show_standing(session, board_origin, board_unit, lines) -> void:
	_place(board_origin, board_unit)
	if session != _cached_session:
		_cache = {}
		_cached_session = session
		_stop_tracing()
	var key = "%d:%s" % [session.orientation, str(session.remaining)]
	lines_shown = lines
	if _cache.has(key):
		_stop_tracing()
		standing = _cache[key]
	elif _tracing.empty() or _tracing[0] != key:
		standing = []
		_tracing = [key, session.remaining_ids()]
		_waits = true  # this frame draws the new state (a new level: its whole ground)
		set_process(true)
	update()


# True while a state's standing routes are still being traced.
func is_tracing() -> bool:
	return not _tracing.empty()


func hide_standing() -> void:
	_stop_tracing()
	standing = []
	update()


func _process(_delta):
	if _waits:
		_waits = false
		return
	_trace_standing()


# Traces standing routes of the state being traced for up to STANDING_SLICE_USEC (one at least);
# the state's routes are cached once all are.
func _trace_standing() -> void:
	var started = OS.get_ticks_usec()
	var ids = _tracing[1]
	while not ids.empty():
		standing.append(_drawing(_cached_session, _cached_session.trace_of(ids.pop_front()), true))
		if OS.get_ticks_usec() - started >= STANDING_SLICE_USEC:
			break
	if ids.empty():
		_cache[_tracing[0]] = standing
		_tracing = []
	set_process(not _tracing.empty())
	update()


func _stop_tracing() -> void:
	_tracing = []
	set_process(false)


func show_tile(session, tile_id, board_origin, board_unit) -> void:
	if not session.is_on_board(tile_id):
		clear()
		return
	_place(board_origin, board_unit)
	var trace = session.trace_of(tile_id)
	var blocker = int(trace["blocker"])
	preview = {
		"kind": "tile",
		"tile": tile_id,
		"outcome": trace["outcome"],
		"blocker": session.board.tiles[blocker]["id"] if blocker >= 0 else "",
	}
	routes = [_drawing(session, trace, false)]
	update()


func show_turn(session, dir, board_origin, board_unit) -> void:
	if not session.board.rotatable:
		clear()
		return
	_place(board_origin, board_unit)
	var turned = posmod(session.orientation + dir, 6)
	routes = []
	var free = []
	for tile_id in session.remaining_ids():
		var trace = session.tables.trace(turned, session.remaining, session.index_of(tile_id))
		routes.append(_drawing(session, trace, true))
		if trace["outcome"] == "exit":
			free.append(tile_id)
	preview = {"kind": "turn", "dir": dir, "orientation": turned, "free": free}
	update()


func clear() -> void:
	preview = {}
	routes = []
	update()


# The cached standing routes are in pixels: a new layout draws them afresh.
func _place(board_origin, board_unit):
	if board_origin != origin or board_unit != unit:
		_cache = {}
		_stop_tracing()
	origin = board_origin
	unit = board_unit


# The route of a trace() as drawn, in pixels: from the tile's edge to the board edge (the exit
# run's first point), to the contact point, or one lap.
func _drawing(session, trace, faint):
	var points = session.tables.polyline(trace["route"])
	var end = float(points.size() - 1)
	match trace["outcome"]:
		"exit":
			end -= 1.0
		"blocked":
			end = trace["contact"]
	var last = int(min(floor(end), points.size() - 2))
	var drawn = PoolVector2Array()
	for k in range(1, last + 1):
		drawn.append(_pixel(points[k]))
	var a = points[last]
	var b = points[last + 1]
	var t = end - last
	var tip = _pixel([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])
	drawn.append(tip)
	var tile = session.board.tiles[int(trace["tile"])]
	var heading = Vector2(b[0] - a[0], b[1] - a[1]).normalized()
	var route = {
		"points": drawn,
		"color": Colors.tile_color(tile["color"]),
		"faint": faint,
		"outcome": trace["outcome"],
		"heading": heading,
		"start": _pixel(points[0]),
	}
	if not faint and end >= 1.0:
		route["ring"] = route["start"]
	match trace["outcome"]:
		"exit":
			var size = (0.26 if faint else 0.42) * unit
			route["arrow"] = _arrowhead(tip + heading * (size + EXIT_GAP * unit), heading, size)
		"blocked":
			var blocker = session.board.tiles[int(trace["blocker"])]
			var centre = _pixel(HexGeometry.hex_to_pixel([blocker["q"], blocker["r"]], 1.0))
			route["contact"] = tip
			route["blocker"] = centre
			route["stop"] = centre + (tip - centre).normalized() * STOP_MARK * unit
			if not faint:
				route["ghost"] = tip
	return route


func _pixel(point):
	return origin + Vector2(point[0], point[1]) * unit


func _draw():
	# Standing routes under the preview; a turn's preview stands in for them.
	if preview.get("kind") != "turn":
		for route in standing:
			_draw_standing(route)
	# Faint routes first, so a looked-at one stays on top.
	for route in routes:
		if route["faint"]:
			_draw_faint(route)
	for route in routes:
		if not route["faint"]:
			_draw_bold(route)


func _draw_standing(route):
	var base = route["color"]
	var leaves = route["outcome"] == "exit"
	var color = Color(base.r, base.g, base.b, STANDING_EXIT if leaves else STANDING_STOPPED)
	var points = route["points"]
	if lines_shown and points.size() >= 2:
		draw_polyline(points, color, max(2.0, STANDING_WIDTH * unit), true)
	if leaves:
		_fill(route["arrow"], base)


func _draw_bold(route):
	var color = route["color"]
	var points = route["points"]
	if route["outcome"] == "blocked":
		var zone = _hex(route["blocker"], CONTACT_ZONE)
		_fill(zone, Color(STOP.r, STOP.g, STOP.b, 0.12))
		_outline(zone, Color(STOP.r, STOP.g, STOP.b, 0.7), max(2.0, 0.04 * unit))
		_outline(_hex(route["blocker"], 0.95), STOP, 0.12 * unit)
	if route.has("ring"):
		_outline(_hex(route["ring"], 1.0), color, 0.1 * unit)
	if route.has("ghost"):
		var top = _hex(route["ghost"], TILE_TOP)
		_fill(top, Color(color.r, color.g, color.b, 0.35))
		_outline(top, color, 0.07 * unit)
	if points.size() >= 2:
		draw_polyline(points, EDGE, 0.3 * unit, true)
		draw_polyline(points, color, 0.16 * unit, true)
	match route["outcome"]:
		"exit":
			_fill(route["arrow"], color)
		"blocked":
			draw_circle(route["contact"], 0.1 * unit, STOP)
		"loop":
			var end = points[points.size() - 1]
			draw_arc(end, 0.3 * unit, 0.0, TAU, 24, STOP, 0.08 * unit, true)


func _draw_faint(route):
	var color = Color(route["color"].r, route["color"].g, route["color"].b, 0.55)
	var points = route["points"]
	if points.size() >= 2:
		draw_polyline(points, Color(1, 1, 1, 0.5), 0.16 * unit, true)
		draw_polyline(points, color, 0.08 * unit, true)
	match route["outcome"]:
		"exit":
			_fill(route["arrow"], color)
		"blocked":
			_stop_mark(route, Color(STOP.r, STOP.g, STOP.b, 0.85))
		"loop":
			draw_circle(points[points.size() - 1], 0.1 * unit, Color(STOP.r, STOP.g, STOP.b, 0.8))


# A bar across the blocker's top, on the side the route comes from.
func _stop_mark(route, color):
	var toward = (route["stop"] - route["blocker"]).normalized()
	var across = Vector2(-toward.y, toward.x) * 0.24 * unit
	draw_line(route["stop"] - across, route["stop"] + across, color, 0.09 * unit, true)


# The corners of a filled arrowhead whose tip is `tip`, pointing along `heading` (a unit vector).
func _arrowhead(tip, heading, size):
	var across = Vector2(-heading.y, heading.x)
	var base = tip - heading * size
	return PoolVector2Array([tip, base + across * size * 0.6, base - across * size * 0.6])


# The corners of a flat-top hexagon of `radius` board units about a point (pixels); tiles never
# turn, so neither does a tile's top.
func _hex(centre, radius):
	var points = PoolVector2Array()
	for k in range(6):
		var a = PI / 3.0 * k
		points.append(centre + Vector2(cos(a), sin(a)) * radius * unit)
	return points


func _fill(corners, color):
	draw_colored_polygon(corners, color, PoolVector2Array(), null, null, true)


func _outline(corners, color, width):
	var closed = PoolVector2Array(corners)
	closed.append(corners[0])
	draw_polyline(closed, color, width, true)
