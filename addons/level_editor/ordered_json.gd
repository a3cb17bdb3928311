tool
extends Reference
# JSON for pack files that designers diff. Godot 3's JSON.parse keeps the key order of the
# file (dictionaries remember insertion order) but turns every number into a float, and
# JSON.print puts every number of a shape on a line of its own; to_text writes the layout of
# the hand-made packs instead: 2-space indent, and every object or array that holds no array
# of objects on one line — so one cell per line, its shape inline. Whole numbers are written
# as integers.


static func to_text(value) -> String:
	return _written(value, "") + "\n"


# Sets dict[key]; a key the object lacks goes where `order` puts it among the keys it has
# (after the last key that comes before it), so new fields land where the schema lists them
# and fields unknown to `order` keep their place.
static func put(dict: Dictionary, key: String, value, order: Array) -> void:
	if dict.has(key) or not key in order:
		dict[key] = value
		return
	var rank = order.find(key)
	var keys = dict.keys()
	var position = 0
	for i in range(keys.size()):
		if keys[i] in order and order.find(keys[i]) < rank:
			position = i + 1
	var values = dict.values()
	keys.insert(position, key)
	values.insert(position, value)
	dict.clear()
	for i in range(keys.size()):
		dict[keys[i]] = values[i]


static func _written(value, indent: String) -> String:
	match typeof(value):
		TYPE_DICTIONARY, TYPE_ARRAY:
			if value.empty() or not _holds_object_array(value):
				return _inline(value)
			return _block(value, indent)
	return _scalar(value)


static func _block(value, indent: String) -> String:
	var inner = indent + "  "
	var lines = []
	if typeof(value) == TYPE_DICTIONARY:
		for key in value:
			lines.append(inner + _quoted(str(key)) + ": " + _written(value[key], inner))
		return "{\n" + PoolStringArray(lines).join(",\n") + "\n" + indent + "}"
	for item in value:
		lines.append(inner + _written(item, inner))
	return "[\n" + PoolStringArray(lines).join(",\n") + "\n" + indent + "]"


static func _inline(value) -> String:
	var parts = []
	if typeof(value) == TYPE_DICTIONARY:
		for key in value:
			parts.append(_quoted(str(key)) + ": " + _inline(value[key]))
		return "{" + PoolStringArray(parts).join(", ") + "}"
	if typeof(value) == TYPE_ARRAY:
		for item in value:
			parts.append(_inline(item))
		return "[" + PoolStringArray(parts).join(", ") + "]"
	return _scalar(value)


# True when somewhere inside there is an array with an object in it (like "levels", "cells").
static func _holds_object_array(value) -> bool:
	var items = value.values() if typeof(value) == TYPE_DICTIONARY else value
	for item in items:
		if typeof(value) == TYPE_ARRAY and typeof(item) == TYPE_DICTIONARY:
			return true
		if typeof(item) in [TYPE_DICTIONARY, TYPE_ARRAY] and _holds_object_array(item):
			return true
	return false


static func _scalar(value) -> String:
	match typeof(value):
		TYPE_NIL:
			return "null"
		TYPE_BOOL:
			return "true" if value else "false"
		TYPE_INT:
			return str(value)
		TYPE_REAL:
			# JSON.parse made every number a float; whole ones were written as integers
			if value == floor(value) and abs(value) < 1e15:
				return str(int(value))
			return str(value)
		TYPE_STRING:
			return _quoted(value)
	return _quoted(str(value))


# A JSON string as Python's json.dumps(ensure_ascii=False) writes it: only quotes,
# backslashes and control characters are escaped, other text stays readable.
static func _quoted(text: String) -> String:
	var escaped = ""
	for i in range(text.length()):
		var code = text.ord_at(i)
		match code:
			34:
				escaped += '\\"'
			92:
				escaped += "\\\\"
			10:
				escaped += "\\n"
			13:
				escaped += "\\r"
			9:
				escaped += "\\t"
			8:
				escaped += "\\b"
			12:
				escaped += "\\f"
			_:
				escaped += "\\u%04x" % code if code < 32 else text[i]
	return '"' + escaped + '"'
