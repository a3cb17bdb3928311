tool
extends Reference
# JSON for pack files that designers diff. Godot 3's JSON.parse keeps the key order of the
# file (dictionaries remember insertion order) but turns every number into a float, and
# JSON.print puts every number of a shape on a line of its own; to_text writes the layout of
# the hand-made packs instead: 2-space indent, and every object or array that holds no array
# of objects on one line — so one cell per line, its shape inline. Whole numbers are written
# as integers.
#
# Files written by Python's json.dumps(indent=2) (the Hex Walls and City Cat Catch packs, Hex
# Tracks' campaign seeds) have every object and array on lines of their own: the "expanded"
# layout, which a Writer keeps when asked (is_expanded tells a file's layout from its text).
# A hand-made pack may also write a short list of objects on one line ("keep": [{…}, {…}]):
# inline_keys finds those keys in its text and a Writer keeps them on one line.
#
# Linear in the size of the pack: pieces are collected in PoolStringArrays and joined once,
# strings are escaped with String.replace (C++), and the few distinct strings of a pack
# (keys, cell ids, "odd") are escaped once each. A 5 MB pack is written in well under a second.


static func to_text(value, expanded := false, float_keys := {}, inline_keys := {}) -> String:
	var writer = Writer.new()
	writer.expanded = expanded
	writer.float_keys = float_keys
	writer.inline_keys = inline_keys
	return writer.written(value, "") + "\n"


# The keys a JSON text gives a number with a decimal point ("rate": 1.0): Python writes a whole
# float as 1.0 and an int as 1, JSON.parse makes both floats, so the writer keeps the ".0" of
# these keys' whole numbers. key -> true.
static func float_keys(text: String) -> Dictionary:
	var keys = {}
	var dot = text.find(".")
	while dot != -1:
		if _is_digit(text, dot + 1) and _is_digit(text, dot - 1):
			var start = dot - 1
			while _is_digit(text, start - 1):
				start -= 1
			if start > 0 and text[start - 1] == "-":
				start -= 1
			_add_key_before(text, start, keys)
		dot = text.find(".", dot + 1)
	return keys


# The keys a JSON text gives a list of objects on the key's own line ("keep": [{"clue": 1, …}]),
# which the hand-made layout would otherwise put one object per line. key -> true.
static func inline_keys(text: String) -> Dictionary:
	var keys = {}
	var bracket = text.find("[")
	while bracket != -1:
		var after = bracket + 1
		while after < text.length() and text[after] == " ":
			after += 1
		if after < text.length() and text[after] == "{":
			_add_key_before(text, bracket, keys)
		bracket = text.find("[", bracket + 1)
	return keys


# Scanned, not matched with RegEx: Godot 3.2.3's RegEx prints an engine error
# ("free_static") on every search, several for each pack opened.
static func _is_digit(text: String, at: int) -> bool:
	return at >= 0 and at < text.length() and text.ord_at(at) >= 48 and text.ord_at(at) <= 57


# Adds the key written just before `at` as `"key": ` (its value starts at `at`), if any.
static func _add_key_before(text: String, at: int, keys: Dictionary) -> void:
	if at < 4 or text.substr(at - 3, 3) != '": ':
		return
	var opening = text.rfind('"', at - 4)
	var key = text.substr(opening + 1, at - 4 - opening)
	if opening != -1 and not key.empty() and key.find("\\") == -1:
		keys[key] = true


# True when a pack's text is laid out as json.dumps(indent=2) writes it — every object on lines
# of its own, so "{" is never followed by a key on the same line — false for the hand-made
# layout (one cell per line, `{"id": …}`).
static func is_expanded(text: String) -> bool:
	return text.find('{"') == -1 and (text.find("{\n") != -1 or text.find("{\r\n") != -1)


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


# A JSON string as Python's json.dumps(ensure_ascii=False) writes it: only quotes,
# backslashes and control characters are escaped, other text stays readable.
static func quoted(text: String) -> String:
	return Writer.quoted(text)


# One serialisation: remembers the strings it has escaped.
class Writer:
	var expanded = false  # every non-empty object and array on lines of their own
	var float_keys = {}  # keys whose whole numbers are written as floats (1.0), see float_keys
	var inline_keys = {}  # keys whose value is written on one line, see inline_keys
	var _quoted = {}

	func written(value, indent: String) -> String:
		match typeof(value):
			TYPE_DICTIONARY, TYPE_ARRAY:
				if value.empty() or not (expanded or holds_object_array(value)):
					return inline(value)
				return block(value, indent)
		return _scalar(value)

	# `known`: keys of a dictionary whose value text is already written (the pack's levels)
	func block(value, indent: String, known := {}) -> String:
		var inner = indent + "  "
		var lines = PoolStringArray()
		if typeof(value) == TYPE_DICTIONARY:
			for key in value:
				var item = known[key] if known.has(key) else _keyed(key, value[key], inner)
				lines.append(inner + _string(str(key)) + ": " + item)
			return "{\n" + lines.join(",\n") + "\n" + indent + "}"
		for item in value:
			lines.append(inner + written(item, inner))
		return "[\n" + lines.join(",\n") + "\n" + indent + "]"

	func inline(value) -> String:
		var parts = PoolStringArray()
		if typeof(value) == TYPE_DICTIONARY:
			for key in value:
				parts.append(_string(str(key)) + ": " + _keyed(key, value[key], ""))
			return "{" + parts.join(", ") + "}"
		if typeof(value) == TYPE_ARRAY:
			for item in value:
				parts.append(inline(item))
			return "[" + parts.join(", ") + "]"
		return _scalar(value)

	# A dictionary's value: inline when `indent` is "" (inside an inline object) or the key is
	# one of inline_keys.
	func _keyed(key, value, indent: String) -> String:
		if typeof(value) == TYPE_REAL and float_keys.has(key) and value == floor(value):
			return scalar(value) + ".0"
		if indent.empty() or inline_keys.has(key):
			return inline(value)
		return written(value, indent)

	func _scalar(value) -> String:
		if typeof(value) == TYPE_STRING:
			return _string(value)
		return scalar(value)

	func _string(text: String) -> String:
		var known = _quoted.get(text)
		if known == null:
			known = quoted(text)
			_quoted[text] = known
		return known

	# A JSON string as Python's json.dumps(ensure_ascii=False) writes it: only quotes,
	# backslashes and control characters are escaped, other text stays readable.
	static func quoted(text: String) -> String:
		var escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
		escaped = escaped.replace("\r", "\\r").replace("\t", "\\t")
		escaped = escaped.replace(char(8), "\\b").replace(char(12), "\\f")
		if escaped.strip_escapes().length() != escaped.length():  # another control character
			var parts = PoolStringArray()
			for i in range(escaped.length()):
				var code = escaped.ord_at(i)
				parts.append("\\u%04x" % code if code < 32 else escaped[i])
			escaped = parts.join("")
		return '"' + escaped + '"'

	# True when somewhere inside there is an array with an object in it (like "levels", "cells")
	# that is not the value of one of inline_keys.
	func holds_object_array(value) -> bool:
		if typeof(value) == TYPE_DICTIONARY:
			for key in value:
				var item = value[key]
				if (
					not inline_keys.has(key)
					and typeof(item) in [TYPE_DICTIONARY, TYPE_ARRAY]
					and holds_object_array(item)
				):
					return true
			return false
		for item in value:
			if typeof(item) == TYPE_DICTIONARY:
				return true
			if typeof(item) == TYPE_ARRAY and holds_object_array(item):
				return true
		return false

	static func scalar(value) -> String:
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
				return quoted(value)
		return quoted(str(value))
