extends "res://scripts/common/mode_entry.gd"
# The Hex Walls entry scene for the shell (registered in scripts/common/mode_registry.gd): the
# common level select and the game screen over one catalog and one saved progress
# (scripts/common/mode_entry.gd: a clear moves on to the next level, back steps one layer).
# Run alone (F6) it opens on the level select with the real save.

const LevelRules = preload("res://scripts/hex_walls/level_rules.gd")
const MODE_ID = "03-hex-walls"


func _mode_id():
	return MODE_ID


func _level_rules():
	return LevelRules
