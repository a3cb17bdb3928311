extends Reference
# json_file.gd read(path) in small steps, for work that runs in slices on the main thread
# (scripts/common/job_runner.gd): the largest shipped files take JSON.parse tens of
# milliseconds here in one call. step() reads and decodes CHUNK_BYTES at a time, then takes the
# value one member at a time: a member of at most MEMBER_CHARS characters is handed to JSON.parse
# whole, a larger object or array is opened and its members taken in turn. `result` is then
# read()'s answer, {"value", "error": ""}.
# Where a member ends is guessed from the indentation the Python tools write (its closing
# bracket on a line of its own, as indented as the line it opens on) and always proved: the
# text up to there parses, and without its last character it does not, so it is exactly one
# value. A file from outside the build (strict reading), a failed check, a byte that is not
# plain UTF-8 or anything unexpected is read again whole by read(), whose answer (the same
# error, the same line) is then the result.

const JsonFile = preload("res://scripts/json_file.gd")
const CHUNK_BYTES = 32768
const MEMBER_CHARS = 32768

var result = {}  # read()'s answer once step() has answered false

var _path = ""
var _file = null
var _carry = PoolByteArray()  # the bytes of a character the next chunk completes
var _eof = false  # every byte decoded
var _text = ""  # decoded text from a line start on; what is before _at is taken
var _at = 0
var _line_start = 0  # where the line holding _at starts in _text (its indentation)
var _stack = []  # the open objects and arrays: [container, key of the member read, or null]


func _init(path: String) -> void:
	_path = path


# Reads a little more; false once `result` is set.
func step() -> bool:
	if not result.empty():
		return false
	if _file == null:
		_open()
	elif not _eof and _text.length() - _at < MEMBER_CHARS:
		_read_chunk()
	else:
		_take_member()
	return result.empty()


func _open() -> void:
	_file = File.new()
	if not _path.begins_with("res://") or _file.open(_path, File.READ) != OK:
		_read_whole()
	elif _file.get_len() > JsonFile.MAX_BYTES:
		_read_whole()


func _read_chunk() -> void:
	var bytes = _carry
	# Godot 3.2's get_buffer() pads a short read to the length asked: never ask past the end.
	var left = _file.get_len() - _file.get_position()
	bytes.append_array(_file.get_buffer(int(min(CHUNK_BYTES, left))))
	_eof = _file.get_position() >= _file.get_len()
	var cut = bytes.size()
	if not _eof:
		cut -= 1  # the last character may go on in the next chunk: it waits for it
		while cut > 0 and (bytes[cut] & 0xC0) == 0x80:
			cut -= 1
	var piece = bytes.subarray(0, cut - 1) if cut > 0 else PoolByteArray()
	_carry = bytes.subarray(cut, bytes.size() - 1) if cut < bytes.size() else PoolByteArray()
	var decoded = piece.get_string_from_utf8()
	if decoded.to_utf8().size() != piece.size():
		_read_whole()  # a bad byte, a NUL or a byte order mark: as read() decodes it
		return
	_text = _text.substr(_line_start, _text.length() - _line_start) + decoded
	_at -= _line_start
	_line_start = 0
	if _eof:
		_file.close()


# The next member of the open container (or its end), or the whole value at the start.
func _take_member() -> void:
	_skip_space()
	if _at >= _text.length():
		_read_whole()  # the text ended first (an empty file, a value cut short)
		return
	if _stack.empty():
		_take_value()
		return
	var frame = _stack.back()
	var is_object = typeof(frame[0]) == TYPE_DICTIONARY
	if frame[1] != null:
		_take_value()  # the member's key was the step before
		return
	if _text[_at] == ("}" if is_object else "]"):
		_at += 1
		_stack.pop_back()
		_add(frame[0])
		return
	if not frame[0].empty():
		if _text[_at] != ",":
			_read_whole()
			return
		_at += 1
		_skip_space()
	if is_object:
		_take_key(frame)  # a step of its own: the text is read on before the value
	else:
		_take_value()


# The key of an object's member and its colon.
func _take_key(frame: Array) -> void:
	var end = _string_end()
	var key = _exact(end, false)
	if key.empty() or typeof(key[0]) != TYPE_STRING:
		_read_whole()
		return
	_at = end
	_skip_space()
	if _at >= _text.length() or _text[_at] != ":":
		_read_whole()
		return
	_at += 1
	frame[1] = key[0]


# The value at _at: whole when it is proved, else an object or array opened.
func _take_value() -> void:
	if _at >= _text.length():
		_read_whole()
		return
	var first = _text[_at]
	var container = first == "{" or first == "["
	var end = -1
	if container:
		end = _container_end(first)
	elif first == '"':
		end = _string_end()
	else:
		end = _scalar_end()
	var value = _exact(end, container)
	if not value.empty():
		var newline = _text.substr(_at, end - _at).rfind("\n")
		if newline != -1:
			_line_start = _at + newline + 1
		_at = end
		_add(value[0])
	elif container:
		_at += 1
		_stack.append([{} if first == "{" else [], null])
	else:
		_read_whole()


func _add(value) -> void:
	if _stack.empty():
		result = {"value": value, "error": ""}
		return
	var frame = _stack.back()
	if typeof(frame[0]) == TYPE_DICTIONARY:
		frame[0][frame[1]] = value
		frame[1] = null
	else:
		frame[0].append(value)


# Where a container at _at ends as the Python tools indent it; -1 past MEMBER_CHARS or none.
func _container_end(first: String) -> int:
	var indent = ""
	var i = _line_start
	while i < _at and _text[i] == " ":
		indent += " "
		i += 1
	var close = "\n" + indent + ("}" if first == "{" else "]")
	var found = _text.find(close, _at)
	if found == -1 or found + close.length() - _at > MEMBER_CHARS:
		return -1
	return found + close.length()


# Where the string at _at ends (after its closing quote); -1 when it does not in the text.
func _string_end() -> int:
	if _text[_at] != '"':
		return -1
	var quote = _at
	while true:
		quote = _text.find('"', quote + 1)
		if quote == -1:
			return -1
		var backslashes = 0
		while _text[quote - 1 - backslashes] == "\\":
			backslashes += 1
		if backslashes % 2 == 0:
			return quote + 1
	return -1


# Where a number, true, false or null at _at ends (JSON.parse would read the token alone as a
# value and drop what follows, so its shape is checked here); -1 for anything else.
func _scalar_end() -> int:
	var end = _at
	while end < _text.length() and _text.ord_at(end) > 32 and not _text[end] in ",]}:":
		end += 1
	var token = _text.substr(_at, end - _at)
	if token in ["true", "false", "null"]:
		return end
	if token.empty() or not (token[0] == "-" or token[0] in "0123456789"):
		return -1
	return end if token.is_valid_float() else -1


# [the value of the text from _at to `end`], or [] when it does not parse or, for an object or
# array (`container`), is not exactly one value (see the top; the string and the scalar ends
# are the tokenizer's own). validate_json() logs nothing where a text does not parse.
func _exact(end: int, container: bool) -> Array:
	if end == -1:
		return []
	var text = _text.substr(_at, end - _at)
	if container and validate_json(text.substr(0, text.length() - 1)).empty():
		return []
	var parsed = JSON.parse(text)
	return [parsed.result] if parsed.error == OK else []


func _skip_space() -> void:
	while _at < _text.length() and _text.ord_at(_at) <= 32 and _text.ord_at(_at) > 0:
		if _text[_at] == "\n":
			_line_start = _at + 1
		_at += 1


# The file read whole by json_file.gd, its answer the result.
func _read_whole() -> void:
	if _file != null and _file.is_open():
		_file.close()
	result = JsonFile.read(_path)
