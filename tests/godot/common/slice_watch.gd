extends Reference
# Watches the main thread while a job runs in slices (scripts/common/job_runner.gd, forced with
# set_sliced(true)): from start() to stop(), the frames that passed and the longest time from one
# frame to the next, everything that held the main thread (a slice and the rest of its frame).
# Work done all at once shows as one frame and one long gap.
# Two clocks: the wall (OS.get_ticks_usec()) and, where Linux tells it (/proc/thread-self/
# schedstat), the main thread's own CPU time. held_msec() is the CPU time when there is one: on
# a loaded 2-core machine the scheduler can keep the thread waiting for tens of milliseconds
# between two frames, which no slice causes (the wall figure is printed beside it).

# The longest a frame may hold the main thread here: a slice is about JobRunner.SLICE_USEC (8 ms).
const BOUND_MSEC = 50.0
const SCHEDSTAT = "/proc/thread-self/schedstat"  # "<ns on the CPU> <ns waiting> <slices>"

var frames = 0
var longest_msec = 0.0  # wall
var longest_cpu_msec = -1.0  # the main thread's CPU time, -1 where it cannot be read

var _tree = null
var _last_usec = 0
var _last_cpu_usec = -1


func start(tree: SceneTree) -> void:
	_tree = tree
	frames = 0
	longest_msec = 0.0
	_last_usec = OS.get_ticks_usec()
	_last_cpu_usec = _cpu_usec()
	longest_cpu_msec = 0.0 if _last_cpu_usec >= 0 else -1.0
	_tree.connect("idle_frame", self, "_on_frame")


func stop() -> void:
	_tree.disconnect("idle_frame", self, "_on_frame")


# The longest a frame held the main thread: its CPU time where it is known, else the wall's.
func held_msec() -> float:
	return longest_cpu_msec if longest_cpu_msec >= 0.0 else longest_msec


# One line for the log: what was measured.
func summary(what: String) -> String:
	return (
		"%s in slices: %d frames, the longest %.1f ms (main thread's CPU; wall %.1f ms)"
		% [what, frames, longest_cpu_msec, longest_msec]
	)


func _on_frame() -> void:
	var now = OS.get_ticks_usec()
	longest_msec = max(longest_msec, (now - _last_usec) / 1000.0)
	_last_usec = now
	if _last_cpu_usec >= 0:
		var cpu = _cpu_usec()
		longest_cpu_msec = max(longest_cpu_msec, (cpu - _last_cpu_usec) / 1000.0)
		_last_cpu_usec = cpu
	frames += 1


# The main thread's CPU time in microseconds (the nanoseconds' text cut: String.to_int() stops
# at 32 bits), -1 where it cannot be read.
static func _cpu_usec() -> int:
	var file = File.new()
	if file.open(SCHEDSTAT, File.READ) != OK:
		return -1
	var fields = file.get_line().split(" ")
	file.close()
	if fields.size() != 3 or not fields[0].is_valid_integer():
		return -1
	return fields[0].left(fields[0].length() - 3).to_int()
