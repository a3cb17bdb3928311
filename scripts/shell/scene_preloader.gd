extends Reference
# The modes' entry scenes loaded ahead while the home screen shows (issue 33), so that a card's
# tap only builds the mode: one scene a frame, each loaded whole by load() on the main thread,
# where a tap's own load runs too. Neither in finer steps: an interactive loader left half-way
# between frames makes Godot 3.2 refuse any other load of that scene (the screenshot and test
# scripts load them), and loading a scene's dependencies one by one crashed the web build
# (WebAssembly "null function", Number Stroke's scene; natively it ran). The shell steps it once
# the catalogs are read; the scenes stay loaded (with their scripts) while it is kept.
# start(paths) queues them in that order; step() loads the next one and answers true while more
# are left; scene(path) is the loaded PackedScene, loaded at once when it is not yet.

var _paths = []  # the scene paths not loaded yet, in order
var _scenes = {}  # path -> PackedScene


# Queues the scenes (those not loaded yet), after any queued before.
func start(paths: Array) -> void:
	for path in paths:
		if not _scenes.has(path) and not path in _paths:
			_paths.append(path)


func is_running() -> bool:
	return not _paths.empty()


# Loads the next scene; false when nothing is left to load.
func step() -> bool:
	if not _paths.empty():
		scene(_paths[0])
	return not _paths.empty()


# The scene at `path`: the one loaded ahead, else loaded now.
func scene(path: String) -> PackedScene:
	if not _scenes.has(path):
		_scenes[path] = load(path)
		_paths.erase(path)
	return _scenes[path]
