extends Reference
# Colours of the shell's own UI (the same family as the board palette of GDD §6).

const ACCENT = Color("#6a5cf5")
const ACCENT_SOFT = Color("#a39cfb")
const GREY = Color("#c9cdd9")
const INK = Color("#23243a")
const MUTED_INK = Color(0.137, 0.141, 0.227, 0.45)
const WHITE = Color("#ffffff")
