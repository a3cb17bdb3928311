extends Control
# The first-time explanation of City Cat Catch over the game screen (issue 19 §4): the screen is
# dimmed except the tray and the tool buttons, each ringed and named, and a card says how the
# tray works (tap a free piece, three alike clear, seven lose) and what each tool does, with one
# button that dismisses it. The game screen adds it (game.gd show_intro) and gives it the board
# and the tool buttons (follow): it rings them wherever the layout puts them, frame after frame,
# while it is up; the mode keeps in the save that it was shown. Emits
# `dismissed` on the button (or dismiss(), the back step). It swallows every press under it.

signal dismissed

const Palette = preload("res://scripts/common/palette.gd")
const CardArt = preload("res://scripts/common/card_art.gd")
const PRIMARY_STYLE = preload("res://scenes/common/styles/button_primary.tres")
const TITLE_FONT = preload("res://scenes/common/fonts/font_heading.tres")
const BODY_FONT = preload("res://scenes/common/fonts/font_body.tres")
const TAG_FONT = preload("res://scenes/common/fonts/font_button.tres")
const VEIL = Color(0.08, 0.08, 0.14, 0.72)
const RING = Color("#ffd166")
const PAD = 10.0  # around a highlighted rectangle
const MARGIN = 32.0
const LINES = ["cat_intro_tap", "cat_intro_clear", "cat_intro_full"]
const TOOLS = ["undo", "remove", "shuffle"]

var _tray = Rect2()
var _tools = Rect2()
var _board = null  # the board view whose tray is ringed (follow)
var _buttons = []  # the tool buttons ringed together
var _card = PanelContainer.new()
var _title = Label.new()
var _lines = []  # [Label, its translation key or [tool key, text key]]
var _button = Button.new()
var _tags = {}  # "tray" / "tools" -> Label


func _init() -> void:
	name = "IntroOverlay"
	anchor_right = 1.0
	anchor_bottom = 1.0
	mouse_filter = MOUSE_FILTER_STOP
	_card.name = "Card"
	_card.add_stylebox_override("panel", _card_style())
	add_child(_card)
	var column = VBoxContainer.new()
	column.add_constant_override("separation", 14)
	_card.add_child(column)
	_title.name = "Title"
	_title.add_font_override("font", TITLE_FONT)
	_title.add_color_override("font_color", Palette.INK)
	column.add_child(_title)
	for key in LINES:
		_lines.append([_line(column), key])
	for tool_name in TOOLS:
		_lines.append([_line(column), ["cat_tool_" + tool_name, "cat_intro_" + tool_name]])
	_button.name = "GotIt"
	_button.rect_min_size = Vector2(0, 96)
	_button.focus_mode = FOCUS_NONE
	for style in ["normal", "hover", "pressed"]:
		_button.add_stylebox_override(style, PRIMARY_STYLE)
	for colour in ["font_color", "font_color_hover", "font_color_pressed"]:
		_button.add_color_override(colour, Color.white)
	_button.connect("pressed", self, "dismiss")
	column.add_child(_button)
	for tag in ["tray", "tools"]:
		var label = Label.new()
		label.name = tag.capitalize() + "Tag"
		label.add_font_override("font", TAG_FONT)
		label.add_color_override("font_color", Palette.INK)
		label.add_stylebox_override("normal", _tag_style())
		label.mouse_filter = MOUSE_FILTER_IGNORE
		add_child(label)
		_tags[tag] = label
	_update_texts()
	connect("resized", self, "_lay_out")
	_card.connect("minimum_size_changed", self, "_lay_out")


# Rings the tray of `board` (a board_view.gd) and the `buttons` together, where they are drawn.
func follow(board, buttons: Array) -> void:
	_board = board
	_buttons = buttons
	_follow()


# Where the tray and the tool buttons are, in this control's coordinates.
func point_at(tray: Rect2, tools: Rect2) -> void:
	_tray = tray.grow(PAD)
	_tools = tools.grow(PAD)
	_lay_out()


func _process(_delta):
	_follow()


# Points at the followed nodes when they moved (the frame lays its rows out after a board starts).
func _follow() -> void:
	if _board == null:
		return
	var tray = _board.tray_rect()
	tray.position += _board.rect_global_position - rect_global_position
	var tools = Rect2()
	for button in _buttons:
		var own = Rect2(button.rect_global_position - rect_global_position, button.rect_size)
		tools = own if tools.size == Vector2.ZERO else tools.merge(own)
	if tray.grow(PAD) != _tray or tools.grow(PAD) != _tools:
		point_at(tray, tools)


func dismiss() -> void:
	emit_signal("dismissed")


# The dismiss button (for tests: a real press on it).
func button() -> Button:
	return _button


# Everything the overlay says, one line each (for tests).
func texts() -> Array:
	var found = [_title.text]
	for entry in _lines:
		found.append(entry[0].text)
	found.append(_tags["tray"].text)
	found.append(_tags["tools"].text)
	found.append(tr(_button.text))  # the button shows its key translated
	return found


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED:
		_update_texts()
		_lay_out()


func _update_texts() -> void:
	_title.text = tr("cat_intro_title")
	for entry in _lines:
		var key = entry[1]
		if typeof(key) == TYPE_STRING:
			entry[0].text = tr(key)
		else:
			entry[0].text = tr("cat_intro_tool_line") % [tr(key[0]), tr(key[1])]
	_tags["tray"].text = tr("cat_intro_tray_tag")
	_tags["tools"].text = tr("cat_intro_tools_tag")
	_button.text = "cat_intro_ok"  # a Button translates its own text


# The card between the top of the screen and the tray, the tags on the rings' top edges.
func _lay_out() -> void:
	var width = rect_size.x - 2.0 * MARGIN
	_card.rect_size = Vector2(width, 0)
	_card.rect_min_size = Vector2(width, 0)
	var height = _card.get_combined_minimum_size().y
	var bottom = _tray.position.y - MARGIN - 40.0 if _tray.size.y > 0 else rect_size.y - MARGIN
	_card.rect_position = Vector2(MARGIN, max(MARGIN, bottom - height))
	_card.rect_size = Vector2(width, height)
	for tag in _tags:
		var ring = _tray if tag == "tray" else _tools
		var label = _tags[tag]
		label.rect_size = label.get_combined_minimum_size()
		label.rect_position = ring.position + Vector2(16.0, -label.rect_size.y * 0.6)
		label.visible = ring.size.y > 0
	update()


func _draw():
	for rect in _veil_rects([_tray, _tools]):
		draw_rect(rect, VEIL)
	for ring in [_tray, _tools]:
		if ring.size.y > 0:
			_ring(ring)


# The screen less the holes (rectangles one above the other), as rectangles.
func _veil_rects(holes: Array) -> Array:
	var shown = []
	for hole in holes:
		if hole.size.y > 0:
			shown.append(hole.clip(Rect2(Vector2.ZERO, rect_size)))
	shown.sort_custom(self, "_above")
	var out = []
	var top = 0.0
	for hole in shown:
		if hole.position.y > top:
			out.append(Rect2(0, top, rect_size.x, hole.position.y - top))
		out.append(Rect2(0, hole.position.y, hole.position.x, hole.size.y))
		var right = hole.end.x
		out.append(Rect2(right, hole.position.y, rect_size.x - right, hole.size.y))
		top = max(top, hole.end.y)
	if top < rect_size.y:
		out.append(Rect2(0, top, rect_size.x, rect_size.y - top))
	return out


func _above(a: Rect2, b: Rect2) -> bool:
	return a.position.y < b.position.y


func _ring(rect: Rect2) -> void:
	var style = StyleBoxFlat.new()
	style.draw_center = false
	style.border_color = RING
	style.set_border_width_all(5)
	style.set_corner_radius_all(20)
	style.corner_detail = 8
	style.anti_aliasing = true
	draw_style_box(style, rect)


static func _line(column: Container) -> Label:
	var label = Label.new()
	label.autowrap = true
	label.add_font_override("font", BODY_FONT)
	label.add_color_override("font_color", Palette.INK)
	column.add_child(label)
	return label


static func _card_style() -> StyleBoxFlat:
	var style = CardArt.card_style(Palette.WHITE)
	style.content_margin_left = 36
	style.content_margin_right = 36
	style.content_margin_top = 32
	style.content_margin_bottom = 32
	return style


static func _tag_style() -> StyleBoxFlat:
	var style = StyleBoxFlat.new()
	style.bg_color = RING
	style.set_corner_radius_all(14)
	style.content_margin_left = 14
	style.content_margin_right = 14
	style.content_margin_top = 4
	style.content_margin_bottom = 4
	return style
