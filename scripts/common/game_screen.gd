extends Control
# The common part of a mode's game screen: the common game frame ($Frame, game_frame.tscn) with
# its menu, bottom row and cards wired to the screen. A mode's game.gd extends it, puts its board
# in the frame, plays its session and emits level_solved / level_cleared; it overrides
# _on_frame_button_pressed(id) (the bottom row) and _update_texts() (the top bar and captions,
# again when the language changes). The parent calls start_level(...); level_list_requested and
# modes_requested come from the frame's menu, card_button_pressed(id) from a card's buttons
# (show_card).
# A screen starts a level with _begin_level(level): a new session (_new_session) through the
# shared mid-end, with the level's attempt left mid-way replayed silently when the parent set
# `attempts` (an attempt_store.gd; null for a daily, workshop or play-test level, which are not
# kept). The attempt is saved a moment after the moves stop (SAVE_DELAY), and at once when the
# screen is hidden or leaves the tree, the app loses focus, is paused or asked to quit; it is
# dropped when the board is won or lost (a finished board is never resumed).

signal level_solved(level_id)
signal level_cleared(level_id)
signal level_list_requested
signal modes_requested
signal card_button_pressed(id)

const MidEnd = preload("res://scripts/common/mid_end.gd")
const SAVE_DELAY = 1.0  # seconds without a move before the attempt is saved

var level = {}
var session = null
var mid_end = null
var attempts = null  # set by the parent before start_level: where the level's attempt is kept

var _started_msec = 0
var _solved_msec = -1  # when the level was solved, -1 until then
var _kept_in = null  # the attempt store of the level being played (attempts when it started)
var _unsaved = false  # moves made since the attempt was last saved
var _save_timer = Timer.new()

onready var _frame = $Frame


func _ready():
	_save_timer.one_shot = true
	_save_timer.wait_time = SAVE_DELAY
	_save_timer.connect("timeout", self, "save_attempt")
	add_child(_save_timer)
	_frame.connect("button_pressed", self, "_on_frame_button_pressed")
	_frame.connect("card_button_pressed", self, "_on_card_button_pressed")
	_frame.connect("level_list_requested", self, "_on_level_list_requested")
	_frame.connect("modes_requested", self, "_on_modes_requested")


# The hooks a game screen overrides.


# A button of the bottom row.
func _on_frame_button_pressed(_id):
	pass


# The texts of the level shown (called again when the language changes).
func _update_texts():
	pass


# A new session of the mode on a level.
func _new_session(_level):
	return null


# The screen's own counters kept with the attempt ({name: int}, e.g. hints used).
func _attempt_counters():
	return {}


# The common API.


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


# The time played on the level: since it started (less the time of a resumed attempt) until it
# was solved.
func elapsed_ms():
	var end = _solved_msec if _solved_msec >= 0 else OS.get_ticks_msec()
	return int(max(0, end - _started_msec))


# Starts `new_level` on a new session and mid-end (session, mid_end), with the level's saved
# attempt replayed (no view involved: the screen draws once after this). Returns the attempt's
# counters, {} for a fresh start.
func _begin_level(new_level):
	save_attempt()  # the level being left
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
	_started_msec = OS.get_ticks_msec() - record.get("elapsedMs", 0)
	_solved_msec = -1
	_unsaved = false
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
		NOTIFICATION_EXIT_TREE, NOTIFICATION_WM_FOCUS_OUT, NOTIFICATION_WM_QUIT_REQUEST:
			save_attempt()
		NOTIFICATION_APP_PAUSED:  # Android: the OS may end the app while it is in the background
			save_attempt()


func _on_card_button_pressed(id):
	emit_signal("card_button_pressed", id)


func _on_level_list_requested():
	emit_signal("level_list_requested")


func _on_modes_requested():
	emit_signal("modes_requested")


func _audio():
	return get_node("/root/Audio")
