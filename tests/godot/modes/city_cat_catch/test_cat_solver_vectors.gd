extends "res://tests/godot/modes/city_cat_catch/cat_vectors_case.gd"
# The exact solver's port (exact_solver.gd) on the 2,000 positions of the vectors' solverCases
# (docs/city-cat-catch-runtime.md §7, §8.2): each position's verdict, the positions its search
# expands from a fresh memo (the same count as the Cython search: same order, same pruning) and
# its answer within the daily's budget; and each witness checked by playing it.

const ExactSolver = preload("res://scripts/city_cat_catch/exact_solver.gd")


func test_verdicts_and_node_counts_match_python():
	timeout_seconds = 600
	if vectors.empty():
		return
	var cases = vectors["solverCases"]
	assert_true(cases.size() >= 2000, "%d cases" % cases.size())
	var mismatches = 0
	var clearable = 0
	for index in range(cases.size()):
		var case = cases[index]
		var solver = _solver(case)
		var picked = PackCatalog.as_ints(case["picked"])
		var answer = solver.solve_within(0, picked)
		var got = {"verdict": answer[0] == 1, "nodes": answer[1]}
		var budgeted = solver.solve_within(DailyGenerator.PROOF_BUDGET, picked)[0]
		got["budgeted"] = budgeted
		var expected = {
			"verdict": case["verdict"], "nodes": case["nodes"], "budgeted": case["budgeted"]
		}
		if not same(got, expected, "case %d" % index):
			mismatches += 1
		elif answer[0] == 1:
			clearable += 1
			if not _clears(case, picked, answer[2]):
				mismatches += 1
				show_mismatch("case %d: the witness does not clear the position" % index)
	assert_eq(mismatches, 0, "of %d cases" % cases.size())
	assert_true(clearable > 0 and clearable < cases.size(), "both verdicts are exercised")


# A position whose tray is already full answers "not clearable" with no node; an empty one is
# clear at once.
func test_full_tray_and_empty_positions():
	var full = ExactSolver.new([0, 1, 2, 3], [[], [], [], []], [2, 2, 2, 1], 4)
	assert_eq(full.solve_within(0), [0, 0, null])
	var empty = ExactSolver.new([], [], [], 1)
	assert_eq(empty.solve_within(0), [1, 0, []])
	var triple = ExactSolver.new([0, 0, 0], [[1], [2], []], [0], 1)
	assert_eq(triple.solve_within(0), [1, 3, [0, 1, 2]])
	assert_eq(triple.solve_within(2)[0], -1, "out of budget")


func _solver(case):
	var kinds = PackCatalog.as_ints(case["kinds"])
	var covers = []
	for _i in range(kinds.size()):
		covers.append([])
	var edges = case["edges"]
	for e in range(0, edges.size(), 2):
		covers[int(edges[e])].append(int(edges[e + 1]))
	var tray = PackCatalog.as_ints(case["tray"])
	return ExactSolver.new(kinds, covers, tray, tray.size())


# Whether `order` picks every piece left after `picked`, each uncovered, the tray never full.
func _clears(case, picked: Array, order: Array) -> bool:
	var kinds = PackCatalog.as_ints(case["kinds"])
	var blockers = []
	var covers = []
	for _i in range(kinds.size()):
		blockers.append(0)
		covers.append([])
	var edges = case["edges"]
	for e in range(0, edges.size(), 2):
		covers[int(edges[e])].append(int(edges[e + 1]))
		blockers[int(edges[e + 1])] += 1
	var tray = PackCatalog.as_ints(case["tray"])
	var done = {}
	for piece in picked + order:
		if done.has(piece) or blockers[piece] != 0:
			return false
		done[piece] = true
		for j in covers[piece]:
			blockers[j] -= 1
		tray[kinds[piece]] = (tray[kinds[piece]] + 1) % 3
		var size = 0
		for count in tray:
			size += count % 3
		if size >= ExactSolver.TRAY_SLOTS:
			return false
	return done.size() == kinds.size()
