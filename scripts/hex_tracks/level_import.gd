extends Reference
# The Hex Tracks workshop's import (docs/hex-tracks-runtime.md §1, §6): a pasted text or a file
# as the runtime contract writes it, a single level (with or without a "mode" field) or a pack,
# taken and refused exactly as the Python importer takes and refuses it
# (core/modes/hex_tracks/pack.py parse_text):
#   1. strict JSON (strict_json.gd): no depth can crash it, no key twice, nothing after the
#      value, and whole numbers told from 1.0;
#   2. the fields of the pack and of each level as the Python model has them: no unknown or
#      missing field, each of its type and range (a number checked as a number: q = 2^62 or
#      1e300 never reaches any arithmetic);
#   3. the level's rules (level_rules.gd validate_level: radius, pairings, cells and tiles at
#      one place each, tile ids) and the pack's (level ids).
# Both sides replay tests/fixtures/bad-input/hex-tracks.json and hex-tracks-mutants.json.
#   read_text(text, mode_id) -> {"level": the first level as the game plays it, "error": ""},
#     or {"level": {}, "error": what is wrong and where ("level w1: cell (0,0): ...")}; a "mode"
#     field, when there is one, must be mode_id (the registry's id of Hex Tracks)
#   read_bytes(bytes, mode_id) -> the same from a file's bytes (not UTF-8: refused)

const CoreFacts = preload("res://scripts/common/core_facts.gd")
const LevelRules = preload("res://scripts/hex_tracks/level_rules.gd")
const StrictJson = preload("res://scripts/strict_json.gd")
const MAX_TEXT_BYTES = 1024 * 1024  # a level is a few KB; the Python importer reads as much
const MAX_CELLS = 127
const MAX_RADIUS = 6
const MAX_MOVE_LIMIT = 999
const MAX_COLOR = 11
const MAX_ID_LENGTH = 64
const MAX_TEXT_LENGTH = 200
const MAX_LEVELS = 500
const MAX_PACK = 999
const PACK_KEYS = ["mode", "pack", "title", "notes", "levels"]
const REQUIRED_PACK_KEYS = ["mode", "pack", "title", "levels"]
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
const CELL_KEYS = ["q", "r", "tracks"]
const TILE_KEYS = ["id", "q", "r", "dir", "color"]
const BEATS = ["enter", "switch", "unfold", "challenge", "release", "payoff"]
const NO_VISIBLE_CHARACTER = (
	"a text players read needs a visible character, "
	+ "not only spaces or invisible ones"
)


static func read_text(text: String, mode_id: String) -> Dictionary:
	return read_bytes(text.to_utf8(), mode_id)


static func read_bytes(bytes: PoolByteArray, mode_id: String) -> Dictionary:
	if bytes.size() > MAX_TEXT_BYTES:
		return _refused(
			"the text is %d bytes; at most %d are read" % [bytes.size(), MAX_TEXT_BYTES]
		)
	var parsed = StrictJson.parse_bytes(bytes)
	if not parsed["error"].empty():
		return _refused(parsed["error"] if bytes.empty() else "not valid JSON: " + parsed["error"])
	var root = parsed["value"]
	if typeof(root) != TYPE_DICTIONARY:
		return _refused("the top level is not an object (a level or a pack)")
	if root.has("mode") and not (typeof(root["mode"]) == TYPE_STRING and root["mode"] == mode_id):
		return _refused("the file is a %s file, not %s" % [JSON.print(root["mode"]), mode_id])
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
		var name = (
			raw["id"]
			if typeof(raw) == TYPE_DICTIONARY and _is_id(raw.get("id"))
			else "#%d" % (index + 1)
		)
		var problem = _level_problem(raw)
		if not problem.empty():
			return _refused("level %s: %s" % [name, problem])
		problem = LevelRules.validate_level(raw)
		if not problem.empty():
			return _refused(problem)
		if seen.has(name):
			return _refused("level %s: another level of the file has this id" % name)
		seen[name] = true
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
	if pack.get("notes") != null and typeof(pack["notes"]) != TYPE_STRING:
		return "notes is not a text"
	var levels = pack["levels"]
	if typeof(levels) != TYPE_ARRAY or levels.empty() or levels.size() > MAX_LEVELS:
		return "levels is not a list of 1 to %d levels" % MAX_LEVELS
	return ""


# The fields of one level, each of its type and range, in the model's order ("" when right).
static func _level_problem(level) -> String:
	if typeof(level) != TYPE_DICTIONARY:
		return "not an object"
	var problem = _keys_problem(level, LEVEL_KEYS, [])
	if not problem.empty():
		return problem
	for key in REQUIRED_LEVEL_KEYS:
		if not level.has(key):
			return "field %s is missing" % JSON.print(key)
		problem = _field_problem(level, key)
		if not problem.empty():
			return problem
	return _optional_fields_problem(level)


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
			var cells = level["cells"]
			if typeof(cells) != TYPE_ARRAY or cells.empty() or cells.size() > MAX_CELLS:
				return "cells is not a list of 1 to %d cells" % MAX_CELLS
			for index in range(cells.size()):
				var problem = _cell_fields_problem(cells[index])
				if not problem.empty():
					return "cell #%d: %s" % [index + 1, problem]
		"tiles":
			var tiles = level["tiles"]
			if typeof(tiles) != TYPE_ARRAY or tiles.size() > MAX_CELLS:
				return "tiles is not a list of at most %d tiles" % MAX_CELLS
			for index in range(tiles.size()):
				var problem = _tile_fields_problem(tiles[index])
				if not problem.empty():
					return "tile #%d: %s" % [index + 1, problem]
	return ""


static func _cell_fields_problem(cell) -> String:
	if typeof(cell) != TYPE_DICTIONARY:
		return "not an object"
	var problem = _keys_problem(cell, CELL_KEYS, CELL_KEYS)
	if problem.empty():
		problem = _place_problem(cell)
	if not problem.empty():
		return problem
	var tracks = cell["tracks"]
	if typeof(tracks) != TYPE_ARRAY or tracks.size() != 6:
		return "tracks is not a list of six ports"
	for i in range(6):
		if not _is_int_in(tracks[i], 0, 5):
			return "tracks[%d] is not a port 0-5" % i
	return ""


static func _tile_fields_problem(tile) -> String:
	if typeof(tile) != TYPE_DICTIONARY:
		return "not an object"
	var problem = _keys_problem(tile, TILE_KEYS, TILE_KEYS)
	if not problem.empty():
		return problem
	if not _is_id(tile["id"]):
		return "id is not a name of 1-%d characters" % MAX_ID_LENGTH
	problem = _place_problem(tile)
	if not problem.empty():
		return problem
	if not _is_int_in(tile["dir"], 0, 5):
		return "dir is not a direction 0-5"
	if not _is_int_in(tile["color"], 0, MAX_COLOR):
		return "colour is not 0-%d" % MAX_COLOR
	return ""


# q and r of a cell or tile: whole numbers within the radius.
static func _place_problem(object: Dictionary) -> String:
	for key in ["q", "r"]:
		if not _is_int_in(object[key], -MAX_RADIUS, MAX_RADIUS):
			return "%s is not a whole number from -%d to %d" % [key, MAX_RADIUS, MAX_RADIUS]
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
		if not _visible(text):
			return "caption.%s: %s" % [locale, NO_VISIBLE_CHARACTER]
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
# at least one of them visible (core/modes/base.py LocalText).
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
		if each.empty() or each.length() > MAX_TEXT_LENGTH:
			return "a text of 1-%d characters" % MAX_TEXT_LENGTH
		if not _visible(each):
			return NO_VISIBLE_CHARACTER
	return ""


# Whether some character of `text` is none of the core's INVISIBLE code points (spaces such as
# U+3000 and U+00A0, zero-width ones such as U+200B: core/common/visible.py).
static func _visible(text: String) -> bool:
	for i in range(text.length()):
		var code = text.ord_at(i)
		var shown = true
		for pair in CoreFacts.INVISIBLE:
			if code >= pair[0] and code <= pair[1]:
				shown = false
				break
		if shown:
			return true
	return false


static func _refused(problem: String) -> Dictionary:
	return {"level": {}, "error": problem}
