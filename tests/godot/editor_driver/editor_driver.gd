tool
extends EditorPlugin
# Drives the level editor inside a real Godot editor, for tests/godot/editor_smoke.sh and
# editor_screenshots.sh, which enable it only in temporary copies of the project.
# LEVEL_EDITOR_DRIVE=smoke: open the demo pack, validate, paint with a mouse click, undo and
# redo through the editor's UndoRedo, save with the scene, solve.
# LEVEL_EDITOR_DRIVE=screenshots: the same pack in the states the README shows, saved as PNGs
# into LEVEL_EDITOR_SHOTS.
# Every check prints "level editor driver: ok …" or "… FAIL …"; the last line is
# "level editor driver: done, N failed".

const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"
const SETTLE_FRAMES = 20
const CHECK_SHOTS = [  # level index, button, screenshot
	[0, "Solve", "editor-solve"],
	[1, "Solve", "editor-two-solutions"],
	[1, "Suggest", "editor-suggest"],
	[2, "Validate", "editor-validate"],
	[0, "Minimize", "editor-minimize"],
]
const TOOL_TIMEOUT_FRAMES = 600
const PLAYTEST_START_MSEC = 8000  # the game's own window needs a moment to show its level

var _failures = 0


func _enter_tree() -> void:
	call_deferred("_drive")


func _drive() -> void:
	while get_editor_interface().get_resource_filesystem().is_scanning():
		yield(get_tree(), "idle_frame")
	yield(_frames(SETTLE_FRAMES), "completed")
	var panel = _level_editor_panel()
	_check(panel != null, "the Levels screen is in the editor")
	if panel != null:
		get_editor_interface().set_main_screen_editor("Levels")
		_check(panel.open_pack(DEMO_PACK) == "", "the demo pack opens")
		yield(_frames(SETTLE_FRAMES), "completed")
		if OS.get_environment("LEVEL_EDITOR_DRIVE") == "screenshots":
			yield(_screenshots(panel, OS.get_environment("LEVEL_EDITOR_SHOTS")), "completed")
		else:
			yield(_smoke(panel), "completed")
	print("level editor driver: done, %d failed" % _failures)
	get_tree().quit()


func _level_editor_panel() -> Node:
	for child in get_editor_interface().get_editor_viewport().get_children():
		if child.has_method("open_pack"):
			return child
	return null


func _smoke(panel: Node):
	_check(
		panel.get_node("Body/Side/LevelList").get_item_count() == 3, "the level list shows 3 levels"
	)
	panel.select_level(1)
	yield(_press(panel, "Body/Results/Checks/Validate"), "completed")
	var summary = _summary(panel)
	_check(summary.find("FAIL") != -1 and summary.find("2+") != -1, "validate: 8-2 is not unique")
	var cells = panel.document.level(1)["cells"]
	var count = cells.size()
	_click(panel.get_node("Body/Center/Boards/Board"), Vector2(1, 1))  # a hole of 8-2
	yield(_frames(2), "completed")
	_check(panel.document.level(1)["cells"].size() == count + 1, "a click paints a cell on a hole")
	var undo_redo = get_undo_redo()
	undo_redo.undo()
	_check(panel.document.level(1)["cells"].size() == count, "Edit > Undo takes the cell back")
	undo_redo.redo()
	_check(panel.document.level(1)["cells"].size() == count + 1, "Edit > Redo paints it again")
	get_editor_interface().save_scene()
	_check(not panel.document.is_dirty(), "Save Scene (Ctrl+S) saves the pack too")
	undo_redo.undo()
	yield(_press(panel, "Body/Results/Checks/Solve"), "completed")
	_check(panel.get_node("Body/Center/Boards/SecondBoard").visible, "solve shows two solutions")


func _screenshots(panel: Node, folder: String):
	Directory.new().make_dir_recursive(folder)
	for shot in CHECK_SHOTS:
		panel.select_level(shot[0])
		yield(_press(panel, "Body/Results/Checks/" + shot[1]), "completed")
		yield(_shot(folder, shot[2]), "completed")
	# a broken edit: erasing j and l of 8-1 cuts m off
	panel.select_level(0)
	var board = panel.get_node("Body/Center/Boards/Board")
	for unit in [Vector2(2, 3), Vector2(1, 4)]:
		_click(board, unit, BUTTON_RIGHT)
	yield(_press(panel, "Body/Results/Checks/Validate"), "completed")
	yield(_shot(folder, "editor-rejected"), "completed")
	get_undo_redo().undo()
	get_undo_redo().undo()
	# the piece tool: an L turned once, hovering over the board
	panel.get_node("Body/Center/ToolBar/PiecePicker").select(9)
	panel.get_node("Body/Center/ToolBar/PiecePicker").emit_signal("item_selected", 9)
	panel.get_node("Body/Center/ToolBar/Rotate").emit_signal("pressed")
	_move(board, Vector2(4, 4))
	yield(_shot(folder, "editor-piece"), "completed")
	yield(_playtest_shot(panel, folder), "completed")


# Play-test runs the game in a window of its own: the X screen is captured with ImageMagick.
func _playtest_shot(panel: Node, folder: String):
	panel.select_level(0)
	# a real click through X (xdotool), as a designer's: running a scene steps the editor's
	# main loop, which must not happen inside the idle_frame that resumes this coroutine
	var button = panel.get_node("Body/Results/Ship/Playtest")
	var spot = OS.window_position + button.rect_global_position + button.rect_size / 2
	_run_program("xdotool", ["mousemove", str(int(spot.x)), str(int(spot.y)), "click", "1"])
	yield(_frames(SETTLE_FRAMES), "completed")
	_check(get_editor_interface().is_playing_scene(), "play-test runs the game")
	var started = OS.get_ticks_msec()
	while OS.get_ticks_msec() - started < PLAYTEST_START_MSEC:
		yield(get_tree(), "idle_frame")
	_run_program("import", ["-window", "root", folder.plus_file("editor-playtest.png")])
	get_editor_interface().stop_playing_scene()


func _run_program(program: String, args: Array) -> void:
	var output = []
	var code = OS.execute(program, args, true, output, true)
	_check(
		code == 0, "%s %s (exit %d) %s" % [program, PoolStringArray(args).join(" "), code, output]
	)


# Presses a button of the panel and waits until its tool has answered.
func _press(panel: Node, button_path: String):
	panel.get_node(button_path).emit_signal("pressed")
	var waited = 0
	yield(get_tree(), "idle_frame")
	while _summary(panel).begins_with("Running") and waited < TOOL_TIMEOUT_FRAMES:
		yield(get_tree(), "idle_frame")
		waited += 1
	_check(waited < TOOL_TIMEOUT_FRAMES, "%s answered" % button_path.get_file())
	yield(_frames(2), "completed")


func _summary(panel: Node) -> String:
	return panel.get_node("Body/Results/Summary").text


# A mouse click (through the editor's input, as a click would go) on a grid unit of a board.
func _click(board: Control, unit: Vector2, button_index := BUTTON_LEFT) -> void:
	for pressed in [true, false]:
		var event = InputEventMouseButton.new()
		event.button_index = button_index
		event.pressed = pressed
		event.button_mask = (1 << (button_index - 1)) if pressed else 0
		_send_mouse(event, board, unit)


func _move(board: Control, unit: Vector2) -> void:
	_send_mouse(InputEventMouseMotion.new(), board, unit)


func _send_mouse(event: InputEventMouse, board: Control, unit: Vector2) -> void:
	event.position = board.rect_global_position + board.unit_centre(unit)
	event.global_position = event.position
	Input.parse_input_event(event)


func _shot(folder: String, name: String):
	yield(_frames(3), "completed")
	var image = get_tree().root.get_texture().get_data()
	image.flip_y()
	var path = folder.plus_file(name + ".png")
	_check(image.save_png(path) == OK, "saved " + path)


func _frames(count: int):
	for _frame in range(count):
		yield(get_tree(), "idle_frame")


func _check(condition: bool, what: String) -> void:
	if condition:
		print("level editor driver: ok " + what)
	else:
		_failures += 1
		print("level editor driver: FAIL " + what)
