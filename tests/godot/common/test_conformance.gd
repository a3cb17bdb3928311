extends "res://tests/godot/test_case.gd"
# THE conformance replayer (docs/architecture.md, format 2): for every mode of the registry that
# has a session script, reads <dir>/<mode id>.json written by
#   .venv/bin/python -m core conformance --out-dir build/conformance
# builds each case's session from the registry's session script, wraps it in mid_end.gd, applies
# every move and compares the event, status, state, canUndo, canRedo and the mid-end's log length
# ("logged", what a resumed attempt replays) of every step with Python's.
# CONFORMANCE_DIR (a res://, user:// or absolute folder) overrides where the files are read;
# CONFORMANCE_MODES (mode ids, comma-separated) replays those modes' files alone (the add-a-mode
# experiment, tests/common/test_add_a_mode.py, replays its new mode's).
# The files are replayed on one worker thread per processor core (at most WORKERS): sessions are
# plain objects of their own, so the modes replay side by side; only the results come back.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const MidEnd = preload("res://scripts/common/mid_end.gd")
const DEFAULT_DIR = "res://build/conformance"
const FORMAT = 2
const SHOWN_MISMATCHES = 10  # a broken port differs everywhere; the first few say enough
const WORKERS = 4

var _pending = []  # entries no worker has taken yet
var _pending_lock = Mutex.new()


func _init():
	# Tens of thousands of steps per mode: the runner's default 30 s is too tight on a busy machine.
	timeout_seconds = 900


func test_every_mode_with_a_session_has_vectors_that_replay():
	for entry in ModeRegistry.modes():
		if not entry["session"].empty() and replays(entry["id"]):
			# Loaded here, so the workers find them in the resource cache.
			entry["session_script"] = load(entry["session"])
			entry["rules_script"] = load(entry["rules"]) if not entry["rules"].empty() else null
			_pending.append(entry)
	assert_true(_pending.size() > 0, "the registry has a mode with a session")
	var workers = []
	for i in range(min(_pending.size(), min(WORKERS, OS.get_processor_count()))):
		var worker = Thread.new()
		assert_eq(worker.start(self, "_replay_files", i), OK, "worker %d starts" % i)
		workers.append(worker)
	for worker in workers:
		for result in worker.wait_to_finish():
			for problem in result["problems"]:
				fail(problem)
			if result["problems"].empty():
				assert_eq(
					result["mismatches"],
					0,
					(
						"%s: cases that differ from Python, of %d (%d steps)"
						% [result["id"], result["cases"], result["steps"]]
					)
				)


# Whether a mode's file is replayed: CONFORMANCE_MODES lists it, or is not set.
static func replays(mode_id: String) -> bool:
	var only = OS.get_environment("CONFORMANCE_MODES")
	return only.empty() or mode_id in only.split(",")


# On a worker thread: replays files until none is left; the results of each.
func _replay_files(_worker):
	var results = []
	while true:
		_pending_lock.lock()
		var entry = _pending.pop_front() if not _pending.empty() else null
		_pending_lock.unlock()
		if entry == null:
			return results
		results.append(_replay_file(entry))


# {"id", "problems": [what to report], "mismatches", "cases", "steps"} of a mode's file.
func _replay_file(entry: Dictionary) -> Dictionary:
	var id = entry["id"]
	var result = {"id": id, "problems": [], "mismatches": 0, "cases": 0, "steps": 0}
	var vectors = _read(id, result["problems"])
	if vectors.empty():
		return result
	# The levels are baked by the Python core; the mode's own rules must accept them.
	if entry["rules_script"] != null:
		for level in vectors["levels"]:
			var problem = entry["rules_script"].validate_level(level)
			if not problem.empty():
				result["problems"].append("%s level %s: %s" % [id, level.get("id"), problem])
	result["cases"] = vectors["cases"].size()
	var shown = []
	for index in range(vectors["cases"].size()):
		var case = vectors["cases"][index]
		result["steps"] += case["steps"].size()
		var problem = _replay(entry["session_script"], vectors["levels"], case)
		if not problem.empty():
			result["mismatches"] += 1
			if shown.size() < SHOWN_MISMATCHES:
				shown.append("%s case %d, %s" % [id, index, problem])
	if not shown.empty():
		result["problems"] += shown
		result["problems"].append(
			"%s: %d of %d cases differ from Python" % [id, result["mismatches"], result["cases"]]
		)
	return result


# The file of a mode, checked; {} (and its problem added to `problems`) when it is missing or
# unusable.
func _read(mode_id: String, problems: Array) -> Dictionary:
	var folder = OS.get_environment("CONFORMANCE_DIR")
	if folder.empty():
		folder = DEFAULT_DIR
	var path = folder.plus_file(mode_id + ".json")
	var parsed = JSON.parse(read_file(path))
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		problems.append("%s is missing or not JSON; run tests/godot/run_all.sh to write it" % path)
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
		problems.append("%s: %s" % [path, problem])
		return {}
	return vectors


# "" when the mid-end and session answer every step as Python did, else the first difference.
func _replay(session_script, levels: Array, case: Dictionary) -> String:
	var level = levels[int(case["level"])]
	var mid_end = MidEnd.new(session_script.new(level))
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
