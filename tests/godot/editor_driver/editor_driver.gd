tool
extends EditorPlugin
# Drives the level editor inside a real Godot editor, for tests/godot/editor_smoke.sh and
# editor_screenshots.sh, which enable it only in temporary copies of the project. What a mode's
# piece is put through lives in the mode's part, modes/<folder>/drive.gd (mode_drive.gd), found
# through the game's registry; this script knows no mode.
# LEVEL_EDITOR_DRIVE=smoke: every registered mode's part's checks in the registry's order (the
# first opens its pack, edits, undoes and redoes through the editor's history, saves, meets the
# unsaved-packs prompt, play-tests, edits in the Inspector: quit_prompts, press_menu_item and key
# are here for them), each mode's screen then fitting the editor's room (_bars_fit), and the New
# pack question's look.
# LEVEL_EDITOR_DRIVE=packs: every pack of every mode opened (files_drive.gd; the verdict then
# finds no error in the editor's output); LEVEL_EDITOR_DRIVE=resave: every scene and resource
# opened and saved as Ctrl+S saves them, each byte for byte as it was.
# LEVEL_EDITOR_DRIVE=screenshots: each mode's part's screenshots, the states the README shows,
# saved as PNGs into LEVEL_EDITOR_SHOTS.
# Every check prints "level editor driver: ok …" or "… FAIL …"; the last check's line is
# "level editor driver: done, N failed". Then the editor quits through its own Quit (_quit_editor).

const FilesDrive = preload("res://addons/level_editor_driver/files_drive.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PARTS = "res://addons/level_editor_driver/modes"  # PARTS/<folder>/drive.gd: a mode's part
const SETTLE_FRAMES = 20
const QUIT_QUESTIONS = 50  # at most: one for the packs, one per unsaved scene, "Exit the editor?"
const TOOL_TIMEOUT_FRAMES = 1800  # 30 s for an answer (a validate may play many games)

var _failures = 0
var _parts = {}  # mode id -> its part (mode_drive.gd), for the modes that have one


func _enter_tree() -> void:
	call_deferred("_drive")


func _drive() -> void:
	while get_editor_interface().get_resource_filesystem().is_scanning():
		yield(get_tree(), "idle_frame")
	yield(settle(), "completed")
	_parts = _mode_parts()
	var panel = _level_editor_panel()
	check(panel != null, "the Levels screen is in the editor")
	var drive = OS.get_environment("LEVEL_EDITOR_DRIVE")
	if drive == "resave":
		yield(FilesDrive.new(self).resave(), "completed")
	elif panel != null:
		get_editor_interface().set_main_screen_editor("Levels")
		if drive == "packs":
			yield(FilesDrive.new(self).open_every_pack(panel), "completed")
		elif drive == "screenshots":
			yield(_screenshots(panel, OS.get_environment("LEVEL_EDITOR_SHOTS")), "completed")
		else:
			yield(_smoke(panel), "completed")
	print("level editor driver: done, %d failed" % _failures)
	yield(_quit_editor(), "completed")


# mode id -> the part of each registered mode that has one, in the registry's order (a
# Dictionary keeps the order its keys were added in).
func _mode_parts() -> Dictionary:
	var parts = {}
	for entry in ModeRegistry.modes():
		var folder = str(entry["folder"]).get_file()
		var path = PARTS.plus_file(folder).plus_file("drive.gd")
		if ResourceLoader.exists(path):
			parts[entry["id"]] = load(path).new(self, "Body/Center/%s/" % entry["id"])
	check(not parts.empty(), "a mode has a part in %s" % PARTS)
	return parts


# The part of mode `mode_id`, null when it has none.
func mode_part(mode_id: String):
	return _parts.get(mode_id)


func _smoke(panel: Node):
	for mode in _parts:
		yield(_parts[mode].smoke(panel), "completed")
		_bars_fit(panel)
	yield(_new_pack_look(panel), "completed")


func _screenshots(panel: Node, folder: String):
	Directory.new().make_dir_recursive(folder)
	for mode in _parts:
		yield(_parts[mode].screenshots(panel, folder), "completed")


# The editor quits the way a designer quits it: Scene > Quit, each question answered without
# saving (the Levels screen's unsaved packs: Discard; the editor's unsaved scenes: Don't Save;
# "Exit the editor?": Quit). Only the editor's own quit stops its resource-preview thread before
# the editor's controls are freed. get_tree().quit() did not: the thread, still making a preview
# of a typed file (a pack or a generated file in the FileSystem dock), then read the freed editor
# theme — signal 11 at exit, Godot 3.2's issue #37665 (EditorResourcePreview::_generate_preview).
# A quit that does not end the editor fails the session (exit status 1).
func _quit_editor():
	var asked = press_menu_item(KEY_Q, false)
	for _question in range(QUIT_QUESTIONS if asked else 0):
		yield(settle(), "completed")
		var dialog = _visible_dialog(get_editor_interface().get_base_control())
		if dialog == null:
			break
		var answer = _discard_button(dialog)
		answer = answer if answer != null else dialog.get_ok()
		var question = dialog.dialog_text.strip_edges().replace("\n", " ")
		print("level editor driver: quitting, %s %s" % [question, answer.text])
		answer.emit_signal("pressed")
	yield(settle(), "completed")
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


# The New pack question in the editor's theme: its buttons at their own height, the dialog no
# taller than its fields (it was sized from its controls before they were laid out).
func _new_pack_look(panel: Node):
	panel.get_node("TopBar/NewPackButton").emit_signal("pressed")
	yield(settle(), "completed")
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


# Picks the item of the editor's menus whose shortcut is Ctrl(+Shift)+`scancode`, as a click on
# it does; whether there was one.
func press_menu_item(scancode: int, shift: bool) -> bool:
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


# With an unsaved pack, Ctrl+Q and closing the window ask about the pack (and the editor stays).
func quit_prompts(panel: Node):
	var dialog = panel.get_node("UnsavedDialog")
	key(KEY_Q)
	yield(settle(), "completed")
	check(dialog.visible, "Ctrl+Q asks about the unsaved pack")
	check(dialog.dialog_text.find(panel.document.path) != -1, "the prompt names the pack")
	dialog.get_cancel().emit_signal("pressed")
	yield(settle(), "completed")
	check(panel.has_unsaved() and not dialog.visible, "Cancel keeps the pack and the editor")
	get_tree().notification(MainLoop.NOTIFICATION_WM_QUIT_REQUEST)
	yield(settle(), "completed")
	check(dialog.visible, "closing the window asks about the unsaved pack")
	var others = []
	for child in get_editor_interface().get_base_control().get_children():
		if child is ConfirmationDialog and child.visible:
			others.append(child.get_class())
	check(others.empty(), "the editor's own quit dialog gave way %s" % str(others))
	dialog.get_cancel().emit_signal("pressed")
	yield(settle(), "completed")


func live_check(panel: Node):
	var waited = 0
	yield(get_tree(), "idle_frame")
	while not panel.live.idle() and waited < TOOL_TIMEOUT_FRAMES:
		yield(get_tree(), "idle_frame")
		waited += 1
	check(waited < TOOL_TIMEOUT_FRAMES, "the live check answered")


# A key press with Ctrl (and Shift), through the editor's input as a designer's would go.
func key(scancode: int, shift := false) -> void:
	for pressed in [true, false]:
		var event = InputEventKey.new()
		event.scancode = scancode
		event.control = true
		event.shift = shift
		event.pressed = pressed
		Input.parse_input_event(event)


func run_program(program: String, args: Array) -> void:
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


# The frames the editor takes to settle after a file opened or a dialog showed (a coroutine).
func settle():
	yield(frames(SETTLE_FRAMES), "completed")


func frames(count: int):
	for _frame in range(count):
		yield(get_tree(), "idle_frame")


static func read_text(path: String) -> String:
	return FilesDrive.read_text(path)


func check(condition: bool, what: String) -> void:
	if condition:
		print("level editor driver: ok " + what)
	else:
		_failures += 1
		print("level editor driver: FAIL " + what)
