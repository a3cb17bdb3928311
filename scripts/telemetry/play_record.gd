extends Reference
# One attempt at a level as play data (docs/telemetry.md "Events"). The common game screen
# (scripts/common/game_screen.gd) makes one when it begins a level and hands it every move its
# move loop applied; no mode writes events itself: what differs between modes comes from the
# mode's report (play_report.gd). Through the Telemetry autoload it writes
#   level_start  when the attempt begins, or goes on (resumed: the board was replayed from a saved
#                attempt; the attempt's id, counts and clocks come back from its kept record)
#   hint, undo, tool   for the moves the report calls so
#   win, fail    when a move wins or loses the board; revive when a lost board plays again
#   restart      a restart op on an attempt still running ends it, naming the next attempt, whose
#                level_start follows (restarting a lost board just begins the next attempt)
#   quit         leave(): the level was left while the attempt ran (resumable when the game
#                kept it to be resumed; this record is then kept too)
# Every level event carries mode, level, the report's context (source; Cat's cityId, revision,
# seed), attemptId, attemptNo, step, activeMs and left; win, fail, quit and restart carry the
# summary: animMs, awayMs, pausesMs and the report's group.
# Time is counted in the foreground only (activeMs): the clock stops when the app goes to the
# background (suspend) and that time goes to awayMs (resume). animMs is the time from a move that
# left the board busy until animation_ended(); an observation pause is a move PAUSE_MS or more
# after the last move or animation. A move after leave() opens the attempt again (level_start,
# resumed). `resumed` is true only for an attempt whose level_start was written before (kept
# records included): an attempt with a new id (no kept record, or after "Delete my play data") is
# a start, and one begun while recording was off gets its level_start (resumed: false) before its
# first event written.

const PlayReport = preload("res://scripts/telemetry/play_report.gd")
const EventValues = preload("res://scripts/telemetry/event_values.gd")
const PAUSE_MS = 2000
const MAX_PAUSES = 100

var key = ""  # "<mode>/<source>/<level>": where attempt numbers and kept records are filed
var context = {}  # mode, level and the report's context
var attempt_id = ""
var attempt_no = 1
var step = 0
var anim_ms = 0
var away_ms = 0
var pauses = []
var status = "playing"  # the board's status after the last move
var ended = false  # won, lost (until a revive), or restarted
var left_level = false  # leave() was called: the next move opens the attempt again
var kept = false  # the game keeps the attempt for resuming, so this record is kept too
var start_written = false  # this attempt's level_start is in the log (or was, for a kept record)

var _telemetry = null
var _report = null  # the mode's play_report.gd
var _mid_end = null
var _active_before = 0  # active ms up to the clock's last start
var _running_since = -1  # OS ticks when the clock last started; -1 while it is stopped
var _idle_since = 0  # active ms of the last move or animation end
var _busy_since = -1  # active ms since the board has been busy; -1 while it is still


# The record of an attempt on `mid_end` (over a session of `level`) that a game screen of
# `mode_id` starts, reported as `report` (a play_report.gd) says; `source` overrides the report's
# ("" keeps it). It is written to the Telemetry autoload; begin() starts it.
func _init(mode_id: String, level: Dictionary, source: String, report, mid_end) -> void:
	_telemetry = Engine.get_main_loop().root.get_node("Telemetry")
	_report = report
	_mid_end = mid_end
	context = context_of(mode_id, level, source, report.context(level))
	key = "%s/%s/%s" % [context["mode"], context["source"], context["level"]]


# Begins the attempt: `resumed`, the board was replayed from a saved attempt (its kept record is
# taken up when there is one); `game_keeps`, the game keeps this attempt for resuming.
func begin(resumed: bool, game_keeps: bool) -> void:
	kept = game_keeps
	status = _mid_end.status()
	if not (resumed and _restore(_telemetry.open_attempt(key))):
		_new_attempt(_new_id())
	_level_event("level_start", {"resumed": start_written})
	_start_clock()


# A move the mid-end applied, with its event; `busy`: the board animates it now.
func moved(move, event, busy: bool) -> void:
	var now = active_ms()
	if left_level:  # the screen is played again without a new start: the attempt goes on
		left_level = false
		_level_event("level_start", {"resumed": start_written})
		_start_clock()
	if now - _idle_since >= PAUSE_MS and pauses.size() < MAX_PAUSES:
		pauses.append(now - _idle_since)
	_idle_since = now
	var before = status
	status = _mid_end.status()
	var op = move.get("op") if typeof(move) == TYPE_DICTIONARY else null
	if op == "restart" and event.get("kind") == "restarted":
		_restarted()
	else:
		_count(move, event, before)
	if busy and _busy_since < 0:
		_busy_since = active_ms()


# The board stopped animating.
func animation_ended() -> void:
	if _busy_since >= 0:
		var now = active_ms()
		anim_ms += now - _busy_since
		_idle_since = now
		_busy_since = -1


# The level was left (back, the list, another level, the app closing): a running attempt ends
# with quit. `resumable`: the game saved it to be resumed (and this record is kept with it).
func leave(resumable: bool) -> void:
	if left_level:
		return
	animation_ended()
	_stop_clock()  # first: the quit's activeMs is what a resumed attempt goes on from
	if not ended:
		_level_event("quit", {"resumable": resumable, "summary": _summary_now()})
	left_level = true
	_telemetry.release(self)
	kept = resumable and not ended
	keep()


# Files this record with the Telemetry autoload while the attempt can be resumed (forgets it
# otherwise); the game screen calls it when it saves the attempt.
func keep() -> void:
	_telemetry.keep_attempt(key, saved() if kept and not ended else {})


# Foreground ms in the attempt so far.
func active_ms() -> int:
	if _running_since < 0:
		return _active_before
	return _active_before + int(max(0, OS.get_ticks_msec() - _running_since))


# The app went to the background: the clock stops (the record is kept, the OS may end the app).
func suspend() -> void:
	var busy = _busy_since >= 0
	animation_ended()
	_stop_clock()
	if busy:
		_busy_since = active_ms()
	keep()


# The app came back after `away` ms.
func resume(away: int) -> void:
	away_ms += away
	_running_since = OS.get_ticks_msec()


# Where the player is, for app_pause / app_resume.
func where() -> Dictionary:
	return {"mode": context["mode"], "level": context["level"], "attemptId": attempt_id}


# The play data was deleted: nothing that follows may link to what was before.
func forget_ids() -> void:
	_new_attempt(_new_id())
	_stop_clock()
	left_level = true


# What a kept record holds (JSON).
func saved() -> Dictionary:
	return {
		"attemptId": attempt_id,
		"attemptNo": attempt_no,
		"step": step,
		"activeMs": active_ms(),
		"animMs": anim_ms,
		"awayMs": away_ms,
		"pausesMs": pauses.duplicate(),
		"summary": _report.state.duplicate(true),
	}


# mode, level and `extra` (the report's context; `source` unless it is set). A level id the
# schema would refuse, and every workshop level (its name may be a player's words), is sent as
# the source and a hash of the level.
static func context_of(
	mode_id: String, level: Dictionary, source: String, extra: Dictionary
) -> Dictionary:
	var found = {"mode": mode_id}
	for field in extra:
		found[field] = extra[field]
	if not source.empty():
		found["source"] = source
	var id = str(level.get("id", ""))
	if found["source"] == "workshop" or not PlayReport.is_token(id, "_.:-", 96):
		id = "%s-%s" % [found["source"], JSON.print(level, "", true).sha256_text().left(16)]
	found["level"] = id
	return found


# A move other than a restart: step, the report's summary, its events, and what it did to the
# board's status.
func _count(move, event, before: String) -> void:
	var kind = _report.kind(move, event)
	if kind == "step":
		step += 1
	_report.record(move, event, _mid_end.session, step, active_ms())
	match kind:
		"hint", "undo":
			_level_event(kind)
		"tool":
			_level_event("tool", {"tool": str(move.get("tool"))})
	if before == "playing" and status == "won":
		_end("win", {})
	elif before == "playing" and status == "lost":
		_end("fail", {"reason": _report.fail_reason})
	elif before == "lost" and status == "playing":
		ended = false
		_level_event("revive")


func _restarted() -> void:
	var next_id = _new_id()
	if not ended:
		_level_event("restart", {"nextAttemptId": next_id, "summary": _summary_now()})
	_new_attempt(next_id)
	_level_event("level_start", {"resumed": start_written})
	_start_clock()


func _end(kind: String, fields: Dictionary) -> void:
	ended = true
	fields["summary"] = _summary_now()
	_level_event(kind, fields)
	keep()


func _new_attempt(id: String) -> void:
	attempt_id = id
	attempt_no = _telemetry.next_attempt_no(key)
	step = 0
	anim_ms = 0
	away_ms = 0
	pauses = []
	ended = false
	start_written = false
	_active_before = 0
	_running_since = -1
	_idle_since = 0
	_busy_since = -1
	_report.reset()


# Takes up a kept record; false when `saved` is none or not of this shape.
func _restore(saved: Dictionary) -> bool:
	var id = saved.get("attemptId")
	if not EventValues.is_hex(id, 16):
		return false
	for field in ["attemptNo", "step", "activeMs", "animMs", "awayMs"]:
		if not EventValues.is_count(saved.get(field)):
			return false
	if (
		typeof(saved.get("pausesMs")) != TYPE_ARRAY
		or typeof(saved.get("summary")) != TYPE_DICTIONARY
	):
		return false
	attempt_id = id
	start_written = true
	attempt_no = int(max(1, saved["attemptNo"]))
	step = int(saved["step"])
	_active_before = int(saved["activeMs"])
	anim_ms = int(saved["animMs"])
	away_ms = int(saved["awayMs"])
	pauses = []
	for pause in saved["pausesMs"]:
		if EventValues.is_count(pause) and pauses.size() < MAX_PAUSES:
			pauses.append(int(pause))
	_idle_since = _active_before
	_report.restore(saved["summary"])
	return true


func _start_clock() -> void:
	if _running_since < 0:
		_running_since = OS.get_ticks_msec()
	_telemetry.set_current(self)


func _stop_clock() -> void:
	_active_before = active_ms()
	_running_since = -1


func _level_event(kind: String, fields: Dictionary = {}) -> void:
	if kind != "level_start" and not start_written:  # begun while recording was off
		_level_event("level_start", {"resumed": false})
	var event = context.duplicate()
	event["attemptId"] = attempt_id
	event["attemptNo"] = attempt_no
	event["step"] = step
	event["activeMs"] = active_ms()
	var left = _report.left(_mid_end.session)
	if left >= 0:
		event["left"] = left
	for field in fields:
		event[field] = fields[field]
	if not _telemetry.record(kind, event).empty() and kind == "level_start":
		start_written = true


func _summary_now() -> Dictionary:
	var summary = {"animMs": anim_ms, "awayMs": away_ms, "pausesMs": pauses.duplicate()}
	if not _report.group.empty():
		summary[_report.group] = _report.summary(active_ms())
	return summary


static func _new_id() -> String:
	return Crypto.new().generate_random_bytes(8).hex_encode()
