extends "res://scripts/common/path_cell_view.gd"
# One hex of the Hex Walls board (scripts/common/path_cell_view.gd): its inset outline, its
# number, and on a hex in conflict the number it asks for small above the step. Its sizes are
# fractions of the hex's centre-to-corner distance (unit).


func _init():
	text_size = 0.5
	ring_width = 0.1
	flash_width = 0.12
	shake_reach = 0.12


func _draw_texts(tint):
	if corner_text != "":
		_draw_centred(corner_text, Vector2(0, -0.42 * unit), 0.26, tint)
		_draw_centred(text, Vector2(0, 0.1 * unit), text_size, tint)
	else:
		_draw_centred(text, Vector2.ZERO, text_size, tint)
