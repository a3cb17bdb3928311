extends "res://tests/godot/modes/city_cat_catch/cat_vectors_case.gd"
# The daily board of any date, generated in GDScript (daily_generator.gd), against the Python
# generator's vectors (docs/city-cat-catch-runtime.md §7, §8): every city on the 730 dates from
# 2026-12-01 and the edge dates (2000-01-01 ... 9999-12-31) by the hash of the board's canonical
# text, with the seed text, the attempt kept and the proof's node count; whole boards on three
# dates; and what the device does with a board (the level rules, its witness clearing it).

const Seeds = preload("res://scripts/city_cat_catch/seeds.gd")
const Session = preload("res://scripts/city_cat_catch/session.gd")
const LevelRules = preload("res://scripts/city_cat_catch/level_rules.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const WORKERS = 4


func test_the_vectors_cover_two_years_of_every_city():
	if vectors.empty():
		return
	var dates = {}
	var cities = {}
	for daily in vectors["dailies"]:
		dates[daily["date"]] = true
		cities[daily["cityId"]] = true
	assert_true(dates.size() >= 737, "%d dates" % dates.size())
	assert_eq(cities.size(), daily_sources().size(), "every shipped city")
	assert_eq(vectors["dailies"].size(), dates.size() * cities.size(), "every city on every date")
	assert_true(dates.has("2031-06-15") and dates.has("9999-12-31"), "the edge dates")
	assert_eq(vectors["dailyBoards"].size(), 18, "whole boards: three dates, six cities")


# The dates are checked on one worker thread per processor core (at most WORKERS), each with
# its own generator.
func test_every_daily_board_hashes_as_in_python():
	timeout_seconds = 1200
	if vectors.empty():
		return
	var sources = daily_sources()
	var dailies = vectors["dailies"]
	var workers = []
	var count = int(min(WORKERS, max(1, OS.get_processor_count())))
	for w in range(count):
		var worker = Thread.new()
		assert_eq(worker.start(self, "_check_dailies", [w, count, sources, dailies]), OK)
		workers.append(worker)
	var mismatches = []
	var checked = 0
	for worker in workers:
		var result = worker.wait_to_finish()
		checked += result["checked"]
		mismatches += result["mismatches"]
	for message in mismatches.slice(0, min(mismatches.size(), SHOWN_MISMATCHES) - 1):
		fail(message)
	assert_eq(mismatches.size(), 0, "of %d daily boards" % checked)
	assert_eq(checked, dailies.size(), "every daily board")


# On a worker thread: the dailies first, first + step, ...: {"checked", "mismatches": [why]}.
func _check_dailies(arguments: Array) -> Dictionary:
	var first = arguments[0]
	var step = arguments[1]
	var sources = arguments[2]
	var dailies = arguments[3]
	var generator = DailyGenerator.new()
	var mismatches = []
	var checked = 0
	for i in range(first, dailies.size(), step):
		var daily = dailies[i]
		var made = generator.board(sources[daily["cityId"]], daily["date"])
		checked += 1
		var label = "%s %s" % [daily["date"], daily["cityId"]]
		if not made.has("level"):
			mismatches.append("%s: %s" % [label, made])
			continue
		var level = made["level"]
		var got = {
			"date": level["date"],
			"cityId": level["cityId"],
			"seedText": level["seedText"],
			"seed": level["seed"],
			"attempt": made["attempt"],
			"nodes": made["nodes"],
			"hash": Seeds.seed_of_text(DailyGenerator.canonical_text(level)),
		}
		var difference = first_difference(got, daily)
		if not difference.empty():
			mismatches.append("%s: %s" % [label, difference])
	return {"checked": checked, "mismatches": mismatches}


func test_whole_daily_boards_equal_pythons():
	if vectors.empty():
		return
	var sources = daily_sources()
	var generator = DailyGenerator.new()
	for expected in vectors["dailyBoards"]:
		var made = generator.board(sources[expected["cityId"]], expected["date"])
		assert_eq(made.get("level"), expected, expected["id"])


# A generated board is one the runtime plays: it passes the level rules and its witness clears it.
func test_a_daily_board_plays_to_a_clear_along_its_witness():
	var sources = daily_sources()
	var generator = DailyGenerator.new()
	for city_id in sources:
		var level = generator.board(sources[city_id], "2031-06-15")["level"]
		assert_eq(LevelRules.validate_level(level), "", level["id"])
		var session = Session.new(level)
		for piece in level["witness"]:
			session.apply({"op": "tap", "piece": piece})
		assert_eq(session.status(), Session.WON, level["id"])
		assert_eq(level["id"], "daily-2031-06-15-%s" % city_id)
		assert_eq(level["seedText"], "2031-06-15:daily:%s:v1" % city_id)


func test_dates_outside_the_range_and_non_dates_are_refused():
	var source = daily_sources().values()[0]
	var generator = DailyGenerator.new()
	for date in ["1999-12-31", "2027-02-29", "2027-13-01", "tomorrow", ""]:
		var made = generator.board(source, date)
		assert_false(made.has("level"), date)
		assert_true(
			made.get("error", "").find("'%s'" % date if date.empty() else date) != -1, str(made)
		)
	assert_true(generator.board(source, "2000-01-01").has("level"))
	assert_true(generator.board(source, "9999-12-31").has("level"))


# The spec in force on a date is the last that starts on or before it, and its generator version
# is in the seed text: a second spec changes the boards from its start on, never before.
func test_a_later_spec_changes_only_the_dates_from_its_start():
	var source = daily_sources()["harbor"]
	var later = source["daily"][0].duplicate(true)
	later["start"] = "2030-01-01"
	later["elementCount"] = 10
	var changed = source.duplicate(true)
	changed["daily"].append(later)
	var generator = DailyGenerator.new()
	var before = generator.board(source, "2029-12-31")["level"]
	assert_eq(generator.board(changed, "2029-12-31")["level"], before, "the day before")
	var old = generator.board(source, "2030-01-01")["level"]
	var new = generator.board(changed, "2030-01-01")["level"]
	assert_eq(new["elements"].size(), 10, "the new spec's element count")
	assert_eq(old["elements"].size(), 12)


# Bad specs in a baked city are errors naming the city, the spec and the field.
func test_bad_daily_specs_are_located_errors():
	var parsed = JSON.parse(read_file(BAKED)).result
	var city = parsed["cities"][0]
	var cases = {
		"generator": [2, "field 'generator'"],
		"start": ["2000-02-30", "field 'start'"],
		"elements": [["harbor_01", "harbor_01"], "field 'elements'"],
		"elementCount": [17, "field 'elementCount'"],
		"piecesPerElement": [4, "field 'piecesPerElement'"],
		"density": ["thick", "field 'density'"],
		"layers": [5, "field 'layers'"],
		"shift": [9, "field 'shift'"],
		"spread": [11, "field 'spread'"],
		"tools": [{"undo": 1}, "field 'tools.remove'"],
		"grid": [{"columns": 6, "rows": 7, "extra": 1}, ""],
	}
	for field in cases:
		var bad = city.duplicate(true)
		bad["daily"][0][field] = cases[field][0]
		var source = DailyGenerator.source_of(bad)
		if cases[field][1].empty():
			assert_false(source.has("error"), "%s: %s" % [field, source.get("error")])
			continue
		var error = source.get("error", "")
		assert_true(error.begins_with("city harbor, daily spec 1: "), "%s: %s" % [field, error])
		assert_true(error.find(cases[field][1]) != -1, "%s: %s" % [field, error])
	var crowded = city.duplicate(true)
	crowded["daily"][0]["piecesPerElement"] = 12
	crowded["daily"][0]["layers"] = 1
	crowded["daily"][0]["density"] = "low"
	assert_true(
		DailyGenerator.source_of(crowded).get("error", "").find("field 'grid'") != -1,
		"more pieces on a layer than the grid holds"
	)
	var second = city.duplicate(true)
	second["daily"].append(second["daily"][0].duplicate(true))
	assert_true(
		DailyGenerator.source_of(second).get("error", "").find("field 'start'") != -1,
		"a second spec starting on the first one's date"
	)
	var none = city.duplicate(true)
	none["daily"] = []
	assert_eq(DailyGenerator.source_of(none), {"error": "city harbor has no daily spec"})
