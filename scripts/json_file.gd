extends Reference
# Reading a JSON file that may be missing, unreadable, empty or malformed, without a crash.
# Note that JSON numbers arrive as floats.


# {"value": the parsed JSON, "error": ""}, or {"value": null, "error": what is wrong}.
static func read(path: String) -> Dictionary:
	var file = File.new()
	var status = file.open(path, File.READ)
	if status == ERR_FILE_NOT_FOUND:
		return _failure("no such file")
	if status != OK:
		return _failure("unreadable (error %d)" % status)
	var text = file.get_as_text()
	file.close()
	if text.strip_edges().empty():
		return _failure("empty file")
	var parsed = JSON.parse(text)
	if parsed.error != OK:
		return _failure("not valid JSON (%s at line %d)" % [parsed.error_string, parsed.error_line])
	return {"value": parsed.result, "error": ""}


static func _failure(problem: String) -> Dictionary:
	return {"value": null, "error": problem}
