extends "res://tests/godot/test_case.gd"
# Hex Tracks' trace(), solver and analysis against Python (docs/hex-tracks-runtime.md §5-§6):
# the "traces" key of build/conformance/hex-tracks.json (>= 5,000 random questions: outcome,
# blocker, contact within 1e-6, segments, cells, bends), the literal algorithm against the
# tables on a share of them, and every level's verdict, reference solution, R, score and band
# as the Python core baked them, worked out again on the device.

const Analysis = preload("res://scripts/hex_tracks/analysis.gd")
const Board = preload("res://scripts/hex_tracks/board.gd")
const Geometry = preload("res://scripts/hex_tracks/geometry.gd")
const Tables = preload("res://scripts/hex_tracks/tables.gd")
const DEFAULT_DIR = "res://build/conformance"
const TOLERANCE = 1e-6
const SHOWN_MISMATCHES = 10
const REFERENCE_EVERY = 7  # the literal algorithm on one trace in 7 (it is much slower)

var _vectors = {}


func _init():
	timeout_seconds = 240


func before_each():
	var folder = OS.get_environment("CONFORMANCE_DIR")
	if folder.empty():
		folder = DEFAULT_DIR
	var parsed = JSON.parse(read_file(folder.plus_file("hex-tracks.json")))
	_vectors = (
		parsed.result
		if parsed.error == OK and typeof(parsed.result) == TYPE_DICTIONARY
		else {}
	)


func test_traces_agree_with_python():
	assert_false(_vectors.empty(), "build/conformance/hex-tracks.json is there (run_all.sh)")
	if _vectors.empty():
		return
	var traces = _vectors.get("traces", [])
	assert_true(traces.size() >= 5000, "at least 5,000 traces (%d)" % traces.size())
	var tables = {}
	var geometry = Geometry.new()
	var mismatches = 0
	var outcomes = {}
	for index in range(traces.size()):
		var case = traces[index]
		var li = int(case["level"])
		if not tables.has(li):
			tables[li] = Tables.new(Board.new(_vectors["levels"][li]), geometry)
		var got = tables[li].trace_present(
			int(case["orientation"]), case["present"], int(case["tile"])
		)
		var problem = _trace_difference(got, case)
		if problem.empty() and index % REFERENCE_EVERY == 0:
			var literal = tables[li].trace_reference(
				int(case["orientation"]), case["present"], int(case["tile"])
			)
			problem = _trace_difference(
				{
					"outcome": literal["outcome"],
					"blocker": literal["blocker"],
					"contact": literal["contact"],
					"route": got["route"],
				},
				case
			)
			if not problem.empty():
				problem = "the literal algorithm: " + problem
		outcomes[case["outcome"]] = outcomes.get(case["outcome"], 0) + 1
		if not problem.empty():
			mismatches += 1
			if mismatches <= SHOWN_MISMATCHES:
				fail("trace %d (level %d): %s" % [index, li, problem])
	assert_eq(mismatches, 0, "traces that differ from Python, of %d" % traces.size())
	for outcome in ["exit", "blocked", "loop"]:
		assert_true(outcomes.get(outcome, 0) > 0, "the vectors hold %s traces" % outcome)


func _trace_difference(got: Dictionary, case: Dictionary) -> String:
	if got["outcome"] != case["outcome"]:
		return "outcome %s, Python %s" % [got["outcome"], case["outcome"]]
	if got["blocker"] != int(case["blocker"]):
		return "blocker %d, Python %d" % [got["blocker"], int(case["blocker"])]
	if abs(got["contact"] - case["contact"]) > TOLERANCE:
		return "contact %.9f, Python %.9f" % [got["contact"], case["contact"]]
	for key in ["segments", "cells", "bends"]:
		if got["route"][key] != int(case[key]):
			return "%s %d, Python %d" % [key, got["route"][key], int(case[key])]
	return ""


func test_solver_and_analysis_agree_with_python():
	assert_false(_vectors.empty(), "build/conformance/hex-tracks.json is there (run_all.sh)")
	if _vectors.empty():
		return
	var geometry = Geometry.new()
	var mismatches = 0
	var verdicts = {}
	for level in _vectors["levels"]:
		var analysis = Analysis.analyze(level, geometry)
		var got = {
			"verdict": analysis["verdict"],
			"solution": analysis["actions"],
			"rotations": analysis["rotations"],
			"minimumActions": analysis["minimumActions"],
			"score": analysis["score"],
			"band": analysis["band"],
		}
		var expected = {}
		for key in got:
			expected[key] = level[key]
		var difference = first_difference(got, expected)
		verdicts[analysis["verdict"]] = verdicts.get(analysis["verdict"], 0) + 1
		if not difference.empty():
			mismatches += 1
			if mismatches <= SHOWN_MISMATCHES:
				fail("level %s: %s" % [level["id"], difference])
	assert_eq(mismatches, 0, "levels that differ from Python, of %d" % _vectors["levels"].size())
	for verdict in ["solvable", "unsolvable"]:
		assert_true(verdicts.get(verdict, 0) > 0, "the vectors hold %s levels" % verdict)
