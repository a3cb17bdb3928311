extends "res://tests/godot/test_case.gd"
# Designers' files are sacred: every file of levels/<mode>/ that a mode's piece edits opens and
# is written back byte for byte, whole or from its levels' own texts, in every registered mode;
# the files no piece edits are refused, saying what they are, and the pack picker leaves them
# out. (A mode's own layouts and derived files: tests/godot/editor/modes/<folder>/.)

const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")

var panel


func before_each():
	timeout_seconds = 120
	panel = Files.levels_screen(self)


func test_every_shipped_file_a_piece_edits_round_trips_byte_for_byte():
	var opened = 0
	var kinds = {}
	for mode in ModeRegistry.ids():
		var folder = "res://levels".plus_file(mode)
		for name in PackFiles.json_files(folder):
			var path = folder.plus_file(name)
			var document = PackDocument.new()
			if not document.load_file(path, panel).empty():
				continue
			opened += 1
			kinds["%s %s" % [document.mode(), document.kind["name"]]] = true
			var text = read_file(path)
			assert_true(document.text() == text, path + " written whole")
			document.write_ahead(10000)
			assert_true(document.text() == text, path + " from its levels' texts")
	assert_true(opened >= 20, "%d files" % opened)
	for mode in ModeRegistry.ids():
		assert_true(kinds.has(mode + " pack"), "a %s pack among them: %s" % [mode, kinds.keys()])


# A baked file of every registered mode that has one.
func test_baked_files_are_refused_saying_what_they_are():
	var refused = 0
	for entry in ModeRegistry.modes():
		if not File.new().file_exists(entry["baked"]):
			continue
		var baked = panel.open_pack(entry["baked"])
		assert_true(baked.find("baked runtime file") != -1, baked)
		refused += 1
	assert_true(refused > 0, "a baked file to refuse")
	assert_true(panel.document == null)


# A real editor session: the pack picker listed a derived file, which then failed to open. It
# lists the files of the modes' folders a piece edits (as Open… decides), every one opening.
func test_the_pack_picker_lists_only_files_a_piece_edits():
	var listed = Files.picker_files(panel)
	assert_false(listed.empty(), "the picker's list is open")
	for mode in ModeRegistry.ids():
		var folder = "res://levels".plus_file(mode)
		for name in PackFiles.json_files(folder):
			var path = folder.plus_file(name)
			var edited = PackDocument.new().load_file(path, panel).empty()
			assert_eq(path in listed, edited, "%s listed as a piece edits it" % path)
	for path in listed:
		if path.begins_with("res://levels/"):
			assert_eq(panel.open_pack(path), "", path)
