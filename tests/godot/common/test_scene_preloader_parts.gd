extends "res://tests/godot/test_case.gd"
# The shell's scene preloader in parts (scripts/shell/scene_preloader.gd step(usec), as the shell
# steps it at home): a scene comes in over several steps and is the very
# scene load() gives; a scene asked for half-way is loaded at once and the others go on.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const ScenePreloader = preload("res://scripts/shell/scene_preloader.gd")
const MAX_STEPS = 100000


func test_a_scene_comes_in_parts_over_several_steps():
	for path in _scene_paths():
		var preloader = ScenePreloader.new()
		preloader.start([path])
		var steps = 1
		while preloader.step(ScenePreloader.STEP_USEC) and steps < MAX_STEPS:
			steps += 1
		assert_true(steps > 1, "%s: more than one step (%d)" % [path, steps])
		assert_false(preloader.is_running(), path)
		assert_eq(preloader.scene(path), load(path), path + ": the cached scene")


func test_a_scene_asked_for_half_way_is_loaded_and_the_rest_go_on():
	var paths = _scene_paths()
	var preloader = ScenePreloader.new()
	preloader.start(paths)
	for _i in range(5):
		preloader.step(ScenePreloader.STEP_USEC)
	var last = paths.back()
	assert_eq(preloader.scene(last), load(last), "the scene asked for")
	var steps = 0
	while preloader.step(ScenePreloader.STEP_USEC) and steps < MAX_STEPS:
		steps += 1
	for path in paths:
		assert_eq(preloader.scene(path), load(path), path)


func test_a_script_s_parts_come_from_its_source():
	var found = ScenePreloader.dependencies_of("res://scripts/common/path_colors.gd")
	assert_true("res://scripts/common/palette.gd" in found, str(found))
	found = ScenePreloader.dependencies_of("res://scripts/number_stroke/board_colors.gd")
	assert_true(
		"res://scripts/common/path_colors.gd" in found, "the script it extends: %s" % [found]
	)


func _scene_paths() -> Array:
	var found = []
	for entry in ModeRegistry.modes():
		if not entry["scene"].empty():
			found.append(entry["scene"])
	return found
