extends Button
# One level on the level select: its number, and a badge for its state: a check mark once
# cleared, a padlock while locked; a mode that gives stars (0-3, `stars`, -1 for none) shows
# them under the number. Locked tiles still take taps (the level select answers with a shake and
# a toast), so they are never `disabled`.

const Palette = preload("res://scripts/common/palette.gd")
const CardArt = preload("res://scripts/common/card_art.gd")
const NUMBER_FONT = preload("res://scenes/common/fonts/font_heading.tres")
const LOCKED = "locked"
const OPEN = "open"
const CLEARED = "cleared"
const SIZE = 112
const BADGE = 30.0  # the badge's box, in pixels, in the tile's corner
const STARS = 3
const STAR_SIZE = 24.0
const SHAKE_PIXELS = 10.0

var level_id = ""
var state = LOCKED setget set_state
var high_contrast = false  # locked tiles in stronger ink (set before state)
var stars = -1 setget set_stars  # the level's best stars of STARS, -1: the mode gives none
var _rest_x = 0.0
var _shaking = false
var _look = []  # [fill, ink, stars shown] the styles were last made for


func _init() -> void:
	rect_min_size = Vector2(SIZE, SIZE)
	focus_mode = FOCUS_NONE
	add_font_override("font", NUMBER_FONT)


func set_state(value) -> void:
	state = value
	var fill = Palette.LIGHT
	var ink = Palette.MUTED_INK if high_contrast else Palette.FAINT_INK
	if state == CLEARED:
		fill = Palette.ACCENT_SOFT
		ink = Palette.INK
	elif state == OPEN:
		fill = Palette.ACCENT
		ink = Palette.WHITE
	var look = [fill, ink, _shows_stars()]
	if look != _look:  # new styles only for a new look (a list's refresh sets every tile)
		_look = look
		var style = _style(fill)  # one style for every state of the button: they look alike
		if _shows_stars():
			style.content_margin_bottom = STAR_SIZE  # the number moves up, clear of the stars
		for style_name in ["normal", "hover", "pressed", "disabled"]:
			add_stylebox_override(style_name, style)
		for color_name in [
			"font_color", "font_color_hover", "font_color_pressed", "font_color_disabled"
		]:
			add_color_override(color_name, ink)
	mouse_default_cursor_shape = CURSOR_ARROW if state == LOCKED else CURSOR_POINTING_HAND
	hint_tooltip = ""
	update()


func set_stars(value) -> void:
	stars = value
	set_state(state)


func is_locked() -> bool:
	return state == LOCKED


# A "no" shake, driven by a tween from 0 to 1 after begin_shake(); ends where it started.
func begin_shake() -> void:
	if not _shaking:
		_rest_x = rect_position.x
		_shaking = true


func shake(progress: float) -> void:
	if not _shaking:
		return
	var offset = sin(progress * TAU * 3.0) * SHAKE_PIXELS * (1.0 - progress)
	rect_position.x = _rest_x + offset
	if progress >= 1.0:
		rect_position.x = _rest_x
		_shaking = false


func _draw():
	var corner = Vector2(rect_size.x - BADGE - 10.0, 10.0)
	if state == CLEARED:
		_draw_check(corner)
	elif state == LOCKED:
		_draw_lock(Vector2(rect_size.x - BADGE - 10.0, rect_size.y - BADGE - 8.0))
	if _shows_stars():
		_draw_stars()


# A white disc with the accent tick.
func _draw_check(corner: Vector2) -> void:
	CardArt.draw_check(
		self, corner + Vector2(BADGE, BADGE) / 2.0, BADGE, Palette.WHITE, Palette.ACCENT
	)


func _shows_stars() -> bool:
	return stars >= 0 and state != LOCKED


# STARS small stars in a row along the bottom, the earned ones filled, the others outlined in
# the number's ink.
func _draw_stars() -> void:
	var outline = get_color("font_color")
	outline.a *= 0.6
	var step = STAR_SIZE * 1.15
	var left = (rect_size.x - step * (STARS - 1)) / 2.0
	for i in range(STARS):
		var middle = Vector2(left + step * i, rect_size.y - STAR_SIZE * 0.75)
		var points = PoolVector2Array()
		for k in range(10):
			var reach = STAR_SIZE * (0.5 if k % 2 == 0 else 0.22)
			var angle = -PI / 2.0 + PI / 5.0 * k
			points.append(middle + Vector2(cos(angle), sin(angle)) * reach)
		if i < stars:
			draw_colored_polygon(points, Palette.STAR, PoolVector2Array(), null, null, true)
		else:
			points.append(points[0])
			draw_polyline(points, outline, 1.5, true)


# A small padlock: a shackle arc over a rounded body.
func _draw_lock(corner: Vector2) -> void:
	var ink = Palette.MUTED_INK
	var body = Rect2(corner + Vector2(0.12, 0.44) * BADGE, Vector2(0.76, 0.52) * BADGE)
	var shackle_middle = Vector2(body.position.x + body.size.x / 2.0, body.position.y)
	draw_arc(shackle_middle, BADGE * 0.24, PI, TAU, 12, ink, BADGE * 0.1, true)
	for side in [-1, 1]:
		var x = shackle_middle.x + side * BADGE * 0.24
		draw_line(Vector2(x, body.position.y), Vector2(x, body.position.y - 1.0), ink, BADGE * 0.1)
	var style = StyleBoxFlat.new()
	style.bg_color = ink
	style.set_corner_radius_all(int(BADGE * 0.1))
	style.anti_aliasing_size = 1.0
	draw_style_box(style, body)
	draw_circle(body.position + body.size / 2.0, BADGE * 0.07, Palette.LIGHT)


func _style(fill: Color) -> StyleBoxFlat:
	var style = StyleBoxFlat.new()
	style.bg_color = fill
	style.set_corner_radius_all(24)
	style.corner_detail = 10
	style.anti_aliasing_size = 1.5
	return style
