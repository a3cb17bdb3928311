extends Reference
# City Cat Catch's emblem on the shell card (scripts/shell/mode_icon.gd): a cat's head.

const Palette = preload("res://scripts/common/palette.gd")


static func draw(canvas: CanvasItem, middle: Vector2, reach: float, ink: Color) -> void:
	canvas.draw_circle(middle + Vector2(0, reach * 0.12), reach * 0.72, ink)
	for side in [-1, 1]:
		var ear = PoolVector2Array(
			[
				middle + Vector2(side * reach * 0.68, -reach * 0.1),
				middle + Vector2(side * reach * 0.62, -reach * 0.9),
				middle + Vector2(side * reach * 0.12, -reach * 0.5),
			]
		)
		canvas.draw_colored_polygon(ear, ink, PoolVector2Array(), null, null, true)
		canvas.draw_circle(
			middle + Vector2(side * reach * 0.28, reach * 0.05), reach * 0.1, Palette.WHITE
		)
