extends "res://scripts/common/path_colors.gd"
# The Number Stroke board's palette: the path modes' (scripts/common/path_colors.gd) plus its
# own.

const CONFLICT_STRIPE = Color(1, 1, 1, 0.38)
