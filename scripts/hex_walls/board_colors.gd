extends "res://scripts/common/path_colors.gd"
# The Hex Walls board's palette: the path modes' (scripts/common/path_colors.gd) plus the walls.

# Static walls are ink; turning walls a deep teal so they read as a different thing, with a
# faint ghost of the same colour where they will stand after the next cell.
const WALL = Palette.INK
const TURNING = Color("#0e7c86")
const TURNING_NEXT = Color(0.055, 0.486, 0.525, 0.5)
const PIVOT_CORE = Palette.WHITE
# A refused move: the wall flashes this colour and fades back.
const BLOCKED = CONFLICT
