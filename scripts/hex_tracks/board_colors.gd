extends Reference
# The colours of the Hex Tracks board: the 12-colour tile library (a level's `color` 0-11; the
# campaign gives each level 3-4 of them) and the board's own greys.

const LIBRARY = [
	Color("#e5484d"),
	Color("#f76b15"),
	Color("#e2a300"),
	Color("#46a758"),
	Color("#12a594"),
	Color("#0090ff"),
	Color("#3e63dd"),
	Color("#8e4ec6"),
	Color("#d6409f"),
	Color("#a07553"),
	Color("#05a2c2"),
	Color("#7d9a1e"),
]
const CELL = Color("#f1f2f7")
const CELL_EDGE = Color("#dcdfea")
const RAIL = Color("#cfd3e0")
const RAIL_CORE = Color("#9aa0b8")
const RAIL_HIGH_CONTRAST = Color("#5c6280")
const HINT = Color("#6a5cf5")
const BLOCKED = Color("#e5484d")


static func tile_color(index) -> Color:
	return LIBRARY[posmod(int(index), LIBRARY.size())]
