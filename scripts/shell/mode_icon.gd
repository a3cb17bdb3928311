extends Control
# Small drawn emblem of a mode on its shell card.

const Palette = preload("res://scripts/common/palette.gd")

var kind = "stroke" setget set_kind
var active = true setget set_active
var _tile = StyleBoxFlat.new()


func set_kind(value):
	kind = value
	update()


func set_active(value):
	active = value
	update()


func _ready():
	_tile.set_corner_radius_all(14)
	_tile.corner_detail = 8
	_tile.anti_aliasing_size = 1.5


func _draw():
	var ink = Palette.ACCENT if active else Palette.GREY
	var middle = rect_size / 2.0
	var reach = min(rect_size.x, rect_size.y) * 0.42
	match kind:
		"stroke":
			# A 2x2 board with a path through three cells, the start in full colour.
			var cell = reach * 0.9
			var gap = reach * 0.16
			var corner = middle - Vector2(cell + gap / 2.0, cell + gap / 2.0)
			var fills = [Palette.ACCENT, Palette.ACCENT_SOFT, Palette.GREY, Palette.ACCENT_SOFT]
			for i in range(4):
				_tile.bg_color = fills[i]
				var offset = Vector2(i % 2, i / 2) * (cell + gap)
				draw_style_box(_tile, Rect2(corner + offset, Vector2(cell, cell)))
			var joins = [
				[Vector2(cell + gap / 2.0, cell / 2.0), Vector2.RIGHT],
				[Vector2(cell * 1.5 + gap, cell + gap / 2.0), Vector2.DOWN],
			]
			for join in joins:
				var reach_out = join[1] * gap * 1.6
				draw_line(
					corner + join[0] - reach_out, corner + join[0] + reach_out, ink, gap, true
				)
		"hex", "tracks":
			var corners = PoolVector2Array()
			for i in range(7):
				corners.append(middle + Vector2(reach, 0).rotated(PI / 3.0 * i))
			draw_polyline(corners, ink, reach * 0.16, true)
			if kind == "tracks":
				draw_arc(
					middle + Vector2(reach, 0).rotated(PI / 3.0),
					reach * 0.62,
					PI * 0.85,
					PI * 1.5,
					16,
					ink,
					reach * 0.14,
					true
				)
			else:
				draw_line(
					middle + Vector2(0, -reach * 0.5),
					middle + Vector2(0, reach * 0.5),
					ink,
					reach * 0.16,
					true
				)
		"cat":
			draw_circle(middle + Vector2(0, reach * 0.12), reach * 0.72, ink)
			for side in [-1, 1]:
				var ear = PoolVector2Array(
					[
						middle + Vector2(side * reach * 0.68, -reach * 0.1),
						middle + Vector2(side * reach * 0.62, -reach * 0.9),
						middle + Vector2(side * reach * 0.12, -reach * 0.5),
					]
				)
				draw_colored_polygon(ear, ink, PoolVector2Array(), null, null, true)
				draw_circle(
					middle + Vector2(side * reach * 0.28, reach * 0.05), reach * 0.1, Palette.WHITE
				)
