extends Reference
# The board edits of one Hex Tracks level, in place on its dictionary: a new full hexagon of
# straight tracks, a cell's track pairing, a tile placed or restyled, a tile erased; moveLimit
# follows the tiles (one move a tile, the seed's budget for a level made by hand). Shared by the
# in-game workshop (workshop.gd) and the level editor's Hex Tracks piece
# (addons/level_editor/modes/hex_tracks/), so a board is edited the same way in both.

const Board = preload("res://scripts/hex_tracks/board.gd")
const HexGeometry = preload("res://scripts/common/hex_geometry.gd")


# A level of seed 003's format: `radius` rings of cells (2, 3, 4: 19, 37, 61) with straight
# tracks, no tiles.
static func new_level(radius, id, name) -> Dictionary:
	var cells = []
	for hex in HexGeometry.spiral(int(radius)):
		cells.append({"q": hex[0], "r": hex[1], "tracks": Board.STRAIGHT.duplicate()})
	return {
		"version": 1,
		"id": id,
		"name": name,
		"rotationEnabled": true,
		"moveLimit": 1,
		"cells": cells,
		"tiles": [],
	}


# Gives cell (q, r) the track pairing `tracks`; false when (q, r) is no cell.
static func set_tracks(level: Dictionary, q, r, tracks: Array) -> bool:
	var cell = cell_index(level, q, r)
	if cell == -1:
		return false
	level["cells"][cell]["tracks"] = tracks.duplicate()
	return true


# A tile on cell (q, r) heading `dir` in colour `color` (the tile there restyled, or a new one
# with the first free id); false when (q, r) is no cell.
static func put_tile(level: Dictionary, q, r, dir, color) -> bool:
	if cell_index(level, q, r) == -1:
		return false
	var tile = tile_index(level, q, r)
	if tile == -1:
		level["tiles"].append(
			{"id": free_tile_id(level), "q": q, "r": r, "dir": int(dir), "color": int(color)}
		)
	else:
		level["tiles"][tile]["dir"] = int(dir)
		level["tiles"][tile]["color"] = int(color)
	settle(level)
	return true


# Takes the tile off cell (q, r); false when there is none.
static func erase_tile(level: Dictionary, q, r) -> bool:
	var tile = tile_index(level, q, r)
	if tile == -1:
		return false
	level["tiles"].remove(tile)
	settle(level)
	return true


# moveLimit: one move a tile (at least 1).
static func settle(level: Dictionary) -> void:
	level["moveLimit"] = int(max(1, level["tiles"].size()))


static func cell_index(level: Dictionary, q, r) -> int:
	var cells = level.get("cells", [])
	for i in range(cells.size()):
		if int(cells[i]["q"]) == int(q) and int(cells[i]["r"]) == int(r):
			return i
	return -1


static func tile_index(level: Dictionary, q, r) -> int:
	var tiles = level.get("tiles", [])
	for i in range(tiles.size()):
		if int(tiles[i]["q"]) == int(q) and int(tiles[i]["r"]) == int(r):
			return i
	return -1


# t0, t1, … : the first id no tile has.
static func free_tile_id(level: Dictionary) -> String:
	var used = {}
	for tile in level.get("tiles", []):
		used[str(tile["id"])] = true
	var k = 0
	while used.has("t%d" % k):
		k += 1
	return "t%d" % k


# True for a board with no tiles whose tracks all run straight (what new_level makes).
static func is_blank(level: Dictionary) -> bool:
	if not level.get("tiles", []).empty():
		return false
	for cell in level.get("cells", []):
		for i in range(6):
			if int(cell["tracks"][i]) != Board.STRAIGHT[i]:
				return false
	return true
