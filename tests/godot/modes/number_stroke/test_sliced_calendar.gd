extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# Without threads (the web build, forced here: scripts/common/job_runner.gd set_sliced) the daily
# calendar (1.5 MB of JSON) is read in slices on the main thread: the same calendar as read at
# once and on a worker, the daily card without its grade until it is in, a tap on the card
# meanwhile opening today's level once it is, the reading spread over frames and no frame held
# longer than SliceWatch.BOUND_MSEC.

const DailyCalendar = preload("res://scripts/number_stroke/daily_calendar.gd")
const JobRunner = preload("res://scripts/common/job_runner.gd")
const SliceWatch = preload("res://tests/godot/common/slice_watch.gd")
const CALENDAR = "res://levels/01-number-stroke.daily.json"
const MODE = "01-number-stroke"
const TODAY = "2026-12-06"

const Mode = preload("res://scripts/number_stroke/number_stroke_mode.gd")


func before_each():
	.before_each()
	Mode.KEPT_CALENDARS.clear()  # read by the mode, as at a run's first open


func after_each():
	JobRunner.set_sliced(false)
	.after_each()


# A calendar read is kept for the run: the mode opened again has it at once; a calendar whose
# file changed since (another stamp) is read again.
func test_the_calendar_read_once_is_kept_for_the_run():
	yield(open_mode(store), "completed")
	if not mode.is_daily_ready():
		yield(mode, "daily_ready")
	var read = mode.daily_calendar
	yield(frames(1), "completed")  # not from inside the signal: the mode is freed
	yield(open_mode(store), "completed")
	assert_true(mode.is_daily_ready(), "opened again: the calendar is in at once")
	assert_eq(mode.daily_calendar, read, "the one read before")
	var kept = Mode.KEPT_CALENDARS[CALENDAR]
	kept[0] = [1, 2]
	yield(open_mode(store), "completed")
	assert_false(mode.is_daily_ready(), "a file changed since is read again")
	yield(mode, "daily_ready")
	assert_true(mode.daily_calendar != read and mode.daily_calendar.ok)


func test_the_calendar_read_in_slices_is_the_one_read_on_a_worker():
	var at_once = inst2dict(DailyCalendar.new(CALENDAR, MODE))
	assert_true(at_once["ok"], at_once["error"])
	var on_worker = yield(_read(), "completed")
	assert_eq(on_worker, at_once, "the worker's is the one read at once")
	JobRunner.set_sliced(true)
	var watch = SliceWatch.new()
	watch.start(get_tree())
	var in_slices = yield(_read(), "completed")
	watch.stop()
	print(watch.summary("the daily calendar"))
	assert_eq(in_slices, at_once, "the same calendar")
	# all at once would be one frame (about 60 ms of work here)
	assert_true(watch.frames >= 3, watch.summary("spread over frames"))
	assert_true(watch.held_msec() <= SliceWatch.BOUND_MSEC, watch.summary("held briefly"))


func test_a_tap_on_the_card_before_the_calendar_is_in_opens_today_s_level_once_it_is():
	JobRunner.set_sliced(true)
	yield(open_mode(store), "completed")
	mode.today = TODAY
	var card = mode.daily_card()
	assert_false(mode.is_daily_ready(), "still read after the mode's first frames")
	assert_eq(card.detail, "", "the card shows no grade before the calendar is in")
	click(card)
	assert_true(select.visible and not game.visible, "nothing opens before it is in")
	var watch = SliceWatch.new()
	watch.start(get_tree())
	yield(mode, "daily_ready")
	watch.stop()
	assert_true(watch.frames >= 3, watch.summary("read over frames after the tap"))
	assert_true(watch.held_msec() <= SliceWatch.BOUND_MSEC, watch.summary("held briefly"))
	yield(frames(2), "completed")
	assert_true(game.visible and game.is_daily(), "today's level opens once it is in")
	assert_eq(game.level["date"], TODAY)
	assert_eq(game.level["id"], DailyCalendar.new(CALENDAR, MODE).level_for(TODAY)["id"])


# The calendar read as a job, as its fields (a coroutine).
func _read():
	var runner = JobRunner.new()
	runner.start(DailyCalendar.new(CALENDAR, MODE, true), "load_step")
	var calendar = yield(runner, "finished")
	assert_false(runner.is_running(), "not running once it is read")
	return inst2dict(calendar)
