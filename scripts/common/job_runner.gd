extends Reference
# Runs a job's work without holding up the screen: on a worker thread, or where there is none in
# slices on the main thread, one slice a frame. The web build has no threads (Godot 3.2.3's web
# template is built with NO_THREADS: OS.can_use_threads() is false and Thread.start fails).
# The work is an object whose step method (step() unless named) does a small part of it (a few
# milliseconds here at most) and answers true while more is left. Both ways run the same steps
# in the same order, so they give the same result. A slice runs steps until the next one would
# take it past SLICE_USEC (judged by the longest step of the slice so far).
# start(work[, method]) begins; `finished(work)` comes on the main thread after the last step;
# stop() ends the work between two steps (waiting for the thread), after which nothing is
# emitted for it. While the work runs the runner holds it (and a thread's userdata holds the
# runner), so an owner may drop the runner at any time (work in slices then ends with it).
# Tests force the slices where there are threads: set_sliced(true).

signal finished(work)

const SLICE_USEC = 8000
const SLICED_META = "job_runner_sliced"

var _work = null  # the work running
var _method = "step"
var _thread = null
var _slicing = false
var _stopping = false  # read by the worker between steps
var _serial = 0  # the run a thread's answer belongs to


# True where the work runs in slices: no threads on this platform, or set_sliced(true).
static func is_sliced() -> bool:
	return (
		not OS.can_use_threads()
		or (Engine.has_meta(SLICED_META) and Engine.get_meta(SLICED_META))
	)


# Forces the slices on a platform with threads (tests), or lets threads run again.
static func set_sliced(on: bool) -> void:
	Engine.set_meta(SLICED_META, on)


# Starts the work, after stopping any running one.
func start(new_work, method := "step") -> void:
	stop()
	_work = new_work
	_method = method
	_stopping = false
	_serial += 1
	if not is_sliced():
		_thread = Thread.new()
		if _thread.start(self, "_run", [_serial, self]) == OK:
			return
		_thread = null  # no thread after all: slices, as on the web
	_slicing = true
	Engine.get_main_loop().connect("idle_frame", self, "_slice")


func is_running() -> bool:
	return _thread != null or _slicing


# Ends the work between two steps; waits for the thread; nothing is emitted for it.
func stop() -> void:
	_serial += 1
	if _thread != null:
		_stopping = true
		_thread.wait_to_finish()
		_thread = null
	if _slicing:
		_slicing = false
		Engine.get_main_loop().disconnect("idle_frame", self, "_slice")
	_work = null


# On the worker thread (arguments: the run, the runner kept alive while it runs).
func _run(arguments: Array) -> void:
	while not _stopping and _work.call(_method):
		pass
	call_deferred("_thread_done", arguments[0])


func _thread_done(serial: int) -> void:
	if serial != _serial:
		return  # stopped meanwhile
	_thread.wait_to_finish()
	_thread = null
	_finish()


# One frame's slice.
func _slice() -> void:
	var started = OS.get_ticks_usec()
	var longest = 0
	while true:
		var before = OS.get_ticks_usec()
		if not _work.call(_method):
			break
		var now = OS.get_ticks_usec()
		longest = int(max(longest, now - before))
		if now - started + longest > SLICE_USEC:
			return
	_slicing = false
	Engine.get_main_loop().disconnect("idle_frame", self, "_slice")
	_finish()


# Lets go of the work before telling (a listener may start the next one).
func _finish() -> void:
	var done = _work
	_work = null
	emit_signal("finished", done)
