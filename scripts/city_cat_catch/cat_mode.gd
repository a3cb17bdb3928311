extends Control
# City Cat Catch's entry scene for the shell (registered in scripts/common/mode_registry.gd): the
# city select (city_select.gd), then a city's six levels in the common level select (with the
# city's daily board on a card above them), and the game screen (game.gd), over one baked catalog
# (cat_catalog.gd). Each city keeps its progress in its own save bucket
# "mode:city-cat-catch:<cityId>" (linear_progress.gd over the city's catalog view, versioned);
# daily boards cleared are kept by daily_record.gd.
# A clear shows the win card: the next level of the city (or, after the sixth, the city done)
# and the level list. The daily board is the calendar's board of today's UTC date for the city
# (cat_catalog.gd daily_level).
# Emits closed when the player leaves for the shell; go_back() steps back one layer.
# Run alone (F6) it opens on the city select with the real save.

signal closed

const LinearProgress = preload("res://scripts/common/linear_progress.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const CatCatalog = preload("res://scripts/city_cat_catch/cat_catalog.gd")
const CatDays = preload("res://scripts/city_cat_catch/cat_days.gd")
const DailyRecord = preload("res://scripts/city_cat_catch/daily_record.gd")
const DailyCard = preload("res://scripts/city_cat_catch/daily_card.gd")
const LevelRules = preload("res://scripts/city_cat_catch/level_rules.gd")
const MODE_ID = "city-cat-catch"

# May be set before the mode enters the tree (tests use their own files and dates).
var save_store = null
var catalog_path = ""  # "" for the registered baked file
var today = ""  # the UTC date of the daily board; "" for the device's clock
var catalog = null
var city_id = ""  # the city on the level select and the game screen
var city_catalog = null  # the city as a pack_catalog.gd
var progress = null  # linear_progress.gd of that city
var daily_record = null

var _daily_card = null

onready var _city_select = $CitySelect
onready var _level_select = $LevelSelect
onready var _game = $Game


func _ready():
	if save_store == null:
		save_store = get_node("/root/SaveStore")
	if catalog_path.empty():
		catalog_path = ModeRegistry.find(MODE_ID).get("catalog", CatCatalog.DEFAULT_PATH)
	catalog = CatCatalog.new(catalog_path)
	if not catalog.ok:
		push_warning(catalog.error)
	daily_record = DailyRecord.new()
	daily_record.load(save_store)
	_daily_card = DailyCard.new()
	_daily_card.connect("pressed", self, "play_daily")
	_level_select.set_header(_daily_card)
	_city_select.set_title(ModeRegistry.find(MODE_ID).get("title", "mode_city_cat"))
	_city_select.connect("city_chosen", self, "open_city")
	_city_select.connect("closed", self, "_on_closed")
	_level_select.connect("level_chosen", self, "play")
	_level_select.connect("closed", self, "show_city_select")
	_game.connect("level_solved", self, "_on_level_solved")
	_game.connect("level_cleared", self, "_on_level_cleared")
	_game.connect("level_list_requested", self, "show_level_select")
	_game.connect("modes_requested", self, "_on_closed")
	_game.connect("card_button_pressed", self, "_on_card_button_pressed")
	show_city_select()


func show_city_select() -> void:
	_game.close_card()
	_game.visible = false
	_level_select.visible = false
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


func show_level_select() -> void:
	if city_catalog == null:
		show_city_select()
		return
	_game.close_card()
	_game.visible = false
	_city_select.visible = false
	_level_select.visible = true
	_level_select.set_title(_city_name())
	_level_select.show_levels(city_catalog, progress)
	_show_daily_card()


func is_playing() -> bool:
	return _game.visible


# The level on the game screen, "" when a list is shown.
func current_level_id() -> String:
	return _game.level.get("id", "") if _game.visible else ""


# The game screen (game.gd), the city select and the level select, for tests and tools.
func game():
	return _game


func city_select():
	return _city_select


func level_select():
	return _level_select


func daily_card():
	return _daily_card


# Plays a level of the open city.
func play(level_id) -> void:
	var level = city_catalog.level(level_id) if city_catalog != null else {}
	var problem = LevelRules.validate_level(level)
	if problem != "":
		push_warning("level %s rejected: %s" % [level_id, problem])
		show_level_select()
		_level_select.show_message(tr("level_error"))
		return
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


# One step back: the layer on top takes it (a sheet, menu or card closes), else the game returns
# to the level list and the level list to the cities. False at the cities with nothing open.
func go_back() -> bool:
	if _game.visible:
		if not _game.go_back():
			show_level_select()
		return true
	if _level_select.visible:
		if not _level_select.go_back():
			show_city_select()
		return true
	return _city_select.go_back()


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and is_inside_tree() and catalog != null:
		if _level_select != null and _level_select.visible:
			_level_select.set_title(_city_name())
			_show_daily_card()


func _start(level, label) -> void:
	_city_select.visible = false
	_level_select.visible = false
	_game.visible = true
	_game.start_level(level, catalog, label)


func _today() -> String:
	return today if CatDays.is_date(today) else CatDays.today()


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


func _on_level_solved(level_id) -> void:
	if _game.is_daily():
		daily_record.mark_cleared(_game.level["cityId"], _game.level["date"])
	elif progress != null:
		progress.mark_cleared(level_id, _game.play_stats())


func _on_level_cleared(level_id) -> void:
	if current_level_id() != level_id:
		return
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


func _on_card_button_pressed(id) -> void:
	match id:
		"next":
			var next_id = city_catalog.next_id(current_level_id())
			if next_id != "":
				play(next_id)
			else:
				show_level_select()
		_:
			show_level_select()


func _on_closed() -> void:
	emit_signal("closed")
