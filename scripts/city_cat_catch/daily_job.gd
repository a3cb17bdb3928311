extends Reference
# One daily board generated as a job (daily_generator.gd's board_step() steps), so the screen
# keeps drawing its loading state: on a worker thread, or where there are none (the web build)
# in slices on the main thread (scripts/common/job_runner.gd). start(source, date) begins;
# `finished(result)` is emitted on the main thread with the generator's answer ({"level",
# "attempt", "nodes", "misses"} or {"error"}). stop() ends the generation between two steps (a
# few milliseconds: a candidate board or PROOF_STEP moves of its proof) and waits for a thread,
# after which nothing is emitted and the answer is {"cancelled": true}. An owner may drop the
# job at any time; nothing is emitted then.

signal finished(result)

const DailyGenerator = preload("res://scripts/city_cat_catch/daily_generator.gd")
const JobRunner = preload("res://scripts/common/job_runner.gd")

var result = {}  # the answer, once finished
var elapsed_msec = 0  # the generation's wall time, once finished

var _generator = DailyGenerator.new()
var _runner = JobRunner.new()
var _started_usec = 0


func _init() -> void:
	_runner.connect("finished", self, "_on_finished")


# Starts the generation of the board of `date` from a checked source (daily_generator.gd
# source_of), after stopping a running one.
func start(source: Dictionary, date: String) -> void:
	_runner.stop()
	_started_usec = OS.get_ticks_usec()
	_generator.start_board(source.duplicate(true), date)
	_runner.start(_generator, "board_step")


func is_running() -> bool:
	return _runner.is_running()


# Ends a running generation; `finished` is not emitted.
func stop() -> void:
	if not _runner.is_running():
		return
	_runner.stop()
	result = {"cancelled": true}


func _on_finished(_work) -> void:
	elapsed_msec = (OS.get_ticks_usec() - _started_usec) / 1000
	result = _generator.result
	emit_signal("finished", result)
