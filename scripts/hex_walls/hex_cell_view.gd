extends Node2D
# One hex of the board: its inset outline, fill, number and rings, drawn around the hex centre so
# that pops and shakes happen in place. The board sets the look; this only paints it.

const Colors = preload("res://scripts/hex_walls/board_colors.gd")

# Corner points around the centre, in pixels: the cell, its number border (inside) and the hint
# ring (outside).
var outline = PoolVector2Array()
var border_path = PoolVector2Array()
var halo = PoolVector2Array()
var size = 50.0  # centre-to-corner distance in pixels
var fill = Colors.CELL setget set_fill
var border_color = Color(0, 0, 0, 0)
var border_width = 0.0  # a fraction of `size`
var text = ""
var text_color = Colors.INK
var text_size = 0.5  # a fraction of `size`
# The number the cell asks for, small above the step, on a cell in conflict.
var corner_text = ""
var ring_color = Color(0, 0, 0, 0)
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
	position = _rest_position + Vector2(sin(t * PI * 6.0) * (1.0 - t) * size * 0.12, 0)


func _draw():
	if outline.size() < 3:
		return
	draw_colored_polygon(outline, fill, PoolVector2Array(), null, null, true)
	if border_width > 0.0 and border_path.size() > 2:
		draw_polyline(_closed(border_path), border_color, border_width * size, true)
	if flash > 0.0:
		draw_polyline(_closed(outline), Color(1, 1, 1, flash), 0.12 * size, true)
	if ring_color.a > 0.0 and halo.size() > 2:
		draw_polyline(_closed(halo), ring_color, 0.1 * size, true)
	var tint = Color(text_color.r, text_color.g, text_color.b, text_color.a * text_alpha)
	if corner_text != "":
		_draw_centred(corner_text, Vector2(0, -0.42 * size), 0.26, tint)
		_draw_centred(text, Vector2(0, 0.1 * size), text_size, tint)
	else:
		_draw_centred(text, Vector2.ZERO, text_size, tint)


func _draw_centred(label, centre, size_fraction, color):
	if label == "":
		return
	var font = fonts.font(int(round(size_fraction * size)))
	var width = font.get_string_size(label).x
	# Digits sit visually centred with the baseline 0.36 em below the middle.
	draw_string(font, centre + Vector2(-width / 2.0, 0.36 * font.size), label, color)


func _closed(points):
	var closed = PoolVector2Array(points)
	closed.append(points[0])
	return closed
