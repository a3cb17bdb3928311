extends Reference
# The play-data event log on the device (docs/telemetry.md "The game's side"): one JSON object a
# line, appended to numbered segment files in one folder (events-000001.jsonl, ...).
# - Written through: append() opens the segment, writes the whole line with its newline and
#   closes the file, so the line is with the operating system before append() returns and
#   survives the app being killed or crashing right after.
# - Bounded: a segment that would grow past segment_bytes is closed and the next one started;
#   past max_segments segments the oldest is deleted (its events are lost, sent or not).
# - A line is an event only once its newline is written: a kill in the middle of a write leaves
#   a partial last line, which every reader here skips, and after which the writer starts a new
#   segment rather than appending to it.
# - Nothing read is trusted (a file on the device may be damaged or planted): a line that cannot
#   be an event (not a JSON object, a NUL byte, not ASCII, over MAX_LINE_BYTES) is passed over
#   and counted, so no line ever stops the upload cursor; events are parsed by the strict reader
#   (strict_json.gd: no depth can crash it), upload.json too.
# - The upload cursor (upload.json: the segment and byte offset sent so far) moves on when a
#   batch is answered (commit); segments wholly behind it are deleted, except the one being
#   written.
# Nothing touches the disk until the first append (or commit): a log that was never written
# leaves no folder behind.

const WebStorage = preload("res://scripts/common/web_storage.gd")
const StrictJson = preload("res://scripts/strict_json.gd")
const JsonFile = preload("res://scripts/json_file.gd")
const EventValues = preload("res://scripts/telemetry/event_values.gd")
const PREFIX = "events-"
const SUFFIX = ".jsonl"
const CURSOR_FILE = "upload.json"
const NEWLINE = 10
const MAX_LINE_BYTES = 16 * 1024  # the collector's limit on one event: a longer line is none
const SCAN_BYTES = 64 * 1024  # read at a time while looking for the end of a line passed over

var folder = ""
var segment_bytes = 256 * 1024
var max_segments = 8
var error = ""  # the last write problem, "" when there was none
var dropped_segments = 0  # segments deleted unsent to keep the log bounded

var _segments = []  # segment numbers on disk, ascending
var _active = -1  # the segment appended to; -1: start a new one at the next append
var _active_size = 0
var _cursor = {"segment": 0, "offset": 0}


func _init(log_folder: String) -> void:
	folder = log_folder
	_segments = _segment_numbers()
	if not _segments.empty():
		var newest = _segments[-1]
		var size = _length(newest)
		if _complete_end(newest) == size:
			_active = newest
			_active_size = size
	_cursor = _read_cursor()


# Appends one event line (no newline in it; characters beyond ASCII are written as JSON \u
# escapes, so a line's bytes are its characters); false (and `error` set) when it could not be
# written.
func append(line: String) -> bool:
	line = ascii_json(line)
	var size = line.length() + 1
	if _active < 0 or (_active_size > 0 and _active_size + size > segment_bytes):
		_start_segment()
	var path = segment_path(_active)
	var file = File.new()
	var status = file.open(path, File.READ_WRITE if file.file_exists(path) else File.WRITE)
	if status != OK:
		error = "%s: cannot write (error %d)" % [path, status]
		_active = -1
		return false
	file.seek_end()
	file.store_string(line + "\n")
	var written = file.get_position()
	file.close()
	if written != _active_size + size:  # a short write: never append after what it left
		error = "%s: the write stopped short" % path
		_active = -1
		return false
	_active_size = written
	error = ""
	return true


# Every event of the log in order (parsed lines; partial and unreadable lines skipped).
func read_events() -> Array:
	var events = []
	for n in _segments:
		for line in _lines(n, 0, -1, -1)["lines"]:
			var event = _parsed(line)
			if not event.empty():
				events.append(event)
	return events


# The last event written (for the sequence number to go on from), {} when there is none.
func last_event() -> Dictionary:
	for i in range(_segments.size() - 1, -1, -1):
		var lines = _lines(_segments[i], 0, -1, -1)["lines"]
		for j in range(lines.size() - 1, -1, -1):
			var event = _parsed(lines[j])
			if not event.empty():
				return event
	return {}


# The next lines to upload from the cursor: at most max_events lines and max_bytes bytes (with
# their newlines). {"lines": [...], "body": the lines as JSON-lines text, "end": the cursor after
# them, "skipped": the lines passed over on the way (they cannot be events), "flaw": where the
# first of them is and why ("" when none)}; no lines when all is sent. A line passed over is
# consumed like a sent one, so the cursor always moves on.
func next_batch(max_events: int, max_bytes: int) -> Dictionary:
	var batch = {"lines": [], "body": "", "end": _cursor.duplicate(), "skipped": 0, "flaw": ""}
	var budget = max_bytes
	for n in _segments:
		if n < batch["end"]["segment"]:
			continue
		var offset = batch["end"]["offset"] if n == batch["end"]["segment"] else 0
		var taken = _lines(n, offset, max_events - batch["lines"].size(), budget)
		batch["lines"] += taken["lines"]
		budget -= taken["bytes"]
		batch["skipped"] += taken["skipped"]
		if batch["flaw"].empty():
			batch["flaw"] = taken["flaw"]
		batch["end"] = {"segment": n, "offset": taken["end"]}
		if batch["lines"].size() >= max_events or taken["end"] < _complete_end(n):
			break  # full, or the next line did not fit
	if not batch["lines"].empty():
		batch["body"] = PoolStringArray(batch["lines"]).join("\n") + "\n"
	return batch


# Moves the upload cursor to `end` (a next_batch's) and deletes the segments wholly sent; false
# (and `error` set) when upload.json could not be written: the next launch would start from the
# cursor before.
func commit(end: Dictionary) -> bool:
	_cursor = {"segment": int(end["segment"]), "offset": int(end["offset"])}
	for n in _segments.duplicate():
		var sent = n < _cursor["segment"]
		if n == _cursor["segment"]:
			sent = _cursor["offset"] >= _complete_end(n)
		if sent and n != _active:
			_remove_segment(n)
	return _write_cursor()


# Deletes every file of the log and its folder.
func delete_all() -> void:
	var dir = Directory.new()
	if dir.open(folder) == OK:
		dir.list_dir_begin(true, true)
		var name = dir.get_next()
		while name != "":
			if not dir.current_is_dir():
				dir.remove(folder.plus_file(name))
			name = dir.get_next()
		dir.list_dir_end()
		dir.remove(folder)
	_segments = []
	_active = -1
	_active_size = 0
	_cursor = {"segment": 0, "offset": 0}


func segment_path(n: int) -> String:
	return folder.plus_file("%s%06d%s" % [PREFIX, n, SUFFIX])


# The segment files on disk, oldest first.
func segment_paths() -> Array:
	var paths = []
	for n in _segments:
		paths.append(segment_path(n))
	return paths


func cursor() -> Dictionary:
	return _cursor.duplicate()


# JSON text with every character beyond ASCII as a \u escape (a surrogate pair above U+FFFF);
# JSON.print leaves them as they are.
static func ascii_json(text: String) -> String:
	if text.to_utf8().size() == text.length():
		return text
	var out = PoolStringArray()
	for i in range(text.length()):
		var code = text.ord_at(i)
		if code < 128:
			out.append(text[i])
		elif code < 0x10000:
			out.append("\\u%04x" % code)
		else:
			code -= 0x10000
			out.append("\\u%04x\\u%04x" % [0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)])
	return out.join("")


# The event of a line _lines() took, {} when the line is not a JSON object.
static func _parsed(line: String) -> Dictionary:
	var value = StrictJson.parse(line, false)["value"]
	return value if typeof(value) == TYPE_DICTIONARY else {}


# Why a line cannot be an event, "" when it may be one (the collector has the last word).
static func _flaw(line: String) -> String:
	if line.length() > MAX_LINE_BYTES:
		return "longer than %d bytes" % MAX_LINE_BYTES
	if not (line.begins_with("{") and line.ends_with("}")):
		return "not a JSON object"
	if line.to_utf8().size() != line.length():
		return "not ASCII"
	return ""


func _start_segment() -> void:
	Directory.new().make_dir_recursive(folder)
	_active = (_segments[-1] if not _segments.empty() else 0) + 1
	_active_size = 0
	_segments.append(_active)
	while _segments.size() > max_segments:
		var oldest = _segments[0]
		var unsent = oldest > _cursor["segment"]
		if oldest == _cursor["segment"]:
			unsent = _cursor["offset"] < _complete_end(oldest)
		if unsent:
			dropped_segments += 1
		push_warning("%s: play data over its bound; dropped %s" % [folder, segment_path(oldest)])
		_remove_segment(oldest)


func _remove_segment(n: int) -> void:
	Directory.new().remove(segment_path(n))
	_segments.erase(n)


# The complete lines of segment n from byte `offset` that may be events: at most max_lines (-1:
# any) and max_bytes bytes with their newlines (-1: any). Lines that cannot be events (_flaw(), or
# a NUL byte) are passed over, however long. {"lines": [...], "bytes": their bytes with newlines,
# "end": the offset after the last line taken or passed over, "skipped": lines passed over,
# "flaw": where the first of them is and why ("" when none)}.
func _lines(n: int, offset: int, max_lines: int, max_bytes: int) -> Dictionary:
	var taken = {"lines": [], "bytes": 0, "end": offset, "skipped": 0, "flaw": ""}
	var complete = _complete_end(n)
	var file = File.new()
	if offset >= complete or file.open(segment_path(n), File.READ) != OK:
		return taken
	while taken["end"] < complete and taken["lines"].size() != max_lines:
		var start = taken["end"]
		var size = complete - start
		if max_bytes >= 0:
			size = int(min(size, max_bytes - taken["bytes"]))
		file.seek(start)
		var bytes = file.get_buffer(size)
		var text = bytes.get_string_from_ascii()  # cut short at a NUL byte
		var pieces = text.split("\n")
		# Every piece but the last was followed by a newline; the last is "" or a line cut short
		# (by the size, or at a NUL byte).
		for i in range(pieces.size() - 1):
			if taken["lines"].size() == max_lines:
				break
			var flaw = _flaw(pieces[i])
			if flaw.empty():
				taken["lines"].append(pieces[i])
				taken["bytes"] += pieces[i].length() + 1
				taken["end"] += pieces[i].length() + 1
			else:
				_pass_over(taken, n, flaw, taken["end"] + pieces[i].length() + 1)
		if taken["lines"].size() == max_lines:
			break
		var cut = start + text.length()
		if text.length() < bytes.size():
			_pass_over(taken, n, "a NUL byte", _line_end(file, cut, complete))
		elif pieces[-1].length() > MAX_LINE_BYTES:
			_pass_over(taken, n, _flaw(pieces[-1]), _line_end(file, cut, complete))
		elif taken["end"] == start:
			break  # the line at `start` does not fit in what is left of max_bytes
	file.close()
	return taken


# Passes over the line of segment n at taken["end"], which ends at `end`: `flaw` says why.
func _pass_over(taken: Dictionary, n: int, flaw: String, end: int) -> void:
	if taken["skipped"] == 0:
		taken["flaw"] = "%s byte %d: %s" % [segment_path(n).get_file(), taken["end"], flaw]
	taken["skipped"] += 1
	taken["end"] = end


# The offset after the first newline at or after byte `from` of an open segment whose whole lines
# end at `complete`.
static func _line_end(file: File, from: int, complete: int) -> int:
	var at = from
	while at < complete:
		file.seek(at)
		var bytes = file.get_buffer(int(min(SCAN_BYTES, complete - at)))
		var text = bytes.get_string_from_ascii()
		var found = text.find("\n")
		if found < 0 and text.length() < bytes.size():  # past a NUL byte: byte by byte
			for i in range(text.length(), bytes.size()):
				if bytes[i] == NEWLINE:
					found = i
					break
		if found >= 0:
			return at + found + 1
		at += bytes.size()
	return complete


# The length of segment n up to its last newline (a partial last line is not part of it).
func _complete_end(n: int) -> int:
	var file = File.new()
	if file.open(segment_path(n), File.READ) != OK:
		return 0
	var size = file.get_len()
	var end = size
	if size > 0:
		file.seek(size - 1)
		if file.get_8() != NEWLINE:
			end = _last_newline_end(file, size)
	file.close()
	return end


# The offset after the last newline of an open file of `size` bytes, read backwards in chunks.
static func _last_newline_end(file: File, size: int) -> int:
	var chunk_end = size
	while chunk_end > 0:
		var chunk_start = int(max(0, chunk_end - 4096))
		file.seek(chunk_start)
		var bytes = file.get_buffer(chunk_end - chunk_start)
		for i in range(bytes.size() - 1, -1, -1):
			if bytes[i] == NEWLINE:
				return chunk_start + i + 1
		chunk_end = chunk_start
	return 0


func _length(n: int) -> int:
	var file = File.new()
	if file.open(segment_path(n), File.READ) != OK:
		return 0
	var size = file.get_len()
	file.close()
	return size


func _segment_numbers() -> Array:
	var numbers = []
	var dir = Directory.new()
	if dir.open(folder) != OK:
		return numbers
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while name != "":
		if name.begins_with(PREFIX) and name.ends_with(SUFFIX):
			var digits = name.trim_prefix(PREFIX).trim_suffix(SUFFIX)
			if digits.is_valid_integer() and int(digits) > 0:
				numbers.append(int(digits))
		name = dir.get_next()
	dir.list_dir_end()
	numbers.sort()
	return numbers


# upload.json's cursor; the start of the log when it is missing, unreadable, of another shape or
# beyond the log (nothing is taken for sent that is not known to be).
func _read_cursor() -> Dictionary:
	var fresh = {"segment": 0, "offset": 0}
	var value = JsonFile.read(folder.plus_file(CURSOR_FILE))["value"]
	if typeof(value) != TYPE_DICTIONARY:
		return fresh
	for key in fresh:
		if not EventValues.is_count(value.get(key)):
			return fresh
	var cursor = {"segment": int(value["segment"]), "offset": int(value["offset"])}
	var newest = _segments[-1] if not _segments.empty() else 0
	if cursor["segment"] > newest:
		return fresh
	if cursor["segment"] == newest and cursor["offset"] > _length(newest):
		return fresh
	return cursor


# upload.json written whole to a temp file, then renamed over the old one; false (and `error`
# set) when it could not be.
func _write_cursor() -> bool:
	Directory.new().make_dir_recursive(folder)
	var path = folder.plus_file(CURSOR_FILE)
	var file = File.new()
	if file.open(path + ".tmp", File.WRITE) != OK:
		error = "%s: cannot write" % path
		return false
	file.store_string(JSON.print(_cursor) + "\n")
	file.close()
	if Directory.new().rename(path + ".tmp", path) != OK:
		error = "%s: cannot replace" % path
		return false
	WebStorage.persist()
	return true
