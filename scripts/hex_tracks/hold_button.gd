extends Button
# A button that can also be held (Hex Tracks' rotate buttons, issue 18 §1): pressed and released
# before HoldTimer.HOLD_TIME it is a tap (tapped); held that long it emits held instead, and its
# release hold_released, never tapped (holding a rotate button previews the turn, letting go
# turns nothing). Connect to tapped, not pressed.
# `waiting` marks the taps that wait for the board to be still (the game's queue): a ring around
# the button and their count in a badge on its corner, as waiting tiles are ringed on the board.

signal tapped
signal held
signal hold_released

const HoldTimer = preload("res://scripts/hex_tracks/hold_timer.gd")
const Palette = preload("res://scripts/common/palette.gd")
const BADGE_FONT = preload("res://scenes/common/fonts/font_small.tres")
const BADGE_RADIUS = 18.0
const RING_WIDTH = 4.0

var waiting = 0 setget set_waiting
var _holding = false
var _timer = HoldTimer.new()


func _ready():
	_timer.connect("held", self, "_on_hold")
	add_child(_timer)
	connect("button_down", self, "_on_down")
	connect("button_up", self, "_on_up")
	connect("pressed", self, "_on_pressed")


func is_holding() -> bool:
	return _holding


func set_waiting(count):
	waiting = int(count)
	update()


func _draw():
	if waiting <= 0:
		return
	var ring = StyleBoxFlat.new()
	ring.draw_center = false
	ring.border_color = Palette.ACCENT
	ring.set_border_width_all(int(RING_WIDTH))
	var shape = get_stylebox("normal")
	if shape is StyleBoxFlat:  # the ring follows the button's own corners
		ring.set_corner_radius_all(shape.corner_radius_top_left)
	ring.anti_aliasing_size = 1.0
	draw_style_box(ring, Rect2(Vector2.ZERO, rect_size))
	# The badge over the top-right corner, clear of the arrow in the middle.
	var centre = Vector2(rect_size.x - BADGE_RADIUS * 0.6, BADGE_RADIUS * 0.6)
	draw_circle(centre, BADGE_RADIUS, Palette.ACCENT)
	var text = str(waiting)
	var size = BADGE_FONT.get_string_size(text)
	var baseline = centre + Vector2(-size.x / 2.0, BADGE_FONT.get_ascent() - size.y / 2.0)
	draw_string(BADGE_FONT, baseline, text, Palette.WHITE)


func _on_down():
	_holding = false
	_timer.press()


func _on_hold():
	if is_pressed():
		_holding = true
		emit_signal("held")


func _on_up():
	_timer.stop()
	if _holding:
		# `pressed` may come after button_up: it still has to see the hold.
		call_deferred("_end_hold")


func _end_hold():
	_holding = false
	emit_signal("hold_released")


func _on_pressed():
	if not _holding:
		emit_signal("tapped")
