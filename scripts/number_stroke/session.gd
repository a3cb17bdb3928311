extends "res://scripts/common/path_session.gd"
# One Number Stroke level being played: the shared path state machine and its two hints
# (scripts/common/path_session.gd) over a baked Number Stroke level, as
# core/modes/number_stroke/session.py is the shared Python session over it
# (docs/number-stroke-runtime.md §2–§3). Number Stroke blocks no edge: every neighbour is open.
# tests/godot/common/test_conformance.gd replays the Python vectors through it inside
# mid_end.gd. Pass a level that level_rules.gd accepted: the session trusts the graph, but never
# trusts the moves it is sent.


func _init(level: Dictionary) -> void:
	var clues = []
	var parities = []
	for cell in level["cells"]:
		clues.append(int(cell["clue"]))
		parities.append(cell["parity"])
	set_graph(level["adjacency"], clues, parities, level["hintPath"], level["hintCells"])
