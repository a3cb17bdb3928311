tool
extends Reference
# The board edits of one level, in place on its JSON dictionary: paint a unit cell, place a
# piece, erase (leaving holes), put numbers and odd/even marks. Each keeps the schema's
# rules that an edit can keep by itself — no overlap (a piece goes only where there are holes),
# a number or a mark but never both, each number on one cell only — and leaves the rest
# (numbers past N, connectivity, uniqueness) to the core's validate.

const OrderedJson = preload("res://addons/level_editor/ordered_json.gd")
const PathCells = preload("res://addons/level_editor/path_piece/path_cells.gd")
const ShapeCatalog = preload("res://addons/level_editor/modes/number_stroke/shape_catalog.gd")

# field orders of the schema (core/modes/number_stroke/schema.py): where a new field goes
const LEVEL_FIELDS = ["id", "teach", "caption", "keep", "cells"]
const CELL_FIELDS = ["id", "x", "y", "w", "h", "clue", "parity", "shape"]
const STARTER_CELLS = 3  # a new level starts as a row of this many unit cells


# The cells of a new level.
static func starter_cells() -> Array:
	var level = {"cells": []}
	for x in range(STARTER_CELLS):
		paint_unit(level, Vector2(x, 0))
	return level["cells"]


static func cells_of(level: Dictionary) -> Array:
	return PathCells.cells_of(level)


# The unit squares a cell owns, as Vector2 (x, y); JSON floats count as integers.
static func units_of(cell: Dictionary) -> Array:
	var origin = Vector2(int(cell.get("x", 0)), int(cell.get("y", 0)))
	var offsets = cell.get("shape")
	if typeof(offsets) != TYPE_ARRAY:
		offsets = ShapeCatalog.rectangle(int(cell.get("w", 1)), int(cell.get("h", 1)))["offsets"]
	var units = []
	for offset in offsets:
		units.append(origin + Vector2(int(offset[0]), int(offset[1])))
	return units


# Index of the cell owning a unit, or -1 for a hole.
static func cell_at(level: Dictionary, unit: Vector2) -> int:
	var cells = cells_of(level)
	for index in range(cells.size()):
		if unit in units_of(cells[index]):
			return index
	return -1


# The smallest rectangle holding every unit of the level (empty for a level with no cells).
static func bounds(level: Dictionary) -> Rect2:
	var box = null
	for cell in cells_of(level):
		for unit in units_of(cell):
			var square = Rect2(unit, Vector2.ONE)
			box = square if box == null else box.merge(square)
	return box if box != null else Rect2()


# A 1×1 cell on a hole; false when the unit is taken.
static func paint_unit(level: Dictionary, unit: Vector2) -> bool:
	if cell_at(level, unit) != -1:
		return false
	place_piece(level, ShapeCatalog.rectangle(1, 1), unit)
	return true


# The indices of the cells a piece placed at `origin` would cover, in order.
static func covered_by(level: Dictionary, piece: Dictionary, origin: Vector2) -> Array:
	var covered = []
	for offset in piece["offsets"]:
		var index = cell_at(level, origin + Vector2(offset[0], offset[1]))
		if index != -1 and not index in covered:
			covered.append(index)
	covered.sort()
	return covered


# A new cell of this piece with its top-left bounding-box corner at `at`, on holes only:
# when it would cover cells, nothing changes and -1 is returned — unless `replace`, which
# removes the covered cells first (the designer asked for it). Returns the new cell's index.
static func place_piece(level: Dictionary, piece: Dictionary, at: Vector2, replace := false) -> int:
	var covered = covered_by(level, piece, at)
	if not covered.empty() and not replace:
		return -1
	if typeof(level.get("cells")) != TYPE_ARRAY:
		OrderedJson.put(level, "cells", [], LEVEL_FIELDS)
	var cells = level["cells"]
	covered.invert()
	for index in covered:
		cells.remove(index)
	var cell = {"id": PathCells.new_cell_id(level), "x": int(at.x), "y": int(at.y)}
	var footprint = ShapeCatalog.footprint(piece)
	for field in footprint:
		OrderedJson.put(cell, field, footprint[field], CELL_FIELDS)
	cells.append(cell)
	return cells.size() - 1


# Removes the cell owning the unit (all of it: its units become holes).
static func erase_at(level: Dictionary, unit: Vector2) -> bool:
	var index = cell_at(level, unit)
	if index == -1:
		return false
	cells_of(level).remove(index)
	return true


# Puts number `clue` on a cell (taking it off any other cell and dropping the cell's odd/even
# mark); the same number again, or 0, takes it off.
static func toggle_clue(level: Dictionary, index: int, clue: int) -> void:
	var cells = cells_of(level)
	var cell = cells[index]
	if clue <= 0 or PathCells.number_field(cell.get("clue")) == clue:
		cell.erase("clue")
		return
	for other in cells:
		if PathCells.number_field(other.get("clue")) == clue:
			other.erase("clue")
	cell.erase("parity")
	OrderedJson.put(cell, "clue", clue, CELL_FIELDS)


# The name both modes' edits give putting a number (toggle_clue here).
static func toggle_number(level: Dictionary, index: int, clue: int) -> void:
	toggle_clue(level, index, clue)


# Marks a cell "odd" or "even" (dropping its number); the same mark again takes it off.
static func toggle_parity(level: Dictionary, index: int, parity: String) -> void:
	var cell = cells_of(level)[index]
	if cell.get("parity") == parity:
		cell.erase("parity")
		return
	cell.erase("clue")
	OrderedJson.put(cell, "parity", parity, CELL_FIELDS)


static func index_of(level: Dictionary, id: String) -> int:
	return PathCells.index_of(level, id)
