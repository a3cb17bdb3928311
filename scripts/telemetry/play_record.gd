extends Reference
# One attempt at a level as play data (docs/telemetry.md "Events"): the common game screen
# (scripts/common/game_screen.gd) makes one when it begins a level and the record listens to its
# move_applied signal; no mode writes events itself. From the moves and the board's status it
# writes, through the Telemetry autoload:
#   level_start (resumed when a saved attempt continues: the same attemptId, its counts and
#   clocks brought back), hint / undo / tool (the screen's _play_kind of a move), win (the board
#   was won), fail (lost; the screen's _play_fail_reason), revive (a lost board playing again),
#   restart (a restart op on an attempt still running: it ends with the next attempt's id and
#   that attempt's level_start follows; restarting a lost board just begins the next attempt),
#   quit (leave(): the level left while the attempt runs; resumable when the game kept it).
# Every level event carries mode, level, source (+ Cat's cityId, revision, seed), attemptId,
# attemptNo, step (the moves the screen calls "step"), activeMs and left (the screen's
# _play_left, when the mode tells it); win, fail, quit and restart carry the summary: animMs,
# awayMs, pausesMs and the mode's group (the screen's _play_summary, a play_summary.gd).
# Time: the Telemetry autoload ticks the record in the foreground (activeMs), which counts
# animMs while the screen says its board is busy (_is_busy) and an observation pause when a move
# comes PAUSE_MS or more after the last move or animation; time in the background (suspend /
# resume) goes to awayMs only. A move made after leave() opens the attempt again (level_start,
# resumed).

const PAUSE_MS = 2000
const MAX_PAUSES = 100
const LEVEL_PATTERN = "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,95}$"

var key = ""  # "<mode>/<source>/<level>": where the attempt numbers and kept records are filed
var context = {}  # mode, level, source (+ cityId, revision, seed)
var attempt_id = ""
var attempt_no = 1
var step = 0
var active_ms = 0
var anim_ms = 0
var away_ms = 0
var pauses = []
var status = "playing"  # the board's status after the last move
var ended = false  # won, lost (until a revive), or restarted
var left_level = false  # leave() was called: the next move opens the attempt again
var kept = false  # the game keeps the attempt for resuming (so this record is kept too)

var _screen = null  # weakref to the game screen
var _telemetry = null
var _summary = null  # the mode's play_summary.gd, or null
var _last_tick = -1  # OS ticks at the last tick; -1 while the clock is stopped
var _idle_since = 0  # active_ms at the last move or animation frame


# Begins the record of the attempt the screen starts: a resumed one (the board was replayed
# from a saved attempt) takes up its kept record when there is one. `game_keeps`: the game keeps
# this attempt for resuming.
func _init(screen, resumed: bool, game_keeps: bool) -> void:
	_screen = weakref(screen)
	_telemetry = screen.get_node("/root/Telemetry")
	kept = game_keeps
	context = _context_of(screen)
	key = "%s/%s/%s" % [context["mode"], context["source"], context["level"]]
	status = screen.mid_end.status()
	var saved = _telemetry.open_attempt(key) if resumed else {}
	if not _restore(saved):
		_new_attempt(_new_id())
	screen.connect("move_applied", self, "_on_move_applied")
	_start_clock()
	_level_event("level_start", {"resumed": resumed})


# The level was left (back, the list, another level, the app closing): a running attempt ends
# with quit (`resumable`: the game saved it to be resumed, and this record is kept with it).
func leave(resumable: bool) -> void:
	if left_level:
		return
	tick(OS.get_ticks_msec())
	if not ended:
		_level_event("quit", {"resumable": resumable, "summary": _summary_now()})
	left_level = true
	_last_tick = -1
	_telemetry.release(self)
	kept = resumable and not ended
	keep()


# Files this record with the Telemetry autoload while the attempt can be resumed (forgets it
# otherwise); the screen calls it when it saves the attempt.
func keep() -> void:
	_telemetry.keep_attempt(key, saved() if kept and not ended else {})


# The clock: tick() with the OS ticks every foreground frame; suspend / resume around the
# background (`away`: ms spent there).
func tick(now: int) -> void:
	if _last_tick < 0:
		return
	var elapsed = int(max(0, now - _last_tick))
	_last_tick = now
	active_ms += elapsed
	var screen = _screen.get_ref()
	if screen != null and screen._is_busy():
		anim_ms += elapsed
		_idle_since = active_ms


func suspend(now: int) -> void:
	tick(now)
	_last_tick = -1
	keep()


func resume(now: int, away: int) -> void:
	away_ms += away
	_last_tick = now


# Where the player is, for app_pause / app_resume.
func where() -> Dictionary:
	return {"mode": context["mode"], "level": context["level"], "attemptId": attempt_id}


# The play data was deleted: nothing may link what comes next to what was before.
func forget_ids() -> void:
	_new_attempt(_new_id())
	left_level = true
	_last_tick = -1


# What a kept record holds (JSON).
func saved() -> Dictionary:
	return {
		"attemptId": attempt_id,
		"attemptNo": attempt_no,
		"step": step,
		"activeMs": active_ms,
		"animMs": anim_ms,
		"awayMs": away_ms,
		"pausesMs": pauses.duplicate(),
		"summary": _summary.state.duplicate(true) if _summary != null else {},
	}


func _on_move_applied(move, event) -> void:
	var screen = _screen.get_ref()
	if screen == null:
		return
	tick(OS.get_ticks_msec())
	if left_level:  # the screen is played again without a new start: the attempt goes on
		left_level = false
		_start_clock()
		_level_event("level_start", {"resumed": true})
	if active_ms - _idle_since >= PAUSE_MS and pauses.size() < MAX_PAUSES:
		pauses.append(active_ms - _idle_since)
	_idle_since = active_ms
	var before = status
	status = screen.mid_end.status()
	var op = move.get("op") if typeof(move) == TYPE_DICTIONARY else null
	if op == "restart" and event.get("kind") == "restarted":
		_restarted()
		return
	var kind = screen._play_kind(move, event)
	if kind == "step":
		step += 1
	if _summary != null:
		_summary.record(move, event, screen.session, step, active_ms)
	match kind:
		"hint", "undo":
			_level_event(kind)
		"tool":
			_level_event("tool", {"tool": str(move.get("tool"))})
	if before == "playing" and status == "won":
		_end("win", {})
	elif before == "playing" and status == "lost":
		_end("fail", {"reason": screen._play_fail_reason()})
	elif before == "lost" and status == "playing":
		ended = false
		_level_event("revive")


func _restarted() -> void:
	var next_id = _new_id()
	if not ended:
		_level_event("restart", {"nextAttemptId": next_id, "summary": _summary_now()})
	_new_attempt(next_id)
	_level_event("level_start", {"resumed": false})


func _end(kind: String, fields: Dictionary) -> void:
	ended = true
	fields["summary"] = _summary_now()
	_level_event(kind, fields)
	keep()


func _new_attempt(id: String) -> void:
	_reset(id)
	attempt_no = _telemetry.next_attempt_no(key)


# The counts and clocks of an attempt that has not begun, under `id`.
func _reset(id: String) -> void:
	attempt_id = id
	step = 0
	active_ms = 0
	anim_ms = 0
	away_ms = 0
	pauses = []
	_idle_since = 0
	ended = false
	var screen = _screen.get_ref()
	_summary = screen._play_summary() if screen != null else null


# Takes up a kept record; false when `saved` is none or not of this shape.
func _restore(saved: Dictionary) -> bool:
	var id = saved.get("attemptId")
	if typeof(id) != TYPE_STRING or id.length() != 16 or not id.is_valid_hex_number():
		return false
	for field in ["attemptNo", "step", "activeMs", "animMs", "awayMs"]:
		if typeof(saved.get(field)) != TYPE_REAL or saved[field] < 0:
			return false
	if typeof(saved.get("pausesMs")) != TYPE_ARRAY or typeof(saved.get("summary")) != TYPE_DICTIONARY:
		return false
	_reset(id)
	attempt_no = int(max(1, saved["attemptNo"]))
	step = int(saved["step"])
	active_ms = int(saved["activeMs"])
	anim_ms = int(saved["animMs"])
	away_ms = int(saved["awayMs"])
	for pause in saved["pausesMs"]:
		if typeof(pause) == TYPE_REAL and pauses.size() < MAX_PAUSES:
			pauses.append(int(pause))
	_idle_since = active_ms
	if _summary != null:
		_summary.restore(saved["summary"])
	return true


func _start_clock() -> void:
	_last_tick = OS.get_ticks_msec()
	_telemetry.set_current(self)


func _level_event(kind: String, fields: Dictionary = {}) -> void:
	var event = context.duplicate()
	event["attemptId"] = attempt_id
	event["attemptNo"] = attempt_no
	event["step"] = step
	event["activeMs"] = active_ms
	var screen = _screen.get_ref()
	var left = screen._play_left() if screen != null else -1
	if left >= 0:
		event["left"] = left
	for field in fields:
		event[field] = fields[field]
	_telemetry.record(kind, event)


func _summary_now() -> Dictionary:
	var summary = {"animMs": anim_ms, "awayMs": away_ms, "pausesMs": pauses.duplicate()}
	if _summary != null:
		summary[_summary.group] = _summary.summary(active_ms)
	return summary


# mode, level, source and the mode's own context (Cat's cityId, revision, seed). A level id the
# schema would refuse, and every workshop level (its name may be a player's words), is sent as a
# hash of the level.
static func _context_of(screen) -> Dictionary:
	var level = screen.level
	var source = screen._play_source()
	var id = str(level.get("id", ""))
	var pattern = RegEx.new()
	pattern.compile(LEVEL_PATTERN)
	if source == "workshop" or pattern.search(id) == null:
		id = "%s-%s" % [source, JSON.print(level, "", true).sha256_text().left(16)]
	var found = {"mode": screen.mode_id, "level": id, "source": source}
	var extra = screen._play_context()
	for field in extra:
		found[field] = extra[field]
	return found


static func _new_id() -> String:
	return Crypto.new().generate_random_bytes(8).hex_encode()
