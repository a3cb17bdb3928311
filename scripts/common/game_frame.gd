extends Control
# The frame every mode's game screen sits in: a top bar (level label, a counter, the menu
# button), a board slot, a bottom row of buttons the mode configures, and the banner
# placeholder; the menu sheet (level list, all games, close) opens over it.
# The mode's game screen calls set_board(), set_buttons() and the setters; the frame emits
#   button_pressed(id)       a bottom-row button was tapped
#   level_list_requested     the menu's "level list"
#   modes_requested          the menu's "all games"
#   menu_opened, menu_closed
# Run alone (F6) it shows sample buttons.

signal button_pressed(id)
signal level_list_requested
signal modes_requested
signal menu_opened
signal menu_closed

onready var _level_label = $SafeArea/Column/TopBar/Level
onready var _counter = $SafeArea/Column/TopBar/Counter
onready var _board_slot = $SafeArea/Column/BoardSlot
onready var _buttons = $SafeArea/Column/Buttons
onready var _menu = $MenuSheet


func _ready():
	_menu.visible = false
	if get_parent() == get_tree().root:
		set_level_label("1-1")
		set_counter("□ × 9")
		set_buttons([{"id": "undo", "text": "undo"}, {"id": "restart", "text": "restart"}])


func set_level_label(text):
	_level_label.text = text


# The counter in the top bar (plain text, not a button), "" to hide it.
func set_counter(text):
	_counter.text = text


func counter():
	return _counter.text


# Puts the mode's board (any Control) into the board slot, taking it from where it was.
func set_board(control):
	if control.get_parent() != null:
		control.get_parent().remove_child(control)
	for child in _board_slot.get_children():
		_board_slot.remove_child(child)
		child.queue_free()
	control.size_flags_horizontal = SIZE_EXPAND_FILL
	control.size_flags_vertical = SIZE_EXPAND_FILL
	_board_slot.add_child(control)


# The bottom row, left to right: [{"id": "undo", "text": translation key}, ...]. Each button is
# named after its id and emits button_pressed(id).
func set_buttons(entries):
	for child in _buttons.get_children():
		_buttons.remove_child(child)
		child.queue_free()
	for entry in entries:
		var button = Button.new()
		button.name = entry["id"].capitalize().replace(" ", "")
		button.text = entry["text"]
		button.size_flags_horizontal = SIZE_EXPAND_FILL
		# Never clipped: a longer label takes more of the row (the box gives every button at least
		# its text), the others share the rest.
		button.focus_mode = FOCUS_NONE
		button.set_meta("id", entry["id"])
		button.connect("pressed", self, "emit_signal", ["button_pressed", entry["id"]])
		_buttons.add_child(button)


# The bottom-row button of an id, null when there is none.
func button(id):
	for child in _buttons.get_children():
		if child.get_meta("id") == id:
			return child
	return null


func set_button_disabled(id, disabled):
	var found = button(id)
	if found != null:
		found.disabled = disabled
		found.mouse_default_cursor_shape = CURSOR_ARROW if disabled else CURSOR_POINTING_HAND


func open_menu():
	if not _menu.visible:
		_menu.visible = true
		emit_signal("menu_opened")


func close_menu():
	if _menu.visible:
		_menu.visible = false
		emit_signal("menu_closed")


func is_menu_open():
	return _menu.visible


# One step back inside the frame: closes the menu. False when it was not open.
func go_back():
	if _menu.visible:
		close_menu()
		return true
	return false


func _on_menu_dim_gui_input(event):
	if event is InputEventMouseButton and event.pressed:
		close_menu()


func _on_level_list_pressed():
	emit_signal("level_list_requested")


func _on_modes_pressed():
	emit_signal("modes_requested")
