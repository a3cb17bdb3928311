extends "res://scripts/common/path_game_screen.gd"
# The Hex Walls game screen: the common game frame (scenes/common/game_frame.tscn) around the
# caption, the hex board, the message line and the gesture hint, playing one session through the
# shared mid-end (undo / restart). The parent calls start_level(); the screen emits level_solved
# the moment the path is complete and right (time to save), then level_cleared once the clear
# celebration has played (time to move on); level_list_requested and modes_requested come from
# the frame's menu. A move through a wall is refused by the session: the wall shakes, the phone
# vibrates and the message line says why.
# Run alone (F6) it plays the first shipped level.

# A move the session refused because of a wall ("s<i>" or "t<i>").
signal move_blocked(wall_id)

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const BUTTONS = [
	{"id": "undo", "text": "undo"},
	{"id": "restart", "text": "restart"},
	{"id": "show_way", "text": "show_way"},
]


func _ready():
	_fill_frame(_play, BUTTONS)


func _update_texts():
	_update_level_label()
	_frame.set_counter("⬡ × %d" % session.remaining)
	var caption = level.get("caption", {})
	_caption.visible = PackCatalog.is_text(caption)
	if _caption.visible:
		_caption.text = PackCatalog.text_in(caption, TranslationServer.get_locale())


func _on_frame_button_pressed(id):
	if id == "show_way":
		apply({"op": "hint_way"})
	else:
		._on_frame_button_pressed(id)


# Hex Walls says "hex" where the shared hint lines say "cell" (its strings.csv: hw_<key>).
func _hint_text(key):
	return tr("hw_" + key)


# A move through a wall.
func _show_other(event):
	if event["kind"] != "blocked":
		return false
	_blocked(event["wall"])
	return true


func _on_solved():
	_message.text = tr("cleared")


func _blocked(wall_id):
	_board.shake_wall(wall_id)
	_message.text = tr("hw_blocked_turning" if wall_id.begins_with("t") else "hw_blocked")
	_audio().play_conflict()
	_audio().vibrate(40)
	emit_signal("move_blocked", wall_id)
