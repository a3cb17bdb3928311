extends Reference
# A mode's entry scene put into its host a part a frame, behind the shell's loading sheet: built
# whole in the frame of the tap, instancing it, its _ready (its screens and first tiles) and the
# first layout and drawing held the tap 15-18 ms natively (17-32 ms in the web build). The parts:
# instance() (the tap's frame; the caller then sets what the mode needs before it enters the
# tree), then step() once a frame: the mode enters the tree hidden (its _ready builds its
# screens; hidden containers lay nothing out and nothing is drawn), a frame for what its screens
# do hidden the frame after (the level list's first tiles, level_select.gd), then it is shown
# (laid out and drawn in that frame). The shell and the frame-budget bench mount modes through
# it.

const STEPS = 3  # in the tree hidden; its hidden frame; shown

var mode = null  # the entry scene, once instanced
var _scene = null
var _host = null
var _steps_done = 0


func _init(scene: PackedScene, host: Node) -> void:
	_scene = scene
	_host = host


# The first part: the mode instanced, not in the tree yet.
func instance() -> Node:
	mode = _scene.instance()
	return mode


# The next part; false once the mode is in the tree and shown.
func step() -> bool:
	if mode == null or is_done():
		return false
	_steps_done += 1
	if _steps_done == 1:
		mode.visible = false
		_host.add_child(mode)
	elif _steps_done == STEPS:
		mode.visible = true
	return not is_done()


func is_done() -> bool:
	return _steps_done >= STEPS


# Takes back a mode not shown yet (the player went back while it mounted): out of the tree and
# freed.
func cancel() -> void:
	if mode != null:
		if mode.get_parent() != null:
			mode.get_parent().remove_child(mode)
		mode.free()
	mode = null
