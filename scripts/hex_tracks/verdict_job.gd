extends Reference
# The workshop's verdict of a board (analysis.gd: the tables, the solve, the score) worked out on
# a worker thread, so the workshop keeps taking taps while it shows "checking". check(level)
# asks for a board's verdict; `finished(analysis)` is emitted on the main thread with the
# verdict of the newest board asked for, never an older one's: a check asked while a thread runs
# supersedes the boards not started yet, and the running one's answer is dropped when a newer
# board was asked for (the newer then starts). One thread at a time; the job keeps itself alive
# while it runs (the thread's userdata holds it). stop() drops what is asked and waits for the
# running thread (one analysis at most), after which nothing is emitted until the next check.

signal finished(analysis)

const Analysis = preload("res://scripts/hex_tracks/analysis.gd")
const Geometry = preload("res://scripts/hex_tracks/geometry.gd")

var _thread = null
var _serial = 0  # the newest board asked for
var _running = 0  # the serial of the board the thread works on
var _next = null  # the newest board not started yet, null for none
var _geometry = Geometry.new()  # the worker's own (its tables are built on the worker)


# Asks for the verdict of `level` (a copy is taken).
func check(level: Dictionary) -> void:
	_serial += 1
	_next = level.duplicate(true)
	if _thread == null:
		_start_next()


# True from a check until its verdict is emitted (or the job is stopped).
func is_checking() -> bool:
	return _thread != null or _next != null


# Drops the boards asked for and waits for the running thread; nothing is emitted for them.
func stop() -> void:
	_next = null
	_serial += 1
	if _thread != null:
		_thread.wait_to_finish()
		_thread = null


func _start_next() -> void:
	var level = _next
	_next = null
	_running = _serial
	_thread = Thread.new()
	if _thread.start(self, "_run", [level, _running, self]) != OK:
		_thread = null  # no thread: the verdict is worked out here
		emit_signal("finished", Analysis.analyze(level, _geometry))


# On the worker thread.
func _run(arguments: Array):
	var analysis = Analysis.analyze(arguments[0], _geometry)
	call_deferred("_finish", arguments[1], analysis)


# Back on the main thread.
func _finish(serial: int, analysis: Dictionary) -> void:
	if _thread == null or serial != _running:
		return  # stopped, or a thread of before a stop
	_thread.wait_to_finish()
	_thread = null
	if serial == _serial:
		emit_signal("finished", analysis)
	elif _next != null:
		_start_next()
