tool
extends Control
# How every board of the level editor takes input (path_piece/canvas_base.gd's boards, a mode's
# own board): the mouse and the click focus unless it is a thumbnail, and where the keyboard
# focus was when a left press went down, so a click that only takes the focus back from a text
# the designer was typing in edits nothing.

const EditedScene = preload("res://addons/level_editor/edited_scene.gd")

var interactive = true  # false: a thumbnail (no hover, no input)

var _focus_before_press = null  # the control with the keyboard focus when the button went down


func _ready() -> void:
	if EditedScene.is_open(self):
		return
	mouse_filter = MOUSE_FILTER_STOP if interactive else MOUSE_FILTER_IGNORE
	rect_clip_content = true
	focus_mode = FOCUS_CLICK if interactive else FOCUS_NONE  # Ctrl+Z goes to the editor
	set_process_input(interactive)
	connect("resized", self, "_on_resized")
	connect("mouse_exited", self, "_on_mouse_exited")


# A left press is seen here before the board takes the keyboard focus from where it was.
func _input(event: InputEvent) -> void:
	if event is InputEventMouseButton and event.pressed and event.button_index == BUTTON_LEFT:
		_focus_before_press = get_focus_owner()


# Whether the left press being handled only takes the focus back from a text the designer was
# typing in (Teach, a caption, a title): that click focuses the board, it does not edit it.
# From a button, the pack picker or a number box (the number to put next) a click edits.
func _press_focuses_only() -> bool:
	var before = _focus_before_press
	_focus_before_press = null
	return is_typing_in(before)


static func is_typing_in(control) -> bool:
	return control is TextEdit or (control is LineEdit and not control.get_parent() is SpinBox)


func _on_resized() -> void:
	update()


func _on_mouse_exited() -> void:
	update()
