extends Reference
# A data file read in steps (json_reading.gd) and then checked a piece a step, so a job can
# spread the work over frames (job_runner.gd, the web build); made without in_steps it is read
# whole before new() returns. A reader extends it, calls _begin(path, mode, in_steps) at the end
# of its _init, and provides: _read_problem(result) once the file is parsed ("" when its frame
# is fine; _frame_problem checks what every reader's frame has), _pieces_left() and
# _check_next() (the next piece's problem) while pieces remain, and _forget() (drop what a bad
# file had put together). `ok` or `error` once load_step() is false.

const JsonReading = preload("res://scripts/json_reading.gd")

var file_path = ""
var mode_id = ""
var ok = false
var error = ""  # "<file>: <problem>" when the file is unusable
var _reading = null  # the file's reading, until its frame is checked


func _begin(path: String, mode: String, in_steps: bool) -> void:
	file_path = path
	mode_id = mode
	_reading = JsonReading.new(path)
	if not in_steps:
		while load_step():
			pass


# Loads a little more; false once the file is loaded (`ok`, else `error`).
func load_step() -> bool:
	if _reading == null:
		return _pieces_left() and _went_on(_check_next())
	if _reading.step():
		return true
	var problem = _read_problem(_reading.result)
	_reading = null
	return _went_on(problem)


func _went_on(problem: String) -> bool:
	if problem.empty() and _pieces_left():
		return true
	ok = problem.empty()
	if not ok:
		error = "%s: %s" % [file_path, problem]
		_forget()
	_finish()
	return false


# The frame every reader's file has, checked first in its _read_problem: "" when the file was
# read, its top level is an object, its "format" is `format` and its "mode" the reader's mode;
# else the problem.
func _frame_problem(read: Dictionary, format: int) -> String:
	if not read["error"].empty():
		return read["error"]
	var root = read["value"]
	if typeof(root) != TYPE_DICTIONARY:
		return "the top level is not an object"
	var found = root.get("format")
	if not (typeof(found) in [TYPE_INT, TYPE_REAL] and found == format):
		return "format is %s, expected %d" % [JSON.print(found), format]
	if typeof(root.get("mode")) != TYPE_STRING or root["mode"] != mode_id:
		return "mode is %s, expected %s" % [JSON.print(root.get("mode")), mode_id]
	return ""


# The hooks a reader overrides.


func _read_problem(_read: Dictionary) -> String:
	return ""


func _pieces_left() -> bool:
	return false


func _check_next() -> String:
	return ""


func _forget() -> void:
	pass


# Called once when loading ends, either way (a reader drops its scratch state).
func _finish() -> void:
	pass
