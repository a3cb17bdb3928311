extends "res://scripts/common/playtest.gd"
# Play-test of one Number Stroke level from the level editor (addons/level_editor): the editor
# bakes the level as edited into LEVEL_FILE and runs this scene, which starts the game screen
# on it (scripts/common/playtest.gd). Clearing the level starts it again; the game menu's
# buttons end the test.

const LEVEL_FILE = "user://playtest-level.json"
const CATALOG_FILE = "user://playtest-catalog.json"
const GAME_SCENE = "res://scenes/number_stroke/game.tscn"
const LevelRules = preload("res://scripts/number_stroke/level_rules.gd")
const MODE_ID = "01-number-stroke"


func _init() -> void:
	level_file = LEVEL_FILE
	catalog_file = CATALOG_FILE


func _game_scene() -> String:
	return GAME_SCENE


func _read_level(path: String, catalog_path: String) -> Dictionary:
	return read_level(path, catalog_path)


# {"level": the baked level as the game's catalog gives it, "error": ""} or an error.
static func read_level(path: String, catalog_path := CATALOG_FILE) -> Dictionary:
	return read_mode_level(path, catalog_path, MODE_ID, LevelRules)
