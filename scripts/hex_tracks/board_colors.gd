extends Reference
# The colours of the Hex Tracks board: the 12-colour tile library (a level's `color` 0-11; the
# campaign gives each level 3-4 of them, the workshop offers all 12) and the board's own greys.
# Any two library colours may meet on one board, so every two are at least 25 apart in CIEDE2000
# (test_ht_board_colors.gd): red, orange, yellow, green, turquoise, sky, royal blue, violet,
# plum, brown, petrol, lime, told apart by lightness where their hues are near (a green and a
# lime, a turquoise and a petrol, a sky and a royal blue).

const LIBRARY = [
	Color("#fd1a58"),
	Color("#ff6301"),
	Color("#e9a802"),
	Color("#037a3f"),
	Color("#09bfa6"),
	Color("#06c4ff"),
	Color("#3e63dc"),
	Color("#d61cf9"),
	Color("#844469"),
	Color("#8b7358"),
	Color("#027b89"),
	Color("#87a70c"),
]
const CELL = Color("#f1f2f7")
const CELL_EDGE = Color("#dcdfea")
const RAIL = Color("#cfd3e0")
const RAIL_CORE = Color("#9aa0b8")
const RAIL_HIGH_CONTRAST = Color("#5c6280")
# The game board's quiet tracks: lighter than every tile colour against the cell.
const RAIL_QUIET = Color("#e4e6ee")
const RAIL_CORE_QUIET = Color("#bfc3d2")
const HINT = Color("#6a5cf5")
const BLOCKED = Color("#e5484d")


static func tile_color(index) -> Color:
	return LIBRARY[posmod(int(index), LIBRARY.size())]


# The ink of the game board's tracks: quiet, strong under high contrast.
static func track_ink(high_contrast) -> Color:
	return RAIL_HIGH_CONTRAST if high_contrast else RAIL_CORE_QUIET
