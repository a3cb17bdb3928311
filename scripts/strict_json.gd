extends Reference
# Strict JSON for what the game reads from outside its own build: the save file and the Hex
# Tracks workshop's imports (docs/architecture.md, "Bad input"). The rules are the Python
# core's reader's (core/jsonio.py), so both sides refuse the same texts: one value and nothing
# after it, no key twice in an object, nesting at most MAX_DEPTH deep, integer literals of at
# most MAX_INT_DIGITS digits, other numbers finite and at most MAX_NUMBER_CHARS characters long,
# UTF-8 without a byte-order mark, no raw control character, no NUL and no half of a surrogate
# pair in a text. It never recurses (Godot's own JSON.parse crashes near 50,000 levels of
# nesting) and reads each byte once.
#   parse(text, whole_numbers := true) -> {"value": the value, "error": ""} or
#     {"value": null, "error": "what is wrong at line L column C"}
#   parse_bytes(bytes, whole_numbers := true) -> the same from UTF-8 bytes (a file's)
# With whole_numbers, an integer literal of up to 18 digits becomes an int and every other
# number a float, so 1 and 1.0 stay apart as they do in Python; without it every number is a
# float, as JSON.parse gives them.
# The quick way (whole_numbers only): a text with no escape whose every number is an integer of
# at most QUICK_DIGITS digits (a level as the game and the core write it) is read by Godot's
# native parser of its own text format (str2var: ints stay ints), which recurses and is lenient
# (trailing commas, a value after the value, other words), so native string operations first
# show that the strict reader takes the text: one object or array and nothing around it, no
# trailing or doubled comma, no word but true/false/null, no leading zero, keys in quotes,
# nesting within MAX_DEPTH, no control character in a text, its non-ASCII texts UTF-8 (checked
# byte by byte: only they are), and as many keys read as written (no key twice). Whatever they
# are unsure of is read the strict way, which also says what is wrong and where. 6.3 ms -> about
# 1.5 ms for a 127-cell level (7.7 KB) here, and its share of a web-build frame likewise.

const MAX_DEPTH = 32
const MAX_INT_DIGITS = 20
const MAX_NUMBER_CHARS = 40
const MAX_EXACT_DIGITS = 18  # an int64 holds every integer of 18 digits (a double, of 15)
const QUICK_DIGITS = 15
# What a JSON text never holds outside its texts, but str2var would take
const QUICK_REFUSED = [",]", ",}", ",,", "[,", "{,", ":,", ",:", "::", ":]", ":}", "{:", "[:"]
const QUICK_LEADING_ZEROS = ["[00", "[01", ",00", ",01", ":00", ":01", "-00", "-01"]
const QUICK_SPACES = [" ", "\n", "\t", "\r"]


static func parse(text: String, whole_numbers := true) -> Dictionary:
	return parse_bytes(text.to_utf8(), whole_numbers)


static func parse_bytes(bytes: PoolByteArray, whole_numbers := true) -> Dictionary:
	if whole_numbers:
		var quick = read_quickly(bytes)
		if not quick.empty():
			return {"value": quick[0], "error": ""}
	return Reader.new(bytes, whole_numbers).read()


# [the value] when the quick way (above) reads `bytes`, [] when it leaves them to the reader.
static func read_quickly(bytes: PoolByteArray) -> Array:
	# one character a byte (a byte over 127 becomes a character that is not ASCII)
	var ascii = bytes.get_string_from_ascii()
	if ascii.length() != bytes.size() or ascii.find("\\") != -1:
		return []  # a NUL, or an escape
	var parts = ascii.split('"')
	if parts.size() % 2 == 0:
		return []  # a text not closed
	var outside = PoolStringArray()
	var texts = PoolStringArray()
	var all_ascii = ascii.to_utf8().size() == bytes.size()
	var checker = null if all_ascii else Reader.new(bytes, true)
	var at = 0  # where the text in quotes begins, in bytes
	for i in range(1, parts.size(), 2):
		outside.append(parts[i - 1])
		var text = parts[i]
		texts.append(text)
		at += parts[i - 1].length() + 1
		if not all_ascii and text.to_utf8().size() != text.length():
			if not checker.is_utf8(at, at + text.length()):
				return []  # not UTF-8: a byte over 127 is only ever in a text
		at += text.length() + 1
	outside.append(parts[-1])
	var text_chars = texts.join("")
	for code in range(1, 32):
		if text_chars.find(char(code)) != -1:
			return []  # a raw control character in a text
	var compact = outside.join('""')
	for space in QUICK_SPACES:
		compact = compact.replace(space, "")
	for pair in QUICK_REFUSED:
		if compact.find(pair) != -1:
			return []
	if _count(compact, ":") != _count(compact, '":'):
		return []  # a key not in quotes
	var rest = compact.replace("true", "").replace("false", "").replace("null", "")
	for digit in "23456789":
		rest = rest.replace(digit, "1")
	for zero in QUICK_LEADING_ZEROS:
		if rest.find(zero) != -1:
			return []
	rest = rest.replace("1", "0")
	if rest.find("0".repeat(QUICK_DIGITS + 1)) != -1 or _count(rest, "-") != _count(rest, "-0"):
		return []  # a long integer, or a minus sign with no digit after it
	var brackets = rest
	for mark in ['"', ",", ":", "-", "0"]:
		brackets = brackets.replace(mark, "")
	var others = brackets
	for mark in ["[", "]", "{", "}"]:
		others = others.replace(mark, "")
	if (
		not others.empty()
		or brackets.length() < 2
		or not brackets[0] + brackets[-1] in ["[]", "{}"]
		or compact[0] != brackets[0]
		or compact[-1] != brackets[-1]
	):
		return []  # not one object or array with nothing around it
	var nested = brackets.substr(1, brackets.length() - 2)
	var depth = 1
	while not nested.empty():
		var inner = nested.replace("[]", "x").replace("{}", "x").replace("x", "")
		depth += 1
		if inner.length() == nested.length() or depth > MAX_DEPTH:
			return []  # brackets that do not pair, or nested too deep
		nested = inner
	var value = str2var(ascii if all_ascii else bytes.get_string_from_utf8())
	if typeof(value) != (TYPE_DICTIONARY if brackets[0] == "{" else TYPE_ARRAY):
		return []  # what the checks above let through and str2var refuses (a missing comma)
	# a key written twice is read once: fewer colons in the value than in the text
	if _count(JSON.print(value), ":") != _count(ascii, ":"):
		return []
	return [value]


# How many times `part` is in `text`.
static func _count(text: String, part: String) -> int:
	return (text.length() - text.replace(part, "").length()) / part.length()


class Reader:
	var _bytes: PoolByteArray
	var _n = 0
	var _at = 0
	var _whole = true
	var _error = ""

	func _init(bytes: PoolByteArray, whole_numbers: bool):
		_bytes = bytes
		_n = bytes.size()
		_whole = whole_numbers

	func read() -> Dictionary:
		if _n >= 3 and _bytes[0] == 0xEF and _bytes[1] == 0xBB and _bytes[2] == 0xBF:
			return _failed("the text starts with a byte-order mark")
		_skip_space()
		if _at >= _n:
			return {"value": null, "error": "the text is empty"}
		var stack = []  # the objects and arrays being filled, innermost last
		var keys = []  # for each of them, the key its next value goes under ("" in an array)
		var value = null
		while true:
			# a value, or the start of an object or array
			_skip_space()
			if _at >= _n:
				return _failed("the text ends in the middle")
			var b = _bytes[_at]
			if b == 123 or b == 91:  # { [
				if stack.size() >= MAX_DEPTH:
					return _failed("nested more than %d levels deep" % MAX_DEPTH)
				_at += 1
				var container = {} if b == 123 else []
				_skip_space()
				if _at < _n and _bytes[_at] == (125 if b == 123 else 93):
					_at += 1
					value = container
				else:
					stack.append(container)
					keys.append("")
					if b == 123 and not _next_key(container, keys):
						return _failed(_error)
					continue
			else:
				value = _scalar()
				if not _error.empty():
					return _failed(_error)
			# the value goes into its container; then a comma or the container's end
			while true:
				if stack.empty():
					_skip_space()
					if _at < _n:
						return _failed("unexpected text after the JSON value")
					return {"value": value, "error": ""}
				var top = stack.back()
				if typeof(top) == TYPE_ARRAY:
					top.append(value)
				else:
					top[keys.back()] = value
				_skip_space()
				if _at >= _n:
					return _failed("the text ends in the middle")
				var c = _bytes[_at]
				_at += 1
				if c == 44:  # ,
					if typeof(top) == TYPE_DICTIONARY and not _next_key(top, keys):
						return _failed(_error)
					break
				if c == (93 if typeof(top) == TYPE_ARRAY else 125):
					value = stack.pop_back()
					keys.pop_back()
					continue
				_at -= 1
				return _failed("expected ',' or the end of the %s" % _container_name(top))
		return _failed("the text ends in the middle")

	static func _container_name(container) -> String:
		return "array" if typeof(container) == TYPE_ARRAY else "object"

	# Reads `"key":` for the object on top of the stack; false (and _error set) when it fails.
	func _next_key(object: Dictionary, keys: Array) -> bool:
		_skip_space()
		if _at >= _n or _bytes[_at] != 34:
			_error = "expected a key in double quotes"
			return false
		var start = _at
		var key = _string()
		if not _error.empty():
			return false
		if object.has(key):
			_at = start
			_error = "duplicate key '%s' in one object" % key.left(40)
			return false
		_skip_space()
		if _at >= _n or _bytes[_at] != 58:  # :
			_error = "expected ':' after a key"
			return false
		_at += 1
		keys[keys.size() - 1] = key
		return true

	func _skip_space() -> void:
		while _at < _n:
			var b = _bytes[_at]
			if b != 32 and b != 10 and b != 13 and b != 9:
				return
			_at += 1

	func _scalar():
		var b = _bytes[_at]
		if b == 34:
			return _string()
		if b == 45 or (b >= 48 and b <= 57):
			return _number()
		for word in ["true", "false", "null"]:
			if _word(word):
				return {"true": true, "false": false, "null": null}[word]
		_error = "expected a value"
		return null

	func _word(word: String) -> bool:
		var ascii = word.to_ascii()
		if _at + ascii.size() > _n:
			return false
		for i in range(ascii.size()):
			if _bytes[_at + i] != ascii[i]:
				return false
		_at += ascii.size()
		return true

	func _number():
		var start = _at
		if _bytes[_at] == 45:
			_at += 1
		var digits = _digits()
		if digits == 0 or (digits > 1 and _bytes[_at - digits] == 48):
			_error = "a number is written wrong"
			return null
		var whole = true
		if _at < _n and _bytes[_at] == 46:  # .
			_at += 1
			whole = false
			if _digits() == 0:
				_error = "a number is written wrong"
				return null
		if _at < _n and (_bytes[_at] == 101 or _bytes[_at] == 69):  # e E
			_at += 1
			whole = false
			if _at < _n and (_bytes[_at] == 43 or _bytes[_at] == 45):
				_at += 1
			if _digits() == 0:
				_error = "a number is written wrong"
				return null
		var literal = _bytes.subarray(start, _at - 1).get_string_from_ascii()
		if whole and digits > MAX_INT_DIGITS:
			_at = start
			_error = "an integer of %d digits; at most %d are read" % [digits, MAX_INT_DIGITS]
			return null
		if not whole and literal.length() > MAX_NUMBER_CHARS:
			_at = start
			_error = (
				"a number written with %d characters; at most %d are read"
				% [literal.length(), MAX_NUMBER_CHARS]
			)
			return null
		if whole and digits <= MAX_EXACT_DIGITS:
			var number = 0  # String.to_int stops at 32 bits: the digits are added up here
			for i in range(_at - digits, _at):
				number = number * 10 + (_bytes[i] - 48)
			if _bytes[start] == 45:
				number = -number
			return number if _whole else number * 1.0  # float() would round to 32 bits
		# String.to_float goes through a 32-bit float (1e300 is inf there); JSON.parse reads
		# a number literal, which the grammar above has checked, as the nearest double
		var value = JSON.parse("[%s]" % literal).result[0]
		if is_inf(value) or is_nan(value):
			_at = start
			_error = "the number %s is out of range" % literal
			return null
		return value

	func _digits() -> int:
		var count = 0
		while _at < _n and _bytes[_at] >= 48 and _bytes[_at] <= 57:
			_at += 1
			count += 1
		return count

	# A text in double quotes, its escapes decoded; its UTF-8 checked byte by byte.
	func _string() -> String:
		_at += 1
		var parts = PoolStringArray()
		var run = _at  # where the bytes copied as they are begin
		while _at < _n:
			var b = _bytes[_at]
			if b == 34:
				parts.append(_bytes_text(run, _at))
				_at += 1
				return parts.join("")
			if b == 92:
				parts.append(_bytes_text(run, _at))
				var escaped = _escape()
				if not _error.empty():
					return ""
				parts.append(escaped)
				run = _at
			elif b < 32:
				_error = "a raw control character in a text (write it as an escape)"
				return ""
			elif b < 128:
				_at += 1
			elif not _utf8_sequence():
				_error = "not UTF-8"
				return ""
		_error = "a text is not closed"
		return ""

	func _bytes_text(from: int, to: int) -> String:
		if to <= from:
			return ""
		var text = _bytes.subarray(from, to - 1).get_string_from_utf8()
		# Godot drops a byte-order mark that begins what it decodes; in a text it is a character
		if to - from >= 3 and _bytes[from] == 0xEF and _bytes[from + 1] == 0xBB:
			if _bytes[from + 2] == 0xBF:
				text = char(0xFEFF) + text
		return text

	# True when the bytes from `from` to `to` (not included) are UTF-8, as _string takes it.
	func is_utf8(from: int, to: int) -> bool:
		_at = from
		while _at < to:
			if _bytes[_at] < 128:
				_at += 1
			elif not _utf8_sequence() or _at > to:
				return false
		return true

	# One valid UTF-8 sequence of 2-4 bytes at _at (no overlong form, no surrogate, at most
	# U+10FFFF): true and past it, or false.
	func _utf8_sequence() -> bool:
		var b = _bytes[_at]
		var more = 0
		var low = 0x80
		var high = 0xBF
		if b >= 0xC2 and b <= 0xDF:
			more = 1
		elif b >= 0xE0 and b <= 0xEF:
			more = 2
			low = 0xA0 if b == 0xE0 else 0x80
			high = 0x9F if b == 0xED else 0xBF
		elif b >= 0xF0 and b <= 0xF4:
			more = 3
			low = 0x90 if b == 0xF0 else 0x80
			high = 0x8F if b == 0xF4 else 0xBF
		else:
			return false
		if _at + more >= _n:
			return false
		for i in range(1, more + 1):
			var c = _bytes[_at + i]
			if c < (low if i == 1 else 0x80) or c > (high if i == 1 else 0xBF):
				return false
		_at += more + 1
		return true

	# The escape at _at (a backslash): the text it stands for.
	func _escape() -> String:
		if _at + 1 >= _n:
			_error = "a text is not closed"
			return ""
		var c = _bytes[_at + 1]
		_at += 2
		match c:
			34:
				return '"'
			92:
				return "\\"
			47:
				return "/"
			98:
				return char(8)
			102:
				return char(12)
			110:
				return "\n"
			114:
				return "\r"
			116:
				return "\t"
			117:
				var code = _hex4()
				if code < 0:
					return ""
				if code >= 0xDC00 and code <= 0xDFFF:
					_error = "a text holds half of a surrogate pair (\\ud800-\\udfff)"
					return ""
				if code >= 0xD800 and code <= 0xDBFF:
					if not (_at + 1 < _n and _bytes[_at] == 92 and _bytes[_at + 1] == 117):
						_error = "a text holds half of a surrogate pair (\\ud800-\\udfff)"
						return ""
					_at += 2
					var low = _hex4()
					if low < 0:
						return ""
					if low < 0xDC00 or low > 0xDFFF:
						_error = "a text holds half of a surrogate pair (\\ud800-\\udfff)"
						return ""
					code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
				if code == 0:
					_error = "a text holds a NUL character"
					return ""
				return char(code)
		_at -= 2
		_error = "an unknown escape in a text"
		return ""

	func _hex4() -> int:
		var code = 0
		for i in range(4):
			var b = _bytes[_at + i] if _at + i < _n else 0
			var digit = -1
			if b >= 48 and b <= 57:
				digit = b - 48
			elif b >= 97 and b <= 102:
				digit = b - 87
			elif b >= 65 and b <= 70:
				digit = b - 55
			if digit < 0:
				_error = "a \\u escape needs four hex digits"
				return -1
			code = code * 16 + digit
		_at += 4
		return code

	func _failed(problem: String) -> Dictionary:
		var line = 1
		var column = 1
		for i in range(min(_at, _n)):
			if _bytes[i] == 10:
				line += 1
				column = 1
			elif _bytes[i] < 0x80 or _bytes[i] >= 0xC0:
				column += 1
		return {"value": null, "error": "%s at line %d column %d" % [problem, line, column]}
