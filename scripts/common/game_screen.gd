extends Control
# The common part of a mode's game screen: the common game frame ($Frame, game_frame.tscn) with
# its menu, bottom row and cards wired to the screen. A mode's game.gd extends it, puts its board
# in the frame, plays its session and emits level_solved / level_cleared; it overrides
# _on_frame_button_pressed(id) (the bottom row) and _update_texts() (the top bar and captions,
# again when the language changes). The parent calls start_level(...); level_list_requested and
# modes_requested come from the frame's menu, card_button_pressed(id) from a card's buttons
# (show_card).

signal level_solved(level_id)
signal level_cleared(level_id)
signal level_list_requested
signal modes_requested
signal card_button_pressed(id)

var level = {}
var session = null

onready var _frame = $Frame


func _ready():
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


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and is_inside_tree() and session != null:
		_update_texts()


func _on_card_button_pressed(id):
	emit_signal("card_button_pressed", id)


func _on_level_list_requested():
	emit_signal("level_list_requested")


func _on_modes_requested():
	emit_signal("modes_requested")


func _audio():
	return get_node("/root/Audio")
