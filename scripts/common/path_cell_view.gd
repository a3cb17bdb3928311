extends Node2D
# One cell of a path mode's board (Number Stroke's squares and blocks, Hex Walls' hexes): its
# outline, fill, border, flash and hint ring, and its texts, drawn around the cell's anchor so
# that pops and shakes happen in place. The board sets the look; this only paints it. A mode's
# cell view extends it: it may change the sizes below in _init and draws its texts in
# _draw_texts(tint) (and anything over the fill in _draw_over_fill()).

const Colors = preload("res://scripts/common/path_colors.gd")

# Points around the anchor in pixels: the cell's outline, the path its border is stroked along
# (inside the outline) and a wider one for hint rings.
var outline = PoolVector2Array()
var border_path = PoolVector2Array()
var halo = PoolVector2Array()
var unit = 100.0  # the pixels the fractions below are of (a grid unit, a hex's corner distance)
var fill = Colors.CELL setget set_fill
var border_color = Color(0, 0, 0, 0)
var border_width = 0.0  # a fraction of unit
var text = ""
var text_color = Colors.INK
var text_size = 0.42  # a fraction of unit
# The number the cell asks for, small, on a cell in conflict ("" for none).
var corner_text = ""
var ring_color = Color(0, 0, 0, 0)
var ring_width = 0.08  # a fraction of unit
var flash_width = 0.1  # the "you reasoned right" outline, a fraction of unit
var shake_reach = 0.08  # how far a shake moves the cell, a fraction of unit
var flash = 0.0 setget set_flash
var text_alpha = 1.0 setget set_text_alpha
var fonts = null  # the board: font(pixels) gives the number face
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
	position = _rest_position + Vector2(sin(t * PI * 6.0) * (1.0 - t) * unit * shake_reach, 0)


# The pixel size a text of `size_fraction` of a unit is drawn at.
func font_pixels(size_fraction):
	return int(round(size_fraction * unit))


func _draw():
	if outline.size() < 3:
		return
	draw_colored_polygon(outline, fill, PoolVector2Array(), null, null, true)
	_draw_over_fill()
	if border_width > 0.0 and border_path.size() > 2:
		draw_polyline(_closed(border_path), border_color, border_width * unit, true)
	if flash > 0.0:
		draw_polyline(_closed(outline), Color(1, 1, 1, flash), flash_width * unit, true)
	if ring_color.a > 0.0 and halo.size() > 2:
		draw_polyline(_closed(halo), ring_color, ring_width * unit, true)
	_draw_texts(Color(text_color.r, text_color.g, text_color.b, text_color.a * text_alpha))


# What a mode draws on the fill, under the border (Number Stroke's conflict stripes).
func _draw_over_fill():
	pass


# The cell's texts in `tint` (the text colour at the text's fade).
func _draw_texts(tint):
	_draw_centred(text, Vector2.ZERO, text_size, tint)


func _draw_centred(label, centre, size_fraction, color):
	if label == "":
		return
	var font = fonts.font(font_pixels(size_fraction))
	var width = font.get_string_size(label).x
	# Digits and CJK marks both sit visually centred with the baseline 0.36 em below the middle.
	draw_string(font, centre + Vector2(-width / 2.0, 0.36 * font.size), label, color)


func _closed(points):
	var closed = PoolVector2Array(points)
	closed.append(points[0])
	return closed
