extends "res://scripts/common/mode_entry.gd"
# City Cat Catch's entry scene for the shell (registered in scripts/common/mode_registry.gd, whose
# catalog script for it is cat_catalog.gd): the
# city select (city_select.gd), then a city's six levels in the common level select (with the
# city's daily board on a card above them), and the game screen (game.gd), over one baked catalog
# (cat_catalog.gd). Each city keeps its progress in its own save bucket
# "mode:<id>:<cityId>" (linear_progress.gd over the city's catalog view, versioned);
# daily boards cleared are kept by daily_record.gd (in "mode:<id>:daily").
# A clear shows the win card: the next level of the city (or, after the sixth, the city done)
# and the level list. The daily board is the calendar's board of today's UTC date for the city
# (cat_catalog.gd daily_level).
# Emits closed when the player leaves for the shell; go_back() steps back one layer.
# Run alone (F6) it opens on the city select with the real save.

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const DailyRecord = preload("res://scripts/city_cat_catch/daily_record.gd")
const DailyCard = preload("res://scripts/city_cat_catch/daily_card.gd")

# May be set before the mode enters the tree, like save_store and catalog_path (tests use their
# own files and dates). catalog is the whole cat_catalog.gd; progress is the open city's.
var today = ""  # the UTC date of the daily board; "" for the device's clock
var city_id = ""  # the city on the level select and the game screen
var city_catalog = null  # the city as a pack_catalog.gd
var daily_record = null

var _daily_card = null

var _city_select = null  # $CitySelect, found in _setup (before the shared _ready uses it)


# The whole catalog (cat_catalog.gd, the registry's catalog script); the progress is the open
# city's (open_city).
func _load_catalog():
	catalog = ModeRegistry.load_catalog(mode_id, catalog_path)
	if not catalog.ok:
		push_warning(catalog.error)


func _setup():
	_city_select = $CitySelect
	daily_record = DailyRecord.new()
	daily_record.load(save_store, save_bucket("daily"))
	_daily_card = DailyCard.new()
	_daily_card.connect("pressed", self, "play_daily")
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


# Today's daily board of the open city; the list with a message when there is none.
func play_daily() -> void:
	var level = catalog.daily_level(city_id, _today()) if catalog.ok else {}
	if level.empty():
		push_warning(catalog.error)
		show_level_select()
		_level_select.show_message(tr("cat_daily_error"))
		return
	_start(level, "")


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
	_game.start_level(level, catalog, label)


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


func _show_daily_card() -> void:
	var date = _today()
	var level = catalog.daily_level(city_id, date) if catalog.ok else {}
	_daily_card.show_day(
		date,
		_city_name(),
		daily_record.is_cleared(city_id, date),
		"" if not level.empty() else tr("cat_daily_error")
	)


func _on_level_solved(level_id):
	if _game.is_daily():
		daily_record.mark_cleared(_game.level["cityId"], _game.level["date"])
	elif progress != null:
		progress.mark_cleared(level_id, _game.play_stats())


func _on_clear_shown(level_id):
	var stats = _game.play_stats()
	var text = tr("cat_won_text") % [_game.session.taps, stats["hints"]]
	if _game.is_daily():
		_game.show_card(
			tr("cat_daily_done"), "★", text, [{"id": "levels", "text": tr("level_list")}]
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
