extends Reference
# THE list of the game's modes on the engine side (docs/architecture.md "Godot side"). A mode
# registers by adding one entry to MODES; nothing else in scripts/common or scripts/shell names a
# mode. Keys (every value a string, "" when the mode does not have it yet):
#   id       the mode id, as in pack files, the baked file, the save bucket "mode:<id>" and
#            build/conformance/<id>.json
#   title    translation key of the mode's name; blurb: of its one-line description
#   icon     the emblem the shell draws on its card (scripts/shell/mode_icon.gd)
#   scene    the entry scene the shell mounts; a mode with one is playable, without one "coming"
#   session  the session script (docs/architecture.md contract), built as new(baked level)
#   rules    a script with static validate_level(level) -> "" or what is wrong with the level
#   catalog  the baked levels file (scripts/common/pack_catalog.gd reads it)
#   packs    translation key of the heading over each pack in the level list, a text with {n}
#            (the pack's number) and {title} (its title): a pack, a chapter, a city's levels
#   editor   the mode's piece of the level editor (addons/level_editor/modes/<mode>/piece.tscn);
#            "" for the editor's generic piece (the level as JSON, the core's answers)

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")

const MODES = [
	{
		"id": "01-number-stroke",
		"title": "mode_number_stroke",
		"blurb": "mode_number_stroke_desc",
		"icon": "stroke",
		"scene": "res://scenes/number_stroke/number_stroke.tscn",
		"session": "res://scripts/number_stroke/session.gd",
		"rules": "res://scripts/number_stroke/level_rules.gd",
		"catalog": "res://levels/01-number-stroke.baked.json",
		"packs": "pack_heading",
		"editor": "res://addons/level_editor/modes/number_stroke/piece.tscn",
	},
	{
		"id": "03-hex-walls",
		"title": "mode_hex_walls",
		"blurb": "mode_hex_walls_desc",
		"icon": "hex",
		"scene": "res://scenes/hex_walls/hex_walls.tscn",
		"session": "res://scripts/hex_walls/session.gd",
		"rules": "res://scripts/hex_walls/level_rules.gd",
		"catalog": "res://levels/03-hex-walls.baked.json",
		"packs": "pack_heading",
		"editor": "res://addons/level_editor/modes/hex_walls/piece.tscn",
	},
	{
		"id": "hex-tracks",
		"title": "mode_hex_tracks",
		"blurb": "mode_hex_tracks_desc",
		"icon": "tracks",
		"scene": "res://scenes/hex_tracks/hex_tracks.tscn",
		"session": "res://scripts/hex_tracks/session.gd",
		"rules": "res://scripts/hex_tracks/level_rules.gd",
		"catalog": "res://levels/hex-tracks.baked.json",
		"packs": "chapter_heading",
		"editor": "res://addons/level_editor/modes/hex_tracks/piece.tscn",
	},
	{
		"id": "city-cat-catch",
		"title": "mode_city_cat",
		"blurb": "mode_city_cat_desc",
		"icon": "cat",
		"scene": "res://scenes/city_cat_catch/city_cat_catch.tscn",
		"session": "res://scripts/city_cat_catch/session.gd",
		"rules": "res://scripts/city_cat_catch/level_rules.gd",
		"catalog": "res://levels/city-cat-catch.baked.json",
		"packs": "city_levels_heading",
		"editor": "res://addons/level_editor/modes/city_cat_catch/piece.tscn",
	},
]


# Every entry, in the shell's order (copies).
static func modes() -> Array:
	return MODES.duplicate(true)


static func ids() -> Array:
	var found = []
	for entry in MODES:
		found.append(entry["id"])
	return found


# The entry of a mode id, {} for an unknown one.
static func find(id) -> Dictionary:
	for entry in MODES:
		if entry["id"] == id:
			return entry.duplicate(true)
	return {}


# Playable: the mode has an entry scene registered.
static func is_playable(id) -> bool:
	return not find(id).get("scene", "").empty()


# A new session of the mode on one baked level; null when the mode registers no session.
static func new_session(id, level: Dictionary):
	var path = find(id).get("session", "")
	if path.empty():
		return null
	return load(path).new(level)


# The mode's baked catalog (from `path`, else the registered file), its levels checked by the
# mode's rules.
static func new_catalog(id, path := ""):
	var entry = find(id)
	if path.empty():
		path = entry.get("catalog", "")
	var rules = null
	if not entry.get("rules", "").empty():
		rules = load(entry["rules"])
	return PackCatalog.new(path, str(id), rules)
