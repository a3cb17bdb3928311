tool
extends "res://addons/level_editor_driver/mode_drive.gd"
# The editor driver's part for Number Stroke (mode_drive.gd), on the demo pack. Smoke: validate,
# paint with a real mouse click, undo and redo with the editor's menu and with Ctrl+Z /
# Ctrl+Shift+Z (one history, the editor's), the live check, save (and, after Edit > Undo, save
# the file as it was), the unsaved-packs prompt on Ctrl+Q and on closing the window, play-test
# without touching the open scene's files, solve, the Inspector editing the level shown (and
# Edit > Undo setting it back). Screenshots: the checks' answers, a broken edit, the unsaved
# prompt, the piece tool, the grader's trace, the play-test window, the candidate browser.

const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"
const CHECK_SHOTS = [  # level index, button, screenshot
	[0, "Solve", "editor-solve"],
	[1, "Solve", "editor-two-solutions"],
	[1, "Suggest", "editor-suggest"],
	[2, "Validate", "editor-validate"],
	[0, "Minimize", "editor-minimize"],
]
const PLAYTEST_START_MSEC = 8000  # the game's own window needs a moment to show its level
const OPEN_SCENE = "res://scenes/shell/shell.tscn"
# files the editor's "save before running" rewrote when a play-test went through it
const WATCHED_FILES = ["res://scenes/shell/shell.tscn", "res://scenes/common/theme.tres"]


func _init(the_driver, piece_path: String).(the_driver, piece_path) -> void:
	pass


func smoke(panel: Node):
	driver.check(panel.open_pack(DEMO_PACK) == "", "the demo pack opens")
	yield(driver.settle(), "completed")
	driver.check(
		panel.get_node("Body/Side/LevelList").get_item_count() == 3, "the level list shows 3 levels"
	)
	driver.get_editor_interface().open_scene_from_path(OPEN_SCENE)
	yield(driver.settle(), "completed")
	var sums = _md5s()
	var scene_version = driver.get_undo_redo().get_version()
	driver.get_editor_interface().set_main_screen_editor("Levels")
	panel.select_level(1)
	yield(driver.press(panel, piece + "Checks/Validate"), "completed")
	var summary = driver.summary(panel)
	driver.check(
		summary.find("FAIL") != -1 and summary.find("2+") != -1, "validate: 80-2 is not unique"
	)
	var cells = panel.document.level(1)["cells"]
	var count = cells.size()
	var board = panel.get_node(piece + "Boards/Board")
	_click(board, Vector2(1, 1))  # a hole of 80-2
	yield(driver.frames(2), "completed")
	driver.check(
		panel.document.level(1)["cells"].size() == count + 1, "a click paints a cell on a hole"
	)
	driver.check(
		driver.get_undo_redo().get_version() == scene_version + 1,
		"the paint is on the editor's history"
	)
	yield(_editor_undo_redo(panel, count), "completed")
	driver.key(KEY_Z)
	yield(driver.frames(2), "completed")
	driver.check(panel.document.level(1)["cells"].size() == count, "Ctrl+Z takes the cell back")
	driver.key(KEY_Z, true)
	yield(driver.frames(2), "completed")
	driver.check(
		panel.document.level(1)["cells"].size() == count + 1, "Ctrl+Shift+Z paints it again"
	)
	yield(driver.live_check(panel), "completed")
	driver.check(_live_text(panel).find("Live check 80-2") != -1, "the live check follows the edit")
	yield(driver.quit_prompts(panel), "completed")
	driver.key(KEY_S)
	yield(driver.settle(), "completed")
	driver.check(not panel.document.is_dirty(), "Ctrl+S on the Levels screen saves the pack")
	driver.press_menu_item(KEY_Z, false)
	driver.key(KEY_S)
	yield(driver.settle(), "completed")
	var saved = parse_json(driver.read_text(DEMO_PACK))
	driver.check(
		saved["levels"][1]["cells"].size() == count, "after Edit > Undo, Ctrl+S saves it as it was"
	)
	yield(_playtest(panel), "completed")
	var now = _md5s()
	for path in sums:
		driver.check(now[path] == sums[path], "%s is as it was on disk" % path)
	yield(driver.press(panel, piece + "Checks/Solve"), "completed")
	driver.check(panel.get_node(piece + "Boards/SecondBoard").visible, "solve shows two solutions")
	yield(_inspector_smoke(panel), "completed")


# One history: the editor's menu Undo (Scene > Undo in Godot 3.2) takes back the cell painted on
# the Levels screen, Redo paints it again, and the screen's Undo and Redo follow each.
func _editor_undo_redo(panel: Node, count: int):
	var buttons = [panel.get_node("TopBar/UndoButton"), panel.get_node("TopBar/RedoButton")]
	driver.check(driver.press_menu_item(KEY_Z, false), "the editor's menu has Undo (Ctrl+Z)")
	yield(driver.frames(2), "completed")
	driver.check(
		panel.document.level(1)["cells"].size() == count, "Edit > Undo takes the cell back"
	)
	driver.check(
		buttons[0].disabled and not buttons[1].disabled, "the screen's Undo, Redo follow it"
	)
	driver.check(driver.press_menu_item(KEY_Z, true), "the editor's menu has Redo (Ctrl+Shift+Z)")
	yield(driver.frames(2), "completed")
	driver.check(
		panel.document.level(1)["cells"].size() == count + 1, "Edit > Redo paints it again"
	)
	driver.check(
		not buttons[0].disabled and buttons[1].disabled, "the screen's Undo, Redo follow it"
	)


# The Inspector shows the level shown (80-3: no `keep` yet); a value set through its property
# editor is one edit of the pack on the editor's history, which Edit > Undo takes back.
func _inspector_smoke(panel: Node):
	panel.select_level(2)
	yield(driver.settle(), "completed")
	var before = JSON.print(panel.document.level(2))
	var shown = _inspector_properties(driver.get_editor_interface().get_inspector())
	driver.check(
		shown.has("keep") and not shown.has("id"), "the Inspector shows the level's fields"
	)
	driver.check(not shown.has("script"), "the Inspector shows no Script of the level")
	var keep = [{"clue": 1, "why": "start"}]
	if shown.has("keep"):
		shown["keep"].emit_changed("keep", keep)
	yield(driver.frames(2), "completed")
	var edited = JSON.print(panel.document.level(2).get("keep")) == JSON.print(keep)
	driver.check(edited, "a value set in the Inspector edits the level")
	driver.check(
		driver.get_undo_redo().get_current_action_name() == "Edit keep", "one step, the level's"
	)
	driver.get_undo_redo().undo()
	yield(driver.frames(2), "completed")
	driver.check(JSON.print(panel.document.level(2)) == before, "Edit > Undo: the level as it was")


# property name -> the Inspector's editor of it, for the object it shows
func _inspector_properties(node: Node) -> Dictionary:
	var found = {}
	for child in node.get_children():
		if child is EditorProperty:
			found[child.get_edited_property()] = child
		else:
			var inner = _inspector_properties(child)
			for property in inner:
				found[property] = inner[property]
	return found


# Play-test runs the game in a process of its own (the editor's Run, with its save before
# running, once rewrote the open scene and its theme).
func _playtest(panel: Node):
	var board = panel.get_node(piece + "Boards/Board")
	_click(board, Vector2(1, 1))  # an unsaved edit
	yield(driver.frames(2), "completed")
	yield(driver.press(panel, "Body/Results/Ship/Playtest"), "completed")
	driver.check(
		panel.get("_playtest_pid") > 0, "play-test starts the game: " + driver.summary(panel)
	)
	var started = OS.get_ticks_msec()
	while OS.get_ticks_msec() - started < PLAYTEST_START_MSEC / 2:
		yield(driver.get_tree(), "idle_frame")
	if panel.get("_playtest_pid") > 0:
		OS.kill(panel.get("_playtest_pid"))
	yield(driver.settle(), "completed")
	panel.undo()


func _md5s() -> Dictionary:
	var sums = {}
	for path in WATCHED_FILES:
		sums[path] = File.new().get_md5(path)
	return sums


func _live_text(panel: Node) -> String:
	return panel.get_node("Body/Results/Live").text


func screenshots(panel: Node, folder: String):
	driver.check(panel.open_pack(DEMO_PACK) == "", "the demo pack opens")
	yield(driver.settle(), "completed")
	for shot in CHECK_SHOTS:
		panel.select_level(shot[0])
		yield(driver.press(panel, piece + "Checks/" + shot[1]), "completed")
		yield(driver.shot(folder, shot[2]), "completed")
	# a broken edit: erasing j and l of 80-1 cuts m off
	panel.select_level(0)
	var board = panel.get_node(piece + "Boards/Board")
	for unit in [Vector2(2, 3), Vector2(1, 4)]:
		_click(board, unit, BUTTON_RIGHT)
	yield(driver.frames(2), "completed")
	yield(driver.live_check(panel), "completed")
	yield(driver.press(panel, piece + "Checks/Validate"), "completed")
	yield(driver.shot(folder, "editor-rejected"), "completed")
	# an unsaved pack when quitting
	driver.key(KEY_Q)
	yield(driver.settle(), "completed")
	yield(driver.shot(folder, "editor-unsaved"), "completed")
	panel.get_node("UnsavedDialog").get_cancel().emit_signal("pressed")
	panel.undo()
	panel.undo()
	# the piece tool: an L turned once, hovering over the board
	var picker = panel.get_node(piece + "ToolBar/PiecePicker")
	for i in range(picker.get_item_count()):
		if picker.get_item_text(i) == "L4":
			picker.select(i)
			picker.emit_signal("item_selected", i)
	panel.get_node(piece + "ToolBar/Rotate").emit_signal("pressed")
	_move(board, Vector2(4, 4))
	yield(driver.shot(folder, "editor-piece"), "completed")
	yield(_grade_shots(panel, folder), "completed")
	yield(_playtest_shot(panel, folder), "completed")
	yield(_candidates_shot(panel, folder), "completed")


# The grader's trace: a level solved by deduction, one that needs a guess.
func _grade_shots(panel: Node, folder: String):
	# the Number tool: no piece under the mouse
	panel.get_node(piece + "ToolBar/Tools/Number").emit_signal("pressed")
	var board = panel.get_node(piece + "Boards/Board")
	driver.send_mouse_at(InputEventMouseMotion.new(), board, Vector2(6, 40))
	for shot in [[0, "editor-grade-trace"], [1, "editor-grade-guess"]]:
		panel.select_level(shot[0])
		yield(driver.press(panel, piece + "Checks/Grade"), "completed")
		yield(driver.shot(folder, shot[1]), "completed")


func _candidates_shot(panel: Node, folder: String):
	panel.select_level(0)
	panel.get_node("Body/Results/Generate/GenerateButton").emit_signal("pressed")
	var browser = panel.get_node("CandidateBrowser")
	yield(browser.generate(), "completed")
	browser.inspect(1)
	driver.check(browser.levels.size() > 1, "the candidate browser shows candidates")
	yield(driver.shot(folder, "editor-candidates"), "completed")
	browser.hide()


# Play-test runs the game in a window of its own: the X screen is captured with ImageMagick.
func _playtest_shot(panel: Node, folder: String):
	panel.select_level(0)
	yield(driver.press(panel, "Body/Results/Ship/Playtest"), "completed")
	driver.check(panel.get("_playtest_pid") > 0, "play-test runs the game")
	var started = OS.get_ticks_msec()
	while OS.get_ticks_msec() - started < PLAYTEST_START_MSEC:
		yield(driver.get_tree(), "idle_frame")
	driver.run_program("import", ["-window", "root", folder.plus_file("editor-playtest.png")])
	if panel.get("_playtest_pid") > 0:
		OS.kill(panel.get("_playtest_pid"))


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
	driver.send_mouse_at(event, board, board.unit_centre(unit))
