extends Button
# A button of the workshop's palettes, drawing what it picks: a track pairing (a hex with its
# three curves, from the same samples as the board), a tile direction (an arrow) or a tile colour
# (a swatch). `selected` rings it in the accent colour.

const Colors = preload("res://scripts/hex_tracks/board_colors.gd")
const Geometry = preload("res://scripts/hex_tracks/geometry.gd")
const Palette = preload("res://scripts/common/palette.gd")
const SIZE = 96

var kind = "pairing"  # "pairing", "dir" or "color"
var value = null  # the tracks Array, the direction or the colour index
var selected = false setget set_selected
var geometry = null  # a shared geometry.gd
var tint = Palette.INK  # the fill of a direction button (the workshop shows the chosen colour)


func _init():
	rect_min_size = Vector2(SIZE, SIZE)
	focus_mode = FOCUS_NONE


# Rings the buttons of `icons` that show the pairing, direction and colour picked (the direction
# buttons in that colour). The workshop's palettes and the level editor's share it.
static func mark_all(icons, pairing, tile_dir, tile_color):
	for icon in icons:
		match icon.kind:
			"pairing":
				icon.selected = icon.value == pairing
			"dir":
				icon.selected = icon.value == tile_dir
				icon.tint = Colors.tile_color(tile_color)
				icon.update()
			"color":
				icon.selected = icon.value == tile_color


func set_selected(on):
	selected = on
	update()


func _draw():
	var middle = rect_size / 2.0
	var radius = min(rect_size.x, rect_size.y) * 0.36
	match kind:
		"pairing":
			_hex(middle, radius, Colors.CELL, true)
			for i in range(6):
				var j = value[i]
				if j < i:
					continue
				var points = PoolVector2Array()
				for sample in geometry.bezier_samples(i, j):
					points.append(middle + Vector2(sample[0], sample[1]) * radius)
				draw_polyline(points, Colors.RAIL_CORE, max(2.0, radius * 0.12), true)
		"dir":
			_hex(middle, radius, tint, true)
			var u = geometry.unit[value]
			var forward = Vector2(u[0], u[1])
			var across = Vector2(-forward.y, forward.x)
			var tip = middle + forward * radius * 0.6
			var base = middle + forward * radius * 0.05
			draw_colored_polygon(
				PoolVector2Array(
					[tip, base + across * radius * 0.36, base - across * radius * 0.36]
				),
				Color.white
			)
			draw_line(middle - forward * radius * 0.5, base, Color.white, radius * 0.16, true)
		"color":
			_hex(middle, radius, Colors.tile_color(value), true)
	if selected:
		_hex(middle, radius * 1.18, Palette.ACCENT, false, 5.0)


func _hex(centre, radius, color, filled, width = 1.0):
	var points = PoolVector2Array()
	for k in range(7):
		var angle = PI / 3.0 * k
		points.append(centre + Vector2(cos(angle), sin(angle)) * radius)
	if filled:
		points.remove(6)
		draw_colored_polygon(points, color, PoolVector2Array(), null, null, true)
	else:
		draw_polyline(points, color, width, true)
