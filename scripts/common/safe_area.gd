extends MarginContainer
# Keeps its content inside the screen's safe area (notches, rounded corners, home bar) plus a
# little padding.

export(int) var side_padding = 28
export(int) var top_padding = 12
export(int) var bottom_padding = 16


func _ready():
	get_viewport().connect("size_changed", self, "_fit")
	_fit()


func _fit():
	var window = OS.window_size
	var safe = OS.get_window_safe_area()
	var inset_left = 0.0
	var inset_top = 0.0
	var inset_right = 0.0
	var inset_bottom = 0.0
	if window.x > 0 and window.y > 0 and safe.size.x > 0 and safe.size.y > 0:
		# The window is in device pixels; the stretched viewport is in game pixels.
		var scale = get_viewport_rect().size / window
		inset_left = safe.position.x * scale.x
		inset_top = safe.position.y * scale.y
		inset_right = (window.x - safe.end.x) * scale.x
		inset_bottom = (window.y - safe.end.y) * scale.y
	add_constant_override("margin_left", int(side_padding + inset_left))
	add_constant_override("margin_top", int(top_padding + inset_top))
	add_constant_override("margin_right", int(side_padding + inset_right))
	add_constant_override("margin_bottom", int(bottom_padding + inset_bottom))
