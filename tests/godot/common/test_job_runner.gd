extends "res://tests/godot/test_case.gd"
# The job runner (scripts/common/job_runner.gd) with a work of counted steps of about a
# millisecond each: in slices (as on the web, forced here) it takes many frames, none held much
# longer than a slice, and ends with `finished` once; on a thread it does the same steps; stop()
# ends it between two steps with nothing emitted; a runner stopped or done starts again.

const JobRunner = preload("res://scripts/common/job_runner.gd")
const SliceWatch = preload("res://tests/godot/common/slice_watch.gd")
const STEPS = 150
const STEP_USEC = 1000

var _finished = []


# A work of `total` steps, each busy for about STEP_USEC.
class Counting:
	extends Reference
	var total = 0
	var done = 0

	func _init(steps: int) -> void:
		total = steps

	func step() -> bool:
		var until = OS.get_ticks_usec() + STEP_USEC
		while OS.get_ticks_usec() < until:
			pass
		done += 1
		return done < total


func after_each():
	JobRunner.set_sliced(false)


func test_in_slices_the_work_takes_many_frames_none_held_long():
	JobRunner.set_sliced(true)
	var runner = JobRunner.new()
	runner.connect("finished", self, "_on_finished")
	var work = Counting.new(STEPS)
	var watch = SliceWatch.new()
	runner.start(work)
	assert_eq(work.done, 0, "nothing is done at the start: the first slice comes with a frame")
	var at_most = JobRunner.SLICE_USEC / STEP_USEC  # steps a slice has room for
	var most = 0  # steps done in one frame
	watch.start(get_tree())
	while runner.is_running():
		var before = work.done
		yield(get_tree(), "idle_frame")
		most = int(max(most, work.done - before))
	watch.stop()
	print(watch.summary("%d steps of %d ms" % [STEPS, STEP_USEC / 1000]))
	assert_eq(work.done, STEPS, "every step")
	assert_eq(_finished, [work], "finished once, with the work")
	assert_true(most <= at_most, "at most %d steps a frame: %d" % [at_most, most])
	assert_true(watch.frames >= STEPS / at_most, watch.summary("spread over frames"))
	assert_true(watch.held_msec() <= SliceWatch.BOUND_MSEC, watch.summary("held briefly"))


func test_on_a_thread_the_same_steps_run_and_finished_comes_once():
	var runner = JobRunner.new()
	runner.connect("finished", self, "_on_finished")
	var work = Counting.new(STEPS)
	runner.start(work)
	while runner.is_running():
		yield(get_tree(), "idle_frame")
	assert_eq(work.done, STEPS, "every step")
	assert_eq(_finished, [work], "finished once, on the main thread")


func test_stop_ends_the_work_between_two_steps_and_nothing_is_emitted():
	for sliced in [true, false]:
		JobRunner.set_sliced(sliced)
		_finished = []
		var runner = JobRunner.new()
		runner.connect("finished", self, "_on_finished")
		var work = Counting.new(STEPS)
		runner.start(work)
		while work.done == 0:
			yield(get_tree(), "idle_frame")
		runner.stop()
		assert_false(runner.is_running(), "stopped (sliced: %s)" % sliced)
		var done = work.done
		assert_true(done < STEPS, "before its end")
		yield(get_tree(), "idle_frame")
		yield(get_tree(), "idle_frame")
		assert_eq(work.done, done, "no step after stop()")
		assert_eq(_finished, [], "nothing emitted")
		var again = Counting.new(3)
		runner.start(again)
		while runner.is_running():
			yield(get_tree(), "idle_frame")
		assert_eq([again.done, _finished], [3, [again]], "a stopped runner starts again")


func _on_finished(work):
	_finished.append(work)
