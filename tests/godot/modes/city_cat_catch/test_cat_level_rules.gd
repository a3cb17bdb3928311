extends "res://tests/godot/test_case.gd"
# level_rules.gd refuses a bad baked board with a message (never a crash), and the catalog
# (cat_catalog.gd) refuses a whole file with one bad city level, so the game shows a message; a
# bad daily board is refused on its own.

const LevelRules = preload("res://scripts/city_cat_catch/level_rules.gd")
const CatCatalog = preload("res://scripts/city_cat_catch/cat_catalog.gd")
const MODE = "city-cat-catch"
const SessionTest = preload("res://tests/godot/modes/city_cat_catch/test_cat_session.gd")
const BAKED = "res://levels/city-cat-catch.baked.json"


func good() -> Dictionary:
	return SessionTest.sample_level()


func test_the_sample_and_every_shipped_board_pass():
	assert_eq(LevelRules.validate_level(good()), "")
	var catalog = CatCatalog.new(BAKED, MODE, LevelRules)
	assert_true(catalog.ok, catalog.error)
	assert_eq(catalog.level_ids().size(), 36, "6 cities x 6 levels")
	for city_id in catalog.city_ids():
		for date in catalog.daily_dates(city_id).slice(0, 2):
			assert_false(catalog.daily_level(city_id, date).empty(), "%s %s" % [city_id, date])


# Each entry: [what to change, the words the message must hold].
func test_bad_boards_are_refused_with_a_message():
	var cases = [
		["no id", "no id"],
		["cityId", "cityId"],
		["levelId", "levelId"],
		["seed letters", "seed"],
		["seed too big", "2**64"],
		["seedText", "seedText"],
		["tools", "tools.remove"],
		["elements", "listed twice"],
		["pieces empty", "pieces"],
		["piece id twice", "another piece has this id"],
		["element unknown", "elementId"],
		["layer", "layer"],
		["outside the stack", "stack zone"],
		["size", "width"],
		["rotation", "rotation"],
		["two of a kind", "threes"],
		["same layer overlap", "same layer"],
		["lane outside", "lane zone"],
		["lanes overlap", "overlap"],
		["too few lanes", "Undo"],
		["witness short", "witness"],
		["witness wrong", "witness does not clear"],
	]
	assert_eq(LevelRules.validate_level([]), "a level is not an object")
	for case in cases:
		var level = _broken(case[0])
		var message = LevelRules.validate_level(level)
		assert_true(message.find(case[1]) >= 0, "%s: got '%s'" % [case[0], message])


func test_a_file_with_one_bad_level_is_refused_whole():
	var root = JSON.parse(read_file(BAKED)).result
	root["cities"][1]["levels"][2]["pieces"][0]["x"] = 700
	var path = write_file(scratch_path("bad.baked.json"), JSON.print(root))
	var catalog = CatCatalog.new(path, MODE, LevelRules)
	assert_false(catalog.ok)
	assert_true(catalog.error.find("lantern-3") >= 0, catalog.error)
	assert_eq(catalog.city_ids(), [], "nothing is kept")
	assert_eq(catalog.level("harbor-1"), {})


func test_a_file_that_is_not_a_catalog_is_refused():
	for text in ["", "[]", '{"format": 2}', '{"format": 1, "mode": "hex-tracks"}']:
		var path = write_file(scratch_path("not.json"), text)
		var catalog = CatCatalog.new(path, MODE, LevelRules)
		assert_false(catalog.ok, text)
		assert_true(catalog.error.begins_with(path), catalog.error)
	assert_false(CatCatalog.new("res://no/such/file.json", MODE, LevelRules).ok)


func test_broken_art_and_colours_are_refused():
	var root = JSON.parse(read_file(BAKED)).result
	root["cities"][0]["elements"][3]["art"][0] = ["circle", 1, 2, "#ffffff"]
	var catalog = CatCatalog.new(
		write_file(scratch_path("art.json"), JSON.print(root)), MODE, LevelRules
	)
	assert_false(catalog.ok)
	assert_true(catalog.error.find("art[0]") >= 0, catalog.error)
	root = JSON.parse(read_file(BAKED)).result
	root["cities"][2]["colors"]["tile"] = "white"
	catalog = CatCatalog.new(
		write_file(scratch_path("colour.json"), JSON.print(root)), MODE, LevelRules
	)
	assert_true(catalog.error.find("colors.tile") >= 0, catalog.error)


func test_a_bad_daily_board_is_refused_alone():
	var root = JSON.parse(read_file(BAKED)).result
	var day = root["daily"][0]
	day["level"]["witness"].invert()
	var catalog = CatCatalog.new(
		write_file(scratch_path("daily.json"), JSON.print(root)), MODE, LevelRules
	)
	assert_true(catalog.ok, "the levels are fine")
	var city_id = day["level"]["cityId"]
	assert_eq(catalog.daily_level(city_id, day["date"]), {})
	assert_true(catalog.error.find("witness") >= 0, catalog.error)
	assert_false(
		catalog.daily_level(city_id, catalog.daily_dates(city_id)[1]).empty(),
		"the next day is fine"
	)


func test_the_mode_shows_a_message_for_an_unusable_file():
	var path = write_file(scratch_path("broken.json"), "{")
	var store = load("res://scripts/autoload/save_store.gd").new()
	add_child(store)
	store.open(scratch_path("save.json"))
	var mode = load("res://scenes/city_cat_catch/city_cat_catch.tscn").instance()
	mode.save_store = store
	mode.catalog_path = path
	add_child(mode)
	yield(get_tree(), "idle_frame")
	assert_eq(mode.city_select().message(), tr("catalog_error"))
	assert_false(mode.catalog.ok)
	mode.open_city("harbor")
	assert_true(mode.city_select().visible, "no city to open")


func _broken(what) -> Dictionary:
	var level = good()
	var pieces = level["pieces"]
	match what:
		"no id":
			level.erase("id")
		"cityId":
			level["cityId"] = 5
		"levelId":
			level["levelId"] = 1.5
		"seed letters":
			level["seed"] = "12a"
		"seed too big":
			level["seed"] = "18446744073709551616"
		"seedText":
			level["seedText"] = "harbor:1:1"
		"tools":
			level["tools"]["remove"] = -1
		"elements":
			level["elements"] = ["a", "a"]
		"pieces empty":
			level["pieces"] = []
		"piece id twice":
			pieces[3]["id"] = "p1"
		"element unknown":
			pieces[5]["elementId"] = "z"
		"layer":
			pieces[0]["layer"] = 0
		"outside the stack":
			pieces[11]["y"] = 950
		"size":
			pieces[4]["width"] = 10
		"rotation":
			pieces[4]["rotation"] = 40
		"two of a kind":
			pieces[2]["elementId"] = "b"
		"same layer overlap":
			pieces[3]["x"] = 330
		"lane outside":
			level["returnLanes"][0] = [228, 900]
		"lanes overlap":
			level["returnLanes"][1] = [260, 989]
		"too few lanes":
			level["tools"]["undo"] = 4
		"witness short":
			level["witness"].pop_back()
		"witness wrong":
			level["witness"] = [
				"p2", "p4", "p7", "p10", "p1", "p5", "p8", "p11", "p3", "p6", "p9", "p12"
			]
	return level
