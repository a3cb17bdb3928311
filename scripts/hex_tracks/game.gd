extends "res://scripts/common/game_screen.gd"
# The Hex Tracks game screen: the common game frame (scenes/common/game_frame.tscn) around the
# level's name, the board, the rotate buttons with the counters between them and a message line,
# playing one session through the common move loop (game_screen.gd apply: the shared mid-end with
# undo and restart; Hint asks the session for the next action of an optimal solution). The parent
# calls start_level(); the screen emits level_solved the moment the last tile is out (time to
# save), then level_cleared once it has left the board and the clear moment has played (time for
# show_card()); level_list_requested and modes_requested come from the frame's menu,
# card_button_pressed(id) from a card.
# A tap first asks the session where the tile goes (the decision is made before the move), then
# applies it and lets the board play it. One tile moves at a time (docs/rules/hex-tracks.md): a
# tap, turn, hint, undo or restart made while the board plays a move or a turn waits in the
# loop's queue (a tile tapped twice meanwhile waits once; the board marks the tiles that wait)
# and is carried out, in order, when the board is still. move_shown / turn_shown follow every
# played move and turn (at once under reduced motion).
# Run alone (F6) it plays the first campaign level.

signal move_shown(event)
signal turn_shown

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const Palette = preload("res://scripts/common/palette.gd")
const BUTTONS = [
	{"id": "undo", "text": "undo"},
	{"id": "restart", "text": "restart"},
	{"id": "hint", "text": "ht_hint"},
]

var _hinted_turn = 0  # the rotate button a hint points at (1 / -1), 0 for none

onready var _play = $Play
onready var _board = $Play/Board
onready var _caption = $Play/Caption
onready var _message = $Play/Message
onready var _stats = $Play/TurnRow/Stats
onready var _rotate_left = $Play/TurnRow/RotateLeft
onready var _rotate_right = $Play/TurnRow/RotateRight


func _ready():
	_frame.set_board(_play)
	_frame.set_buttons(BUTTONS)
	_frame.set_button_disabled("undo", true)
	_board.connect("tile_tapped", self, "tap_tile")
	_board.connect("move_finished", self, "_on_move_finished")
	_board.connect("turn_finished", self, "_on_turn_finished")
	_board.connect("celebration_finished", self, "_on_celebration_finished")
	_rotate_left.connect("pressed", self, "rotate", [-1])
	_rotate_right.connect("pressed", self, "rotate", [1])


func start_level(new_level):
	_begin_level(new_level)
	mid_end.connect("changed", self, "_update_buttons")
	_frame.close_menu()
	_frame.close_card()
	_message.text = ""
	_hinted_turn = 0
	_board.show_level(level, session)
	_update_texts()
	if session.status() == "lost":
		_message.text = tr("ht_lost")


# One tile moves at a time: while the board plays a move or a turn, moves wait.
func _is_busy():
	return _board.is_animating()


# A tile tapped again while its tap waits counts once.
func _queue_key(move):
	if _op_of(move) == "tap":
		return "tap:%s" % move.get("tile")
	return ""


func _show_queued(moves):
	var tiles = []
	for move in moves:
		if _op_of(move) == "tap" and not move.get("tile") in tiles:
			tiles.append(move.get("tile"))
	_board.show_queued(tiles)


# Where a tapped tile goes is decided before the move (the trace the board plays).
func _before_move(move):
	var trace = {}
	if (
		_op_of(move) == "tap"
		and session.status() == "playing"
		and session.is_on_board(move.get("tile"))
	):
		trace = session.trace_of(move["tile"])
	return trace


func tap_tile(tile_id):
	return apply({"op": "tap", "tile": tile_id})


func rotate(dir):
	return apply({"op": "rotate", "dir": dir})


func hint():
	return apply({"op": "hint"})


# The shown message line, "" when there is none.
func message():
	return _message.text


# The counters line under the board (budget, turns, failed tries).
func stats_text():
	return _stats.text


func board():
	return _board


# A bottom-row button ("undo", "restart", "hint") or a rotate button ("rotate_left",
# "rotate_right").
func button(id):
	match id:
		"rotate_left":
			return _rotate_left
		"rotate_right":
			return _rotate_right
	return _frame.button(id)


# The title of the open card, "" when none is open.
func card_title():
	if _frame.has_method("card"):
		return _frame.card().get("title", "")
	return _frame.card_title()


func _update_texts():
	if int(level.get("pack", 0)) > 0:
		_frame.set_level_label("%d-%d" % [int(level["pack"]), int(level.get("index", 0))])
	else:
		_frame.set_level_label(tr("ht_workshop"))
	_frame.set_counter("⬢ × %d" % session.tiles_left())
	_caption.text = PackCatalog.text_in(level.get("name", {}), TranslationServer.get_locale())
	_stats.text = tr("ht_stats") % [session.budget(), session.rotations, session.failed]
	_update_buttons()


func _update_buttons():
	if mid_end == null:
		return
	_frame.set_button_disabled("undo", not mid_end.can_undo())
	var can_turn = session.board.rotatable and session.status() != "won"
	_rotate_left.disabled = not can_turn
	_rotate_right.disabled = not can_turn
	_rotate_left.modulate = Palette.ACCENT if _hinted_turn == -1 else Color.white
	_rotate_right.modulate = Palette.ACCENT if _hinted_turn == 1 else Color.white


func _show_move(_move, event, trace):
	var kind = event["kind"]
	if kind != "hint":
		_hinted_turn = 0
		_board.clear_marks()
	match kind:
		"removed", "blocked", "looped":
			_message.text = ""
			if kind == "blocked":
				_message.text = tr("ht_blocked")
				_audio().play_conflict()
				_audio().vibrate(40)
			elif kind == "looped":
				_message.text = tr("ht_looped")
				_audio().play_conflict()
			else:
				_audio().play_step(session.removed.size())
				_audio().vibrate(12)
			_update_texts()
			_board.play_move(trace, session.tables.polyline(trace["route"]))
		"rotated":
			_message.text = ""
			_update_texts()
			_board.turn(event["dir"])
		"hint":
			_show_hint(event["action"])
		"undone", "redone", "restarted":
			_message.text = ""
			_board.refresh()
			_update_texts()
		"ignored":
			if (
				typeof(event) == TYPE_DICTIONARY
				and session.budget() <= 0
				and session.tiles_left() > 0
			):
				_message.text = tr("ht_no_budget")
	_update_buttons()


func _show_hint(action):
	if action == null:
		_message.text = tr("ht_hint_none")
		return
	if action["op"] == "tap":
		_board.show_hint(action["tile"])
		_message.text = tr("ht_hint_tap")
	else:
		_hinted_turn = int(action["dir"])
		_message.text = tr("ht_hint_turn_right" if _hinted_turn == 1 else "ht_hint_turn_left")
	_update_buttons()


func _on_move_finished():
	emit_signal("move_shown", {"remaining": session.tiles_left()})
	if session.status() == "won":
		_message.text = tr("cleared")
		_audio().play_clear()
		_board.celebrate()
	_play_queue()


func _on_turn_finished():
	emit_signal("turn_shown")
	_play_queue()


func _on_celebration_finished():
	emit_signal("level_cleared", level["id"])


func _on_frame_button_pressed(id):
	match id:
		"undo":
			apply({"op": "undo"})
		"restart":
			apply({"op": "restart"})
		"hint":
			hint()


static func _op_of(move):
	return move.get("op") if typeof(move) == TYPE_DICTIONARY else null
