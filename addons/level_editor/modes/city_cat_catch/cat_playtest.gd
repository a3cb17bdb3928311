extends Control
# City Cat Catch's play-test scene (cat_playtest.tscn), which the level editor runs in a game
# process of its own as it runs the common one (scenes/common/playtest.tscn) for the other modes.
# That one plays levels pack_catalog.gd reads; a City Cat Catch board needs its city too (its
# colours, its elements' art), which only the cat catalog gives. The editor bakes the board as
# edited into Playtest.LEVEL_FILE (`python -m core bake --pack … --level … --out …`); this scene
# puts it in a one-board catalog beside its city from the mode's baked file (Playtest's
# CATALOG_FILE: the catalog's checks, as a shipped board gets them) and plays it on the mode's
# game screen, titled as the game titles the board ("1-4" for harbor-4: its city's place in the
# catalog, its level). Clearing it starts it again; the game menu's buttons end the test.

const JsonFile = preload("res://scripts/json_file.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const Playtest = preload("res://scripts/common/playtest.gd")
const MODE = "city-cat-catch"

export(String) var level_file = Playtest.LEVEL_FILE
export(String) var catalog_file = Playtest.CATALOG_FILE

var level = {}
var title = ""  # the game's title of the board: "<city's place>-<level>", as cat_mode.gd shows it
var catalog = null
var game = null

onready var _message: Label = $Message


func _ready() -> void:
	var problem = read_level(level_file, catalog_file)
	if not problem.empty():
		_message.text = "Play-test: " + problem
		return
	game = load(ModeRegistry.find(MODE)["game"]).instance()
	game.mode_id = MODE
	game.play_source = "editor"
	add_child(game)
	game.connect("level_cleared", self, "_on_level_cleared")
	game.connect("level_list_requested", self, "_on_leave_requested")
	game.connect("modes_requested", self, "_on_leave_requested")
	game.start_level(level, catalog, title)
	_message.visible = false


# Reads the baked board at `path` into `level` and `catalog` (a one-board catalog written to
# `catalog_path`); "" or why not.
func read_level(path: String, catalog_path: String) -> String:
	var read = JsonFile.read(path)  # size first, strictly: no file can crash the scene
	if not read["error"].empty() or typeof(read["value"]) != TYPE_DICTIONARY:
		return "%s is not a play-test file (%s)" % [path, read["error"]]
	var baked = read["value"].get("level")
	if read["value"].get("mode") != MODE or typeof(baked) != TYPE_DICTIONARY:
		return "%s holds no %s board" % [path, MODE]
	var shipped = JsonFile.read(ModeRegistry.catalog_path(MODE))
	if not shipped["error"].empty() or typeof(shipped["value"]) != TYPE_DICTIONARY:
		return "the baked file %s: %s" % [ModeRegistry.catalog_path(MODE), shipped["error"]]
	var one_board = shipped["value"].duplicate()
	one_board["cities"] = []
	var cities = shipped["value"].get("cities", [])
	for place in range(cities.size()):
		var city = cities[place]
		if typeof(city) == TYPE_DICTIONARY and city.get("cityId") == baked.get("cityId"):
			city["levels"] = [baked]
			one_board["cities"].append(city)
			title = "%d-%d" % [place + 1, int(baked.get("levelId", 0))]
	if one_board["cities"].empty():
		return (
			"no city %s in %s"
			% [JSON.print(baked.get("cityId")), ModeRegistry.catalog_path(MODE)]
		)
	var file = File.new()
	if file.open(catalog_path, File.WRITE) != OK:
		return "cannot write %s" % catalog_path
	file.store_string(JSON.print(one_board))
	file.close()
	catalog = ModeRegistry.load_catalog(MODE, catalog_path)
	if not catalog.ok:
		return catalog.error
	level = catalog.level(catalog.level_ids()[0])
	return ""


func _on_level_cleared(_level_id) -> void:
	game.start_level(level, catalog, title)


func _on_leave_requested() -> void:
	get_tree().quit()
