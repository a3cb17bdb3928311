extends Reference
# Hex Tracks' rules for one level (docs/hex-tracks-runtime.md §1), with the import limits of the
# Python core (core/modes/hex_tracks/schema.py and pack.py): 1-127 cells within coordinate
# radius 6 at unique positions, each cell's tracks a pairing of the six ports (tracks[tracks[i]]
# == i, tracks[i] != i), moveLimit 1-999, tiles on board cells with unique ids (1-64
# characters) and positions, dir 0-5, colour 0-11.
#   validate_level(level) -> "" or the problem: a baked level (pack_catalog.gd and the game ask
#     it); keys it does not know are left alone.
#   read_level_text(text, mode_id) -> {"level": a playable level, "error": ""} or {"level": {},
#     "error"}: the workshop's import of a level file (docs/hex-tracks-runtime.md §1: a single
#     level, with or without "mode": <the mode's id>; a pack's first level), strict like the
#     Python model (no unknown keys, version 1, a name). Never raises; the message says what
#     and where.
#   level_file(level) -> the level file's JSON object of a level (what the workshop exports).

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const MAX_CELLS = 127
const MAX_RADIUS = 6
const MAX_MOVE_LIMIT = 999
const MAX_COLOR = 11
const MAX_ID_LENGTH = 64
const MAX_TEXT = 16 * 1024 * 1024
const MAX_DEPTH = 32
const LEVEL_KEYS = [
	"version",
	"id",
	"name",
	"rotationEnabled",
	"moveLimit",
	"cells",
	"tiles",
	"lesson",
	"beat",
	"caption",
	"startRotation"
]
const MAX_CAPTION = 200
const BEATS = ["enter", "switch", "unfold", "challenge", "release", "payoff"]


# "" when the session and the board can use the level; otherwise what is wrong with it.
static func validate_level(level) -> String:
	if typeof(level) != TYPE_DICTIONARY:
		return "a level is not an object"
	if typeof(level.get("id")) != TYPE_STRING or level["id"].empty():
		return "a level has no id"
	var problem = _level_problem(level)
	return "" if problem.empty() else "level %s: %s" % [level["id"], problem]


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
	for key in ["q", "r"]:
		if not PackCatalog.is_int(cell.get(key)):
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
		if not PackCatalog.is_int(tile.get(key)):
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


# The workshop's import of a file of the mode `mode_id` (a "mode" field, when there is one, must
# be it). {"level": the level as the game plays it, "error": ""}, or {"level": {}, "error": what
# is wrong}.
static func read_level_text(text, mode_id: String) -> Dictionary:
	if typeof(text) != TYPE_STRING or text.strip_edges().empty():
		return _refused("the text is empty")
	if text.length() > MAX_TEXT:
		return _refused("the text is longer than 16 MB")
	var parsed = JSON.parse(text)
	if parsed.error != OK:
		return _refused("not valid JSON (%s at line %d)" % [parsed.error_string, parsed.error_line])
	if _depth(parsed.result, 0) > MAX_DEPTH:
		return _refused("nested deeper than %d" % MAX_DEPTH)
	var root = parsed.result
	if typeof(root) != TYPE_DICTIONARY:
		return _refused("the top level is not an object")
	if root.has("mode") and root["mode"] != mode_id:
		return _refused("mode is %s, not %s" % [_shown(root["mode"]), mode_id])
	var raw = root
	if root.has("levels"):
		if typeof(root["levels"]) != TYPE_ARRAY or root["levels"].empty():
			return _refused("the pack has no levels")
		raw = root["levels"][0]
		if typeof(raw) != TYPE_DICTIONARY:
			return _refused("level #1 is not an object")
	else:
		raw = root.duplicate()
		raw.erase("mode")
	var problem = _file_problem(raw)
	if problem.empty():
		problem = validate_level(PackCatalog.with_ints(raw))
	if not problem.empty():
		return _refused(problem)
	return {"level": playable(PackCatalog.with_ints(raw)), "error": ""}


static func _file_problem(raw: Dictionary) -> String:
	for key in raw:
		if not key in LEVEL_KEYS:
			return "unknown field %s" % _shown(key)
	if not raw.has("version") or not PackCatalog.is_int(raw["version"]) or raw["version"] != 1:
		return "version is %s, expected 1" % _shown(raw.get("version"))
	if typeof(raw.get("id")) != TYPE_STRING or raw["id"].empty():
		return "the level has no id"
	var name = raw.get("name")
	var named = typeof(name) == TYPE_STRING
	if typeof(name) == TYPE_DICTIONARY and not name.empty():
		named = true
		for locale in name:
			named = named and locale in ["zh", "en"] and typeof(name[locale]) == TYPE_STRING
	if not named:
		return "level %s: name is not a text or a {zh, en} object" % raw["id"]
	if (
		raw.has("lesson")
		and (not PackCatalog.is_int(raw["lesson"]) or raw["lesson"] < 1 or raw["lesson"] > 7)
	):
		return "level %s: lesson is not 1-7" % raw["id"]
	if raw.has("beat") and not raw["beat"] in BEATS:
		return "level %s: beat %s is not one of %s" % [raw["id"], _shown(raw["beat"]), BEATS]
	if raw.has("caption") and not _is_caption(raw["caption"]):
		return "level %s: caption is not a {zh, en} object of texts" % raw["id"]
	if (
		raw.has("startRotation")
		and (
			not PackCatalog.is_int(raw["startRotation"])
			or raw["startRotation"] < 0
			or raw["startRotation"] > 5
		)
	):
		return "level %s: startRotation is not 0-5" % raw["id"]
	return ""


static func _is_caption(caption) -> bool:
	if typeof(caption) != TYPE_DICTIONARY or caption.size() != 2:
		return false
	for locale in ["zh", "en"]:
		var text = caption.get(locale)
		if typeof(text) != TYPE_STRING or text.empty() or text.length() > MAX_CAPTION:
			return false
	return true


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
# exports and read_level_text reads).
static func level_file(level: Dictionary) -> Dictionary:
	var cells = []
	for cell in level["cells"]:
		var tracks = []
		for port in cell["tracks"]:
			tracks.append(int(port))
		cells.append({"q": int(cell["q"]), "r": int(cell["r"]), "tracks": tracks})
	var tiles = []
	for tile in level["tiles"]:
		tiles.append(
			{
				"id": str(tile["id"]),
				"q": int(tile["q"]),
				"r": int(tile["r"]),
				"dir": int(tile["dir"]),
				"color": int(tile["color"]),
			}
		)
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


static func _refused(problem: String) -> Dictionary:
	return {"level": {}, "error": problem}


static func _depth(value, depth: int) -> int:
	var deepest = depth
	match typeof(value):
		TYPE_ARRAY:
			for item in value:
				deepest = int(max(deepest, _depth(item, depth + 1)))
				if deepest > MAX_DEPTH:
					return deepest
		TYPE_DICTIONARY:
			for key in value:
				deepest = int(max(deepest, _depth(value[key], depth + 1)))
				if deepest > MAX_DEPTH:
					return deepest
	return deepest


static func _shown(value) -> String:
	return JSON.print(value)
