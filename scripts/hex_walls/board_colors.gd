extends "res://scripts/common/path_colors.gd"
# The Hex Walls board's palette: the path modes' (scripts/common/path_colors.gd) plus the walls
# and, for high contrast, a deeper path.

# Static walls are ink; turning walls a deep teal so they read as a different thing. The mark
# where a turning wall will stand after the next hex is a row of light teal dots ringed in the
# wall's teal and haloed in white, so it reads on a hex, on the path and over a bar alike (beside
# a static wall, never on it).
const WALL = Palette.INK
const TURNING = Color("#0e7c86")
const MARK_FILL = Color("#9be3e8")
const MARK_EDGE = TURNING
const MARK_HALO = Palette.WHITE
const PIVOT_CORE = Palette.WHITE
# High contrast: pure dark walls, a darker teal, marks filled in the teal and ringed in ink, the
# path in the full accent with white numbers.
const WALL_HIGH_CONTRAST = Color("#000000")
const TURNING_HIGH_CONTRAST = Color("#05525a")
const MARK_FILL_HIGH_CONTRAST = TURNING
const MARK_EDGE_HIGH_CONTRAST = Palette.INK
const VISITED_HIGH_CONTRAST = ACCENT
const LINK_HIGH_CONTRAST = Color("#3f32c8")
# A refused move: the wall flashes this colour and fades back.
const BLOCKED = CONFLICT
