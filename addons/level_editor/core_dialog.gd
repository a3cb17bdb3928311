tool
extends WindowDialog
# A level-editor window that runs core commands in the background (the candidate browser, a
# mode's campaign panel): built once, inside 8-pixel margins, unless it is in the scene open in
# the Godot editor; a status line; its run buttons disabled while a command runs.

const EditedScene = preload("res://addons/level_editor/edited_scene.gd")

var tools = null  # the CoreTools that runs the commands

var _status: Label
var _run_buttons = []  # disabled while a command runs
var _busy = false
var _built = false


func _ready() -> void:
	if EditedScene.is_open(self):
		return
	if not _built:
		_built = true
		var root = VBoxContainer.new()
		root.set_anchors_and_margins_preset(PRESET_WIDE)
		root.margin_left = 8
		root.margin_top = 8
		root.margin_right = -8
		root.margin_bottom = -8
		add_child(root)
		_build(root)


# Each window builds its controls into `root` (called once, from _ready).
func _build(_root: VBoxContainer) -> void:
	pass


# The status line, filling the rest of `bar`.
func _add_status(bar: HBoxContainer) -> void:
	_status = Label.new()
	_status.size_flags_horizontal = SIZE_EXPAND_FILL
	_status.clip_text = true
	bar.add_child(_status)


# Runs `python <args>` in the background; the run ({"code", "output"}).
func _run(args: Array):
	_busy = true
	for button in _run_buttons:
		button.disabled = true
	var run = yield(tools.run_in_background(args, get_tree()), "completed")
	_busy = false
	for button in _run_buttons:
		button.disabled = false
	return run


func _say(text: String) -> void:
	_status.text = text
