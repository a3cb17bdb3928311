extends Reference
# A real playtest collector (`python -m core collect`, docs/telemetry.md) for the play-data tests:
# started on 127.0.0.1 on any free port with the project's .venv Python, under `timeout` so that
# it never outlives a test run that dies (LIFETIME_SECONDS), stopped with SIGTERM (which
# `timeout` passes on). Its output folder is the test's; events() reads what it stored and
# check() runs `python -m core events check` on lines.

const LIFETIME_SECONDS = 240
const START_SECONDS = 60
const FIRST_LINE = "collecting on "
const RATE_BURST = 60  # requests a client address may send at once (core/telemetry/collector.py)

var url = ""  # the base URL the game's endpoint setting would hold, "" until started
var out_dir = ""  # a user:// folder
var error = ""
var _pid = -1


# Starts it on `folder` (a user:// path) and waits for its announcement; a coroutine, true when it
# is listening. `token`: the one a batch must carry (its environment variable); `host`: 0.0.0.0
# listens beyond this machine, where each client address has a rate (reached here on 127.0.0.1).
func start(folder: String, token: String = "", host: String = "127.0.0.1"):
	out_dir = folder
	Directory.new().make_dir_recursive(out_dir)
	var log_path = _os_path(out_dir.plus_file("collector.log"))
	var command = (
		(
			"cd '%s' && ONESTROKE_COLLECT_TOKEN='%s' exec timeout %d '%s' -m core collect"
			+ " --host %s --port 0 --out '%s' > '%s' 2>&1"
		)
		% [
			_project(),
			token,
			LIFETIME_SECONDS,
			python(),
			host,
			_os_path(out_dir.plus_file("out")),
			log_path
		]
	)
	_pid = OS.execute("/bin/sh", ["-c", command], false)
	var started = OS.get_ticks_msec()
	while url.empty() and OS.get_ticks_msec() - started < START_SECONDS * 1000:
		yield(Engine.get_main_loop(), "idle_frame")
		for line in _read(out_dir.plus_file("collector.log")).split("\n"):  # a note may come first
			if line.begins_with(FIRST_LINE) and line.find("/v1/events") > 0:
				url = line.trim_prefix(FIRST_LINE).split(" ")[0].trim_suffix("/v1/events")
				url = url.replace("//0.0.0.0:", "//127.0.0.1:")
	if url.empty():
		error = "the collector did not start: " + _read(out_dir.plus_file("collector.log"))
		stop()
	return not url.empty()


# Stops it (SIGTERM: the batches in flight are stored first) and waits until it is gone.
func stop() -> void:
	if _pid <= 0:
		return
	OS.execute("kill", ["-TERM", str(_pid)], true)
	for _i in range(200):
		if not is_running():
			break
		OS.delay_msec(50)
	_pid = -1


# `timeout` waits for the collector before it exits, so once it is gone (or a zombie: this
# process started it and never reaps it) the collector is gone too.
func is_running() -> bool:
	if _pid <= 0:
		return false
	var output = []
	OS.execute("ps", ["-o", "stat=", "-p", str(_pid)], true, output)
	var state = PoolStringArray(output).join("").strip_edges()
	return not state.empty() and not state.begins_with("Z")


# Uses up this machine's rate on a collector listening beyond it (host 0.0.0.0): sends requests
# without a token until its burst is gone, then returns while a child process goes on sending
# for `seconds`, so the bucket stays empty that long.
func use_up_rate(seconds: float) -> void:
	var lines = [
		"import os, time, urllib.request as u",
		"def send():",
		"    try: u.urlopen(u.Request('%s/v1/events', data=b'x', method='POST'), timeout=5)" % url,
		"    except Exception: pass",
		"for _ in range(%d): send()" % (RATE_BURST + 5),
		"if os.fork() == 0:",
		"    end = time.monotonic() + %f" % seconds,
		"    while time.monotonic() < end: send()",
		"    os._exit(0)",
	]
	var script = PoolStringArray(lines).join("\n")
	OS.execute(python(), ["-c", script], true)


# Every event line it stored (parsed), in file order; the files are its date/mode partitions.
func events() -> Array:
	var found = []
	for path in event_files():
		for line in _read(path).split("\n", false):
			var parsed = JSON.parse(line)
			if parsed.error == OK and typeof(parsed.result) == TYPE_DICTIONARY:
				found.append(parsed.result)
	return found


# The install ids of the erase requests it stored, in file order.
func erase_requests() -> Array:
	var files = []
	_collect(out_dir.plus_file("out/erasures"), files)
	files.sort()
	var found = []
	for path in files:
		for line in _read(path).split("\n", false):
			found.append(JSON.parse(line).result["installId"])
	return found


# The .jsonl files under its output folder (user:// paths).
func event_files() -> Array:
	var files = []
	_collect(out_dir.plus_file("out/events"), files)
	files.sort()
	return files


# `python -m core events check` on `lines` (written to a file in the output folder):
# {"status": exit status, "output": what it printed}.
static func check(lines: Array, folder: String) -> Dictionary:
	var path = folder.plus_file("checked.jsonl")
	var file = File.new()
	file.open(path, File.WRITE)
	file.store_string(PoolStringArray(lines).join("\n") + "\n")
	file.close()
	var output = []
	var command = (
		"cd '%s' && '%s' -m core events check '%s' 2>&1"
		% [_project(), python(), _os_path(path)]
	)
	var status = OS.execute("/bin/sh", ["-c", command], true, output)
	return {"status": status, "output": PoolStringArray(output).join("")}


static func python() -> String:
	return _project().plus_file(".venv/bin/python")


static func _project() -> String:
	return ProjectSettings.globalize_path("res://").trim_suffix("/")


static func _os_path(path: String) -> String:
	return ProjectSettings.globalize_path(path)


static func _read(path: String) -> String:
	var file = File.new()
	if file.open(path, File.READ) != OK:
		return ""
	var text = file.get_as_text()
	file.close()
	return text


static func _collect(folder: String, files: Array) -> void:
	var dir = Directory.new()
	if dir.open(folder) != OK:
		return
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while name != "":
		if dir.current_is_dir():
			_collect(folder.plus_file(name), files)
		elif name.ends_with(".jsonl"):
			files.append(folder.plus_file(name))
		name = dir.get_next()
	dir.list_dir_end()
