extends Control
# The play-test scene of every mode (scenes/common/playtest.tscn), for the level editor
# (addons/level_editor): the editor bakes the level as edited into LEVEL_FILE (`python -m core
# bake --pack … --level … --out …`: {"format": 1, "mode": <mode id>, "level": <baked level>}) and
# runs this scene in a process of its own; the file's mode chooses the game screen (the
# registry's "game" of that mode), which starts on the level. Clearing the level starts it again;
# the game menu's buttons end the test. A mode whose levels are read by pack_catalog.gd and whose
# game screen starts with start_level(level) plays here without a file of its own.

const JsonFile = preload("res://scripts/json_file.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const LEVEL_FILE = "user://playtest-level.json"
const CATALOG_FILE = "user://playtest-catalog.json"

export(String) var level_file = LEVEL_FILE
export(String) var catalog_file = CATALOG_FILE

var mode_id = ""
var level = {}
var game = null

onready var _message: Label = $Message


func _ready() -> void:
	var result = read_level(level_file, catalog_file)
	if not result["error"].empty():
		_message.text = "Play-test: " + result["error"]
		return
	mode_id = result["mode"]
	level = result["level"]
	var game_scene = ModeRegistry.find(mode_id)["game"]
	if not ResourceLoader.exists(game_scene):
		_message.text = "Play-test: the game scene %s is missing." % game_scene
		return
	game = load(game_scene).instance()
	game.mode_id = mode_id
	game.play_source = "editor"
	add_child(game)
	game.connect("level_cleared", self, "_on_level_cleared")
	game.connect("level_list_requested", self, "_on_leave_requested")
	game.connect("modes_requested", self, "_on_leave_requested")
	game.start_level(level)
	_message.visible = false


# {"level": the baked level as the game's catalog gives it, "mode": its mode id, "error": ""} or
# an error. The level goes through a one-level catalog file (catalog_path), so it gets the
# catalog's checks and its integer fields exactly as the shipped levels do.
# Whether a mode's levels play here: read by pack_catalog.gd, on the game screen its entry names.
static func plays(entry: Dictionary) -> bool:
	return entry.get("catalog") == ModeRegistry.PACK_CATALOG and not entry.get("game", "").empty()


static func read_level(path: String, catalog_path: String) -> Dictionary:
	var failed = {"level": {}, "mode": "", "error": ""}
	if not File.new().file_exists(path):
		failed["error"] = "no play-test level at %s (use the editor's Play-test button)" % path
		return failed
	var read = JsonFile.read(path)  # size first, strictly: no file can crash the scene
	if not read["error"].empty() or typeof(read["value"]) != TYPE_DICTIONARY:
		failed["error"] = "%s is not a play-test file (%s)" % [path, read["error"]]
		return failed
	var mode = read["value"].get("mode")
	var entry = ModeRegistry.find(mode)
	if entry.empty():
		failed["error"] = "%s: mode %s is not a registered mode" % [path, JSON.print(mode)]
		return failed
	if not plays(entry):
		failed["error"] = "%s: %s levels cannot be play-tested here yet" % [path, mode]
		return failed
	var baked = read["value"].get("level")
	if typeof(baked) != TYPE_DICTIONARY:
		failed["error"] = "%s holds no level" % path
		return failed
	var pack = {"pack": baked.get("pack", 0), "title": {"en": "Play-test"}, "levels": [baked]}
	var catalog_data = {"format": PackCatalog.FORMAT, "mode": mode, "packs": [pack]}
	var file = File.new()
	if file.open(catalog_path, File.WRITE) != OK:
		failed["error"] = "cannot write %s" % catalog_path
		return failed
	file.store_string(JSON.print(catalog_data))
	file.close()
	var catalog = ModeRegistry.load_catalog(mode, catalog_path)
	if not catalog.ok:
		failed["error"] = catalog.error
		return failed
	return {"level": catalog.level(catalog.level_ids()[0]), "mode": mode, "error": ""}


func _on_level_cleared(_level_id) -> void:
	game.start_level(level)


func _on_leave_requested() -> void:
	get_tree().quit()
