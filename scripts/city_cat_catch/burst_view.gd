extends Control
# The small burst where a cleared triple merged: a ring widening and fading, and sparks flying
# out. The board view places it (a square around the merged piece) and tweens `progress` from 0
# to 1; nothing shows at 0 or 1. It takes no input.

const SPARKS = 8
const INK = Color("#ffd34d")  # warm light, readable on the dark tray and on every city colour

var progress = 0.0 setget set_progress


func _init() -> void:
	mouse_filter = MOUSE_FILTER_IGNORE


func set_progress(value: float) -> void:
	progress = value
	update()


func _draw():
	if progress <= 0.0 or progress >= 1.0:
		return
	var centre = rect_size / 2.0
	var reach = min(rect_size.x, rect_size.y) / 2.0
	var left = 1.0 - progress
	var fade = Color(INK.r, INK.g, INK.b, left)
	# a flash at the start, a ring widening, sparks flying past it
	draw_circle(centre, reach * 0.5, Color(INK.r, INK.g, INK.b, 0.5 * left * left))
	draw_arc(centre, reach * (0.4 + 0.5 * progress), 0.0, TAU, 48, fade, reach * 0.14 * left, true)
	for k in range(SPARKS):
		var direction = Vector2.RIGHT.rotated(TAU * k / SPARKS + 0.3)
		var spark = centre + direction * reach * (0.45 + 0.55 * progress)
		draw_circle(spark, 2.0 + reach * 0.1 * left, fade)
