extends Reference
# The palette of the path modes' boards (Number Stroke, Hex Walls; light theme): what both
# boards share; the colours the boards share with the UI come from the common palette
# (scripts/common/palette.gd). Each mode's board_colors.gd extends it with its own.

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
