extends Button
# The daily board's card at the top of a city's level list: "Daily board", today's date (UTC)
# and the city, filled with the accent colour while today's board is open, a check mark once it
# is cleared. The mode calls show_day() and listens to `pressed`.

const Palette = preload("res://scripts/common/palette.gd")
const CardArt = preload("res://scripts/common/card_art.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const TITLE_FONT = preload("res://scenes/common/fonts/font_button.tres")
const SMALL_FONT = preload("res://scenes/common/fonts/font_small.tres")
const HEIGHT = 120
const BADGE = 34.0

var date = ""
var city_name = ""
var cleared = false
var problem = ""  # shown in place of the date when today's board cannot be played

var _title = Label.new()
var _subtitle = Label.new()


func _init() -> void:
	name = "DailyCard"
	rect_min_size = Vector2(0, HEIGHT)
	focus_mode = FOCUS_NONE
	mouse_default_cursor_shape = CURSOR_POINTING_HAND
	var margins = MarginContainer.new()
	margins.anchor_right = 1.0
	margins.anchor_bottom = 1.0
	margins.mouse_filter = MOUSE_FILTER_IGNORE
	for side in ["left", "right"]:
		margins.add_constant_override("margin_" + side, 28)
	for side in ["top", "bottom"]:
		margins.add_constant_override("margin_" + side, 14)
	add_child(margins)
	var words = VBoxContainer.new()
	words.mouse_filter = MOUSE_FILTER_IGNORE
	words.alignment = BoxContainer.ALIGN_CENTER
	margins.add_child(words)
	_title.name = "Title"
	_title.add_font_override("font", TITLE_FONT)
	_subtitle.name = "Subtitle"
	_subtitle.add_font_override("font", SMALL_FONT)
	_subtitle.clip_text = true
	for label in [_title, _subtitle]:
		label.mouse_filter = MOUSE_FILTER_IGNORE
		words.add_child(label)
	show_day("", "", false, "")


# Today's date ("YYYY-MM-DD"), the city's name, whether today's board is cleared, and a problem
# to show instead ("" when the board can be played).
func show_day(new_date, new_city_name, is_cleared, new_problem) -> void:
	date = new_date
	city_name = new_city_name
	cleared = is_cleared
	problem = new_problem
	_update_texts()


# What the card says, for tests: "title | subtitle".
func summary() -> String:
	return "%s | %s" % [_title.text, _subtitle.text]


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED:
		_update_texts()


func _update_texts() -> void:
	_title.text = tr("cat_daily")
	if problem != "":
		_subtitle.text = problem
	else:
		var parts = []
		if date != "":
			parts.append(UtcDate.display_date(date))
		if city_name != "":
			parts.append(city_name)
		if cleared:
			parts.append(tr("daily_solved"))
		_subtitle.text = PoolStringArray(parts).join(" · ")
	var open = problem == "" and not cleared
	var fill = Palette.ACCENT if open else Palette.LIGHT
	var ink = Palette.WHITE if open else Palette.INK
	for style_name in ["normal", "hover", "pressed", "disabled"]:
		add_stylebox_override(style_name, CardArt.card_style(fill))
	_title.add_color_override("font_color", ink)
	_subtitle.add_color_override("font_color", Color(ink.r, ink.g, ink.b, 0.85))
	update()


func _draw():
	if not cleared or problem != "":
		return
	var middle = Vector2(rect_size.x - BADGE / 2.0 - 24.0, rect_size.y / 2.0)
	CardArt.draw_check(self, middle, BADGE, Palette.ACCENT, Palette.WHITE)
