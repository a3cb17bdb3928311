extends Reference
# The modes' catalogs read and checked on a worker thread (ModeRegistry.load_catalog's work: the
# baked file read, every level checked by the mode's rules), so a card's tap finds its catalog
# kept and the shell keeps drawing meanwhile. start(ids) begins, in that order; prefer(id) moves
# a mode not begun yet to the front (the player tapped it). The worker touches nothing shared:
# it takes the next mode and leaves each catalog it made under the mutex; collect(), on the main
# thread (the shell calls it every frame), keeps them in the registry and finishes the thread
# once the worker is done. stop() cancels what is not begun and waits for the thread (at most
# the catalog being read); what it made is dropped. A job stopped or done may start again.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")

var _thread = null
var _mutex = Mutex.new()
# Shared with the worker (under _mutex):
var _queue = []  # [id, path, [catalog script, rules], kept [path, MD5]] not begun yet
var _made = []  # [id, path, MD5, catalog or null (the kept one is current)] not collected yet
var _cancelled = false
var _worker_done = false
# Main thread only:
var _waiting = {}  # id -> true until its catalog is collected


# Starts reading the catalogs of `ids` (the shell's playable modes); false when a job runs or
# no thread could be started (the modes then read their catalogs themselves).
func start(ids: Array) -> bool:
	if _thread != null:
		return false
	_cancelled = false
	_worker_done = false
	_made = []
	_queue = []
	_waiting = {}
	for id in ids:
		var path = ModeRegistry.catalog_path(id)
		var maker = ModeRegistry.catalog_maker(id)
		_queue.append([str(id), path, maker, ModeRegistry.kept_version(id)])
		_waiting[str(id)] = true
	_thread = Thread.new()
	if _thread.start(self, "_run", self) != OK:
		_thread = null
		_queue = []
		_waiting = {}
		return false
	return true


func is_running() -> bool:
	return _thread != null


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


# On the main thread: keeps the catalogs made since the last call; finishes the thread when the
# worker is done.
func collect() -> void:
	if _thread == null:
		return
	_mutex.lock()
	var made = _made
	_made = []
	var done = _worker_done
	_mutex.unlock()
	for each in made:
		if each[3] != null:
			ModeRegistry.keep_catalog(each[0], each[1], each[2], each[3])
		_waiting.erase(each[0])
	if done:
		_thread.wait_to_finish()
		_thread = null
		_waiting = {}


# Cancels the catalogs not begun and waits for the thread; nothing more is kept.
func stop() -> void:
	if _thread == null:
		return
	_mutex.lock()
	_cancelled = true
	_mutex.unlock()
	_thread.wait_to_finish()
	_thread = null
	_queue = []
	_made = []
	_waiting = {}


# On the worker thread (userdata: the job, kept alive while it runs).
func _run(_job):
	while true:
		_mutex.lock()
		var next = [] if _cancelled or _queue.empty() else _queue.pop_front()
		_mutex.unlock()
		if next.empty():
			break
		var md5 = ModeRegistry.file_md5(next[1])
		var catalog = null
		if md5.empty() or next[3] != [next[1], md5]:
			catalog = ModeRegistry.make_catalog(next[2], next[0], next[1])
		_mutex.lock()
		_made.append([next[0], next[1], md5, catalog])
		_mutex.unlock()
	_mutex.lock()
	_worker_done = true
	_mutex.unlock()
