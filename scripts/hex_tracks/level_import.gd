extends Reference
# The Hex Tracks workshop's import (docs/hex-tracks-runtime.md §1, §6): a pasted text or a file
# as seed 003 writes it, a single level (with or without "mode": "hex-tracks") or a pack, taken
# and refused exactly as the Python importer takes and refuses it (core/modes/hex_tracks/pack.py
# parse_text): strict JSON first (strict_json.gd: no depth can crash it, no key twice, nothing
# after the value, whole numbers told from 1.0), then every field of the level model with its
# type and range, each number checked as a number before any arithmetic (q = 2^62 or 1e300
# never reaches a radius), then the rules of the whole level and pack. Both sides replay the
# texts of tests/fixtures/bad-input/hex-tracks.json.
#   read_text(text) -> {"level": the first level as the game plays it, "error": ""}, or
#     {"level": {}, "error": what is wrong and where ("level w1: cell (0,0): ...")}
#   read_bytes(bytes) -> the same from a file's bytes (not UTF-8: refused)

const LevelRules = preload("res://scripts/hex_tracks/level_rules.gd")
const StrictJson = preload("res://scripts/strict_json.gd")
const MODE_ID = "hex-tracks"
const MAX_TEXT_BYTES = 1024 * 1024  # a level is a few KB; the Python importer reads as much
const MAX_CELLS = 127
const MAX_RADIUS = 6
const MAX_MOVE_LIMIT = 999
const MAX_COLOR = 11
const MAX_ID_LENGTH = 64
const MAX_TEXT_LENGTH = 200
const MAX_LEVELS = 500
const MAX_PACK = 999
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
const REQUIRED_LEVEL_KEYS = ["version", "id", "name", "moveLimit", "cells", "tiles"]
const PACK_KEYS = ["mode", "pack", "title", "notes", "levels"]
const REQUIRED_PACK_KEYS = ["mode", "pack", "title", "levels"]
const CELL_KEYS = ["q", "r", "tracks"]
const TILE_KEYS = ["id", "q", "r", "dir", "color"]
const BEATS = ["enter", "switch", "unfold", "challenge", "release", "payoff"]


static func read_text(text: String) -> Dictionary:
	return read_bytes(text.to_utf8())


static func read_bytes(bytes: PoolByteArray) -> Dictionary:
	if bytes.size() > MAX_TEXT_BYTES:
		return _refused(
			"the text is %d bytes; at most %d are read" % [bytes.size(), MAX_TEXT_BYTES]
		)
	var parsed = StrictJson.parse_bytes(bytes)
	if not parsed["error"].empty():
		return _refused(parsed["error"])
	var root = parsed["value"]
	if typeof(root) != TYPE_DICTIONARY:
		return _refused("the text is not a level or a pack (a JSON object)")
	if root.has("mode") and not (typeof(root["mode"]) == TYPE_STRING and root["mode"] == MODE_ID):
		return _refused("the file is a %s file, not %s" % [JSON.print(root["mode"]), MODE_ID])
	var levels = []
	# Python reads an object without "levels" and without cells or tiles as a pack, and refuses
	# it as one; read as a level it is refused alike, with a message about the level
	if not root.has("levels"):
		var level = root.duplicate()
		level.erase("mode")
		levels = [level]
	else:
		var problem = _pack_problem(root)
		if not problem.empty():
			return _refused(problem)
		levels = root["levels"]
	var seen = {}
	for index in range(levels.size()):
		var raw = levels[index]
		var name = "#%d" % (index + 1)
		if typeof(raw) == TYPE_DICTIONARY and _is_id(raw.get("id")):
			name = raw["id"]
		var problem = _level_problem(raw)
		if not problem.empty():
			return _refused("level %s: %s" % [name, problem])
		if seen.has(raw["id"]):
			return _refused("level %s: another level of the file has this id" % name)
		seen[raw["id"]] = true
	var first = levels[0].duplicate(true)
	for key in first.keys():
		if first[key] == null:  # an optional field written as null is a field not written
			first.erase(key)
	return {"level": LevelRules.playable(first), "error": ""}


static func _pack_problem(pack: Dictionary) -> String:
	var problem = _keys_problem(pack, PACK_KEYS, REQUIRED_PACK_KEYS)
	if not problem.empty():
		return problem
	if not _is_int_in(pack["pack"], 1, MAX_PACK):
		return "pack is not a whole number from 1 to %d" % MAX_PACK
	problem = _text_problem(pack["title"])
	if not problem.empty():
		return "title: " + problem
	if pack.has("notes") and pack["notes"] != null and typeof(pack["notes"]) != TYPE_STRING:
		return "notes is not a text"
	var levels = pack["levels"]
	if typeof(levels) != TYPE_ARRAY:
		return "levels is not a list"
	if levels.empty() or levels.size() > MAX_LEVELS:
		return "%d levels; a pack has 1 to %d" % [levels.size(), MAX_LEVELS]
	return ""


static func _level_problem(level) -> String:
	if typeof(level) != TYPE_DICTIONARY:
		return "not an object"
	var problem = _keys_problem(level, LEVEL_KEYS, [])
	if not problem.empty():
		return problem
	for key in REQUIRED_LEVEL_KEYS:  # each in its turn, so the first field wrong is named
		if not level.has(key):
			return "field %s is missing" % JSON.print(key)
		problem = _field_problem(level, key)
		if not problem.empty():
			return problem
	return _optional_fields_problem(level)


# The problem with one required field of a level ("" when none).
static func _field_problem(level: Dictionary, key: String) -> String:
	match key:
		"version":
			if typeof(level["version"]) != TYPE_INT or level["version"] != 1:
				return "version is %s, expected 1" % JSON.print(level["version"])
		"id":
			if not _is_id(level["id"]):
				return "id is not a name of 1-%d characters" % MAX_ID_LENGTH
		"name":
			var problem = _text_problem(level["name"])
			if not problem.empty():
				return "name: " + problem
			if level.has("rotationEnabled") and typeof(level["rotationEnabled"]) != TYPE_BOOL:
				return "rotationEnabled is not true or false"
		"moveLimit":
			if not _is_int_in(level["moveLimit"], 1, MAX_MOVE_LIMIT):
				return "moveLimit is not a whole number from 1 to %d" % MAX_MOVE_LIMIT
		"cells":
			return _cells_problem(level["cells"])
		"tiles":
			return _tiles_problem(level["tiles"], level["cells"])
	return ""


static func _cells_problem(cells) -> String:
	if typeof(cells) != TYPE_ARRAY or cells.empty() or cells.size() > MAX_CELLS:
		return "cells is not a list of 1 to %d cells" % MAX_CELLS
	var taken = {}
	for index in range(cells.size()):
		var problem = _cell_problem(cells[index], taken)
		if not problem.empty():
			return (
				"cell %s" % problem
				if problem.begins_with("(")
				else "cell #%d: %s" % [index + 1, problem]
			)
	return ""


# `cells` were checked: the tiles on them.
static func _tiles_problem(tiles, cells: Array) -> String:
	if typeof(tiles) != TYPE_ARRAY or tiles.size() > MAX_CELLS:
		return "tiles is not a list of at most %d tiles" % MAX_CELLS
	var taken = {}
	for cell in cells:
		taken[[cell["q"], cell["r"]]] = true
	var ids = {}
	var placed = {}
	for index in range(tiles.size()):
		var problem = _tile_problem(tiles[index], taken, ids, placed)
		if not problem.empty():
			return "tile #%d%s" % [index + 1, problem]
	return ""


static func _optional_fields_problem(level: Dictionary) -> String:
	var lesson = level.get("lesson")
	if lesson != null and not _is_int_in(lesson, 1, 7):
		return "lesson is not 1-7"
	var beat = level.get("beat")
	if beat != null and not (typeof(beat) == TYPE_STRING and beat in BEATS):
		return "beat %s is not one of %s" % [JSON.print(beat), PoolStringArray(BEATS).join(", ")]
	var start = level.get("startRotation")
	if start != null and not _is_int_in(start, 0, 5):
		return "startRotation is not 0-5"
	var caption = level.get("caption")
	if caption == null:
		return ""
	if typeof(caption) != TYPE_DICTIONARY or caption.size() != 2:
		return "caption is not a {zh, en} object"
	for locale in ["zh", "en"]:
		var text = caption.get(locale)
		if typeof(text) != TYPE_STRING or text.empty() or text.length() > MAX_TEXT_LENGTH:
			return "caption.%s is not a text of 1-%d characters" % [locale, MAX_TEXT_LENGTH]
	return ""


# "(q,r): problem" once the position is known, else the problem alone.
static func _cell_problem(cell, taken: Dictionary) -> String:
	if typeof(cell) != TYPE_DICTIONARY:
		return "not an object"
	var problem = _keys_problem(cell, CELL_KEYS, CELL_KEYS)
	if not problem.empty():
		return problem
	for key in ["q", "r"]:
		if not _is_int_in(cell[key], -MAX_RADIUS, MAX_RADIUS):
			return "%s is not a whole number from -%d to %d" % [key, MAX_RADIUS, MAX_RADIUS]
	var q = cell["q"]
	var r = cell["r"]
	var at = "(%d,%d): " % [q, r]
	var radius = (abs(q) + abs(r) + abs(q + r)) / 2
	if radius > MAX_RADIUS:
		return "%s%d steps from (0,0); at most %d are allowed" % [at, radius, MAX_RADIUS]
	var tracks = cell["tracks"]
	if typeof(tracks) != TYPE_ARRAY or tracks.size() != 6:
		return at + "tracks is not a list of six ports"
	for i in range(6):
		if not _is_int_in(tracks[i], 0, 5):
			return "%stracks[%d] is not a port 0-5" % [at, i]
	for i in range(6):
		var j = tracks[i]
		if j == i:
			return "%sport %d is joined to itself" % [at, i]
		if tracks[j] != i:
			return (
				"%stracks must pair the ports: tracks[%d] = %d but tracks[%d] = %d"
				% [at, i, j, j, tracks[j]]
			)
	if taken.has([q, r]):
		return at + "two cells at this position"
	taken[[q, r]] = true
	return ""


static func _tile_problem(tile, taken: Dictionary, ids: Dictionary, placed: Dictionary) -> String:
	if typeof(tile) != TYPE_DICTIONARY:
		return ": not an object"
	var problem = _keys_problem(tile, TILE_KEYS, TILE_KEYS)
	if not problem.empty():
		return ": " + problem
	if not _is_id(tile["id"]):
		return ": id is not a name of 1-%d characters" % MAX_ID_LENGTH
	var at = " %s: " % tile["id"]
	for key in ["q", "r"]:
		if not _is_int_in(tile[key], -MAX_RADIUS, MAX_RADIUS):
			return "%s%s is not a whole number from -%d to %d" % [at, key, MAX_RADIUS, MAX_RADIUS]
	if not _is_int_in(tile["dir"], 0, 5):
		return at + "dir is not a direction 0-5"
	if not _is_int_in(tile["color"], 0, MAX_COLOR):
		return "%scolour is not 0-%d" % [at, MAX_COLOR]
	if ids.has(tile["id"]):
		return at + "another tile has this id"
	ids[tile["id"]] = true
	var hex = [tile["q"], tile["r"]]
	if not taken.has(hex):
		return "%s(%d,%d) is not a cell of the board" % [at, hex[0], hex[1]]
	if placed.has(hex):
		return "%s(%d,%d) also holds tile %s" % [at, hex[0], hex[1], placed[hex]]
	placed[hex] = tile["id"]
	return ""


# "" when `object` has only `allowed` keys and every `required` one.
static func _keys_problem(object: Dictionary, allowed: Array, required: Array) -> String:
	for key in object:
		if not key in allowed:
			return "unknown field %s" % JSON.print(key)
	for key in required:
		if not object.has(key):
			return "field %s is missing" % JSON.print(key)
	return ""


# A whole number written as one (never 1.0 or true), within low..high.
static func _is_int_in(value, low: int, high: int) -> bool:
	return typeof(value) == TYPE_INT and value >= low and value <= high


static func _is_id(value) -> bool:
	if typeof(value) != TYPE_STRING or value.empty() or value.length() > MAX_ID_LENGTH:
		return false
	for i in range(value.length()):
		if value.ord_at(i) < 32 or value.ord_at(i) == 127:
			return false
	return true


# "" for a text players read: one string, or {"zh", "en"} with both; each 1-200 characters,
# not only spaces (core/modes/base.py LocalText).
static func _text_problem(text) -> String:
	var texts = {"": text}
	if typeof(text) == TYPE_DICTIONARY:
		if text.size() != 2 or not (text.has("zh") and text.has("en")):
			return "a text for players is one string, or an object with both zh and en"
		texts = text
	for locale in texts:
		var each = texts[locale]
		if typeof(each) != TYPE_STRING:
			return "a text, not %s" % JSON.print(each)
		if each.strip_edges().empty() or each.length() > MAX_TEXT_LENGTH:
			return "a text of 1-%d characters, not only spaces" % MAX_TEXT_LENGTH
	return ""


static func _refused(problem: String) -> Dictionary:
	return {"level": {}, "error": problem}
