extends Node
# The save file, shared by every game mode (autoload "SaveStore"):
#   {"format": 1, "buckets": {"mode:01-number-stroke": {...}, ...}}
# What a bucket holds is its mode's business (e.g. scripts/common/linear_progress.gd).
#
# Changes are written together at the end of the frame they were made in (a clearing step changes
# the progress and drops the attempt: one write, not two; a write costs 0.3-30 ms), and at once
# when the app is paused, loses focus, quits or the store is freed or opened on another file:
# what waits is written then, and until the app is back every change is written as it is made
# (the nodes told after this autoload save in the same notification, and no frame may follow).
# Each write keeps the last good copy beside the save:
#   1. the new save goes to save.json.tmp, written in full and closed;
#   2. the save in place (good: it was read or written by this store) becomes save.bak.json;
#   3. save.json.tmp is renamed to save.json.
# Each step is one rename, so a crash anywhere leaves a whole save: save.json, else the finished
# save.json.tmp (a crash between 2 and 3), else save.bak.json.
# On opening, a save.json that is not a save of this format (truncated, not JSON, wrong shape)
# is never overwritten: it is renamed aside (save.corrupt-<unix time>.json) and the backup is
# read instead. Then `notice` holds what the player should be told once (a translation key:
# "save_restored" when the last good copy was restored, "save_reset" when nothing could be read
# and the game starts clean); take_notice() hands it over and clears it.
# A mode that finds its own bucket unusable asks backup_bucket(key) for the last good copy of it
# and calls keep_copy() before writing over the save, so what it could not read is kept aside.

const JsonFile = preload("res://scripts/json_file.gd")
const WebStorage = preload("res://scripts/common/web_storage.gd")
const DEFAULT_PATH = "user://save.json"
const FORMAT = 1
const RESTORED = "save_restored"
const RESET = "save_reset"
# The app leaves (the OS may end it in the background) and comes back.
const AWAY = [
	MainLoop.NOTIFICATION_WM_QUIT_REQUEST,
	MainLoop.NOTIFICATION_APP_PAUSED,
	MainLoop.NOTIFICATION_WM_FOCUS_OUT,
]
const BACK = [MainLoop.NOTIFICATION_APP_RESUMED, MainLoop.NOTIFICATION_WM_FOCUS_IN]

var file_path = ""  # the save in use; set by open(), DEFAULT_PATH on first use otherwise
var error = ""  # the last read or write problem, for logs; "" when there was none
var notice = ""  # RESTORED or RESET until take_notice(); "" when there is nothing to tell

var _buckets = {}
var _backup = null  # the buckets of save.bak.json once read ({} when unusable)
var _copies_kept = {}  # reasons keep_copy() already kept a copy for in this run
var _write_due = false  # a change waits for its write at the end of the frame
var _away = false  # paused, unfocused or quitting: changes are written as they are made


# Uses `path` as the save from now on, reading it; tests point this at a scratch file.
func open(path: String) -> void:
	flush()  # what waits belongs to the file in use until now
	file_path = path
	error = ""
	notice = ""
	_buckets = {}
	_backup = null
	_copies_kept = {}
	if _exists(path):
		var problem = _read(path)
		if problem.empty():
			return
		_move_aside(path, problem)
		_restore_from_backup(true)
	elif _exists(_temp_path()) and _read(_temp_path()).empty():
		# A crash between the two renames of a write: the finished temp file is the newest save.
		Directory.new().rename(_temp_path(), path)
	elif _exists(backup_path()):
		_restore_from_backup(false)


# A copy of the bucket, {} when there is none.
func get_bucket(key: String) -> Dictionary:
	_open_default_once()
	return _buckets.get(key, {}).duplicate(true)


# Stores a copy of the bucket; the save is written at the end of the frame (at once while the app
# is away). False (and `error` set) when a write made at once failed; the bucket is still kept
# for this run.
func set_bucket(key: String, bucket: Dictionary) -> bool:
	_open_default_once()
	_buckets[key] = bucket.duplicate(true)
	if _away:
		_write_due = true
		return flush()
	if not _write_due:
		_write_due = true
		call_deferred("flush")
	return true


# Writes the changes that wait, if any; false (and `error` set, with a warning) when the file
# could not be written. Called at the end of the frame of a change.
func flush() -> bool:
	if not _write_due:
		return true
	_write_due = false
	if _write():
		return true
	push_warning(error)
	return false


func is_write_due() -> bool:
	return _write_due


func _notification(what):
	if what in AWAY:
		_away = true
		flush()
	elif what in BACK:
		_away = false
	elif what in [NOTIFICATION_EXIT_TREE, NOTIFICATION_PREDELETE]:
		flush()


# The file the last good copy is kept in: save.bak.json beside save.json.
func backup_path() -> String:
	_open_default_once()
	var extension = "." + file_path.get_extension() if file_path.get_extension() else ""
	return file_path.get_basename() + ".bak" + extension


# The bucket as the last good copy (save.bak.json) holds it, {} when it has none.
func backup_bucket(key: String) -> Dictionary:
	_open_default_once()
	if _backup == null:
		_backup = {}
		if _exists(backup_path()):
			var read = _parse_save(backup_path())
			if read["error"].empty():
				_backup = read["buckets"]
	return _backup.get(key, {}).duplicate(true)


# Copies the save as it is now to save.corrupt-<unix time>.json, once per reason and run, so a
# bucket a mode could not read survives the writes that follow. True when a copy was made.
func keep_copy(reason: String) -> bool:
	_open_default_once()
	flush()  # the save as it is now, with the changes that wait
	if _copies_kept.has(reason) or not _exists(file_path):
		return false
	_copies_kept[reason] = true
	var aside = _aside_path()
	var status = Directory.new().copy(file_path, aside)
	if status != OK:
		error = "%s: %s; could not copy it aside (error %d)" % [file_path, reason, status]
		push_warning(error)
		return false
	push_warning("%s: %s; a copy is kept in %s" % [file_path, reason, aside])
	return true


# Sets what the player should be told once (RESTORED or RESET), keeping a RESET over a RESTORED.
func tell(key: String) -> void:
	if notice != RESET:
		notice = key


# The pending notice (a translation key), then "" until something else happens.
func take_notice() -> String:
	_open_default_once()
	var told = notice
	notice = ""
	return told


func _open_default_once() -> void:
	if file_path.empty():
		open(DEFAULT_PATH)


func _read(path: String) -> String:
	var read = _parse_save(path)
	if read["error"].empty():
		_buckets = read["buckets"]
	return read["error"]


# {"buckets": {...}, "error": ""} or {"buckets": {}, "error": what is wrong}.
func _parse_save(path: String) -> Dictionary:
	var failed = {"buckets": {}, "error": ""}
	var read = JsonFile.read(path)
	if not read["error"].empty():
		failed["error"] = read["error"]
		return failed
	var root = read["value"]
	if typeof(root) != TYPE_DICTIONARY or root.size() != 2 or not root.has("buckets"):
		failed["error"] = "not a save file"
		return failed
	var format = root.get("format")
	if not (typeof(format) in [TYPE_INT, TYPE_REAL] and format == FORMAT):
		failed["error"] = "format is %s, expected %d" % [JSON.print(format), FORMAT]
		return failed
	var buckets = root["buckets"]
	if typeof(buckets) != TYPE_DICTIONARY:
		failed["error"] = "buckets is not an object"
		return failed
	for key in buckets:
		if typeof(buckets[key]) != TYPE_DICTIONARY:
			failed["error"] = "bucket %s is not an object" % key
			return failed
	return {"buckets": buckets, "error": ""}


# Reads save.bak.json in place of the save. `damaged`: the save was there but unreadable.
func _restore_from_backup(damaged: bool) -> void:
	var backup = backup_path()
	if _exists(backup):
		var read = _parse_save(backup)
		if read["error"].empty():
			_buckets = read["buckets"]
			_backup = read["buckets"].duplicate(true)
			tell(RESTORED)
			push_warning("%s: restored the last good copy from %s" % [file_path, backup])
			_write()  # the restored copy is the save from now on (the backup stays as it is)
			return
		_move_aside(backup, read["error"])
		tell(RESET)
	elif damaged:
		tell(RESET)


func _move_aside(path: String, problem: String) -> void:
	var aside = _aside_path()
	var status = Directory.new().rename(path, aside)
	if status == OK:
		error = "%s: %s; moved it to %s and started clean" % [path, problem, aside]
	else:
		error = (
			"%s: %s; could not move it aside (error %d), started clean"
			% [path, problem, status]
		)
	push_warning(error)


# save.json -> save.corrupt-<unix time>.json, with -2, -3... if that name is taken.
func _aside_path() -> String:
	var stem = "%s.corrupt-%d" % [file_path.get_basename(), OS.get_unix_time()]
	var extension = "." + file_path.get_extension() if file_path.get_extension() else ""
	var candidate = stem + extension
	var taken = 1
	while _exists(candidate):
		taken += 1
		candidate = "%s-%d%s" % [stem, taken, extension]
	return candidate


func _temp_path() -> String:
	return file_path + ".tmp"


func _write() -> bool:
	var temp_path = _temp_path()
	var file = File.new()
	var status = file.open(temp_path, File.WRITE)
	if status != OK:
		error = "%s: cannot write %s (error %d)" % [file_path, temp_path, status]
		return false
	file.store_string(JSON.print({"format": FORMAT, "buckets": _buckets}, "  ", true) + "\n")
	file.close()
	var dir = Directory.new()
	if File.new().file_exists(file_path):
		status = dir.rename(file_path, backup_path())
		if status != OK:
			error = "%s: cannot keep it as %s (error %d)" % [file_path, backup_path(), status]
			return false
		_backup = null
	status = dir.rename(temp_path, file_path)
	if status != OK:
		error = "%s: cannot replace it with %s (error %d)" % [file_path, temp_path, status]
		return false
	WebStorage.persist()
	return true


static func _exists(path: String) -> bool:
	return File.new().file_exists(path) or Directory.new().dir_exists(path)
