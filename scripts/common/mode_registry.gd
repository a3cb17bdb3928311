extends Reference
# THE list of the game's modes on the engine side (docs/architecture.md "Godot side"), Simon
# Tatham's gamelist[]: a mode registers by one entry in MODES, and everything shared (the shell,
# the level lists, the play-test scene, the conformance replayer, the screenshot driver, the
# tests) finds the mode's parts through it. Nothing else in scripts/common or scripts/shell names
# a mode, and no mode script spells its own id: a mode's scripts get it from their parent or
# from id_of_path() (the folder they live in).
#
# An entry lists "id" and "folder" and only the keys that differ from the conventions below;
# entry() fills in the rest. Every value is a string; "" means the mode does not have that part.
# In the defaults (after "="), S is the mode's scripts folder, C its scenes folder, N the last
# name of its folder.
#   id           the mode id, as in pack files, the baked file, the save bucket "mode:<id>" and
#                build/conformance/<id>.json
#   folder       where the mode's files live: "name" for res://scripts/name/ (S) and
#                res://scenes/name/ (C), or one res:// folder holding both (a test fixture's)
#   title        translation key of the mode's name = "mode_<N>"
#   blurb        translation key of its one-line description = "mode_<N>_desc"
#   strings      the mode's own translations, a CSV that Godot imports to <base>.<locale>
#                .translation beside it, added to the TranslationServer at start = C/strings.csv
#   emblem       a script with static draw(canvas, middle, reach, ink): the picture on the shell's
#                card (scripts/shell/mode_icon.gd) = S/emblem.gd
#   scene        the entry scene the shell mounts (mode_entry.gd or a script extending it); a mode
#                with one is playable, without one "coming soon" = C/N.tscn
#   game         the game screen scene (a game_screen.gd): what the play-test scene runs
#                = C/game.tscn
#   session      the session script (docs/architecture.md contract), new(baked level)
#                = S/session.gd
#   rules        a script with static validate_level(level) -> "" or the problem
#                = S/level_rules.gd
#   baked        the baked levels file = res://levels/<id>.baked.json
#   catalog      the script that reads the baked file, new(path, mode id, rules[, in_steps]), with
#                the API of scripts/common/pack_catalog.gd (ok, error, file_path, mode_id,
#                level(id), level_ids() ..., load_step()) = res://scripts/common/pack_catalog.gd
#   packs        translation key of the heading over each pack in the level list, a text with
#                {n} (the pack's number) and {title} (its title) = "pack_heading"
#   screenshots  the mode's script for tests/godot/screenshot_driver.gd, run(driver, mode id), a
#                test file the game never loads = res://tests/godot/modes/<N>/screenshots.gd when
#                that file exists, else "" (no screenshots)
#   editor       the mode's piece of the level editor (a scene under
#                addons/level_editor/modes/<N>/); "" for the editor's generic piece (the level
#                as JSON, the core's answers) = ""
#   bench        the mode's frame-budget bench for `make bench` (tests/godot/bench/budget.gd
#                runs it: a tests/godot/bench/mode_bench.gd), a test file the game never loads
#                = res://tests/godot/bench/<N>.gd when that file exists, else "" (no bench)
#
# Modes may also be registered at run time (register(); a test fixture's throwaway mode): they
# are listed after MODES until unregister(). GDScript 3 has no static variables, so they are kept
# in the Engine singleton's metadata.

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const PACK_CATALOG = "res://scripts/common/pack_catalog.gd"
const EXTRA_META = "mode_registry_extra"  # Engine metadata: entries added by register()
const REGISTRY = "res://scripts/common/mode_registry.gd"
# This script's metadata: mode id -> [path, MD5, catalog, the file's stamp then]
const CATALOGS_META = "catalogs"
const STAMP_SETTLED = 2  # seconds since a file's last change before its stamp vouches for it
const TESTS = "res://tests/godot"  # a mode's test parts (screenshots, bench) live under it

const MODES = [
	{
		"id": "01-number-stroke",
		"folder": "number_stroke",
		"editor": "res://addons/level_editor/modes/number_stroke/piece.tscn",
	},
	{
		"id": "03-hex-walls",
		"folder": "hex_walls",
		"editor": "res://addons/level_editor/modes/hex_walls/piece.tscn",
	},
	{
		"id": "hex-tracks",
		"folder": "hex_tracks",
		"packs": "chapter_heading",
		"editor": "res://addons/level_editor/modes/hex_tracks/piece.tscn",
	},
	{
		"id": "city-cat-catch",
		"folder": "city_cat_catch",
		"catalog": "res://scripts/city_cat_catch/cat_catalog.gd",
		"packs": "city_levels_heading",
		"editor": "res://addons/level_editor/modes/city_cat_catch/piece.tscn",
	},
]

const KEYS = [
	"id",
	"folder",
	"title",
	"blurb",
	"strings",
	"emblem",
	"scene",
	"game",
	"session",
	"rules",
	"baked",
	"catalog",
	"packs",
	"screenshots",
	"editor",
	"bench",
]


# Every entry with every key, in the shell's order (copies).
static func modes() -> Array:
	var found = []
	for registered in MODES + _extra():
		found.append(entry(registered))
	return found


static func ids() -> Array:
	var found = []
	for registered in MODES + _extra():
		found.append(registered["id"])
	return found


# The entry of a mode id with every key, {} for an unknown one.
static func find(id) -> Dictionary:
	for registered in MODES + _extra():
		if registered["id"] == id:
			return entry(registered)
	return {}


# A registered entry with the conventional value of every key it leaves out.
static func entry(registered: Dictionary) -> Dictionary:
	var folders = _folders(registered)
	var scripts = folders[0]
	var scenes = folders[1]
	var name = scripts.get_file()
	var screenshots = TESTS.plus_file("modes").plus_file(name).plus_file("screenshots.gd")
	var defaults = {
		"title": "mode_" + name,
		"blurb": "mode_%s_desc" % name,
		"strings": scenes.plus_file("strings.csv"),
		"emblem": scripts.plus_file("emblem.gd"),
		"scene": scenes.plus_file(name + ".tscn"),
		"game": scenes.plus_file("game.tscn"),
		"session": scripts.plus_file("session.gd"),
		"rules": scripts.plus_file("level_rules.gd"),
		"baked": "res://levels/%s.baked.json" % registered.get("id", ""),
		"catalog": PACK_CATALOG,
		"packs": "pack_heading",
		"screenshots": _if_present(screenshots),
		"editor": "",
		"bench": _if_present(TESTS.plus_file("bench").plus_file(name + ".gd")),
	}
	var complete = {}
	for key in KEYS:
		complete[key] = str(registered.get(key, defaults.get(key, "")))
	return complete


# The id of the mode whose folders hold a res:// path (a script's or a scene's), "" for none.
static func id_of_path(path: String) -> String:
	for registered in MODES + _extra():
		for folder in _folders(registered):
			if path.begins_with(folder + "/"):
				return registered["id"]
	return ""


# What the shell loads ahead for a mode while the home screen shows (scripts/shell/
# scene_preloader.gd): its entry scene, and its session script, which the game screen loads when
# a level starts (new_session: 3.4 ms of Number Stroke's first level otherwise).
static func loaded_ahead(id) -> Array:
	var found = find(id)
	var paths = []
	for key in ["scene", "session"]:
		if not found.get(key, "").empty():
			paths.append(found[key])
	return paths


# Playable: the mode has an entry scene registered.
static func is_playable(id) -> bool:
	return not find(id).get("scene", "").empty()


# A new session of the mode on one baked level; null when the mode registers no session.
static func new_session(id, level: Dictionary):
	var path = find(id).get("session", "")
	if path.empty():
		return null
	return load(path).new(level)


# The mode's catalog of levels (its catalog script) read from `path`, else from the registered
# baked file, every level checked by the mode's rules. A file is read and checked once per content
# (its MD5): the same file gives the same catalog object again, until another file of the mode is
# read (reopening a mode is instant; catalogs never change once read). While the file's stamp
# (file_stamp) is the one it had when its catalog was kept, the file is not read again for its
# MD5 (1.6 ms of opening Number Stroke natively). The shell reads them ahead as a job
# (scripts/shell/catalog_job.gd: on a worker thread, or in slices on the main thread where there
# are no threads) through the pieces below: catalog_maker() and kept_version() on the main
# thread, file_stamp(), file_md5() and make_catalog() in the job, keep_catalog() back on the main
# thread; the kept catalogs are only ever touched on the main thread.
static func load_catalog(id, path := ""):
	path = catalog_path(id, path)
	var stamp = file_stamp(path)  # before the MD5: a change after it changes the stamp
	var last = _kept().get(str(id), [])
	if not stamp.empty() and last.size() == 4 and last[0] == path and last[3] == stamp:
		return last[2]
	var md5 = file_md5(path)
	var kept = kept_catalog(id, path, md5)
	if kept != null:
		return keep_catalog(id, path, md5, kept, stamp)
	var catalog = make_catalog(catalog_maker(id), id, path)
	return keep_catalog(id, path, md5, catalog, stamp)


# `path`, else the mode's registered baked file.
static func catalog_path(id, path := "") -> String:
	return path if not path.empty() else find(id).get("baked", "")


# [catalog script, level rules] of a mode, loaded (on the main thread: scripts are not loaded on
# a worker).
static func catalog_maker(id) -> Array:
	var found = find(id)
	var script = load(found.get("catalog", PACK_CATALOG)) if not found.empty() else PackCatalog
	return [script, level_rules(id)]


# A new catalog of the file read and checked (any thread: it touches nothing shared); in_steps,
# one its load_step() calls read and check (the catalog script's contract, pack_catalog.gd).
static func make_catalog(maker: Array, id, path: String, in_steps := false):
	return maker[0].new(path, str(id), maker[1], in_steps)


# The MD5 of a file, "" when there is none (any thread).
static func file_md5(path: String) -> String:
	return File.new().get_md5(path) if File.new().file_exists(path) else ""


# What vouches for a file's content without reading it (any thread): [modification time, length],
# [] when nothing does: no file, a change less than STAMP_SETTLED seconds ago (the time has whole
# seconds: a second change within that second would keep the stamp), or no time (a file in an
# exported game's pack has none, and cannot change there: its length vouches for it).
static func file_stamp(path: String) -> Array:
	var file = File.new()
	if not file.file_exists(path):
		return []
	var time = file.get_modified_time(path)
	if time == 0:
		if not (OS.has_feature("standalone") and path.begins_with("res://")):
			return []
	elif OS.get_unix_time() - int(time) < STAMP_SETTLED:
		return []
	if file.open(path, File.READ) != OK:
		return []
	var length = file.get_len()
	file.close()
	return [int(time), length]


# The catalog kept for a mode when it was read from this file with this content, else null.
static func kept_catalog(id, path: String, md5: String):
	var last = _kept().get(str(id), [])
	if not md5.empty() and last.size() == 4 and last[0] == path and last[1] == md5:
		return last[2]
	return null


# [path, MD5] of the catalog kept for a mode, [] for none (a copy a worker may hold).
static func kept_version(id) -> Array:
	var last = _kept().get(str(id), [])
	return [last[0], last[1]] if last.size() == 4 else []


# Keeps a catalog read from a file of this content (a usable one only) and returns the catalog
# to use: the one kept before for the same content, so that a mode's catalog stays one object.
# `stamp` is the file's (file_stamp) taken before its MD5, [] for none.
static func keep_catalog(id, path: String, md5: String, catalog, stamp := []):
	var before = kept_catalog(id, path, md5)
	if before != null:
		catalog = before
	elif not catalog.ok or md5.empty():
		return catalog
	var kept = _kept()
	kept[str(id)] = [path, md5, catalog, stamp]
	load(REGISTRY).set_meta(CATALOGS_META, kept)
	return catalog


# The mode's level rules script, null when it has none.
static func level_rules(id):
	var path = find(id).get("rules", "")
	return load(path) if not path.empty() else null


# Registers a mode at run time, after the table's (a test fixture's); replaces an entry of the
# same id added this way. Its strings are added to the TranslationServer.
static func register(registered: Dictionary) -> void:
	var extra = []
	for other in _extra():
		if other["id"] != registered["id"]:
			extra.append(other)
	extra.append(registered.duplicate(true))
	Engine.set_meta(EXTRA_META, extra)
	add_translations(entry(registered))


# Drops a mode register() added (its translations too).
static func unregister(id) -> void:
	var extra = []
	for other in _extra():
		if other["id"] == id:
			for translation in _translations(entry(other)):
				TranslationServer.remove_translation(translation)
		else:
			extra.append(other)
	if extra.empty():
		Engine.remove_meta(EXTRA_META)
	else:
		Engine.set_meta(EXTRA_META, extra)


# Adds every registered mode's own strings to the TranslationServer (the Settings autoload does
# this once at start, before any scene).
static func add_all_translations() -> void:
	for found in modes():
		add_translations(found)


static func add_translations(found: Dictionary) -> void:
	for translation in _translations(found):
		TranslationServer.add_translation(translation)


# The imported translations of a mode's strings CSV, one per language of the game's shared
# strings (project.godot's locale/translations).
static func _translations(found: Dictionary) -> Array:
	var loaded = []
	var csv = found.get("strings", "")
	if csv.empty():
		return loaded
	for locale in TranslationServer.get_loaded_locales():
		var path = "%s.%s.translation" % [csv.get_basename(), locale]
		if ResourceLoader.exists(path):
			var translation = load(path)
			if not translation in loaded:
				loaded.append(translation)
	return loaded


# A test file's conventional path when the file is there, else "" (a mode without one: the
# screenshots and the frame-budget bench say it has none).
static func _if_present(path: String) -> String:
	return path if File.new().file_exists(path) else ""


# [the scripts folder, the scenes folder] of an entry.
static func _folders(registered: Dictionary) -> Array:
	var folder = str(registered.get("folder", ""))
	if folder.begins_with("res://"):
		return [folder, folder]
	return ["res://scripts".plus_file(folder), "res://scenes".plus_file(folder)]


static func _kept() -> Dictionary:
	var registry = load(REGISTRY)
	return registry.get_meta(CATALOGS_META) if registry.has_meta(CATALOGS_META) else {}


static func _extra() -> Array:
	return Engine.get_meta(EXTRA_META) if Engine.has_meta(EXTRA_META) else []
