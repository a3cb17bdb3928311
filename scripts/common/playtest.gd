extends Control
# The common part of a mode's play-test scene for the level editor (addons/level_editor): the
# editor bakes the level as edited into the mode's LEVEL_FILE (`python -m core bake --pack …
# --level … --out …`, the format {"format": 1, "level": <baked level>}) and runs the mode's
# playtest scene, which starts the mode's game screen on it. Clearing the level starts it again;
# the game menu's buttons end the test. A mode's playtest.gd extends it: it sets level_file and
# catalog_file in _init, returns its game scene from _game_scene() and reads its level with
# read_mode_level (its own static read_level).

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")

export(String) var level_file = ""
export(String) var catalog_file = ""

var level = {}
var game = null

onready var _message: Label = $Message


# The mode's game screen (res:// path of a scene whose root has start_level(level)).
func _game_scene() -> String:
	return ""


# {"level", "error"} as read_mode_level gives them, for the mode.
func _read_level(_path: String, _catalog_path: String) -> Dictionary:
	return {"level": {}, "error": "no mode"}


func _ready() -> void:
	var result = _read_level(level_file, catalog_file)
	if not result["error"].empty():
		_message.text = "Play-test: " + result["error"]
		return
	level = result["level"]
	var game_scene = _game_scene()
	if not ResourceLoader.exists(game_scene):
		_message.text = "Play-test: the game scene %s is missing." % game_scene
		return
	game = load(game_scene).instance()
	add_child(game)
	game.connect("level_cleared", self, "_on_level_cleared")
	game.connect("level_list_requested", self, "_on_leave_requested")
	game.connect("modes_requested", self, "_on_leave_requested")
	game.start_level(level)
	_message.visible = false


# {"level": the baked level as the game's catalog gives it, "error": ""} or an error.
# The level goes through a one-level catalog file, so it gets the catalog's checks and its
# integer fields exactly as the shipped levels do.
static func read_mode_level(path: String, catalog_path: String, mode_id, rules) -> Dictionary:
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
	var catalog_data = {"format": PackCatalog.FORMAT, "mode": mode_id, "packs": [pack]}
	if file.open(catalog_path, File.WRITE) != OK:
		return {"level": {}, "error": "cannot write %s" % catalog_path}
	file.store_string(JSON.print(catalog_data))
	file.close()
	var catalog = PackCatalog.new(catalog_path, mode_id, rules)
	if not catalog.ok:
		return {"level": {}, "error": catalog.error}
	return {"level": catalog.level(catalog.level_ids()[0]), "error": ""}


func _on_level_cleared(_level_id) -> void:
	game.start_level(level)


func _on_leave_requested() -> void:
	get_tree().quit()
