extends Node
# The save file, shared by every game mode (autoload "SaveStore"):
#   {"format": 1, "buckets": {"mode:01-number-stroke": {...}, ...}}
# What a bucket holds is its mode's business (e.g. scripts/common/linear_progress.gd).
# Every change is written at once, to a temp file renamed over the save, so a crash
# mid-write leaves the previous save whole. A file that is not a save of this format is
# renamed aside (save.corrupt-<unix time>.json) and the game starts clean.

const JsonFile = preload("res://scripts/json_file.gd")
const DEFAULT_PATH = "user://save.json"
const FORMAT = 1

var file_path = ""  # the save in use; set by open(), DEFAULT_PATH on first use otherwise
var error = ""  # the last read or write problem, for logs; "" when there was none

var _buckets = {}


# Uses `path` as the save from now on, reading it; tests point this at a scratch file.
func open(path: String) -> void:
	file_path = path
	error = ""
	_buckets = {}
	if not File.new().file_exists(path) and not Directory.new().dir_exists(path):
		return
	var problem = _read(path)
	if not problem.empty():
		_move_aside(problem)


# A copy of the bucket, {} when there is none.
func get_bucket(key: String) -> Dictionary:
	_open_default_once()
	return _buckets.get(key, {}).duplicate(true)


# Stores a copy of the bucket and writes the save; false (and `error` set) when the file
# could not be written; the bucket is still kept for this run.
func set_bucket(key: String, bucket: Dictionary) -> bool:
	_open_default_once()
	_buckets[key] = bucket.duplicate(true)
	return _write()


func _open_default_once() -> void:
	if file_path.empty():
		open(DEFAULT_PATH)


func _read(path: String) -> String:
	var read = JsonFile.read(path)
	if not read["error"].empty():
		return read["error"]
	var root = read["value"]
	if typeof(root) != TYPE_DICTIONARY or root.size() != 2 or not root.has("buckets"):
		return "not a save file"
	var format = root.get("format")
	if not (typeof(format) in [TYPE_INT, TYPE_REAL] and format == FORMAT):
		return "format is %s, expected %d" % [JSON.print(format), FORMAT]
	var buckets = root["buckets"]
	if typeof(buckets) != TYPE_DICTIONARY:
		return "buckets is not an object"
	for key in buckets:
		if typeof(buckets[key]) != TYPE_DICTIONARY:
			return "bucket %s is not an object" % key
	_buckets = buckets
	return ""


func _move_aside(problem: String) -> void:
	var aside = _aside_path()
	var status = Directory.new().rename(file_path, aside)
	if status == OK:
		error = "%s: %s; moved it to %s and started clean" % [file_path, problem, aside]
	else:
		error = (
			"%s: %s; could not move it aside (error %d), started clean"
			% [file_path, problem, status]
		)
	push_warning(error)


# save.json -> save.corrupt-<unix time>.json, with -2, -3... if that name is taken.
func _aside_path() -> String:
	var stem = "%s.corrupt-%d" % [file_path.get_basename(), OS.get_unix_time()]
	var extension = "." + file_path.get_extension() if file_path.get_extension() else ""
	var candidate = stem + extension
	var taken = 1
	while File.new().file_exists(candidate) or Directory.new().dir_exists(candidate):
		taken += 1
		candidate = "%s-%d%s" % [stem, taken, extension]
	return candidate


func _write() -> bool:
	var temp_path = file_path + ".tmp"
	var file = File.new()
	var status = file.open(temp_path, File.WRITE)
	if status != OK:
		error = "%s: cannot write %s (error %d)" % [file_path, temp_path, status]
		return false
	file.store_string(JSON.print({"format": FORMAT, "buckets": _buckets}, "  ", true) + "\n")
	file.close()
	status = Directory.new().rename(temp_path, file_path)
	if status != OK:
		error = "%s: cannot replace it with %s (error %d)" % [file_path, temp_path, status]
		return false
	return true
