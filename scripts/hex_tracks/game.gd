extends "res://scripts/common/game_screen.gd"
# The Hex Tracks game screen: the common game frame (scenes/common/game_frame.tscn) around the
# level's name, a lesson level's caption, the board, and the rotate buttons with the counters
# and the message line between them,
# playing one session through the common move loop (game_screen.gd apply: the shared mid-end with
# undo and restart; Hint asks the session for the next action of an optimal solution). The parent
# calls start_level(); the screen emits level_solved the moment the last tile is out (time to
# save), then level_cleared once it has left the board and the clear moment has played (time for
# show_card()); level_list_requested and modes_requested come from the frame's menu,
# card_button_pressed(id) from a card.
# A tap first asks the session where the tile goes (the decision is made before the move), then
# applies it and lets the board play it. One tile moves at a time (docs/rules/hex-tracks.md): a
# tap, turn, hint, undo or restart made while the board plays a move or a turn waits in the
# loop's queue (a tile tapped twice meanwhile waits once; the board marks the tiles that wait,
# the rotate buttons the turns that wait) and is carried out, in order, when the board is still.
# move_shown / turn_shown follow every played move and turn (at once under reduced motion). Undo
# shows itself: a removed tile slides back onto the board along its route, a turn turns back.
# The counters and the message line say what the board shows: they change when the ride shows
# the outcome (the tile off the board, at its contact point, round its lap), the turn or the
# return has played, not at the tap.
# Reading the board (issue 18 §1): a tile pressed and held shows its route (board_view.gd); a
# rotate button held shows every tile's route after that turn, and letting go turns nothing.
# show_intro() puts the first-time overlay (first_time.tscn) over the screen (intro_dismissed
# when it is closed). A rotated start (a level written turned, nothing free before the first
# turn) says so on the message line.
# Run alone (F6) it plays the first campaign level.

signal move_shown(event)
signal turn_shown
signal intro_dismissed

const Bits = preload("res://scripts/hex_tracks/bits.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const Palette = preload("res://scripts/common/palette.gd")
const Texts = preload("res://scripts/hex_tracks/texts.gd")
const TracksPlayReport = preload("res://scripts/hex_tracks/play_report.gd")
const BUTTONS = [
	{"id": "undo", "text": "undo"},
	{"id": "restart", "text": "restart"},
	{"id": "hint", "text": "ht_hint"},
]

var _hinted_turn = 0  # the rotate button a hint points at (1 / -1), 0 for none

onready var _play = $Play
onready var _board = $Play/Board
onready var _caption = $Play/Caption
onready var _lesson = $Play/Lesson
onready var _message = $Play/TurnRow/Middle/Message
onready var _stats = $Play/TurnRow/Middle/Stats
onready var _rotate_left = $Play/TurnRow/RotateLeft
onready var _rotate_right = $Play/TurnRow/RotateRight
onready var _first_time = $FirstTime


func _ready():
	_fill_frame(_play, BUTTONS)
	_board.connect("tile_tapped", self, "tap_tile")
	_board.connect("outcome_shown", self, "_on_outcome_shown")
	_board.connect("move_finished", self, "_on_move_finished")
	_board.connect("turn_finished", self, "_on_turn_finished")
	_board.connect("return_finished", self, "_on_return_finished")
	_board.connect("celebration_finished", self, "_on_celebration_finished")
	for pair in [[_rotate_left, -1], [_rotate_right, 1]]:
		pair[0].connect("tapped", self, "rotate", [pair[1]])
		pair[0].connect("held", _board, "show_turn_routes", [pair[1]])
		pair[0].connect("hold_released", _board, "clear_preview")
	_first_time.connect("dismissed", self, "emit_signal", ["intro_dismissed"])


func start_level(new_level):
	_begin_level(new_level)
	_message.shown = ""
	_hinted_turn = 0
	_board.show_level(level, session)
	_show_queued([])
	_update_texts()
	if session.status() == "lost":
		_message.shown = tr("ht_lost")
	elif _is_rotated_start():
		_message.shown = tr("ht_rotated_start")


# A level written turned away from where its tiles were placed, with nothing free yet.
func _is_rotated_start():
	return (
		int(level.get("startRotation", 0)) != 0
		and session.orientation == 0
		and session.removed.empty()
		and Bits.is_empty(session.tables.free_tiles(0, session.remaining))
	)


# The first-time overlay over the screen (how tiles move, holding to look, free turns).
func show_intro():
	_first_time.popup()


# What the menu's way out says (a translation key): the level list, or back to the workshop.
func set_leave_label(key):
	_frame.set_list_label(key)


func is_intro_open():
	return _first_time.visible


# One step back: the first-time overlay closes first.
func go_back():
	if _first_time.visible:
		_first_time.dismiss()
		return true
	return .go_back()


# What Hex Tracks reports as play data (scripts/hex_tracks/play_report.gd).
func _play_report():
	return TracksPlayReport.new()


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
	var turns = {-1: 0, 1: 0}
	for move in moves:
		match _op_of(move):
			"tap":
				if not move.get("tile") in tiles:
					tiles.append(move.get("tile"))
			"rotate":
				if turns.has(move.get("dir")):
					turns[move["dir"]] += 1
	_board.show_queued(tiles)
	_rotate_left.waiting = turns[-1]
	_rotate_right.waiting = turns[1]


# Where a tapped tile goes is decided before the move (the trace the board plays); an undo is
# shown against the orientation and removals it undoes.
func _before_move(move):
	match _op_of(move):
		"tap":
			if session.status() == "playing" and session.is_on_board(move.get("tile")):
				return session.trace_of(move["tile"])
		"undo":
			return {"orientation": session.orientation, "removed": session.removed.duplicate()}
	return {}


func tap_tile(tile_id):
	return apply({"op": "tap", "tile": tile_id})


func rotate(dir):
	return apply({"op": "rotate", "dir": dir})


func hint():
	return apply({"op": "hint"})


# The shown message line, "" when there is none.
func message():
	return _message.shown


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
		_frame.set_level_label(tr("ht_workshop_short"))
	_frame.set_counter("⬢ × %d" % session.tiles_left())
	# A lesson level's caption comes after its name, on one wrapped line (the room is the board's).
	var locale = TranslationServer.get_locale()
	var name = PackCatalog.text_in(level.get("name", {}), locale)
	var lesson = PackCatalog.text_in(level.get("caption", {}), locale)
	_caption.text = name
	_caption.visible = lesson == ""
	_lesson.shown = "%s · %s" % [name, lesson]
	_lesson.visible = lesson != ""
	_stats.text = Texts.counters(session.budget(), session.rotations, session.failed)
	_update_buttons()


func _update_buttons():
	._update_buttons()
	if mid_end == null:
		return
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
			_message.shown = ""
			if kind == "removed":
				_audio().play_step(session.removed.size())
				_audio().vibrate(12)
			_board.play_move(trace, session.tables.polyline(trace["route"]))
		"rotated":
			_message.shown = ""
			_board.turn(event["dir"])
		"hint":
			_show_hint(event["action"])
		"undone":
			_message.shown = ""
			_show_undone(trace)
		"redone", "restarted":
			_message.shown = ""
			_board.refresh()
			_update_texts()
		"ignored":
			if (
				typeof(event) == TYPE_DICTIONARY
				and session.budget() <= 0
				and session.tiles_left() > 0
			):
				_message.shown = tr("ht_no_budget")
	_update_buttons()


# An undone removal slides its tile back along its route; an undone turn turns back.
func _show_undone(before):
	for tile_id in before["removed"]:
		if session.is_on_board(tile_id):
			var trace = session.trace_of(tile_id)
			_board.play_return(trace, session.tables.polyline(trace["route"]))
			return
	match posmod(session.orientation - before["orientation"], 6):
		1:
			_board.turn(1)
		5:
			_board.turn(-1)
		_:
			_board.refresh()
			_update_texts()


func _show_hint(action):
	if action == null:
		_message.shown = tr("ht_hint_none")
		return
	if action["op"] == "tap":
		_board.show_hint(action["tile"])
		_message.shown = tr("ht_hint_tap")
	else:
		_hinted_turn = int(action["dir"])
		_message.shown = tr("ht_hint_turn_right" if _hinted_turn == 1 else "ht_hint_turn_left")
	_update_buttons()


# The ride shows the tap's outcome: the tile is off the board, at its contact point or round
# its lap.
func _on_outcome_shown(outcome):
	match outcome:
		"blocked":
			_message.shown = tr("ht_blocked")
			_audio().play_conflict()
			_audio().vibrate(40)
		"loop":
			_message.shown = tr("ht_looped")
			_audio().play_conflict()
	_update_texts()


func _on_move_finished():
	emit_signal("move_shown", {"remaining": session.tiles_left()})
	if session.status() == "won":
		_message.shown = tr("cleared")
		_audio().play_clear()
		_board.celebrate()
	_play_queue()


func _on_turn_finished():
	_update_texts()
	emit_signal("turn_shown")
	_play_queue()


func _on_return_finished():
	_update_texts()
	_play_queue()


func _on_celebration_finished():
	emit_signal("level_cleared", level["id"])


func _on_frame_button_pressed(id):
	if id == "hint":
		hint()
	else:
		._on_frame_button_pressed(id)


static func _op_of(move):
	return move.get("op") if typeof(move) == TYPE_DICTIONARY else null
