extends "res://tests/godot/test_case.gd"
# The frame-budget bench (budget.gd, `make bench`) runs on every registered mode and reports
# well-formed cases, so it cannot rot as the modes change; a mode without a bench is reported,
# not skipped. No time is judged here: the figures and their goals are `make bench`'s
# (tests/bench/frame_budget.py).

const Budget = preload("res://tests/godot/bench/budget.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const Fixture = preload("res://tests/godot/fixtures/fifth_mode/fixture_entry.gd")
const COMMON_CASES = [
	"read the catalog", "load its scene (at home)", "open the mode", "open a level"
]

var budget = null


func before_each():
	timeout_seconds = 300
	budget = Budget.new(self, 1, scratch_path("save.json"))


func after_each():
	budget.finish()
	ModeRegistry.unregister(Fixture.ENTRY["id"])


func test_every_registered_mode_reports_its_cases():
	var report = yield(budget.run(), "completed")
	assert_eq(report["repeats"], 1)
	assert_true(_is_figure(report["idleFrameMs"]), "the idle frame is measured")
	var ids = []
	for found in report["modes"]:
		ids.append(found["id"])
		assert_false(found.has("error"), "%s: %s" % [found["id"], found.get("error")])
		var names = []
		for case in found["cases"]:
			names.append(case["name"])
			_assert_well_formed(found["id"], case)
		for name in COMMON_CASES:
			assert_true(name in names, "%s reports %s" % [found["id"], name])
	assert_eq(ids, ModeRegistry.ids(), "every registered mode, in the registry's order")
	assert_eq(JSON.parse(JSON.print(report)).error, OK, "the report is JSON")


func test_a_mode_without_a_bench_is_reported():
	ModeRegistry.register(Fixture.ENTRY)
	var entry = ModeRegistry.find(Fixture.ENTRY["id"])
	var found = yield(budget.run_mode(entry), "completed")
	assert_eq(found["cases"], [])
	# the registry's "bench" is "" where the mode has no bench file
	assert_true(found.get("error", "").begins_with("no frame-budget bench"), str(found))


func _assert_well_formed(mode_id, case):
	var where = "%s %s" % [mode_id, case.get("name")]
	for key in ["name", "detail", "thread"]:
		assert_true(
			typeof(case.get(key)) == TYPE_STRING and not case[key].empty(), where + " " + key
		)
	assert_true(case["thread"] in ["main", "worker"], where)
	assert_true(case["runs"] >= 1, where + " ran")
	assert_true(_is_figure(case["medianMs"]) and _is_figure(case["worstMs"]), where)
	assert_true(case["medianMs"] <= case["worstMs"], where + ": the median is not above the worst")
	if case["thread"] == "main":
		assert_true(_is_figure(case["frameWorstMs"]), where + " has its frame")
		assert_true(case["frameWorstMs"] >= case["worstMs"], where + ": the frame holds the call")
	else:
		assert_eq(case["frameWorstMs"], null, where + ": a worker has no frame")


static func _is_figure(value) -> bool:
	return typeof(value) == TYPE_REAL and value >= 0.0
