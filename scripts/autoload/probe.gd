extends Node
# What a player could tap, published for the release tests that play the shipped builds with
# real input (the web build in Chromium, the desktop build under Xvfb; tests/release/). Off unless
# the game was started with --probe (the web page passes it when its address has ?probe): then,
# a few times a second, the visible buttons and texts and the targets that boards and cards offer
# (nodes in the "probe" group answer probe_targets(): {name: point in the node's own
# coordinates}; game screens also answer probe_state() and their level_solved is recorded) go, in
# window pixels, to window.onestrokeProbe (web) or to the file named by
# --probe-file=PATH (desktop), written whole each time. It only reads the scene tree: it sends no
# input and changes nothing, so the tests play what a player gets.

const GROUP = "probe"
const FLAG = "--probe"
const FILE_FLAG = "--probe-file="
const EVERY_FRAMES = 6

var _file_path = ""
var _web = null
var _last = ""
var _frames = 0
var _solved_levels = []


func _ready():
	var args = OS.get_cmdline_args()
	var on = FLAG in args
	for arg in args:
		if arg.begins_with(FILE_FLAG):
			_file_path = arg.substr(FILE_FLAG.length())
			on = true
	if on and OS.has_feature("JavaScript"):
		_web = Engine.get_singleton("JavaScript")
	# Also while a dialog pauses the game.
	pause_mode = PAUSE_MODE_PROCESS
	set_process(on and (_web != null or not _file_path.empty()))


func _process(_delta):
	_frames += 1
	if _frames % EVERY_FRAMES != 0:
		return
	var text = to_json(snapshot())
	if text == _last:
		return
	_last = text
	if _web != null:
		_web.eval("window.onestrokeProbe = %s;" % text, true)
	else:
		_write(text)


# What the screen offers now: {"window": [w, h], "buttons": [{"text", "key", "rect"}],
# "texts": [...], "targets": {name: [x, y]}}, every position in window pixels.
func snapshot() -> Dictionary:
	var buttons = []
	var texts = []
	_collect(get_tree().root, buttons, texts)
	var targets = {}
	var playing = []
	for node in get_tree().get_nodes_in_group(GROUP):
		if (
			node.has_signal("level_solved")
			and not node.is_connected("level_solved", self, "_solved")
		):
			node.connect("level_solved", self, "_solved", [node])
		if not (node is CanvasItem and node.is_visible_in_tree()):
			continue
		if node.has_method("probe_state"):
			playing.append(node.probe_state())
		# A picture that takes no input (the Hex Tracks intro's board) offers nothing to tap.
		var takes_input = not (node is Control and node.mouse_filter == Control.MOUSE_FILTER_IGNORE)
		if takes_input and node.has_method("probe_targets"):
			var points = node.probe_targets()
			for name in points:
				var p = _to_window(node, points[name])
				targets[name] = [p.x, p.y]
	var size = OS.window_size
	return {
		"window": [size.x, size.y],
		"buttons": buttons,
		"texts": texts,
		"targets": targets,
		"playing": playing,
		"solved": _solved_levels,
	}


# Every level solved since the game started, as "<mode id>/<level id>", in order.
func _solved(level_id, screen) -> void:
	_solved_levels.append("%s/%s" % [screen.mode_id, level_id])


func _collect(node, buttons, texts):
	if node is CanvasItem and not node.visible:
		return
	if node is Button and not node.disabled and _unclipped(node):
		var a = _to_window(node, Vector2.ZERO)
		var b = _to_window(node, node.rect_size)
		buttons.append({"text": tr(node.text), "key": node.text, "rect": [a.x, a.y, b.x, b.y]})
	elif node is Label and not node.text.empty():
		texts.append(tr(node.text))
	for child in node.get_children():
		_collect(child, buttons, texts)


# A button scrolled out of its list (or out of the window) cannot be tapped.
func _unclipped(button: Control) -> bool:
	var centre = button.get_global_rect().position + button.rect_size / 2.0
	if not button.get_viewport_rect().has_point(centre):
		return false
	var parent = button.get_parent()
	while parent is Control:
		if parent.rect_clip_content and not parent.get_global_rect().has_point(centre):
			return false
		parent = parent.get_parent()
	return true


func _to_window(item: CanvasItem, point: Vector2) -> Vector2:
	var on_canvas = item.get_global_transform_with_canvas().xform(point)
	return get_tree().root.get_final_transform().xform(on_canvas)


func _write(text: String) -> void:
	var file = File.new()
	if file.open(_file_path + ".tmp", File.WRITE) != OK:
		return
	file.store_string(text)
	file.close()
	Directory.new().rename(_file_path + ".tmp", _file_path)
