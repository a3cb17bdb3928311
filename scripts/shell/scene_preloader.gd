extends Reference
# The modes' entry scenes (and the scripts they load later: ModeRegistry.loaded_ahead) loaded
# ahead while the home screen shows (issue 33), so that a card's tap only builds the mode. A
# scene loaded whole takes 35-55 ms here (mostly its scripts being compiled), so the shell loads
# it in parts over several frames: its dependencies first, leaves
# before what uses them (a script before the scripts and scenes that preload it), each part by a
# plain load() that returns it complete and is kept here (a resource nobody holds leaves
# Godot's cache), then the scene itself, whose parts are cached by then. A step loads parts until
# the next one would take it past its time (judged by the longest part so far; at least one
# part a step; reading what a part needs is quick and not judged). Not load_interactive(): a
# loader left half-way between frames makes Godot 3.2 refuse any other load of that scene (the
# screenshot and test scripts load them), and each of its stages is a whole sub-scene. A
# scene's dependencies come from ResourceLoader; a script's (its preloads and the script it
# extends by path) from its source text, not from ResourceLoader.get_dependencies, whose parse
# of a constant taken from a preloaded script (`const CELL = Palette.GREY`) crashes the web
# build (WebAssembly "null function"). An exported build whose scripts are compiled has no
# source to read, and loads each script with what it preloads as one part.
# start(paths) queues them in that order; step(usec) loads parts for up to usec microseconds
# (0: the next scene whole) and answers true while more are left; scene(path) is the loaded
# PackedScene (or script), loaded at once when it is not yet.

# A step's time at home: with the longest part (6 ms here) its frame keeps within 8 ms.
const STEP_USEC = 1500

var _paths = []  # the scene paths not loaded yet, in order
var _scenes = {}  # path -> PackedScene
var _stack = []  # the parts of the first queued scene still to load: [path, expanded]
var _seen = {}  # the parts put on the stack for that scene
var _parts = []  # the parts loaded ahead, held until their scene is loaded
var _longest = 0  # usec, the longest part loaded so far


# Queues the scenes (those not loaded yet), after any queued before.
func start(paths: Array) -> void:
	for path in paths:
		if not _scenes.has(path) and not path in _paths:
			_paths.append(path)


func is_running() -> bool:
	return not _paths.empty()


# Loads parts of the queued scenes for up to `usec` microseconds, or with 0 the next scene
# whole; false when nothing is left to load.
func step(usec := 0) -> bool:
	if usec <= 0:
		if not _paths.empty():
			scene(_paths[0])
		return not _paths.empty()
	var started = OS.get_ticks_usec()
	var loads = 0
	while not _paths.empty() and OS.get_ticks_usec() - started < usec:
		var loading = not _stack.empty() and _stack.back()[1]  # the next part is a load
		if loading and loads > 0 and OS.get_ticks_usec() - started + _longest > usec:
			break
		_next_part()
		loads += int(loading)
	return not _paths.empty()


# The scene at `path`: the one loaded ahead, else loaded now.
func scene(path: String) -> Resource:
	if not _scenes.has(path):
		_scenes[path] = load(path)
		if not _paths.empty() and _paths[0] == path:  # its parts are held by the scene now
			_stack = []
			_seen = {}
			_parts = []
		_paths.erase(path)
	return _scenes[path]


# One part of the first queued scene: its dependencies put on the stack, or loaded, or the
# scene itself once its parts are in.
func _next_part() -> void:
	if _stack.empty():
		_stack.append([_paths[0], false])
		_seen = {_paths[0]: true}
	var top = _stack.back()
	if _stack.size() == 1 and (top[1] or ResourceLoader.has_cached(top[0])):
		_timed(funcref(self, "scene"), top[0])
	elif ResourceLoader.has_cached(top[0]):
		_stack.pop_back()
	elif not top[1]:
		top[1] = true
		for path in dependencies_of(top[0]):
			if not _seen.has(path) and not ResourceLoader.has_cached(path):
				_seen[path] = true
				_stack.append([path, false])
	else:
		_stack.pop_back()
		_parts.append(_timed(funcref(self, "_load"), top[0]))


# The resources `path` loads with it: a scene's or a resource's, a script's where its source is
# there to read.
static func dependencies_of(path: String) -> Array:
	var paths = []
	if path.get_extension() != "gd":
		for dependency in ResourceLoader.get_dependencies(path):
			paths.append(dependency.split("::")[0])
		return paths
	var file = File.new()
	if not file.file_exists(path) or file.open(path, File.READ) != OK:
		return paths
	var source = file.get_as_text()
	file.close()
	# Scanned by hand: Godot 3.2.3's RegEx logs an engine error on every search.
	var found = []
	for line in source.split("\n", false):
		if line.begins_with('extends "res://'):
			found.append(line.split('"')[1])
		var at = line.find('preload("res://')
		while at != -1:
			var start = at + 'preload("'.length()
			found.append(line.substr(start, line.find('"', start) - start))
			at = line.find('preload("res://', start)
	for script_path in found:  # a look-alike in a string or a comment that names no file is no part
		if ResourceLoader.exists(script_path):
			paths.append(script_path)
	return paths


static func _load(path: String) -> Resource:
	return load(path)


func _timed(loader: FuncRef, path: String) -> Resource:
	var started = OS.get_ticks_usec()
	var loaded = loader.call_func(path)
	_longest = int(max(_longest, OS.get_ticks_usec() - started))
	return loaded
