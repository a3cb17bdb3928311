extends Control
# The Number Stroke game screen: the common game frame (scenes/common/game_frame.tscn) around
# the caption, the board, the hint line and the gesture hint, playing one session through the
# shared mid-end (undo / restart). The parent calls start_level(); the screen emits
# level_solved the moment the path is complete and right (time to save; play_stats() tells how
# long it took and how much help was used), then level_cleared once the clear celebration has
# played (time to move on, or to show_card()); level_list_requested and modes_requested come
# from the frame's menu, card_button_pressed(id) from a card's buttons.
# A level with "hintLimit" (docs/number-stroke-runtime.md §5) allows that many "add a number"
# per visit: a badge on the button shows how many are left, and it is disabled at 0 (restart
# keeps the count, as it keeps the numbers; leaving the level drops both). A daily level (it
# has "date" and "grade") shows "Daily" and its date and grade in place of the level number and
# caption.
# Run alone (F6) it plays the first shipped level.

signal level_solved(level_id)
signal level_cleared(level_id)
signal level_list_requested
signal modes_requested
signal card_button_pressed(id)

const Session = preload("res://scripts/number_stroke/session.gd")
const MidEnd = preload("res://scripts/common/mid_end.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const MODE_ID = "01-number-stroke"
const Palette = preload("res://scripts/common/palette.gd")
const DailyCalendar = preload("res://scripts/number_stroke/daily_calendar.gd")
const BUTTONS = [
	{"id": "undo", "text": "undo"},
	{"id": "restart", "text": "restart"},
	{"id": "add_number", "text": "add_number"},
	{"id": "show_way", "text": "show_way"},
]
# Events after which the board is redrawn from the session.
const REDRAWN = ["started", "appended", "cut", "restarted", "cleared", "undone", "redone"]

var level = {}
var session = null
var mid_end = null
# "Add a number" uses left in this visit; -1 when the level sets no limit.
var hints_left = -1
var _hints_used = 0
var _ways_used = 0
var _started_msec = 0
var _solved_msec = -1

onready var _frame = $Frame
onready var _play = $Play
onready var _board = $Play/Board
onready var _caption = $Play/Caption
onready var _message = $Play/Message
onready var _gesture_hint = $Play/GestureHint


func _ready():
	_frame.set_board(_play)
	_frame.set_buttons(BUTTONS)
	_frame.set_button_disabled("undo", true)
	_frame.connect("card_button_pressed", self, "_on_card_button_pressed")
	_settings().connect("changed", self, "_apply_contrast")
	_apply_contrast()
	if get_parent() == get_tree().root:
		var catalog = ModeRegistry.new_catalog(MODE_ID)
		if catalog.ok:
			start_level(catalog.level(catalog.level_ids()[0]))


func start_level(new_level):
	level = new_level
	session = Session.new(level)
	mid_end = MidEnd.new(session)
	mid_end.connect("changed", self, "_update_buttons")
	hints_left = int(level["hintLimit"]) if _is_count(level.get("hintLimit")) else -1
	_hints_used = 0
	_ways_used = 0
	_started_msec = OS.get_ticks_msec()
	_solved_msec = -1
	_frame.close_menu()
	_frame.close_card()
	_message.text = ""
	_board.show_session(level, session)
	_update_texts()
	_update_buttons()


# Applies one move through the mid-end and shows what it did; returns the event.
func apply(move):
	if mid_end == null:
		return {"kind": "ignored", "cell": -1}
	var conflicts_before = session.conflicts.duplicate()
	var event = mid_end.apply(move)
	_show(event, conflicts_before)
	return event


# The shown hint line, "" when there is none.
func message():
	return _message.text


# True for a level of the daily calendar.
func is_daily():
	return level.has("date")


# How the level went so far: {"timeMs": time since it started (until it was solved),
# "hints": "add a number" and "show the way" used}.
func play_stats():
	var end = _solved_msec if _solved_msec >= 0 else OS.get_ticks_msec()
	return {"timeMs": max(0, end - _started_msec), "hints": _hints_used + _ways_used}


# A card over the screen (see game_frame.gd show_card); its buttons emit card_button_pressed.
func show_card(title, figure, text, buttons):
	_frame.show_card(title, figure, text, buttons)


func close_card():
	_frame.close_card()


func is_card_open():
	return _frame.is_card_open()


# The frame, for tests and tools that read what it shows (card(), button_badge() ...).
func frame():
	return _frame


# The bottom-row button of an id ("undo", "restart", "add_number", "show_way").
func button(id):
	return _frame.button(id)


# One step back inside the game screen: closes the menu. False when there was nothing to close,
# and when a card was open (it closes; the parent goes back to the list).
func go_back():
	if _frame.is_card_open():
		_frame.close_card()
		return false
	return _frame.go_back()


func open_menu():
	_frame.open_menu()


func is_menu_open():
	return _frame.is_menu_open()


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and is_inside_tree() and session != null:
		_update_texts()


func _update_texts():
	_frame.set_counter("□ × %d" % session.remaining)
	if is_daily():
		_frame.set_level_label(tr("daily_short"))
		_caption.visible = true
		_caption.text = (
			"%s · %s"
			% [DailyCalendar.display_date(level["date"]), tr("grade_" + str(level["grade"]))]
		)
	else:
		_frame.set_level_label("%d-%d" % [int(level.get("pack", 0)), int(level.get("index", 0))])
		var caption = level.get("caption", {})
		_caption.visible = PackCatalog.is_text(caption)
		if _caption.visible:
			_caption.text = PackCatalog.text_in(caption, TranslationServer.get_locale())
	_update_buttons()


func _update_buttons():
	_frame.set_button_disabled("undo", mid_end == null or not mid_end.can_undo())
	_frame.set_button_disabled("add_number", hints_left == 0)
	_frame.set_button_badge("add_number", str(hints_left) if hints_left >= 0 else "")


func _on_board_cell_pressed(node):
	apply({"op": "press", "cell": node})


func _on_board_cell_dragged(node):
	apply({"op": "drag", "cell": node})


func _on_board_pointer_released():
	apply({"op": "release"})


func _on_frame_button_pressed(id):
	match id:
		"undo":
			apply({"op": "undo"})
		"restart":
			apply({"op": "restart"})
		"add_number":
			if hints_left != 0:
				apply({"op": "hint_number"})
		"show_way":
			apply({"op": "hint_way"})


func _show(event, conflicts_before):
	var kind = event["kind"]
	if kind == "illegal_start":
		_board.shake_cell(event["cell"])
		_audio().vibrate(20)
		return
	if kind == "hint":
		_count_hint(event["hint"])
		_show_hint(event["hint"], conflicts_before)
		return
	if not kind in REDRAWN:
		return
	_board.clear_hint()
	_message.text = ""
	_board.refresh()
	_update_texts()
	if kind in ["started", "appended", "cleared"]:
		_stepped_on(event["cell"])
	if kind == "cleared":
		_solved_msec = OS.get_ticks_msec()
		_audio().play_clear()
		_board.celebrate()
		emit_signal("level_solved", level["id"])


func _stepped_on(node):
	var audio = _audio()
	_board.pop_cell(node)
	audio.play_step(session.step_of(node))
	audio.vibrate(12)
	if node in session.conflicts:
		_board.shake_cell(node)
		audio.play_conflict()
		audio.vibrate(40)
		return
	if session.effective_clue(node) > 0 or level["cells"][node].get("parity", "") != "":
		_board.flash_cell(node)
	if session.dead_end:
		_board.shake_cell(node)


# A number added uses up one of the level's allowance; showing the way is not limited.
func _count_hint(hint):
	match hint["kind"]:
		"number":
			_hints_used += 1
			if hints_left > 0:
				hints_left -= 1
			_update_buttons()
		"none":
			pass
		_:
			_ways_used += 1


# A number that disagrees with the path makes new conflicts: they shake.
func _show_hint(hint, conflicts_before):
	_message.text = tr(hint["message"]) if hint["message"] != "" else ""
	_board.show_hint(hint)
	for node in session.conflicts:
		if not node in conflicts_before:
			_board.shake_cell(node)


func _on_board_celebration_finished():
	emit_signal("level_cleared", level["id"])


func _on_card_button_pressed(id):
	emit_signal("card_button_pressed", id)


# High contrast (the shell's setting): the texts around the board in full ink.
func _apply_contrast():
	var high = _settings().high_contrast
	_gesture_hint.add_color_override(
		"font_color",
		Palette.INK if high else Color(Palette.INK.r, Palette.INK.g, Palette.INK.b, 0.55)
	)
	_caption.add_color_override("font_color", Palette.INK if high else Palette.ACCENT)


func _on_level_list_requested():
	emit_signal("level_list_requested")


func _on_modes_requested():
	emit_signal("modes_requested")


func _audio():
	return get_node("/root/Audio")


# The Settings autoload (found through the main loop: a screen taken out of the tree still hears
# its "changed" signal).
func _settings():
	return Engine.get_main_loop().root.get_node("Settings")


static func _is_count(value):
	return typeof(value) in [TYPE_INT, TYPE_REAL] and value >= 0 and value == floor(value)
