extends "res://tests/godot/test_case.gd"
# The level editor's calls of the Python core: the commands built, their answers parsed, and
# real runs on the fixture (solve, two solutions, minimize, suggest, a checked save, the
# play-test bake).

const CampaignPanel = preload("res://addons/level_editor/modes/hex_tracks/campaign_panel.gd")
const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditorPieces = preload("res://addons/level_editor/editor_pieces.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PathAnswers = preload("res://addons/level_editor/path_piece/path_answers.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const LevelEdits = preload("res://addons/level_editor/modes/number_stroke/level_edits.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")

const RULE_SAMPLE = "res://tests/fixtures/rule-sample.json"
const VALIDATE_JSON = (
	'{"mode": "01-number-stroke", "file": "p.json", "level": "9-1", "ok": true, "count": 1,'
	+ ' "notes": [], "n": 15, "clues": "1,6"}\n'
	+ '{"mode": "01-number-stroke", "file": "p.json", "level": "9-2", "ok": false, "count": 2,'
	+ ' "notes": ["not unique", "redundant parity on a,b"], "n": 4, "clues": "odd,even"}\n'
)

var tools


func before_each():
	tools = CoreTools.new()


func test_commands_are_the_core_cli():
	assert_eq(
		CoreTools.validate_args("/p.json", "1-2"),
		["-m", "core", "validate", "1-2", "--pack", "/p.json", "--json"]
	)
	assert_eq(
		CoreTools.validate_args("/p.json"),
		["-m", "core", "validate", "--pack", "/p.json", "--json"]
	)
	assert_eq(
		CoreTools.solve_args("/p.json", "1-2"),
		["-m", "core", "solve", "/p.json", "--level", "1-2", "--limit", "2", "--json"]
	)
	assert_eq(
		CoreTools.minimize_args("/p.json", "1-2"),
		["-m", "core", "design", "1-2", "--pack", "/p.json", "--minimize", "--json"]
	)
	assert_eq(
		CoreTools.suggest_args("/p.json", "1-2", 3),
		["-m", "core", "design", "1-2", "--pack", "/p.json", "--suggest", "3", "--json"]
	)
	assert_eq(CoreTools.bake_args(), ["-m", "core", "bake"])
	assert_eq(CoreTools.bake_args("03-hex-walls"), ["-m", "core", "bake", "--mode", "03-hex-walls"])
	assert_eq(
		CoreTools.validate_args("/p.json", "1-2", true),
		["-m", "core", "validate", "1-2", "--pack", "/p.json", "--json", "--strict"]
	)
	assert_eq(
		CoreTools.grade_args("/p.json", "1-2"),
		["-m", "core", "design", "1-2", "--pack", "/p.json", "--grade", "--json"]
	)
	assert_eq(
		CoreTools.id_args("/p.json", "1-2"), ["-m", "core", "id", "/p.json", "--level", "1-2"]
	)
	assert_eq(
		CoreTools.decode_id_args("01-number-stroke:abc", "/o.json"),
		["-m", "core", "id", "--decode", "01-number-stroke:abc", "--out", "/o.json"]
	)
	assert_eq(
		CoreTools.bake_playtest_args("/p.json", "1-2", "/o.json"),
		["-m", "core", "bake", "--pack", "/p.json", "--level", "1-2", "--out", "/o.json", "--force"]
	)


# The generate commands the candidate browser runs come from the pieces (candidate_args).
func test_candidate_commands_are_the_core_cli():
	var number_stroke = EditorPieces.new_piece(ModeRegistry.find("01-number-stroke"))
	var values = {"Seed": 7, "Cells": 12, "Count": 5}
	assert_eq(
		number_stroke.candidate_args(values, "/c.json"),
		(
			["-m", "core", "generate", "--mode", "01-number-stroke", "--seed", "7", "--cells"]
			+ ["12", "--count", "5", "--out", "/c.json"]
		)
	)
	number_stroke.free()
	var hex_walls = EditorPieces.new_piece(ModeRegistry.find("03-hex-walls"))
	values = {"Seed": 3, "Radius": 2, "Trim": 1, "Turning": 1, "Count": 4}
	assert_eq(
		hex_walls.candidate_args(values, "/c.json"),
		(
			["-m", "core", "generate", "--mode", "03-hex-walls", "--seed", "3", "--radius", "2"]
			+ ["--trim", "1", "--turning", "1", "--count", "4", "--out", "/c.json"]
		)
	)
	hex_walls.free()
	assert_eq(CampaignPanel.CAMPAIGN_ARGS, ["-m", "core", "hex-tracks", "campaign"])
	assert_eq(
		CampaignPanel.VALIDATE_ARGS, ["-m", "core", "validate", "--mode", "hex-tracks", "--json"]
	)


func test_the_interpreter_is_the_project_virtualenv_when_present():
	var venv = ProjectSettings.globalize_path("res://.venv/bin/python")
	var expected = venv if File.new().file_exists(venv) else "python3"
	assert_eq(CoreTools.find_python(), expected)


func test_arguments_reach_the_program_unchanged():
	var tricky = 'a $HOME "quoted" `tick` back\\slash 奇'
	var run = tools.run(["-c", "import sys; print(sys.argv[1])", tricky])
	assert_eq(run["code"], 0)
	assert_eq(run["output"], tricky + "\n")


func test_validate_json_lines_are_parsed():
	var answer = CoreTools.validate_answer(VALIDATE_JSON)
	assert_eq(answer["problems"], [])
	var rows = answer["rows"]
	assert_eq(rows.size(), 2)
	assert_eq(rows[0]["level"], "9-1")
	assert_eq(rows[0]["count"], 1)
	assert_true(rows[0]["ok"])
	assert_eq(PathAnswers.redundant_parity(rows[0]), [])
	assert_false(rows[1]["ok"])
	assert_eq(PathAnswers.redundant_parity(rows[1]), ["a", "b"])
	assert_eq(CoreTools.validate_row(VALIDATE_JSON, "9-2")["n"], 4)
	assert_eq(CoreTools.validate_row(VALIDATE_JSON, "9-3"), {})


func test_json_error_lines_are_parsed():
	var output = (
		'{"error": {"file": "/tmp/x.json", "level": "1-1", "cell": "b", "rule": "cell-size",'
		+ ' "detail": "a 4x1 rectangle is not allowed"}}\n'
		+ '{"error": {"file": "/tmp/x.json", "level": null, "cell": null, "rule": "json",'
		+ ' "detail": "not valid JSON: Expecting value at line 2 column 1"}}\n'
	)
	var found = CoreTools.problems(output)
	assert_eq(found.size(), 2)
	assert_eq(
		found[0],
		{
			"line":
			"error: /tmp/x.json: level 1-1: cell b: [cell-size] a 4x1 rectangle is not allowed",
			"level": "1-1",
			"cell": "b",
			"rule": "cell-size",
			"detail": "a 4x1 rectangle is not allowed",
		}
	)
	assert_eq(found[1]["level"], "")
	assert_eq(found[1]["cell"], "")
	assert_eq(CoreTools.validate_answer(output)["problems"].size(), 2)


func test_bad_input_lines_are_parsed():
	var output = (
		"error: /tmp/x.json: level 1-1: cell b: [cell-size] a 4x1 rectangle is not allowed\n"
		+ "error: /tmp/x.json: [json] not valid JSON: x at line 3 column 1\n"
	)
	var found = CoreTools.problems(output)
	assert_eq(found.size(), 2)
	assert_eq(found[0]["level"], "1-1")
	assert_eq(found[0]["cell"], "b")
	assert_eq(found[0]["rule"], "cell-size")
	assert_eq(found[1]["cell"], "")
	assert_eq(found[1]["rule"], "json")


func test_json_answer_is_the_last_object_line():
	assert_eq(CoreTools.json_answer('noise\n{"a": 1}\n{"a": 2}\ntail\n'), {"a": 2})
	assert_eq(CoreTools.json_answer("error: nothing\n"), {})


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
		path, 1, {"zh": "一", "en": "One"}, {"cells": _square_of_units()}, Files.number_stroke_kind()
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
		path, 2, {"zh": "二", "en": "Two"}, {"cells": _square_of_units()}, Files.number_stroke_kind()
	)
	LevelEdits.toggle_clue(document.level(0), 0, 1)
	assert_true(document.is_dirty())
	var result = document.save_with(tools)
	assert_true(result["saved"], result["message"])
	assert_eq(result["run"]["code"], 1, "not unique yet, but a sound file: saved")
	assert_false(document.is_dirty())
	var again = PackDocument.new()
	assert_eq(again.load_file(path, Files.number_stroke_kind()), "")
	assert_eq(again.text(), document.text())


func test_playtest_bake_writes_one_level():
	var out = ProjectSettings.globalize_path(scratch_path("playtest-level.json"))
	var run = tools.run(
		CoreTools.bake_playtest_args(ProjectSettings.globalize_path(RULE_SAMPLE), "90-1", out)
	)
	assert_eq(run["code"], 0, run["output"])
	var baked = JSON.parse(Files.read_text(out)).result
	assert_eq(baked["format"], 1)
	assert_eq(baked["mode"], "01-number-stroke")
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
	var pack = {"mode": "01-number-stroke", "pack": 1, "title": "t", "levels": levels}
	return CoreTools.write_scratch("test-%d.json" % OS.get_process_id(), JSON.print(pack))


func _square_of_units() -> Array:
	var level = {"cells": []}
	for unit in [Vector2(0, 0), Vector2(1, 0), Vector2(0, 1), Vector2(1, 1)]:
		LevelEdits.paint_unit(level, unit)
	return level["cells"]


# The program is held until a gate file exists: start() has returned while it runs.
func test_a_run_on_a_thread_does_not_wait_and_gives_the_same_answer():
	var gate = ProjectSettings.globalize_path(scratch_path("gate"))
	tools.python = Files.held_python(scratch_path("held-python.sh"), gate)
	var job = tools.start(["-c", "import sys; print(sys.argv[1]); sys.exit(3)", "hi"])
	for _i in range(5):
		yield(get_tree(), "idle_frame")
	assert_false(tools.finished(job), "the run is held, and start() returned")
	Files.write_text(gate, "go")
	var waited = 0
	while not tools.finished(job) and waited < 600:
		yield(get_tree(), "idle_frame")
		waited += 1
	assert_eq(job["result"]["code"], 3)
	assert_eq(job["result"]["output"], "hi\n")


# Over its neighbour: a 4x1 plain rectangle (the core refuses it).
static func _widen_first_cell(level: Dictionary) -> void:
	level["cells"][0]["w"] = 4
