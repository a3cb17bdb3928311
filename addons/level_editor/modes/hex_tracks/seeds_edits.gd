tool
extends Reference
# The edits of one entry of Hex Tracks' campaign seeds file (levels/hex-tracks/campaign-seeds.json,
# core/modes/hex_tracks/campaign.py): its seed and its generator options, in place on the entry's
# dictionary. The core checks the file (`hex-tracks seeds`); the campaign command derives the
# packs from it.

const OrderedJson = preload("res://addons/level_editor/ordered_json.gd")

# the entry's fields in the file's order
const ENTRY_FIELDS = ["id", "chapter", "beat", "lesson", "name", "seed", "options"]
const MAX_SEED = 9007199254740992  # 2**53, the file's limit


static func set_seed(entry: Dictionary, seed_value: int) -> void:
	OrderedJson.put(entry, "seed", int(clamp(seed_value, 0, MAX_SEED)), ENTRY_FIELDS)


# The options replaced by `options` (a JSON object; the core says which keys and values hold).
static func set_options(entry: Dictionary, options: Dictionary) -> void:
	OrderedJson.put(entry, "options", options.duplicate(true), ENTRY_FIELDS)


static func seed_of(entry: Dictionary) -> int:
	var value = entry.get("seed")
	return int(value) if typeof(value) in [TYPE_INT, TYPE_REAL] else 0
