extends Control
# Play-test of one Hex Walls level from the level editor (addons/level_editor; the same as
# scripts/number_stroke/playtest.gd, for this mode's game screen): the editor bakes the
# level as edited into LEVEL_FILE (`python -m core bake --pack … --level … --out …`, the
# format {"format": 1, "level": <baked level>}) and runs this scene, which starts the game
# screen on it. Clearing the level starts it again; the game menu's buttons end the test.

const LEVEL_FILE = "user://playtest-hex-walls-level.json"
const CATALOG_FILE = "user://playtest-hex-walls-catalog.json"
const GAME_SCENE = "res://scenes/hex_walls/game.tscn"
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const LevelRules = preload("res://scripts/hex_walls/level_rules.gd")
const MODE_ID = "03-hex-walls"

export(String) var level_file = LEVEL_FILE
export(String) var catalog_file = CATALOG_FILE

var level = {}
var game = null

onready var _message: Label = $Message


func _ready() -> void:
	var result = read_level(level_file, catalog_file)
	if not result["error"].empty():
		_message.text = "Play-test: " + result["error"]
		return
	level = result["level"]
	if not ResourceLoader.exists(GAME_SCENE):
		_message.text = "Play-test: the game scene %s is missing." % GAME_SCENE
		return
	game = load(GAME_SCENE).instance()
	add_child(game)
	game.connect("level_cleared", self, "_on_level_cleared")
	game.connect("level_list_requested", self, "_on_leave_requested")
	game.connect("modes_requested", self, "_on_leave_requested")
	game.start_level(level)
	_message.visible = false


# {"level": the baked level as the game's catalog gives it, "error": ""} or an error.
# The level goes through a one-level catalog file, so it gets the catalog's checks and its
# integer fields exactly as the shipped levels do.
static func read_level(path: String, catalog_path := CATALOG_FILE) -> Dictionary:
	var file = File.new()
	if file.open(path, File.READ) != OK:
		return {
			"level": {},
			"error": "no play-test level at %s (use the editor's Play-test button)" % path
		}
	var parsed = JSON.parse(file.get_as_text())
	file.close()
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		return {"level": {}, "error": "%s is not a play-test file" % path}
	var baked = parsed.result.get("level")
	if typeof(baked) != TYPE_DICTIONARY:
		return {"level": {}, "error": "%s holds no level" % path}
	var pack = {"pack": baked.get("pack", 0), "title": {"en": "Play-test"}, "levels": [baked]}
	var catalog_data = {"format": PackCatalog.FORMAT, "mode": MODE_ID, "packs": [pack]}
	if file.open(catalog_path, File.WRITE) != OK:
		return {"level": {}, "error": "cannot write %s" % catalog_path}
	file.store_string(JSON.print(catalog_data))
	file.close()
	var catalog = PackCatalog.new(catalog_path, MODE_ID, LevelRules)
	if not catalog.ok:
		return {"level": {}, "error": catalog.error}
	return {"level": catalog.level(catalog.level_ids()[0]), "error": ""}


func _on_level_cleared(_level_id) -> void:
	game.start_level(level)


func _on_leave_requested() -> void:
	get_tree().quit()
