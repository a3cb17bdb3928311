extends Node2D
# A static wall: a thick rounded bar on the edge two hexes share, drawn around the edge's middle
# in `color` (the board sets it and the thickness: high contrast makes both stronger).
# A refused move through it flashes it red and shakes it across the edge.
# It sets no z index: the board's layers draw in tree order, under every overlay of the screen.

const Colors = preload("res://scripts/hex_walls/board_colors.gd")

var wall_id = ""  # "s<i>", as the session names it
var half = Vector2(0, 20)  # from the middle to one end, in pixels
var thickness = 10.0
var color = Colors.WALL
var blocked = 0.0 setget set_blocked  # 1 = just refused a move, fades to 0
var shaking = false  # true from a refused move until its shake has died out
var _rest_position = Vector2.ZERO


func place(rest_position):
	_rest_position = rest_position
	position = rest_position


func set_blocked(value):
	blocked = value
	update()


# A shake across the edge; `t` runs 0..1 and the offset dies out at 1.
func set_shake(t):
	var across = half.normalized().rotated(PI / 2.0)
	position = _rest_position + across * sin(t * PI * 6.0) * (1.0 - t) * thickness * 0.8


func end_shake():
	shaking = false
	set_shake(1.0)


# The colour it is drawn in now (red while a refused move's flash lasts).
func drawn_color():
	return color.linear_interpolate(Colors.BLOCKED, blocked)


func _draw():
	var ink = drawn_color()
	draw_line(-half, half, ink, thickness, true)
	for end in [-half, half]:
		draw_circle(end, thickness / 2.0, ink)
