extends Reference
# Hex Tracks' rules for one level (docs/hex-tracks-runtime.md §1), with the import limits of the
# Python core (core/modes/hex_tracks/schema.py and pack.py): 1-127 cells within coordinate
# radius 6 at unique positions, each cell's tracks a pairing of the six ports (tracks[tracks[i]]
# == i, tracks[i] != i), moveLimit 1-999, tiles on board cells with unique ids (1-64
# characters) and positions, dir 0-5, colour 0-11.
#   validate_level(level) -> "" or the problem: a baked level (pack_catalog.gd and the game ask
#     it); keys it does not know are left alone.
#     Every number is checked as a number before it becomes an int (q = 1e300 or 2^62 never
#     reaches a radius). The workshop's import (level_import.gd) checks a file's fields and
#     types first, then asks it.
#   playable(raw) -> a level file's level in the shape the game plays.
#   level_file(level) -> the level file's JSON object of a level (what the workshop exports).

const Board = preload("res://scripts/hex_tracks/board.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const MAX_CELLS = 127
const MAX_RADIUS = 6
const MAX_MOVE_LIMIT = 999
const MAX_COLOR = 11
const MAX_ID_LENGTH = 64
const SAFE_COORDINATE = 1000  # a number beyond this is refused before any arithmetic on it


# "" when the session and the board can use the level; otherwise what is wrong with it.
static func validate_level(level) -> String:
	var problem = PackCatalog.id_problem(level)
	return problem if not problem.empty() else PackCatalog.located(level, _level_problem(level))


static func _level_problem(level: Dictionary) -> String:
	if level["id"].length() > MAX_ID_LENGTH:
		return "id is longer than %d characters" % MAX_ID_LENGTH
	if level.has("rotationEnabled") and typeof(level["rotationEnabled"]) != TYPE_BOOL:
		return "rotationEnabled is not true or false"
	var limit = level.get("moveLimit")
	if not PackCatalog.is_int(limit) or limit < 1 or limit > MAX_MOVE_LIMIT:
		return "moveLimit %s is not a whole number from 1 to %d" % [_shown(limit), MAX_MOVE_LIMIT]
	var cells = level.get("cells")
	if typeof(cells) != TYPE_ARRAY or cells.empty():
		return "no cells"
	if cells.size() > MAX_CELLS:
		return "%d cells; at most %d are allowed" % [cells.size(), MAX_CELLS]
	var taken = {}
	for index in range(cells.size()):
		var problem = _cell_problem(cells[index], taken)
		if not problem.empty():
			return "cell #%d%s" % [index + 1, problem]
	var tiles = level.get("tiles")
	if typeof(tiles) != TYPE_ARRAY:
		return "tiles is not a list"
	if tiles.size() > MAX_CELLS:
		return "%d tiles; at most %d are allowed" % [tiles.size(), MAX_CELLS]
	var ids = {}
	var placed = {}
	for index in range(tiles.size()):
		var problem = _tile_problem(tiles[index], taken, ids, placed)
		if not problem.empty():
			return "tile #%d%s" % [index + 1, problem]
	return ""


# ": problem" (with the cell's position when known) or "".
static func _cell_problem(cell, taken: Dictionary) -> String:
	if typeof(cell) != TYPE_DICTIONARY:
		return ": not an object"
	for key in ["q", "r"]:  # as numbers first: int() of 1e300 or 2^62 is no coordinate
		if not PackCatalog.is_int(cell.get(key)) or abs(cell[key]) > SAFE_COORDINATE:
			return ": %s is not a whole number" % key
	var q = int(cell["q"])
	var r = int(cell["r"])
	var at = " (%d,%d)" % [q, r]
	var radius = (int(abs(q)) + int(abs(r)) + int(abs(q + r))) / 2
	if radius > MAX_RADIUS:
		return "%s: %d steps from (0,0); at most %d are allowed" % [at, radius, MAX_RADIUS]
	if taken.has([q, r]):
		return "%s: the position is used twice" % at
	taken[[q, r]] = true
	var tracks = cell.get("tracks")
	if typeof(tracks) != TYPE_ARRAY or tracks.size() != 6:
		return "%s: tracks is not a list of six ports" % at
	for i in range(6):
		if not PackCatalog.is_int(tracks[i]) or tracks[i] < 0 or tracks[i] > 5:
			return "%s: tracks[%d] is not a port 0-5" % [at, i]
	for i in range(6):
		var j = int(tracks[i])
		if j == i:
			return "%s: port %d is joined to itself" % [at, i]
		if int(tracks[j]) != i:
			return (
				"%s: tracks must pair the ports: tracks[%d] = %d but tracks[%d] = %d"
				% [at, i, j, j, int(tracks[j])]
			)
	return ""


static func _tile_problem(tile, taken: Dictionary, ids: Dictionary, placed: Dictionary) -> String:
	if typeof(tile) != TYPE_DICTIONARY:
		return ": not an object"
	var ident = tile.get("id")
	if typeof(ident) != TYPE_STRING or ident.empty() or ident.length() > MAX_ID_LENGTH:
		return ": id is not a name of 1-%d characters" % MAX_ID_LENGTH
	var at = " %s" % ident
	if ids.has(ident):
		return "%s: the id is used twice" % at
	ids[ident] = true
	for key in ["q", "r", "dir", "color"]:
		if not PackCatalog.is_int(tile.get(key)) or abs(tile[key]) > SAFE_COORDINATE:
			return "%s: %s is not a whole number" % [at, key]
	var hex = [int(tile["q"]), int(tile["r"])]
	if not taken.has(hex):
		return "%s: (%d,%d) is not a cell of the board" % [at, hex[0], hex[1]]
	if placed.has(hex):
		return "%s: (%d,%d) already holds tile %s" % [at, hex[0], hex[1], placed[hex]]
	placed[hex] = ident
	if tile["dir"] < 0 or tile["dir"] > 5:
		return "%s: dir %d is not a direction 0-5" % [at, tile["dir"]]
	if tile["color"] < 0 or tile["color"] > MAX_COLOR:
		return "%s: colour %d is not 0-%d" % [at, tile["color"], MAX_COLOR]
	return ""


# A level file's fields in the shape the game plays (as baked: a {zh, en} name, lesson, beat,
# caption, startRotation).
static func playable(raw: Dictionary) -> Dictionary:
	var name = raw.get("name", "")
	if typeof(name) == TYPE_STRING:
		name = {"zh": name, "en": name}
	else:
		name = name.duplicate()
		if not name.has("zh"):
			name["zh"] = name.get("en", "")
		if not name.has("en"):
			name["en"] = name.get("zh", "")
	return {
		"id": raw["id"],
		"pack": 0,
		"index": 0,
		"name": name,
		"lesson": int(raw.get("lesson", 0)),
		"beat": raw.get("beat", ""),
		"caption": raw.get("caption", {"en": "", "zh": ""}).duplicate(),
		"startRotation": int(raw.get("startRotation", 0)),
		"rotationEnabled": raw.get("rotationEnabled", true),
		"moveLimit": int(raw["moveLimit"]),
		"cells": raw["cells"].duplicate(true),
		"tiles": raw["tiles"].duplicate(true),
	}


# The level file's JSON object of a level (docs/hex-tracks-runtime.md §1; what the workshop
# exports and level_import.gd reads).
static func level_file(level: Dictionary) -> Dictionary:
	var cells = []
	for cell in level["cells"]:
		cells.append({"q": int(cell["q"]), "r": int(cell["r"]), "tracks": Board.tracks_of(cell)})
	var tiles = []
	for tile in level["tiles"]:
		tiles.append(Board.tile_of(tile))
	var name = level.get("name", level["id"])
	if typeof(name) == TYPE_DICTIONARY and name.get("zh", "") == name.get("en", ""):
		name = name.get("en", level["id"])
	return {
		"version": 1,
		"id": level["id"],
		"name": name,
		"rotationEnabled": level.get("rotationEnabled", true) == true,
		"moveLimit": int(level["moveLimit"]),
		"cells": cells,
		"tiles": tiles,
	}


static func _shown(value) -> String:
	return JSON.print(value)
