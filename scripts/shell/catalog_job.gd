extends Reference
# The modes' catalogs read and checked as a job (ModeRegistry.load_catalog's work: the baked file
# read, every level checked by the mode's rules), so a card's tap finds its catalog kept and the
# shell keeps drawing meanwhile: on a worker thread, or where there are none (the web build) in
# slices on the main thread (scripts/common/job_runner.gd; each catalog is loaded in steps).
# start(ids) begins, in that order; prefer(id) moves a mode not begun yet to the front (the
# player tapped it). The work touches nothing shared: it takes the next mode and leaves each
# catalog it made under the mutex; collect(), on the main thread (the shell calls it every
# frame), keeps them in the registry. stop() cancels what is not begun and ends the work between
# two steps (waiting for a thread); what it made is dropped. A job stopped or done may start
# again.

const JobRunner = preload("res://scripts/common/job_runner.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")

var _runner = JobRunner.new()
var _mutex = Mutex.new()
# Shared with the work (under _mutex):
var _queue = []  # [id, path, [catalog script, rules], kept [path, MD5]] not begun yet
# [id, path, MD5, catalog or null (the kept one is current), the file's stamp] not collected yet
var _made = []
# The work's own:
var _loading = []  # [id, path, MD5, catalog, stamp] of the catalog being loaded, [] for none
# Main thread only:
var _waiting = {}  # id -> true until its catalog is collected


# Starts reading the catalogs of `ids` (the shell's playable modes); false when a job runs.
func start(ids: Array) -> bool:
	if _runner.is_running():
		return false
	_made = []
	_queue = []
	_loading = []
	_waiting = {}
	for id in ids:
		var path = ModeRegistry.catalog_path(id)
		var maker = ModeRegistry.catalog_maker(id)
		_queue.append([str(id), path, maker, ModeRegistry.kept_version(id)])
		_waiting[str(id)] = true
	_runner.start(self, "_step")
	return true


func is_running() -> bool:
	return _runner.is_running()


# True unless the job still has to read the mode's catalog (collect() first).
func is_ready(id) -> bool:
	return not _waiting.has(str(id))


# Reads the mode's catalog next if it is not begun yet.
func prefer(id) -> void:
	_mutex.lock()
	for i in range(_queue.size()):
		if _queue[i][0] == str(id):
			_queue.push_front(_queue[i])
			_queue.remove(i + 1)
			break
	_mutex.unlock()


# On the main thread: keeps the catalogs made since the last call; once the work is done no mode
# waits any more.
func collect() -> void:
	_mutex.lock()
	var made = _made
	_made = []
	_mutex.unlock()
	for each in made:
		var catalog = each[3]
		if catalog == null:
			catalog = ModeRegistry.kept_catalog(each[0], each[1], each[2])
		if catalog != null:
			ModeRegistry.keep_catalog(each[0], each[1], each[2], catalog, each[4])
		_waiting.erase(each[0])
	if not _runner.is_running():
		_waiting = {}


# Cancels the catalogs not begun and ends the work; nothing more is kept.
func stop() -> void:
	_runner.stop()
	_queue = []
	_made = []
	_loading = []
	_waiting = {}


# One step of the work (on the worker thread or in a slice): the next mode's file looked at, or
# a step of its catalog's loading; false once every mode is done.
func _step() -> bool:
	if _loading.empty():
		_mutex.lock()
		var next = [] if _queue.empty() else _queue.pop_front()
		_mutex.unlock()
		if next.empty():
			return false
		var stamp = ModeRegistry.file_stamp(next[1])  # before the MD5 (mode_registry.gd)
		var md5 = ModeRegistry.file_md5(next[1])
		if not md5.empty() and next[3] == [next[1], md5]:
			_leave([next[0], next[1], md5, null, stamp])
		else:
			var catalog = ModeRegistry.make_catalog(next[2], next[0], next[1], true)
			_loading = [next[0], next[1], md5, catalog, stamp]
		return true
	if not _loading[3].load_step():
		_leave(_loading)
		_loading = []
	return true


func _leave(made: Array) -> void:
	_mutex.lock()
	_made.append(made)
	_mutex.unlock()
