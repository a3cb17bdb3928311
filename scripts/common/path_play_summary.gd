extends "res://scripts/telemetry/play_summary.gd"
# The path modes' summary group "path" in play data (docs/telemetry.md "Summary"): `refused`, the
# steps the board refused (a start away from the 1, a step through a wall: the moves it shakes
# for), and `longest`, the most cells the line ever covered in the attempt.

const REFUSED = ["illegal_start", "blocked"]


func _init() -> void:
	group = "path"


func _fresh() -> Dictionary:
	return {"refused": 0, "longest": 0}


func record(_move, event, session, _step: int, _active_ms: int) -> void:
	if event.get("kind") in REFUSED:
		state["refused"] += 1
	state["longest"] = int(max(state["longest"], session.path.size()))
