extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# Without threads (the web build, forced here: scripts/common/job_runner.gd set_sliced) the
# workshop's verdict is worked out in slices on the main thread, on the hardest board the frame
# budget knows (127 cells, 25 tiles): the same analysis as on a worker, "checking" shown until it
# is in, the workshop taking taps meanwhile, the work spread over frames and no frame held longer
# than SliceWatch.BOUND_MSEC.

const Analysis = preload("res://scripts/hex_tracks/analysis.gd")
const JobRunner = preload("res://scripts/common/job_runner.gd")
const LevelImport = preload("res://scripts/hex_tracks/level_import.gd")
const SliceWatch = preload("res://tests/godot/common/slice_watch.gd")
const VerdictJob = preload("res://scripts/hex_tracks/verdict_job.gd")
const BOARD = "res://tests/fixtures/frame-budget/hex-tracks-127-25.json"
const MODE = "hex-tracks"


func after_each():
	JobRunner.set_sliced(false)
	.after_each()


func test_the_verdict_in_slices_is_the_one_worked_out_on_a_worker():
	var level = LevelImport.read_text(read_file(BOARD), MODE)["level"]
	var on_worker = yield(_verdict(level), "completed")
	assert_eq(on_worker, Analysis.analyze(level), "the worker's is analyze()'s")
	assert_eq(on_worker["verdict"], "solvable")
	JobRunner.set_sliced(true)
	var watch = SliceWatch.new()
	watch.start(get_tree())
	var in_slices = yield(_verdict(level), "completed")
	watch.stop()
	print(watch.summary("the verdict of a 127-cell, 25-tile board"))
	assert_eq(in_slices, on_worker, "the same analysis")
	# all at once would be one frame (about 20 ms of work here: at least two slices)
	assert_true(watch.frames >= 2, watch.summary("spread over frames"))
	assert_true(watch.held_msec() <= SliceWatch.BOUND_MSEC, watch.summary("held briefly"))


func test_the_workshop_shows_checking_and_takes_taps_while_a_board_is_checked_in_slices():
	yield(open_mode(), "completed")
	mode.show_workshop()
	yield(frames(2), "completed")
	workshop.import_text(read_file(BOARD))
	yield(_checked(), "completed")
	var on_worker = workshop.import_message()
	assert_true(on_worker != tr("ht_checking") and not on_worker.empty(), on_worker)
	JobRunner.set_sliced(true)
	workshop.import_text(read_file(BOARD))
	var page = workshop.find_node("ImportPage", true, false)
	assert_false(page.visible, "the workshop opens on its editor")
	var checking_frames = 0
	while workshop.import_message() == tr("ht_checking"):
		yield(get_tree(), "idle_frame")
		checking_frames += 1
		if checking_frames == 1:
			click(workshop.find_node("ImportTab", true, false))
			assert_true(page.visible, "a tap while it is checked is taken")
			assert_eq(workshop.import_message(), tr("ht_checking"), "and it is still checked")
	assert_true(checking_frames >= 2, "checking shown over %d frames" % checking_frames)
	assert_eq(workshop.import_message(), on_worker, "then the worker's verdict, score and band")


# The verdict job's answer for a board (a coroutine).
func _verdict(level):
	var job = VerdictJob.new()
	job.check(level)
	var analysis = yield(job, "finished")
	assert_false(job.is_checking(), "not checking once it is in")
	return analysis


# Waits until the import's verdict is in.
func _checked():
	yield(get_tree(), "idle_frame")
	while workshop.import_message() == tr("ht_checking"):
		yield(get_tree(), "idle_frame")
