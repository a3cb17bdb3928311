extends Node2D
# One cell of a path mode's board (Number Stroke's squares and blocks, Hex Walls' hexes): its
# outline, fill, border, flash and hint ring, and its texts, drawn around the cell's anchor so
# that pops and shakes happen in place. The board sets the look; this only paints it. A mode's
# cell view extends it: it may change the sizes below in _init, lays its texts out in
# text_layout() (each shrunk to the room it has, so no text runs out of its cell) and draws
# anything over the fill in _draw_over_fill().

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
# How wide (pixels) a text centred in the cell may be; a longer one is drawn smaller to fit.
var text_room = INF
# The number the cell asks for, small, on a cell in conflict ("" for none).
var corner_text = ""
var ring_color = Color(0, 0, 0, 0)
var ring_width = 0.08  # a fraction of unit
var flash_width = 0.1  # the "you reasoned right" outline, a fraction of unit
var shake_reach = 0.08  # how far a shake moves the cell, a fraction of unit
var flash = 0.0 setget set_flash
var text_alpha = 1.0 setget set_text_alpha
var fonts = null  # the board: number_face(pixels) gives the number face, drawn scaled
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


# The pixel size a text of `size_fraction` of a unit is drawn at (before any shrinking to fit).
func font_pixels(size_fraction):
	return int(round(size_fraction * unit))


# The cell's texts as they are drawn, around the anchor: [{"text", "font" (the number face),
# "size" (the pixels it is drawn at), "scale" (of the face), "at" (the start of its baseline),
# "box" (the Rect2 its line takes), "role" ("main": the cell's number or mark, "mark": a small one
# beside it)}]. A mode's view lays out its own texts.
func text_layout():
	return _centred(text, Vector2.ZERO, text_size, text_room)


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
	var tint = Color(text_color.r, text_color.g, text_color.b, text_color.a * text_alpha)
	for piece in text_layout():
		draw_set_transform(piece["at"], 0.0, Vector2(piece["scale"], piece["scale"]))
		draw_string(piece["font"], Vector2.ZERO, piece["text"], tint)
	draw_set_transform(Vector2.ZERO, 0.0, Vector2.ONE)


# What a mode draws on the fill, under the border (Number Stroke's conflict stripes).
func _draw_over_fill():
	pass


# A text centred on `centre` at `size_fraction` of a unit, shrunk to `room` pixels wide when it
# is wider: [] for no text, else one piece of text_layout().
func _centred(label, centre, size_fraction, room = INF, role = "main"):
	var piece = _fitted(label, size_fraction, room, role)
	if piece.empty():
		return []
	# Digits and CJK marks both sit visually centred with the baseline 0.36 em below the middle.
	var width = piece["box"].size.x
	return [_placed(piece, centre + Vector2(-width / 2.0, 0.36 * piece["size"]))]


# A text whose line starts at `left` (its middle at left.y), shrunk to `room` pixels.
func _left_aligned(label, left, size_fraction, room = INF, role = "mark"):
	var piece = _fitted(label, size_fraction, room, role)
	if piece.empty():
		return []
	return [_placed(piece, left + Vector2(0, 0.36 * piece["size"]))]


# {"text", "font", "size", "scale", "box" (its size), "role"} at the largest pixel size up to
# `size_fraction` of a unit whose line is at most `room` wide; {} for no text. The face is drawn
# scaled, so its width is in proportion to the size.
func _fitted(label, size_fraction, room, role):
	if label == "":
		return {}
	var pixels = font_pixels(size_fraction)
	var face = fonts.number_face(pixels)
	var per_pixel = face.get_string_size(label).x / face.size  # its width at one pixel
	if per_pixel * pixels > room:  # narrowed: maybe drawn from a smaller face, a little wider
		face = fonts.number_face(int(max(1, floor(room / per_pixel))))
		per_pixel = face.get_string_size(label).x / face.size
		pixels = int(max(1, min(pixels - 1, floor(room / per_pixel))))
	var scale = pixels / float(face.size)
	var box = Rect2(Vector2.ZERO, Vector2(per_pixel * pixels, face.get_height() * scale))
	return {"text": label, "font": face, "size": pixels, "scale": scale, "box": box, "role": role}


func _placed(piece, baseline_start):
	piece["at"] = baseline_start
	piece["box"].position = baseline_start - Vector2(0, piece["font"].get_ascent() * piece["scale"])
	return piece


func _closed(points):
	var closed = PoolVector2Array(points)
	closed.append(points[0])
	return closed
