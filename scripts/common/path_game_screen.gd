extends "res://scripts/common/game_screen.gd"
# The common part of the path modes' game screens (Number Stroke, Hex Walls): the frame around
# $Play (its Board, a scripts/common/path_board_view.gd, Caption and Message), the board's pointer
# turned into moves for the common move loop (game_screen.gd apply) and the feedback on the
# session's events (a shake for a refused start, a pop, step sound and buzz for each cell, the
# hint's line and rings, the clear's celebration, then level_cleared once it has played), and the
# top bar's level name with the level's grade under it. start_level(level) begins the level
# (game_screen.gd _begin_level: the session, the mid-end and a resumed attempt), clears the
# message line and shows the session on the board. A game screen extends it, puts $Play and its
# buttons in the frame (_fill_frame) and may override the hooks below.

const PathPlayReport = preload("res://scripts/common/path_play_report.gd")
# Events after which the board is redrawn from the session.
const REDRAWN = ["started", "appended", "cut", "restarted", "cleared", "undone", "redone"]

var _conflicts_before = []  # the session's conflicts before the move being shown

onready var _play = $Play
onready var _board = $Play/Board
onready var _caption = $Play/Caption
onready var _message = $Play/Message

# The hooks a game screen overrides.


# A level was begun, before it is drawn: the screen's own state, from the counters its attempt
# kept (_attempt_counters; {} for a fresh start).
func _level_begun(_counters):
	pass


# An event of the mode's own (not a path event); true when it was shown.
func _show_other(_event):
	return false


# The level was just solved (before the celebration).
func _on_solved():
	pass


# True when stepping on `node` earns the "you reasoned right" flash.
func _flashes(node):
	return session.effective_clue(node) > 0


# A hint event: its line and its rings.
func _show_hint(hint):
	_message.text = _hint_text(hint["message"]) if hint["message"] != "" else ""
	_board.show_hint(hint)


# The line a hint's message key shows (a mode with its own words translates its own key).
func _hint_text(key):
	return tr(key)


# What a path mode reports as play data (scripts/common/path_play_report.gd).
func _play_report():
	return PathPlayReport.new()


# The level's name in the top bar (a mode may name some of its levels otherwise).
func _level_name():
	return "%d-%d" % [int(level.get("pack", 0)), int(level.get("index", 0))]


# The common API.


# Starts a level (the parent calls it): begun, its attempt resumed, drawn on a clear message line.
func start_level(new_level):
	_level_begun(_begin_level(new_level))
	_message.text = ""
	_board.show_session(level, session)
	_update_texts()
	_update_buttons()


# The board's number glyphs rendered ahead (path_board_view.gd warm_up).
func warm_up():
	_board.warm_up()


func is_warming_up():
	return _board.is_warming_up()


# The shown message line, "" when there is none.
func message():
	return _message.text


# The board view, for tests and tools that look at what is drawn.
func board():
	return _board


# The translation key of a grade's text (scripts/common/core_facts.gd GRADES; "" for no grade).
static func grade_key(grade):
	return "grade_" + grade if grade != "" else ""


# The top bar: the level's name, its grade (baked by the core's grader) under it.
func _update_level_label():
	var key = grade_key(level.get("grade", ""))
	_frame.set_level_label(_level_name(), tr(key) if key != "" else "")


func _before_move(_move):
	_conflicts_before = session.conflicts.duplicate()


func _show_move(_move, event, _before):
	var kind = event["kind"]
	if kind == "illegal_start":
		_board.shake_cell(event["cell"])
		_audio().vibrate(20)
		return
	if kind == "hint":
		_show_hint(event["hint"])
		return
	if _show_other(event):
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
		_on_solved()
		_audio().play_clear()
		_board.celebrate()


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
	if _flashes(node):
		_board.flash_cell(node)
	if session.dead_end:
		_board.shake_cell(node)


func _on_board_cell_pressed(node):
	apply({"op": "press", "cell": node})


func _on_board_cell_dragged(node):
	apply({"op": "drag", "cell": node})


func _on_board_pointer_released():
	apply({"op": "release"})


func _on_board_celebration_finished():
	emit_signal("level_cleared", level["id"])
