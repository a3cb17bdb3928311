extends "res://scripts/common/path_game_screen.gd"
# The Number Stroke game screen: the common game frame (scenes/common/game_frame.tscn) around
# the caption, the board, the hint line and the gesture hint, playing one session through the
# shared mid-end (undo / restart). The parent calls start_level(); the screen emits
# level_solved the moment the path is complete and right (time to save; play_stats() tells how
# long it took and how much help was used), then level_cleared once the clear celebration has
# played (time to move on, or to show_card()); level_list_requested and modes_requested come
# from the frame's menu, card_button_pressed(id) from a card's buttons.
# Help (docs/number-stroke-runtime.md §5): "add a number" is free, up to the level's hintLimit
# numbers an attempt (a badge counts them down); "show the way" follows the launch model: today's
# free hint, then a credit from a rewarded video (hint_allowance, set by the parent;
# scripts/common/ads.gd shows the video), its badge the hints left, or "▶ Ad" when the next one
# comes only with a video. A way the board already shows costs nothing. Without an allowance
# (the level editor's play-test) "show the way" is not limited.
# A daily level (it has "date" and "grade") shows "Daily" in place of the level number and its
# date as the caption; every level's grade shows under its name.
# Run alone (F6) it plays the first shipped level.

const Ads = preload("res://scripts/common/ads.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const Palette = preload("res://scripts/common/palette.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const BUTTONS = [
	{"id": "undo", "text": "undo"},
	{"id": "restart", "text": "restart"},
	{"id": "add_number", "text": "add_number"},
	{"id": "show_way", "text": "show_way"},
]
const VIDEO_BADGE = "hint_video_badge"
# Ways that show what the board does not (a "shown" way or none costs nothing).
const PAID_WAYS = ["start", "next", "back", "restart"]

# The launch model's allowance for "show the way" (scripts/common/hint_allowance.gd), set by the
# parent; null when it is not limited.
var hint_allowance = null
var _hints_used = 0
var _ways_used = 0
var _video_playing = false  # a rewarded video for "show the way" is on
var _level_serial = 0  # counts the levels started, so a late video finds its level gone

onready var _gesture_hint = $Play/GestureHint


func _ready():
	_fill_frame(_play, BUTTONS)
	_settings().connect("changed", self, "_apply_contrast")
	_apply_contrast()


func _level_begun(counters):
	_hints_used = counters.get("hints", 0)
	_ways_used = counters.get("ways", 0)
	_level_serial += 1
	_video_playing = false


# True for a level of the daily calendar.
func is_daily():
	return level.has("date")


# The help of play_stats(): "add a number" and "show the way" used.
func _help_used():
	return _hints_used + _ways_used


func _attempt_counters():
	return {"hints": _hints_used, "ways": _ways_used}


func _level_name():
	return tr("daily_short") if is_daily() else ._level_name()


func _update_texts():
	_frame.set_counter("□ × %d" % session.remaining)
	_update_level_label()
	if is_daily():
		_caption.visible = true
		_caption.text = UtcDate.display_date(level["date"])
	else:
		var caption = level.get("caption", {})
		_caption.visible = PackCatalog.is_text(caption)
		if _caption.visible:
			_caption.text = PackCatalog.text_in(caption, TranslationServer.get_locale())
	_update_buttons()


func _update_buttons():
	._update_buttons()
	var numbers = numbers_left()
	_frame.set_button_disabled("add_number", numbers == 0)
	_frame.set_button_badge("add_number", str(numbers) if numbers >= 0 else "")
	# Enabled with none left: a tap says when help comes back.
	_frame.set_button_disabled("show_way", _video_playing)
	var badge = ""
	if hint_allowance != null:
		var left = hint_allowance.available()
		badge = str(left)
		if left == 0 and Ads.current().can_show_rewarded():
			badge = tr(VIDEO_BADGE)
	_frame.set_button_badge("show_way", badge)


# The numbers "add a number" may still add in this attempt (the level's hintLimit), -1 when it
# is not limited.
func numbers_left():
	if not level.has("hintLimit"):
		return -1
	return int(max(0, level["hintLimit"] - _hints_used))


func _on_frame_button_pressed(id):
	match id:
		"add_number":
			apply({"op": "hint_number"})
		"show_way":
			_ask_for_way()
		_:
			._on_frame_button_pressed(id)


# The way now when a hint is left; else a rewarded video first, when one can be shown; else the
# message line says that tomorrow brings a free one. A way the board already shows is free.
func _ask_for_way():
	if _video_playing:
		return
	if hint_allowance == null or hint_allowance.available() > 0 or not _way_is_paid():
		apply({"op": "hint_way"})
		return
	var ads = Ads.current()
	if not ads.can_show_rewarded():
		_message.text = tr("hint_tomorrow")
		return
	_video_playing = true
	ads.connect(
		"rewarded_finished", self, "_on_rewarded_finished", [_level_serial], CONNECT_ONESHOT
	)
	_update_buttons()
	ads.show_rewarded()


# True when "show the way" would show something the board does not (asking changes nothing).
func _way_is_paid():
	return session.hint_way()["kind"] in PAID_WAYS


# The video is over: a watched one grants a hint, given at once if the level is still on the
# screen (else it waits as a credit).
func _on_rewarded_finished(granted, serial):
	_video_playing = false
	if granted:
		hint_allowance.grant()
	if granted and serial == _level_serial and is_visible_in_tree():
		apply({"op": "hint_way"})
	elif not granted:
		_message.text = tr("hint_video_unfinished")
	_update_buttons()


# A number added counts against the level's hintLimit; a way that shows what the board does not
# takes today's free hint or a credit. Both count in the level's help.
func _count_hint(hint):
	if hint["kind"] == "number":
		_hints_used += 1
	elif hint["kind"] in PAID_WAYS:
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
