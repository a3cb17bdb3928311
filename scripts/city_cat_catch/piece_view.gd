extends Control
# One City Cat Catch piece on screen: its tile and element art (piece_art.gd), dimmed while it is
# covered, with a small undo badge while it sits on a return lane (sent back by Undo, so it never
# reads as a bypass piece). The board view places, sizes, tilts and animates it; it takes no
# input itself.

const PieceArt = preload("res://scripts/city_cat_catch/piece_art.gd")
const SHAKE_PIXELS = 8.0

var piece_id = ""
var element_id = "" setget set_element_id
var art = [] setget set_art
var tile = Color.white setget set_tile
var dimmed = false setget set_dimmed
var high_contrast = false setget set_high_contrast
var returned = false setget set_returned  # on a return lane
var wiggle = 0.0 setget set_wiggle  # a sideways offset in pixels (the refused-tap shake)

var _flip_art = null  # the art a flip shows from its middle on (flip_to), null when none


func _init() -> void:
	mouse_filter = MOUSE_FILTER_IGNORE


func set_element_id(value) -> void:
	element_id = value
	update()


func set_art(value) -> void:
	art = value
	update()


func set_tile(value) -> void:
	tile = value
	update()


func set_dimmed(value) -> void:
	if dimmed != value:
		dimmed = value
		update()


func set_high_contrast(value) -> void:
	high_contrast = value
	update()


func set_returned(value) -> void:
	if returned != value:
		returned = value
		update()


func set_wiggle(value) -> void:
	wiggle = value
	update()


func _draw():
	var rect = Rect2(Vector2(wiggle, 0), rect_size)
	PieceArt.draw_tile(self, rect, tile, art, false)
	if dimmed:
		var side = min(rect_size.x, rect_size.y)
		var veil = PieceArt.DIM_HIGH_CONTRAST if high_contrast else PieceArt.DIM
		var style = StyleBoxFlat.new()
		style.bg_color = veil
		style.set_corner_radius_all(int(round(side * PieceArt.CORNER)))
		style.corner_detail = 6
		style.anti_aliasing = true
		style.anti_aliasing_size = 1.0
		draw_style_box(style, Rect2(rect.position, rect.size + Vector2(0, side * PieceArt.EDGE)))
	if returned:
		PieceArt.draw_undo_badge(
			self, rect.position + Vector2(1, 1) * rect_size.x * 0.12, rect_size.x
		)


# Starts a flip (a shuffle re-dealt the piece): flip_at() narrows it to an edge and widens it
# again showing `new_art`.
func flip_to(new_art) -> void:
	_flip_art = new_art


# The flip at `progress` (0 to 1): the width follows |cos(progress * PI)|, the new art shows from
# the middle on; 1 ends it.
func flip_at(progress: float) -> void:
	rect_scale = Vector2(abs(cos(progress * PI)), 1.0) if progress < 1.0 else Vector2.ONE
	if progress >= 0.5 and _flip_art != null:
		set_art(_flip_art)
		_flip_art = null


# The refused-tap shake at `progress` (0 to 1): a few sideways swings, dying out.
func shake_at(progress: float) -> void:
	set_wiggle(sin(progress * PI * 6.0) * SHAKE_PIXELS * (1.0 - progress))
