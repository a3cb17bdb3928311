extends Label
# A label that shows `shown` on one line at the largest size, from its own font's size down to
# MIN_PIXELS, that fits its width, and wraps it at MIN_PIXELS when even that is too wide: a name
# of any length is shown whole, never clipped. Set `shown`, not `text`.

const MIN_PIXELS = 24  # the game's smallest text (font_small), still readable on a phone
# [font, pixels] -> a copy of the font at that size, shared by every label and kept for the whole
# run (a const Dictionary can still be written: GDScript 3 has no static variables): a copy made
# anew draws its glyphs again, each time a screen with these labels is built.
const FACES = {}

var shown = "" setget set_shown

var _base = null  # the font it was given (its largest size)


func _ready():
	autowrap = true  # its width never follows its text: the container's width is what it fits
	_base = get_font("font")
	connect("resized", self, "_fit")
	_fit()


func set_shown(value: String) -> void:
	if value != shown or text != value:  # the same name again (every tap) changes nothing
		shown = value
		_fit()


# The pixel size the text is shown at.
func pixels() -> int:
	var font = get_font("font")
	return font.size if font is DynamicFont else 0


# The largest size whose text the label itself lays out on one line (its own wrapping decides).
func _fit() -> void:
	text = shown
	if not _base is DynamicFont or rect_size.x < 1.0:
		return
	_use(_base)
	if get_line_count() <= 1:
		return
	var width = max(1.0, _base.get_string_size(shown).x)
	var size = int(clamp(floor(_base.size * rect_size.x / width), MIN_PIXELS, _base.size - 1))
	_use(_face(size))
	while size > MIN_PIXELS and get_line_count() > 1:
		size -= 1
		_use(_face(size))


# The base font at `pixels` (FACES).
func _face(pixels: int) -> Font:
	var key = [_base, pixels]
	if not FACES.has(key):
		var face = _base.duplicate()
		face.size = pixels
		FACES[key] = face
	return FACES[key]


func _use(font: Font) -> void:
	if get_font("font") != font:
		add_font_override("font", font)
