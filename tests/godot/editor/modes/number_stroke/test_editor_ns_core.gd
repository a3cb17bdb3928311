extends "res://tests/godot/test_case.gd"
# The core's answers the Number Stroke piece asks for, run for real on the fixture (solve, two
# solutions, minimize, suggest, a checked save, the play-test bake), and its generate command.

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditorPieces = preload("res://addons/level_editor/editor_pieces.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const LevelEdits = preload("res://addons/level_editor/modes/number_stroke/level_edits.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const MODE = "01-number-stroke"
const RULE_SAMPLE = "res://tests/fixtures/rule-sample.json"

var tools


func before_each():
	tools = CoreTools.new()


# The generate command the candidate browser runs comes from the piece (candidate_args).
func test_the_candidate_command_is_the_core_cli():
	var number_stroke = EditorPieces.new_piece(ModeRegistry.find(MODE))
	var values = {"Seed": 7, "Cells": 12, "Count": 5}
	assert_eq(
		number_stroke.candidate_args(values, "/c.json"),
		(
			["-m", "core", "generate", "--mode", "01-number-stroke", "--seed", "7", "--cells"]
			+ ["12", "--count", "5", "--out", "/c.json"]
		)
	)
	number_stroke.free()


func test_validate_and_solve_the_fixture():
	var pack = ProjectSettings.globalize_path(RULE_SAMPLE)
	var run = tools.run(CoreTools.validate_args(pack, "90-1"))
	assert_eq(run["code"], 0, run["output"])
	var row = CoreTools.validate_row(run["output"], "90-1")
	assert_eq(row["count"], 1, run["output"])
	assert_true(row["ok"])
	assert_eq(row["n"], 15)
	var answer = CoreTools.json_answer(tools.run(CoreTools.solve_args(pack, "90-1"))["output"])
	assert_eq(answer["count"], 1)
	assert_eq(answer["solution"].size(), 15)
	assert_eq(answer["solution"][0], "one")


func test_a_level_with_many_solutions_shows_two_different_ones():
	var pack = _scratch_pack([{"id": "1-1", "cells": _square_of_units()}])
	var run = tools.run(CoreTools.solve_args(pack, "1-1"))
	var answer = CoreTools.json_answer(run["output"])
	assert_eq(answer.get("count"), 2, run["output"])
	assert_eq(answer["solutions"].size(), 2)
	assert_true(answer["solutions"][0] != answer["solutions"][1])
	var suggested = CoreTools.json_answer(
		tools.run(CoreTools.suggest_args(pack, "1-1", 2))["output"]
	)
	assert_eq(suggested["suggestions"].size(), 2)
	assert_true(suggested["suggestions"][0].has("cell") and suggested["suggestions"][0].has("clue"))


func test_minimize_names_the_removable_clue():
	var run = tools.run(
		CoreTools.minimize_args(ProjectSettings.globalize_path(RULE_SAMPLE), "90-1")
	)
	assert_eq(CoreTools.json_answer(run["output"])["removable"], [{"cell": "one", "clue": 1}])


func test_a_broken_pack_is_never_saved():
	var path = scratch_path("pack-1.json")
	var document = PackDocument.new()
	document.start_new(
		path, 1, {"zh": "一", "en": "One"}, {"cells": _square_of_units()}, Files.pack_kind(MODE)
	)
	assert_true(document.save_with(tools)["saved"])
	var good_text = document.text()
	document.change_level(0, self, "_widen_first_cell", [])  # a 4x1 plain rectangle
	var result = document.save_with(tools)
	assert_false(result["saved"])
	assert_eq(result["run"]["code"], 2)
	assert_eq(CoreTools.problems(result["run"]["output"])[0]["rule"], "cell-size")
	assert_eq(Files.read_text(path), good_text, "the file on disk is the last good one")
	assert_false(File.new().file_exists(path.get_base_dir().plus_file(".pack-1.json.saving.tmp")))
	assert_true(document.is_dirty())


func test_a_saved_pack_reads_back_and_is_clean():
	var path = scratch_path("pack-2.json")
	var document = PackDocument.new()
	document.start_new(
		path, 2, {"zh": "二", "en": "Two"}, {"cells": _square_of_units()}, Files.pack_kind(MODE)
	)
	LevelEdits.toggle_clue(document.level(0), 0, 1)
	assert_true(document.is_dirty())
	var result = document.save_with(tools)
	assert_true(result["saved"], result["message"])
	assert_eq(result["run"]["code"], 1, "not unique yet, but a sound file: saved")
	assert_false(document.is_dirty())
	var again = PackDocument.new()
	assert_eq(again.load_file(path, Files.pack_kind(MODE)), "")
	assert_eq(again.text(), document.text())


func test_playtest_bake_writes_one_level():
	var out = ProjectSettings.globalize_path(scratch_path("playtest-level.json"))
	var run = tools.run(
		CoreTools.bake_playtest_args(ProjectSettings.globalize_path(RULE_SAMPLE), "90-1", out)
	)
	assert_eq(run["code"], 0, run["output"])
	var baked = JSON.parse(Files.read_text(out)).result
	assert_eq(baked["format"], 1)
	assert_eq(baked["mode"], MODE)
	assert_eq(baked["level"]["id"], "90-1")
	assert_eq(baked["level"]["hintPath"].size(), 15)


# The play-test file is the editor's scratch: the next play-test replaces it (--force), but the
# same command never replaces a file of another kind.
func test_playtest_bake_replaces_its_scratch_and_nothing_else():
	var sample = ProjectSettings.globalize_path(RULE_SAMPLE)
	var out = ProjectSettings.globalize_path(scratch_path("playtest-level.json"))
	assert_eq(tools.run(CoreTools.bake_playtest_args(sample, "90-1", out))["code"], 0)
	var again = tools.run(CoreTools.bake_playtest_args(sample, "90-1", out))
	assert_eq(again["code"], 0, again["output"])
	var pack_text = Files.read_text(RULE_SAMPLE)
	var pack = write_file(scratch_path("pack-90.json"), pack_text)
	var refused = tools.run(
		CoreTools.bake_playtest_args(sample, "90-1", ProjectSettings.globalize_path(pack))
	)
	assert_eq(refused["code"], 2, refused["output"])
	assert_true(refused["output"].find("never replaced") != -1, refused["output"])
	assert_eq(Files.read_text(pack), pack_text, "the pack is intact")


func _scratch_pack(levels: Array) -> String:
	var pack = {"mode": MODE, "pack": 1, "title": "t", "levels": levels}
	return CoreTools.write_scratch("test-%d.json" % OS.get_process_id(), JSON.print(pack))


func _square_of_units() -> Array:
	var level = {"cells": []}
	for unit in [Vector2(0, 0), Vector2(1, 0), Vector2(0, 1), Vector2(1, 1)]:
		LevelEdits.paint_unit(level, unit)
	return level["cells"]


# Over its neighbour: a 4x1 plain rectangle (the core refuses it).
static func _widen_first_cell(level: Dictionary) -> void:
	level["cells"][0]["w"] = 4
