extends Reference
# How a Hex Tracks board is drawn, on any CanvasItem: hexes, a cell's tracks from the same
# sampled curves trace() uses (geometry.gd), a tile (its top and side, its arrow). The game's
# board view (board_view.gd) and the level editor's Hex Tracks board
# (addons/level_editor/modes/hex_tracks/tracks_canvas.gd) draw with it, so a board looks the
# same in both. Sizes are in board units (R = 1) times `unit` pixels.

const Colors = preload("res://scripts/hex_tracks/board_colors.gd")
const TILE_DRAWN = 0.88  # the drawn top of a tile, in units: its collision hexagon
const TILE_DEPTH = 0.1
# How tracks are drawn: bold where they are what is edited (the level editor), quiet under play
# (the game's board), where they are the ground the tiles and their routes stand out from.
const BOLD_TRACKS = {"rail": Colors.RAIL, "rail_width": 0.2, "core_width": 0.055}
const QUIET_TRACKS = {"rail": Colors.RAIL_QUIET, "rail_width": 0.1, "core_width": 0.03}

# The shapes in board units, made once and placed by a Transform2D (in the engine): built point
# by point in GDScript, a 127-cell ground took 5-13 ms to draw.
# "hex" -> the unit hexagon's corners (the first again at the end); [geometry id, entry, exit]
# -> a track's samples (a const Dictionary can still be written: no static variables).
const SHAPES = {}


# A flat-top hexagon of `radius` units around `centre`, filled or outlined `width` pixels wide.
static func draw_hex(canvas: CanvasItem, centre, radius, unit, color, filled, width = 1.0) -> void:
	if not SHAPES.has("hex"):
		var corners = PoolVector2Array()
		for k in range(7):
			corners.append(Vector2(cos(PI / 3.0 * k), sin(PI / 3.0 * k)))
		SHAPES["hex"] = corners
	var reach = radius * unit
	var points = Transform2D(Vector2(reach, 0), Vector2(0, reach), centre).xform(SHAPES["hex"])
	if filled:
		points.remove(6)
		canvas.draw_colored_polygon(points, color, PoolVector2Array(), null, null, true)
	else:
		canvas.draw_polyline(points, color, width, true)


# The tracks of a cell centred at `centre`: tracks[i] = j joins port i to port j, a rail with a
# `core` line along it, sized by `style` (BOLD_TRACKS or QUIET_TRACKS).
static func draw_tracks(
	canvas: CanvasItem, centre, tracks, unit, geometry, core: Color, style = BOLD_TRACKS
) -> void:
	var place = Transform2D(Vector2(unit, 0), Vector2(0, unit), centre)
	for i in range(6):
		var j = int(tracks[i])
		if j < i:
			continue
		var points = place.xform(track_points(geometry, i, j))
		canvas.draw_polyline(points, style["rail"], style["rail_width"] * unit, true)
		canvas.draw_polyline(points, core, max(1.5, style["core_width"] * unit), true)


# The samples of the track from port i to port j (geometry.gd bezier_samples), board units.
static func track_points(geometry, i, j) -> PoolVector2Array:
	var key = [geometry.get_instance_id(), i, j]
	if not SHAPES.has(key):
		var samples = PoolVector2Array()
		for sample in geometry.bezier_samples(i, j):
			samples.append(Vector2(sample[0], sample[1]))
		SHAPES[key] = samples
	return SHAPES[key]


# A tile at `centre` heading `angle` (radians, screen), in `color` faded to `alpha`.
static func draw_tile(canvas: CanvasItem, centre, angle, unit, color: Color, alpha) -> void:
	var fill = Color(color.r, color.g, color.b, alpha)
	var side = color.darkened(0.3)
	side.a = alpha
	draw_hex(canvas, centre + Vector2(0, TILE_DEPTH * unit), TILE_DRAWN, unit, side, true)
	draw_hex(canvas, centre, TILE_DRAWN, unit, fill, true)
	var forward = Vector2(cos(angle), sin(angle))
	var across = Vector2(-forward.y, forward.x)
	var size = TILE_DRAWN * unit
	var tip = centre + forward * size * 0.55
	var base = centre + forward * size * 0.05
	var head = PoolVector2Array([tip, base + across * size * 0.34, base - across * size * 0.34])
	var ink = Color(1, 1, 1, alpha)
	canvas.draw_colored_polygon(head, ink, PoolVector2Array(), null, null, true)
	canvas.draw_line(centre - forward * size * 0.45, base, ink, size * 0.16, true)


# The screen angle of direction d (0 = up, clockwise), from geometry.gd's unit vectors.
static func direction_angle(geometry, d) -> float:
	var u = geometry.unit[int(d)]
	return atan2(u[1], u[0])
