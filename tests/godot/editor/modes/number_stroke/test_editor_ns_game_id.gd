extends "res://tests/godot/test_case.gd"
# Issue 14 §3: game IDs in the Levels screen, on Number Stroke's demo pack — Copy ID puts
# `python -m core id`'s "<mode>:<code>" on the clipboard; a pasted ID opens its level in the pack
# shown when that pack is of the ID's mode (an undoable edit), else as a new unsaved pack of its
# mode (another registered mode's ID).

const Files = preload("res://tests/godot/editor_test_files.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"

var panel


func before_each():
	timeout_seconds = 60
	panel = Files.levels_screen(self, true)  # new packs go to scratch folders


func test_copy_id_puts_the_level_on_the_clipboard():
	panel.open_pack(DEMO_PACK)
	assert_false(panel.get_node("TopBar/CopyId").disabled)
	OS.clipboard = ""
	yield(_press("TopBar/CopyId"), "completed")
	assert_true(OS.clipboard.begins_with("01-number-stroke:"), OS.clipboard + " " + _summary())
	assert_true(_summary().find(OS.clipboard) != -1, _summary())


func test_a_pasted_id_of_the_same_mode_joins_the_pack_shown():
	panel.open_pack(DEMO_PACK)
	yield(_press("TopBar/CopyId"), "completed")
	var game_id = OS.clipboard
	yield(_paste(game_id), "completed")
	assert_eq(panel.document.path, DEMO_PACK)
	assert_eq(panel.document.levels().size(), 4, _summary())
	assert_eq(panel.level_index, 3)
	assert_eq(panel.document.level(3)["id"], "80-4")
	assert_eq(panel.document.level(3)["cells"], panel.document.level(0)["cells"])
	assert_true(panel.document.is_dirty())
	assert_eq(panel.get_node("TopBar/PasteId").text, "", "the field is emptied")
	panel.undo()
	assert_eq(panel.document.levels().size(), 3)


# The other mode's ID (a level of its first shipped pack) pasted over the demo pack.
func test_a_pasted_id_of_another_mode_opens_a_new_unsaved_pack():
	var other = Files.other_mode("01-number-stroke")
	panel.open_pack(Files.shipped_pack(other))
	yield(_press("TopBar/CopyId"), "completed")
	var game_id = OS.clipboard
	assert_true(game_id.begins_with(other + ":"), game_id)
	panel.open_pack(DEMO_PACK)
	yield(_paste(game_id), "completed")
	assert_eq(panel.document.mode(), other)
	assert_true(panel.document.is_new and panel.document.is_dirty())
	assert_eq(panel.document.path.get_base_dir(), panel.levels_dirs[other])
	assert_eq(panel.document.levels().size(), 1)
	var number = PackDocument.pack_number(panel.document.data)
	assert_eq(panel.document.level(0)["id"], "%d-1" % number)
	assert_true(panel.editor_piece(other).is_visible_in_tree(), "the other mode's piece is shown")
	yield(_press("TopBar/CopyId"), "completed")
	assert_eq(OS.clipboard, game_id, "the level opened is the level whose ID was pasted")


func test_a_bad_id_says_so_and_changes_nothing():
	panel.open_pack(DEMO_PACK)
	yield(_paste("01-number-stroke:not-a-code"), "completed")
	assert_true(_summary().find("Cannot open this game ID") != -1, _summary())
	assert_eq(panel.document.levels().size(), 3)
	assert_false(panel.document.is_dirty())


func _paste(game_id: String):
	var field = panel.get_node("TopBar/PasteId")
	field.text = game_id
	field.emit_signal("text_entered", game_id)
	yield(_wait(), "completed")


func _summary() -> String:
	return Files.summary(panel)


func _press(path: String):
	panel.get_node(path).emit_signal("pressed")
	yield(_wait(), "completed")


func _wait():
	assert_true(yield(Files.answered(panel), "completed") >= 0, "the core answered")
