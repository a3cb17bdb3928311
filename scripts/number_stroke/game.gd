extends "res://scripts/common/path_game_screen.gd"
# The Number Stroke game screen: the common game frame (scenes/common/game_frame.tscn) around
# the caption, the board, the hint line and the gesture hint, playing one session through the
# shared mid-end (undo / restart). The parent calls start_level(); the screen emits
# level_solved the moment the path is complete and right (time to save; play_stats() tells how
# long it took and how much help was used), then level_cleared once the clear celebration has
# played (time to move on, or to show_card()); level_list_requested and modes_requested come
# from the frame's menu, card_button_pressed(id) from a card's buttons.
# Help follows the launch model (docs/number-stroke-runtime.md §5): "add a number" and "show the
# way" take today's free hint, then a credit from a rewarded video (hint_allowance, set by the
# parent; scripts/common/ads.gd shows the video); a badge on both buttons shows the hints left,
# or ▶ when the next one comes with a video; "add a number" keeps narrowing for as long as the
# player asks. Without an allowance (the level editor's play-test) help is not limited.
# A daily level (it has "date" and "grade") shows "Daily" and its date and grade in place of
# the level number and caption.
# Run alone (F6) it plays the first shipped level.

const Ads = preload("res://scripts/common/ads.gd")
const DailyCalendar = preload("res://scripts/number_stroke/daily_calendar.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const Palette = preload("res://scripts/common/palette.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const BUTTONS = [
	{"id": "undo", "text": "undo"},
	{"id": "restart", "text": "restart"},
	{"id": "add_number", "text": "add_number"},
	{"id": "show_way", "text": "show_way"},
]
const HINT_BUTTONS = {"add_number": "hint_number", "show_way": "hint_way"}
const VIDEO_BADGE = "▶"

# The launch model's allowance (scripts/common/hint_allowance.gd), set by the parent; null
# when help is not limited.
var hint_allowance = null
var _hints_used = 0
var _ways_used = 0
var _video_for = ""  # the hint op waiting for its rewarded video, "" when none is
var _level_serial = 0  # counts the levels started, so a late video finds its level gone

onready var _gesture_hint = $Play/GestureHint


func _ready():
	_frame.set_board(_play)
	_frame.set_buttons(BUTTONS)
	_frame.set_button_disabled("undo", true)
	_settings().connect("changed", self, "_apply_contrast")
	_apply_contrast()


func start_level(new_level):
	var counters = _begin_level(new_level)
	mid_end.connect("changed", self, "_update_buttons")
	_hints_used = counters.get("hints", 0)
	_ways_used = counters.get("ways", 0)
	_level_serial += 1
	_video_for = ""
	_frame.close_menu()
	_frame.close_card()
	_message.text = ""
	_board.show_session(level, session)
	_update_texts()
	_update_buttons()


# True for a level of the daily calendar.
func is_daily():
	return level.has("date")


# The help of play_stats(): "add a number" and "show the way" used.
func _help_used():
	return _hints_used + _ways_used


func _attempt_counters():
	return {"hints": _hints_used, "ways": _ways_used}


func _update_texts():
	_frame.set_counter("□ × %d" % session.remaining)
	if is_daily():
		_frame.set_level_label(tr("daily_short"))
		_caption.visible = true
		_caption.text = (
			"%s · %s"
			% [UtcDate.display_date(level["date"]), tr(DailyCalendar.grade_key(level["grade"]))]
		)
	else:
		_frame.set_level_label("%d-%d" % [int(level.get("pack", 0)), int(level.get("index", 0))])
		var caption = level.get("caption", {})
		_caption.visible = PackCatalog.is_text(caption)
		if _caption.visible:
			_caption.text = PackCatalog.text_in(caption, TranslationServer.get_locale())
	_update_buttons()


func _update_buttons():
	_frame.set_button_disabled("undo", mid_end == null or not mid_end.can_undo())
	var badge = ""
	if hint_allowance != null:
		var left = hint_allowance.available()
		badge = str(left)
		if left == 0 and Ads.current().can_show_rewarded():
			badge = VIDEO_BADGE
	for id in HINT_BUTTONS:
		# Disabled while a video plays; else a tap with nothing left says when help comes back.
		_frame.set_button_disabled(id, _video_for != "")
		_frame.set_button_badge(id, badge)


# The badge on the hint buttons: the hints left, ▶ when the next comes with a video, "" when
# help is not limited.
func hint_badge():
	return _frame.button_badge("add_number")


func _on_frame_button_pressed(id):
	match id:
		"undo":
			apply({"op": "undo"})
		"restart":
			apply({"op": "restart"})
		"add_number", "show_way":
			_ask_for_hint(HINT_BUTTONS[id])


# A hint now when one is left; else a rewarded video first, when one can be shown; else the
# message line says that tomorrow brings a free one.
func _ask_for_hint(op):
	if _video_for != "":
		return
	if hint_allowance == null or hint_allowance.available() > 0:
		apply({"op": op})
		return
	var ads = Ads.current()
	if not ads.can_show_rewarded():
		_message.text = tr("hint_tomorrow")
		return
	_video_for = op
	ads.connect(
		"rewarded_finished", self, "_on_rewarded_finished", [_level_serial], CONNECT_ONESHOT
	)
	_update_buttons()
	ads.show_rewarded()


# The video is over: a watched one grants a hint, given at once if the level is still on the
# screen (else it waits as a credit).
func _on_rewarded_finished(granted, serial):
	var op = _video_for
	_video_for = ""
	if granted:
		hint_allowance.grant()
	if granted and serial == _level_serial and op != "" and is_visible_in_tree():
		apply({"op": op})
	elif not granted:
		_message.text = tr("hint_video_unfinished")
	_update_buttons()


# A hint given takes today's free one or a credit (one with nothing to give takes none), and
# counts in the level's help.
func _count_hint(hint):
	match hint["kind"]:
		"none":
			return
		"number":
			_hints_used += 1
		_:
			_ways_used += 1
	if hint_allowance != null:
		hint_allowance.use()
	_update_buttons()


# A hint counts (above); a number added that breaks the path shakes the cells it puts in
# conflict.
func _show_hint(hint):
	_count_hint(hint)
	._show_hint(hint)
	for node in session.conflicts:
		if not node in _conflicts_before:
			_board.shake_cell(node)


# Clues and parity marks reached flash.
func _flashes(node):
	return session.effective_clue(node) > 0 or level["cells"][node].get("parity", "") != ""


# High contrast (the shell's setting): the texts around the board in full ink.
func _apply_contrast():
	var high = _settings().high_contrast
	_gesture_hint.add_color_override(
		"font_color",
		Palette.INK if high else Color(Palette.INK.r, Palette.INK.g, Palette.INK.b, 0.55)
	)
	_caption.add_color_override("font_color", Palette.INK if high else Palette.ACCENT)


# The Settings autoload (found through the main loop: a screen taken out of the tree still hears
# its "changed" signal).
func _settings():
	return Engine.get_main_loop().root.get_node("Settings")
