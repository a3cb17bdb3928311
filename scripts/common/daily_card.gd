extends Button
# A daily puzzle's card at the top of a mode's level select (Number Stroke's puzzle, a city's
# board in City Cat Catch): its title (`title_key`), today's date and a detail (the grade, the
# city), and the streak (daily_progress.gd); filled with the accent colour while today's puzzle
# is open, a check mark once it is solved. The mode calls show_day() and listens to `pressed`.

const Palette = preload("res://scripts/common/palette.gd")
const CardArt = preload("res://scripts/common/card_art.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const TITLE_FONT = preload("res://scenes/common/fonts/font_button.tres")
const FIGURE_FONT = preload("res://scenes/common/fonts/font_heading.tres")
const SMALL_FONT = preload("res://scenes/common/fonts/font_small.tres")
const HEIGHT = 128
const BADGE = 34.0

var title_key = "daily"  # the card's title, a translation key
var date = ""
var detail = ""  # after the date: a translation key or a text (the grade, the city's name)
var streak = 0
var solved = false
var problem = ""  # shown in place of the date when today's puzzle cannot be played

var _title = Label.new()
var _subtitle = Label.new()
var _figure = Label.new()
var _figure_caption = Label.new()


func _init() -> void:
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
	var row = HBoxContainer.new()
	row.mouse_filter = MOUSE_FILTER_IGNORE
	margins.add_child(row)
	var words = VBoxContainer.new()
	words.mouse_filter = MOUSE_FILTER_IGNORE
	words.size_flags_horizontal = SIZE_EXPAND_FILL
	words.alignment = BoxContainer.ALIGN_CENTER
	row.add_child(words)
	var streak_box = VBoxContainer.new()
	streak_box.mouse_filter = MOUSE_FILTER_IGNORE
	streak_box.alignment = BoxContainer.ALIGN_CENTER
	streak_box.rect_min_size = Vector2(150, 0)
	row.add_child(streak_box)
	_title.name = "Title"
	_title.add_font_override("font", TITLE_FONT)
	_subtitle.name = "Subtitle"
	_subtitle.add_font_override("font", SMALL_FONT)
	_subtitle.clip_text = true
	words.add_child(_title)
	words.add_child(_subtitle)
	_figure.name = "Streak"
	_figure.add_font_override("font", FIGURE_FONT)
	_figure.align = Label.ALIGN_CENTER
	_figure_caption.name = "StreakCaption"
	_figure_caption.add_font_override("font", SMALL_FONT)
	_figure_caption.align = Label.ALIGN_CENTER
	streak_box.add_child(_figure)
	streak_box.add_child(_figure_caption)
	for label in [_title, _subtitle, _figure, _figure_caption]:
		label.mouse_filter = MOUSE_FILTER_IGNORE
	show_day("", "", 0, false, "")


# Today's date ("YYYY-MM-DD"), the detail shown after it ("grade_easy", a city's name; "" for
# none), the streak, whether today is solved, and a problem to show instead ("" when the puzzle
# can be played).
func show_day(new_date, new_detail, new_streak, is_solved, new_problem):
	date = new_date
	detail = new_detail
	streak = new_streak
	solved = is_solved
	problem = new_problem
	_update_texts()


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED:
		_update_texts()


# What the card says, for tests: "title | subtitle | streak caption".
func summary():
	return "%s | %s | %s %s" % [_title.text, _subtitle.text, _figure.text, _figure_caption.text]


func _update_texts():
	_title.text = tr(title_key)
	if problem != "":
		_subtitle.text = problem
	elif date != "":
		var parts = [UtcDate.display_date(date)]
		if detail != "":
			parts.append(tr(detail))
		if solved:
			parts.append(tr("daily_solved"))
		_subtitle.text = PoolStringArray(parts).join(" · ")
	else:
		_subtitle.text = ""
	_figure.text = str(streak)
	_figure_caption.text = tr("streak_days")
	var open = problem == "" and not solved
	var fill = Palette.ACCENT if open else Palette.LIGHT
	var ink = Palette.WHITE if open else Palette.INK
	for style_name in ["normal", "hover", "pressed", "disabled"]:
		add_stylebox_override(style_name, CardArt.card_style(fill))
	for label in [_title, _figure]:
		label.add_color_override("font_color", ink)
	for label in [_subtitle, _figure_caption]:
		label.add_color_override("font_color", Color(ink.r, ink.g, ink.b, 0.8))
	update()


func _draw():
	if not solved or problem != "":
		return
	# A check mark disc in the top-right corner once today's puzzle is solved.
	var middle = Vector2(rect_size.x - BADGE / 2.0 - 12.0, BADGE / 2.0 + 12.0)
	CardArt.draw_check(self, middle, BADGE, Palette.ACCENT, Palette.WHITE)
