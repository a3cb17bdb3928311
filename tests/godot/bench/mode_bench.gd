extends Reference
# Base of a mode's frame-budget bench (the mode's registry "bench", run by budget.gd): the mode's
# real entry scene (the registry's "scene") on the bench's scratch save, and the cases every
# mode has: reading its catalog (the baked file read and every level checked, with no catalog
# kept from before: what the shell's worker thread does, scripts/shell/catalog_job.gd), loading
# its entry scene as the home screen does (scripts/shell/scene_preloader.gd: its parts over
# several frames, the scene not loaded before), opening the mode (a card's tap once its
# catalog and scene are kept: the mode mounted a part a frame as the shell does,
# scripts/shell/mode_mount.gd, its first screen built and drawn), the frames after it that build
# the rest of its level list (where it has one still building), and opening its largest level
# (the mode's play(), as a tap on the level's tile does). A mode's bench extends it, picks its
# largest level (size_of), and adds its own cases in run() with
# budget.measure(name, detail, self, prepare, plan, act): prepare() sets the board up (untimed),
# plan(i) gives the arguments of the i-th timed action or null, act(...) is the action (what the
# screen's button, signal or tap handler calls).

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const ModeMount = preload("res://scripts/shell/mode_mount.gd")
const ScenePreloader = preload("res://scripts/shell/scene_preloader.gd")

var budget = null  # the budget.gd running this bench
var entry = {}  # the mode's registry entry
var error = ""  # what went wrong, "" when every case ran
var mode = null  # the mode's entry scene, in the tree
var game = null  # its game screen
var level_id = ""  # the largest level of the catalog
var scenes = ScenePreloader.new()  # the mode's entry scene, loaded as the shell loads it
var _mount = null  # the mode being mounted (mode_mount.gd)


# The cases (a coroutine).
func run():
	yield(
		budget.measure_worker(
			"read the catalog", _mode_detail(), self, "_read_catalog", [[]], budget.repeats
		),
		"completed"
	)
	yield(
		budget.measure(
			"load its scene (at home)",
			"in parts: a frame of it, at home",
			self,
			"_unload",
			"_plan_load_step",
			"_load_step",
			true
		),
		"completed"
	)
	yield(open_mode(), "completed")
	yield(
		budget.measure(
			"open the mode",
			"in parts: a frame of it, its catalog and scene kept",
			self,
			"_close",
			"_plan_mount_step",
			"_mount_step",
			true
		),
		"completed"
	)
	# The tiles a mode's level list builds in the frames after the tap (the mode is left open,
	# as the cases after this one expect).
	level_id = largest_level()
	_close()
	_open()
	_show_level_list()
	if mode.level_select().is_building():
		yield(
			budget.measure(
				"build the rest of the level list",
				"a frame of it, each frame",
				self,
				"_reopen",
				"_plan_list_frame",
				"_list_frame",
				true
			),
			"completed"
		)
	# What the game screen renders ahead while the built list is up (game_screen.gd warm_up),
	# before the player's tap on a level: from the frame the list says it is built (a short
	# list is built with the frame that shows it and says so two frames after).
	var frames_left = 10
	while mode.level_select().is_processing() and frames_left > 0:
		yield(budget.host.get_tree(), "idle_frame")
		frames_left -= 1
	if game.is_warming_up():
		yield(
			budget.measure(
				"render ahead (the list built)",
				"a frame of it, each frame",
				self,
				"",
				"_plan_warm_frame",
				"_list_frame",
				true
			),
			"completed"
		)
	if level_id.empty():
		error = "%s: no level to play" % entry["id"]
		return
	yield(budget.measure("open a level", describe(level_id), self, "", "once", "play"), "completed")


# The size of a level (cells, pieces ...) and its unit, for choosing the largest.
func size_of(level: Dictionary) -> int:
	return level.get("cells", []).size()


func unit() -> String:
	return "cells"


# The catalog whose levels play() opens.
func level_catalog():
	return mode.catalog


# The id of the catalog's largest level (the first of the largest).
func largest_level() -> String:
	var found = ""
	var most = -1
	var catalog = level_catalog()
	for id in catalog.level_ids():
		var size = size_of(catalog.level(id))
		if size > most:
			found = id
			most = size
	return found


# "level 12-10, 28 cells"
func describe(id: String) -> String:
	return "level %s, %d %s" % [id, size_of(level_catalog().level(id)), unit()]


# Opens the mode's entry scene (a coroutine).
func open_mode():
	_close()
	_open()
	yield(budget.host.get_tree(), "idle_frame")
	yield(budget.host.get_tree(), "idle_frame")


# Plays a level of the catalog (the mode's play()).
func play(id = ""):
	mode.play(level_id if id == "" else id)


# A run of one action.
func once(i):
	return [] if i == 0 else null


# True while the board animates (the next action waits for it).
func busy() -> bool:
	return false


# Frees the mode's scene (the bench is over).
func close() -> void:
	_close()


# The mode mounted at once (untimed).
func _open() -> void:
	_mount_step()
	while _mount.step():
		pass
	_mounted()


# A part of mounting the mode as the shell does: instanced, in the tree hidden, shown.
func _mount_step() -> void:
	if _mount == null:
		_mount = ModeMount.new(scenes.scene(entry["scene"]), budget.host)
		_mount.instance().save_store = budget.save_store
		_mount.mode.mode_id = entry["id"]
		_before_mode_enters(_mount.mode)
	elif not _mount.step():
		_mounted()


func _plan_mount_step(_i):
	return [] if mode == null else null


func _mounted() -> void:
	mode = _mount.mode
	_mount = null
	game = mode.game()


# The mode opened again, its first frame not timed (a coroutine).
func _reopen():
	_close()
	_open()
	_show_level_list()
	yield(budget.host.get_tree(), "idle_frame")


# Shows the list that level_id is played from (a mode opens on its list: nothing to do).
func _show_level_list() -> void:
	pass


func _plan_warm_frame(_i):
	return [] if game.is_warming_up() else null


func _plan_list_frame(_i):
	return [] if mode.level_select().is_building() else null


# Nothing: the frame after it is the level list's building (level_select.gd), or the game
# screen's rendering ahead.
func _list_frame() -> void:
	pass


# Called with the new mode before it enters the tree.
func _before_mode_enters(_new_mode) -> void:
	pass


# The mode scene freed (its catalog stays kept, as the shell's worker leaves it).
func _close() -> void:
	if _mount != null:
		_mount.cancel()
		_mount = null
	if mode != null:
		budget.host.remove_child(mode)
		mode.free()
		mode = null
		game = null


# Nothing of the mode's scene loaded (its scripts the bench itself holds stay loaded).
func _unload() -> void:
	_close()
	scenes = ScenePreloader.new()
	scenes.start(ModeRegistry.loaded_ahead(entry["id"]))


func _plan_load_step(_i):
	return [] if scenes.is_running() else null


func _load_step() -> void:
	scenes.step(ScenePreloader.STEP_USEC)


# What the shell's worker does for the mode, no catalog kept from before: the file's stamp and
# MD5, the catalog read and checked; then kept, as the shell does once the worker hands it over.
func _read_catalog() -> void:
	var registry = load(ModeRegistry.REGISTRY)
	if registry.has_meta(ModeRegistry.CATALOGS_META):
		registry.set_meta(ModeRegistry.CATALOGS_META, {})
	var path = ModeRegistry.catalog_path(entry["id"])
	var maker = ModeRegistry.catalog_maker(entry["id"])
	var stamp = ModeRegistry.file_stamp(path)
	var md5 = ModeRegistry.file_md5(path)
	var catalog = ModeRegistry.make_catalog(maker, entry["id"], path)
	ModeRegistry.keep_catalog(entry["id"], path, md5, catalog, stamp)


func _mode_detail() -> String:
	var file = File.new()
	var size = file.get_len() if file.open(entry["baked"], File.READ) == OK else 0
	file.close()
	return "%s, %d KB" % [entry["baked"].get_file(), size / 1024]
