extends Reference
# Hex Walls' emblem on the shell card (scripts/shell/mode_icon.gd): a hexagon crossed by a wall.

const ModeIcon = preload("res://scripts/shell/mode_icon.gd")


static func draw(canvas: CanvasItem, middle: Vector2, reach: float, ink: Color) -> void:
	ModeIcon.draw_hexagon(canvas, middle, reach, ink)
	canvas.draw_line(
		middle + Vector2(0, -reach * 0.5), middle + Vector2(0, reach * 0.5), ink, reach * 0.16, true
	)
