extends "res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd"
# Without threads (the web build, forced here: scripts/common/job_runner.gd set_sliced) the daily
# board is made in slices on the main thread, on the hardest board known (harbor on 2012-12-10,
# the first daily spec's, a proof of 1,358 positions: tests/godot/bench/cat_daily.gd HARDEST;
# the spec from 2026-12-07 backtracks far less): the same board as on a
# worker and as daily_generator.gd board() makes, the game screen's loading state until it is in,
# taps taken meanwhile, the work spread over frames and no frame held longer than
# SliceWatch.BOUND_MSEC; stopped half-way, the job emits nothing.

const DailyGenerator = preload("res://scripts/city_cat_catch/daily_generator.gd")
const DailyJob = preload("res://scripts/city_cat_catch/daily_job.gd")
const JobRunner = preload("res://scripts/common/job_runner.gd")
const SliceWatch = preload("res://tests/godot/common/slice_watch.gd")
const HARD_DATE = "2012-12-10"
const HARD_CITY = "harbor"

var _emitted = []


func after_each():
	JobRunner.set_sliced(false)
	.after_each()


func test_the_board_made_in_slices_is_the_one_made_on_a_worker():
	yield(open_mode(store), "completed")
	var source = mode.catalog.daily_source(HARD_CITY)
	var expected = DailyGenerator.new().board(source, HARD_DATE)
	assert_eq(expected["nodes"], 1358, "the hardest proof known")
	var on_worker = yield(_made(source), "completed")
	assert_eq(on_worker, expected, "the worker's board is board()'s")
	JobRunner.set_sliced(true)
	var watch = SliceWatch.new()
	watch.start(get_tree())
	var in_slices = yield(_made(source), "completed")
	watch.stop()
	print(watch.summary("the daily board of %s on %s" % [HARD_CITY, HARD_DATE]))
	assert_eq(in_slices, on_worker, "the same board, attempt and proof")
	# all at once would be one frame (about 40 ms of work here)
	assert_true(watch.frames >= 3, watch.summary("spread over frames"))
	assert_true(watch.held_msec() <= SliceWatch.BOUND_MSEC, watch.summary("held briefly"))


func test_the_loading_state_shows_and_taps_are_taken_while_the_board_is_made_in_slices():
	JobRunner.set_sliced(true)
	yield(open_mode(store), "completed")
	mode.today = HARD_DATE
	mode.open_city(HARD_CITY)
	mode.daily_boards.stop()  # made from the tap on, not from the list's opening
	yield(frames(2), "completed")
	click(mode.daily_card())
	var loading_frames = 0
	while game.is_loading():
		assert_true(board.is_loading(), "the board shows its loading state")
		yield(get_tree(), "idle_frame")
		loading_frames += 1
		if loading_frames == 1:
			click(game.frame().find_node("MenuButton", true, false))
			assert_true(game.frame().is_menu_open(), "a tap while it is made is taken")
			assert_true(game.is_loading(), "and it is still made")
			game.frame().close_menu()
	assert_true(loading_frames >= 3, "loading shown over %d frames" % loading_frames)
	yield(frames(2), "completed")
	var expected = DailyGenerator.new().board(mode.catalog.daily_source(HARD_CITY), HARD_DATE)
	assert_eq(game.level, expected["level"], "then the board, as board() makes it")


func test_a_job_stopped_half_way_emits_nothing():
	JobRunner.set_sliced(true)
	yield(open_mode(store), "completed")
	var job = DailyJob.new()
	job.connect("finished", self, "_on_finished")
	job.start(mode.catalog.daily_source(HARD_CITY), HARD_DATE)
	yield(get_tree(), "idle_frame")
	assert_true(job.is_running(), "still being made after a slice")
	job.stop()
	assert_false(job.is_running())
	assert_eq(job.result, {"cancelled": true})
	yield(frames(3), "completed")
	assert_eq(_emitted, [], "nothing emitted")


# The daily job's answer for a source on HARD_DATE (a coroutine).
func _made(source):
	var job = DailyJob.new()
	job.start(source, HARD_DATE)
	var result = yield(job, "finished")
	assert_false(job.is_running(), "not running once it is in")
	return result


func _on_finished(result):
	_emitted.append(result)
