extends PanelContainer
# One mode on the shell's home screen (an entry of scripts/common/mode_registry.gd); playable
# modes (those with an entry scene) emit chosen when tapped.

signal chosen(mode_id)

const Palette = preload("res://scripts/common/palette.gd")

var mode_id = ""
var playable = false

onready var _icon = $Row/Icon
onready var _title = $Row/Text/Title
onready var _blurb = $Row/Text/Blurb
onready var _tag = $Row/Tag


func _ready():
	add_to_group("probe")


# The card's centre as a playable mode's target, for the release tests' probe.
func probe_targets() -> Dictionary:
	return {"mode:%s" % mode_id: rect_size / 2.0} if playable else {}


func show_mode(entry):
	mode_id = entry["id"]
	playable = entry["scene"] != ""
	_icon.emblem = entry["emblem"]
	_icon.active = playable
	_title.text = entry["title"]
	_blurb.text = entry["blurb"]
	_tag.text = "play" if playable else "coming_soon"
	_tag.add_color_override("font_color", Palette.ACCENT if playable else Palette.MUTED_INK)
	mouse_default_cursor_shape = CURSOR_POINTING_HAND if playable else CURSOR_ARROW


func _gui_input(event):
	var tapped = (
		event is InputEventMouseButton
		and event.button_index == BUTTON_LEFT
		and not event.pressed
	)
	if tapped and playable and get_global_rect().has_point(event.global_position):
		emit_signal("chosen", mode_id)
