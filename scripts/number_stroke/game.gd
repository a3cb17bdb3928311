extends Control
# The Number Stroke game screen: top bar, board, hint line, buttons and banner around one
# session. The parent calls start_level(); the screen emits level_solved the moment the path is
# complete and right (time to save), then level_cleared once the clear celebration has played
# (time to move on).

signal level_solved(level_id)
signal level_cleared(level_id)
signal level_list_requested
signal modes_requested

const Session = preload("res://scripts/number_stroke/session.gd")
const LevelCatalog = preload("res://scripts/number_stroke/level_catalog.gd")

var level = {}
var session = null

onready var _board = $SafeArea/Column/Board
onready var _level_label = $SafeArea/Column/TopBar/Level
onready var _remaining_label = $SafeArea/Column/TopBar/Remaining
onready var _caption = $SafeArea/Column/Caption
onready var _message = $SafeArea/Column/Message
onready var _menu = $Menu


func _ready():
	_menu.visible = false
	if get_parent() == get_tree().root:
		# Run on its own: play the first level of the catalog.
		var catalog = LevelCatalog.new()
		if catalog.ok:
			start_level(catalog.level(catalog.level_ids()[0]))


func start_level(new_level):
	level = new_level
	session = Session.new(level)
	_menu.visible = false
	_message.text = ""
	_board.show_session(level, session)
	_update_texts()


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and is_inside_tree() and session != null:
		_update_texts()


func _update_texts():
	_level_label.text = "%d-%d" % [int(level.get("pack", 0)), int(level.get("index", 0))]
	_remaining_label.text = "□ × %d" % session.remaining
	var caption = level.get("caption", {})
	_caption.visible = typeof(caption) == TYPE_DICTIONARY and not caption.empty()
	if _caption.visible:
		var lang = TranslationServer.get_locale().substr(0, 2)
		_caption.text = str(caption.get(lang, caption.get("en", "")))


func _on_board_cell_pressed(node):
	_apply(session.press(node))


func _on_board_cell_dragged(node):
	_apply(session.drag(node))


func _on_board_pointer_released():
	_apply(session.release())


func _on_restart_pressed():
	_apply(session.restart())


func _apply(event):
	var kind = event["kind"]
	if kind == "illegal_start":
		_board.shake_cell(event["cell"])
		_audio().vibrate(20)
		return
	if not kind in ["started", "appended", "cut", "restarted", "cleared"]:
		return
	_board.clear_hint()
	_message.text = ""
	_board.refresh()
	_update_texts()
	if kind in ["started", "appended", "cleared"]:
		_stepped_on(event["cell"])
	if kind == "cleared":
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


func _on_add_number_pressed():
	var conflicts_before = session.conflicts.duplicate()
	var hint = session.hint_number()
	_show_hint(hint)
	for node in session.conflicts:
		if not node in conflicts_before:
			_board.shake_cell(node)


func _on_show_way_pressed():
	_show_hint(session.hint_way())


func _show_hint(hint):
	_message.text = tr(hint["message"]) if hint["message"] != "" else ""
	_board.show_hint(hint)


func _on_board_celebration_finished():
	emit_signal("level_cleared", level["id"])


func _on_menu_pressed():
	_menu.visible = true


func _on_menu_close_pressed():
	_menu.visible = false


func _on_menu_dim_gui_input(event):
	if event is InputEventMouseButton and event.pressed:
		_menu.visible = false


func _on_level_list_pressed():
	emit_signal("level_list_requested")


func _on_modes_pressed():
	emit_signal("modes_requested")


func _audio():
	return get_node("/root/Audio")
