tool
extends Reference
# The Python core's designer commands (`python -m core …`, seed 002 §8.3) run from the editor:
# the argument lists, OS.execute with stdout and stderr captured together — blocking (run) or
# on a thread of its own so the editor keeps working (start / finished) — and the parsing of
# their answers. The core is the authority on every rule; the editor only shows what it says,
# exactly as it says it.

const VENV_PYTHON = "res://.venv/bin/python"
# in a piece's command, what the shell puts in: the pack as edited, the level shown
const PACK = "{pack}"
const LEVEL = "{level}"
const FALLBACK_PYTHON = "python3"
const SCRATCH_DIR = "user://level_editor"
var python = ""
var _jobs = []  # runs on threads of their own that are not joined yet


func _init(interpreter := "") -> void:
	python = interpreter if not interpreter.empty() else find_python()


# The project's virtualenv interpreter when there is one, else python3 from PATH.
static func find_python() -> String:
	var venv = ProjectSettings.globalize_path(VENV_PYTHON)
	return venv if File.new().file_exists(venv) else FALLBACK_PYTHON


static func validate_args(pack_file: String, level_id := "", strict := false) -> Array:
	var args = ["-m", "core", "validate"]
	if not level_id.empty():
		args.append(level_id)
	return args + ["--pack", pack_file, "--json"] + (["--strict"] if strict else [])


static func solve_args(pack_file: String, level_id: String) -> Array:
	return ["-m", "core", "solve", pack_file, "--level", level_id, "--limit", "2", "--json"]


static func minimize_args(pack_file: String, level_id: String) -> Array:
	return ["-m", "core", "design", level_id, "--pack", pack_file, "--minimize", "--json"]


static func suggest_args(pack_file: String, level_id: String, count: int) -> Array:
	return [
		"-m", "core", "design", level_id, "--pack", pack_file, "--suggest", str(count), "--json"
	]


# Number Stroke's deduction grader: {"level", "solved", "grade", "hardest", "score", "uses",
# "openSteps", "trace": [{"technique", "step", "cell", "removed"}]}.
static func grade_args(pack_file: String, level_id: String) -> Array:
	return ["-m", "core", "design", level_id, "--pack", pack_file, "--grade", "--json"]


# Every shipped pack of `mode` ("" for every mode) into its baked file.
static func bake_args(mode := "") -> Array:
	return ["-m", "core", "bake"] + (["--mode", mode] if not mode.empty() else [])


# A level's game ID ("<mode>:<code>", one line).
static func id_args(pack_file: String, level_id: String) -> Array:
	return ["-m", "core", "id", pack_file, "--level", level_id]


# The level of a game ID as a new pack file.
static func decode_id_args(game_id: String, out_file: String) -> Array:
	return ["-m", "core", "id", "--decode", game_id, "--out", out_file]


# The play-test file is the editor's scratch: --force replaces the last play-test level there
# (the core replaces nothing but a play-test level).
static func bake_playtest_args(pack_file: String, level_id: String, out_file: String) -> Array:
	var where = ["--level", level_id, "--out", out_file, "--force"]
	return ["-m", "core", "bake", "--pack", pack_file] + where


# Runs the interpreter with `args` and waits. {"command": what ran, as a shell line,
# "code": exit status (0 ok, 1 a check failed, 2 bad input, 127 no interpreter),
# "output": stdout and stderr as printed}.
func run(args: Array) -> Dictionary:
	var output = []
	var passed = PoolStringArray()
	for arg in args:
		passed.append(arg if OS.get_name() == "Windows" else shell_argument(arg))
	var code = OS.execute(python, passed, true, output, true)
	return {
		"command": PoolStringArray([python] + args).join(" "),
		"code": code,
		"output": output[0] if not output.empty() else ""
	}


# Starts run(args) on a thread of its own and returns at once; poll finished(job), then
# job["result"] is run()'s answer. (A thread, not a non-blocking OS.execute: Godot 3.2 never
# reaps such a child, so every run would leave a zombie process behind.)
func start(args: Array) -> Dictionary:
	var job = {
		"args": args, "done": false, "result": {}, "thread": Thread.new(), "lock": Mutex.new()
	}
	_jobs.append(job)
	if job["thread"].start(self, "_run_job", job) != OK:
		job["thread"] = null
		job["result"] = run(args)
		job["done"] = true
	return job


# True once the job's run has ended (its thread is joined then).
func finished(job: Dictionary) -> bool:
	job["lock"].lock()
	var done = job["done"]
	job["lock"].unlock()
	if done and job["thread"] != null:
		job["thread"].wait_to_finish()
		job["thread"] = null
		_jobs.erase(job)
	return done


# start(args), then waits frame by frame on `tree` until it ends (a coroutine: yield it with
# "completed"); run()'s answer.
func run_in_background(args: Array, tree: SceneTree):
	var job = start(args)
	yield(tree, "idle_frame")
	while not finished(job):
		yield(tree, "idle_frame")
	return job["result"]


# Waits for every run still going (before the editor panel goes away).
func wait_all() -> void:
	for job in _jobs.duplicate():
		if job["thread"] != null:
			job["thread"].wait_to_finish()
			job["thread"] = null
	_jobs.clear()


func _run_job(job: Dictionary) -> void:
	var result = run(job["args"])
	job["lock"].lock()
	job["result"] = result
	job["done"] = true
	job["lock"].unlock()


func _notification(what: int) -> void:
	if what == NOTIFICATION_PREDELETE:  # (no method of this object can be called any more)
		for job in _jobs:
			if job["thread"] != null:
				job["thread"].wait_to_finish()


# On Unix, Godot 3.2 runs a blocking OS.execute through `sh -c` with every argument put in
# double quotes, so the characters the shell still reads there are escaped.
static func shell_argument(text: String) -> String:
	return text.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace("`", "\\`")


# A file in the editor's scratch folder holding `text`; returns its absolute path.
static func write_scratch(file_name: String, text: String) -> String:
	Directory.new().make_dir_recursive(SCRATCH_DIR)
	var path = SCRATCH_DIR.plus_file(file_name)
	var file = File.new()
	if file.open(path, File.WRITE) != OK:
		return ""
	file.store_string(text)
	file.close()
	return ProjectSettings.globalize_path(path)


# The JSON object a --json command printed (its last line starting with "{"), or {}.
static func json_answer(output: String) -> Dictionary:
	var lines = output.split("\n", false)
	for i in range(lines.size() - 1, -1, -1):
		if lines[i].begins_with("{"):
			var parsed = JSON.parse(lines[i])
			if parsed.error == OK and typeof(parsed.result) == TYPE_DICTIONARY:
				return parsed.result
	return {}


# validate --json's answer, one JSON object a line: {"rows": the level objects ({"mode",
# "file", "level", "ok", "count", "notes"} and the mode's own fields), "problems": the
# bad-input lines as problems() gives them}.
static func validate_answer(output: String) -> Dictionary:
	var rows = []
	for line in output.split("\n", false):
		var value = _json_line(line)
		if typeof(value) == TYPE_DICTIONARY and value.has("level") and value.has("ok"):
			rows.append(value)
	return {"rows": rows, "problems": problems(output)}


# The row of one level, or {}.
static func validate_row(output: String, level_id: String) -> Dictionary:
	for row in validate_answer(output)["rows"]:
		if str(row["level"]) == level_id:
			return row
	return {}


# The core's bad-input answers as {"line", "level", "cell", "rule", "detail"} ("" where none
# is named): the --json form {"error": {"file", "level", "cell", "rule", "detail"}} and the
# human form `error: FILE: level L: cell C: [rule] detail` (commands without --json).
static func problems(output: String) -> Array:
	var found = []
	for line in output.split("\n", false):
		var value = _json_line(line)
		if typeof(value) == TYPE_DICTIONARY and typeof(value.get("error")) == TYPE_DICTIONARY:
			found.append(_json_problem(value["error"]))
			continue
		var rule_at = line.find(": [")
		var rule_end = line.find("] ", rule_at)
		if not line.begins_with("error: ") or rule_at == -1 or rule_end == -1:
			continue
		var place = line.substr(0, rule_at)
		found.append(
			{
				"line": line,
				"level": _named(place, ": level "),
				"cell": _named(place, ": cell "),
				"rule": line.substr(rule_at + 3, rule_end - rule_at - 3),
				"detail": line.substr(rule_end + 2),
			}
		)
	return found


# A --json error object as a problem; "line" is its text in the human form.
static func _json_problem(error: Dictionary) -> Dictionary:
	var problem = {}
	for field in ["file", "level", "cell", "rule", "detail"]:
		problem[field] = str(error[field]) if error.get(field) != null else ""
	var place = PoolStringArray(["error"])
	if not problem["file"].empty():
		place.append(problem["file"])
	if not problem["level"].empty():
		place.append("level " + problem["level"])
	if not problem["cell"].empty():
		place.append("cell " + problem["cell"])
	problem["line"] = "%s: [%s] %s" % [place.join(": "), problem["rule"], problem["detail"]]
	problem.erase("file")
	return problem


# A line holding one JSON value, or null.
static func _json_line(line: String):
	if not line.begins_with("{"):
		return null
	var parsed = JSON.parse(line)
	return parsed.result if parsed.error == OK else null


# In "FILE: level L: cell C", the word after `label`, or "".
static func _named(place: String, label: String) -> String:
	var at = place.find(label)
	if at == -1:
		return ""
	return place.substr(at + label.length()).split(":")[0]
