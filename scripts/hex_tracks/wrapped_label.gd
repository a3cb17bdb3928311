extends Label
# A label that wraps its text with Texts.wrap (Chinese-aware: a line never starts with a closing
# mark) to its own width, again whenever it is resized. Set `shown`, not `text`.

const Texts = preload("res://scripts/hex_tracks/texts.gd")

var shown = "" setget set_shown


func _ready():
	autowrap = false
	clip_text = true  # so the text's own width never widens the container
	connect("resized", self, "_wrap")
	_wrap()


func set_shown(value):
	shown = value
	_wrap()


func _wrap():
	var wrapped = shown
	if rect_size.x > 1.0:
		wrapped = Texts.wrap(shown, get_font("font"), rect_size.x)
	if wrapped != text:
		text = wrapped
