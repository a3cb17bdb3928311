extends "res://tests/godot/modes/city_cat_catch/cat_vectors_case.gd"
# The extra keys of build/conformance/city-cat-catch.json (docs/city-cat-catch-runtime.md §7),
# replayed through the GDScript port: the overlap graph and initial clickable set of every level,
# box pairs near every threshold of the overlap rule, the seeded shuffles, and the seed hashes.
# (The move cases are replayed by tests/godot/common/test_conformance.gd; the daily boards and the
# solver's cases by test_cat_daily_vectors.gd and test_cat_solver_vectors.gd.)

const Overlap = preload("res://scripts/city_cat_catch/overlap.gd")
const Seeds = preload("res://scripts/city_cat_catch/seeds.gd")
const Session = preload("res://scripts/city_cat_catch/session.gd")
const LevelRules = preload("res://scripts/city_cat_catch/level_rules.gd")
const SeededRng = preload("res://scripts/common/seeded_rng.gd")


func test_the_file_has_every_extra_key():
	if vectors.empty():
		return
	assert_eq(vectors.get("format"), 2)
	assert_eq(vectors.get("mode"), "city-cat-catch")
	assert_eq(vectors["overlapGraphs"].size(), vectors["levels"].size(), "a graph per level")
	assert_true(vectors["overlapPairs"].size() >= 1000, "pairs near the thresholds")
	assert_true(vectors["shuffles"].size() >= 50, "shuffles")
	assert_true(vectors["seeds"].size() >= 18, "seed texts")
	var steps = 0
	for case in vectors["cases"]:
		steps += case["steps"].size()
	assert_true(vectors["cases"].size() >= 1000, "at least 1000 cases")
	assert_true(steps >= 10000, "%d steps" % steps)


func test_every_level_passes_the_level_rules():
	for level in vectors.get("levels", []):
		assert_eq(LevelRules.validate_level(level), "", str(level.get("id")))


func test_overlap_graphs_match_python():
	if vectors.empty():
		return
	var mismatches = 0
	for graph in vectors["overlapGraphs"]:
		var level = vectors["levels"][int(graph["level"])]
		var session = Session.new(level)
		var edges = []
		for a in range(session.piece_count()):
			for b in session.covers[a]:
				edges.append([a, b])
		if not same(edges, graph["edges"], "level %s edges" % level["id"]):
			mismatches += 1
		if not same(
			session.clickable_list(), graph["clickable"], "level %s clickable" % level["id"]
		):
			mismatches += 1
		# The static helper agrees with the session's graph.
		assert_eq(Overlap.edges(session.boxes), edges, "Overlap.edges on %s" % level["id"])
	assert_eq(mismatches, 0, "graphs that differ from Python")


func test_overlap_pairs_near_every_threshold():
	if vectors.empty():
		return
	var mismatches = 0
	for pair in vectors["overlapPairs"]:
		var a = PackCatalog.as_ints(pair["a"])
		var b = PackCatalog.as_ints(pair["b"])
		if Overlap.covers(a, b) != pair["covers"]:
			mismatches += 1
			show_mismatch("covers(%s, %s) should be %s" % [a, b, pair["covers"]])
	assert_eq(mismatches, 0, "of %d pairs" % vectors["overlapPairs"].size())


func test_seeded_shuffles():
	if vectors.empty():
		return
	var mismatches = 0
	for shuffle in vectors["shuffles"]:
		var text = Seeds.shuffle_seed_text(shuffle["seed"], int(shuffle["k"]))
		if text != shuffle["text"]:
			mismatches += 1
			show_mismatch("shuffle text %s, expected %s" % [text, shuffle["text"]])
		var items = shuffle["before"].duplicate()
		SeededRng.new(text).shuffle(items)
		if not same(items, shuffle["after"], "shuffle %s" % text):
			mismatches += 1
	assert_eq(mismatches, 0, "of %d shuffles" % vectors["shuffles"].size())


func test_seed_texts_hash_as_in_python():
	if vectors.empty():
		return
	for entry in vectors["seeds"]:
		assert_eq(Seeds.seed_of_text(entry["text"]), entry["seed"], entry["text"])
	assert_eq(Seeds.level_seed_text("harbor", 1, 1), "harbor:1:1")
	assert_eq(Seeds.daily_seed_text("2026-12-01", "ridge", 1), "2026-12-01:daily:ridge:v1")


# The shuffle of a session uses the same texts: the first shuffle of a board re-deals its kinds
# as SeededRng("<seed>:shuffle:1") shuffles them.
func test_a_session_shuffle_is_the_documented_one():
	if vectors.empty():
		return
	var level = vectors["levels"][0]
	var session = Session.new(level)
	var kinds = session.kind.duplicate()
	SeededRng.new(str(level["seed"]) + ":shuffle:1").shuffle(kinds)
	var event = session.apply({"op": "tool", "tool": "shuffle"})
	assert_eq(event, {"kind": "shuffled", "cell": -1, "count": session.piece_count()})
	assert_eq(session.kind, kinds)
