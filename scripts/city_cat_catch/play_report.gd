extends "res://scripts/telemetry/play_report.gd"
# What City Cat Catch reports as play data: the board's cityId, revision and seed with every
# level event, `left` is the pieces not yet cleared, a step is a tap, the tools are "tool"
# events, a fail is "tray-full", and the summary group "cat" (docs/telemetry.md "Summary", the
# fields the city designs ask to check the simulated players against): the most tray slots
# filled after a tap (as the simulator counts it), the tools used by tool, and the step (taps)
# of the attempt's first fail (null while it has not failed).

const TOOLS = ["undo", "remove", "shuffle"]
const SLOTS = 7


func _init() -> void:
	group = "cat"
	fail_reason = "tray-full"


func _fresh() -> Dictionary:
	return {
		"peakSlotUsage": 0,
		"toolUsage": {"undo": 0, "remove": 0, "shuffle": 0},
		"firstFailStep": null,
	}


func context(level: Dictionary) -> Dictionary:
	var found = .context(level)
	found["cityId"] = str(level.get("cityId", ""))
	found["revision"] = int(level.get("revision", 1))
	found["seed"] = str(level.get("seed", ""))
	return found


func kind(move, event) -> String:
	var is_tool = typeof(move) == TYPE_DICTIONARY and move.get("op") == "tool"
	if is_tool and event.get("kind") != "ignored":
		return "tool"
	return .kind(move, event)


func left(session) -> int:
	return session.piece_count() - session.cleared


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
