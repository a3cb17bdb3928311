tool
extends Reference
# What a file is, before the level editor reads or writes it: a pack of one of the editor's
# modes (and nothing else — never a baked runtime file) is opened, and saved only over a pack
# of the same mode; new packs are named pack-N.json or pack-N-words.json.

const MODE = "01-number-stroke"  # a pack without a "mode" field is Number Stroke's
const MODES = ["01-number-stroke", "03-hex-walls"]  # the modes the editor edits
const BAKED_SUFFIX = ".baked.json"


# {"value": the pack's JSON object, "mode": its mode, "text": the file's text, "error": ""}
# or {"value": null, "error": why it is no pack of `mode` (any of MODES when "")}. Line
# numbers count from 1, as editors and the core count them.
static func read_pack(file_path: String, mode := "") -> Dictionary:
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
	var kind = pack_kind(parsed.result, mode)
	if not kind.empty():
		return {"value": null, "error": kind}
	return {"value": parsed.result, "mode": mode_of(parsed.result), "text": text, "error": ""}


# Godot counts lines from 0 and reports an early end of the text on line 0; the line of the
# problem counted from 1 (the last line for an early end).
static func json_error_line(parsed: JSONParseResult, text: String) -> int:
	if parsed.error_string.find("EOF") != -1:
		return text.count("\n") + 1
	return parsed.error_line + 1


# "" when `value` is a pack of `mode` (of one of MODES when "": a JSON object with a "levels"
# list and one of their "mode"s), else what it is instead. A pack with broken levels is still
# a pack.
static func pack_kind(value, mode := "") -> String:
	if typeof(value) != TYPE_DICTIONARY:
		return "not a pack file: the top level is not an object"
	if value.has("packs") or value.has("format"):
		return "not a pack file: a baked runtime file (python -m core bake writes it)"
	var wanted = [mode] if not mode.empty() else MODES
	if not mode_of(value) in wanted:
		return "a pack of mode %s, not %s" % [mode_of(value), PoolStringArray(wanted).join(" or ")]
	if typeof(value.get("levels")) != TYPE_ARRAY:
		return 'not a pack file: no "levels" list'
	return ""


# The "mode" of a pack's JSON object (Number Stroke when it has none).
static func mode_of(value) -> String:
	if typeof(value) != TYPE_DICTIONARY or not value.has("mode"):
		return MODE
	return str(value["mode"])


# "" when Save may write a pack of `mode` to `file_path`, else why not: only a *.json that is
# not a baked file, a new pack only where no file is, and an existing file only when it is a
# pack of the same mode.
static func write_refusal(file_path: String, new_file: bool, mode := MODE) -> String:
	var name = file_path.get_file()
	if name.ends_with(BAKED_SUFFIX):
		return "%s is a baked runtime file: the editor never writes it" % file_path
	if not name.ends_with(".json"):
		return "%s is not a .json file" % file_path
	if not File.new().file_exists(file_path):
		return ""
	if new_file:
		return "%s already exists: a new pack never replaces a file" % file_path
	var kind = read_pack(file_path, mode)["error"]
	if not kind.empty():
		return "%s is not a pack to replace (%s)" % [file_path, kind]
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


# The pack files of these folders (never a baked file) and `also`, sorted.
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
