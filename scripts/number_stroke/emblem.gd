extends Reference
# Number Stroke's emblem on the shell card (scripts/shell/mode_icon.gd): a 2x2 board with a path
# through three cells, the start in full colour.

const Palette = preload("res://scripts/common/palette.gd")


static func draw(canvas: CanvasItem, middle: Vector2, reach: float, ink: Color) -> void:
	var tile = StyleBoxFlat.new()
	tile.set_corner_radius_all(14)
	tile.corner_detail = 8
	tile.anti_aliasing_size = 1.5
	var cell = reach * 0.9
	var gap = reach * 0.16
	var corner = middle - Vector2(cell + gap / 2.0, cell + gap / 2.0)
	var fills = [Palette.ACCENT, Palette.ACCENT_SOFT, Palette.GREY, Palette.ACCENT_SOFT]
	for i in range(4):
		tile.bg_color = fills[i]
		var offset = Vector2(i % 2, i / 2) * (cell + gap)
		canvas.draw_style_box(tile, Rect2(corner + offset, Vector2(cell, cell)))
	var joins = [
		[Vector2(cell + gap / 2.0, cell / 2.0), Vector2.RIGHT],
		[Vector2(cell * 1.5 + gap, cell + gap / 2.0), Vector2.DOWN],
	]
	for join in joins:
		var reach_out = join[1] * gap * 1.6
		canvas.draw_line(corner + join[0] - reach_out, corner + join[0] + reach_out, ink, gap, true)
