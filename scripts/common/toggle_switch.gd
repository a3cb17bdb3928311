extends Button
# A pill-shaped on/off switch: the pill is drawn 92 x 52 at the right of a 104 x 96 tap target.

const Palette = preload("res://scripts/common/palette.gd")
const KNOB_MARGIN = 5.0
const TRACK = Vector2(92, 52)

var _track = StyleBoxFlat.new()
var _knob = StyleBoxFlat.new()


func _ready():
	toggle_mode = true
	flat = true
	focus_mode = FOCUS_NONE
	rect_min_size = Vector2(104, 96)
	for style in [_track, _knob]:
		style.set_corner_radius_all(26)
		style.corner_detail = 12
		style.anti_aliasing_size = 1.5
	_knob.bg_color = Palette.WHITE
	connect("toggled", self, "_on_toggled")


func _on_toggled(_pressed):
	update()


func _draw():
	var height = TRACK.y
	var track_rect = Rect2(
		Vector2(rect_size.x - TRACK.x, (rect_size.y - height) / 2.0), Vector2(TRACK.x, height)
	)
	_track.bg_color = Palette.ACCENT if pressed else Palette.GREY
	draw_style_box(_track, track_rect)
	var knob_size = height - KNOB_MARGIN * 2.0
	var knob_x = (
		track_rect.end.x - KNOB_MARGIN - knob_size
		if pressed
		else track_rect.position.x + KNOB_MARGIN
	)
	draw_style_box(
		_knob,
		Rect2(Vector2(knob_x, track_rect.position.y + KNOB_MARGIN), Vector2(knob_size, knob_size))
	)
