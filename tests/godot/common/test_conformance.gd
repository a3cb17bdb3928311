extends "res://tests/godot/test_case.gd"
# THE conformance replayer (docs/architecture.md, format 2): for every mode of the registry that
# has a session script, reads <dir>/<mode id>.json written by
#   .venv/bin/python -m core conformance --out-dir build/conformance
# builds each case's session through the registry, wraps it in mid_end.gd, applies every move
# and compares the event, status, state, canUndo, canRedo and the mid-end's log length ("logged",
# what a resumed attempt replays) of every step with Python's.
# CONFORMANCE_DIR (a res://, user:// or absolute folder) overrides where the files are read.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const MidEnd = preload("res://scripts/common/mid_end.gd")
const DEFAULT_DIR = "res://build/conformance"
const FORMAT = 2
const SHOWN_MISMATCHES = 10  # a broken port differs everywhere; the first few say enough


func _init():
	# Tens of thousands of steps per mode: the runner's default 30 s is too tight on a busy machine.
	timeout_seconds = 900


func test_every_mode_with_a_session_has_vectors_that_replay():
	var modes = 0
	for entry in ModeRegistry.modes():
		if entry["session"].empty():
			continue
		modes += 1
		var vectors = _read(entry["id"])
		if not vectors.empty():
			_replay_file(entry, vectors)
	assert_true(modes > 0, "the registry has a mode with a session")


# The file of a mode, checked; {} (and a failure recorded) when it is missing or unusable.
func _read(mode_id: String) -> Dictionary:
	var folder = OS.get_environment("CONFORMANCE_DIR")
	if folder.empty():
		folder = DEFAULT_DIR
	var path = folder.plus_file(mode_id + ".json")
	var parsed = JSON.parse(read_file(path))
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		fail("%s is missing or not JSON; run tests/godot/run_all.sh to write it" % path)
		return {}
	var vectors = parsed.result
	var problem = ""
	if vectors.get("format") != FORMAT:
		problem = "format is %s, expected %d" % [JSON.print(vectors.get("format")), FORMAT]
	elif vectors.get("mode") != mode_id:
		problem = "mode is %s, expected %s" % [JSON.print(vectors.get("mode")), mode_id]
	elif typeof(vectors.get("levels")) != TYPE_ARRAY or vectors["levels"].empty():
		problem = "no levels"
	elif typeof(vectors.get("cases")) != TYPE_ARRAY or vectors["cases"].empty():
		problem = "no cases"
	if not problem.empty():
		fail("%s: %s" % [path, problem])
		return {}
	return vectors


func _replay_file(entry: Dictionary, vectors: Dictionary) -> void:
	var id = entry["id"]
	# The levels are baked by the Python core; the mode's own rules must accept them.
	if not entry["rules"].empty():
		var rules = load(entry["rules"])
		for level in vectors["levels"]:
			assert_eq(rules.validate_level(level), "", "%s level %s" % [id, level.get("id")])
	var mismatches = 0
	var steps = 0
	for index in range(vectors["cases"].size()):
		var case = vectors["cases"][index]
		steps += case["steps"].size()
		var problem = _replay(id, vectors["levels"], case)
		if not problem.empty():
			mismatches += 1
			if mismatches <= SHOWN_MISMATCHES:
				fail("%s case %d, %s" % [id, index, problem])
	assert_eq(
		mismatches,
		0,
		"%s: cases that differ from Python, of %d (%d steps)" % [id, vectors["cases"].size(), steps]
	)


# "" when the mid-end and session answer every step as Python did, else the first difference.
func _replay(mode_id: String, levels: Array, case: Dictionary) -> String:
	var level = levels[int(case["level"])]
	var session = ModeRegistry.new_session(mode_id, level)
	var mid_end = MidEnd.new(session)
	var steps = case["steps"]
	for index in range(steps.size()):
		var step = steps[index]
		var event = mid_end.apply(step["move"])
		var actual = {
			"event": event,
			"status": mid_end.status(),
			"state": mid_end.state(),
			"canUndo": mid_end.can_undo(),
			"canRedo": mid_end.can_redo(),
			"logged": mid_end.moves().size(),
		}
		# Equal JSON text is equal (whole numbers print alike, as ints or as parsed floats);
		# only a step that differs pays for the field-by-field walk.
		if JSON.print(actual, "", true) == JSON.print(step["expect"], "", true):
			continue
		var difference = first_difference(actual, step["expect"])
		if not difference.empty():
			return (
				"level %s, step %d (%s): %s"
				% [level.get("id"), index, JSON.print(step["move"]), difference]
			)
	return ""
