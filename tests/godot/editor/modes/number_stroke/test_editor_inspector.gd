extends "res://tests/godot/test_case.gd"
# Issue 31 §5: the level's fields in the Godot editor's Inspector (level_inspector.gd, which the
# plugin inspects while the Levels screen is up): every field but the id, Number Stroke's `keep`
# even on a level without one; a value set there is one edit on the history (the editor's, in
# the editor); the screen says when another level is shown and when the one shown changed.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"

var panel
var said = []


func before_each():
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	add_child(panel)
	var path = write_file(scratch_path("pack-80.json"), read_file(DEMO_PACK))
	assert_eq(panel.open_pack(path), "")
	EditorRoom.lay_out(panel)
	for signal_name in ["level_shown", "level_changed"]:
		panel.connect(signal_name, self, "_on_said", [signal_name])


func test_every_field_but_the_id_is_a_property_keep_too():
	panel.select_level(2)  # 80-3: no keep, no caption
	var types = {}
	for property in panel.inspected.get_property_list():
		types[property["name"]] = property["type"]
	assert_false(types.has("id"), "ids follow positions")
	assert_false(panel.document.level(2).has("keep"))
	assert_eq(types.get("keep"), TYPE_ARRAY, "keep, which the level lacks yet")
	assert_eq(types.get("cells"), TYPE_ARRAY)
	assert_eq(types.get("caption"), TYPE_DICTIONARY)
	assert_eq(types.get("teach"), TYPE_STRING)


func test_a_value_set_in_the_inspector_is_an_edit_that_ctrl_z_takes_back():
	panel.select_level(2)
	var keep = [{"clue": 1, "why": "start"}]
	panel.inspected.set("keep", keep)
	var level = panel.document.level(2)
	assert_eq(level.get("keep"), keep)
	assert_eq(level.keys().find("keep"), level.keys().find("cells") - 1, "in its place")
	assert_true(panel.document.is_dirty())
	assert_eq(panel.inspected.get("keep"), keep)
	panel.inspected.set("teach", "")
	assert_false(panel.document.level(2).has("teach"), "an emptied text goes")
	Files.key(KEY_Z, true)
	Files.key(KEY_Z, true)
	assert_false(panel.document.level(2).has("keep"))
	assert_true(panel.document.level(2).has("teach"))
	assert_false(panel.document.is_dirty(), "two edits, two undo steps")
	assert_true(panel.inspected.call("_dont_undo_redo"), "the Inspector records no step of its own")


func test_the_screen_says_what_the_inspector_must_show_again():
	var cells = panel.inspected.get("cells").size()
	var board = panel.get_node("Body/Center/01-number-stroke/Boards/Board")
	var point = board.get_global_rect().position + board.unit_centre(Vector2(5, 0))
	said = []
	Files.mouse(get_tree(), point, true)
	Files.mouse(get_tree(), point, false)
	assert_eq(panel.inspected.get("cells").size(), cells + 1, "the values follow the board")
	assert_true("level_changed" in said and not "level_shown" in said, str(said))
	said = []
	panel.select_level(1)
	assert_true("level_shown" in said, str(said))


func _on_said(what: String) -> void:
	said.append(what)
