extends Node2D
# One cell of the board: its rounded true outline, fill, number and marks, drawn around the
# cell's anchor so that scale pops and shakes happen in place. The board sets the look; this
# only paints it.

const Colors = preload("res://scripts/number_stroke/board_colors.gd")
# Sizes of the small marks, in fractions of a unit (before text_scale).
const SUB_SIZE = 0.26
const CORNER_SIZE = 0.26
const CORNER_INSET = 0.1

# Rounded outline around the anchor in pixels, the path the border is stroked along (inside the
# outline) and a wider one for hint rings.
var outline = PoolVector2Array()
var border_path = PoolVector2Array()
var halo = PoolVector2Array()
var unit = 100.0
var fill = Colors.CELL setget set_fill
var border_color = Color(0, 0, 0, 0)
# Fractions of a unit.
var border_width = 0.0
var text = ""
var text_color = Colors.INK
var text_size = 0.42
# Small mark under the text (a visited parity cell) and in the top-left corner (a conflict).
var sub_text = ""
var corner_text = ""
# The top-left corner of the cell's first unit, around the anchor, in pixels.
var corner_origin = Vector2.ZERO
# Every text grows with the cell (1 for a one-unit cell, more for a 2x2 or 3x3 block).
var text_scale = 1.0
var striped = false
var ring_color = Color(0, 0, 0, 0)
var ring_width = 0.08  # a fraction of a unit
var flash = 0.0 setget set_flash
var text_alpha = 1.0 setget set_text_alpha
var fonts = null
var _rest_position = Vector2.ZERO


func place(rest_position):
	_rest_position = rest_position
	position = rest_position


func set_fill(value):
	fill = value
	update()


func set_flash(value):
	flash = value
	update()


func set_text_alpha(value):
	text_alpha = value
	update()


# Horizontal shake; `t` runs 0..1 and the offset dies out at 1.
func set_shake(t):
	position = _rest_position + Vector2(sin(t * PI * 6.0) * (1.0 - t) * unit * 0.08, 0)


func _draw():
	if outline.size() < 3:
		return
	draw_colored_polygon(outline, fill, PoolVector2Array(), null, null, true)
	if striped:
		_draw_stripes()
	var closed = _closed(outline)
	if border_width > 0.0 and border_path.size() > 2:
		draw_polyline(_closed(border_path), border_color, border_width * unit, true)
	if flash > 0.0:
		draw_polyline(closed, Color(1, 1, 1, flash), 0.1 * unit, true)
	if ring_color.a > 0.0 and halo.size() > 2:
		draw_polyline(_closed(halo), ring_color, ring_width * unit, true)
	var text_tint = Color(text_color.r, text_color.g, text_color.b, text_color.a * text_alpha)
	var number_y = -0.1 * unit * text_scale if sub_text != "" else 0.0
	_draw_centred(text, Vector2(0, number_y), text_size * text_scale, text_tint)
	_draw_centred(sub_text, Vector2(0, 0.26 * unit * text_scale), SUB_SIZE * text_scale, text_tint)
	var corner_size = CORNER_SIZE * min(text_scale, 1.5)
	var corner_centre = (
		corner_origin
		+ Vector2(CORNER_INSET + corner_size * 0.6, CORNER_INSET + corner_size * 0.5) * unit
	)
	_draw_centred(corner_text, corner_centre, corner_size, text_tint)


# The pixel size a text of `size_fraction` of a unit is drawn at.
func font_pixels(size_fraction):
	return int(round(size_fraction * unit))


func _draw_centred(label, centre, size_fraction, color):
	if label == "":
		return
	var font = fonts.font(font_pixels(size_fraction))
	var width = font.get_string_size(label).x
	# Digits and CJK marks both sit visually centred with the baseline 0.36 em below the middle.
	draw_string(font, centre + Vector2(-width / 2.0, 0.36 * font.size), label, color)


# Diagonal white stripes clipped to the outline (high-contrast conflicts).
func _draw_stripes():
	var reach = 0.0
	for point in outline:
		reach = max(reach, point.length())
	var spacing = 0.18 * unit
	var offset = -reach * 2.0
	while offset < reach * 2.0:
		var stripe = PoolVector2Array(
			[Vector2(offset - reach, reach), Vector2(offset + reach, -reach)]
		)
		for piece in Geometry.intersect_polyline_with_polygon_2d(stripe, outline):
			draw_polyline(piece, Colors.CONFLICT_STRIPE, 0.05 * unit, true)
		offset += spacing


func _closed(points):
	var closed = PoolVector2Array(points)
	closed.append(points[0])
	return closed
