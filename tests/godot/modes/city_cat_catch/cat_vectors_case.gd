extends "res://tests/godot/test_case.gd"
# Base of the tests that replay build/conformance/city-cat-catch.json
# (docs/city-cat-catch-runtime.md §7), parsed once per runner (an Engine meta); CONFORMANCE_DIR
# overrides the folder, as for the common replayer. A missing file fails the test with the way
# to write it. Mismatches are counted, and the first SHOWN_MISMATCHES of a test are shown.

const DailyGenerator = preload("res://scripts/city_cat_catch/daily_generator.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const DEFAULT_DIR = "res://build/conformance"
const FILE_NAME = "city-cat-catch.json"
const BAKED = "res://levels/city-cat-catch.baked.json"
const CACHE = "city_cat_catch_vectors"
const SHOWN_MISMATCHES = 10

var vectors = {}
var _shown = 0


func before_each():
	timeout_seconds = 120
	if Engine.has_meta(CACHE):
		vectors = Engine.get_meta(CACHE)
		return
	var folder = OS.get_environment("CONFORMANCE_DIR")
	var path = (DEFAULT_DIR if folder.empty() else folder).plus_file(FILE_NAME)
	var parsed = JSON.parse(read_file(path))
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		fail("%s is missing or not JSON; run tests/godot/run_all.sh to write it" % path)
		return
	vectors = parsed.result
	Engine.set_meta(CACHE, vectors)


# The daily generator's input of every shipped city (daily_generator.gd source_of), by city id.
func daily_sources() -> Dictionary:
	var sources = {}
	var parsed = JSON.parse(read_file(BAKED))
	if parsed.error != OK:
		fail("%s does not parse" % BAKED)
		return sources
	for city in parsed.result["cities"]:
		var source = DailyGenerator.source_of(city)
		assert_false(source.has("error"), str(source.get("error")))
		sources[city["cityId"]] = source
	return sources


func same(actual, expected, label) -> bool:
	var difference = first_difference(actual, expected)
	if difference.empty():
		return true
	show_mismatch("%s: %s" % [label, difference])
	return false


func show_mismatch(message):
	_shown += 1
	if _shown <= SHOWN_MISMATCHES:
		fail(message)
