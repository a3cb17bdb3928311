extends Node2D
# A short rounded bar across the edge two consecutive path cells share.

const Colors = preload("res://scripts/number_stroke/board_colors.gd")

var direction = Vector2.RIGHT
var length = 30.0
var thickness = 12.0
var color = Colors.ACCENT
# 0..1: the bar grows out from its middle when it pops in.
var grow = 1.0 setget set_grow


func set_grow(value):
	grow = value
	update()


func _draw():
	var half = direction * length * 0.5 * grow
	if grow <= 0.0:
		return
	draw_line(-half, half, color, thickness, true)
	draw_circle(-half, thickness / 2.0, color)
	draw_circle(half, thickness / 2.0, color)
