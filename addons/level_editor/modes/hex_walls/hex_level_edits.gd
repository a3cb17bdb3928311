tool
extends Reference
# The board edits of one Hex Walls level (core/modes/hex_walls/schema.py), in place on its
# JSON dictionary: paint and erase hexes, toggle a static wall on an edge, put / turn / take
# off a turning wall on a vertex, put numbers. Cell ids stay as they are (a new hex takes the
# first free id; erasing never renames the others), so walls keep naming the same cells. Each
# edit keeps what it can keep by itself — a wall only between two board hexes and never twice,
# a turning wall only on a vertex touching two board hexes, each number on one hex — and
# leaves the rest (numbers past N, connectivity, uniqueness, the gates) to the core.

const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const OrderedJson = preload("res://addons/level_editor/ordered_json.gd")
const PathCells = preload("res://addons/level_editor/path_piece/path_cells.gd")

# field orders of the schema (core/modes/hex_walls/schema.py): where a new field goes
const LEVEL_FIELDS = ["id", "teach", "caption", "cells", "walls", "turningWalls"]

const CELL_FIELDS = ["id", "q", "r", "number"]
const TURNING_FIELDS = ["pivot", "edge"]
const STARTER_HEXES = [[0, -1], [0, 0], [0, 1]]  # a new level: a line of three hexes


static func cells_of(level: Dictionary) -> Array:
	return PathCells.cells_of(level)


static func walls_of(level: Dictionary) -> Array:
	return level["walls"] if typeof(level.get("walls")) == TYPE_ARRAY else []


static func turning_walls_of(level: Dictionary) -> Array:
	return level["turningWalls"] if typeof(level.get("turningWalls")) == TYPE_ARRAY else []


# A cell's hex as [q, r] of ints (JSON numbers are floats).
static func hex_of(cell: Dictionary) -> Array:
	return [int(cell.get("q", 0)), int(cell.get("r", 0))]


static func index_of(level: Dictionary, id: String) -> int:
	return PathCells.index_of(level, id)


# Index of the cell on a hex, or -1.
static func cell_at(level: Dictionary, hex: Array) -> int:
	var cells = cells_of(level)
	for index in range(cells.size()):
		if hex_of(cells[index]) == [int(hex[0]), int(hex[1])]:
			return index
	return -1


# The cells of a new level.
static func starter_cells() -> Array:
	var level = {"cells": []}
	for hex in STARTER_HEXES:
		paint_hex(level, hex)
	return level["cells"]


# A new cell on an empty hex (the first free id); false when the hex is a cell already.
static func paint_hex(level: Dictionary, hex: Array) -> bool:
	if cell_at(level, hex) != -1:
		return false
	if typeof(level.get("cells")) != TYPE_ARRAY:
		OrderedJson.put(level, "cells", [], LEVEL_FIELDS)
	var cell = {"id": PathCells.new_cell_id(level), "q": int(hex[0]), "r": int(hex[1])}
	level["cells"].append(cell)
	return true


# Removes the cell on a hex, the walls naming it and the turning walls it leaves with fewer
# than two board hexes at their vertex.
static func erase_hex(level: Dictionary, hex: Array) -> bool:
	var index = cell_at(level, hex)
	if index == -1:
		return false
	var id = str(cells_of(level)[index].get("id"))
	cells_of(level).remove(index)
	var walls = walls_of(level)
	for i in range(walls.size() - 1, -1, -1):
		if id in _wall_ids(walls[i]):
			walls.remove(i)
	var turning = turning_walls_of(level)
	for i in range(turning.size() - 1, -1, -1):
		if board_hexes_at(level, pivot_of(turning[i])) < 2:
			turning.remove(i)
	_drop_empty(level)
	return true


# The two hexes of an edge as board cell ids, [] when one of them is not a cell.
static func edge_cells(level: Dictionary, edge: Array) -> Array:
	if edge.size() != 2 or HexGeometry.direction_to(edge[0], edge[1]) == -1:
		return []
	var a = cell_at(level, edge[0])
	var b = cell_at(level, edge[1])
	if a == -1 or b == -1:
		return []
	return [str(cells_of(level)[a].get("id")), str(cells_of(level)[b].get("id"))]


# Index of the static wall between two cell ids (either order), or -1.
static func wall_index(level: Dictionary, ids: Array) -> int:
	var walls = walls_of(level)
	for i in range(walls.size()):
		var pair = _wall_ids(walls[i])
		if (
			pair.size() == 2
			and (
				(pair[0] == ids[0] and pair[1] == ids[1])
				or (pair[0] == ids[1] and pair[1] == ids[0])
			)
		):
			return i
	return -1


# Puts a static wall on an edge between two board hexes, or takes it off: "added",
# "removed", or "" when the edge is not between two cells.
static func toggle_wall(level: Dictionary, edge: Array) -> String:
	var ids = edge_cells(level, edge)
	if ids.empty():
		return ""
	var index = wall_index(level, ids)
	if index != -1:
		walls_of(level).remove(index)
		_drop_empty(level)
		return "removed"
	if typeof(level.get("walls")) != TYPE_ARRAY:
		OrderedJson.put(level, "walls", [], LEVEL_FIELDS)
	ids.sort()  # a new wall names its cells in id order
	level["walls"].append(ids)
	return "added"


# Takes off the static wall on an edge; false when there is none.
static func remove_wall(level: Dictionary, edge: Array) -> bool:
	var ids = edge_cells(level, edge)
	if ids.empty() or wall_index(level, ids) == -1:
		return false
	toggle_wall(level, edge)
	return true


# Puts a static wall between two cells given by id (a suggestion), or takes it off.
static func toggle_wall_between(level: Dictionary, ids: Array) -> String:
	var a = index_of(level, str(ids[0]))
	var b = index_of(level, str(ids[1]))
	if a == -1 or b == -1:
		return ""
	return toggle_wall(level, [hex_of(cells_of(level)[a]), hex_of(cells_of(level)[b])])


# A turning wall's pivot as three [q, r] of ints.
static func pivot_of(wall) -> Array:
	var hexes = []
	if typeof(wall) == TYPE_DICTIONARY and typeof(wall.get("pivot")) == TYPE_ARRAY:
		for hex in wall["pivot"]:
			if typeof(hex) == TYPE_ARRAY and hex.size() == 2:
				hexes.append([int(hex[0]), int(hex[1])])
	return hexes


# How many of the hexes around a vertex are board cells.
static func board_hexes_at(level: Dictionary, hexes: Array) -> int:
	var count = 0
	for hex in hexes:
		if cell_at(level, hex) != -1:
			count += 1
	return count


# Index of the turning wall on a vertex (its pivot in any order), or -1.
static func turning_index(level: Dictionary, vertex: Array) -> int:
	var key = _vertex_key(vertex)
	var walls = turning_walls_of(level)
	for i in range(walls.size()):
		if not key.empty() and _vertex_key(pivot_of(walls[i])) == key:
			return i
	return -1


# A click on a vertex: no turning wall there puts one standing on edge 0 (its pivot the three
# hexes clockwise from the smallest); then each click turns its starting edge 0 -> 1 -> 2, and
# the click after edge 2 takes it off. "added", "edge 1", "edge 2", "removed", or "" when the
# vertex touches fewer than two board hexes.
static func cycle_turning_wall(level: Dictionary, vertex: Array) -> String:
	var index = turning_index(level, vertex)
	if index != -1:
		var wall = turning_walls_of(level)[index]
		var edge = int(wall.get("edge", 0))
		if edge >= 2:
			turning_walls_of(level).remove(index)
			_drop_empty(level)
			return "removed"
		wall["edge"] = edge + 1
		return "edge %d" % (edge + 1)
	var hexes = HexGeometry.vertex_hexes(vertex)
	if hexes.empty() or board_hexes_at(level, hexes) < 2:
		return ""
	if typeof(level.get("turningWalls")) != TYPE_ARRAY:
		OrderedJson.put(level, "turningWalls", [], LEVEL_FIELDS)
	level["turningWalls"].append({"pivot": hexes, "edge": 0})
	return "added"


# Takes off the turning wall on a vertex; false when there is none.
static func remove_turning_wall(level: Dictionary, vertex: Array) -> bool:
	var index = turning_index(level, vertex)
	if index == -1:
		return false
	turning_walls_of(level).remove(index)
	_drop_empty(level)
	return true


# Puts `number` on a cell (taking it off any other cell); the same number again, or 0, takes
# it off.
static func toggle_number(level: Dictionary, index: int, number: int) -> void:
	var cells = cells_of(level)
	var cell = cells[index]
	if number <= 0 or PathCells.number_field(cell.get("number")) == number:
		cell.erase("number")
		return
	for other in cells:
		if PathCells.number_field(other.get("number")) == number:
			other.erase("number")
	OrderedJson.put(cell, "number", number, CELL_FIELDS)


# The edge (as its two hexes) of turning wall `wall` it stands on before any cell is placed:
# edge i lies between pivot hexes i and i + 1.
static func turning_edge(wall: Dictionary, edge: int) -> Array:
	var hexes = pivot_of(wall)
	if hexes.size() != 3:
		return []
	return [hexes[posmod(edge, 3)], hexes[posmod(edge + 1, 3)]]


# The sorted-hexes key of a vertex, [] when the hexes do not meet at one.
static func _vertex_key(hexes: Array) -> Array:
	if hexes.size() != 3:
		return []
	return HexGeometry.vertex_key(hexes[0], hexes[1], hexes[2])


static func _wall_ids(wall) -> Array:
	if typeof(wall) != TYPE_ARRAY:
		return []
	var ids = []
	for id in wall:
		ids.append(str(id))
	return ids


# "walls" and "turningWalls" emptied by an edit are removed (the schema's default).
static func _drop_empty(level: Dictionary) -> void:
	for field in ["walls", "turningWalls"]:
		if typeof(level.get(field)) == TYPE_ARRAY and level[field].empty():
			level.erase(field)
