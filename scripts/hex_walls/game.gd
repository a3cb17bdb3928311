extends Control
# The Hex Walls game screen: the common game frame (scenes/common/game_frame.tscn) around the
# caption, the hex board, the message line and the gesture hint, playing one session through the
# shared mid-end (undo / restart). The parent calls start_level(); the screen emits level_solved
# the moment the path is complete and right (time to save), then level_cleared once the clear
# celebration has played (time to move on); level_list_requested and modes_requested come from
# the frame's menu. A move through a wall is refused by the session: the wall shakes, the phone
# vibrates and the message line says why.
# Run alone (F6) it plays the first shipped level.

signal level_solved(level_id)
signal level_cleared(level_id)
signal level_list_requested
signal modes_requested
# A move the session refused because of a wall ("s<i>" or "t<i>").
signal move_blocked(wall_id)

const Session = preload("res://scripts/hex_walls/session.gd")
const MidEnd = preload("res://scripts/common/mid_end.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const MODE_ID = "03-hex-walls"
const BUTTONS = [
	{"id": "undo", "text": "undo"},
	{"id": "restart", "text": "restart"},
	{"id": "show_way", "text": "show_way"},
]
# Events after which the board is redrawn from the session.
const REDRAWN = ["started", "appended", "cut", "restarted", "cleared", "undone", "redone"]

var level = {}
var session = null
var mid_end = null

onready var _frame = $Frame
onready var _play = $Play
onready var _board = $Play/Board
onready var _caption = $Play/Caption
onready var _message = $Play/Message


func _ready():
	_frame.set_board(_play)
	_frame.set_buttons(BUTTONS)
	_frame.set_button_disabled("undo", true)
	if get_parent() == get_tree().root:
		var catalog = ModeRegistry.new_catalog(MODE_ID)
		if catalog.ok:
			start_level(catalog.level(catalog.level_ids()[0]))


func start_level(new_level):
	level = new_level
	session = Session.new(level)
	mid_end = MidEnd.new(session)
	mid_end.connect("changed", self, "_update_buttons")
	_frame.close_menu()
	_message.text = ""
	_board.show_session(level, session)
	_update_texts()
	_update_buttons()


# Applies one move through the mid-end and shows what it did; returns the event.
func apply(move):
	if mid_end == null:
		return {"kind": "ignored", "cell": -1}
	var event = mid_end.apply(move)
	_show(event)
	return event


# The shown message line, "" when there is none.
func message():
	return _message.text


# The bottom-row button of an id ("undo", "restart", "show_way").
func button(id):
	return _frame.button(id)


# The board view (board_view.gd), for tests and tools that look at what is drawn.
func board():
	return _board


# One step back inside the game screen: closes the menu. False when there was nothing to close.
func go_back():
	return _frame.go_back()


func open_menu():
	_frame.open_menu()


func is_menu_open():
	return _frame.is_menu_open()


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and is_inside_tree() and session != null:
		_update_texts()


func _update_texts():
	_frame.set_level_label("%d-%d" % [int(level.get("pack", 0)), int(level.get("index", 0))])
	_frame.set_counter("⬡ × %d" % session.remaining)
	var caption = level.get("caption", {})
	_caption.visible = PackCatalog.is_text(caption)
	if _caption.visible:
		_caption.text = PackCatalog.text_in(caption, TranslationServer.get_locale())


func _update_buttons():
	_frame.set_button_disabled("undo", mid_end == null or not mid_end.can_undo())


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
		"show_way":
			apply({"op": "hint_way"})


func _show(event):
	var kind = event["kind"]
	if kind == "illegal_start":
		_board.shake_cell(event["cell"])
		_audio().vibrate(20)
		return
	if kind == "blocked":
		_blocked(event["wall"])
		return
	if kind == "hint":
		_message.text = tr(event["hint"]["message"]) if event["hint"]["message"] != "" else ""
		_board.show_hint(event["hint"])
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
		_message.text = tr("cleared")
		_audio().play_clear()
		_board.celebrate()
		emit_signal("level_solved", level["id"])


func _blocked(wall_id):
	_board.shake_wall(wall_id)
	_message.text = tr("hw_blocked_turning" if wall_id.begins_with("t") else "hw_blocked")
	_audio().play_conflict()
	_audio().vibrate(40)
	emit_signal("move_blocked", wall_id)


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
	if session.effective_clue(node) > 0:
		_board.flash_cell(node)
	if session.dead_end:
		_board.shake_cell(node)


func _on_board_celebration_finished():
	emit_signal("level_cleared", level["id"])


func _on_level_list_requested():
	emit_signal("level_list_requested")


func _on_modes_requested():
	emit_signal("modes_requested")


func _audio():
	return get_node("/root/Audio")
