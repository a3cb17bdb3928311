extends Control
# The small drawn emblem of a mode on its shell card: the frame of it (size, colour, greyed when
# the mode is not playable yet); the mode's own emblem script (the registry's "emblem", a script
# with static draw(canvas, middle, reach, ink)) draws the picture. Helpers shared by emblems are
# static here.

const Palette = preload("res://scripts/common/palette.gd")

var emblem = "" setget set_emblem  # res:// path of the mode's emblem script, "" for none
var active = true setget set_active


func set_emblem(value):
	emblem = value
	update()


func set_active(value):
	active = value
	update()


func _draw():
	if emblem.empty() or not ResourceLoader.exists(emblem):
		return
	var ink = Palette.ACCENT if active else Palette.GREY
	var reach = min(rect_size.x, rect_size.y) * 0.42
	load(emblem).draw(self, rect_size / 2.0, reach, ink)


# A hexagon's outline (flat-top) around `middle`, corners `reach` from it.
static func draw_hexagon(canvas: CanvasItem, middle: Vector2, reach: float, ink: Color) -> void:
	var corners = PoolVector2Array()
	for i in range(7):
		corners.append(middle + Vector2(reach, 0).rotated(PI / 3.0 * i))
	canvas.draw_polyline(corners, ink, reach * 0.16, true)
