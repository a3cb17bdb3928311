extends Reference
# One daily board generated off the main thread (daily_generator.gd on a Thread), so the screen
# keeps drawing its loading state. start(source, date) begins; `finished(result)` is emitted on
# the main thread with the generator's answer ({"level", "attempt", "nodes", "misses"},
# {"error"} or {"cancelled": true}). The job keeps itself alive while its thread runs (the
# thread's userdata holds it), so an owner may drop it at any time: stop() cancels the search
# and waits for the thread (a few milliseconds: the generator checks `cancelled` at every
# solver node and after every attempt), after which nothing is emitted.

signal finished(result)

const DailyGenerator = preload("res://scripts/city_cat_catch/daily_generator.gd")

var result = {}  # the answer, once finished
var elapsed_msec = 0  # the generation's wall time, once finished

var _generator = DailyGenerator.new()
var _thread = null
var _started_usec = 0


# Starts the generation of the board of `date` from a checked source (daily_generator.gd
# source_of); false when a thread could not be started (the answer is then {"error"}).
func start(source: Dictionary, date: String) -> bool:
	if _thread != null:
		return false
	_thread = Thread.new()
	_started_usec = OS.get_ticks_usec()
	if _thread.start(self, "_run", [source.duplicate(true), date, self]) != OK:
		_thread = null
		result = {"error": "no thread for the daily board"}
		return false
	return true


func is_running() -> bool:
	return _thread != null


# Cancels a running generation and waits for its thread; `finished` is not emitted.
func stop() -> void:
	if _thread == null:
		return
	_generator.cancelled = true
	_thread.wait_to_finish()
	_thread = null
	result = {"cancelled": true}


# On the worker thread.
func _run(arguments: Array):
	var made = _generator.board(arguments[0], arguments[1])
	call_deferred("_finish", made)
	return made


# Back on the main thread.
func _finish(made: Dictionary) -> void:
	if _thread == null:
		return  # stopped
	_thread.wait_to_finish()
	_thread = null
	elapsed_msec = (OS.get_ticks_usec() - _started_usec) / 1000
	result = made
	emit_signal("finished", made)
