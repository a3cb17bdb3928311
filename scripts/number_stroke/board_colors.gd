extends Reference
# GDD §6 palette of the Number Stroke board (light theme).

const CELL = Color("#c9cdd9")
const VISITED = Color("#a39cfb")
const VISITED_BRIGHT = Color("#8f83ff")
const ACCENT = Color("#6a5cf5")
const INK = Color("#23243a")
const LIGHT = Color("#dfe1ec")
const CONFLICT = Color("#e5484d")
const CONFLICT_STRIPE = Color(1, 1, 1, 0.38)
const AMBER = Color("#f5a524")
const WHITE = Color("#ffffff")
