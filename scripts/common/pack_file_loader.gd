tool
class_name PackFileLoader
extends ResourceFormatLoader
# Makes the level files visible in the Godot editor's FileSystem dock as resources (pack_file.gd:
# the path only), which the level editor opens on a double click: the packs (levels/<mode>/*.json),
# and the files the core generates from them — the baked files (levels/<mode>.baked.json) and the
# daily calendar (levels/<mode>.daily.json) — with the command that writes them. In the editor only:
# the game reads its JSON with File, and a loader claiming ".json" there would change what load()
# does. A global class (project.godot's _global_script_classes) because Godot adds those loaders by
# itself, in the editor and the exported game alike — so it lives outside addons/, which the export
# leaves out. Decided by the path alone: the editor scans every file at start, and baked files are
# big.

const PackFile = preload("res://scripts/common/pack_file.gd")
const LEVELS_ROOT = "res://levels/"
const BAKED_SUFFIX = ".baked.json"
const DAILY_SUFFIX = ".daily.json"


func get_recognized_extensions() -> PoolStringArray:
	return PoolStringArray(["json"] if Engine.editor_hint else [])


func handles_type(typename: String) -> bool:
	return typename == "Resource"


func get_resource_type(path: String) -> String:
	return "Resource" if is_pack_path(path) or not made_by(path).empty() else ""


func load(path: String, _original_path: String):
	if not is_pack_path(path) and made_by(path).empty():
		return ERR_FILE_UNRECOGNIZED
	var pack_file = PackFile.new()
	pack_file.file_path = path
	pack_file.made_by = made_by(path)
	return pack_file


# A file right inside a mode's folder, levels/<mode>/NAME.json, that is no baked file (the
# baked and daily files sit in levels/ itself, the city manifests in a folder below).
static func is_pack_path(path: String) -> bool:
	if not path.begins_with(LEVELS_ROOT) or not path.ends_with(".json"):
		return false
	if path.ends_with(BAKED_SUFFIX):
		return false
	return path.trim_prefix(LEVELS_ROOT).split("/").size() == 2


# The core's command that writes a generated file right inside levels/ (README.md's command
# table): `bake` a mode's baked file, the mode's `daily` its calendar; "" for any other file.
static func made_by(path: String) -> String:
	var name = path.trim_prefix(LEVELS_ROOT)
	if not path.begins_with(LEVELS_ROOT) or "/" in name:
		return ""
	if name.ends_with(BAKED_SUFFIX):
		return "python -m core bake --mode %s" % name.trim_suffix(BAKED_SUFFIX)
	if name.ends_with(DAILY_SUFFIX):
		return "python -m core %s daily" % name.trim_suffix(DAILY_SUFFIX)
	return ""
