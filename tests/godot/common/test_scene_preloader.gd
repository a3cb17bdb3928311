extends "res://tests/godot/test_case.gd"
# The shell's scene preloader (scripts/shell/scene_preloader.gd): the modes' entry scenes loaded
# a step each are the very scenes load() gives, and a load of a queued scene made elsewhere
# between two steps is served (no load is left half-done between steps).

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const ScenePreloader = preload("res://scripts/shell/scene_preloader.gd")
const MAX_STEPS = 10000


func test_each_scene_loads_in_a_step_and_is_the_one_load_gives():
	var path = _scene_path()
	var preloader = ScenePreloader.new()
	preloader.start([path, path])
	assert_true(preloader.is_running())
	var steps = _run(preloader, MAX_STEPS)
	assert_eq(steps, 1, "one step for the one scene")
	assert_false(preloader.is_running())
	assert_false(preloader.step(), "nothing is left")
	var scene = preloader.scene(path)
	assert_true(scene is PackedScene, "a scene")
	assert_eq(scene, load(path), "the cached scene")


func test_the_scene_loaded_elsewhere_between_two_steps_is_served():
	var path = _scene_path()
	var preloader = ScenePreloader.new()
	preloader.start([_first_scene_path(), path])
	_run(preloader, 1)
	var direct = load(path)
	assert_true(direct is PackedScene, "load() of the same scene between two steps")
	_run(preloader, MAX_STEPS)
	assert_eq(preloader.scene(path), direct)


func test_a_scene_asked_for_before_it_is_loaded_is_loaded_at_once():
	var path = _scene_path()
	var preloader = ScenePreloader.new()
	preloader.start([_first_scene_path(), path])
	preloader.step()
	assert_true(preloader.is_running(), "one scene is left")
	assert_eq(preloader.scene(path), load(path))
	assert_false(preloader.is_running(), "nothing is left to load")


# The first registered mode's entry scene.
func _first_scene_path() -> String:
	for entry in ModeRegistry.modes():
		if not entry["scene"].empty():
			return entry["scene"]
	return ""


# The last registered mode's entry scene (any scene of the game would do).
func _scene_path() -> String:
	var found = ""
	for entry in ModeRegistry.modes():
		if not entry["scene"].empty():
			found = entry["scene"]
	return found


# Steps the preloader until it is done or `most` steps were made; the steps made.
static func _run(preloader, most: int) -> int:
	var steps = 0
	while steps < most:
		steps += 1
		if not preloader.step():
			break
	return steps
