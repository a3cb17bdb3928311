extends "res://tests/godot/test_case.gd"
# Pack files in the Godot editor's FileSystem dock: in the editor, a pack file of a mode's folder
# loads as a PackFile (scripts/common/pack_file_loader.gd), which the plugin takes and opens in the
# Levels screen; a baked file or the daily calendar loads too, naming the command that writes it;
# the city manifests and every JSON outside the editor are left alone. Headless tests are not the
# editor: Engine.editor_hint is set here.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const PluginScript = preload("res://addons/level_editor/plugin.gd")
const PackFile = preload("res://scripts/common/pack_file.gd")
const PackFileLoaderScript = preload("res://scripts/common/pack_file_loader.gd")

const PACK = "res://levels/03-hex-walls/pack-1-tutorial.json"
const BAKED = "res://levels/03-hex-walls.baked.json"
const CITY = "res://levels/city-cat-catch/cities/harbor.json"
const DAILY = "res://levels/01-number-stroke.daily.json"

var panel
var _editor_hint = false


func before_each():
	timeout_seconds = 60
	_editor_hint = Engine.editor_hint
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	add_child(panel)


func after_each():
	Engine.editor_hint = _editor_hint


func test_in_the_editor_a_pack_file_loads_as_a_pack_file():
	Engine.editor_hint = true
	var extensions = ResourceLoader.get_recognized_extensions_for_type("Resource")
	assert_true("json" in Array(extensions), "json among %s" % extensions)
	var loaded = ResourceLoader.load(PACK, "", true)
	assert_true(loaded is PackFile, "%s loads as a PackFile: %s" % [PACK, loaded])
	if loaded is PackFile:
		assert_eq(loaded.file_path, PACK)


func test_city_manifests_are_no_level_files():
	Engine.editor_hint = true
	var loader = PackFileLoaderScript.new()
	assert_eq(loader.get_resource_type(CITY), "", CITY)
	assert_eq(loader.load(CITY, CITY), ERR_FILE_UNRECOGNIZED, CITY)
	assert_eq(loader.get_resource_type(PACK), "Resource", PACK)
	assert_eq(loader.load(PACK, PACK).made_by, "", "a pack is no generated file")


# Baked files and the daily calendar have a type in the dock too, and name what writes them.
func test_generated_files_load_with_the_command_that_writes_them():
	Engine.editor_hint = true
	var loader = PackFileLoaderScript.new()
	var commands = {
		BAKED: "python -m core bake --mode 03-hex-walls",
		DAILY: "python -m core 01-number-stroke daily",
	}
	for path in commands:
		assert_eq(loader.get_resource_type(path), "Resource", path)
		var loaded = loader.load(path, path)
		assert_true(loaded is PackFile, "%s: %s" % [path, loaded])
		if loaded is PackFile:
			assert_eq([loaded.file_path, loaded.made_by], [path, commands[path]])


func test_the_plugin_names_a_generated_file_and_opens_nothing():
	yield(_open_in_plugin(BAKED), "completed")
	assert_true(panel.document == null, "nothing opened")
	var said = panel.get_node("Body/Results/Summary").text
	assert_true(said.find("bake --mode 03-hex-walls") != -1, said)


func test_the_game_loads_no_json_through_it():
	Engine.editor_hint = false
	var extensions = ResourceLoader.get_recognized_extensions_for_type("Resource")
	assert_false("json" in Array(extensions), "json among %s" % extensions)


func test_the_plugin_opens_a_pack_file_in_the_levels_screen():
	yield(_open_in_plugin(PACK), "completed")
	assert_true(panel.document != null, "a file is open")
	if panel.document != null:
		assert_eq(panel.document.path, PACK)


# The file handed to the plugin as a double click in the dock hands it (a coroutine).
func _open_in_plugin(path: String):
	Engine.editor_hint = true
	var plugin = PluginScript.new()
	plugin.panel = panel
	var level_file = ResourceLoader.load(path, "", true)
	assert_true(plugin.handles(level_file), "the plugin takes a PackFile")
	assert_false(plugin.handles(Resource.new()), "and no other resource")
	plugin.edit(level_file)
	yield(get_tree(), "idle_frame")
	plugin.panel = null
	plugin.free()
