extends Control
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

signal closed
signal daily_ready  # the daily calendar has been read (daily_calendar is set)

const LinearProgress = preload("res://scripts/common/linear_progress.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const LevelRules = preload("res://scripts/number_stroke/level_rules.gd")
const DailyCalendar = preload("res://scripts/number_stroke/daily_calendar.gd")
const DailyProgress = preload("res://scripts/number_stroke/daily_progress.gd")
const DailyCard = preload("res://scripts/number_stroke/daily_card.gd")
const MODE_ID = "01-number-stroke"

# All may be set before the mode enters the tree (tests use their own files and dates).
var save_store = null
var catalog_path = ""  # "" for the registered baked file
var daily_path = DailyCalendar.DEFAULT_PATH
var today = ""  # the UTC date the daily puzzle is for; "" for the device's clock
var catalog = null
var progress = null
var daily_calendar = null
var daily_progress = null

var _daily_card = null
var _calendar_thread = null
var _completed_now = false

onready var _level_select = $LevelSelect
onready var _game = $Game


func _ready():
	if save_store == null:
		save_store = get_node("/root/SaveStore")
	catalog = ModeRegistry.new_catalog(MODE_ID, catalog_path)
	progress = LinearProgress.new()
	if catalog.ok:
		progress.load(save_store, catalog)
	# The calendar is a large file: it is read on a thread while the level select shows.
	_calendar_thread = Thread.new()
	if _calendar_thread.start(self, "_read_calendar", daily_path) != OK:
		_calendar_thread = null
		_on_calendar_read(DailyCalendar.new(daily_path))
	daily_progress = DailyProgress.new()
	daily_progress.load(save_store)
	_daily_card = DailyCard.new()
	_daily_card.name = "DailyCard"
	_daily_card.connect("pressed", self, "play_daily")
	_level_select.set_header(_daily_card)
	_level_select.set_title(ModeRegistry.find(MODE_ID)["title"])
	_game.connect("card_button_pressed", self, "_on_card_button_pressed")
	show_level_select()


func show_level_select():
	_game.close_card()
	_game.visible = false
	_level_select.visible = true
	_level_select.show_levels(catalog, progress)
	_show_daily_card()


func is_playing():
	return _game.visible


# The level on the game screen, "" when the level select is shown.
func current_level_id():
	return _game.level.get("id", "") if _game.visible else ""


# The daily puzzle's card on the level select (a daily_card.gd button).
func daily_card():
	return _daily_card


func play(level_id):
	var level = catalog.level(level_id)
	var problem = LevelRules.validate_level(level)
	if problem != "":
		push_warning("level %s rejected: %s" % [level_id, problem])
		show_level_select()
		_level_select.show_message(tr("level_error"))
		return
	_start(level)


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


# One step back: the layer on top takes it (a sheet or menu closes), else the game returns to
# the list. False at the list with nothing open, where the shell takes over.
func go_back():
	if _game.visible:
		if not _game.go_back():
			show_level_select()
		return true
	return _level_select.go_back()


func _start(level):
	_level_select.visible = false
	_game.visible = true
	_game.start_level(level)


func _today():
	return today if DailyCalendar.is_date(today) else DailyCalendar.today()


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
	var calendar = DailyCalendar.new(path)
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


func _on_level_cleared(level_id):
	# The player may have left for the list while the celebration played.
	if current_level_id() != level_id:
		return
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


func _on_card_button_pressed(id):
	match id:
		"next":
			var next_id = catalog.next_id(current_level_id())
			if next_id != "":
				play(next_id)
			else:
				show_level_select()
		_:
			show_level_select()


func _on_closed():
	emit_signal("closed")
