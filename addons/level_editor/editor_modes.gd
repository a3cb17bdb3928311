tool
extends Reference
# The modes the level editor edits, and what differs between them: where their packs live,
# their board edits, how validate is asked, their play-test scene and file, their baked file.
# Everything else in the editor is shared.

const LevelEdits = preload("res://addons/level_editor/level_edits.gd")
const HexLevelEdits = preload("res://addons/level_editor/hex_level_edits.gd")

const NUMBER_STROKE = "01-number-stroke"
const HEX_WALLS = "03-hex-walls"
const MODES = {
	NUMBER_STROKE:
	{
		"title": "Number Stroke",
		"levels_dir": "res://levels/01-number-stroke",
		"playtest_scene": "res://scenes/common/playtest.tscn",
		"playtest_file": "user://playtest-level.json",
		"strict": false,
		"grade": true,
		"help":
		(
			"Left: the tool (Shift: a piece replaces cells).  Right: erase.  Ctrl+Z / Ctrl+Shift+Z:"
			+ " undo / redo.  Ctrl+S: save."
		),
	},
	HEX_WALLS:
	{
		"title": "Hex Walls",
		"levels_dir": "res://levels/03-hex-walls",
		"playtest_scene": "res://scenes/common/playtest.tscn",
		"playtest_file": "user://playtest-level.json",
		"strict": true,  # redundant static walls fail (validate --strict)
		"grade": false,
		"help":
		(
			"Walls: click a side for a wall, a corner for a turning wall (again: next edge, then"
			+ " off).  Right: erase.  Ctrl+Z / Ctrl+Shift+Z: undo / redo.  Ctrl+S: save."
		),
	},
}


static func ids() -> Array:
	return [NUMBER_STROKE, HEX_WALLS]


# A mode's entry (Number Stroke's for an unknown id).
static func of(mode: String) -> Dictionary:
	return MODES.get(mode, MODES[NUMBER_STROKE])


static func title(mode: String) -> String:
	return of(mode)["title"]


# The script of the mode's board edits (static functions on a level's dictionary; both have
# cells_of, index_of, starter_cells, toggle_number).
static func edits(mode: String) -> Script:
	return HexLevelEdits if mode == HEX_WALLS else LevelEdits
