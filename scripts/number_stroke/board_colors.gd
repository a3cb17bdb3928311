extends "res://scripts/common/path_colors.gd"
# The Number Stroke board's palette: the path modes' (scripts/common/path_colors.gd) plus its
# own.

const CONFLICT_STRIPE = Color(1, 1, 1, 0.38)
# High contrast (the shell's setting): darker unvisited cells with an ink edge, a darker hint
# ring.
const CELL_HIGH_CONTRAST = Color("#8a8fa6")
const AMBER_HIGH_CONTRAST = Color("#b45309")
