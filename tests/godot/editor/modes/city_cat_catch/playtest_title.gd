extends Reference
# The title City Cat Catch's game gives a level in play, for test_editor_playtest_modes.gd: its
# city's place and its level number (harbor-6: "1-6", cat_mode.gd), not its id.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")


static func title(mode: String, level: Dictionary) -> String:
	var cities = ModeRegistry.load_catalog(mode).city_ids()
	return "%d-%d" % [cities.find(level["cityId"]) + 1, int(level["levelId"])]
