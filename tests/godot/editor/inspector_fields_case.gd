extends "res://tests/godot/test_case.gd"
# What the Inspector tests of every mode share (test_editor_inspector_fields.gd and each mode's
# in tests/godot/editor/modes/<folder>/): the Levels screen with every mode's folder a scratch
# one, a pack opened there, and a field set as the Inspector sets it, then a board edit made by
# input and Save (issue 31, H1 items 4, 5).

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")

var panel


func before_each():
	timeout_seconds = 120
	panel = Files.levels_screen(self, true)  # new packs go to scratch folders


func after_each():
	panel.get_node("SaveQuestion").hide()


# Sets `field` to `value` as the Inspector does, then a left click at `point` (local to
# `board`; on the screen when it is null), Save: the file has the value, and the undo order is
# the click's edit first, then the field.
func _edit_then_board_then_save(path: String, field: String, value, board, point: Vector2):
	var id = panel.level_id()
	var before = panel.level().duplicate(true)
	panel.inspected.set(field, value)
	assert_eq(panel.level().get(field), value, "the Inspector's value is the level's")
	var field_set = panel.document.revision
	_click(board, point)
	yield(get_tree(), "idle_frame")
	assert_true(panel.document.revision != field_set, "the click edited")
	assert_eq(panel.level().get(field), value, "%s kept by the next edit" % field)
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	if panel.get_node("SaveQuestion").visible:
		panel.get_node("SaveQuestion").get_ok().emit_signal("pressed")
	assert_false(panel.document.is_dirty(), Files.summary(panel))
	var saved = {}
	for level in PackFiles.read_json(path)["value"]["levels"]:
		if level["id"] == id:
			saved = level
	assert_eq(saved.get(field), value, "%s in the file saved" % field)
	var edited = JSON.print(panel.document.levels())
	panel.undo()
	assert_true(JSON.print(panel.document.levels()) != edited, "the first undo: the later edit")
	assert_eq(_level(id).get(field), value, "and keeps the field")
	panel.undo()
	assert_eq(_level(id), before, "the second undo takes back the field")


func _open(mode: String, source: String, level: int) -> String:
	var path = write_file(panel.levels_dirs[mode].plus_file("pack-80.json"), read_file(source))
	assert_eq(panel.open_pack(path), "")
	panel.select_level(level)
	EditorRoom.lay_out(panel)
	return path


# The level `id` of the pack shown, wherever it is in the list.
func _level(id: String) -> Dictionary:
	for level in panel.document.levels():
		if level["id"] == id:
			return level
	return {}


func _board(mode: String) -> Control:
	return panel.editor_piece(mode).get_node("Boards/Board")


# A left click at `point`: local to `board`, or on the screen when there is no board.
func _click(board, point: Vector2) -> void:
	var at = point if board == null else board.get_global_rect().position + point
	Files.mouse(get_tree(), at, true)
	Files.mouse(get_tree(), at, false)


static func _first_clue(cells: Array) -> int:
	for cell in cells:
		if cell.has("clue"):
			return int(cell["clue"])
	return 1
