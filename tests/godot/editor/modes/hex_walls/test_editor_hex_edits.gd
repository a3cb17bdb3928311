extends "res://tests/godot/test_case.gd"
# Issue 14 §2: the Hex Walls board edits of the level editor (hex_level_edits.gd), what a
# click does with each tool (hex_editing.gd), what a click on the hex board picks
# (hex_board_canvas.gd), and the layout of Hex Walls packs kept on save.

const Files = preload("res://tests/godot/editor_test_files.gd")
const HexBoardCanvas = preload("res://addons/level_editor/modes/hex_walls/hex_board_canvas.gd")
const HexEditing = preload("res://addons/level_editor/modes/hex_walls/hex_editing.gd")
const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const HexLevelEdits = preload("res://addons/level_editor/modes/hex_walls/hex_level_edits.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const SHIPPED = [
	"res://levels/03-hex-walls/pack-1-tutorial.json",
	"res://levels/03-hex-walls/pack-2-turning.json",
]


func _flower() -> Dictionary:  # a hex and its six neighbours: a, then b..g clockwise
	var level = {"id": "1-1", "cells": []}
	for hex in [[0, 0]] + HexGeometry.neighbours([0, 0]):
		HexLevelEdits.paint_hex(level, hex)
	return level


func test_painting_and_erasing_keep_the_other_ids():
	var level = _flower()
	assert_eq(level["cells"][0], {"id": "a", "q": 0, "r": 0})
	assert_false(HexLevelEdits.paint_hex(level, [0, 0]), "a hex is painted once")
	assert_true(HexLevelEdits.erase_hex(level, [0, -1]))  # b
	var ids = []
	for cell in level["cells"]:
		ids.append(cell["id"])
	assert_eq(ids, ["a", "c", "d", "e", "f", "g"], "nobody was renamed")
	HexLevelEdits.paint_hex(level, [2, -1])
	assert_eq(level["cells"][6], {"id": "b", "q": 2, "r": -1}, "the first free id")
	assert_false(HexLevelEdits.erase_hex(level, [5, 5]))


func test_a_wall_goes_between_two_board_hexes_and_comes_off_again():
	var level = _flower()
	assert_eq(HexLevelEdits.toggle_wall(level, [[0, 0], [0, -1]]), "added")
	assert_eq(level["walls"], [["a", "b"]])
	assert_eq(level.keys(), ["id", "cells", "walls"])
	assert_eq(HexLevelEdits.toggle_wall(level, [[0, -1], [0, 0]]), "removed", "either order")
	assert_false(level.has("walls"), "an emptied list goes")
	assert_eq(HexLevelEdits.toggle_wall(level, [[0, -1], [0, -2]]), "", "b and a free hex")
	assert_eq(HexLevelEdits.toggle_wall(level, [[0, 0], [2, 0]]), "", "not neighbours")
	assert_eq(HexLevelEdits.toggle_wall_between(level, ["c", "d"]), "added")
	assert_true(HexLevelEdits.remove_wall(level, [[1, -1], [1, 0]]))
	assert_false(HexLevelEdits.remove_wall(level, [[1, -1], [1, 0]]))


func test_a_vertex_click_cycles_a_turning_wall_through_its_edges_then_off():
	var level = _flower()
	var vertex = HexGeometry.corner_vertex([0, 0], 0)
	assert_eq(HexLevelEdits.cycle_turning_wall(level, vertex), "added")
	var wall = level["turningWalls"][0]
	assert_eq(wall, {"pivot": HexGeometry.vertex_hexes(vertex), "edge": 0})
	assert_eq(HexLevelEdits.cycle_turning_wall(level, vertex), "edge 1")
	assert_eq(HexLevelEdits.cycle_turning_wall(level, vertex), "edge 2")
	assert_eq(level["turningWalls"][0]["edge"], 2)
	assert_eq(HexLevelEdits.cycle_turning_wall(level, vertex), "removed")
	assert_false(level.has("turningWalls"))
	var outside = HexGeometry.corner_vertex([3, 0], 0)  # no board hex there
	assert_eq(HexLevelEdits.cycle_turning_wall(level, outside), "")


func test_a_pivot_listed_from_another_hex_is_the_same_turning_wall():
	var level = _flower()
	var hexes = HexGeometry.vertex_hexes(HexGeometry.corner_vertex([0, 0], 2))
	level["turningWalls"] = [{"pivot": [hexes[1], hexes[2], hexes[0]], "edge": 1}]
	assert_eq(HexLevelEdits.cycle_turning_wall(level, hexes), "edge 2")
	assert_eq(level["turningWalls"].size(), 1)
	assert_true(HexLevelEdits.remove_turning_wall(level, hexes))


func test_erasing_a_hex_takes_its_walls_and_stranded_turning_walls():
	var level = _flower()
	HexLevelEdits.toggle_wall(level, [[0, 0], [0, -1]])  # a-b
	HexLevelEdits.toggle_wall(level, [[0, 0], [1, 0]])  # a-d
	var vertex = HexGeometry.vertex_key([0, -1], [1, -1], [1, -2])  # b, c and a free hex
	assert_eq(HexLevelEdits.cycle_turning_wall(level, vertex), "added")
	HexLevelEdits.erase_hex(level, [0, -1])  # b
	assert_eq(level["walls"], [["a", "d"]])
	assert_false(level.has("turningWalls"), "only c is left at its vertex")


func test_numbers_live_on_one_hex():
	var level = _flower()
	HexLevelEdits.toggle_number(level, 1, 3)
	HexLevelEdits.toggle_number(level, 2, 3)
	assert_false(level["cells"][1].has("number"))
	assert_eq(level["cells"][2], {"id": "c", "q": 1, "r": -1, "number": 3})
	HexLevelEdits.toggle_number(level, 2, 3)
	assert_false(level["cells"][2].has("number"))


func test_each_tool_asks_for_its_edit():
	var level = _flower()
	var hex = {"kind": "hex", "hex": [0, -2]}
	var edge = {"kind": "edge", "edge": [[0, 0], [0, -1]]}
	var vertex = {"kind": "vertex", "vertex": HexGeometry.corner_vertex([0, 0], 0)}
	var paint = HexEditing.request(level, HexEditing.PAINT, hex, BUTTON_LEFT, 1)
	assert_eq([paint["method"], paint["stroke"]], ["paint_hex", true])
	assert_eq(
		HexEditing.request(level, HexEditing.PAINT, hex, BUTTON_RIGHT, 1)["method"], "erase_hex"
	)
	assert_eq(
		HexEditing.request(level, HexEditing.WALLS, edge, BUTTON_LEFT, 1)["method"], "toggle_wall"
	)
	assert_eq(
		HexEditing.request(level, HexEditing.WALLS, edge, BUTTON_RIGHT, 1)["method"], "remove_wall"
	)
	assert_eq(
		HexEditing.request(level, HexEditing.WALLS, vertex, BUTTON_LEFT, 1)["method"],
		"cycle_turning_wall"
	)
	var outside = {"kind": "edge", "edge": [[0, -2], [0, -3]]}
	assert_true(
		HexEditing.request(level, HexEditing.WALLS, outside, BUTTON_LEFT, 1)["message"] != ""
	)
	var number = HexEditing.request(
		level, HexEditing.NUMBER, {"kind": "hex", "hex": [0, 0]}, BUTTON_LEFT, 4
	)
	assert_eq([number["method"], number["args"]], ["toggle_number", [0, 4]])
	assert_eq(HexEditing.request(level, HexEditing.NUMBER, hex, BUTTON_LEFT, 4), {}, "a free hex")


func test_a_click_picks_a_hex_an_edge_or_a_vertex():
	var board = HexBoardCanvas.new()
	board.rect_size = Vector2(400, 400)
	add_child(board)
	board.show_level(_flower())
	var centre = board.hex_centre([0, 0])
	var corner = board.vertex_point(HexGeometry.corner_vertex([0, 0], 1))
	var side = board.edge_centre([[0, 0], [0, 1]])
	for pick in ["hex", "walls"]:
		board.pick = pick
		assert_eq(board.target_at(centre), {"kind": "hex", "hex": [0, 0]}, pick)
	board.pick = "hex"
	assert_eq(board.target_at(side + (centre - side) * 0.05)["kind"], "hex")
	board.pick = "walls"
	var at_corner = board.target_at(corner + (centre - corner) * 0.05)
	assert_eq(at_corner, {"kind": "vertex", "vertex": HexGeometry.corner_vertex([0, 0], 1)})
	var at_side = board.target_at(side + (centre - side) * 0.05)
	assert_eq(at_side, {"kind": "edge", "edge": HexGeometry.edge_key([0, 0], [0, 1])})


func test_hex_packs_keep_their_layout_byte_for_byte():
	for path in SHIPPED:
		var document = PackDocument.new()
		assert_eq(document.load_file(path, Files.pack_kind("03-hex-walls")), "", path)
		assert_true(document.expanded, path)
		assert_eq(document.text(), read_file(path), path)
		document.write_ahead(1000)
		assert_eq(document.text(), read_file(path), path + " (levels written apart)")
