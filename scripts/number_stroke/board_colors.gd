extends Reference
# GDD §6 palette of the Number Stroke board (light theme); the colours it shares with the UI come
# from the common palette (scripts/common/palette.gd).

const Palette = preload("res://scripts/common/palette.gd")

const CELL = Palette.GREY
const VISITED = Palette.ACCENT_SOFT
const VISITED_BRIGHT = Color("#8f83ff")
const ACCENT = Palette.ACCENT
const INK = Palette.INK
const LIGHT = Palette.LIGHT
const CONFLICT = Color("#e5484d")
const CONFLICT_STRIPE = Color(1, 1, 1, 0.38)
const AMBER = Color("#f5a524")
# High contrast (the shell's setting): darker unvisited cells with an ink edge, a darker hint
# ring.
const CELL_HIGH_CONTRAST = Color("#8a8fa6")
const AMBER_HIGH_CONTRAST = Color("#b45309")
const WHITE = Palette.WHITE
