extends "res://tests/godot/test_case.gd"
# Replays the Python session vectors (docs/number-stroke-runtime.md §4) through session.gd,
# comparing every field of every step. run_all.sh writes the file with
#   .venv/bin/python -m core conformance --out build/conformance/number-stroke.json
# NUMBER_STROKE_VECTORS (an absolute path) overrides where it is read from.

const Session = preload("res://scripts/number_stroke/session.gd")
const LevelCatalog = preload("res://scripts/number_stroke/level_catalog.gd")
const DEFAULT_VECTORS = "res://build/conformance/number-stroke.json"
const SHOWN_MISMATCHES = 10  # a broken port differs everywhere; the first few say enough

var vectors = {}


func before_each():
	var path = OS.get_environment("NUMBER_STROKE_VECTORS")
	if path.empty():
		path = DEFAULT_VECTORS
	var text = read_file(path)
	var parsed = JSON.parse(text)
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		fail("%s is missing or not JSON; run tests/godot/run_all.sh to write it" % path)
		return
	vectors = parsed.result


func test_the_vectors_are_usable():
	if vectors.empty():
		return
	assert_eq(vectors.get("format"), 1, "vector format")
	assert_true(typeof(vectors.get("levels")) == TYPE_ARRAY, "levels")
	assert_true(
		typeof(vectors.get("cases")) == TYPE_ARRAY and not vectors["cases"].empty(), "cases"
	)


# The levels are baked by the Python core; the runtime's own validation must accept them.
func test_every_vector_level_passes_validate_level():
	if vectors.empty():
		return
	for level in vectors["levels"]:
		assert_eq(LevelCatalog.validate_level(level), "", str(level.get("id")))


func test_every_case_replays_step_by_step():
	if vectors.empty():
		return
	var mismatches = 0
	for index in range(vectors["cases"].size()):
		var problem = _replay(vectors["cases"][index])
		if not problem.empty():
			mismatches += 1
			if mismatches <= SHOWN_MISMATCHES:
				fail("case %d, %s" % [index, problem])
	assert_eq(mismatches, 0, "cases that differ from Python, of %d" % vectors["cases"].size())


# "" when the session answers every step as Python did, else the first step that differs.
func _replay(case: Dictionary) -> String:
	var level = vectors["levels"][int(case["level"])]
	var session = Session.new(level)
	var steps = case["steps"]
	for index in range(steps.size()):
		var step = steps[index]
		var actual = _run(session, step["op"], int(step.get("cell", -1)))
		var difference = first_difference(actual, step["expect"])
		if not difference.empty():
			return (
				"level %s, step %d (%s %s): %s"
				% [level["id"], index, step["op"], str(step.get("cell", "")), difference]
			)
	return ""


# The step's `expect` object as the session gives it.
func _run(session, op: String, cell: int) -> Dictionary:
	var event
	var hint = null
	match op:
		"press":
			event = session.press(cell)
		"drag":
			event = session.drag(cell)
		"release":
			event = session.release()
		"restart":
			event = session.restart()
		"hint_number":
			hint = session.hint_number()
		"hint_way":
			hint = session.hint_way()
		_:
			return {"unknown op": op}
	if hint != null:
		event = {"kind": "hint", "cell": hint["cell"]}
	var expect = session.state()
	expect["event"] = event
	expect["hint"] = hint
	return expect
