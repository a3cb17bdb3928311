extends "res://scripts/common/mode_entry.gd"
# City Cat Catch's entry scene for the shell (registered in scripts/common/mode_registry.gd, whose
# catalog script for it is cat_catalog.gd): the
# city select (city_select.gd), then a city's six levels in the common level select (with the
# city's daily board on a card above them), and the game screen (game.gd), over one baked catalog
# (cat_catalog.gd). Each city keeps its progress in its own save bucket
# "mode:<id>:<cityId>" (linear_progress.gd over the city's catalog view, versioned).
# A clear shows the win card (this attempt's taps and tools): the next level of the city (or,
# after the sixth, the city done) and the level list.
# The daily board of a city is today's (UTC) board generated on the device (daily_generator.gd
# from the catalog's daily_source, off the main thread: daily_boards.gd): it starts being made as
# the city's level list opens; a tap on the card before it is ready shows the game screen's
# loading state until it is. Each city keeps its daily record and streak (daily_streaks.gd, in
# "mode:<id>:daily:<cityId>"), shown on the card and on the daily's win card.
# The first board played shows the explanation of the tray and the tools once (game.gd
# show_intro; kept in "mode:<id>:intro").
# Emits closed when the player leaves for the shell; go_back() steps back one layer.
# Run alone (F6) it opens on the city select with the real save.

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const DailyCard = preload("res://scripts/common/daily_card.gd")
const DailyBoards = preload("res://scripts/city_cat_catch/daily_boards.gd")
const DailyStreaks = preload("res://scripts/city_cat_catch/daily_streaks.gd")
const Texts = preload("res://scripts/city_cat_catch/texts.gd")
const INTRO_VERSION = 1

# May be set before the mode enters the tree, like save_store and catalog_path (tests use their
# own files and dates). catalog is the whole cat_catalog.gd; progress is the open city's.
var today = ""  # the UTC date of the daily board; "" for the device's clock
var city_id = ""  # the city on the level select and the game screen
var city_catalog = null  # the city as a pack_catalog.gd
var daily_streaks = null  # daily_streaks.gd
var daily_boards = null  # daily_boards.gd: the boards made in this run

var _daily_card = null
var _waiting_daily = []  # [city id, date] of the board the loading game screen waits for

var _city_select = null  # $CitySelect, found in _setup (before the shared _ready uses it)


# The whole catalog (cat_catalog.gd, the registry's catalog script); the progress is the open
# city's (open_city).
func _load_catalog():
	catalog = ModeRegistry.load_catalog(mode_id, catalog_path)
	if not catalog.ok:
		push_warning(catalog.error)


func _setup():
	_city_select = $CitySelect
	daily_streaks = DailyStreaks.new()
	daily_streaks.load(save_store, save_bucket("daily"))
	daily_boards = DailyBoards.new()
	daily_boards.connect("generated", self, "_on_daily_generated")
	_daily_card = DailyCard.new()
	_daily_card.name = "DailyCard"
	_daily_card.title_key = "cat_daily"
	_daily_card.connect("pressed", self, "play_daily")
	_game.connect("intro_closed", self, "_on_intro_closed")
	_level_select.set_header(_daily_card)
	_city_select.set_title(title())
	_city_select.connect("city_chosen", self, "open_city")
	_city_select.connect("closed", self, "_on_closed")


func _show_first():
	show_city_select()


func _other_screens():
	return [_city_select]


func _level_catalog():
	return city_catalog


func show_city_select() -> void:
	_hide_screens()
	_city_select.visible = true
	_city_select.show_cities(catalog, _city_progress())


# The level list of a city (its daily card on top).
func open_city(new_city_id) -> void:
	var found = catalog.city_catalog(new_city_id) if catalog.ok else null
	if found == null:
		return
	city_id = new_city_id
	city_catalog = found
	progress = LinearProgress.new()
	progress.load(save_store, city_catalog)
	show_level_select()


func show_level_select():
	if city_catalog == null:
		show_city_select()
		return
	_level_select.set_title(_city_name())
	.show_level_select()


func _on_level_select_shown():
	_show_daily_card()


func city_select():
	return _city_select


func daily_card():
	return _daily_card


# A level of the open city, with its label "<city>-<level>".
func _play_level(level):
	var city_number = catalog.city_ids().find(city_id) + 1
	_start(level, "%d-%d" % [city_number, int(level["levelId"])])


# Today's daily board of the open city: at once when it is made, else the game screen's loading
# state until it is; the list with a message when it cannot be made.
func play_daily() -> void:
	var date = _today()
	var source = _daily_source()
	var problem = source.get("error", daily_boards.problem(city_id, date))
	if problem != "":
		push_warning(problem)
		show_level_select()
		_level_select.show_message(tr("cat_daily_error"))
		return
	var level = daily_boards.board(city_id, date)
	if not level.empty():
		_start(level, "")
		return
	_waiting_daily = [city_id, date]
	_level_select.visible = false
	for screen in _other_screens():
		screen.visible = false
	_game.visible = true
	_game.show_loading(catalog.city(city_id), tr("cat_daily_short"))
	daily_boards.request(source, city_id, date)


# Where the game screen goes when it is left: the level list (a board being waited for is then
# not started; it is kept when it is made).
func _leave_game():
	_waiting_daily = []
	._leave_game()


# The daily boards' attempt has a bucket of its own (one slot for every city and day).
func _attempt_bucket(level):
	return save_bucket("daily-attempt") if level.has("date") else ._attempt_bucket(level)


# Back from the level list goes to the cities; false at the cities with nothing open.
func _go_back_below_game():
	if _level_select.visible:
		if not _level_select.go_back():
			show_city_select()
		return true
	return _city_select.go_back()


func _on_level_select_closed():
	show_city_select()


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and is_inside_tree() and catalog != null:
		if _level_select != null and _level_select.visible:
			_level_select.set_title(_city_name())
			_show_daily_card()


func _start_game(level, label):
	_waiting_daily = []
	_game.start_level(level, catalog, label)
	if save_store.get_bucket(save_bucket("intro")).get("version") != INTRO_VERSION:
		_game.show_intro()


func _on_intro_closed():
	save_store.set_bucket(save_bucket("intro"), {"version": INTRO_VERSION})


func _on_daily_generated(generated_city, date, result):
	if _level_select.visible and generated_city == city_id:
		_show_daily_card()
	if _waiting_daily != [generated_city, date]:
		return
	_waiting_daily = []
	if not (_game.visible and _game.is_loading()):
		return
	if result.has("level"):
		_start(result["level"], "")
	else:
		show_level_select()
		_level_select.show_message(tr("cat_daily_error"))


# The open city's daily source (cat_catalog.gd), {"error"} when the catalog is unusable.
func _daily_source() -> Dictionary:
	if not catalog.ok:
		return {"error": catalog.error}
	return catalog.daily_source(city_id)


func _exit_tree():
	daily_boards.stop()


func _today() -> String:
	return today if UtcDate.is_date(today) else UtcDate.today()


func _city_name() -> String:
	return PackCatalog.text_in(
		catalog.city(city_id).get("name", {}), TranslationServer.get_locale()
	)


# city id -> [levels cleared, levels] from each city's save bucket.
func _city_progress() -> Dictionary:
	var counts = {}
	if not catalog.ok:
		return counts
	for id in catalog.city_ids():
		var view = catalog.city_catalog(id)
		var city_progress = LinearProgress.new()
		city_progress.load(save_store, view)
		counts[id] = [city_progress.cleared_count(), view.level_ids().size()]
	return counts


# The daily card of the open city (its streak; a problem when its board cannot be made); the
# board starts being made.
func _show_daily_card() -> void:
	var date = _today()
	var source = _daily_source()
	var problem = source.get("error", daily_boards.problem(city_id, date))
	var record = daily_streaks.of(city_id)
	_daily_card.show_day(
		date,
		_city_name(),
		record.streak(date),
		record.is_solved(date),
		"" if problem.empty() else tr("cat_daily_error")
	)
	if problem.empty():
		daily_boards.request(source, city_id, date)


func _on_level_solved(level_id):
	var stats = _game.play_stats()
	if _game.is_daily():
		var record = daily_streaks.of(_game.level["cityId"])
		record.mark_solved(_game.level["date"], stats["timeMs"], stats["hints"])
	elif progress != null:
		progress.mark_cleared(level_id, stats)


func _on_clear_shown(level_id):
	var stats = _game.play_stats()
	var text = Texts.won_text(_game.session.taps, stats["hints"])
	if _game.is_daily():
		var record = daily_streaks.of(_game.level["cityId"])
		var streak = record.streak(_game.level["date"])
		_game.show_card(
			tr("cat_daily_done"),
			str(streak),
			"%s\n%s" % [tr("daily_streak") % [streak, record.best()], text],
			[{"id": "levels", "text": tr("level_list")}]
		)
		return
	var next_id = city_catalog.next_id(level_id)
	var buttons = []
	var title = tr("cleared")
	if next_id != "":
		buttons.append({"id": "next", "text": tr("cat_next")})
	else:
		title = tr("cat_city_done") % _city_name()
	buttons.append({"id": "levels", "text": tr("level_list")})
	_game.show_card(title, "★", text, buttons)
