extends Reference
# Reading a JSON file that may be missing, unreadable, too big, empty or malformed, without a
# crash. Its size is checked before a byte is read. A file from outside the game's build (the
# save, under user://) is read by the strict reader (strict_json.gd: no recursion, so no depth
# can crash it, and no duplicate keys, garbage after the value, NaN ...); a file shipped in the
# build (res://, written by the Python tools: the baked catalogs) by Godot's faster JSON.parse.
# Numbers arrive as floats either way.

const StrictJson = preload("res://scripts/strict_json.gd")
const MAX_BYTES = 16 * 1024 * 1024  # a shipped file (the largest baked catalog is under 2 MB)
const MAX_OUTSIDE_BYTES = 4 * 1024 * 1024  # a file from outside the build (a save is a few KB)


# {"value": the parsed JSON, "error": ""}, or {"value": null, "error": what is wrong}.
static func read(path: String) -> Dictionary:
	var file = File.new()
	var status = file.open(path, File.READ)
	if status == ERR_FILE_NOT_FOUND:
		return _failure("no such file")
	if status != OK:
		return _failure("unreadable (error %d)" % status)
	var shipped = path.begins_with("res://")
	var limit = MAX_BYTES if shipped else MAX_OUTSIDE_BYTES
	var size = file.get_len()
	if size > limit:
		file.close()
		return _failure("%d bytes; at most %d are read" % [size, limit])
	var bytes = file.get_buffer(size)
	file.close()
	if not shipped:
		return StrictJson.parse_bytes(bytes, false)
	var text = bytes.get_string_from_utf8()
	if text.strip_edges().empty():
		return _failure("empty file")
	var parsed = JSON.parse(text)
	if parsed.error != OK:
		return _failure("not valid JSON (%s at line %d)" % [parsed.error_string, parsed.error_line])
	return {"value": parsed.result, "error": ""}


static func _failure(problem: String) -> Dictionary:
	return {"value": null, "error": problem}
