extends "res://scripts/common/game_screen.gd"
# The common part of the path modes' game screens (Number Stroke, Hex Walls): the frame around
# $Play (its Board, a scripts/common/path_board_view.gd, Caption and Message), the board's pointer
# turned into moves for the common move loop (game_screen.gd apply) and the feedback on the
# session's events (a shake for a refused start, a pop, step sound and buzz for each cell, the
# hint's line and rings, the clear's celebration, then level_cleared once it has played). A game
# screen extends it, starts a level with _begin_level (game_screen.gd: the session, the mid-end and
# a resumed attempt) in start_level and may override the hooks below.

# Events after which the board is redrawn from the session.
const REDRAWN = ["started", "appended", "cut", "restarted", "cleared", "undone", "redone"]

var _conflicts_before = []  # the session's conflicts before the move being shown

onready var _play = $Play
onready var _board = $Play/Board
onready var _caption = $Play/Caption
onready var _message = $Play/Message

# The hooks a game screen overrides.


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
	_message.text = tr(hint["message"]) if hint["message"] != "" else ""
	_board.show_hint(hint)


# The common API.


# The shown message line, "" when there is none.
func message():
	return _message.text


# The board view, for tests and tools that look at what is drawn.
func board():
	return _board


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
