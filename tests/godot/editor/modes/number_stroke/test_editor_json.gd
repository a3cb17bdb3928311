extends "res://tests/godot/test_case.gd"
# The level editor's pack JSON: byte-for-byte round trips of hand-made packs, field order and
# unknown fields kept through edits, readable escaping.

const OrderedJson = preload("res://addons/level_editor/ordered_json.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const LevelEdits = preload("res://addons/level_editor/modes/number_stroke/level_edits.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")

const RULE_SAMPLE = "res://tests/fixtures/rule-sample.json"
const UNUSUAL_PACK = (
	'{\n  "zeta": [1, 2.5, true, null],\n  "mode": "01-number-stroke",\n  "pack": 3,\n'
	+ '  "title": {"en": "Odd and even", "zh": "奇与偶"},\n  "levels": [\n    {\n'
	+ '      "id": "3-1",\n      "extra": {"author": "mei"},\n      "cells": [\n'
	+ '        {"id": "a", "x": 0, "y": 0, "w": 1, "h": 1, "note": "keep"},\n'
	+ '        {"id": "t", "x": 1, "y": 0, "w": 3, "h": 2, '
	+ '"shape": [[0, 0], [1, 0], [2, 0], [1, 1]]}\n'
	+ "      ]\n    }\n  ]\n}\n"
)


func test_hand_made_pack_round_trips_byte_for_byte():
	var document = PackDocument.new()
	assert_eq(document.load_file(RULE_SAMPLE, Files.pack_kind("01-number-stroke")), "")
	assert_eq(document.text(), Files.read_text(RULE_SAMPLE))
	assert_false(document.is_dirty())


func test_unknown_fields_and_key_order_survive_edits():
	var document = _document(UNUSUAL_PACK)
	assert_eq(document.text(), UNUSUAL_PACK, "unchanged text round trips")
	document.change_level(0, LevelEdits, "toggle_clue", [1, 2])
	document.change_level(0, LevelEdits, "toggle_parity", [0, "odd"])
	document.set_level_text(0, "teach", "a note")
	var written = document.text()
	assert_true(
		(
			written.find('{"id": "t", "x": 1, "y": 0, "w": 3, "h": 2, "clue": 2, "shape": [[0, 0]')
			!= -1
		),
		"clue goes between h and shape: " + written
	)
	assert_true(written.find('"h": 1, "parity": "odd", "note": "keep"}') != -1, written)
	assert_true(
		written.find('"id": "3-1",\n      "teach": "a note",\n      "extra"') != -1, written
	)
	assert_true(written.begins_with('{\n  "zeta": [1, 2.5, true, null],\n  "mode"'), written)


func test_put_places_new_keys_in_schema_order():
	var cell = {"id": "a", "custom": 1, "x": 0, "y": 0, "w": 2, "h": 2}
	OrderedJson.put(cell, "parity", "even", LevelEdits.CELL_FIELDS)
	OrderedJson.put(cell, "x", 5, LevelEdits.CELL_FIELDS)
	assert_eq(cell.keys(), ["id", "custom", "x", "y", "w", "h", "parity"])
	assert_eq(cell["x"], 5)
	var level = {"cells": []}
	OrderedJson.put(level, "id", "1-1", LevelEdits.LEVEL_FIELDS)
	assert_eq(level.keys(), ["id", "cells"])


func test_text_is_escaped_like_python_and_stays_readable():
	var value = {"t": 'say "奇"\\ \n\tend' + char(1)}
	assert_eq(OrderedJson.to_text(value), '{"t": "say \\"奇\\"\\\\ \\n\\tend\\u0001"}\n')
	assert_eq(JSON.parse(OrderedJson.to_text(value)).result, value)


func test_python_style_layout_reads_back_to_the_same_data():
	# the layout `generate` writes (json.dumps indent=2): one number per line
	var spread = '{\n  "a": [\n    [\n      0,\n      1\n    ]\n  ],\n  "b": {\n    "c": 1.0\n  }\n}\n'
	var value = JSON.parse(spread).result
	assert_eq(OrderedJson.to_text(value), '{"a": [[0, 1]], "b": {"c": 1}}\n')


func test_a_broken_file_is_not_opened():
	var path = scratch_path("broken.json")
	Files.write_text(path, '{"mode": ')
	var document = PackDocument.new()
	assert_true(
		document.load_file(path, Files.pack_kind("01-number-stroke")).begins_with(
			path + ": not valid JSON"
		)
	)
	assert_eq(document.path, "", "nothing was taken from the broken file")


func _document(text: String):
	var path = scratch_path("pack.json")
	Files.write_text(path, text)
	var document = PackDocument.new()
	assert_eq(document.load_file(path, Files.pack_kind("01-number-stroke")), "")
	return document
