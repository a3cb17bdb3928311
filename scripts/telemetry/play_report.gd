extends Reference
# What a mode reports about an attempt as play data (docs/telemetry.md "Events", "Summary"): the
# game screen's hook _play_report() returns the mode's report (this base for a mode without a
# summary group), and play_record.gd asks it
#   context(level)      the level context beyond mode and level: source (+ Cat's cityId, revision,
#                       seed)
#   kind(move, event)   what an applied move was: "step" (a move of the board, counted in `step`),
#                       "hint", "undo", "tool", or "" (nothing to report: a redo, a refused or
#                       ignored move, a release)
#   left(session)       what is left of the board (tiles, pieces, empty cells), -1: not told
#   fail_reason         the `reason` of a fail
# and keeps the mode's summary group (`group`, e.g. "tracks") from every applied move: record()
# updates `state`, summary() gives the group. `state` is plain JSON, kept with a resumable
# attempt; keys starting with "_" are bookkeeping and are not reported.

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

var group = ""  # the summary group's key; "" for none
var fail_reason = "lost"
var state = {}


func _init() -> void:
	reset()


# A new attempt: the state of one that has not begun.
func reset() -> void:
	state = _fresh()


func _fresh() -> Dictionary:
	return {}


func context(level: Dictionary) -> Dictionary:
	return {"source": "daily" if level.has("date") else "catalog"}


func kind(_move, event) -> String:
	match event.get("kind"):
		"ignored", "redone":
			return ""
		"undone":
			return "undo"
		"hint":
			return "hint"
	return "step"


func left(_session) -> int:
	return -1


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
			state[key] = PackCatalog.with_ints(saved[key])


# The reported part of a state: its keys not starting with "_".
static func reported(from: Dictionary) -> Dictionary:
	var shown = {}
	for key in from:
		if not key.begins_with("_"):
			shown[key] = from[key]
	return shown.duplicate(true)


# True when `text` has 1 to `longest` characters, each a letter, a digit or one of `punctuation`,
# the first one a letter or digit unless `punctuation_first` (the schema's id patterns; Godot
# 3.2's RegEx logs an error on every search).
static func is_token(text: String, punctuation: String, longest: int, punctuation_first := false):
	if text.empty() or text.length() > longest:
		return false
	for i in range(text.length()):
		var allowed = ALNUM + punctuation if i > 0 or punctuation_first else ALNUM
		if allowed.find(text[i]) < 0:
			return false
	return true


# Null stands for "none yet" next to a number: either fits.
static func _same_type(a, b) -> bool:
	var numbers = [TYPE_INT, TYPE_REAL, TYPE_NIL]
	if typeof(a) in numbers and typeof(b) in numbers:
		return true
	return typeof(a) == typeof(b)
