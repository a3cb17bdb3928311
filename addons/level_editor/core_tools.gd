tool
extends Reference
# The Python core's designer commands (`python -m core …`, seed 002 §8.3) run from the editor:
# the argument lists, a blocking OS.execute with stdout and stderr captured together, and
# the parsing of their answers. The core is the authority on every rule; the editor only
# shows what it says, exactly as it says it.

const VENV_PYTHON = "res://.venv/bin/python"
const FALLBACK_PYTHON = "python3"
const SCRATCH_DIR = "user://level_editor"
var python = ""


func _init(interpreter := "") -> void:
	python = interpreter if not interpreter.empty() else find_python()


# The project's virtualenv interpreter when there is one, else python3 from PATH.
static func find_python() -> String:
	var venv = ProjectSettings.globalize_path(VENV_PYTHON)
	return venv if File.new().file_exists(venv) else FALLBACK_PYTHON


static func validate_args(pack_file: String, level_id := "") -> Array:
	var args = ["-m", "core", "validate"]
	if not level_id.empty():
		args.append(level_id)
	return args + ["--pack", pack_file]


static func solve_args(pack_file: String, level_id: String) -> Array:
	return ["-m", "core", "solve", pack_file, "--level", level_id, "--limit", "2", "--json"]


static func minimize_args(pack_file: String, level_id: String) -> Array:
	return ["-m", "core", "design", level_id, "--pack", pack_file, "--minimize", "--json"]


static func suggest_args(pack_file: String, level_id: String, count: int) -> Array:
	return [
		"-m", "core", "design", level_id, "--pack", pack_file, "--suggest", str(count), "--json"
	]


static func generate_args(seed_value: int, cells: int, count: int, out_file: String) -> Array:
	var size = ["--seed", str(seed_value), "--cells", str(cells), "--count", str(count)]
	return ["-m", "core", "generate", "--mode", "01-number-stroke"] + size + ["--out", out_file]


static func bake_args() -> Array:
	return ["-m", "core", "bake"]


static func bake_playtest_args(pack_file: String, level_id: String, out_file: String) -> Array:
	return ["-m", "core", "bake", "--pack", pack_file, "--level", level_id, "--out", out_file]


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


# The rows of validate's table: {"level", "n", "clues", "solutions" ("0", "1", "2+"),
# "ok", "result" (the text after the count), "redundant_parity": [cell ids]}.
# (String methods, not RegEx: Debian's Godot 3.2.3 logs an error on every RegEx search.)
static func validate_rows(output: String) -> Array:
	var rows = []
	for line in output.split("\n", false):
		var words = Array(line.split(" ", false))
		if words.size() < 5 or not words[1].is_valid_integer() or not words[3] in ["0", "1", "2+"]:
			continue
		var result = PoolStringArray(words.slice(4, words.size() - 1)).join(" ")
		rows.append(
			{
				"level": words[0],
				"n": int(words[1]),
				"clues": words[2],
				"solutions": words[3],
				"ok": result == "ok",
				"result": result,
				"redundant_parity": _redundant_parity(result),
			}
		)
	return rows


static func _redundant_parity(result: String) -> Array:
	var marker = "redundant parity on "
	var at = result.find(marker)
	if at == -1:
		return []
	var ids = result.substr(at + marker.length()).split(";")[0]
	return Array(ids.strip_edges().split(",", false))


# The core's bad-input lines, `error: FILE: level L: cell C: [rule] detail`, as
# {"line", "level", "cell", "rule", "detail"} ("" where the line names no level or cell).
static func problems(output: String) -> Array:
	var found = []
	for line in output.split("\n", false):
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


# In "FILE: level L: cell C", the word after `label`, or "".
static func _named(place: String, label: String) -> String:
	var at = place.find(label)
	if at == -1:
		return ""
	return place.substr(at + label.length()).split(":")[0]
