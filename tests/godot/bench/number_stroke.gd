extends "res://tests/godot/bench/path_bench.gd"
# Number Stroke's frame budget: the path modes' cases (path_bench.gd) on its largest level.
