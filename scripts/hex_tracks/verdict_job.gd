extends Reference
# The workshop's verdict of a board (analysis.gd: the tables, the solve, the score) worked out as
# a job (scripts/common/job_runner.gd), so the workshop keeps taking taps while it shows
# "checking": on a worker thread, or where there are none (the web build) in slices on the main
# thread, the analysis in analysis_step() steps. check(level) asks for a board's verdict;
# `finished(analysis)` is emitted on the main thread with the verdict of the newest board asked
# for, never an older one's: a check asked while a board is worked on supersedes the boards not
# started yet, and the running one's answer is dropped when a newer board was asked for (the
# newer then starts). One board at a time. stop() drops what is asked and ends the running work
# between two steps (waiting for a thread), after which nothing is emitted until the next check.

signal finished(analysis)

const Analysis = preload("res://scripts/hex_tracks/analysis.gd")
const SharedGeometry = preload("res://scripts/hex_tracks/shared_geometry.gd")
const JobRunner = preload("res://scripts/common/job_runner.gd")

var _runner = JobRunner.new()
var _serial = 0  # the newest board asked for
var _running = 0  # the serial of the board being worked on
var _next = null  # the newest board not started yet, null for none
var _steps = {}  # the running analysis (Analysis.analysis_steps)
var _geometry = SharedGeometry.get_geometry()  # read only: the job's tables are its own


func _init() -> void:
	_runner.connect("finished", self, "_on_finished")


# Asks for the verdict of `level` (a copy is taken).
func check(level: Dictionary) -> void:
	_serial += 1
	_next = level.duplicate(true)
	if not _runner.is_running():
		_start_next()


# True from a check until its verdict is emitted (or the job is stopped).
func is_checking() -> bool:
	return _runner.is_running() or _next != null


# Drops the boards asked for and ends the running work; nothing is emitted for them.
func stop() -> void:
	_next = null
	_serial += 1
	_runner.stop()


func _start_next() -> void:
	_steps = Analysis.analysis_steps(_next, _geometry)
	_next = null
	_running = _serial
	_runner.start(self, "_step")


# On the worker thread or in a slice.
func _step() -> bool:
	return Analysis.analysis_step(_steps)


func _on_finished(_work) -> void:
	if _running == _serial:
		emit_signal("finished", _steps["analysis"])
	elif _next != null:
		_start_next()
