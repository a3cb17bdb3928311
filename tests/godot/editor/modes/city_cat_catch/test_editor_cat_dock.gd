extends "res://tests/godot/test_case.gd"
# City Cat Catch's city manifests (levels/city-cat-catch/cities/) are no level files: the Godot
# editor's FileSystem dock leaves them alone (scripts/common/pack_file_loader.gd; Engine.
# editor_hint set here, as headless tests are not the editor).

const PackFileLoaderScript = preload("res://scripts/common/pack_file_loader.gd")
const CITY = "res://levels/city-cat-catch/cities/harbor.json"

var _editor_hint = false


func before_each():
	_editor_hint = Engine.editor_hint


func after_each():
	Engine.editor_hint = _editor_hint


func test_city_manifests_are_no_level_files():
	Engine.editor_hint = true
	var loader = PackFileLoaderScript.new()
	assert_eq(loader.get_resource_type(CITY), "", CITY)
	assert_eq(loader.load(CITY, CITY), ERR_FILE_UNRECOGNIZED, CITY)
