extends Node2D
# A short rounded bar across the edge two consecutive path cells share (the path modes' boards:
# Number Stroke's connectors, Hex Walls' links).

const Palette = preload("res://scripts/common/palette.gd")

const CAP_SEGMENTS = 8

var direction = Vector2.RIGHT  # from the earlier cell to the later one
var length = 30.0
var thickness = 12.0
var color = Palette.ACCENT
# 0..1: the bar grows out from its middle when it pops in.
var grow = 1.0 setget set_grow


func set_grow(value):
	grow = value
	update()


# One capsule polygon, so a translucent (dimmed) bar has no darker overlaps.
func _draw():
	if grow <= 0.0:
		return
	var half = direction * length * 0.5 * grow
	var radius = thickness / 2.0
	var capsule = PoolVector2Array()
	for end in [half, -half]:
		var outward = end.normalized() if end != Vector2.ZERO else direction
		for i in range(CAP_SEGMENTS + 1):
			var angle = -PI / 2.0 + PI * i / CAP_SEGMENTS
			capsule.append(end + outward.rotated(angle) * radius)
	draw_colored_polygon(capsule, color, PoolVector2Array(), null, null, true)
