extends "res://tests/godot/test_case.gd"
# Pack files in the Godot editor's FileSystem dock: in the editor, a pack file of a mode's
# folder loads as a PackFile (scripts/common/pack_file_loader.gd), which the plugin takes and
# opens in the Levels screen; baked files, the city manifests and every JSON outside the
# editor are left alone. Headless tests are not the editor: Engine.editor_hint is set here.

const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const PluginScript = preload("res://addons/level_editor/plugin.gd")
const PackFile = preload("res://scripts/common/pack_file.gd")
const PackFileLoaderScript = preload("res://scripts/common/pack_file_loader.gd")

const PACK = "res://levels/03-hex-walls/pack-1-tutorial.json"
const BAKED = "res://levels/03-hex-walls.baked.json"
const CITY = "res://levels/city-cat-catch/cities/harbor.json"

var panel
var _editor_hint = false


func before_each():
	timeout_seconds = 60
	_editor_hint = Engine.editor_hint
	panel = PanelScene.instance()
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


func test_baked_files_and_city_manifests_are_no_pack_files():
	Engine.editor_hint = true
	var loader = PackFileLoaderScript.new()
	for path in [BAKED, CITY, "res://levels/01-number-stroke.daily.json"]:
		assert_eq(loader.get_resource_type(path), "", path)
		assert_eq(loader.load(path, path), ERR_FILE_UNRECOGNIZED, path)
	assert_eq(loader.get_resource_type(PACK), "Resource", PACK)


func test_the_game_loads_no_json_through_it():
	Engine.editor_hint = false
	var extensions = ResourceLoader.get_recognized_extensions_for_type("Resource")
	assert_false("json" in Array(extensions), "json among %s" % extensions)


func test_the_plugin_opens_a_pack_file_in_the_levels_screen():
	Engine.editor_hint = true
	var plugin = PluginScript.new()
	plugin.panel = panel
	var pack_file = ResourceLoader.load(PACK, "", true)
	assert_true(plugin.handles(pack_file), "the plugin takes a PackFile")
	assert_false(plugin.handles(Resource.new()), "and no other resource")
	plugin.edit(pack_file)
	yield(get_tree(), "idle_frame")
	assert_true(panel.document != null, "a file is open")
	if panel.document != null:
		assert_eq(panel.document.path, PACK)
	plugin.panel = null
	plugin.free()
