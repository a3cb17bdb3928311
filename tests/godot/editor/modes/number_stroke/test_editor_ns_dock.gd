extends "res://tests/godot/test_case.gd"
# Number Stroke's daily calendar in the Godot editor's FileSystem dock: it loads as a PackFile
# naming the command that writes it (scripts/common/pack_file_loader.gd; Engine.editor_hint set
# here, as headless tests are not the editor).

const PackFile = preload("res://scripts/common/pack_file.gd")
const PackFileLoaderScript = preload("res://scripts/common/pack_file_loader.gd")
const DAILY = "res://levels/01-number-stroke.daily.json"

var _editor_hint = false


func before_each():
	_editor_hint = Engine.editor_hint


func after_each():
	Engine.editor_hint = _editor_hint


func test_the_daily_calendar_loads_with_the_command_that_writes_it():
	Engine.editor_hint = true
	var loader = PackFileLoaderScript.new()
	assert_eq(loader.get_resource_type(DAILY), "Resource", DAILY)
	var loaded = loader.load(DAILY, DAILY)
	assert_true(loaded is PackFile, "%s: %s" % [DAILY, loaded])
	if loaded is PackFile:
		assert_eq(
			[loaded.file_path, loaded.made_by], [DAILY, "python -m core 01-number-stroke daily"]
		)
