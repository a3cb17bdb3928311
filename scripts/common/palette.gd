extends Reference
# Colours of the game's own UI, shared by the shell and every mode (the same family as the Number
# Stroke board palette, scripts/common/path_colors.gd).

const ACCENT = Color("#6a5cf5")
const ACCENT_SOFT = Color("#a39cfb")
const GREY = Color("#c9cdd9")
const LIGHT = Color("#dfe1ec")
const INK = Color("#23243a")
const MUTED_INK = Color(0.137, 0.141, 0.227, 0.45)
const FAINT_INK = Color(0.137, 0.141, 0.227, 0.3)
const WHITE = Color("#ffffff")
