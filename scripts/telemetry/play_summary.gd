extends Reference
# The base of a mode's summary group in play data (docs/telemetry.md "Summary": cat, tracks,
# path): the game screen's hook _play_summary() returns a new one per attempt, play_record.gd
# hands it every applied move and asks for the group when the attempt ends. `state` is plain JSON
# (kept with a resumable attempt); keys starting with "_" are the group's own bookkeeping and are
# not reported.

var group = ""  # the summary's key for this group
var state = {}


func _init() -> void:
	state = _fresh()


# The state of an attempt that has not begun.
func _fresh() -> Dictionary:
	return {}


# One move the mid-end applied (`event` its event), at `step` moves and `active_ms` into the
# attempt; `session` is the mode's session after the move.
func record(_move, _event, _session, _step: int, _active_ms: int) -> void:
	pass


# The group as reported at `active_ms` into the attempt.
func summary(_active_ms: int) -> Dictionary:
	return reported(state)


# A resumed attempt's state (from JSON: whole numbers may come back as floats); a key of another
# type than a fresh state's keeps the fresh value.
func restore(saved: Dictionary) -> void:
	state = _fresh()
	for key in state:
		if saved.has(key) and _same_type(saved[key], state[key]):
			state[key] = whole(saved[key])


# The reported part of a state: its keys not starting with "_".
static func reported(from: Dictionary) -> Dictionary:
	var shown = {}
	for key in from:
		if not key.begins_with("_"):
			shown[key] = from[key]
	return shown.duplicate(true)


# A JSON value with every whole float turned into an int (Godot's JSON reads numbers as floats;
# the schema wants integers).
static func whole(value):
	match typeof(value):
		TYPE_REAL:
			return int(value) if value == floor(value) else value
		TYPE_ARRAY:
			var items = []
			for item in value:
				items.append(whole(item))
			return items
		TYPE_DICTIONARY:
			var fields = {}
			for key in value:
				fields[key] = whole(value[key])
			return fields
	return value


# Null stands for "none yet" next to a number: either fits.
static func _same_type(a, b) -> bool:
	var numbers = [TYPE_INT, TYPE_REAL, TYPE_NIL]
	if typeof(a) in numbers and typeof(b) in numbers:
		return true
	return typeof(a) == typeof(b)
