extends "res://tests/godot/test_case.gd"
# Issue 22: the Levels screen is a shell; each mode's part is the piece its registry entry names
# ("editor"), and a mode without one gets the generic piece. A fifth mode registered by its
# entry alone is listed, opened and edited (as JSON) with no line of the editor changed.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const EditorPieces = preload("res://addons/level_editor/editor_pieces.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const Fixture = preload("res://tests/godot/fixtures/fifth_mode/fixture_entry.gd")
const GENERIC = "res://addons/level_editor/mode_piece.gd"
const FIFTH = Fixture.ENTRY["id"]

var panel


func after_each():
	ModeRegistry.unregister(FIFTH)
	TranslationServer.set_locale(get_node("/root/Settings").locale())
	if panel != null:
		panel.get_node("NewPackDialog").hide()


func test_every_registered_mode_has_its_piece():
	panel = _panel()
	assert_eq(panel.mode_ids(), ModeRegistry.ids())
	for entry in ModeRegistry.modes():
		var piece = panel.editor_piece(entry["id"])
		assert_true(piece != null, entry["id"])
		assert_eq(piece.mode_id, entry["id"])
		var path = entry["editor"]
		if path.empty():
			assert_eq(
				piece.get_script().resource_path, GENERIC, "%s: the generic piece" % entry["id"]
			)
		else:
			assert_true(path.begins_with("res://addons/level_editor/modes/"), path)
			assert_eq(piece.filename, path, "the piece the entry names")
		var playtest = piece.playtest()
		if not playtest.empty():
			assert_true(ResourceLoader.exists(playtest["scene"]), playtest["scene"])


func test_a_fifth_mode_is_listed_from_its_registry_entry_alone():
	ModeRegistry.register(Fixture.ENTRY)  # the fixture's ONE entry, its "editor" left out
	TranslationServer.set_locale("en")
	panel = _panel()
	assert_true(FIFTH in panel.mode_ids())
	var piece = panel.editor_piece(FIFTH)
	assert_eq(piece.get_script().resource_path, GENERIC, "the generic piece")
	assert_eq(piece.title(), "Fifth Mode (test fixture)", "its name, from its own strings")
	assert_eq(panel.levels_dirs[FIFTH], "res://levels/" + FIFTH)
	panel.get_node("TopBar/NewPackButton").emit_signal("pressed")
	var picker = panel.get_node("NewPackDialog/Fields/ModePicker")
	assert_eq(picker.get_item_text(picker.get_item_count() - 1), "Fifth Mode (test fixture)")
	assert_eq(picker.get_item_metadata(picker.get_item_count() - 1), FIFTH)


func test_the_generic_piece_edits_a_fifth_mode_level_as_json():
	ModeRegistry.register(Fixture.ENTRY)
	panel = _panel()
	var pack = {
		"mode": FIFTH,
		"pack": 1,
		"title": {"zh": "五", "en": "Five"},
		"levels": [{"id": "1-1", "numbers": [1, 2, 3]}],
	}
	var path = write_file(scratch_path("pack-1.json"), JSON.print(pack, "  ") + "\n")
	assert_eq(panel.open_pack(path), "")
	var piece = panel.editor_piece(FIFTH)
	assert_true(piece.is_visible_in_tree(), "its piece is shown")
	var json = piece.get_node("LevelJson")
	assert_eq(JSON.parse(json.text).result, {"id": "1-1", "numbers": [1, 2, 3]})
	json.text = '{"id": "whatever", "numbers": [3, 1, 2]}'
	piece.get_node("Checks/Apply").emit_signal("pressed")
	assert_eq(panel.document.level(0), {"id": "1-1", "numbers": [3, 1, 2]}, "its id kept")
	assert_true(panel.document.is_dirty())
	json.text = '{"numbers": '
	piece.get_node("Checks/Apply").emit_signal("pressed")
	assert_true(_summary().find("Not applied") != -1, _summary())
	assert_eq(panel.document.level(0)["numbers"], [3, 1, 2], "a broken text changes nothing")
	panel.undo()
	assert_eq(panel.document.level(0)["numbers"], [1, 2, 3])
	assert_false(panel.document.is_dirty())


# Without a checker in the core the pack cannot be saved: the core is the judge.
func test_a_fifth_mode_pack_is_saved_only_when_the_core_accepts_it():
	ModeRegistry.register(Fixture.ENTRY)
	panel = _panel()
	var text = JSON.print({"mode": FIFTH, "pack": 1, "levels": [{"id": "1-1"}]}) + "\n"
	var path = write_file(scratch_path("pack-1.json"), text)
	panel.open_pack(path)
	panel.replace_level("Edit", {"numbers": [1]})
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	assert_true(panel.document.is_dirty(), _summary())
	assert_eq(read_file(path), text, "the file is as it was")
	assert_true(_summary().find("not saved") != -1, _summary())


# A level of the first registered mode's first shipped pack, pasted into a pack of another mode.
func test_a_level_is_pasted_only_into_a_pack_of_its_mode():
	panel = _panel()
	var copied_mode = ModeRegistry.ids()[0]
	panel.open_pack(Files.shipped_pack(copied_mode))
	panel.get_node("Body/Side/LevelButtons/CopyLevel").emit_signal("pressed")
	var other = Files.shipped_pack(Files.other_mode(copied_mode))
	panel.open_pack(write_file(scratch_path(other.get_file()), read_file(other)))
	var levels = panel.document.levels().size()
	panel.get_node("Body/Side/LevelButtons/PasteLevel").emit_signal("pressed")
	assert_eq(panel.document.levels().size(), levels, "nothing pasted")
	assert_false(panel.document.is_dirty())
	var title = panel.editor_piece(copied_mode).title()
	assert_true(_summary().find("a %s level" % title) != -1, _summary())


func test_a_file_no_piece_claims_is_refused_naming_the_modes():
	panel = _panel()
	var path = write_file(scratch_path("pack-1.json"), '{"mode": "06-unknown", "levels": []}')
	var problem = panel.open_pack(path)
	assert_true(problem.find("06-unknown") != -1, problem)
	for mode in ModeRegistry.ids():
		assert_true(problem.find(mode) != -1, "%s named: %s" % [mode, problem])
	assert_true(panel.document == null)


func _panel():
	var shown = PanelScene.instance()
	EditorRoom.fit(shown)
	shown.live.enabled = false
	add_child(shown)
	return shown


func _summary() -> String:
	return Files.summary(panel)
