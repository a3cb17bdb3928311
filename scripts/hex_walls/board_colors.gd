extends Reference
# The Hex Walls board palette: Number Stroke's family (GDD §6, light theme), the UI colours from
# the common palette (scripts/common/palette.gd), plus the walls.

const Palette = preload("res://scripts/common/palette.gd")

const CELL = Palette.GREY
const VISITED = Palette.ACCENT_SOFT
const VISITED_BRIGHT = Color("#8f83ff")
const ACCENT = Palette.ACCENT
const INK = Palette.INK
const LIGHT = Palette.LIGHT
const WHITE = Palette.WHITE
const CONFLICT = Color("#e5484d")
const AMBER = Color("#f5a524")
# Static walls are ink; turning walls a deep teal so they read as a different thing, with a
# faint ghost of the same colour where they will stand after the next cell.
const WALL = Palette.INK
const TURNING = Color("#0e7c86")
const TURNING_NEXT = Color(0.055, 0.486, 0.525, 0.5)
const PIVOT_CORE = Palette.WHITE
# A refused move: the wall flashes this colour and fades back.
const BLOCKED = CONFLICT
