extends "res://tests/godot/test_case.gd"
# The level editor's calls of the Python core (core_tools.gd): the commands built, their answers
# parsed, the interpreter, a run on a thread. Real runs on a mode's levels and a mode's generate
# commands: tests/godot/editor/modes/<folder>/.

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const PathAnswers = preload("res://addons/level_editor/path_piece/path_answers.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const MODE = "some-mode"  # the answers name a mode; parsing them takes any
const VALIDATE_JSON = (
	'{"mode": "some-mode", "file": "p.json", "level": "9-1", "ok": true, "count": 1,'
	+ ' "notes": [], "n": 15, "clues": "1,6"}\n'
	+ '{"mode": "some-mode", "file": "p.json", "level": "9-2", "ok": false, "count": 2,'
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
	assert_eq(CoreTools.bake_args(MODE), ["-m", "core", "bake", "--mode", MODE])
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
		CoreTools.decode_id_args(MODE + ":abc", "/o.json"),
		["-m", "core", "id", "--decode", MODE + ":abc", "--out", "/o.json"]
	)
	assert_eq(
		CoreTools.bake_playtest_args("/p.json", "1-2", "/o.json"),
		["-m", "core", "bake", "--pack", "/p.json", "--level", "1-2", "--out", "/o.json", "--force"]
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
