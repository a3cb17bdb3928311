extends "res://scripts/common/stepped_file.gd"
# A mode's baked levels in play order:
#   {"format": 1, "mode": <mode id>, "packs": [{"pack": n, "title": {locale: text},
#    "levels": [{"id": "…", …the mode's own fields…}, …]}, …]}
# The catalog checks the frame (format, mode, packs, titles, unique string ids) and hands each
# level to the mode's rules (a script or object with validate_level(level) -> "" or the problem;
# scripts/common/mode_registry.gd names it). All or nothing: when the file or any level in it is
# unusable, `ok` is false, `error` names the file and the problem, and the catalog holds no
# levels, so the game can show a message instead of crashing halfway through a pack.
# new(path, mode, rules) loads it at once; new(path, mode, rules, true) leaves it to load_step()
# calls, each a short part (a step of the file's reading, then one level's check), for a job
# that reads catalogs in slices (scripts/shell/catalog_job.gd). Both check the same way
# (stepped_file.gd).

const CoreFacts = preload("res://scripts/common/core_facts.gd")
const FORMAT = 1

var _rules = null
var _packs = []  # {"pack", "title", "levelIds"} in file order
var _ids = []  # every level id in play order
var _levels = {}  # id -> level with integral JSON numbers turned into ints
var _pack_of = {}  # id -> pack number
# While it loads:
var _file_packs = []  # the file's packs, checked a level at a time
var _level_at = 0  # the next level to check of the pack _file_packs[_packs.size()]
var _pack_ids = []  # the ids of that pack checked so far


func _init(path: String, mode: String, rules = null, in_steps := false) -> void:
	_rules = rules
	_begin(path, mode, in_steps)


# Each entry: {"pack": int, "title": {locale: text}, "levelIds": [id, ...]}.
func packs() -> Array:
	return _packs.duplicate(true)


func level_ids() -> Array:
	return _ids.duplicate()


# A copy of the baked level, or {} for an unknown id.
func level(id) -> Dictionary:
	return _levels.get(id, {}).duplicate(true)


# One field of a baked level as kept, not copied (for a number or a text: a tile's label), or
# `default` for an unknown id or field.
func level_field(id, key: String, default = null):
	return _levels.get(id, {}).get(key, default)


# The id after `id` in play order (crossing packs); "" after the last or for an unknown id.
func next_id(id) -> String:
	var index = index_of(id)
	if index == -1 or index + 1 >= _ids.size():
		return ""
	return _ids[index + 1]


# The pack number of a level, -1 for an unknown id.
func pack_of(id) -> int:
	return _pack_of.get(id, -1)


# The 0-based position of a level in play order across all packs, -1 for an unknown id.
func index_of(id) -> int:
	return _ids.find(id)


# "" when the mode can play the level, else what is wrong with it ("level <id>: …").
func validate_level(value) -> String:
	var problem = id_problem(value)
	if not problem.empty() or _rules == null:
		return problem
	return _rules.validate_level(value)


# The text of a baked {locale: text} object in the UI language (English, else any, as fallback).
static func text_in(text, locale: String) -> String:
	if typeof(text) != TYPE_DICTIONARY or text.empty():
		return ""
	var lang = locale.substr(0, 2)
	if text.has(lang):
		return str(text[lang])
	if text.has("en"):
		return str(text["en"])
	return str(text.values()[0])


func _pieces_left() -> bool:
	return _packs.size() < _file_packs.size()


func _forget() -> void:
	_packs = []
	_ids = []
	_levels = {}
	_pack_of = {}


func _finish() -> void:
	_file_packs = []


func _read_problem(read: Dictionary) -> String:
	var problem = _frame_problem(read, FORMAT)
	if not problem.empty():
		return problem
	var root = read["value"]
	if typeof(root.get("packs")) != TYPE_ARRAY or root["packs"].empty():
		return "no packs"
	_file_packs = root["packs"]
	return ""


# Checks and keeps the next level (its pack's frame first, and the pack once it is complete).
func _check_next() -> String:
	var pack = _file_packs[_packs.size()]
	if _level_at == 0:
		var problem = _pack_problem(pack)
		if not problem.empty():
			return problem
	var number = int(pack["pack"])
	var value = pack["levels"][_level_at]
	var problem = validate_level(value)
	if not problem.empty():
		return "pack %d, %s" % [number, problem]
	var id = value["id"]
	if _levels.has(id):
		return "pack %d: level id %s is used twice" % [number, id]
	_pack_ids.append(id)
	_ids.append(id)
	_levels[id] = with_ints(value)
	_pack_of[id] = number
	pack["levels"][_level_at] = null  # the file's copy goes now, not all at the end
	_level_at += 1
	if _level_at == pack["levels"].size():
		_packs.append({"pack": number, "title": pack["title"], "levelIds": _pack_ids})
		_pack_ids = []
		_level_at = 0
	return ""


func _pack_problem(pack) -> String:
	if typeof(pack) != TYPE_DICTIONARY or not is_int(pack.get("pack")):
		return "pack #%d has no pack number" % (_packs.size() + 1)
	var number = int(pack["pack"])
	if not is_text(pack.get("title")):
		return "pack %d: title is not a {locale: text} object" % number
	if typeof(pack.get("levels")) != TYPE_ARRAY or pack["levels"].empty():
		return "pack %d has no levels" % number
	return ""


# What every mode's level rules check first: "" for an object with a non-empty string id, else
# the problem.
static func id_problem(level) -> String:
	if typeof(level) != TYPE_DICTIONARY:
		return "a level is not an object"
	if typeof(level.get("id")) != TYPE_STRING or level["id"].empty():
		return "a level has no id"
	return ""


# A level's problem said of it ("level <id>: …"); "" for none. The level passed id_problem.
static func located(level: Dictionary, problem: String) -> String:
	return "" if problem.empty() else "level %s: %s" % [level["id"], problem]


# A player-facing text as baked: a non-empty {locale: text} object.
static func is_text(value) -> bool:
	if typeof(value) != TYPE_DICTIONARY or value.empty():
		return false
	for locale in value:
		if typeof(locale) != TYPE_STRING or typeof(value[locale]) != TYPE_STRING:
			return false
	return true


# A deep copy where whole-number floats (JSON numbers arrive as floats) become ints.
static func with_ints(value):
	match typeof(value):
		TYPE_REAL:
			return int(value) if value == floor(value) else value
		TYPE_ARRAY:
			var items = []
			for item in value:
				items.append(with_ints(item))
			return items
		TYPE_DICTIONARY:
			var copy = {}
			for key in value:
				copy[key] = with_ints(value[key])
			return copy
	return value


# JSON numbers arrive as floats; an integer field must hold a whole number.
static func is_int(value) -> bool:
	if typeof(value) == TYPE_INT:
		return true
	return typeof(value) == TYPE_REAL and value == floor(value)


# True when every value is_int.
static func all_ints(values: Array) -> bool:
	for value in values:
		if not is_int(value):
			return false
	return true


# The values as ints (each passing is_int).
static func as_ints(values: Array) -> Array:
	var ints = []
	for value in values:
		ints.append(int(value))
	return ints


# "" when no two cells show the same non-zero `key` (a number printed on the board), else
# which two cells do.
static func repeated_number_problem(cells: Array, key: String) -> String:
	var owner_of_number = {}
	for node in range(cells.size()):
		var number = int(cells[node][key])
		if number == 0:
			continue
		if owner_of_number.has(number):
			return "cells #%d and #%d both show %d" % [owner_of_number[number], node, number]
		owner_of_number[number] = node
	return ""


# "" when the level has no "grade" or one of the core's grades (core_facts.gd GRADES), else the
# problem.
static func grade_problem(level: Dictionary) -> String:
	if level.has("grade") and not CoreFacts.GRADES.has(level["grade"]):
		return "grade %s is not one of %s" % [JSON.print(level["grade"]), CoreFacts.GRADES]
	return ""
