tool
extends Reference
# What a file is, before the level editor reads or writes it. The editor opens a file only when
# one of its modes' pieces claims it (mode_piece.gd file_kind: a pack of that mode, or another
# kind a piece edits, such as Hex Tracks' campaign seeds) and never a baked runtime file; it
# saves only over a file of the same kind; new packs are named pack-N.json or pack-N-words.json.
#
# A kind is a Dictionary a piece gives (mode_piece.gd pack_kind): {"mode", "name" (what the
# file is, for messages), "level_fields" (where a new level field goes), "renumber" (level ids
# follow positions), "list_edits" (levels may be added, removed, moved), "expanded" (new files
# are written as json.dumps(indent=2) writes them), "check" (the core command a save must pass,
# "{file}" standing for the file)}, and optionally "float_keys" (keys whose numbers are floats,
# written 1.0 when whole, as Python writes them).

const BAKED_SUFFIX = ".baked.json"


# {"value": the file's JSON object, "kind": its kind, "text": the file's text, "error": ""}
# or {"value": null, "error": why it is none of the kinds `claimer` knows}. The claimer is the
# Levels screen or a piece (file_kind(value), mode_ids()), or one kind (a pack of its mode is
# that kind). Line numbers count from 1, as editors and the core count them.
static func read_pack(file_path: String, claimer) -> Dictionary:
	var read = read_json(file_path)
	if not read["error"].empty():
		return read
	var kind = claimed(read["value"], claimer)
	if kind.empty():
		var modes = [claimer["mode"]] if typeof(claimer) == TYPE_DICTIONARY else claimer.mode_ids()
		return {"value": null, "error": refusal(read["value"], modes)}
	read["kind"] = kind
	return read


# The kind `claimer` (see read_pack) finds a parsed file, {} for none.
static func claimed(value, claimer) -> Dictionary:
	if typeof(claimer) == TYPE_DICTIONARY:
		return claimer if pack_problem(value, claimer["mode"]).empty() else {}
	return claimer.file_kind(value)


# {"value", "text", "error": ""}, or {"value": null, "error": why the file is no JSON}.
static func read_json(file_path: String) -> Dictionary:
	var file = File.new()
	var status = file.open(file_path, File.READ)
	if status == ERR_FILE_NOT_FOUND:
		return {"value": null, "error": "no such file"}
	if status != OK:
		return {"value": null, "error": "unreadable (error %d)" % status}
	# (get_as_text reads line by line, several times slower on a big file)
	var text = file.get_buffer(file.get_len()).get_string_from_utf8()
	file.close()
	if text.strip_edges().empty():
		return {"value": null, "error": "empty file"}
	var parsed = JSON.parse(text)
	if parsed.error != OK:
		var line = json_error_line(parsed, text)
		return {"value": null, "error": "not valid JSON: line %d: %s" % [line, parsed.error_string]}
	return {"value": parsed.result, "text": text, "error": ""}


# Godot counts lines from 0 and reports an early end of the text on line 0; the line of the
# problem counted from 1 (the last line for an early end).
static func json_error_line(parsed: JSONParseResult, text: String) -> int:
	if parsed.error_string.find("EOF") != -1:
		return text.count("\n") + 1
	return parsed.error_line + 1


# Why a JSON value no piece claims is not a file the editor opens (`modes`: the ones it knows).
static func refusal(value, modes: Array) -> String:
	var problem = pack_problem(value)
	if problem.empty():
		return (
			"a pack of mode %s, not %s"
			% [str(value["mode"]), PoolStringArray(modes).join(" or ")]
		)
	if problem.ends_with('"mode" field'):
		problem += " naming one of: " + PoolStringArray(modes).join(", ")
	return problem


# "" when `value` is a pack (of `mode` when given): a JSON object with a "levels" list and a
# "mode" (a pack with broken levels is still a pack), else what it is instead.
static func pack_problem(value, mode := "") -> String:
	if typeof(value) != TYPE_DICTIONARY:
		return "not a pack file: the top level is not an object"
	if value.has("packs") or value.has("cities"):
		return "not a pack file: a baked runtime file (python -m core bake writes it)"
	if value.has("format"):
		return 'not a pack file: a file the core derives (it has a "format" field)'
	if typeof(value.get("levels")) != TYPE_ARRAY:
		return 'not a pack file: no "levels" list'
	if not value.has("mode"):
		return 'not a pack file: no "mode" field'
	if not mode.empty() and str(value["mode"]) != mode:
		return "a pack of mode %s, not %s" % [str(value["mode"]), mode]
	return ""


# A pack kind of `mode` (see the top), checked on save by `validate --pack`.
static func pack_kind(
	mode: String, level_fields: Array, expanded := false, renumber := true
) -> Dictionary:
	return {
		"mode": mode,
		"name": "pack",
		"level_fields": level_fields,
		"renumber": renumber,
		"list_edits": true,
		"expanded": expanded,
		"check": ["-m", "core", "validate", "--pack", "{file}", "--json"],
	}


# "" when Save may write a file of `kind` to `file_path`, else why not: only a *.json that is
# not a baked file, a new file only where no file is, and an existing file only when it is a
# file of the same kind — as `claimer` (see read_pack; `kind` itself by default) finds it.
static func write_refusal(path: String, new_file: bool, kind: Dictionary, claimer = null) -> String:
	var name = path.get_file()
	if name.ends_with(BAKED_SUFFIX):
		return "%s is a baked runtime file: the editor never writes it" % path
	if not name.ends_with(".json"):
		return "%s is not a .json file" % path
	if not File.new().file_exists(path):
		return ""
	if new_file:
		return "%s already exists: a new pack never replaces a file" % path
	var read = read_pack(path, claimer if claimer != null else kind)
	var problem = read["error"]
	if problem.empty():
		var found = read["kind"]
		if found["mode"] != kind["mode"] or found["name"] != kind["name"]:
			problem = "a %s of mode %s" % [found["name"], found["mode"]]
	if not problem.empty():
		return "%s is not a %s to replace (%s)" % [path, kind["name"], problem]
	return ""


# What is on disk at `path`: {"size", "modified" (seconds), "md5" (with_md5 only)}, {} when
# there is no file there.
static func stamp(path: String, with_md5 := true) -> Dictionary:
	var file = File.new()
	if file.open(path, File.READ) != OK:
		return {}
	var found = {"size": file.get_len(), "modified": file.get_modified_time(path)}
	file.close()
	if with_md5:
		found["md5"] = file.get_md5(path)
	return found


# The file of `folder` other than `path` holding exactly what `was` (a stamp) describes — where
# the file at `path` went when it was renamed — or "".
static func renamed_file(path: String, was: Dictionary) -> String:
	var folder = path.get_base_dir()
	for name in json_files(folder):
		var other = folder.plus_file(name)
		if other != path and stamp(other, false).get("size") == was.get("size"):
			if File.new().get_md5(other) == was.get("md5"):
				return other
	return ""


# N of "pack-N.json" or "pack-N-words.json", else -1.
static func pack_file_number(file_name: String) -> int:
	if not file_name.begins_with("pack-") or not file_name.ends_with(".json"):
		return -1
	var middle = file_name.trim_prefix("pack-").trim_suffix(".json")
	var head = middle.split("-")[0]
	if not head.is_valid_integer() or int(head) < 1 or middle.find(".") != -1:
		return -1
	if middle != head and middle.length() == head.length() + 1:  # "pack-4-.json"
		return -1
	return int(head)


# The pack numbers of the pack files of a folder, by their names: number -> path.
static func pack_numbers(dir_path: String) -> Dictionary:
	var numbers = {}
	for file_name in json_files(dir_path):
		var number = pack_file_number(file_name)
		if number > 0:
			numbers[number] = dir_path.plus_file(file_name)
	return numbers


# The .json files of these folders (never a baked file) and `also`, sorted.
static func pack_paths(folders: Array, also: Array) -> Array:
	var paths = {}
	for folder in folders:
		for file_name in json_files(folder):
			if not file_name.ends_with(BAKED_SUFFIX):
				paths[folder.plus_file(file_name)] = true
	for path in also:
		paths[path] = true
	var sorted_paths = paths.keys()
	sorted_paths.sort()
	return sorted_paths


# BASE.json, or BASE-2.json, BASE-3.json… : the first that does not exist yet.
static func new_file_path(base: String) -> String:
	var path = base + ".json"
	var copy = 2
	while File.new().file_exists(path):
		path = "%s-%d.json" % [base, copy]
		copy += 1
	return path


# The names of the .json files of a folder.
static func json_files(dir_path: String) -> Array:
	var names = []
	var dir = Directory.new()
	if dir.open(dir_path) != OK:
		return names
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while not name.empty():
		if not dir.current_is_dir() and name.ends_with(".json"):
			names.append(name)
		name = dir.get_next()
	dir.list_dir_end()
	names.sort()
	return names
