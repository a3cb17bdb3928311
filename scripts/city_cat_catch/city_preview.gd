extends Control
# Four element tiles in a 2 x 2 block on a city card (city_card.gd), slightly tilted, drawn with
# piece_art.gd.

const PieceArt = preload("res://scripts/city_cat_catch/piece_art.gd")
const TILTS = [-3.0, 2.0, 1.0, -2.0]

var tile = Color.white
var arts = []


func _init() -> void:
	mouse_filter = MOUSE_FILTER_IGNORE


func _draw():
	var side = min(rect_size.x, rect_size.y) * 0.46
	var gap = min(rect_size.x, rect_size.y) * 0.06
	var corner = (rect_size - Vector2(side * 2 + gap, side * 2 + gap)) / 2.0
	for k in range(min(4, arts.size())):
		var place = corner + Vector2(k % 2, k / 2) * (side + gap)
		draw_set_transform(place + Vector2(side, side) / 2.0, deg2rad(TILTS[k]), Vector2.ONE)
		PieceArt.draw_tile(
			self, Rect2(-Vector2(side, side) / 2.0, Vector2(side, side)), tile, arts[k]
		)
	draw_set_transform(Vector2.ZERO, 0.0, Vector2.ONE)
