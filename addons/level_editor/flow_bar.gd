tool
extends Container
# A bar of buttons and fields that wraps: its children side by side at their minimum widths, in
# as many rows as its width needs (Godot 3.2 has no flow container), so the Levels screen's bars
# fit beside the editor's docks (1280 × 800 with the Scene, FileSystem and Inspector docks open)
# and never make the screen, and so the editor window, wider than it is. A child that expands
# (size flags) takes what is left of its row. A flow bar inside a flow bar (a tool group) keeps
# its children on one row while that row has room (preferred_width), and wraps them when not.
# Its minimum width is its widest child's; its minimum height, its rows at the width it has.


func _notification(what: int) -> void:
	if what == NOTIFICATION_SORT_CHILDREN:
		_lay_out(rect_size.x, true)
	elif what == NOTIFICATION_RESIZED:
		minimum_size_changed()  # its rows, and so its height, follow its width


func _get_minimum_size() -> Vector2:
	var width = 0.0
	for child in _shown():
		width = max(width, child.get_combined_minimum_size().x)
	return Vector2(width, height_for(max(rect_size.x, width)))


# The width of its children on one row.
func preferred_width() -> float:
	var width = 0.0
	var children = _shown()
	for child in children:
		width += _width_in(child, INF)
	return width + _separation("HBoxContainer") * max(0, children.size() - 1)


# Its height when `width` wide.
func height_for(width: float) -> float:
	return _lay_out(width, false)


# Lays the children out in rows `width` wide (placing them when `place`); the rows' height.
func _lay_out(width: float, place: bool) -> float:
	var across = _separation("HBoxContainer")
	var rows = [[]]
	var used = 0.0
	for child in _shown():
		var child_width = _width_in(child, width)
		if not rows.back().empty() and used + across + child_width > width:
			rows.append([])
			used = 0.0
		used += child_width + (across if not rows.back().empty() else 0.0)
		rows.back().append([child, child_width])
	var top = 0.0
	for row in rows:
		if row.empty():
			continue
		top += _lay_out_row(row, width, top, place) + _separation("VBoxContainer")
	return max(0.0, top - _separation("VBoxContainer"))


# One row at `top`: what is left of `width` goes to the children that expand; its height.
func _lay_out_row(row: Array, width: float, top: float, place: bool) -> float:
	var across = _separation("HBoxContainer")
	var left = width - across * (row.size() - 1)
	var expanding = 0
	for placed in row:
		left -= placed[1]
		if placed[0].size_flags_horizontal & SIZE_EXPAND:
			expanding += 1
	var extra = max(0.0, left) / expanding if expanding > 0 else 0.0
	var height = 0.0
	for placed in row:
		var child = placed[0]
		if child.size_flags_horizontal & SIZE_EXPAND:
			placed[1] += extra
		var child_height = child.get_combined_minimum_size().y
		if child.has_method("height_for"):
			child_height = max(child_height, child.height_for(placed[1]))
		height = max(height, child_height)
	var x = 0.0
	for placed in row:
		if place:
			fit_child_in_rect(placed[0], Rect2(x, top, placed[1], height))
		x += placed[1] + across
	return height


# A child's width in a row `room` wide: its minimum, or a flow bar's one row while it fits.
func _width_in(child: Control, room: float) -> float:
	var least = child.get_combined_minimum_size().x
	if child.has_method("preferred_width"):
		return max(least, min(child.preferred_width(), room))
	return least


func _shown() -> Array:
	var children = []
	for child in get_children():
		if child is Control and child.visible and not child.is_set_as_toplevel():
			children.append(child)
	return children


func _separation(box: String) -> float:
	return float(get_constant("separation", box))
