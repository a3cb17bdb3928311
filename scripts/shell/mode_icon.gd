extends Control
# Small drawn emblem of a mode on its shell card.

const Palette = preload("res://scripts/shell/palette.gd")

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
			# Three cells joined into a path, the start in full colour.
			var cell = reach * 0.9
			var gap = reach * 0.14
			var left = middle - Vector2(cell * 1.5 + gap, cell / 2.0)
			for i in range(3):
				_tile.bg_color = Palette.ACCENT if i == 0 else Palette.ACCENT_SOFT
				draw_style_box(
					_tile, Rect2(left + Vector2(i * (cell + gap), 0), Vector2(cell, cell))
				)
			for i in range(2):
				var join = left + Vector2((i + 1) * (cell + gap) - gap / 2.0, cell / 2.0)
				draw_line(
					join - Vector2(gap * 1.6, 0), join + Vector2(gap * 1.6, 0), ink, gap * 1.1, true
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
