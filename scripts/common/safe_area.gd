extends MarginContainer
# Keeps its content inside the screen's safe area (notches, rounded corners, home bar) plus a
# little padding. side_reach(control) says how far a control inside it may draw past its own
# rect into that padding (a board that needs the room for thumb-sized cells).

export(int) var side_padding = 28
export(int) var top_padding = 12
export(int) var bottom_padding = 16


func _ready():
	get_viewport().connect("size_changed", self, "_fit")
	_fit()


# How far past its rect `control` may reach on each side (x: left, y: right), in game pixels:
# up to the screen's safe area.
static func side_reach(control: Control) -> Vector2:
	if not control.is_inside_tree():
		return Vector2.ZERO
	var rect = control.get_global_rect()
	var screen = control.get_viewport_rect().size
	var window = OS.window_size
	var safe = OS.get_window_safe_area()
	var inset_left = 0.0
	var inset_right = 0.0
	if window.x > 0 and safe.size.x > 0:
		var scale = screen.x / window.x
		inset_left = safe.position.x * scale
		inset_right = (window.x - safe.end.x) * scale
	return Vector2(
		max(0.0, rect.position.x - inset_left), max(0.0, screen.x - inset_right - rect.end.x)
	)


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
