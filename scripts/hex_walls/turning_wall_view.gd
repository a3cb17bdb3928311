extends Node2D
# A turning wall, drawn at its pivot (the vertex where three hexes meet): the wall on the edge it
# stands on, a dashed ghost on the edge it will stand on after the next cell, and the pivot dot.
# `turns` counts 120° clockwise turns from edge 0 (the board tweens it); the wall points at
# base_angle + turns * 120° (screen angles, y down, so a growing angle turns clockwise).
# A refused move through it flashes it red and wiggles it about the pivot.
# The three parts are drawn by children on their own z levels, so that every ghost lies under
# every wall and every pivot dot on top, where two turning walls share an edge.

const Colors = preload("res://scripts/hex_walls/board_colors.gd")
const TURN = 2.0 * PI / 3.0
# z levels inside the board's wall layer: ghosts, walls (static ones too), pivots.
const GHOST_Z = 1
const WALL_Z = 2
const PIVOT_Z = 3

var wall_id = ""  # "t<i>", as the session names it
var edge = 0  # the edge (0..2) it stands on for the session; `turns` catches up with it
var base_angle = 0.0  # the direction of edge 0 from the pivot
var length = 40.0  # an edge of a hex, in pixels
var thickness = 10.0
var turns = 0.0 setget set_turns
var blocked = 0.0 setget set_blocked
var wiggle = 0.0 setget set_wiggle  # extra angle of a shake, radians
var shaking = false  # true from a refused move until its shake has died out
var _parts = []


# One of the three parts, drawn by the wall on the part's own canvas item.
class Part:
	extends Node2D
	var kind = ""

	func _draw():
		get_parent().draw_part(self, kind)


func _init():
	for entry in [["ghost", GHOST_Z], ["wall", WALL_Z], ["pivot", PIVOT_Z]]:
		var part = Part.new()
		part.kind = entry[0]
		part.name = entry[0].capitalize()
		part.z_index = entry[1]
		add_child(part)
		_parts.append(part)


func set_turns(value):
	turns = value
	redraw()


func set_blocked(value):
	blocked = value
	redraw()


func set_wiggle(value):
	wiggle = value
	redraw()


# A wiggle about the pivot; `t` runs 0..1 and dies out at 1.
func set_shake(t):
	set_wiggle(sin(t * PI * 6.0) * (1.0 - t) * 0.14)


func end_shake():
	shaking = false
	set_wiggle(0.0)


# The drawn direction of the wall now (radians).
func angle():
	return base_angle + turns * TURN + wiggle


# The direction of the ghost: where the wall will stand after the next cell.
func next_angle():
	return base_angle + (turns + 1.0) * TURN


# True when the drawn wall stands on its session edge (no turn in progress).
func is_settled():
	var whole = round(turns)
	return is_equal_approx(turns, whole) and posmod(int(whole), 3) == edge


func redraw():
	update()
	for part in _parts:
		part.update()


func draw_part(canvas, kind):
	var color = Colors.TURNING.linear_interpolate(Colors.BLOCKED, blocked)
	match kind:
		"ghost":
			# Two dashes from the pivot dot out, so the ghost reads as "not there yet".
			var direction = Vector2(1, 0).rotated(next_angle())
			var start = thickness * 0.95
			var span = length - start
			for dash in [[0.0, 0.42], [0.62, 1.0]]:
				var from = direction * (start + span * dash[0])
				var to = direction * (start + span * dash[1])
				canvas.draw_line(from, to, Colors.TURNING_NEXT, thickness * 0.6, true)
		"wall":
			var tip = Vector2(length, 0).rotated(angle())
			canvas.draw_line(Vector2.ZERO, tip, color, thickness, true)
			canvas.draw_circle(tip, thickness / 2.0, color)
		"pivot":
			canvas.draw_circle(Vector2.ZERO, thickness * 0.95, color)
			canvas.draw_circle(Vector2.ZERO, thickness * 0.42, Colors.PIVOT_CORE)
