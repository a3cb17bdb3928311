extends Button
# One city on City Cat Catch's city select: its name (fitted to its width: fitted_label.gd),
# blurb (the card grows to show all of it) and levels cleared, over the city's colour, with four
# of its elements drawn as tiles (piece_art.gd) and a check mark once all its levels are cleared.
# The city select calls show_city() and listens to `pressed`.

const CityPreview = preload("res://scripts/city_cat_catch/city_preview.gd")
const FittedLabel = preload("res://scripts/city_cat_catch/fitted_label.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const Palette = preload("res://scripts/common/palette.gd")
const CardArt = preload("res://scripts/common/card_art.gd")
const NAME_FONT = preload("res://scenes/common/fonts/font_heading.tres")
const TEXT_FONT = preload("res://scenes/common/fonts/font_small.tres")
const COUNT_FONT = preload("res://scenes/common/fonts/font_button.tres")
const HEIGHT = 248  # at least; more when the blurb needs it
const NAME_TOP = 20
const NAME_HEIGHT = 52  # one line of the name's font
const COUNT_HEIGHT = 40
const GAP = 12  # between the blurb and the count
const PREVIEW = 200  # the 2 x 2 tiles' box
const BADGE = 40.0
const PADDING = 28

var city_id = ""
var cleared = 0
var total = 0

var _city = {}
var _name = FittedLabel.new()
var _blurb = Label.new()
var _count = Label.new()
var _preview = CityPreview.new()


func _init() -> void:
	add_to_group("probe")
	rect_min_size = Vector2(0, HEIGHT)
	focus_mode = FOCUS_NONE
	mouse_default_cursor_shape = CURSOR_POINTING_HAND
	_name.name = "Name"
	_name.add_font_override("font", NAME_FONT)
	_blurb.name = "Blurb"
	_blurb.add_font_override("font", TEXT_FONT)
	_blurb.autowrap = true
	_count.name = "Count"
	_count.add_font_override("font", COUNT_FONT)
	for label in [_name, _blurb, _count]:
		label.mouse_filter = MOUSE_FILTER_IGNORE
		add_child(label)
	_preview.name = "Preview"
	add_child(_preview)
	connect("resized", self, "_lay_out")


# Labels placed in a column (a Button is no container): the name, the blurb's lines, the count
# at the bottom; the tiles on the right. The card is as tall as its texts need.
func _lay_out() -> void:
	var preview_side = min(PREVIEW, HEIGHT - 2 * PADDING)
	_preview.rect_position = Vector2(
		rect_size.x - PADDING - preview_side, (rect_size.y - preview_side) / 2.0
	)
	_preview.rect_size = Vector2(preview_side, preview_side)
	var width = max(0.0, _preview.rect_position.x - 2 * PADDING)
	var top = _place_wrapped(_name, NAME_TOP, width, NAME_HEIGHT) + 4
	var bottom = _place_wrapped(_blurb, top, width, 0)
	rect_min_size.y = max(HEIGHT, bottom + GAP + COUNT_HEIGHT + NAME_TOP)
	_count.rect_position = Vector2(PADDING, rect_size.y - NAME_TOP - COUNT_HEIGHT)
	_count.rect_size = Vector2(width, COUNT_HEIGHT)


# Places a wrapping label at `top`, `width` wide and as tall as its lines (at least `least`);
# returns where it ends.
func _place_wrapped(label: Label, top: float, width: float, least: float) -> float:
	label.rect_position = Vector2(PADDING, top)
	label.rect_size = Vector2(width, 0)
	var height = max(least, label.get_combined_minimum_size().y)
	label.rect_size = Vector2(width, height)
	return top + height


# A city of cat_catalog.gd (city()), the arts of four of its elements, and its levels cleared.
func show_city(city: Dictionary, arts: Array, cleared_levels: int, level_count: int) -> void:
	_city = city
	city_id = city.get("cityId", "")
	name = "City-" + city_id
	cleared = cleared_levels
	total = level_count
	var colours = city.get("colors", {})
	var fill = Color(colours.get("background", "#e8ecf4"))
	_preview.tile = Color(colours.get("tile", "#ffffff"))
	_preview.arts = arts
	_preview.update()
	for style_name in ["normal", "hover", "pressed", "disabled"]:
		add_stylebox_override(
			style_name, CardArt.card_style(fill if style_name != "pressed" else fill.darkened(0.06))
		)
	_update_texts()


# What the card says, for tests: "name | count".
func summary() -> String:
	return "%s | %s" % [_name.text, _count.text]


# The card's centre as the city's target, for the release tests' probe.
func probe_targets() -> Dictionary:
	return {"city:%s" % city_id: rect_size / 2.0}


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED:
		_update_texts()


func _update_texts() -> void:
	var locale = TranslationServer.get_locale()
	_name.shown = PackCatalog.text_in(_city.get("name", {}), locale)
	_blurb.text = PackCatalog.text_in(_city.get("blurb", {}), locale)
	_count.text = tr("cat_city_count") % [cleared, total]
	for label in [_name, _count]:
		label.add_color_override("font_color", Palette.INK)
	_blurb.add_color_override(
		"font_color", Color(Palette.INK.r, Palette.INK.g, Palette.INK.b, 0.75)
	)
	_lay_out()
	update()


func _draw():
	if total == 0 or cleared < total:
		return
	# A check mark disc in the top-right corner once every level is cleared.
	var middle = Vector2(rect_size.x - BADGE / 2.0 - 14.0, BADGE / 2.0 + 14.0)
	CardArt.draw_check(self, middle, BADGE, Palette.ACCENT, Palette.WHITE)
