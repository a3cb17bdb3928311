extends Node
# Play data (docs/telemetry.md), autoload "Telemetry": the one place events are written and
# sent. Nothing is recorded, stored or sent until the player agrees (the answer is kept in the
# save's "play_data" bucket; unanswered means off); turning it off stops recording and sending at
# once. With consent, record(kind, fields) wraps the fields in the envelope (schema version, app
# version, platform, a random install id, the launch's session id, seq, UTC and monotonic times)
# and appends the event to the log in FOLDER (scripts/telemetry/event_log.gd), from where the
# uploader (scripts/telemetry/uploader.gd) sends it when the project setting ENDPOINT_SETTING
# names a collector (empty: never). delete_play_data() erases the folder and starts a new
# install id; the retired id is kept in the save bucket (ERASE_KEY) until the collector answered
# its erase request (uploader.gd), which is sent whenever an endpoint is set, recording on or off:
# the player asked for it (docs/telemetry.md "Erasure").
# The game screens report play through scripts/telemetry/play_record.gd (one per attempt), which
# asks this autoload for attempt numbers and keeps an attempt's record here while it can be
# resumed; the attempt in the foreground has its clock stopped while the app is in the background
# (app_pause / app_resume, on the OS's pause and focus notifications).
# FOLDER/state.json: {"installId", "seq" (the last one given), "attempts": {key: attempts made},
# "open": {key: a resumable attempt's record}}, written whole to a temp file, then renamed; read
# by the strict reader and never trusted: an install id or seq the schema would refuse (every
# event carrying it refused) is repaired from the log's last event when that names the install,
# else a new install id starts at seq 1 (as when seq would pass the schema's largest number), so
# no (installId, seq) is given twice and no event is written that the collector must refuse.

signal consent_changed(enabled)

const EventLog = preload("res://scripts/telemetry/event_log.gd")
const EventValues = preload("res://scripts/telemetry/event_values.gd")
const JsonFile = preload("res://scripts/json_file.gd")
const Uploader = preload("res://scripts/telemetry/uploader.gd")
const WebStorage = preload("res://scripts/common/web_storage.gd")
const SCHEMA_VERSION = 1
const BUCKET = "play_data"
const ERASE_KEY = "erase"  # in BUCKET: retired install ids whose erase request is not answered
const MAX_RETIRED = 16  # kept at most (the newest): a request names them all
const FOLDER = "user://play_data"
const STATE_FILE = "state.json"
const ENDPOINT_SETTING = "telemetry/upload/endpoint"
const VERSION_SETTING = "application/config/version"
const STRINGS = "res://scenes/telemetry/strings.%s.translation"
const MAX_EVENT_BYTES = EventLog.MAX_LINE_BYTES
const MAX_OPEN_ATTEMPTS = 32
const UTC_MIN_MS = 1577836800000  # the schema's range: a clock outside it is broken
const UTC_MAX_MS = 4102444800000
const ENDINGS = ["win", "fail", "quit", "restart"]  # the events that end an attempt
# Uploads go when the app goes to the background (and comes back) or this many attempts ended
# since the last one: a request carries several attempts (about 3 events each), not one
const ATTEMPTS_PER_UPLOAD = 5

var folder = FOLDER
var endpoint = ""  # the collector's base URL ("" never uploads)
var session_id = ""
var app_version = ""

var _store = null  # the save store holding the consent answer
var _log = null  # the event log, once loaded (consent given)
var _state = {}  # state.json's content once loaded; {} before
var _seq = 0
var _uploader = Uploader.new()
var _current = null  # the play record of the attempt in the foreground
var _paused_at = -1  # OS ticks when the app went to the background, -1 in the foreground
var _unsent_endings = 0  # attempts ended since the last upload was asked for


func _ready():
	session_id = random_hex(8)
	app_version = str(ProjectSettings.get_setting(VERSION_SETTING))
	if not ProjectSettings.has_setting(VERSION_SETTING):
		app_version = "0.0.0"
	for locale in ["en", "zh"]:
		if ResourceLoader.exists(STRINGS % locale):
			TranslationServer.add_translation(load(STRINGS % locale))
	add_child(_uploader)
	_uploader.connect("erase_answered", self, "_on_erase_answered")
	open(FOLDER, get_node_or_null("/root/SaveStore"), endpoint_setting())


# Uses `new_folder` for the log and `store` for the consent answer from now on, uploading to
# `url` ("" never); tests point it at scratch places. Nothing is read until it is needed.
func open(new_folder: String, store, url: String = "") -> void:
	_uploader.stop()
	folder = new_folder
	_store = store
	_log = null
	_state = {}
	_seq = 0
	_current = null
	_paused_at = -1
	_unsent_endings = 0
	endpoint = url
	if not _recording():
		_start_uploader()  # erase requests only
	emit_signal("consent_changed", is_enabled())


static func endpoint_setting() -> String:
	if ProjectSettings.has_setting(ENDPOINT_SETTING):
		return str(ProjectSettings.get_setting(ENDPOINT_SETTING)).strip_edges()
	return ""


# Consent.


# The player answered the first-launch question (either way).
func is_answered() -> bool:
	return typeof(_answer()) == TYPE_BOOL


# The player agreed: events are recorded (and sent when an endpoint is set).
func is_enabled() -> bool:
	return _answer() == true


func set_consent(agreed: bool) -> void:
	if _store != null:
		var bucket = _store.get_bucket(BUCKET)
		bucket["consent"] = agreed
		_store.set_bucket(BUCKET, bucket)
	if agreed:
		_load()
	else:
		_log = null
		_state = {}
		_start_uploader()  # no more events; erase requests still go
	emit_signal("consent_changed", agreed)


# Erases everything recorded on this device (the log, the upload queue, attempt numbers and
# records) and, while recording is on, starts over with a new install id at seq 1. The retired
# install id waits in the save until its erase request is answered.
func delete_play_data() -> void:
	var retired = install_id()
	if retired.empty():  # recording is off: the state was not read
		retired = str(_read_state().get("installId", ""))
	_uploader.stop()
	EventLog.new(folder).delete_all()  # the whole folder, state.json too
	_log = null
	_state = {}
	_seq = 0
	if EventValues.is_hex(retired, 32):
		var pending = pending_erasures()
		pending.erase(retired)
		pending.append(retired)
		_set_erasures(pending.slice(max(0, pending.size() - MAX_RETIRED), pending.size() - 1))
	if _current != null:
		_current.forget_ids()
	if is_enabled():
		_load()
	else:
		_start_uploader()


# The retired install ids whose erase request the collector has not answered yet (the save is
# not trusted: only ids the schema takes).
func pending_erasures() -> Array:
	var found = []
	var kept = _store.get_bucket(BUCKET).get(ERASE_KEY) if _store != null else null
	if typeof(kept) == TYPE_ARRAY:
		for id in kept:
			if EventValues.is_hex(id, 32) and not id in found:
				found.append(id)
	return found


# The random install id ("" while recording is off).
func install_id() -> String:
	return _state.get("installId", "")


# Recording.


# Writes one event of `kind` with `fields` (the envelope is added); returns it, or {} when it was
# not written (no consent, too long, the disk refused).
func record(kind: String, fields: Dictionary = {}) -> Dictionary:
	if not _recording():
		return {}
	if _seq >= EventValues.MAX_COUNT:
		_new_install("seq %d is the schema's largest" % _seq)
	_seq += 1
	var event = {
		"schemaVersion": SCHEMA_VERSION,
		"appVersion": app_version,
		"platform": OS.get_name(),
		"installId": install_id(),
		"sessionId": session_id,
		"seq": _seq,
		"utcMs": int(clamp(OS.get_system_time_msecs(), UTC_MIN_MS, UTC_MAX_MS)),
		"monoMs": OS.get_ticks_msec(),
		"kind": kind,
	}
	for key in fields:
		event[key] = fields[key]
	var line = EventLog.ascii_json(JSON.print(event))
	if line.length() > MAX_EVENT_BYTES:
		push_warning(
			"play data: a %s event over %d bytes was not written" % [kind, MAX_EVENT_BYTES]
		)
		return {}
	if not _log.append(line):
		push_warning("play data: " + _log.error)
		return {}
	if kind in ENDINGS:
		_unsent_endings += 1
	if kind == "app_pause" or _unsent_endings >= ATTEMPTS_PER_UPLOAD:
		_unsent_endings = 0
		_uploader.send_soon()
	return event


# Every event kept on this device, oldest first ([] while recording is off).
func events() -> Array:
	return _log.read_events() if _log != null else []


# The event log (event_log.gd) and the uploader (uploader.gd), for tests and tools; the log is
# null while recording is off.
func event_log():
	return _log


func uploader():
	return _uploader


# Sends what is waiting now (no-op without consent or endpoint).
func upload_now() -> void:
	_uploader.retry_now()


# Attempts (scripts/telemetry/play_record.gd).


# The number of the attempt about to start at the level `key` (1 = the first on this install).
func next_attempt_no(key: String) -> int:
	if not _recording():
		return 1
	var made = _state["attempts"]
	made[key] = int(made.get(key, 0)) + 1
	_write_state()
	return made[key]


# The kept record of the resumable attempt at `key`, {} when there is none.
func open_attempt(key: String) -> Dictionary:
	var found = _state.get("open", {}).get(key)
	return found.duplicate(true) if typeof(found) == TYPE_DICTIONARY else {}


# Keeps (or with {} forgets) the record of the resumable attempt at `key`; the oldest go when
# more than MAX_OPEN_ATTEMPTS are kept.
func keep_attempt(key: String, saved: Dictionary) -> void:
	if not _recording():
		return
	var kept = _state["open"]
	kept.erase(key)
	if not saved.empty():
		kept[key] = saved  # the newest last
	while kept.size() > MAX_OPEN_ATTEMPTS:
		kept.erase(kept.keys()[0])
	_write_state()


# The attempt in the foreground (its clock stops with the app); release() when it is left.
func set_current(play_record) -> void:
	_current = play_record


func release(play_record) -> void:
	if _current == play_record:
		_current = null


# The attempt in the foreground, null when none.
func current():
	return _current


func _notification(what):
	match what:
		MainLoop.NOTIFICATION_APP_PAUSED, MainLoop.NOTIFICATION_WM_FOCUS_OUT:
			_app_paused()
		MainLoop.NOTIFICATION_APP_RESUMED, MainLoop.NOTIFICATION_WM_FOCUS_IN:
			_app_resumed()


func _app_paused() -> void:
	if _paused_at >= 0:
		return
	_paused_at = OS.get_ticks_msec()
	record("app_pause", _where())
	if _current != null:
		_current.suspend()


func _app_resumed() -> void:
	if _paused_at < 0:
		return
	var now = OS.get_ticks_msec()
	var away = now - _paused_at
	_paused_at = -1
	if _current != null:
		_current.resume(away)
	var fields = _where()
	fields["awayMs"] = away
	record("app_resume", fields)
	_uploader.send_soon()


# The attempt being played, for app_pause / app_resume ({} when none).
func _where() -> Dictionary:
	return _current.where() if _current != null else {}


# True when events are to be written (consent given); loads the state on first use.
func _recording() -> bool:
	if not is_enabled():
		return false
	if _log == null:
		_load()
	return true


func _answer():
	return _store.get_bucket(BUCKET).get("consent") if _store != null else null


# Reads state.json and the log, then starts uploading. The install and its last seq are the
# state's, or the log's last event's when that is of the same install and further on, or when the
# state has no install id the schema takes; a new install id when neither has one.
func _load() -> void:
	_state = _read_state()
	_log = EventLog.new(folder)
	var id = _state.get("installId")
	var seq = _state.get("seq")
	var valid = EventValues.is_hex(id, 32) and EventValues.is_count(seq)
	if not EventValues.is_hex(id, 32):
		id = ""
	if not EventValues.is_count(seq):
		seq = -1
	var last = _log.last_event()
	if EventValues.is_hex(last.get("installId"), 32) and EventValues.is_count(last.get("seq")):
		if id.empty():
			id = last["installId"]
		if last["installId"] == id:
			seq = max(seq, last["seq"])
	if id.empty() or seq < 0:
		_new_install("state.json has no install id and seq the schema takes, nor has the log")
	else:
		_state["installId"] = id
		_seq = int(seq)
		if not valid:
			_write_state()  # repaired from the log
	_start_uploader()


# The uploader sends the log (while recording) and the pending erase requests to the endpoint.
func _start_uploader() -> void:
	_uploader.start(_log, endpoint)
	_uploader.request_erase(pending_erasures())


func _set_erasures(ids: Array) -> void:
	if _store != null:
		var bucket = _store.get_bucket(BUCKET)
		bucket[ERASE_KEY] = ids
		_store.set_bucket(BUCKET, bucket)


# An erase request was answered: what the uploader still has to send is what the save keeps.
func _on_erase_answered(_status, _ids) -> void:
	var pending = pending_erasures()
	var left = []
	for id in pending:
		if id in _uploader.erase_ids:
			left.append(id)
	if left.size() != pending.size():
		_set_erasures(left)


# Starts a new install id at seq 0 (the next event is 1), keeping the attempt numbers and records.
func _new_install(why: String) -> void:
	if _state.has("installId"):
		push_warning("play data: %s; a new install id starts at seq 1" % why)
	_state["installId"] = random_hex(16)
	_seq = 0
	_write_state()


# state.json with its tables checked (an entry the schema would refuse is dropped; empty tables
# when it is missing or not a JSON object); its install id and seq are checked by _load().
func _read_state() -> Dictionary:
	var state = JsonFile.read(folder.plus_file(STATE_FILE))["value"]
	if typeof(state) != TYPE_DICTIONARY:
		state = {}
	var made = state.get("attempts")
	state["attempts"] = {}
	if typeof(made) == TYPE_DICTIONARY:
		for key in made:
			if EventValues.is_count(made[key]):
				state["attempts"][key] = made[key]
	if typeof(state.get("open")) != TYPE_DICTIONARY:
		state["open"] = {}
	return state


func _write_state() -> void:
	_state["seq"] = _seq
	Directory.new().make_dir_recursive(folder)
	var path = folder.plus_file(STATE_FILE)
	var file = File.new()
	if file.open(path + ".tmp", File.WRITE) != OK:
		push_warning("play data: cannot write %s" % path)
		return
	file.store_string(JSON.print(_state) + "\n")
	file.close()
	Directory.new().rename(path + ".tmp", path)
	WebStorage.persist()


# `size` random bytes as lowercase hex.
static func random_hex(size: int) -> String:
	return Crypto.new().generate_random_bytes(size).hex_encode()
