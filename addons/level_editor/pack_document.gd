tool
extends Reference
# One pack file open in the level editor: its parsed JSON, edited in place so that field
# order and fields the editor does not know survive a save. Level ids follow their position
# ("{pack}-{position}", a rule of the core), so adding, removing or moving a level renumbers.

signal changed(level_index)  # the data was replaced (load, undo, redo); show this level

const JsonFile = preload("res://scripts/json_file.gd")
const OrderedJson = preload("res://addons/level_editor/ordered_json.gd")

const MODE = "01-number-stroke"
# field orders of the schema (core/number_stroke/schema.py): where a new field goes
const PACK_FIELDS = ["mode", "pack", "title", "notes", "levels"]
const LEVEL_FIELDS = ["id", "teach", "caption", "cells"]
const LOCALES = ["zh", "en"]

var path = ""  # the file this document saves to
var data = {}
var _saved_text = ""


# "" when the file was read; otherwise why not (the document is unchanged then).
func load_file(file_path: String) -> String:
	var read = JsonFile.read(file_path)
	if not read["error"].empty():
		return "%s: %s" % [file_path, read["error"]]
	if typeof(read["value"]) != TYPE_DICTIONARY:
		return "%s: the top level is not an object" % file_path
	path = file_path
	data = read["value"]
	if typeof(data.get("levels")) != TYPE_ARRAY:
		OrderedJson.put(data, "levels", [], PACK_FIELDS)
	_saved_text = text()
	emit_signal("changed", 0)
	return ""


# A new, unsaved pack with one starter level.
func start_new(file_path: String, number: int, title: Dictionary, first_cells: Array) -> void:
	path = file_path
	data = {"mode": MODE, "pack": number, "title": title, "levels": []}
	_saved_text = ""
	add_level(first_cells)
	emit_signal("changed", 0)


func text() -> String:
	return OrderedJson.to_text(data)


func is_dirty() -> bool:
	return text() != _saved_text


func mark_saved(saved_text: String) -> void:
	_saved_text = saved_text


# Writes the pack only when the core accepts its structure: the text goes to a temp file
# beside the target and `validate --pack TEMP` reads it. Exit 2 (a broken file) or no
# interpreter refuses the save and removes the temp file; 0 or 1 (unique or not yet) saves
# by renaming the temp file over the target, so a reader never sees half a file.
# {"saved": bool, "message": String, "run": the validate run ({} when none ran)}
func save_with(tools) -> Dictionary:
	var saved_text = text()
	var temp = path.get_base_dir().plus_file(".%s.saving.tmp" % path.get_file())
	var file = File.new()
	if file.open(temp, File.WRITE) != OK:
		return {"saved": false, "message": "not saved: cannot write %s" % temp, "run": {}}
	file.store_string(saved_text)
	file.close()
	var run = tools.run(tools.validate_args(ProjectSettings.globalize_path(temp)))
	var dir = Directory.new()
	if not run["code"] in [0, 1]:
		dir.remove(temp)
		return {"saved": false, "message": "not saved: the core rejects the file", "run": run}
	var status = dir.rename(temp, path)
	if status != OK:
		dir.remove(temp)
		var message = "not saved: cannot replace %s (error %d)" % [path, status]
		return {"saved": false, "message": message, "run": run}
	mark_saved(saved_text)
	return {"saved": true, "message": "saved " + path, "run": run}


func pack_number() -> int:
	var number = data.get("pack")
	return int(number) if typeof(number) in [TYPE_INT, TYPE_REAL] else 0


func levels() -> Array:
	return data["levels"]


func level(index: int) -> Dictionary:
	if index < 0 or index >= levels().size() or typeof(levels()[index]) != TYPE_DICTIONARY:
		return {}
	return levels()[index]


func snapshot() -> Dictionary:
	return data.duplicate(true)


# Undo and redo land here; the stored snapshot is copied so later edits never change it.
func restore(state: Dictionary, level_index: int) -> void:
	data = state.duplicate(true)
	emit_signal("changed", level_index)


# Appends a level with these cells; returns its index.
func add_level(cells: Array) -> int:
	levels().append({"id": "", "cells": cells})
	_renumber()
	return levels().size() - 1


# Appends a copy of a level (e.g. from a candidates file) under the next id.
func paste_level(source: Dictionary) -> int:
	levels().append(source.duplicate(true))
	_renumber()
	return levels().size() - 1


func remove_level(index: int) -> void:
	levels().remove(index)
	_renumber()


# Moves a level one place up (-1) or down (+1); returns its new index.
func move_level(index: int, delta: int) -> int:
	var target = index + delta
	if target < 0 or target >= levels().size():
		return index
	var moved = levels()[index]
	levels()[index] = levels()[target]
	levels()[target] = moved
	_renumber()
	return target


# The designer's note of a level (never shown to players); empty removes it.
func set_teach(index: int, text: String) -> void:
	_set_or_erase(level(index), "teach", text, LEVEL_FIELDS)


# The caption players see, one locale at a time; emptied in every locale, it is removed.
func set_caption(index: int, locale: String, text: String) -> void:
	var edited = level(index)
	_set_or_erase(edited, "caption", localized(edited.get("caption"), locale, text), LEVEL_FIELDS)


# The pack title, one locale at a time (a pack always has a title, even an empty one).
func set_title(locale: String, text: String) -> void:
	OrderedJson.put(data, "title", localized(data.get("title"), locale, text), PACK_FIELDS)


static func _set_or_erase(dict: Dictionary, field: String, value, order: Array) -> void:
	if value.empty():
		dict.erase(field)
	else:
		OrderedJson.put(dict, field, value, order)


# A player-facing text ("title", "caption") with one locale changed. A plain string serves
# every locale (as the bake reads it), so it becomes one entry per locale first; an emptied
# locale is dropped.
static func localized(current, locale: String, value: String) -> Dictionary:
	var texts = {}
	if typeof(current) == TYPE_DICTIONARY:
		texts = current.duplicate()
	elif typeof(current) == TYPE_STRING and not current.empty():
		for each in LOCALES:
			texts[each] = current
	if value.empty():
		texts.erase(locale)
	else:
		texts[locale] = value
	return texts


static func text_in(current, locale: String) -> String:
	if typeof(current) == TYPE_DICTIONARY:
		return str(current.get(locale, ""))
	return current if typeof(current) == TYPE_STRING else ""


func _renumber() -> void:
	for i in range(levels().size()):
		if typeof(levels()[i]) == TYPE_DICTIONARY:
			OrderedJson.put(levels()[i], "id", "%d-%d" % [pack_number(), i + 1], LEVEL_FIELDS)
