extends Reference
# Hex Tracks' emblem on the shell card (scripts/shell/mode_icon.gd): a hexagon with a curved track.

const ModeIcon = preload("res://scripts/shell/mode_icon.gd")


static func draw(canvas: CanvasItem, middle: Vector2, reach: float, ink: Color) -> void:
	ModeIcon.draw_hexagon(canvas, middle, reach, ink)
	canvas.draw_arc(
		middle + Vector2(reach, 0).rotated(PI / 3.0),
		reach * 0.62,
		PI * 0.85,
		PI * 1.5,
		16,
		ink,
		reach * 0.14,
		true
	)
