tool
extends EditorPlugin
# Drives the level editor inside a real Godot editor, for tests/godot/editor_smoke.sh and
# editor_screenshots.sh, which enable it only in temporary copies of the project.
# LEVEL_EDITOR_DRIVE=smoke: open the demo pack, validate, paint with a mouse click, undo and
# redo with the editor's menu and with Ctrl+Z / Ctrl+Shift+Z (one history, the editor's), save
# (and, after Edit > Undo, save the file as it was), the unsaved-packs prompt on Ctrl+Q and on
# closing the window, play-test without touching the open scene's files, solve, the Inspector
# editing the level shown (and Edit > Undo setting it back).
# Then a Hex Walls pack: a real click on an edge puts a wall, Validate (strict) answers.
# LEVEL_EDITOR_DRIVE=packs: every pack of every mode opened (files_drive.gd; the verdict then
# finds no error in the editor's output); LEVEL_EDITOR_DRIVE=resave: every scene and resource
# opened and saved as Ctrl+S saves them, each byte for byte as it was.
# LEVEL_EDITOR_DRIVE=screenshots: the same packs in the states the README shows (Hex Walls
# editing and two solutions, the grader's trace, the candidate browser, the Hex Tracks
# campaign panel), saved as PNGs into LEVEL_EDITOR_SHOTS.
# Every check prints "level editor driver: ok …" or "… FAIL …"; the last check's line is
# "level editor driver: done, N failed". Then the editor quits through its own Quit (_quit_editor).

const FilesDrive = preload("res://addons/level_editor_driver/files_drive.gd")
const PiecesDrive = preload("res://addons/level_editor_driver/pieces_drive.gd")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"
const HEX_PACK = "res://tests/godot/fixtures/editor-hex-pack.json"
const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const SETTLE_FRAMES = 20
const CHECK_SHOTS = [  # level index, button, screenshot
	[0, "Solve", "editor-solve"],
	[1, "Solve", "editor-two-solutions"],
	[1, "Suggest", "editor-suggest"],
	[2, "Validate", "editor-validate"],
	[0, "Minimize", "editor-minimize"],
]
const QUIT_QUESTIONS = 50  # at most: one for the packs, one per unsaved scene, "Exit the editor?"
const TOOL_TIMEOUT_FRAMES = 1800  # 30 s for an answer (Cat's validate plays 20 streams)
const PLAYTEST_START_MSEC = 8000  # the game's own window needs a moment to show its level
const OPEN_SCENE = "res://scenes/shell/shell.tscn"
# files the editor's "save before running" rewrote when a play-test went through it
const WATCHED_FILES = ["res://scenes/shell/shell.tscn", "res://scenes/common/theme.tres"]
const NS = "Body/Center/01-number-stroke/"  # the pieces of the modes, in the Levels screen
const HW = "Body/Center/03-hex-walls/"

var _failures = 0


func _enter_tree() -> void:
	call_deferred("_drive")


func _drive() -> void:
	while get_editor_interface().get_resource_filesystem().is_scanning():
		yield(get_tree(), "idle_frame")
	yield(frames(SETTLE_FRAMES), "completed")
	var panel = _level_editor_panel()
	check(panel != null, "the Levels screen is in the editor")
	var drive = OS.get_environment("LEVEL_EDITOR_DRIVE")
	if drive == "resave":
		yield(FilesDrive.new(self).resave(), "completed")
	elif panel != null:
		get_editor_interface().set_main_screen_editor("Levels")
		if drive == "packs":
			yield(FilesDrive.new(self).open_every_pack(panel), "completed")
		else:
			check(panel.open_pack(DEMO_PACK) == "", "the demo pack opens")
			yield(frames(SETTLE_FRAMES), "completed")
			if drive == "screenshots":
				yield(_screenshots(panel, OS.get_environment("LEVEL_EDITOR_SHOTS")), "completed")
			else:
				yield(_smoke(panel), "completed")
	print("level editor driver: done, %d failed" % _failures)
	yield(_quit_editor(), "completed")


# The editor quits the way a designer quits it: Scene > Quit, each question answered without
# saving (the Levels screen's unsaved packs: Discard; the editor's unsaved scenes: Don't Save;
# "Exit the editor?": Quit). Only the editor's own quit stops its resource-preview thread before
# the editor's controls are freed. get_tree().quit() did not: the thread, still making a preview
# of a typed file (a pack or a generated file in the FileSystem dock), then read the freed editor
# theme — signal 11 at exit, Godot 3.2's issue #37665 (EditorResourcePreview::_generate_preview).
# A quit that does not end the editor fails the session (exit status 1).
func _quit_editor():
	var asked = _press_menu_item(KEY_Q, false)
	for _question in range(QUIT_QUESTIONS if asked else 0):
		yield(frames(SETTLE_FRAMES), "completed")
		var dialog = _visible_dialog(get_editor_interface().get_base_control())
		if dialog == null:
			break
		var answer = _discard_button(dialog)
		answer = answer if answer != null else dialog.get_ok()
		var question = dialog.dialog_text.strip_edges().replace("\n", " ")
		print("level editor driver: quitting, %s %s" % [question, answer.text])
		answer.emit_signal("pressed")
	yield(frames(SETTLE_FRAMES), "completed")
	print("level editor driver: FAIL the editor's Quit (Ctrl+Q) did not end the editor")
	OS.exit_code = 1
	get_tree().quit()


func _visible_dialog(node: Node) -> Node:
	if node is AcceptDialog and node.visible:
		return node
	for child in node.get_children():
		var found = _visible_dialog(child)
		if found != null:
			return found
	return null


# The dialog's button whose action is "discard" (the Levels screen's Discard, the editor's
# Don't Save: AcceptDialog.add_button binds the action to the button's press), or null.
static func _discard_button(dialog: AcceptDialog) -> Button:
	for button in dialog.get_ok().get_parent().get_children():
		if not button is Button:
			continue  # the row's spacers
		for connection in button.get_signal_connection_list("pressed"):
			if "discard" in connection["binds"]:
				return button
	return null


func _level_editor_panel() -> Node:
	for child in get_editor_interface().get_editor_viewport().get_children():
		if child.has_method("open_pack"):
			return child
	return null


func _smoke(panel: Node):
	check(
		panel.get_node("Body/Side/LevelList").get_item_count() == 3, "the level list shows 3 levels"
	)
	get_editor_interface().open_scene_from_path(OPEN_SCENE)
	yield(frames(SETTLE_FRAMES), "completed")
	var sums = _md5s()
	var scene_version = get_undo_redo().get_version()
	get_editor_interface().set_main_screen_editor("Levels")
	panel.select_level(1)
	yield(press(panel, NS + "Checks/Validate"), "completed")
	var summary = summary(panel)
	check(summary.find("FAIL") != -1 and summary.find("2+") != -1, "validate: 80-2 is not unique")
	var cells = panel.document.level(1)["cells"]
	var count = cells.size()
	var board = panel.get_node(NS + "Boards/Board")
	_click(board, Vector2(1, 1))  # a hole of 80-2
	yield(frames(2), "completed")
	check(panel.document.level(1)["cells"].size() == count + 1, "a click paints a cell on a hole")
	check(
		get_undo_redo().get_version() == scene_version + 1, "the paint is on the editor's history"
	)
	yield(_editor_undo_redo(panel, count), "completed")
	_key(KEY_Z)
	yield(frames(2), "completed")
	check(panel.document.level(1)["cells"].size() == count, "Ctrl+Z takes the cell back")
	_key(KEY_Z, true)
	yield(frames(2), "completed")
	check(panel.document.level(1)["cells"].size() == count + 1, "Ctrl+Shift+Z paints it again")
	yield(live_check(panel), "completed")
	check(_live_text(panel).find("Live check 80-2") != -1, "the live check follows the edit")
	yield(_quit_prompts(panel), "completed")
	_key(KEY_S)
	yield(frames(SETTLE_FRAMES), "completed")
	check(not panel.document.is_dirty(), "Ctrl+S on the Levels screen saves the pack")
	_press_menu_item(KEY_Z, false)
	_key(KEY_S)
	yield(frames(SETTLE_FRAMES), "completed")
	var saved = parse_json(FilesDrive.read_text(DEMO_PACK))
	check(
		saved["levels"][1]["cells"].size() == count, "after Edit > Undo, Ctrl+S saves it as it was"
	)
	yield(_playtest(panel), "completed")
	var now = _md5s()
	for path in sums:
		check(now[path] == sums[path], "%s is as it was on disk" % path)
	yield(press(panel, NS + "Checks/Solve"), "completed")
	check(panel.get_node(NS + "Boards/SecondBoard").visible, "solve shows two solutions")
	yield(_inspector_smoke(panel), "completed")
	yield(_new_pack_look(panel), "completed")
	_bars_fit(panel)
	yield(_hex_smoke(panel), "completed")
	yield(PiecesDrive.new(self).smoke(panel), "completed")


# The New pack question in the editor's theme: its buttons at their own height, the dialog no
# taller than its fields (it was sized from its controls before they were laid out).
func _new_pack_look(panel: Node):
	panel.get_node("TopBar/NewPackButton").emit_signal("pressed")
	yield(frames(SETTLE_FRAMES), "completed")
	var dialog = panel.get_node("NewPackDialog")
	for button in [dialog.get_ok(), dialog.get_cancel()]:
		var least = button.get_combined_minimum_size()
		check(
			button.rect_size.y <= least.y + 1 and button.rect_size.x <= max(least.x, 100),
			"New pack's %s is %s, as it needs %s" % [button.text, button.rect_size, least]
		)
	var fitted = dialog.rect_size.y <= dialog.get_combined_minimum_size().y + 1
	check(fitted, "the New pack dialog is as tall as its fields: %s" % dialog.rect_size)
	dialog.hide()


# The Levels screen beside the editor's docks: no button or field of its bars past its edge,
# and it asks for no more room than the editor gives it.
func _bars_fit(panel: Node) -> void:
	var room = panel.get_global_rect().grow(0.5)
	var least = panel.get_combined_minimum_size()
	check(
		least.x <= panel.rect_size.x and least.y <= panel.rect_size.y,
		"the Levels screen (%s) asks for %s" % [panel.rect_size, least]
	)
	var bars = [panel.get_node("TopBar"), panel.get_node("Body/Side/LevelButtons")]
	bars.append(panel.editor_piece())
	var cut = []
	for bar in bars:
		for field in _fields_in(bar):
			if not room.encloses(field.get_global_rect()):
				cut.append(field.name)
	check(cut.empty(), "no field of the bars cut by the screen's edge: %s" % str(cut))


static func _fields_in(node: Node) -> Array:
	var found = []
	for child in node.get_children():
		if child is Control and child.is_visible_in_tree() and not child is Popup:
			if child is BaseButton or child is LineEdit or child is Range:
				found.append(child)
			found += _fields_in(child)
	return found


# One history: the editor's menu Undo (Scene > Undo in Godot 3.2) takes back the cell painted on
# the Levels screen, Redo paints it again, and the screen's Undo and Redo follow each.
func _editor_undo_redo(panel: Node, count: int):
	var buttons = [panel.get_node("TopBar/UndoButton"), panel.get_node("TopBar/RedoButton")]
	check(_press_menu_item(KEY_Z, false), "the editor's menu has Undo (Ctrl+Z)")
	yield(frames(2), "completed")
	check(panel.document.level(1)["cells"].size() == count, "Edit > Undo takes the cell back")
	check(buttons[0].disabled and not buttons[1].disabled, "the screen's Undo, Redo follow it")
	check(_press_menu_item(KEY_Z, true), "the editor's menu has Redo (Ctrl+Shift+Z)")
	yield(frames(2), "completed")
	check(panel.document.level(1)["cells"].size() == count + 1, "Edit > Redo paints it again")
	check(not buttons[0].disabled and buttons[1].disabled, "the screen's Undo, Redo follow it")


# Picks the item of the editor's menus whose shortcut is Ctrl(+Shift)+`scancode`, as a click on
# it does; whether there was one.
func _press_menu_item(scancode: int, shift: bool) -> bool:
	var found = _menu_item(get_editor_interface().get_base_control(), scancode, shift)
	if found.empty():
		return false
	found["menu"].emit_signal("id_pressed", found["id"])
	return true


func _menu_item(node: Node, scancode: int, shift: bool) -> Dictionary:
	if node is PopupMenu:
		for i in range(node.get_item_count()):
			var shortcut = node.get_item_shortcut(i)
			var event = shortcut.shortcut if shortcut != null else null
			if (
				event is InputEventKey
				and event.scancode == scancode
				and event.control
				and event.shift == shift
				and not event.alt
			):
				return {"menu": node, "id": node.get_item_id(i)}
	for child in node.get_children():
		var found = _menu_item(child, scancode, shift)
		if not found.empty():
			return found
	return {}


# The Inspector shows the level shown (80-3: no `keep` yet); a value set through its property
# editor is one edit of the pack on the editor's history, which Edit > Undo takes back.
func _inspector_smoke(panel: Node):
	panel.select_level(2)
	yield(frames(SETTLE_FRAMES), "completed")
	var before = JSON.print(panel.document.level(2))
	var shown = _inspector_properties(get_editor_interface().get_inspector())
	check(shown.has("keep") and not shown.has("id"), "the Inspector shows the level's fields")
	check(not shown.has("script"), "the Inspector shows no Script of the level")
	var keep = [{"clue": 1, "why": "start"}]
	if shown.has("keep"):
		shown["keep"].emit_changed("keep", keep)
	yield(frames(2), "completed")
	var edited = JSON.print(panel.document.level(2).get("keep")) == JSON.print(keep)
	check(edited, "a value set in the Inspector edits the level")
	check(get_undo_redo().get_current_action_name() == "Edit keep", "one step, the level's")
	get_undo_redo().undo()
	yield(frames(2), "completed")
	check(JSON.print(panel.document.level(2)) == before, "Edit > Undo: the level as it was")


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


# A Hex Walls pack: the hex board, a real click on an edge puts a wall, strict validate.
func _hex_smoke(panel: Node):
	check(panel.open_pack(HEX_PACK) == "", "the Hex Walls pack opens")
	yield(frames(SETTLE_FRAMES), "completed")
	var board = panel.get_node(HW + "Boards/Board")
	check(board.is_visible_in_tree(), "the hex board is shown")
	panel.get_node(HW + "ToolBar/HexTools/Walls").emit_signal("pressed")
	var walls = panel.document.level(0)["walls"].size()
	click_at(board, board.edge_centre(HexGeometry.edge_key([0, 0], [0, -1])))
	yield(frames(2), "completed")
	check(panel.document.level(0)["walls"].size() == walls + 1, "a click on an edge puts a wall")
	panel.undo()
	panel.select_level(2)
	yield(press(panel, HW + "Checks/Validate"), "completed")
	check(summary(panel).find("redundant walls") != -1, "strict validate: " + summary(panel))


# With an unsaved pack, Ctrl+Q and closing the window ask about the pack (and the editor stays).
func _quit_prompts(panel: Node):
	var dialog = panel.get_node("UnsavedDialog")
	_key(KEY_Q)
	yield(frames(SETTLE_FRAMES), "completed")
	check(dialog.visible, "Ctrl+Q asks about the unsaved pack")
	check(dialog.dialog_text.find(panel.document.path) != -1, "the prompt names the pack")
	dialog.get_cancel().emit_signal("pressed")
	yield(frames(SETTLE_FRAMES), "completed")
	check(panel.has_unsaved() and not dialog.visible, "Cancel keeps the pack and the editor")
	get_tree().notification(MainLoop.NOTIFICATION_WM_QUIT_REQUEST)
	yield(frames(SETTLE_FRAMES), "completed")
	check(dialog.visible, "closing the window asks about the unsaved pack")
	var others = []
	for child in get_editor_interface().get_base_control().get_children():
		if child is ConfirmationDialog and child.visible:
			others.append(child.get_class())
	check(others.empty(), "the editor's own quit dialog gave way %s" % str(others))
	dialog.get_cancel().emit_signal("pressed")
	yield(frames(SETTLE_FRAMES), "completed")


# Play-test runs the game in a process of its own (the editor's Run, with its save before
# running, once rewrote the open scene and its theme).
func _playtest(panel: Node):
	var board = panel.get_node(NS + "Boards/Board")
	_click(board, Vector2(1, 1))  # an unsaved edit
	yield(frames(2), "completed")
	yield(press(panel, "Body/Results/Ship/Playtest"), "completed")
	check(panel.get("_playtest_pid") > 0, "play-test starts the game: " + summary(panel))
	var started = OS.get_ticks_msec()
	while OS.get_ticks_msec() - started < PLAYTEST_START_MSEC / 2:
		yield(get_tree(), "idle_frame")
	if panel.get("_playtest_pid") > 0:
		OS.kill(panel.get("_playtest_pid"))
	yield(frames(SETTLE_FRAMES), "completed")
	panel.undo()


func _md5s() -> Dictionary:
	var sums = {}
	for path in WATCHED_FILES:
		sums[path] = File.new().get_md5(path)
	return sums


func live_check(panel: Node):
	var waited = 0
	yield(get_tree(), "idle_frame")
	while not panel.live.idle() and waited < TOOL_TIMEOUT_FRAMES:
		yield(get_tree(), "idle_frame")
		waited += 1
	check(waited < TOOL_TIMEOUT_FRAMES, "the live check answered")


func _live_text(panel: Node) -> String:
	return panel.get_node("Body/Results/Live").text


# A key press with Ctrl (and Shift), through the editor's input as a designer's would go.
func _key(scancode: int, shift := false) -> void:
	for pressed in [true, false]:
		var event = InputEventKey.new()
		event.scancode = scancode
		event.control = true
		event.shift = shift
		event.pressed = pressed
		Input.parse_input_event(event)


func _screenshots(panel: Node, folder: String):
	Directory.new().make_dir_recursive(folder)
	for shot in CHECK_SHOTS:
		panel.select_level(shot[0])
		yield(press(panel, NS + "Checks/" + shot[1]), "completed")
		yield(shot(folder, shot[2]), "completed")
	# a broken edit: erasing j and l of 80-1 cuts m off
	panel.select_level(0)
	var board = panel.get_node(NS + "Boards/Board")
	for unit in [Vector2(2, 3), Vector2(1, 4)]:
		_click(board, unit, BUTTON_RIGHT)
	yield(frames(2), "completed")
	yield(live_check(panel), "completed")
	yield(press(panel, NS + "Checks/Validate"), "completed")
	yield(shot(folder, "editor-rejected"), "completed")
	# an unsaved pack when quitting
	_key(KEY_Q)
	yield(frames(SETTLE_FRAMES), "completed")
	yield(shot(folder, "editor-unsaved"), "completed")
	panel.get_node("UnsavedDialog").get_cancel().emit_signal("pressed")
	panel.undo()
	panel.undo()
	# the piece tool: an L turned once, hovering over the board
	var picker = panel.get_node(NS + "ToolBar/PiecePicker")
	for i in range(picker.get_item_count()):
		if picker.get_item_text(i) == "L4":
			picker.select(i)
			picker.emit_signal("item_selected", i)
	panel.get_node(NS + "ToolBar/Rotate").emit_signal("pressed")
	_move(board, Vector2(4, 4))
	yield(shot(folder, "editor-piece"), "completed")
	yield(_grade_shots(panel, folder), "completed")
	yield(_playtest_shot(panel, folder), "completed")
	yield(_candidates_shot(panel, folder), "completed")
	yield(_hex_shots(panel, folder), "completed")
	yield(PiecesDrive.new(self).screenshots(panel, folder), "completed")


# The grader's trace: a level solved by deduction, one that needs a guess.
func _grade_shots(panel: Node, folder: String):
	# the Number tool: no piece under the mouse
	panel.get_node(NS + "ToolBar/Tools/Number").emit_signal("pressed")
	var board = panel.get_node(NS + "Boards/Board")
	send_mouse_at(InputEventMouseMotion.new(), board, Vector2(6, 40))
	for shot in [[0, "editor-grade-trace"], [1, "editor-grade-guess"]]:
		panel.select_level(shot[0])
		yield(press(panel, NS + "Checks/Grade"), "completed")
		yield(shot(folder, shot[1]), "completed")


func _candidates_shot(panel: Node, folder: String):
	panel.select_level(0)
	panel.get_node("Body/Results/Generate/GenerateButton").emit_signal("pressed")
	var browser = panel.get_node("CandidateBrowser")
	yield(browser.generate(), "completed")
	browser.inspect(1)
	check(browser.levels.size() > 1, "the candidate browser shows candidates")
	yield(shot(folder, "editor-candidates"), "completed")
	browser.hide()


# Hex Walls: editing (the walls tool over a corner), then two solutions side by side.
func _hex_shots(panel: Node, folder: String):
	panel.open_pack(HEX_PACK)
	yield(frames(SETTLE_FRAMES), "completed")
	var board = panel.get_node(HW + "Boards/Board")
	panel.get_node(HW + "ToolBar/HexTools/Walls").emit_signal("pressed")
	click_at(board, board.edge_centre(HexGeometry.edge_key([1, 0], [0, 1])))  # d-e
	var corner = HexGeometry.vertex_key([1, -1], [1, 0], [2, -1])  # c, d and a free hex
	click_at(board, board.vertex_point(corner))  # a turning wall, on edge 0
	send_mouse_at(InputEventMouseMotion.new(), board, board.edge_centre([[0, -1], [1, -1]]))
	yield(frames(SETTLE_FRAMES), "completed")
	yield(shot(folder, "editor-hex-walls"), "completed")
	panel.undo()
	panel.undo()
	panel.select_level(1)
	yield(press(panel, HW + "Checks/Solve"), "completed")
	yield(shot(folder, "editor-hex-two-solutions"), "completed")
	# Suggest without the wall a-b: two numbers for c side by side, one not offered (it would
	# fail the live check)
	click_at(board, board.edge_centre(HexGeometry.edge_key([0, 0], [0, -1])))
	panel.get_node(HW + "Checks/SuggestCount").value = 4
	yield(press(panel, HW + "Checks/Suggest"), "completed")
	check(summary(panel).find("Not offered") != -1, "a suggestion that fails is not offered")
	yield(shot(folder, "editor-hex-suggest"), "completed")
	panel.undo()


# Play-test runs the game in a window of its own: the X screen is captured with ImageMagick.
func _playtest_shot(panel: Node, folder: String):
	panel.select_level(0)
	yield(press(panel, "Body/Results/Ship/Playtest"), "completed")
	check(panel.get("_playtest_pid") > 0, "play-test runs the game")
	var started = OS.get_ticks_msec()
	while OS.get_ticks_msec() - started < PLAYTEST_START_MSEC:
		yield(get_tree(), "idle_frame")
	_run_program("import", ["-window", "root", folder.plus_file("editor-playtest.png")])
	if panel.get("_playtest_pid") > 0:
		OS.kill(panel.get("_playtest_pid"))


func _run_program(program: String, args: Array) -> void:
	var output = []
	var code = OS.execute(program, args, true, output, true)
	check(
		code == 0, "%s %s (exit %d) %s" % [program, PoolStringArray(args).join(" "), code, output]
	)


# Presses a button of the panel and waits until its tool has answered.
func press(panel: Node, button_path: String):
	panel.get_node(button_path).emit_signal("pressed")
	var waited = 0
	yield(get_tree(), "idle_frame")
	while summary(panel).begins_with("Running") and waited < TOOL_TIMEOUT_FRAMES:
		yield(get_tree(), "idle_frame")
		waited += 1
	check(waited < TOOL_TIMEOUT_FRAMES, "%s answered" % button_path.get_file())
	yield(frames(2), "completed")


func summary(panel: Node) -> String:
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
	send_mouse_at(event, board, board.unit_centre(unit))


# A click at a point of a board (the hex board's edges and corners).
func click_at(board: Control, point: Vector2) -> void:
	for pressed in [true, false]:
		var event = InputEventMouseButton.new()
		event.button_index = BUTTON_LEFT
		event.pressed = pressed
		event.button_mask = BUTTON_MASK_LEFT if pressed else 0
		send_mouse_at(event, board, point)


func send_mouse_at(event: InputEventMouse, board: Control, point: Vector2) -> void:
	event.position = board.rect_global_position + point
	event.global_position = event.position
	Input.parse_input_event(event)


func shot(folder: String, name: String):
	yield(frames(3), "completed")
	var image = get_tree().root.get_texture().get_data()
	image.flip_y()
	var path = folder.plus_file(name + ".png")
	check(image.save_png(path) == OK, "saved " + path)


func frames(count: int):
	for _frame in range(count):
		yield(get_tree(), "idle_frame")


func check(condition: bool, what: String) -> void:
	if condition:
		print("level editor driver: ok " + what)
	else:
		_failures += 1
		print("level editor driver: FAIL " + what)
