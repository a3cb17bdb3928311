extends "res://tests/godot/test_case.gd"
# Never a lost event on a kill: another Godot process records play data as fast as it can and is
# killed (SIGKILL) in the middle; every event it wrote is read back whole, the sequence has no
# gap, and the next run goes on from it without ever appending to a cut-short line.

const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const WRITER = "res://tests/godot/common/telemetry_writer.gd"
const EventLog = preload("res://scripts/telemetry/event_log.gd")
const ENOUGH = 400  # events written before the kill
const WAIT_SECONDS = 40

var telemetry = null


func _init():
	timeout_seconds = 90


func before_each():
	telemetry = get_node("/root/Telemetry")


func after_each():
	telemetry.open(telemetry.FOLDER, get_node("/root/SaveStore"), telemetry.endpoint_setting())


func test_a_killed_writer_loses_no_event_and_the_next_run_goes_on():
	var folder = scratch_path("writer")
	Directory.new().make_dir_recursive(folder)
	var args = ["--path", ProjectSettings.globalize_path("res://"), "-s", WRITER, "--", folder]
	var pid = OS.execute(OS.get_executable_path(), args, false)
	assert_true(pid > 0, "the writer started")
	var log_folder = folder.plus_file("play_data")
	var started = OS.get_ticks_msec()
	var written = 0
	while written < ENOUGH and OS.get_ticks_msec() - started < WAIT_SECONDS * 1000:
		yield(get_tree(), "idle_frame")
		written = EventLog.new(log_folder).read_events().size()
	OS.kill(pid)  # SIGKILL: no chance to finish anything
	OS.delay_msec(200)
	assert_true(written >= ENOUGH, "the writer wrote %d events before the kill" % written)
	var events = EventLog.new(log_folder).read_events()
	assert_true(events.size() >= written, "every event read back")
	var seqs = []
	for event in events:
		seqs.append(int(event["seq"]))
	assert_eq(seqs, range(1, events.size() + 1), "whole events, no gap")
	# The next run (this process) takes up the log and goes on from the last event.
	var store = SaveStoreScript.new()
	add_child(store)
	store.open(folder.plus_file("save.json"))
	telemetry.open(log_folder, store)
	assert_true(telemetry.is_enabled(), "the consent the writer was given")
	var next = telemetry.record("app_resume", {"awayMs": 1})
	assert_eq(next.get("seq"), events.size() + 1, "the sequence goes on")
	assert_eq(next.get("installId"), events[0]["installId"], "on the same install")
	var after = EventLog.new(log_folder).read_events()
	assert_eq(after.size(), events.size() + 1, "and the new event is read whole")
