extends Control
# The common part of a mode's game screen: the common game frame ($Frame, game_frame.tscn) with
# its menu, bottom row and cards wired to the screen, and THE move loop of every mode. A mode's
# game.gd extends it, puts its board and buttons in the frame (_fill_frame), starts a level with
# _begin_level and shows what moves did through the hooks below. The bottom row's Undo and
# Restart apply undo and restart, and Undo is enabled while there is a move to undo
# (_update_buttons, called whenever the mid-end changes), unless the mode says otherwise. The
# parent calls start_level(...) (and sets mode_id and attempts); level_list_requested and
# modes_requested come from the frame's menu, card_button_pressed(id) from a card's buttons
# (show_card).
# The move loop, apply(move): the move goes through the shared mid-end (undo, redo, restart are
# its own) to the session, move_applied(move, event) is emitted (telemetry listens there), the
# mode shows the event (_show_move), and when the move solved the level the solved-at time is
# set and level_solved emitted (after the feedback; level_cleared is the mode's, once its clear
# has played). While the mode says its board is busy animating (_is_busy), moves wait in a queue
# and are carried out in order when the mode calls _play_queue() (its animation ended); a move
# whose _queue_key is already waiting counts once, and the mode may show what waits
# (_show_queued).
# A screen starts a level with _begin_level(level): a new session (_new_session) through the
# shared mid-end, the menu and any card closed, with the level's attempt left mid-way replayed
# silently when the parent set `attempts` (an attempt_store.gd; null for a daily, workshop or
# play-test level, which are not kept). The attempt is saved a moment after the moves stop
# (SAVE_DELAY), and at once when the screen is hidden or leaves the tree, the app loses focus, is
# paused or asked to quit; it is dropped when the board is won or lost (a finished board is never
# resumed).
# Run alone (F6) a screen plays the first level of its mode's catalog (_start_alone).
# Play data: each attempt is a scripts/telemetry/play_record.gd fed by the move loop (level start,
# hints, undos, tools, win, fail, revive, restart, quit when the level is left), with what the
# mode reports from its _play_report(); no mode writes events itself.

signal level_solved(level_id)
signal level_cleared(level_id)
signal level_list_requested
signal modes_requested
signal card_button_pressed(id)
signal move_applied(move, event)  # every move the mid-end applied, in order, with its event

const MidEnd = preload("res://scripts/common/mid_end.gd")
const PlayRecord = preload("res://scripts/telemetry/play_record.gd")
const PlayReport = preload("res://scripts/telemetry/play_report.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const SAVE_DELAY = 1.0  # seconds without a move before the attempt is saved

var mode_id = ""  # set by the parent; run alone, the registry's id of this scene's folder
var level = {}
var session = null
var mid_end = null
var attempts = null  # set by the parent before start_level: where the level's attempt is kept
var play_source = ""  # where the level comes from for play data ("": as the mode's report says)

var _started_msec = 0
var _solved_msec = -1  # when the level was solved, -1 until then
var _kept_in = null  # the attempt store of the level being played (attempts when it started)
var _unsaved = false  # moves made since the attempt was last saved
var _save_timer = Timer.new()
var _queue = []  # moves made while the board was busy, oldest first
var _applying = false  # inside _apply_now: a move made by the feedback waits its turn
var _play_record = null  # the attempt as play data (play_record.gd)

onready var _frame = $Frame


func _ready():
	if mode_id.empty():
		mode_id = ModeRegistry.id_of_path(filename)
	_save_timer.one_shot = true
	_save_timer.wait_time = SAVE_DELAY
	_save_timer.connect("timeout", self, "save_attempt")
	add_child(_save_timer)
	_frame.connect("button_pressed", self, "_on_frame_button_pressed")
	_frame.connect("card_button_pressed", self, "_on_card_button_pressed")
	_frame.connect("level_list_requested", self, "_on_level_list_requested")
	_frame.connect("modes_requested", self, "_on_modes_requested")
	if get_parent() == get_tree().root:
		call_deferred("_start_alone")
	add_to_group("probe")


# The level on screen, for the release tests' probe (which also records level_solved).
func probe_state():
	return {"mode": mode_id, "level": str(level.get("id", ""))}


# The hooks a game screen overrides.


# Starts a level (the parent calls it): the screen begins it with _begin_level and draws it.
func start_level(_new_level):
	pass


# Prepares ahead, a piece a frame while the screen is hidden, what a level's first frame would
# otherwise do (the parent calls it once its level list is built and idle); by default nothing.
func warm_up():
	pass


# True while warm_up() has pieces left.
func is_warming_up():
	return false


# A button of the bottom row: Undo and Restart go through the move loop; a mode with other
# buttons handles them and hands these on here.
func _on_frame_button_pressed(id):
	match id:
		"undo":
			apply({"op": "undo"})
		"restart":
			apply({"op": "restart"})


# The bottom row's state (called whenever the mid-end changes): Undo enabled while there is a
# move to undo.
func _update_buttons():
	_frame.set_button_disabled("undo", mid_end == null or not mid_end.can_undo())


# The texts of the level shown (called again when the language changes).
func _update_texts():
	pass


# A new session of the mode on a level (by default the registry's session script).
func _new_session(new_level):
	return ModeRegistry.new_session(mode_id, new_level)


# The screen's own counters kept with the attempt ({name: int}, e.g. hints used).
func _attempt_counters():
	return {}


# What the feedback of `move` needs to know from before it is applied (e.g. where a tile will go);
# handed to _show_move.
func _before_move(_move):
	return null


# Shows what an applied move did (its event from the mid-end; `before` from _before_move).
func _show_move(_move, _event, _before):
	pass


# True while the board animates a move: new moves wait in the queue (see _play_queue).
func _is_busy():
	return false


# True while the board animates, for play data's animMs (by default while it is busy); a board
# that takes moves while it animates says so here and calls _play_queue() when it is still.
func _is_animating():
	return _is_busy()


# Moves with the same non-empty key wait in the queue once (a second tap on the same target).
func _queue_key(_move):
	return ""


# The moves waiting in the queue changed (the mode may mark their targets).
func _show_queued(_moves):
	pass


# The help used on the level so far, for play_stats (hints, tools).
func _help_used():
	return 0


# What the mode reports of an attempt as play data: a new scripts/telemetry/play_report.gd.
func _play_report():
	return PlayReport.new()


# Run alone (F6): the first level of the mode's catalog.
func _start_alone():
	var catalog = ModeRegistry.load_catalog(mode_id)
	if catalog.ok and not catalog.level_ids().empty():
		start_level(catalog.level(catalog.level_ids()[0]))
	else:
		push_warning(catalog.error)


# The common API.


# Applies one move through the mid-end and shows what it did; returns the event, or
# {"kind": "queued", "cell": -1} when the move waits for the board (it is applied later, in order).
func apply(move):
	if mid_end == null:
		return {"kind": "ignored", "cell": -1}
	if _applying or _is_busy() or not _queue.empty():
		_enqueue(move)
		return {"kind": "queued", "cell": -1}
	var event = _apply_now(move)
	_play_queue()
	return event


# The moves waiting for the board, oldest first.
func queued_moves():
	return _queue.duplicate(true)


# How the level went so far: {"timeMs": the time played (until it was solved), "hints": the help
# used (hints, tools)}.
func play_stats():
	return {"timeMs": elapsed_ms(), "hints": _help_used()}


# The frame, for tests and tools that read what it shows (card(), button_badge() ...).
func frame():
	return _frame


# The bottom-row button of an id.
func button(id):
	return _frame.button(id)


# A card over the screen (see game_frame.gd show_card); its buttons emit card_button_pressed.
func show_card(title, figure, text, buttons):
	_frame.show_card(title, figure, text, buttons)


func close_card():
	_frame.close_card()


func is_card_open():
	return _frame.is_card_open()


# One step back inside the game screen: closes the menu. False when there was nothing to close,
# and when a card was open (it closes; the parent goes back to the list).
func go_back():
	if _frame.is_card_open():
		close_card()
		return false
	return _frame.go_back()


func open_menu():
	_frame.open_menu()


func is_menu_open():
	return _frame.is_menu_open()


# Writes the attempt now when moves were made since it was last saved (or drops it when the
# board is won or lost).
func save_attempt():
	_save_timer.stop()
	if not _unsaved or _kept_in == null:
		return
	_unsaved = false
	if mid_end.status() != "playing":
		_kept_in.clear(level)
	else:
		_kept_in.save(level, mid_end.moves(), elapsed_ms(), _attempt_counters())
	_play_record.keep()


# The time played on the level: since it started (less the time of a resumed attempt) until it
# was solved.
func elapsed_ms():
	var end = _solved_msec if _solved_msec >= 0 else OS.get_ticks_msec()
	return int(max(0, end - _started_msec))


# Carries out the waiting moves in order, until one makes the board busy again (a mode calls it
# when its animation has ended).
func _play_queue():
	if _applying:
		return
	if _play_record != null and not _is_animating():
		_play_record.animation_ended()
	var changed = false
	while not _queue.empty() and not _is_busy():
		_apply_now(_queue.pop_front())
		changed = true
	if changed:
		_show_queued(_queue.duplicate(true))


func _enqueue(move):
	var key = _queue_key(move)
	if not key.empty():
		for waiting in _queue:
			if _queue_key(waiting) == key:
				return
	_queue.append(move)
	_show_queued(_queue.duplicate(true))


func _apply_now(move):
	_applying = true
	var before = _before_move(move)
	var was_playing = mid_end.status() == "playing"
	var event = mid_end.apply(move)
	var solved = was_playing and mid_end.status() == "won"
	if solved:
		_solved_msec = OS.get_ticks_msec()
	emit_signal("move_applied", move, event)
	_show_move(move, event, before)
	_play_record.moved(move, event, _is_animating())
	_applying = false
	if solved:
		emit_signal("level_solved", level["id"])
	return event


# Puts the screen's board and its bottom-row buttons ([{"id", "text"}]) in the frame; Undo waits
# for a first move.
func _fill_frame(board, buttons):
	_frame.set_board(board)
	_frame.set_buttons(buttons)
	_frame.set_button_disabled("undo", true)


# Starts `new_level` on a new session and mid-end (session, mid_end), with the level's saved
# attempt replayed (no view involved: the screen draws once after this), the menu and any card
# closed. Returns the attempt's counters, {} for a fresh start.
func _begin_level(new_level):
	save_attempt()  # the level being left
	_leave_play()
	level = new_level
	_kept_in = attempts
	var record = _kept_in.load(level) if _kept_in != null else {}
	session = _new_session(level)
	mid_end = MidEnd.new(session)
	if not record.empty():
		mid_end.replay(record["moves"])
		if mid_end.status() != "playing":  # a record no play leaves behind: start fresh
			session = _new_session(level)
			mid_end = MidEnd.new(session)
			_kept_in.clear(level)
			record = {}
	mid_end.connect("changed", self, "_on_mid_end_changed")
	mid_end.connect("changed", self, "_update_buttons")
	_started_msec = OS.get_ticks_msec() - record.get("elapsedMs", 0)
	_solved_msec = -1
	_unsaved = false
	_queue = []
	_play_record = PlayRecord.new(mode_id, level, play_source, _play_report(), mid_end)
	_play_record.begin(not record.empty(), _kept_in != null)
	_frame.close_menu()
	_frame.close_card()
	return record.get("counters", {})


func _on_mid_end_changed():
	if _kept_in == null:
		return
	_unsaved = true
	if mid_end.status() != "playing":
		save_attempt()
	else:
		_save_timer.start()


func _notification(what):
	match what:
		NOTIFICATION_TRANSLATION_CHANGED:
			if is_inside_tree() and session != null:
				_update_texts()
		NOTIFICATION_VISIBILITY_CHANGED:  # the screen or a parent (the mode) hidden
			if not is_visible_in_tree():
				save_attempt()
				_leave_play()
		NOTIFICATION_EXIT_TREE, NOTIFICATION_WM_QUIT_REQUEST:
			save_attempt()
			_leave_play()
		NOTIFICATION_WM_FOCUS_OUT:
			save_attempt()
		NOTIFICATION_APP_PAUSED:  # Android: the OS may end the app while it is in the background
			save_attempt()


# The level is left: a running attempt ends as a quit (resumable when it was kept).
func _leave_play():
	if _play_record != null:
		var kept = (
			_kept_in != null
			and mid_end != null
			and mid_end.status() == "playing"
			and not mid_end.moves().empty()
		)
		_play_record.leave(kept)


func _on_card_button_pressed(id):
	emit_signal("card_button_pressed", id)


func _on_level_list_requested():
	emit_signal("level_list_requested")


func _on_modes_requested():
	emit_signal("modes_requested")


func _audio():
	return get_node("/root/Audio")
