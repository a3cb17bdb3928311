extends "res://tests/godot/test_case.gd"
# The level editor's board edits, level list edits and their undo/redo through an UndoRedo.

const Files = preload("res://tests/godot/editor_test_files.gd")
const LevelEdits = preload("res://addons/level_editor/modes/number_stroke/level_edits.gd")
const PathCells = preload("res://addons/level_editor/path_piece/path_cells.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const EditHistory = preload("res://addons/level_editor/edit_history.gd")
const ShapeCatalog = preload("res://addons/level_editor/modes/number_stroke/shape_catalog.gd")

var undo_redo: UndoRedo


func before_each():
	undo_redo = UndoRedo.new()


func after_each():
	undo_redo.free()


func test_paint_fills_holes_only_with_new_ids():
	var level = {"id": "1-1", "cells": []}
	assert_true(LevelEdits.paint_unit(level, Vector2(0, 0)))
	assert_true(LevelEdits.paint_unit(level, Vector2(1, 0)))
	assert_false(LevelEdits.paint_unit(level, Vector2(1, 0)), "the unit is taken")
	assert_eq(
		level["cells"],
		[{"id": "a", "x": 0, "y": 0, "w": 1, "h": 1}, {"id": "b", "x": 1, "y": 0, "w": 1, "h": 1}]
	)
	assert_eq(LevelEdits.bounds(level), Rect2(0, 0, 2, 1))


func test_looking_never_changes_a_level_and_painting_adds_its_cells():
	var level = {"id": "1-1", "teach": "t"}
	assert_eq(LevelEdits.cell_at(level, Vector2.ZERO), -1)
	assert_eq(LevelEdits.bounds(level), Rect2())
	assert_eq(level.keys(), ["id", "teach"])
	LevelEdits.paint_unit(level, Vector2.ZERO)
	assert_eq(level.keys(), ["id", "teach", "cells"])
	assert_eq(level["cells"].size(), 1)


func test_a_piece_over_cells_is_refused_unless_asked_to_replace_them():
	var level = _row_of_units(4)
	LevelEdits.toggle_clue(level, 3, 4)
	var before = JSON.print(level)
	var t = ShapeCatalog.rotated(ShapeCatalog.named("T4"))  # units (1,0) (0,1) (1,1) (1,2)
	assert_eq(LevelEdits.covered_by(level, t, Vector2(1, -1)), [1, 2], "b (1,0) and c (2,0)")
	assert_eq(LevelEdits.place_piece(level, t, Vector2(1, -1)), -1, "refused")
	assert_eq(JSON.print(level), before, "nothing was deleted")
	var index = LevelEdits.place_piece(level, t, Vector2(1, -1), true)
	assert_eq(_ids(level), ["a", "d", "b"], "replaced on request; b is free again")
	assert_eq(
		level["cells"][index],
		{"id": "b", "x": 1, "y": -1, "w": 2, "h": 3, "shape": [[1, 0], [0, 1], [1, 1], [1, 2]]}
	)
	assert_eq(LevelEdits.cell_at(level, Vector2(1, 0)), index)
	assert_eq(LevelEdits.cell_at(level, Vector2(2, 1)), index)
	assert_eq(LevelEdits.cell_at(level, Vector2(1, -1)), -1, "a hole in the bounding box")
	assert_eq(level["cells"][1]["clue"], 4, "uncovered cells keep their numbers")
	assert_true(LevelEdits.place_piece(level, ShapeCatalog.rectangle(2, 2), Vector2(5, 0)) != -1)


func test_erase_leaves_a_hole_where_the_whole_cell_was():
	var level = {"cells": []}
	LevelEdits.place_piece(level, ShapeCatalog.rectangle(2, 2), Vector2(0, 0))
	assert_true(LevelEdits.erase_at(level, Vector2(1, 1)))
	assert_eq(level["cells"], [])
	assert_false(LevelEdits.erase_at(level, Vector2(1, 1)))


func test_numbers_move_and_marks_exclude_numbers():
	var level = _row_of_units(3)
	LevelEdits.toggle_clue(level, 0, 2)
	LevelEdits.toggle_clue(level, 1, 2)
	assert_false(level["cells"][0].has("clue"), "a number lives on one cell")
	assert_eq(level["cells"][1]["clue"], 2)
	LevelEdits.toggle_parity(level, 1, "odd")
	assert_eq(level["cells"][1], {"id": "b", "x": 1, "y": 0, "w": 1, "h": 1, "parity": "odd"})
	LevelEdits.toggle_clue(level, 1, 3)
	assert_eq(level["cells"][1], {"id": "b", "x": 1, "y": 0, "w": 1, "h": 1, "clue": 3})
	LevelEdits.toggle_clue(level, 1, 3)
	assert_false(level["cells"][1].has("clue"), "the same number again takes it off")
	LevelEdits.toggle_parity(level, 2, "even")
	LevelEdits.toggle_parity(level, 2, "even")
	assert_false(level["cells"][2].has("parity"))


func test_new_ids_run_a_to_z_then_a2():
	var level = _row_of_units(27)
	assert_eq(level["cells"][25]["id"], "z")
	assert_eq(level["cells"][26]["id"], "a2")
	level["cells"].remove(1)
	assert_eq(PathCells.new_cell_id(level), "b")


func test_level_list_edits_keep_ids_in_position_order():
	var document = _document()
	document.add_level({"cells": []})
	document.add_level({"cells": []})
	assert_eq(_level_ids(document), ["4-1", "4-2", "4-3"])
	document.level(2)["teach"] = "third"
	assert_eq(document.move_level(2, -1), 1)
	assert_eq(_level_ids(document), ["4-1", "4-2", "4-3"])
	assert_eq(document.level(1)["teach"], "third")
	document.remove_level(0)
	assert_eq(_level_ids(document), ["4-1", "4-2"])
	assert_eq(document.add_level({"id": "90-7", "cells": []}), 2)
	assert_eq(_level_ids(document), ["4-1", "4-2", "4-3"])


func test_texts_per_locale():
	var document = _document()
	document.level(0)["caption"] = "同一句"
	document.set_level_text(0, "caption", "One line", "en")
	assert_eq(document.level(0)["caption"], {"zh": "同一句", "en": "One line"})
	document.set_level_text(0, "caption", "", "en")
	document.set_level_text(0, "caption", "", "zh")
	assert_false(document.level(0).has("caption"), "an empty caption is no caption")
	assert_eq(PackDocument.text_in("同一句", "en"), "同一句", "a plain string serves every locale")
	document.set_title("zh", "")
	document.set_title("en", "")
	assert_eq(document.data["title"], {}, "a pack keeps its title field")


func test_undo_and_redo_restore_the_pack_and_name_the_level():
	var document = _document()
	document.add_level({"cells": []})
	var history = EditHistory.new(undo_redo)
	var shown = []
	document.connect("changed", self, "_record", [shown])
	assert_true(
		history.apply_to_level(document, "Paint", 1, LevelEdits, "paint_unit", [Vector2(2, 2)])
	)
	var painted = document.text()
	assert_eq(document.level(1)["cells"].size(), 1)
	undo_redo.undo()
	assert_eq(document.level(1)["cells"], [])
	undo_redo.redo()
	assert_eq(document.text(), painted)
	assert_eq(shown, [1, 1, 1], "commit, undo and redo each show level 2")
	assert_false(
		history.apply_to_level(document, "Paint", 1, LevelEdits, "paint_unit", [Vector2(2, 2)]),
		"painting a taken unit records nothing"
	)
	assert_eq(undo_redo.get_current_action_name(), "Paint")


func test_typing_merges_into_one_action():
	var document = _document()
	var history = EditHistory.new(undo_redo)
	for text in ["H", "Hi", "Hi!"]:
		history.apply(
			document, "Edit teach", 0, document, "set_level_text", [0, "teach", text], true
		)
	assert_eq(document.level(0)["teach"], "Hi!")
	undo_redo.undo()
	assert_false(document.level(0).has("teach"), "one undo takes the whole typing back")


func test_a_drag_is_one_action():
	var document = _document()
	var history = EditHistory.new(undo_redo)
	history.begin(document)
	for x in range(3, 6):
		document.change_level(0, LevelEdits, "paint_unit", [Vector2(x, 0)])
	assert_true(history.commit("Paint", 0))
	assert_eq(document.level(0)["cells"].size(), 6)
	undo_redo.undo()
	assert_eq(document.level(0)["cells"].size(), 3)


func _record(level_index, shown: Array) -> void:
	shown.append(level_index)


func _document():
	var document = PackDocument.new()
	document.start_new(
		scratch_path("pack-4.json"),
		4,
		{"zh": "新", "en": "New"},
		_row_of_units(3),
		Files.pack_kind("01-number-stroke")
	)
	return document


func _row_of_units(count: int) -> Dictionary:
	var level = {"cells": []}
	for x in range(count):
		LevelEdits.paint_unit(level, Vector2(x, 0))
	return level


func _ids(level: Dictionary) -> Array:
	var ids = []
	for cell in level["cells"]:
		ids.append(cell["id"])
	return ids


func _level_ids(document) -> Array:
	var ids = []
	for level in document.levels():
		ids.append(level["id"])
	return ids


func test_dirty_follows_a_revision_not_the_text():
	var document = _document()
	var history = EditHistory.new(undo_redo)
	assert_true(document.is_dirty(), "a new pack is unsaved")
	document = PackDocument.new()
	assert_eq(
		document.load_file(
			"res://tests/fixtures/rule-sample.json", Files.pack_kind("01-number-stroke")
		),
		""
	)
	assert_false(document.is_dirty())
	history.apply_to_level(document, "Paint", 0, LevelEdits, "paint_unit", [Vector2(9, 9)])
	assert_true(document.is_dirty())
	undo_redo.undo()
	assert_false(document.is_dirty(), "undone back to the saved state")
	undo_redo.redo()
	assert_true(document.is_dirty())
	undo_redo.undo()
	history.apply_to_level(document, "Paint", 0, LevelEdits, "paint_unit", [Vector2(9, 8)])
	assert_true(document.is_dirty(), "another edit is another state")
	assert_false(
		history.apply_to_level(document, "Paint", 0, LevelEdits, "paint_unit", [Vector2(9, 8)])
	)
	assert_true(document.is_dirty(), "an edit that changes nothing keeps the state")


func test_undo_snapshots_are_not_changed_by_later_edits():
	var document = _document()
	document.add_level({"cells": []})
	var history = EditHistory.new(undo_redo)
	history.apply_to_level(document, "Paint", 0, LevelEdits, "paint_unit", [Vector2(0, 1)])
	var after_first = document.text()
	history.apply(document, "Move", 1, document, "move_level", [0, 1])
	history.apply_to_level(document, "Paint", 1, LevelEdits, "paint_unit", [Vector2(0, 2)])
	history.apply(document, "Teach", 1, document, "set_level_text", [1, "teach", "note"])
	undo_redo.undo()
	undo_redo.undo()
	undo_redo.undo()
	assert_eq(document.text(), after_first)
	undo_redo.undo()
	assert_eq(document.level(0)["cells"].size(), 3)
