extends "res://scripts/telemetry/play_summary.gd"
# City Cat Catch's summary group "cat" in play data (docs/telemetry.md "Summary", the fields the
# city designs ask to check the simulated players against): the most tray slots filled after a
# tap (as the simulator counts it), the tools used by tool, and the step (taps) of the attempt's
# first fail (null while it has not failed).

const TOOLS = ["undo", "remove", "shuffle"]
const SLOTS = 7


func _init() -> void:
	group = "cat"


func _fresh() -> Dictionary:
	return {
		"peakSlotUsage": 0,
		"toolUsage": {"undo": 0, "remove": 0, "shuffle": 0},
		"firstFailStep": null,
	}


func record(move, event, session, step: int, _active_ms: int) -> void:
	state["peakSlotUsage"] = int(max(state["peakSlotUsage"], min(SLOTS, session.tray.size())))
	var is_move = typeof(move) == TYPE_DICTIONARY
	var tool_name = move.get("tool") if is_move and move.get("op") == "tool" else null
	if tool_name in TOOLS and event.get("kind") != "ignored":
		state["toolUsage"][tool_name] += 1
	if session.status() == "lost" and state["firstFailStep"] == null:
		state["firstFailStep"] = step


func restore(saved: Dictionary) -> void:
	.restore(saved)
	var used = saved.get("toolUsage", {})
	state["toolUsage"] = _fresh()["toolUsage"]
	for tool_name in TOOLS:
		if typeof(used) == TYPE_DICTIONARY and typeof(used.get(tool_name)) in [TYPE_INT, TYPE_REAL]:
			state["toolUsage"][tool_name] = int(max(0, used[tool_name]))
