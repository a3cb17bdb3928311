extends "res://scripts/common/mode_entry.gd"
# Number Stroke's entry scene for the shell (registered in scripts/common/mode_registry.gd): the
# common level select (with the daily puzzle's card on top) and the game screen over one catalog
# and one saved progress.
# A clear moves on to the next level; at the last level of a pack a card says the pack is done
# (next pack / level list), and once every level is cleared a finale card says so. The daily
# puzzle (scripts/number_stroke/daily_calendar.gd) plays today's level (UTC) in the same game
# screen; solving it keeps the streak (scripts/number_stroke/daily_progress.gd) and its card
# shows the streak. The calendar (a large file) is read on a thread while the level select
# shows; daily_ready says when it is in.
# Emits closed when the player leaves for the shell; go_back() steps back one layer.
# Run alone (F6) it opens on the level select with the real save.

signal daily_ready  # the daily calendar has been read (daily_calendar is set)

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const DailyCalendar = preload("res://scripts/number_stroke/daily_calendar.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const DailyProgress = preload("res://scripts/number_stroke/daily_progress.gd")
const DailyCard = preload("res://scripts/number_stroke/daily_card.gd")

# May be set before the mode enters the tree, like save_store and catalog_path (tests use their
# own files and dates).
var daily_path = ""  # "" for the mode's calendar, levels/<mode id>.daily.json
var today = ""  # the UTC date the daily puzzle is for; "" for the device's clock
var daily_calendar = null
var daily_progress = null

var _daily_card = null
var _calendar_thread = null
var _completed_now = false


func _setup():
	# The calendar is a large file: it is read on a thread while the level select shows.
	if daily_path.empty():
		daily_path = "res://levels/%s.daily.json" % mode_id
	_calendar_thread = Thread.new()
	if _calendar_thread.start(self, "_read_calendar", daily_path) != OK:
		_calendar_thread = null
		_on_calendar_read(DailyCalendar.new(daily_path, mode_id))
	daily_progress = DailyProgress.new()
	daily_progress.load(save_store, save_bucket("daily"))
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


# Today's daily level in the game screen; the list with a message when the calendar is unusable.
func play_daily():
	_finish_calendar()
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
	_daily_card.show_day(
		date,
		level.get("grade", ""),
		daily_progress.streak(date),
		daily_progress.is_solved(date),
		problem
	)


# On the thread: the calendar, read and checked.
func _read_calendar(path):
	var calendar = DailyCalendar.new(path, mode_id)
	call_deferred("_on_calendar_read", calendar)
	return calendar


func _on_calendar_read(calendar):
	if daily_calendar != null:
		return
	if _calendar_thread != null:
		_calendar_thread.wait_to_finish()
		_calendar_thread = null
	daily_calendar = calendar
	if not daily_calendar.ok:
		push_warning(daily_calendar.error)
	if is_inside_tree():
		_show_daily_card()
	emit_signal("daily_ready")


# Waits for the thread when the calendar is needed before it is read.
func _finish_calendar():
	if daily_calendar == null and _calendar_thread != null:
		var calendar = _calendar_thread.wait_to_finish()
		_calendar_thread = null
		_on_calendar_read(calendar)


func _exit_tree():
	_finish_calendar()


func _on_level_solved(level_id):
	var stats = _game.play_stats()
	if _game.is_daily():
		daily_progress.mark_solved(_game.level["date"], stats["timeMs"], stats["hints"])
	else:
		var total = catalog.level_ids().size()
		var before = progress.cleared_count()
		progress.mark_cleared(level_id, stats)
		# The clear that completes the catalog earns the finale card (once).
		_completed_now = before < total and progress.cleared_count() == total


func _on_clear_shown(level_id):
	if _game.is_daily():
		_show_daily_done()
		return
	if _completed_now:
		_completed_now = false
		_show_finale()
		return
	var next_id = catalog.next_id(level_id)
	var pack = catalog.pack_of(level_id)
	if next_id == "" or catalog.pack_of(next_id) != pack:
		_show_pack_done(pack, next_id)
		return
	play(next_id)


func _show_daily_done():
	var date = _game.level["date"]
	var streak = daily_progress.streak(date)
	_game.show_card(
		tr("daily_done"),
		str(streak),
		tr("daily_streak") % [streak, daily_progress.best()],
		[{"id": "levels", "text": tr("level_list")}]
	)


func _show_pack_done(pack, next_id):
	var entry = {}
	for candidate in catalog.packs():
		if int(candidate["pack"]) == pack:
			entry = candidate
	var ids = entry.get("levelIds", [])
	var title = PackCatalog.text_in(entry.get("title", {}), TranslationServer.get_locale())
	var buttons = []
	if next_id != "":
		buttons.append({"id": "next", "text": tr("next_pack")})
	buttons.append({"id": "levels", "text": tr("level_list")})
	_game.show_card(
		tr("pack_done") % pack, "%d/%d" % [progress.cleared_count(ids), ids.size()], title, buttons
	)


func _show_finale():
	var count = catalog.level_ids().size()
	_game.show_card(
		tr("all_done"),
		"%d/%d" % [count, count],
		tr("all_done_text"),
		[{"id": "levels", "text": tr("level_list")}]
	)
