extends Control
# The route preview over the Hex Tracks board (issue 18 §1), a child of board_view.gd: where
# tiles would go, from the session's trace() (the same one a tap makes), drawn in the board's
# pixels (origin: the centre of cell (0, 0); unit: pixels per board unit).
#   show_tile(session, tile id, origin, unit)  one tile's route at the present orientation;
#       preview = {"kind": "tile", "tile", "outcome", "blocker" (its id, "" for none)}
#   show_turn(session, dir, origin, unit)  every tile's route after a turn, faintly;
#       preview = {"kind": "turn", "dir", "orientation", "free": [ids that would leave]}
#   clear()  preview = {}
# `routes` holds what is drawn: {"points": PoolVector2Array, "color", "faint", "outcome"
# ("exit" | "blocked" | "loop"), "heading" (direction at the end), "start" (the tile's centre),
# and for "blocked" "contact" (the tile's centre where it touches) and "blocker" (the
# blocker's centre)}.
# A looked-at route (not faint) is drawn bold over a white edge, ending in an arrow at the board
# edge, or at the contact point with the tile's top drawn there (the 0.88R collider), the
# contact zone of the blocker (the 1.76R hexagon the tile's centre cannot enter: two tops
# touching) and the blocker ringed, or with a ring where a loop closes. Faint routes (a turn's
# preview) are thin, with a small arrow, a bar where they would be stopped, a dot for a loop.
# Draws only; takes no input.

const Colors = preload("res://scripts/hex_tracks/board_colors.gd")
const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const TILE_TOP = 0.88
const CONTACT_ZONE = 1.76
const STOP = Color("#e5484d")
const EDGE = Color(1, 1, 1, 0.9)

var preview = {}
var routes = []
var unit = 40.0
var origin = Vector2()


func _ready():
	mouse_filter = MOUSE_FILTER_IGNORE


func show_tile(session, tile_id, board_origin, board_unit) -> void:
	if not session.is_on_board(tile_id):
		clear()
		return
	origin = board_origin
	unit = board_unit
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
	origin = board_origin
	unit = board_unit
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


# The route of a trace() as drawn, in pixels: to the board edge (the exit run's first point), to
# the contact point, or one lap.
func _drawing(session, trace, faint):
	var points = session.tables.polyline(trace["route"])
	var end = float(points.size() - 1)
	match trace["outcome"]:
		"exit":
			end -= 1.0
		"blocked":
			end = trace["contact"]
			if faint:
				end = max(end, 1.0)  # a faint route stopped at once shows its bar on the tile's edge
	var last = int(min(floor(end), points.size() - 2))
	# A route starts at the tile's edge, clear of its arrow (unless it stops before).
	var first = 1 if end >= 1.0 else 0
	var drawn = PoolVector2Array()
	for k in range(first, last + 1):
		drawn.append(_pixel(points[k]))
	var a = points[last]
	var b = points[last + 1]
	var t = end - last
	var tip = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
	drawn.append(_pixel(tip))
	var tile = session.board.tiles[int(trace["tile"])]
	var route = {
		"points": drawn,
		"color": Colors.tile_color(tile["color"]),
		"faint": faint,
		"outcome": trace["outcome"],
		"heading": Vector2(b[0] - a[0], b[1] - a[1]).normalized(),
		"start": _pixel(points[0]),
	}
	if trace["outcome"] == "blocked":
		var blocker = session.board.tiles[int(trace["blocker"])]
		route["contact"] = _pixel(tip)
		route["blocker"] = _pixel(HexGeometry.hex_to_pixel([blocker["q"], blocker["r"]], 1.0))
	return route


func _pixel(point):
	return origin + Vector2(point[0], point[1]) * unit


func _draw():
	# Faint routes first, so a looked-at one stays on top.
	for route in routes:
		if route["faint"]:
			_draw_faint(route)
	for route in routes:
		if not route["faint"]:
			_draw_bold(route)


func _draw_bold(route):
	var color = route["color"]
	var points = route["points"]
	if route["outcome"] == "blocked":
		var zone = _hex(route["blocker"], CONTACT_ZONE)
		_fill(zone, Color(STOP.r, STOP.g, STOP.b, 0.12))
		_outline(zone, Color(STOP.r, STOP.g, STOP.b, 0.7), max(2.0, 0.04 * unit))
		_outline(_hex(route["blocker"], 0.95), STOP, 0.12 * unit)
	_outline(_hex(route["start"], 1.0), color, 0.1 * unit)
	if points.size() >= 2:
		draw_polyline(points, EDGE, 0.3 * unit, true)
		draw_polyline(points, color, 0.16 * unit, true)
	match route["outcome"]:
		"exit":
			_arrow(points[points.size() - 1], route["heading"], 0.42 * unit, color)
		"blocked":
			var top = _hex(route["contact"], TILE_TOP)
			_fill(top, Color(color.r, color.g, color.b, 0.35))
			_outline(top, color, 0.07 * unit)
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
	var end = points[points.size() - 1]
	match route["outcome"]:
		"exit":
			_arrow(end, route["heading"], 0.26 * unit, color)
		"blocked":
			var across = Vector2(-route["heading"].y, route["heading"].x) * 0.22 * unit
			var ink = Color(STOP.r, STOP.g, STOP.b, 0.8)
			draw_line(end - across, end + across, ink, 0.08 * unit, true)
		"loop":
			draw_circle(end, 0.1 * unit, Color(STOP.r, STOP.g, STOP.b, 0.8))


# A filled arrowhead whose tip is `tip`, pointing along `heading` (a unit vector).
func _arrow(tip, heading, size, color):
	var across = Vector2(-heading.y, heading.x)
	var base = tip - heading * size
	_fill(PoolVector2Array([tip, base + across * size * 0.6, base - across * size * 0.6]), color)


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
