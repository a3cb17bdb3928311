extends Node
# Sends the play-data event log (event_log.gd) in batches to POST {endpoint}/v1/events, following
# the upload contract of docs/telemetry.md: JSON lines as written (application/x-ndjson), at most
# MAX_BATCH_EVENTS events and MAX_BATCH_BYTES bytes a batch, one request at a time, through an
# HTTPRequest node polled by the engine (nothing waits on the network in a frame).
#   200          the batch is stored: the cursor moves on; the next batch goes at once
#   400, 413     the batch is split in halves, down to the one event the collector refuses,
#                which alone is set aside (dropped, counted in dropped_events): the valid events
#                around it all arrive
#   415          a client bug, never resent as it is: the batch is dropped (dropped_events)
#   429, 503     retried after its Retry-After (and at least the backoff), the events kept
#   401          the collector wants the build's token (TOKEN_SETTING): retried with the backoff
#   anything else, no answer, a timeout: retried after an exponential backoff with jitter,
#                1 s doubling to 10 min, the events kept
# Sending again after a lost answer is safe: the collector counts each (installId, seq) once.
# Lines of the log that cannot be events are passed over by the log (event_log.gd next_batch),
# counted in set_aside_lines with a warning naming the first; an upload cursor that cannot be saved
# (the next launch would send the same events again, and again) is reported in `error` and
# cursor_failures.
# Erase requests (docs/telemetry.md "Erasure"): the install ids a "Delete my play data" retired
# (erase_ids, set by the Telemetry autoload, which keeps them in the save) go first, as
# POST {endpoint}/v1/erase {"installIds": [...]}, log or no log; an id leaves erase_ids only once
# the collector answered 200 (or refused the request as malformed: 400, 413, 415, which no resend
# can change); anything else is retried like a batch. erase_answered reports each answer.
# With the project setting TOKEN_SETTING non-empty (a build's override.cfg, written by
# release/build_settings.sh) each batch carries `Authorization: Bearer <token>`. The token is
# public in any build: it only keeps random clients off a collector; the rate limit is the guard.
# An endpoint must be https://, or http:// to this machine or a private network (a playtest
# collector on the LAN): play data never crosses the internet in the clear.

signal answered(status, events)  # each batch's answer (status 0: no answer)
signal drained  # everything written so far is sent
signal erase_answered(status, ids)  # an erase request's answer (status 0: no answer)

const MAX_BATCH_EVENTS = 1000
const MAX_BATCH_BYTES = 1024 * 1024
const FIRST_BACKOFF = 1.0
const MAX_BACKOFF = 600.0
const TIMEOUT_SECONDS = 30
const EVENTS_PATH = "/v1/events"
const ERASE_PATH = "/v1/erase"
const TOKEN_SETTING = "telemetry/upload/token"

var endpoint = ""  # the collector's base URL; "" never uploads
var batch_limit = MAX_BATCH_EVENTS  # halved by a 413, doubled back by each 200
var failures = 0  # answers in a row that asked to retry later
var last_delay = 0.0  # seconds the last retry was put off
var requests_made = 0  # since the uploader was last stopped
var sent_events = 0
var dropped_events = 0  # refused by the collector
var set_aside_lines = 0  # lines of the log passed over: they cannot be events
var cursor_failures = 0  # commits whose upload cursor could not be saved
var error = ""  # the last problem, for logs; "" when there was none
var erase_ids = []  # retired install ids whose erase request is still to be answered

var _log = null
var _token = ""  # TOKEN_SETTING when started
var _batch = {}  # the request in flight: a batch {"lines", "end"}, or {"erase": ids}; {} when none
var _http = HTTPRequest.new()
var _timer = Timer.new()


func _ready():
	_http.timeout = TIMEOUT_SECONDS
	_http.connect("request_completed", self, "_on_request_completed")
	add_child(_http)
	_timer.one_shot = true
	_timer.connect("timeout", self, "_send")
	add_child(_timer)


# Uploads `event_log` (null: none, erase requests only) to `url` from now on (a bad or empty url:
# nothing is sent).
func start(event_log, url: String) -> void:
	stop()
	_log = event_log
	endpoint = url if is_allowed(url) else ""
	_token = token_setting()
	if not url.empty() and endpoint.empty():
		push_warning("play data: the upload endpoint %s is refused (https only)" % url)


# The build's token (its override.cfg), "" when it has none.
static func token_setting() -> String:
	if ProjectSettings.has_setting(TOKEN_SETTING):
		return str(ProjectSettings.get_setting(TOKEN_SETTING)).strip_edges()
	return ""


# Cancels the request in flight and any retry; nothing is sent until start() again.
func stop() -> void:
	_http.cancel_request()
	_timer.stop()
	_batch = {}
	_log = null
	failures = 0
	batch_limit = MAX_BATCH_EVENTS
	requests_made = 0
	sent_events = 0
	dropped_events = 0
	set_aside_lines = 0
	cursor_failures = 0
	error = ""
	erase_ids = []


# Sends an erase request for `ids` (retired install ids) before any batch.
func request_erase(ids: Array) -> void:
	erase_ids = ids.duplicate()
	send_soon()


# Sends what is waiting soon, unless a request is in flight or a retry is already set.
func send_soon() -> void:
	if is_active() and _batch.empty() and _timer.is_stopped():
		_timer.start(0.05)


# Sends at once, skipping a retry's wait.
func retry_now() -> void:
	if is_active() and _batch.empty():
		_timer.stop()
		_send()


func is_active() -> bool:
	return not endpoint.empty() and (_log != null or not erase_ids.empty())


func is_busy() -> bool:
	return not _batch.empty()


# Seconds until the retry set after a failure, 0 when none is set.
func retry_in() -> float:
	return _timer.time_left if not _timer.is_stopped() else 0.0


static func is_allowed(url: String) -> bool:
	if url.begins_with("https://"):
		return url.length() > 8
	if not url.begins_with("http://"):
		return false
	var host = url.substr(7).split("/")[0].split("@")[-1]
	if host.begins_with("["):
		return host.begins_with("[::1]")
	host = host.split(":")[0]
	if host == "localhost" or host.begins_with("127.") or host.begins_with("10."):
		return true
	if host.begins_with("192.168."):
		return true
	var parts = host.split(".")
	return parts.size() == 4 and parts[0] == "172" and int(parts[1]) >= 16 and int(parts[1]) <= 31


# The wait before retry number `failures` (1, 2, ...): 1 s doubling to 10 min, each drawn from
# its upper half so that many devices do not come back at the same moment.
static func backoff(failure_count: int) -> float:
	var ceiling = min(MAX_BACKOFF, FIRST_BACKOFF * pow(2.0, max(0, failure_count - 1)))
	return rand_range(ceiling / 2.0, ceiling)


func _send() -> void:
	if not is_active() or not _batch.empty():
		return
	if not erase_ids.empty():
		var request = JSON.print({"installIds": erase_ids})
		_request({"erase": erase_ids.duplicate()}, ERASE_PATH, "application/json", request)
		return
	if _log == null:
		return
	var batch = _log.next_batch(batch_limit, MAX_BATCH_BYTES)
	if batch["lines"].empty():
		var sent = _log.cursor()
		if batch["end"]["segment"] != sent["segment"] or batch["end"]["offset"] != sent["offset"]:
			_commit(batch)  # only lines that cannot be events were left
		emit_signal("drained")
		return
	_request(batch, EVENTS_PATH, "application/x-ndjson; charset=utf-8", batch["body"])


# POSTs `body` to `path` as the request in flight `batch`.
func _request(batch: Dictionary, path: String, content_type: String, body: String) -> void:
	_batch = batch
	var headers = ["Content-Type: " + content_type]
	if not _token.empty():
		headers.append("Authorization: Bearer " + _token)
	var status = _http.request(
		endpoint.trim_suffix("/") + path, headers, true, HTTPClient.METHOD_POST, body
	)
	requests_made += 1
	if status != OK:
		_batch = {}
		_retry_later(0)


func _on_request_completed(result, code, headers, body):
	if _batch.empty():
		return  # cancelled
	var batch = _batch
	_batch = {}
	var status = code if result == HTTPRequest.RESULT_SUCCESS else 0
	if batch.has("erase"):
		_erase_answered(status, batch["erase"], headers, body)
		return
	var count = batch["lines"].size()
	emit_signal("answered", status, count)
	match status:
		200:
			failures = 0
			batch_limit = int(min(MAX_BATCH_EVENTS, batch_limit * 2))
			sent_events += count
			_commit(batch)
			call_deferred("_send")
		400, 413:
			if count > 1:
				batch_limit = int(ceil(count / 2.0))
				call_deferred("_send")
			else:
				_drop(batch, "%d %s" % [status, body.get_string_from_utf8().left(300)])
		415:
			_drop(batch, "415 %s" % body.get_string_from_utf8().left(300))
		429, 503:
			_retry_later(_retry_after(headers))
		_:
			_retry_later(0)


func _erase_answered(status: int, ids: Array, headers, body) -> void:
	match status:
		200, 400, 413, 415:
			if status != 200:
				push_warning(
					(
						"play data: an erase request refused as malformed (%d %s)"
						% [status, body.get_string_from_utf8().left(300)]
					)
				)
			failures = 0
			for id in ids:
				erase_ids.erase(id)
			call_deferred("_send")
		429, 503:
			_retry_later(_retry_after(headers))
		_:
			_retry_later(0)
	emit_signal("erase_answered", status, ids)


func _drop(batch: Dictionary, why: String) -> void:
	dropped_events += batch["lines"].size()
	push_warning(
		"play data: %d events refused by the collector (%s)" % [batch["lines"].size(), why]
	)
	_commit(batch)
	call_deferred("_send")


# Moves the log's cursor past `batch`, reporting the lines it passed over and a cursor that could
# not be saved.
func _commit(batch: Dictionary) -> void:
	if batch["skipped"] > 0:
		set_aside_lines += batch["skipped"]
		push_warning(
			(
				"play data: %d lines set aside, they cannot be events (the first: %s)"
				% [batch["skipped"], batch["flaw"]]
			)
		)
	if not _log.commit(batch["end"]):
		cursor_failures += 1
		error = "the upload cursor could not be saved (%s)" % _log.error
		push_warning("play data: " + error)


func _retry_later(at_least: float) -> void:
	failures += 1
	last_delay = max(at_least, backoff(failures))
	_timer.start(last_delay)


# Retry-After in seconds (0 when absent or not a number of seconds).
static func _retry_after(headers) -> float:
	for header in headers:
		if header.to_lower().begins_with("retry-after:"):
			var value = header.split(":", true, 1)[1].strip_edges()
			if value.is_valid_integer():
				return clamp(float(value), 0.0, MAX_BACKOFF)
	return 0.0
