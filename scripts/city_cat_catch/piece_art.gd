extends Reference
# Draws City Cat Catch's own art in code: a tile (shadow, a thicker lower edge, the face in the
# city's tile colour) and an element's baked vector recipe on it (docs/city-cat-catch-runtime.md
# §1: primitives in a 100 x 100 box, y down, drawn in order: circle, rect, poly, line).

const FACE_INSET = 0.1  # the art's square inside the face, as a fraction of the tile's side
const CORNER = 0.16  # the tile's corner radius, as a fraction of its side
const EDGE = 0.07  # the darker lower edge that makes the tile look thick
const SHADOW = Color(0.1, 0.1, 0.18, 0.22)
const DIM = Color(0.16, 0.17, 0.27, 0.5)  # over a covered tile
const DIM_HIGH_CONTRAST = Color(0.1, 0.1, 0.16, 0.66)


# A whole tile in `rect` (local to `canvas`): shadow, edge, face, art, and a dim veil when
# `dimmed`. `tile` is the face colour; `art` the element's primitives.
static func draw_tile(
	canvas: CanvasItem, rect: Rect2, tile: Color, art: Array, dimmed := false, shadow := true
) -> void:
	var side = min(rect.size.x, rect.size.y)
	var corner = side * CORNER
	var edge = side * EDGE
	if shadow:
		_box(
			canvas,
			Rect2(rect.position + Vector2(side * 0.03, edge * 1.6), rect.size),
			SHADOW,
			corner
		)
	_box(canvas, Rect2(rect.position + Vector2(0, edge), rect.size), tile.darkened(0.28), corner)
	_box(canvas, rect, tile, corner)
	_box_outline(canvas, rect, tile.darkened(0.18), corner, max(1.0, side * 0.02))
	var inset = side * FACE_INSET
	draw_art(
		canvas,
		Rect2(rect.position + Vector2(inset, inset * 0.8), rect.size - Vector2(inset, inset) * 2.0),
		art
	)
	if dimmed:
		_box(canvas, Rect2(rect.position, rect.size + Vector2(0, edge)), DIM, corner)


# The recipe scaled from its 100 x 100 box into `rect`.
static func draw_art(canvas: CanvasItem, rect: Rect2, art: Array) -> void:
	var unit = rect.size / 100.0
	var origin = rect.position
	var scale = min(unit.x, unit.y)
	for primitive in art:
		var colour = Color(primitive.back())
		match primitive[0]:
			"circle":
				var centre = origin + Vector2(primitive[1], primitive[2]) * unit
				canvas.draw_circle(centre, primitive[3] * scale, colour)
			"rect":
				canvas.draw_rect(
					Rect2(
						origin + Vector2(primitive[1], primitive[2]) * unit,
						Vector2(primitive[3], primitive[4]) * unit
					),
					colour
				)
			"poly":
				var points = PoolVector2Array()
				var numbers = primitive[1]
				for i in range(0, numbers.size() - 1, 2):
					points.append(origin + Vector2(numbers[i], numbers[i + 1]) * unit)
				if Geometry.triangulate_polygon(points).size() > 0:
					canvas.draw_colored_polygon(
						points, colour, PoolVector2Array(), null, null, true
					)
			"line":
				var from = origin + Vector2(primitive[1], primitive[2]) * unit
				var to = origin + Vector2(primitive[3], primitive[4]) * unit
				canvas.draw_line(from, to, colour, max(1.0, primitive[5] * scale), true)


static func _box(canvas: CanvasItem, rect: Rect2, colour: Color, corner: float) -> void:
	var style = StyleBoxFlat.new()
	style.bg_color = colour
	style.set_corner_radius_all(int(round(corner)))
	style.corner_detail = 6
	style.anti_aliasing = true
	style.anti_aliasing_size = 1.0
	canvas.draw_style_box(style, rect)


static func _box_outline(
	canvas: CanvasItem, rect: Rect2, colour: Color, corner: float, width: float
) -> void:
	var style = StyleBoxFlat.new()
	style.draw_center = false
	style.border_color = colour
	style.set_border_width_all(int(ceil(width)))
	style.set_corner_radius_all(int(round(corner)))
	style.corner_detail = 6
	style.anti_aliasing = true
	style.anti_aliasing_size = 1.0
	canvas.draw_style_box(style, rect)
