extends "res://scripts/common/pack_mode_entry.gd"
# Number Stroke's entry scene for the shell (registered in scripts/common/mode_registry.gd): the
# common level select (with the daily puzzle's card on top) and the game screen over one catalog
# and one saved progress.
# A clear moves on to the next level; a pack's last level and the catalog's end show their cards
# (scripts/common/pack_mode_entry.gd). "Show the way" follows the launch model: one free hint a
# day, then a rewarded video per hint (scripts/common/hint_allowance.gd in
# save_bucket("hints")). The daily puzzle (scripts/number_stroke/daily_calendar.gd) plays
# today's level (UTC) in the same game screen; solving it keeps the streak
# (scripts/common/daily_progress.gd) and its card shows the streak. The calendar (a large file)
# is read as a job (scripts/common/job_runner.gd: on a worker thread, or in slices on the main
# thread in the web build) once the level select is built (the web build's slices then leave
# the frames that mount the mode and build its list alone), or at once when the daily card is
# tapped before; daily_ready says when it is in, and a tap on the card before that opens today's
# level once it is. A calendar read is kept for the run while its file's stamp is the same
# (ModeRegistry.file_stamp): opening the mode again reads it no more.
# Emits closed when the player leaves for the shell; go_back() steps back one layer.
# Run alone (F6) it opens on the level select with the real save.

signal daily_ready  # the daily calendar has been read (daily_calendar is set)

const DailyCalendar = preload("res://scripts/number_stroke/daily_calendar.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const DailyProgress = preload("res://scripts/common/daily_progress.gd")
const DailyCard = preload("res://scripts/common/daily_card.gd")
const HintAllowance = preload("res://scripts/common/hint_allowance.gd")
const JobRunner = preload("res://scripts/common/job_runner.gd")
# path -> [the file's stamp, its calendar], the calendars read in this run (a const Dictionary
# can still be written: GDScript 3 has no static variables).
const KEPT_CALENDARS = {}

# May be set before the mode enters the tree, like save_store and catalog_path (tests use their
# own files and dates).
var daily_path = ""  # "" for the mode's calendar, levels/<mode id>.daily.json
var today = ""  # the UTC date the daily puzzle is for; "" for the device's clock
var daily_calendar = null
var daily_progress = null

var _daily_card = null
var _calendar_job = JobRunner.new()
var _daily_asked = false  # the daily card was tapped before the calendar was in
var _stamp = []  # the calendar file's stamp when its reading began


func _setup():
	if daily_path.empty():
		daily_path = "res://levels/%s.daily.json" % mode_id
	_calendar_job.connect("finished", self, "_on_calendar_read")
	var kept = KEPT_CALENDARS.get(daily_path, [])
	if not kept.empty() and kept[0] == ModeRegistry.file_stamp(daily_path):
		daily_calendar = kept[1]
	else:
		_level_select.connect("built", self, "_read_calendar")
	daily_progress = DailyProgress.new()
	daily_progress.load(save_store, save_bucket("daily"))
	_game.hint_allowance = HintAllowance.new(save_store, save_bucket("hints"))
	_daily_card = DailyCard.new()
	_daily_card.name = "DailyCard"
	_daily_card.connect("pressed", self, "play_daily")
	_level_select.set_header(_daily_card)
	._setup()


func _on_level_select_shown():
	_show_daily_card()


# The daily puzzle's card on the level select (a daily_card.gd button).
func daily_card():
	return _daily_card


# True once the daily calendar has been read (see daily_ready).
func is_daily_ready():
	return daily_calendar != null


# Today's daily level in the game screen (once the calendar is in); the list with a message when
# the calendar is unusable.
func play_daily():
	_daily_asked = daily_calendar == null
	if _daily_asked:
		_read_calendar()
		return
	var level = daily_calendar.level_for(_today())
	if level.empty():
		push_warning(daily_calendar.error)
		show_level_select()
		_level_select.show_message(tr("daily_error"))
		return
	_start(level)


# The daily puzzle's attempt has a bucket of its own (one slot: another day's level replaces it).
func _attempt_bucket(level):
	return save_bucket("daily-attempt") if level.has("date") else ._attempt_bucket(level)


func _today():
	return today if UtcDate.is_date(today) else UtcDate.today()


func _show_daily_card():
	var date = _today()
	var problem = ""
	var level = {}
	if daily_calendar != null:
		level = daily_calendar.level_for(date) if daily_calendar.ok else {}
		problem = "" if not level.empty() else tr("daily_error")
	var grade = level.get("grade", "")
	_daily_card.show_day(
		date,
		_game.grade_key(grade),
		daily_progress.streak(date),
		daily_progress.is_solved(date),
		problem
	)


# Starts reading the calendar unless it is in or being read.
func _read_calendar():
	if daily_calendar == null and not _calendar_job.is_running():
		_stamp = ModeRegistry.file_stamp(daily_path)  # before the reading
		_calendar_job.start(DailyCalendar.new(daily_path, mode_id, true), "load_step")


func _on_calendar_read(calendar):
	daily_calendar = calendar
	if calendar.ok and not _stamp.empty():
		KEPT_CALENDARS[daily_path] = [_stamp, calendar]
	if not daily_calendar.ok:
		push_warning(daily_calendar.error)
	if is_inside_tree():
		_show_daily_card()
	emit_signal("daily_ready")
	if _daily_asked:
		play_daily()


# Back in the tree after leaving it while the calendar was read: it is read again.
func _enter_tree():
	if _daily_card != null and daily_calendar == null:
		_read_calendar()


func _exit_tree():
	_calendar_job.stop()


# Help's "today" is the daily puzzle's.
func _start_game(level, label):
	_daily_asked = false
	_game.hint_allowance.today = today
	._start_game(level, label)


func _on_level_solved(level_id):
	if _game.is_daily():
		var stats = _game.play_stats()
		daily_progress.mark_solved(_game.level["date"], stats["timeMs"], stats["hints"])
	else:
		._on_level_solved(level_id)


func _on_clear_shown(level_id):
	if _game.is_daily():
		_show_daily_done()
	else:
		._on_clear_shown(level_id)


func _finale_text():
	return tr("all_done_text")


func _show_daily_done():
	var date = _game.level["date"]
	var streak = daily_progress.streak(date)
	_game.show_card(
		tr("daily_done"),
		str(streak),
		tr("daily_streak") % [streak, daily_progress.best()],
		[{"id": "levels", "text": tr("level_list")}]
	)
