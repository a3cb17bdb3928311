extends Control
# The privacy note about play data (docs/telemetry.md "Privacy note"), opened from the settings
# and from the first-launch question: the note, whether recording is on, and "Delete my play
# data", which asks once more before it erases everything recorded on this device (Telemetry
# delete_play_data). The question hides the delete part (deletable = false: nothing is recorded
# before an answer). Emits closed when dismissed, deleted after an erase.

signal closed
signal deleted

const Palette = preload("res://scripts/common/palette.gd")
const SCREEN_MARGIN = 48  # px above and below the card at least
const MIN_NOTE = 200  # px of the note shown at least

var deletable = true

onready var _card = $Card
onready var _scroll = $Card/Column/Scroll
onready var _note = $Card/Column/Scroll/Note
onready var _state = $Card/Column/State
onready var _delete = $Card/Column/Delete
onready var _confirm = $Card/Column/Confirm
onready var _done_note = $Card/Column/Deleted


func _ready():
	$Dim.connect("gui_input", self, "_on_dim_gui_input")
	_delete.connect("pressed", self, "ask_delete")
	$Card/Column/Confirm/Buttons/Keep.connect("pressed", self, "keep")
	$Card/Column/Confirm/Buttons/Erase.connect("pressed", self, "erase")
	$Card/Column/Done.connect("pressed", self, "close")
	_telemetry().connect("consent_changed", self, "_on_consent_changed")
	_style_scroll_bar(_scroll.get_v_scrollbar())
	_show_parts()
	connect("resized", self, "_fit")


func open():
	_done_note.visible = false
	_confirm.visible = false
	_show_parts()
	visible = true
	call_deferred("_fit")


func close():
	visible = false
	emit_signal("closed")


# One step back: the delete question closes first, then the sheet. True: it handled the step.
func go_back() -> bool:
	if _confirm.visible:
		keep()
	else:
		close()
	return true


# "Delete my play data": asks once more (Keep it / Delete).
func ask_delete():
	_done_note.visible = false
	_confirm.visible = true
	_delete.visible = false
	call_deferred("_fit")


func keep():
	_confirm.visible = false
	_show_parts()
	call_deferred("_fit")


func erase():
	_telemetry().delete_play_data()
	_confirm.visible = false
	_show_parts()
	_done_note.visible = true
	call_deferred("_fit")
	emit_signal("deleted")


func is_asking() -> bool:
	return _confirm.visible


# The card as tall as the note needs (the note scrolls only when the screen is too short),
# centred.
func _fit():
	if not is_inside_tree():
		return
	var line = _note.get_line_height() + _note.get_constant("line_spacing")
	var needed = _note.get_line_count() * line
	var others = _card.get_combined_minimum_size().y - _scroll.rect_min_size.y
	var room = get_viewport_rect().size.y - 2 * SCREEN_MARGIN - others
	_scroll.rect_min_size.y = max(MIN_NOTE, min(needed, room))
	var height = _card.get_combined_minimum_size().y
	_card.margin_top = -height / 2.0
	_card.margin_bottom = height / 2.0


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and is_inside_tree() and visible:
		call_deferred("_fit")


func _show_parts():
	var on = _telemetry().is_enabled()
	_state.text = "privacy_state_on" if on else "privacy_state_off"
	_state.visible = deletable
	_delete.visible = deletable and not _confirm.visible


func _on_consent_changed(_enabled):
	_show_parts()


func _on_dim_gui_input(event):
	if event is InputEventMouseButton and event.pressed:
		go_back()


# A thin, light bar when the note is longer than its room (a large font, a small screen).
static func _style_scroll_bar(bar):
	var grabber = StyleBoxFlat.new()
	grabber.bg_color = Palette.GREY
	grabber.set_corner_radius_all(4)
	grabber.content_margin_left = 4
	grabber.content_margin_right = 4
	for name in ["grabber", "grabber_highlight", "grabber_pressed"]:
		bar.add_stylebox_override(name, grabber)
	bar.add_stylebox_override("scroll", StyleBoxEmpty.new())


# The Telemetry autoload, found through the main loop: a sheet out of the tree (its screen
# hidden away) still hears consent_changed.
func _telemetry():
	return Engine.get_main_loop().root.get_node("Telemetry")
