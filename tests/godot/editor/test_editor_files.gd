extends "res://tests/godot/test_case.gd"
# Designers' files are sacred: every file of levels/<mode>/ that a mode's piece edits opens and
# is written back byte for byte (the hand-made and the json.dumps layouts, whole floats as 1.0),
# whole or from its levels' own texts; the files no piece edits are refused, saying what they are,
# and the pack picker leaves them out.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")

var panel


func before_each():
	timeout_seconds = 120
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	add_child(panel)


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
	for kind in [
		"01-number-stroke pack",
		"03-hex-walls pack",
		"hex-tracks pack",
		"hex-tracks campaign seeds",
		"city-cat-catch pack"
	]:
		assert_true(kinds.has(kind), "a %s among them: %s" % [kind, kinds.keys()])


func test_derived_files_are_refused_saying_what_they_are():
	var analysis = panel.open_pack("res://levels/hex-tracks/campaign-analysis.json")
	assert_true(analysis.find("derives") != -1, analysis)
	var baked = panel.open_pack("res://levels/city-cat-catch.baked.json")
	assert_true(baked.find("baked runtime file") != -1, baked)
	assert_true(panel.document == null)


# A real editor session: the pack picker listed levels/hex-tracks/campaign-analysis.json, which
# then failed to open. It lists the files a piece edits (as Open… decides), every one opening.
func test_the_pack_picker_lists_only_files_a_piece_edits():
	var analysis = "res://levels/hex-tracks/campaign-analysis.json"
	assert_true(File.new().file_exists(analysis), "the derived file is there to be left out")
	EditorRoom.lay_out(panel)
	var picker = panel.get_node("TopBar/PackPicker")
	var box = picker.get_global_rect()
	Files.mouse(get_tree(), box.position + box.size / 2, true)
	Files.mouse(get_tree(), box.position + box.size / 2, false)
	var popup = picker.get_popup()
	assert_true(popup.visible, "the picker's list is open")
	var listed = []
	for i in range(1, popup.get_item_count()):
		listed.append("res://" + popup.get_item_text(i))
	popup.hide()
	assert_false(analysis in listed, "the derived analysis is not listed")
	for edited in ["hex-tracks/campaign-seeds.json", "hex-tracks/pack-1.json"]:
		assert_true("res://levels/".plus_file(edited) in listed, edited)
	for path in listed:
		if path.begins_with("res://levels/"):
			assert_eq(panel.open_pack(path), "", path)


func test_a_whole_float_keeps_its_point_through_an_edit():
	var text = _text_after_an_edit(
		'      "weight": 1.0,\n',
		'        {"id": "a", "x": 0, "y": 0, "w": 1, "h": 1, "note": 2.0}\n'
	)
	assert_true(text.find('"weight": 1.0') != -1, text)
	assert_true(text.find('"note": 2.0') != -1, text)
	assert_true(text.find('"x": 0,') != -1, "an int stays an int: " + text)


func test_a_list_of_objects_written_on_one_line_stays_on_one_line_through_an_edit():
	var keep = '      "keep": [{"clue": 1, "why": "start"}, {"clue": 3, "why": "teach"}],\n'
	var text = _text_after_an_edit(
		keep, '        {"id": "a", "x": 0, "y": 0, "w": 1, "h": 1, "clue": 1}\n'
	)
	assert_true(text.find("\n" + keep) != -1, text)
	assert_true(text.find('"cells": [\n        {"id": "a"') != -1, "cells one per line: " + text)
	assert_true(text.find('"teach": "changed",\n      "keep"') != -1, "teach before keep: " + text)


# A hand-made pack of one level (`fields`: its lines between the id and the cells, `cell`: its
# cell's line), opened, its note edited, written out.
func _text_after_an_edit(fields: String, cell: String) -> String:
	var path = write_file(
		scratch_path("pack-1.json"),
		(
			'{\n  "mode": "01-number-stroke",\n  "pack": 1,\n  "title": "t",\n  "levels": [\n'
			+ '    {\n      "id": "1-1",\n'
			+ fields
			+ '      "cells": [\n'
			+ cell
			+ "      ]\n    }\n  ]\n}\n"
		)
	)
	var document = PackDocument.new()
	assert_eq(document.load_file(path, panel), "")
	document.set_level_text(0, "teach", "changed")
	return document.text()
