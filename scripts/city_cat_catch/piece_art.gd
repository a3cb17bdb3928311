extends Reference
# Draws City Cat Catch's own art in code: a tile (shadow, a thicker lower edge, the face in the
# city's tile colour) and an element's baked vector recipe on it (docs/city-cat-catch-runtime.md
# §1: primitives in a 100 x 100 box, y down, drawn in order: circle, rect, poly, line).
# A large filled shape too close to the tile's colour (a white cat on a cream tile: contrast
# ratio below MIN_CONTRAST) gets an outline in OUTLINE_INK, so its silhouette reads.

const FACE_INSET = 0.1  # the art's square inside the face, as a fraction of the tile's side
# The tile's box (its corner radius 0.16 of its side) and outline (0.025 of its side, inside the
# box), white, drawn tinted and scaled: one textured quad each instead of a rounded StyleBoxFlat
# made and drawn anti-aliased (four a piece were 5.5 of the 8 ms of drawing 96 pieces).
const BOX = preload("res://scenes/city_cat_catch/art/tile-face.svg")
const RING = preload("res://scenes/city_cat_catch/art/tile-ring.svg")
const EDGE = 0.07  # the darker lower edge that makes the tile look thick
const SHADOW = Color(0.1, 0.1, 0.18, 0.22)
const DIM = Color(0.16, 0.17, 0.27, 0.5)  # over a covered tile
const DIM_HIGH_CONTRAST = Color(0.1, 0.1, 0.16, 0.66)
const MIN_CONTRAST = 1.6  # WCAG contrast ratio of a shape's fill against the tile
const LARGE = 20.0  # a shape this wide and high (art units) or more is outlined when pale
const OUTLINE = 3.0  # the outline's width, in art units
const OUTLINE_INK = Color("#6b6478")
const BADGE_FILL = Color("#6a5cf5")  # the undo badge (the accent of the tool buttons)


# A whole tile in `rect` (local to `canvas`): shadow, edge, face, art, and a dim veil when
# `dimmed`. `tile` is the face colour; `art` the element's primitives.
static func draw_tile(
	canvas: CanvasItem, rect: Rect2, tile: Color, art: Array, dimmed := false, shadow := true
) -> void:
	var side = min(rect.size.x, rect.size.y)
	var edge = side * EDGE
	if shadow:
		box(canvas, Rect2(rect.position + Vector2(side * 0.03, edge * 1.6), rect.size), SHADOW)
	box(canvas, Rect2(rect.position + Vector2(0, edge), rect.size), tile.darkened(0.28))
	box(canvas, rect, tile)
	canvas.draw_texture_rect(RING, rect, false, tile.darkened(0.18))
	var inset = side * FACE_INSET
	draw_art(
		canvas,
		Rect2(rect.position + Vector2(inset, inset * 0.8), rect.size - Vector2(inset, inset) * 2.0),
		art,
		tile
	)
	if dimmed:
		box(canvas, Rect2(rect.position, rect.size + Vector2(0, edge)), DIM)


# The recipe scaled from its 100 x 100 box into `rect`, drawn on a face of colour `tile` (pale
# large shapes outlined).
static func draw_art(canvas: CanvasItem, rect: Rect2, art: Array, tile := Color.white) -> void:
	var unit = rect.size / 100.0
	var origin = rect.position
	var scale = min(unit.x, unit.y)
	var outline = max(1.0, OUTLINE * scale)
	for primitive in art:
		var colour = Color(primitive.back())
		var ring = outlined(primitive, tile)
		match primitive[0]:
			"circle":
				var centre = origin + Vector2(primitive[1], primitive[2]) * unit
				canvas.draw_circle(centre, primitive[3] * scale, colour)
				if ring:
					canvas.draw_arc(
						centre, primitive[3] * scale, 0.0, TAU, 48, OUTLINE_INK, outline, true
					)
			"rect":
				var box = Rect2(
					origin + Vector2(primitive[1], primitive[2]) * unit,
					Vector2(primitive[3], primitive[4]) * unit
				)
				canvas.draw_rect(box, colour)
				if ring:
					canvas.draw_rect(box, OUTLINE_INK, false, outline)
			"poly":
				var points = PoolVector2Array()
				var numbers = primitive[1]
				for i in range(0, numbers.size() - 1, 2):
					points.append(origin + Vector2(numbers[i], numbers[i + 1]) * unit)
				if Geometry.triangulate_polygon(points).size() > 0:
					canvas.draw_colored_polygon(
						points, colour, PoolVector2Array(), null, null, true
					)
					if ring:
						var closed = Array(points)
						closed.append(points[0])
						canvas.draw_polyline(PoolVector2Array(closed), OUTLINE_INK, outline, true)
			"line":
				var from = origin + Vector2(primitive[1], primitive[2]) * unit
				var to = origin + Vector2(primitive[3], primitive[4]) * unit
				canvas.draw_line(from, to, colour, max(1.0, primitive[5] * scale), true)


# Whether a primitive is drawn with an outline on a face of colour `tile`: a filled shape at
# least LARGE wide and high whose colour is too close to the tile's. The size is asked first:
# the contrast (six pow() a shape) is the dearer part of drawing a piece.
static func outlined(primitive: Array, tile: Color) -> bool:
	var large = false
	match primitive[0]:
		"circle":
			large = 2 * primitive[3] >= LARGE
		"rect":
			large = primitive[3] >= LARGE and primitive[4] >= LARGE
		"poly":
			large = _is_large(primitive[1])
	return large and contrast(Color(primitive.back()), tile) < MIN_CONTRAST


# The badge of a piece sent back by Undo: a disc with a turning arrow, centred on `centre`, for
# a tile `side` wide.
static func draw_undo_badge(canvas: CanvasItem, centre: Vector2, side: float) -> void:
	var radius = side * 0.17
	canvas.draw_circle(centre, radius, BADGE_FILL)
	var arc = radius * 0.55
	var width = max(1.5, side * 0.035)
	canvas.draw_arc(centre, arc, -PI * 0.15, PI * 1.2, 16, Color.white, width, true)
	var tip = centre + Vector2(cos(-PI * 0.15), sin(-PI * 0.15)) * arc
	var head = radius * 0.42
	canvas.draw_colored_polygon(
		PoolVector2Array(
			[
				tip + Vector2(-head * 0.9, -head * 0.1),
				tip + Vector2(head * 0.5, -head * 0.6),
				tip + Vector2(head * 0.3, head * 0.7)
			]
		),
		Color.white
	)


# The WCAG contrast ratio of two colours (1 for the same colour, 21 for black on white).
static func contrast(a: Color, b: Color) -> float:
	var la = _luminance(a)
	var lb = _luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


static func _luminance(colour: Color) -> float:
	var total = 0.0
	var weights = [0.2126, 0.7152, 0.0722]
	var channels = [colour.r, colour.g, colour.b]
	for i in range(3):
		var c = channels[i]
		var linear = c / 12.92 if c <= 0.04045 else pow((c + 0.055) / 1.055, 2.4)
		total += weights[i] * linear
	return total


# Whether a polygon's points ([x1, y1, ...], art units) span LARGE or more in x and in y.
static func _is_large(numbers: Array) -> bool:
	var low = Vector2(numbers[0], numbers[1])
	var high = low
	for i in range(0, numbers.size() - 1, 2):
		low = Vector2(min(low.x, numbers[i]), min(low.y, numbers[i + 1]))
		high = Vector2(max(high.x, numbers[i]), max(high.y, numbers[i + 1]))
	return high.x - low.x >= LARGE and high.y - low.y >= LARGE


# A tile's rounded box filling `rect` in `colour`.
static func box(canvas: CanvasItem, rect: Rect2, colour: Color) -> void:
	canvas.draw_texture_rect(BOX, rect, false, colour)
