extends "res://scripts/common/path_game_screen.gd"
# The Number Stroke game screen: the common game frame (scenes/common/game_frame.tscn) around
# the caption, the board, the hint line and the gesture hint, playing one session through the
# shared mid-end (undo / restart). The parent calls start_level(); the screen emits
# level_solved the moment the path is complete and right (time to save; play_stats() tells how
# long it took and how much help was used), then level_cleared once the clear celebration has
# played (time to move on, or to show_card()); level_list_requested and modes_requested come
# from the frame's menu, card_button_pressed(id) from a card's buttons.
# A level with "hintLimit" (docs/number-stroke-runtime.md §5) allows that many "add a number"
# per attempt: a badge on the button shows how many are left, and it is disabled at 0 (restart
# keeps the count, as it keeps the numbers; a resumed attempt brings both back, a fresh start
# drops both). A daily level (it
# has "date" and "grade") shows "Daily" and its date and grade in place of the level number and
# caption.
# Run alone (F6) it plays the first shipped level.

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const Palette = preload("res://scripts/common/palette.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const BUTTONS = [
	{"id": "undo", "text": "undo"},
	{"id": "restart", "text": "restart"},
	{"id": "add_number", "text": "add_number"},
	{"id": "show_way", "text": "show_way"},
]

# "Add a number" uses left in this attempt; -1 when the level sets no limit.
var hints_left = -1
var _hints_used = 0
var _ways_used = 0

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
	var limit = int(level["hintLimit"]) if _is_count(level.get("hintLimit")) else -1
	hints_left = int(max(0, limit - _hints_used)) if limit >= 0 else -1
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
			% [UtcDate.display_date(level["date"]), tr("grade_" + str(level["grade"]))]
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
	_frame.set_button_disabled("add_number", hints_left == 0)
	_frame.set_button_badge("add_number", str(hints_left) if hints_left >= 0 else "")


func _on_frame_button_pressed(id):
	match id:
		"undo":
			apply({"op": "undo"})
		"restart":
			apply({"op": "restart"})
		"add_number":
			if hints_left != 0:
				apply({"op": "hint_number"})
		"show_way":
			apply({"op": "hint_way"})


# A number added uses up one of the level's allowance; showing the way is not limited.
func _count_hint(hint):
	match hint["kind"]:
		"number":
			_hints_used += 1
			if hints_left > 0:
				hints_left -= 1
			_update_buttons()
		"none":
			pass
		_:
			_ways_used += 1


# A number that disagrees with the path makes new conflicts: they shake.
# A hint counts against the level's allowance; a number added that breaks the path shakes the
# cells it puts in conflict.
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


static func _is_count(value):
	return typeof(value) in [TYPE_INT, TYPE_REAL] and value >= 0 and value == floor(value)
