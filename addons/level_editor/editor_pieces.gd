tool
extends Reference
# The modes the level editor lists and their editor pieces, from the game's registry
# (scripts/common/mode_registry.gd, THE table of modes): the "editor" key of a mode's entry
# names its piece — a scene or a script under addons/level_editor/modes/<mode>/ — and a mode
# without one gets the generic piece (mode_piece.gd: its levels as JSON, the core's verdict).
# A new mode's editor is its own folder plus that one key.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const GENERIC_PIECE = "res://addons/level_editor/mode_piece.gd"


# The registry's entries (copies), in its order, with the modes registered at run time.
static func entries() -> Array:
	return ModeRegistry.modes()


# A new piece for one entry, told its mode (not yet in the tree).
static func new_piece(entry: Dictionary) -> Control:
	var path = str(entry.get("editor", ""))
	if path.empty() or not ResourceLoader.exists(path):
		path = GENERIC_PIECE
	var resource = load(path)
	var piece = resource.instance() if resource is PackedScene else resource.new()
	piece.entry = entry
	piece.mode_id = str(entry["id"])
	piece.name = piece.mode_id
	return piece
