extends Node2D
# A turning wall, drawn at its pivot (the vertex where three hexes meet): the bar on the edge it
# stands on (this node), the mark on the edge it will stand on after the next hex, and the pivot
# dot. `turns` counts 120° clockwise turns from edge 0 (the board tweens it); the bar points at
# base_angle + turns * 120° (screen angles, y down, so a growing angle turns clockwise).
# A refused move through it flashes it red and wiggles it about the pivot.
# The mark is a row of dots along the middle of that edge, clear of both its ends (where other
# walls may meet it); on an edge a static wall already stands on (`walled_edges`), two rows of
# dots run beside that wall instead, one on each side, so the wall stays in sight. The dots are
# small enough that neither way reaches the number a hex shows (its step or its clue).
# The mark and the pivot dot are separate nodes (`mark`, `pivot_dot`) that the board puts in
# layers above every wall, so the mark is never hidden under another turning wall's bar.
# Nothing here sets a z index: the board's layers draw in tree order, and every overlay of the
# screen (the game menu, a card, the settings) draws over the whole board.

const Colors = preload("res://scripts/hex_walls/board_colors.gd")
const TURN = 2.0 * PI / 3.0
# The mark's dots, as fractions of the edge from the pivot; their radius, the white halo around
# them and the room between a static wall and the dots beside it, as fractions of the bar's
# thickness.
const MARK_DOTS = [0.3, 0.5, 0.7]
const MARK_RADIUS = 0.42
const MARK_HALO = 0.15
const MARK_GAP = 0.1

var wall_id = ""  # "t<i>", as the session names it
var edge = 0  # the edge (0..2) it stands on for the session; `turns` catches up with it
var base_angle = 0.0  # the direction of edge 0 from the pivot
var length = 40.0  # an edge of a hex, in pixels
var thickness = 10.0
var walled_edges = []  # the edges (0..2) a static wall stands on
var wall_half = 5.0  # half a static wall's thickness, in pixels
# The look the board gives it (high contrast changes it).
var color = Colors.TURNING
var mark_fill = Colors.MARK_FILL
var mark_edge = Colors.MARK_EDGE
var turns = 0.0 setget set_turns
var blocked = 0.0 setget set_blocked
var wiggle = 0.0 setget set_wiggle  # extra angle of a shake, radians
var shaking = false  # true from a refused move until its shake has died out
var mark = null  # the next-position mark (a Part), for the board's mark layer
var pivot_dot = null  # the pivot dot (a Part), for the board's top layer


# The mark or the pivot dot, drawn by the wall on the part's own canvas item.
class Part:
	extends Node2D
	var wall = null
	var kind = ""

	func _draw():
		wall.draw_part(self, kind)


func _init():
	mark = _part("mark")
	pivot_dot = _part("pivot")


func _part(kind):
	var part = Part.new()
	part.wall = self
	part.kind = kind
	part.name = kind.capitalize()
	return part


# Puts the wall, its mark and its pivot dot on the pivot (a point of the board).
func place(pivot_point):
	for node in [self, mark, pivot_dot]:
		node.position = pivot_point


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


# The drawn direction of the bar now (radians).
func angle():
	return base_angle + turns * TURN + wiggle


# The direction of the mark: where the wall will stand after the next hex.
func next_angle():
	return base_angle + (turns + 1.0) * TURN


# The edge (0..2) the mark stands for: where the wall will stand after the next hex.
func next_edge():
	return posmod(int(round(turns)) + 1, 3)


# The centres of the mark's dots, around the pivot (pixels): along the edge, or in two rows beside
# the static wall on it.
func mark_dots():
	var direction = Vector2(1, 0).rotated(next_angle())
	var rows = [Vector2.ZERO]
	if next_edge() in walled_edges:
		var beside = direction.rotated(PI / 2.0) * (wall_half + thickness * MARK_GAP + mark_reach())
		rows = [beside, -beside]
	var dots = []
	for fraction in MARK_DOTS:
		for row in rows:
			dots.append(direction * length * fraction + row)
	return dots


# The radius of a mark's dot (pixels).
func mark_radius():
	return thickness * MARK_RADIUS


# How far from its centre a mark's dot is drawn, its white halo included (pixels).
func mark_reach():
	return mark_radius() + thickness * MARK_HALO


# True when the drawn bar stands on its session edge (no turn in progress).
func is_settled():
	var whole = round(turns)
	return is_equal_approx(turns, whole) and posmod(int(whole), 3) == edge


# The colour the bar is drawn in now (red while a refused move's flash lasts).
func drawn_color():
	return color.linear_interpolate(Colors.BLOCKED, blocked)


func redraw():
	update()
	mark.update()
	pivot_dot.update()


func _draw():
	var ink = drawn_color()
	var tip = Vector2(length, 0).rotated(angle())
	draw_line(Vector2.ZERO, tip, ink, thickness, true)
	draw_circle(tip, thickness / 2.0, ink)


func draw_part(canvas, kind):
	match kind:
		"mark":
			# Dots, not a bar: "not there yet"; haloed so they read over a bar or a link.
			var radius = mark_radius()
			for dot in mark_dots():
				canvas.draw_circle(dot, mark_reach(), Colors.MARK_HALO)
				canvas.draw_circle(dot, radius, mark_edge)
				canvas.draw_circle(dot, radius * 0.58, mark_fill)
		"pivot":
			var ink = drawn_color()
			canvas.draw_circle(Vector2.ZERO, thickness * 0.95, ink)
			canvas.draw_circle(Vector2.ZERO, thickness * 0.42, Colors.PIVOT_CORE)


func _notification(what):
	# Parts the board never took into its layers go with the wall.
	if what == NOTIFICATION_PREDELETE:
		for part in [mark, pivot_dot]:
			if (
				is_instance_valid(part)
				and not part.is_inside_tree()
				and not part.is_queued_for_deletion()
			):
				part.free()
