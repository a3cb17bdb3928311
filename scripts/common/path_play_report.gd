extends "res://scripts/telemetry/play_report.gd"
# What the path modes (Number Stroke, Hex Walls) report as play data: `left` is the empty cells,
# a step is a move that changes the line (a release or a tap on the line's end is none), and
# the summary group "path": `refused`, the steps the board refused (a start away from the 1, a
# step through a wall: the moves it shakes for), and `longest`, the most cells the line ever
# covered in the attempt.

const REFUSED = ["illegal_start", "blocked"]
const NOT_STEPS = ["released", "resumed"]


func _init() -> void:
	group = "path"


func _fresh() -> Dictionary:
	return {"refused": 0, "longest": 0}


func kind(move, event) -> String:
	if event.get("kind") in REFUSED + NOT_STEPS:
		return ""
	return .kind(move, event)


func left(session) -> int:
	return session.remaining


func record(_move, event, session, _step: int, _active_ms: int) -> void:
	if event.get("kind") in REFUSED:
		state["refused"] += 1
	state["longest"] = int(max(state["longest"], session.path.size()))
