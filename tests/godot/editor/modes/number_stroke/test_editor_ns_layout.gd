extends "res://tests/godot/test_case.gd"
# Number Stroke's hand-made layout, read as such and kept through an edit: whole floats keep
# their point (1.0), a list of objects written on one line stays on one line, the cells one per
# line.

const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")

var panel


func before_each():
	panel = Files.levels_screen(self)


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


# The demo pack is read as hand-made, not expanded as the core writes its packs.
func test_the_demo_pack_is_read_as_hand_made():
	var hand_made = PackDocument.new()
	hand_made.load_file(
		"res://tests/godot/fixtures/editor-demo-pack.json", Files.pack_kind("01-number-stroke")
	)
	assert_false(hand_made.expanded, "Number Stroke's hand-made layout")


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
