extends Control
# City Cat Catch's first screen: one card per city of the baked catalog (city_card.gd: name,
# blurb, levels cleared, four of its elements), and the total cleared. Settings open in place as
# a sheet. The mode calls show_cities(); emits city_chosen(city_id) and closed (the back arrow).
# Run alone (F6) it shows the registered catalog with nothing cleared.

signal city_chosen(city_id)
signal closed

const CityCard = preload("res://scripts/city_cat_catch/city_card.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PREVIEW_TILES = 4

var _cards = {}
var _cleared = 0
var _total = 0

onready var _title = $SafeArea/Column/TopBar/Title
onready var _summary = $SafeArea/Column/Summary
onready var _message = $SafeArea/Column/Message
onready var _list = $SafeArea/Column/Scroll/Cities
onready var _settings_panel = $SettingsPanel


func _ready():
	_settings_panel.visible = false
	_message.visible = false
	if get_parent() == get_tree().root:
		show_cities(ModeRegistry.load_catalog(ModeRegistry.id_of_path(filename)), {})


func set_title(text) -> void:
	_title.text = text


# The cities of a cat_catalog.gd; `progress` maps a city id to [cleared, total] levels.
func show_cities(catalog, progress: Dictionary) -> void:
	for child in _list.get_children():
		_list.remove_child(child)
		child.queue_free()
	_cards = {}
	_cleared = 0
	_total = 0
	_message.visible = false
	if not catalog.ok:
		show_message(tr("catalog_error"))
		_summary.text = ""
		return
	for city_id in catalog.city_ids():
		var city = catalog.city(city_id)
		var arts = []
		for element_id in _preview_elements(catalog, city):
			arts.append(catalog.element(city_id, element_id).get("art", []))
		var counts = progress.get(city_id, [0, city["levelIds"].size()])
		var card = CityCard.new()
		_list.add_child(card)
		card.show_city(city, arts, counts[0], counts[1])
		card.connect("pressed", self, "emit_signal", ["city_chosen", city_id])
		_cards[city_id] = card
		_cleared += counts[0]
		_total += counts[1]
	_update_texts()


# The card of a city (a city_card.gd Button), null for an unknown id.
func city_card(city_id):
	return _cards.get(city_id)


func show_message(text) -> void:
	_message.text = text
	_message.visible = true


func message() -> String:
	return _message.text if _message.visible else ""


func open_settings() -> void:
	_settings_panel.visible = true


func is_settings_open() -> bool:
	return _settings_panel.visible


# One step back inside this screen: closes the settings sheet; false when nothing was open.
func go_back() -> bool:
	if _settings_panel.visible:
		_settings_panel.close()
		return true
	return false


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and is_inside_tree():
		_update_texts()


func _update_texts() -> void:
	if _summary != null and _total > 0:
		_summary.text = tr("cleared_count") % [_cleared, _total]


# One element of each category first (a cat among them), then the rest in order.
static func _preview_elements(catalog, city: Dictionary) -> Array:
	var chosen = []
	var categories = []
	for element_id in city["elements"]:
		var category = catalog.element_field(city["cityId"], element_id, "category", "")
		if not category in categories:
			categories.append(category)
			chosen.append(element_id)
	for element_id in city["elements"]:
		if not element_id in chosen:
			chosen.append(element_id)
	chosen.resize(int(min(PREVIEW_TILES, chosen.size())))
	return chosen


func _on_back_pressed():
	emit_signal("closed")


func _on_settings_pressed():
	open_settings()
