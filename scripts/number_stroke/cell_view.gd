extends "res://scripts/common/path_cell_view.gd"
# One cell of the Number Stroke board (scripts/common/path_cell_view.gd): a square or a big or
# shaped block with its rounded true outline; its number, the 奇/偶 mark under it on a visited
# cell, the number it asks for in the top-left corner on a cell in conflict, and diagonal stripes
# on a conflict in high contrast.

const NsColors = preload("res://scripts/number_stroke/board_colors.gd")
# Sizes of the small marks, in fractions of a unit (before text_scale).
const SUB_SIZE = 0.26
const CORNER_SIZE = 0.26
const CORNER_INSET = 0.1

# Small mark under the text (a visited parity cell).
var sub_text = ""
# The top-left corner of the cell's first unit, around the anchor, in pixels.
var corner_origin = Vector2.ZERO
# Every text grows with the cell (1 for a one-unit cell, more for a 2x2 or 3x3 block).
var text_scale = 1.0
var striped = false


func _draw_over_fill():
	if striped:
		_draw_stripes()


func _draw_texts(tint):
	var number_y = -0.1 * unit * text_scale if sub_text != "" else 0.0
	_draw_centred(text, Vector2(0, number_y), text_size * text_scale, tint)
	_draw_centred(sub_text, Vector2(0, 0.26 * unit * text_scale), SUB_SIZE * text_scale, tint)
	var corner_size = CORNER_SIZE * min(text_scale, 1.5)
	var corner_centre = (
		corner_origin
		+ Vector2(CORNER_INSET + corner_size * 0.6, CORNER_INSET + corner_size * 0.5) * unit
	)
	_draw_centred(corner_text, corner_centre, corner_size, tint)


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
			draw_polyline(piece, NsColors.CONFLICT_STRIPE, 0.05 * unit, true)
		offset += spacing
