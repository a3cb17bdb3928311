extends "res://tests/godot/test_case.gd"
# The stars rule (scripts/hex_tracks/stars.gd) against Python's answers: the "stars" key of
# build/conformance/hex-tracks.json (every count of turns, failed tries and hints around each
# threshold for R from -1 to 4).

const Stars = preload("res://scripts/hex_tracks/stars.gd")
const DEFAULT_DIR = "res://build/conformance"


func _vectors():
	var folder = OS.get_environment("CONFORMANCE_DIR")
	if folder.empty():
		folder = DEFAULT_DIR
	var parsed = JSON.parse(read_file(folder.plus_file("hex-tracks.json")))
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		return []
	return parsed.result.get("stars", [])


func test_stars_agree_with_python():
	var vectors = _vectors()
	assert_true(vectors.size() >= 100, "the vectors hold the stars cases (%d)" % vectors.size())
	var seen = {}
	var mismatches = 0
	for case in vectors:
		var got = Stars.stars(
			int(case["rotations"]),
			int(case["failedTries"]),
			int(case["hints"]),
			int(case["optimum"])
		)
		seen[int(case["stars"])] = true
		if got != int(case["stars"]):
			mismatches += 1
			if mismatches <= 10:
				fail("%s: %d stars, Python %d" % [JSON.print(case), got, int(case["stars"])])
	assert_eq(mismatches, 0, "stars that differ from Python")
	assert_eq(seen.keys().size(), 3, "the vectors give 1, 2 and 3 stars")


func test_stars_text_shows_filled_then_empty():
	assert_eq(Stars.text(3), "★★★")
	assert_eq(Stars.text(2), "★★☆")
	assert_eq(Stars.text(1), "★☆☆")
