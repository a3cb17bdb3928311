tool
extends Reference
# One file open in the level editor (a pack, or another kind a mode's piece edits: see
# pack_files.gd): its parsed JSON, edited in place so that field order and fields the editor
# does not know survive a save. In a kind that renumbers, level ids follow their position
# ("{pack}-{position}", a rule of the core), so adding, removing or moving a level renumbers;
# in the others a level keeps its id and an added one gets a free one.
#
# Unsaved edits are tracked by a revision number (every change gets a new one; undo and redo
# bring the old one back), never by serialising the pack. Undo snapshots and the levels' written
# texts (text()) share the level dictionaries, so a level dictionary is never changed once the
# change that made it is over: a change works on a copy (change_level) — each step
# of a drag on a copy of its own, as the live check may write the level out between two steps —
# and a renumbered level is a copy too.

signal changed(level_index)  # the data was replaced (load, undo, redo); show this level

const OrderedJson = preload("res://addons/level_editor/ordered_json.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")

# where a new field of the file goes
const PACK_FIELDS = ["mode", "pack", "title", "notes", "levels"]
const LOCALES = ["zh", "en"]

var path = ""  # the file this document saves to
var data = {}
var kind = {}  # what the file is (pack_files.gd)
var claimer = null  # the piece that knows the kind (file_kind), to check a file before saving
var revision = 0  # the state of the data; saved when it equals _saved_revision
var is_new = false  # made by New pack and never saved: Save must find no file there
var expanded = false  # written as json.dumps(indent=2) writes (the file was, see OrderedJson)
var level_texts_written = 0  # how many level texts were written out (each is kept, see text)
var _saved_revision = 0
var _float_keys = {}  # keys whose whole numbers are written 1.0 (OrderedJson.float_keys)
var _inline_keys = {}  # keys whose lists of objects are written on one line (OrderedJson)
var _last_revision = 0
var _level_texts = []  # per level: [the level dictionary, its text as written in the pack]
var _on_disk = {}  # the file as read or last written here (PackFiles.stamp); {}: none expected
# {"text", "run"}: the last text the core's check passed before a question (save_with
# only_check), so the save answering it does not run the check again (a minute on a big pack)
var _passed_check = {}


# "" when the file was read as a kind `by` (the shell or a piece: file_kind, mode_ids) knows;
# otherwise why not (the document is unchanged then).
func load_file(file_path: String, by) -> String:
	var read = PackFiles.read_pack(file_path, by)
	if not read["error"].empty():
		return "%s: %s" % [file_path, read["error"]]
	path = file_path
	_on_disk = PackFiles.stamp(file_path)
	data = read["value"]
	kind = read["kind"]
	claimer = by
	expanded = OrderedJson.is_expanded(read["text"])
	_float_keys = OrderedJson.float_keys(read["text"])
	_inline_keys = OrderedJson.inline_keys(read["text"])
	_declare_float_keys()
	is_new = false
	_level_texts = []
	revision = _new_revision()
	_saved_revision = revision
	emit_signal("changed", 0)
	return ""


# A new, unsaved pack of `pack_kind` (pack_files.gd) with one level; `by` knows the kind.
func start_new(
	file_path: String, number: int, title: Dictionary, first_level: Dictionary, pack_kind, by = null
) -> void:
	path = file_path
	kind = pack_kind
	claimer = by
	data = {"mode": kind["mode"], "pack": number, "title": title, "levels": []}
	expanded = kind["expanded"]
	_float_keys = {}
	_inline_keys = {}
	_declare_float_keys()
	is_new = true
	_level_texts = []
	_on_disk = {}
	_saved_revision = -1
	add_level(first_level)
	emit_signal("changed", 0)


func text() -> String:
	if not _levels_written_apart():
		return OrderedJson.to_text(data, expanded, _float_keys, _inline_keys)
	# each level's text is kept while its dictionary is the same one (see change_level)
	var writer = _writer()
	var all_levels = data["levels"]
	var lines = PoolStringArray()
	for i in range(all_levels.size()):
		lines.append("    " + _level_text(i, writer))
	var levels_text = "[\n" + lines.join(",\n") + "\n  ]"
	return writer.block(data, "", {"levels": levels_text}) + "\n"


# Writes the texts of levels not written yet for up to `budget_msec` (the editor does it
# while idle after opening a big pack, so the first save or check after an edit is quick);
# true when every level's text is known.
func write_ahead(budget_msec: int) -> bool:
	if not _levels_written_apart():
		return true
	var writer = _writer()
	var started = OS.get_ticks_msec()
	for i in range(data["levels"].size()):
		if not _knows_text(i):
			_level_text(i, writer)
			if OS.get_ticks_msec() - started >= budget_msec:
				return false
	return true


func _writer():
	var writer = OrderedJson.Writer.new()
	writer.expanded = expanded
	writer.float_keys = _float_keys
	writer.inline_keys = _inline_keys
	return writer


# The kind's own float keys (pack_files.gd: "float_keys"), beside those of the file.
func _declare_float_keys() -> void:
	for key in kind.get("float_keys", []):
		_float_keys[key] = true


# The mode whose piece edits the file.
func mode() -> String:
	return kind["mode"]


# True when the pack is an object with a non-empty list of level objects, written as a block
# with one level after another (the layout text() builds from the levels' own texts).
func _levels_written_apart() -> bool:
	var all_levels = data.get("levels")
	if typeof(all_levels) != TYPE_ARRAY or all_levels.empty():
		return false
	for level in all_levels:
		if typeof(level) != TYPE_DICTIONARY:
			return false
	if _level_texts.size() != all_levels.size():
		_level_texts.resize(all_levels.size())
	return true


func _knows_text(index: int) -> bool:
	var known = _level_texts[index]
	return typeof(known) == TYPE_ARRAY and _is_same_object(known[0], data["levels"][index])


func _level_text(index: int, writer) -> String:
	if not _knows_text(index):
		level_texts_written += 1
		_level_texts[index] = [data["levels"][index], writer.written(data["levels"][index], "    ")]
	return _level_texts[index][1]


# Godot 3 compares dictionaries by identity.
static func _is_same_object(a, b) -> bool:
	return typeof(a) == typeof(b) and a == b


func is_dirty() -> bool:
	return revision != _saved_revision


func _mark_saved(saved_revision: int) -> void:
	_saved_revision = saved_revision
	is_new = false


func _new_revision() -> int:
	_last_revision += 1
	return _last_revision


# Writes the file only when the core accepts its structure: the text goes to a temp file
# beside the target and the kind's check (`validate --pack TEMP` for a pack) reads it. Exit 2
# (a broken file) or no interpreter refuses the save and removes the temp file; 0 or 1 (unique
# or not yet) saves by renaming the temp file over the target, so a reader never sees half a
# file. Never writes a baked file or a file of another kind (PackFiles.write_refusal), nor over
# a file changed on disk since it was read, nor a file deleted or renamed there (disk_change:
# the designer decides first).
# {"saved": bool, "message": String, "run": the validate run ({} when none ran), "disk": the
# change on disk that stopped it ({} when none)}. `only_check`: checked the same way, nothing
# written — {} when the save would go through (asked before a question about saving is put, so
# no question precedes a refusal).
func save_with(tools, only_check := false) -> Dictionary:
	var saved_revision = revision
	var checked = _checked_temp(tools)
	if checked.has("saved"):
		return checked
	var temp = checked["temp"]
	var run = checked["run"]
	var dir = Directory.new()
	if only_check:
		dir.remove(temp)
		_passed_check = {"text": checked["text"], "run": run}
		return {}
	var disk = disk_change()  # again: the core took a moment
	if not disk.empty():
		dir.remove(temp)
		return _changed_on_disk(disk)
	var status = dir.rename(temp, path)
	if status != OK:
		dir.remove(temp)
		return _not_saved("cannot replace %s (error %d)" % [path, status], run)
	_on_disk = PackFiles.stamp(path)
	_mark_saved(saved_revision)
	return {"saved": true, "message": "saved " + path, "run": run, "disk": {}}


# The text written to a temp file beside the target and the kind's check run on it (unless it
# passed already, see _passed_check), once the file on disk is as read and of the same kind:
# {"temp", "text", "run"}, or save_with's answer (the temp file removed) when the save is
# refused.
func _checked_temp(tools) -> Dictionary:
	var disk = disk_change()
	if not disk.empty():
		return _changed_on_disk(disk)
	var refusal = PackFiles.write_refusal(path, is_new, kind, claimer)
	if not refusal.empty():
		return _not_saved(refusal)
	var temp = path.get_base_dir().plus_file(".%s.saving.tmp" % path.get_file())
	var written = text()
	var file = File.new()
	if file.open(temp, File.WRITE) != OK:
		return _not_saved("cannot write " + temp)
	file.store_string(written)
	file.close()
	var run = _passed_check.get("run", {})
	if _passed_check.get("text") != written:
		var check = []
		for arg in kind["check"]:
			check.append(ProjectSettings.globalize_path(temp) if arg == "{file}" else arg)
		run = tools.run(check)
	_passed_check = {}
	if not run["code"] in [0, 1]:
		Directory.new().remove(temp)
		return _not_saved("the core rejects the file", run)
	return {"temp": temp, "text": written, "run": run}


static func _not_saved(why: String, run := {}, disk := {}) -> Dictionary:
	return {"saved": false, "message": "not saved: " + why, "run": run, "disk": disk}


func _changed_on_disk(disk: Dictionary) -> Dictionary:
	return _not_saved("%s was %s on disk" % [path, disk["change"]], {}, disk)


# How the file on disk differs from the one read or last written here: {} when it does not,
# else {"change": "changed", "deleted" or "renamed", "to": where a renamed file is now}. Size
# and time first; `thorough` (or a different size or time) compares the contents too, so an
# edit of the same size within the same second is found, and a file touched but the same is
# not a change. A new pack is not on disk yet (write_refusal keeps it from replacing a file).
func disk_change(thorough := true) -> Dictionary:
	var now = PackFiles.stamp(path, false)
	if is_new or (now.empty() and _on_disk.empty()):
		return {}
	if now.empty():
		var to = PackFiles.renamed_file(path, _on_disk)
		return {"change": "renamed" if not to.empty() else "deleted", "to": to}
	var same_stamp = (
		now["size"] == _on_disk.get("size")
		and now["modified"] == _on_disk.get("modified")
	)
	if same_stamp and not thorough:
		return {}
	now["md5"] = File.new().get_md5(path)
	if now["md5"] == _on_disk.get("md5"):
		_on_disk = now
		return {}
	return {"change": "changed", "to": ""}


# The document stands for the file at `new_path` from now on, as `how` says: "renamed" (its own
# file, renamed on disk), "kept" (the file there now, changed or gone: keep mine — Save writes
# over it, or writes it again, without asking) or "new" (a file Save creates: Save As, Rename;
# a pack named pack-N.json is pack N, so it becomes pack N, its ids renumbered).
func stand_for(new_path: String, how: String) -> void:
	path = new_path
	if how == "renamed":
		return
	is_new = how == "new"
	_on_disk = {} if is_new else PackFiles.stamp(path)
	_saved_revision = -1
	if is_new and kind["name"] == "pack":
		OrderedJson.put(data, "pack", PackFiles.pack_file_number(path.get_file()), PACK_FIELDS)
		_renumber()


# The pack number a pack's data holds (0 for none).
static func pack_number(pack_data: Dictionary) -> int:
	var number = pack_data.get("pack")
	return int(number) if typeof(number) in [TYPE_INT, TYPE_REAL] else 0


func levels() -> Array:
	return data["levels"]


func level(index: int) -> Dictionary:
	if index < 0 or index >= levels().size() or typeof(levels()[index]) != TYPE_DICTIONARY:
		return {}
	return levels()[index]


# target.method(level, args…) on a copy of the level at `index` that replaces it (a new
# revision); what the method returns.
func change_level(index: int, target: Object, method: String, args: Array):
	var edited = _detach_level(index)
	return null if edited.empty() else target.callv(method, [edited] + args)


# The level's dictionary replaced by a copy of its own, to be changed in place at once.
func _detach_level(index: int) -> Dictionary:
	revision = _new_revision()
	if level(index).empty():
		return {}
	levels()[index] = levels()[index].duplicate(true)
	return levels()[index]


# Undo snapshots: the pack object and its level list are copied, the levels are shared.
func snapshot() -> Dictionary:
	var copy = data.duplicate()
	if typeof(data.get("levels")) == TYPE_ARRAY:
		copy["levels"] = data["levels"].duplicate()
	return {"data": copy, "revision": revision}


# Undo and redo land here.
func restore(state: Dictionary, level_index: int) -> void:
	data = state["data"].duplicate()
	if typeof(data.get("levels")) == TYPE_ARRAY:
		data["levels"] = data["levels"].duplicate()
	revision = state["revision"]
	emit_signal("changed", level_index)


# True when two snapshots hold the same data (compares only the levels that are not the same
# dictionaries, so it stays quick on a big pack).
static func same_state(state: Dictionary, other_state: Dictionary) -> bool:
	var before = state["data"]
	var after = other_state["data"]
	if before.keys() != after.keys():
		return false
	for key in after:
		if (
			key == "levels"
			and typeof(after[key]) == TYPE_ARRAY
			and typeof(before[key]) == TYPE_ARRAY
		):
			if before[key].size() != after[key].size():
				return false
			for i in range(after[key].size()):
				if not _same_value(before[key][i], after[key][i]):
					return false
		elif not _same_value(before[key], after[key]):
			return false
	return true


static func _same_value(a, b) -> bool:
	if typeof(a) != typeof(b):
		return false
	if typeof(a) == TYPE_DICTIONARY:
		return a == b or JSON.print(a) == JSON.print(b)
	if typeof(a) == TYPE_ARRAY:
		return JSON.print(a) == JSON.print(b)
	return a == b


# Appends a copy of a level (a new one, or one from a candidates file) under the next id (a
# kind that does not renumber keeps its id, made free with a "-2", "-3"… when taken); returns
# its index.
func add_level(source: Dictionary) -> int:
	var added = source.duplicate(true)
	if not kind["renumber"]:
		OrderedJson.put(added, "id", _free_id(str(added.get("id", "level"))), kind["level_fields"])
	else:
		OrderedJson.put(added, "id", "", kind["level_fields"])
	levels().append(added)
	_renumber()
	return levels().size() - 1


func _free_id(wanted: String) -> String:
	var taken = {}
	for each in levels():
		if typeof(each) == TYPE_DICTIONARY:
			taken[str(each.get("id"))] = true
	var id = wanted
	var copy = 2
	while taken.has(id):
		id = "%s-%d" % [wanted, copy]
		copy += 1
	return id


# The level at `index` replaced by a copy of `replacement` that keeps the level's id.
func replace_level(index: int, replacement: Dictionary) -> void:
	var replaced = replacement.duplicate(true)
	OrderedJson.put(replaced, "id", level(index).get("id", ""), kind["level_fields"])
	revision = _new_revision()
	levels()[index] = replaced


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


# A text field of a level: without a locale a plain text ("teach", the designer's note), with
# one a text players see ("caption", "name") in that locale; emptied (in every locale), the
# field is removed.
func set_level_text(index: int, field: String, text: String, locale := "") -> void:
	var edited = _detach_level(index)
	var value = text if locale.empty() else _localized(edited.get(field), locale, text)
	_set_or_erase(edited, field, value, kind["level_fields"])


# The pack title, one locale at a time (a pack always has a title, even an empty one).
func set_title(locale: String, text: String) -> void:
	revision = _new_revision()
	OrderedJson.put(data, "title", _localized(data.get("title"), locale, text), PACK_FIELDS)


static func _set_or_erase(dict: Dictionary, field: String, value, order: Array) -> void:
	if value.empty():
		dict.erase(field)
	else:
		OrderedJson.put(dict, field, value, order)


# A player-facing text ("title", "caption") with one locale changed. A plain string serves
# every locale (as the bake reads it), so it becomes one entry per locale first; an emptied
# locale is dropped.
static func _localized(current, locale: String, value: String) -> Dictionary:
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


# Ids follow positions (in a kind that renumbers); a level whose id changes becomes a copy
# (snapshots keep the old one).
func _renumber() -> void:
	revision = _new_revision()
	if not kind["renumber"]:
		return
	for i in range(levels().size()):
		var each = levels()[i]
		var id = "%d-%d" % [pack_number(data), i + 1]
		if typeof(each) == TYPE_DICTIONARY and each.get("id") != id:
			each = each.duplicate()
			OrderedJson.put(each, "id", id, kind["level_fields"])
			levels()[i] = each
