extends "res://tests/godot/test_case.gd"
# The generate command of the Hex Walls piece, which the candidate browser runs (candidate_args).

const EditorPieces = preload("res://addons/level_editor/editor_pieces.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")


func test_the_candidate_command_is_the_core_cli():
	var hex_walls = EditorPieces.new_piece(ModeRegistry.find("03-hex-walls"))
	var values = {"Seed": 3, "Radius": 2, "Trim": 1, "Turning": 1, "Count": 4}
	assert_eq(
		hex_walls.candidate_args(values, "/c.json"),
		(
			["-m", "core", "generate", "--mode", "03-hex-walls", "--seed", "3", "--radius", "2"]
			+ ["--trim", "1", "--turning", "1", "--count", "4", "--out", "/c.json"]
		)
	)
	hex_walls.free()
