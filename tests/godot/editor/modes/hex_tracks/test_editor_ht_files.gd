extends "res://tests/godot/test_case.gd"
# Hex Tracks' files in the Levels screen: its campaign seeds are edited and written back byte for
# byte as its packs are; the campaign analysis the core derives is refused, saying so, and the
# pack picker leaves it out.

const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const SEEDS = "res://levels/hex-tracks/campaign-seeds.json"
const ANALYSIS = "res://levels/hex-tracks/campaign-analysis.json"

var panel


func before_each():
	timeout_seconds = 60
	panel = Files.levels_screen(self)


func test_the_campaign_seeds_round_trip_byte_for_byte():
	var document = PackDocument.new()
	assert_eq(document.load_file(SEEDS, panel), "")
	assert_eq("%s %s" % [document.mode(), document.kind.get("name")], "hex-tracks campaign seeds")
	var text = read_file(SEEDS)
	assert_true(document.text() == text, "written whole")
	document.write_ahead(10000)
	assert_true(document.text() == text, "from its entries' texts")


func test_the_derived_analysis_is_refused_saying_what_it_is():
	var analysis = panel.open_pack(ANALYSIS)
	assert_true(analysis.find("derives") != -1, analysis)
	assert_true(panel.document == null)


# A real editor session: the pack picker listed the campaign analysis, which then failed to open.
func test_the_pack_picker_leaves_the_analysis_out_and_lists_the_seeds():
	assert_true(File.new().file_exists(ANALYSIS), "the derived file is there to be left out")
	var listed = Files.picker_files(panel)
	assert_false(listed.empty(), "the picker's list is open")
	assert_false(ANALYSIS in listed, "the derived analysis is not listed")
	for edited in [SEEDS, "res://levels/hex-tracks/pack-1.json"]:
		assert_true(edited in listed, edited)
