extends "res://scripts/telemetry/play_report.gd"
# What Hex Tracks reports as play data: `left` is the tiles on the board, a workshop level's
# source is "workshop", and the summary group "tracks" (docs/telemetry.md "Summary"; what
# playtests must observe to calibrate the score and estimatedSeconds): removals and rotations; the
# failed tries (taps whose tile went back) with their step, reason and tile; the active ms
# between successive removals; per rotation, the active ms until the next removal; and the
# last-tile phase: the active ms spent with one tile left and the failed tries made then (null
# until one tile is left). Lists keep their first MAX_LIST entries.

const MAX_LIST = 200
const REASONS = {"blocked": "blocked", "looped": "loop"}


func _init() -> void:
	group = "tracks"


func _fresh() -> Dictionary:
	return {
		"removals": 0,
		"rotations": 0,
		"failedTries": [],
		"removalGapsMs": [],
		"rotationToSuccessMs": [],
		"lastTileMs": null,
		"lastTileFailedTries": null,
		"_lastRemovalMs": -1,  # active ms of the last removal
		"_rotationsMs": [],  # active ms of the rotations since it
		"_oneLeftSinceMs": -1,  # active ms the last-tile time was counted up to; -1: not one left
	}


func context(level: Dictionary) -> Dictionary:
	var found = .context(level)
	if int(level.get("pack", 0)) <= 0:
		found["source"] = "workshop"
	return found


func left(session) -> int:
	return session.tiles_left()


func record(_move, event, session, step: int, active_ms: int) -> void:
	_count_last_tile(active_ms)
	var kind = event.get("kind")
	match kind:
		"removed":
			state["removals"] += 1
			if state["_lastRemovalMs"] >= 0:
				_add(state["removalGapsMs"], active_ms - state["_lastRemovalMs"])
			for rotated_at in state["_rotationsMs"]:
				_add(state["rotationToSuccessMs"], active_ms - rotated_at)
			state["_rotationsMs"] = []
			state["_lastRemovalMs"] = active_ms
		"rotated":
			state["rotations"] += 1
			_add(state["_rotationsMs"], active_ms)
		"blocked", "looped":
			var tile = str(event.get("tile", ""))
			if not is_token(tile, "_-", 16, true):
				tile = "unknown"
			_add(state["failedTries"], {"step": step, "reason": REASONS[kind], "tile": tile})
			if state["_oneLeftSinceMs"] >= 0:
				state["lastTileFailedTries"] += 1
	if session.tiles_left() == 1:
		if state["_oneLeftSinceMs"] < 0:
			state["_oneLeftSinceMs"] = active_ms
		if state["lastTileMs"] == null:
			state["lastTileMs"] = 0
			state["lastTileFailedTries"] = 0
	else:
		state["_oneLeftSinceMs"] = -1


func summary(active_ms: int) -> Dictionary:
	var shown = reported(state)
	if state["_oneLeftSinceMs"] >= 0:
		shown["lastTileMs"] += active_ms - state["_oneLeftSinceMs"]
	return shown


# Adds the time since the last move to the last-tile phase when one tile was left.
func _count_last_tile(active_ms: int) -> void:
	if state["_oneLeftSinceMs"] >= 0:
		state["lastTileMs"] += active_ms - state["_oneLeftSinceMs"]
		state["_oneLeftSinceMs"] = active_ms


static func _add(list: Array, value) -> void:
	if list.size() < MAX_LIST:
		list.append(value)
