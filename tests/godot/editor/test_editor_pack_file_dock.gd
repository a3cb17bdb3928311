extends "res://tests/godot/test_case.gd"
# Pack files in the Godot editor's FileSystem dock, in every registered mode: in the editor, a pack
# file of a mode's folder loads as a PackFile (scripts/common/pack_file_loader.gd), which the
# plugin takes and opens in the Levels screen; a baked file loads too, naming the command that
# writes it; every JSON outside the editor is left alone. Headless tests are not the editor:
# Engine.editor_hint is set here. (A mode's own files, the daily calendar and the city manifests:
# tests/godot/editor/modes/<folder>/test_editor_*_dock.gd.)

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const PluginScript = preload("res://addons/level_editor/plugin.gd")
const PackFile = preload("res://scripts/common/pack_file.gd")
const PackFileLoaderScript = preload("res://scripts/common/pack_file_loader.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")

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
	var loader = PackFileLoaderScript.new()
	for pack in _shipped_packs():
		var loaded = ResourceLoader.load(pack, "", true)
		assert_true(loaded is PackFile, "%s loads as a PackFile: %s" % [pack, loaded])
		if loaded is PackFile:
			assert_eq(loaded.file_path, pack)
		assert_eq(loader.get_resource_type(pack), "Resource", pack)
		assert_eq(loader.load(pack, pack).made_by, "", "a pack is no generated file")


# Baked files have a type in the dock too, and name what writes them.
func test_baked_files_load_with_the_command_that_writes_them():
	Engine.editor_hint = true
	var loader = PackFileLoaderScript.new()
	for entry in _baked_entries():
		var path = entry["baked"]
		assert_eq(loader.get_resource_type(path), "Resource", path)
		var loaded = loader.load(path, path)
		assert_true(loaded is PackFile, "%s: %s" % [path, loaded])
		if loaded is PackFile:
			var command = "python -m core bake --mode " + entry["id"]
			assert_eq([loaded.file_path, loaded.made_by], [path, command])


func test_the_plugin_names_a_generated_file_and_opens_nothing():
	var entry = _baked_entries()[0]
	yield(_open_in_plugin(entry["baked"]), "completed")
	assert_true(panel.document == null, "nothing opened")
	var said = panel.get_node("Body/Results/Summary").text
	assert_true(said.find("bake --mode " + entry["id"]) != -1, said)


func test_the_game_loads_no_json_through_it():
	Engine.editor_hint = false
	var extensions = ResourceLoader.get_recognized_extensions_for_type("Resource")
	assert_false("json" in Array(extensions), "json among %s" % extensions)


func test_the_plugin_opens_a_pack_file_in_the_levels_screen():
	var pack = _shipped_packs()[0]
	yield(_open_in_plugin(pack), "completed")
	assert_true(panel.document != null, "a file is open")
	if panel.document != null:
		assert_eq(panel.document.path, pack)


# The first shipped pack of every registered mode that has one.
func _shipped_packs() -> Array:
	var packs = []
	for mode in ModeRegistry.ids():
		var pack = Files.shipped_pack(mode)
		if not pack.empty():
			packs.append(pack)
	assert_false(packs.empty(), "a shipped pack")
	return packs


# The registered modes with a baked file.
func _baked_entries() -> Array:
	var found = []
	for entry in ModeRegistry.modes():
		if File.new().file_exists(entry["baked"]):
			found.append(entry)
	assert_false(found.empty(), "a baked file")
	return found


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
