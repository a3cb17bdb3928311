extends Reference
# What the cards and tiles of the lists draw alike: the rounded card box and the tick in a disc
# (a daily puzzle solved, a city or a level cleared). All static.


# A disc of `diameter` pixels around `middle` on `canvas` (call from its _draw) with a tick.
static func draw_check(
	canvas: CanvasItem, middle: Vector2, diameter: float, disc: Color, tick: Color
) -> void:
	canvas.draw_circle(middle, diameter / 2.0, disc)
	var points = PoolVector2Array(
		[
			middle + Vector2(-0.26, 0.0) * diameter,
			middle + Vector2(-0.07, 0.19) * diameter,
			middle + Vector2(0.26, -0.17) * diameter,
		]
	)
	canvas.draw_polyline(points, tick, diameter * 0.13, true)


# The box of a card on a list (the daily cards, the city cards).
static func card_style(fill: Color) -> StyleBoxFlat:
	var style = StyleBoxFlat.new()
	style.bg_color = fill
	style.set_corner_radius_all(28)
	style.corner_detail = 10
	style.anti_aliasing_size = 1.5
	return style
