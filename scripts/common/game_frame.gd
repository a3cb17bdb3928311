extends Control
# The frame every mode's game screen sits in: a top bar (level label with a line under it, such
# as the level's grade, a counter, the menu button), a board slot, a bottom row of buttons the
# mode configures, and the banner room; the menu sheet (level list, all games, settings, close)
# opens over it, and so do a card (a clear, a pack done: a title, a big figure, a line of text
# and its own buttons) and the settings sheet (scenes/common/settings_panel.tscn, opened from
# the menu without leaving the level).
# The banner: its room is kept only while the ads provider (scripts/common/ads.gd) shows a
# banner, as in the shipped game. An "Ad space" placeholder shows where a banner goes only when
# the game is started with --ad-placeholder (a developer's setting: `make play` and the editor's
# runs show what a player sees).
# The mode's game screen calls set_board(), set_buttons() and the setters; the frame emits
#   button_pressed(id)       a bottom-row button was tapped
#   level_list_requested     the menu's "level list" (set_list_label: what that button says)
#   modes_requested          the menu's "all games"
#   menu_opened, menu_closed
#   settings_opened, settings_closed
#   card_button_pressed(id)  a button of the card was tapped (the card stays until close_card)
# Run alone (F6) it shows sample buttons.

signal button_pressed(id)
signal level_list_requested
signal modes_requested
signal menu_opened
signal menu_closed
signal card_button_pressed(id)
signal settings_opened
signal settings_closed

const Ads = preload("res://scripts/common/ads.gd")
const PRIMARY_STYLE = preload("res://scenes/common/styles/button_primary.tres")
const BADGE_FONT = preload("res://scenes/common/fonts/font_small.tres")
const BADGE_SIZE = 36
const AD_PLACEHOLDER_FLAG = "--ad-placeholder"

# True when the banner's placeholder shows (started with --ad-placeholder). Set before the frame
# enters the tree to see the other way.
var ad_placeholder = AD_PLACEHOLDER_FLAG in OS.get_cmdline_args()

onready var _level_label = $SafeArea/Column/TopBar/LevelBox/Level
onready var _level_detail = $SafeArea/Column/TopBar/LevelBox/Detail
onready var _counter = $SafeArea/Column/TopBar/Counter
onready var _board_slot = $SafeArea/Column/BoardSlot
onready var _buttons = $SafeArea/Column/Buttons
onready var _menu = $MenuSheet
onready var _list_button = $MenuSheet/Card/Column/LevelList
onready var _card = $CardSheet
onready var _card_title = $CardSheet/Card/Column/Title
onready var _card_figure = $CardSheet/Card/Column/Figure
onready var _card_text = $CardSheet/Card/Column/Text
onready var _card_buttons = $CardSheet/Card/Column/Buttons
onready var _settings_panel = $SettingsPanel
onready var _banner = $SafeArea/Column/Banner


func _ready():
	_menu.visible = false
	_card.visible = false
	_settings_panel.visible = false
	_settings_panel.connect("closed", self, "emit_signal", ["settings_closed"])
	_update_banner()
	var settings = get_node_or_null("/root/Settings")
	if settings != null:
		settings.connect("changed", self, "_apply_contrast", [settings])
		_apply_contrast(settings)
	if get_parent() == get_tree().root:
		set_level_label("1-1")
		set_counter("□ × 9")
		set_buttons([{"id": "undo", "text": "undo"}, {"id": "restart", "text": "restart"}])


# What the menu's level-list button says (a translation key): where leaving the game goes.
func set_list_label(text):
	_list_button.text = text


# The level label and the line under it (the level's grade, say; "" for none).
func set_level_label(text, detail = ""):
	_level_label.text = text
	_level_detail.text = detail
	_level_detail.visible = detail != ""


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


# A small round badge in the top-right corner of a bottom-row button (e.g. how many uses are
# left; a longer text makes it a pill that grows to the left), "" to remove it. The button keeps
# its size.
func set_button_badge(id, text):
	var found = button(id)
	if found == null:
		return
	var badge = found.get_node_or_null("Badge")
	if text == "":
		if badge != null:
			found.remove_child(badge)
			badge.queue_free()
		return
	if badge == null:
		badge = Label.new()
		badge.name = "Badge"
		badge.mouse_filter = MOUSE_FILTER_IGNORE
		badge.align = Label.ALIGN_CENTER
		badge.valign = Label.VALIGN_CENTER
		badge.anchor_left = 1.0
		badge.anchor_right = 1.0
		# Over the corner, half outside, clear of the label.
		badge.margin_right = 10
		badge.margin_top = -12
		badge.margin_bottom = BADGE_SIZE - 12
		badge.add_font_override("font", BADGE_FONT)
		badge.add_color_override("font_color", Color.white)
		var style = StyleBoxFlat.new()
		style.set_corner_radius_all(int(BADGE_SIZE / 2))
		style.corner_detail = 8
		style.anti_aliasing_size = 1.0
		badge.add_stylebox_override("normal", style)
		found.add_child(badge)
	badge.text = text
	var width = max(BADGE_SIZE, BADGE_FONT.get_string_size(text).x + BADGE_SIZE / 2)
	badge.margin_left = badge.margin_right - width
	var fill = PRIMARY_STYLE.bg_color
	if found.disabled:
		fill = Color(0.137, 0.141, 0.227, 0.35)
	badge.get_stylebox("normal").bg_color = fill


# The badge text of a bottom-row button, "" when it has none.
func button_badge(id):
	var found = button(id)
	var badge = found.get_node_or_null("Badge") if found != null else null
	return badge.text if badge != null else ""


func set_button_disabled(id, disabled):
	var found = button(id)
	if found != null:
		found.disabled = disabled
		found.mouse_default_cursor_shape = CURSOR_ARROW if disabled else CURSOR_POINTING_HAND


# Shows the card over the screen: a title, a big figure ("" for none), a line of text ("" for
# none) and its buttons [{"id", "text"}], the first one filled; each emits
# card_button_pressed(id). Closes the menu.
func show_card(title, figure, text, buttons):
	close_menu()
	_card_title.text = title
	_card_figure.text = figure
	_card_figure.visible = figure != ""
	_card_text.text = text
	_card_text.visible = text != ""
	for child in _card_buttons.get_children():
		_card_buttons.remove_child(child)
		child.queue_free()
	for i in range(buttons.size()):
		var entry = buttons[i]
		var button = Button.new()
		button.name = entry["id"].capitalize().replace(" ", "")
		button.text = entry["text"]
		button.rect_min_size = Vector2(0, 96)
		button.focus_mode = FOCUS_NONE
		button.set_meta("id", entry["id"])
		if i == 0:
			for style in ["normal", "hover", "pressed"]:
				button.add_stylebox_override(style, PRIMARY_STYLE)
			for color in ["font_color", "font_color_hover", "font_color_pressed"]:
				button.add_color_override(color, Color.white)
		button.connect("pressed", self, "emit_signal", ["card_button_pressed", entry["id"]])
		_card_buttons.add_child(button)
	# Shrink to the new content, centred (the panel grows from its middle to its minimum size).
	var panel = $CardSheet/Card
	panel.margin_top = 0
	panel.margin_bottom = 0
	_card.visible = true


func close_card():
	_card.visible = false


func is_card_open():
	return _card.visible


# The open card as shown: {"title", "figure", "text"}; {} when no card is open.
func card():
	if not _card.visible:
		return {}
	return {"title": _card_title.text, "figure": _card_figure.text, "text": _card_text.text}


# A button of the open card, null when there is none.
func card_button(id):
	for child in _card_buttons.get_children():
		if child.get_meta("id") == id and not child.is_queued_for_deletion():
			return child
	return null


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


# One step back inside the frame: closes the settings sheet, else the menu. False when neither
# was open.
func go_back():
	if _settings_panel.visible:
		_settings_panel.close()
		return true
	if _menu.visible:
		close_menu()
		return true
	return false


# The menu's Settings: the settings sheet over the game (the menu closes); the level stays as it
# is.
func _on_settings_pressed():
	close_menu()
	if not _settings_panel.visible:
		_settings_panel.visible = true
		emit_signal("settings_opened")


func _update_banner():
	var height = Ads.current().banner_height()
	_banner.visible = ad_placeholder or height > 0
	_banner.get_node("Label").visible = ad_placeholder and height <= 0
	if height > 0:
		_banner.rect_min_size.y = height


# High contrast (the shell's setting): the counter, the detail line and the banner's label in
# stronger ink.
func _apply_contrast(settings):
	var high = settings.high_contrast
	var ink = Color(0.137, 0.141, 0.227, 1.0)
	for label in [_counter, _level_detail]:
		label.add_color_override("font_color", Color(ink.r, ink.g, ink.b, 1.0 if high else 0.7))
	$SafeArea/Column/Banner/Label.add_color_override(
		"font_color", Color(ink.r, ink.g, ink.b, 0.7 if high else 0.35)
	)


func _on_menu_dim_gui_input(event):
	if event is InputEventMouseButton and event.pressed:
		close_menu()


func _on_level_list_pressed():
	emit_signal("level_list_requested")


func _on_modes_pressed():
	emit_signal("modes_requested")
