extends "res://tests/godot/test_case.gd"
# board_geometry.gd's walk of the cells a straight pointer move crosses (what a fast swipe is
# turned into), and the span a cell's texts grow with.

const BoardGeometry = preload("res://scripts/number_stroke/board_geometry.gd")

# A 3x2 board: C is the 2x2 block on the left, b and d the right column (b above d).
#   C C b
#   C C d
const C = 0
const B = 1
const D = 2

var geometry


func before_each():
	geometry = BoardGeometry.new(
		{
			"width": 3,
			"height": 2,
			"cells":
			[
				{"units": [[0, 0], [1, 0], [0, 1], [1, 1]]},
				{"units": [[2, 0]]},
				{"units": [[2, 1]]},
			],
		}
	)


func test_a_long_move_walks_every_unit_it_crosses_in_order():
	assert_eq(geometry.cells_crossed(Vector2(0.5, 0.5), Vector2(2.5, 0.5)), [C, B])
	assert_eq(geometry.cells_crossed(Vector2(2.5, 0.2), Vector2(2.5, 1.8)), [B, D])
	assert_eq(geometry.cells_crossed(Vector2(2.5, 1.8), Vector2(0.2, 0.2)), [D, C], "backwards")
	assert_eq(geometry.cells_crossed(Vector2(0.5, 0.5), Vector2(0.6, 0.6)), [C], "inside one cell")
	assert_eq(
		geometry.cells_crossed(Vector2(-1.5, 0.5), Vector2(0.5, 0.5)), [C], "holes add nothing"
	)


# The issue's fast swipe: from the block C to d, passing just below the corner b shares with
# them; the line crosses into C's lower unit first, then into d, so a walk of the units alone
# goes C -> d and skips b.
func test_a_swipe_past_a_corner_goes_through_the_unvisited_cell_beside_it():
	var from = Vector2(1.6, 0.8)
	var to = Vector2(2.4, 1.4)
	assert_eq(geometry.cells_crossed(from, to), [C, D], "the units the line crosses")
	var walk = geometry.cells_crossed(from, to, 0.2, funcref(self, "_unvisited_b"))
	assert_eq(walk, [C, B, D], "near the corner the unvisited b is the way on: never a jump")
	assert_eq(
		geometry.cells_crossed(
			Vector2(1.5, 0.1), Vector2(2.5, 1.9), 0.2, funcref(self, "_unvisited_b")
		),
		[C, B, D]
	)


func test_every_step_of_a_walk_shares_an_edge():
	var level = {"width": 5, "height": 5, "cells": []}
	for y in range(5):
		for x in range(5):
			level["cells"].append({"units": [[x, y]]})
	var grid = BoardGeometry.new(level)
	var rng = RandomNumberGenerator.new()
	rng.seed = 7
	for _i in range(200):
		var from = Vector2(rng.randf_range(0, 5), rng.randf_range(0, 5))
		var to = Vector2(rng.randf_range(0, 5), rng.randf_range(0, 5))
		var walk = grid.cells_crossed(from, to, 0.2)
		assert_eq(walk[0], grid.node_of_unit(from.floor()))
		assert_eq(walk.back(), grid.node_of_unit(to.floor()))
		for k in range(1, walk.size()):
			var a = grid.units_of(walk[k - 1])[0]
			var b = grid.units_of(walk[k])[0]
			assert_eq(abs(a.x - b.x) + abs(a.y - b.y), 1.0, "%s -> %s" % [from, to])


func test_the_span_of_a_cell_is_the_square_its_number_has():
	assert_eq(geometry.span_of(C), 2)
	assert_eq(geometry.span_of(B), 1)
	var shaped = BoardGeometry.new(
		{"width": 3, "height": 3, "cells": [{"units": [[0, 0], [0, 1], [0, 2], [1, 2]]}]}
	)
	assert_eq(shaped.span_of(0), 1, "an L keeps one square's size")


func _unvisited_b(node):
	return 1 if node == B or node == D else 0
