extends Control
# One City Cat Catch piece on screen: its tile and element art (piece_art.gd), dimmed while it is
# covered, with a small undo badge while it sits on a return lane (sent back by Undo, so it never
# reads as a bypass piece). The board view places, sizes, tilts and animates it; it takes no
# input itself. What it shows is drawn on its face, a canvas item of its own under it, redrawn
# only when what it shows changes (a setter given the value it has does nothing) or its size
# does: a Control redraws itself whenever it is moved, turned or scaled, so a move (the pieces
# flying, a shuffle's flips) redraws the pieces it changed, never the whole board.

const PieceArt = preload("res://scripts/city_cat_catch/piece_art.gd")
const SHAKE_PIXELS = 8.0

var piece_id = ""
var element_id = ""  # the element it is dealt (the board sets `art` when this changes)
var art = [] setget set_art
var tile = Color.white setget set_tile
var dimmed = false setget set_dimmed
var high_contrast = false setget set_high_contrast
var returned = false setget set_returned  # on a return lane
var wiggle = 0.0 setget set_wiggle  # a sideways offset in pixels (the refused-tap shake)

var _flip_art = null  # the art a flip shows from its middle on (flip_to), null when none
var _face = Node2D.new()


func _init() -> void:
	mouse_filter = MOUSE_FILTER_IGNORE
	_face.name = "Face"
	_face.connect("draw", self, "_draw_face")
	add_child(_face)


func _notification(what):
	if what == NOTIFICATION_RESIZED:
		_face.update()


func set_art(value) -> void:
	if art != value:
		art = value
		_face.update()


func set_tile(value) -> void:
	if tile != value:
		tile = value
		_face.update()


func set_dimmed(value) -> void:
	if dimmed != value:
		dimmed = value
		_face.update()


func set_high_contrast(value) -> void:
	if high_contrast != value:
		high_contrast = value
		_face.update()


func set_returned(value) -> void:
	if returned != value:
		returned = value
		_face.update()


func set_wiggle(value) -> void:
	if wiggle != value:
		wiggle = value
		_face.update()


func _draw_face():
	var rect = Rect2(Vector2(wiggle, 0), rect_size)
	PieceArt.draw_tile(_face, rect, tile, art, false)
	if dimmed:
		var side = min(rect_size.x, rect_size.y)
		var veil = PieceArt.DIM_HIGH_CONTRAST if high_contrast else PieceArt.DIM
		PieceArt.box(
			_face, Rect2(rect.position, rect.size + Vector2(0, side * PieceArt.EDGE)), veil
		)
	if returned:
		PieceArt.draw_undo_badge(
			_face, rect.position + Vector2(1, 1) * rect_size.x * 0.12, rect_size.x
		)


# Shown as piece `id`, fresh: no element yet (the board sets its art), not dimmed, returned,
# shaken, flipping, scaled or faded (a view of an earlier board taken again).
func dress_as(id: String) -> void:
	piece_id = id
	element_id = ""
	set_art([])
	set_dimmed(false)
	set_returned(false)
	set_wiggle(0.0)
	_flip_art = null
	rect_scale = Vector2.ONE
	modulate = Color.white


# Whether its face is drawn (a new board's faces are shown over a few frames).
func show_face(shown: bool) -> void:
	_face.visible = shown


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
