tool
extends Reference
# What the two path modes' board edits share (modes/number_stroke/level_edits.gd and
# modes/hex_walls/hex_level_edits.gd): a level's "cells" list, cells by id, the next free id,
# number fields.

const ID_LETTERS = "abcdefghijklmnopqrstuvwxyz"


# The level's cells; [] (not stored) when it has none, so looking never changes a level.
static func cells_of(level: Dictionary) -> Array:
	return level["cells"] if typeof(level.get("cells")) == TYPE_ARRAY else []


# Index of the cell with this id, or -1.
static func index_of(level: Dictionary, id: String) -> int:
	var cells = cells_of(level)
	for index in range(cells.size()):
		if str(cells[index].get("id")) == id:
			return index
	return -1


# The first free id of a, b, … z, a2, b2, … z2, a3, …
static func new_cell_id(level: Dictionary) -> String:
	var taken = {}
	for cell in cells_of(level):
		taken[str(cell.get("id"))] = true
	var n = 0
	while true:
		var letter = ID_LETTERS[n % ID_LETTERS.length()]
		var id = letter if n < ID_LETTERS.length() else letter + str(n / ID_LETTERS.length() + 1)
		if not taken.has(id):
			return id
		n += 1
	return ""


# A JSON number field as an int, 0 when absent.
static func number_field(value) -> int:
	return int(value) if typeof(value) in [TYPE_INT, TYPE_REAL] else 0
