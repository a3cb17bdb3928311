tool
extends Reference
# The texts the level editor's shell shows for the core's answers: a run as a shell line and
# its output, the bad-input lines, the live check's line (the piece says what a row means),
# game IDs. The path modes' answers are in path_piece/path_answers.gd.

const CoreTools = preload("res://addons/level_editor/core_tools.gd")

const RED = "#e5484d"
const GREEN = "#2fb36d"
const ORANGE = "#f5a524"


static func run_text(run: Dictionary) -> String:
	return "$ %s\n%s(exit %d)" % [run["command"], run["output"], run["code"]]


# The core's bad-input lines of a run, one a line ("" for none).
static func problem_lines(run: Dictionary) -> String:
	if run.empty():
		return ""
	var lines = PoolStringArray()
	for problem in CoreTools.problems(run["output"]):
		lines.append(problem["line"])
	return lines.join("\n")


# The live check's answer: {"bbcode": its line, "plain": the core's own lines to add as
# they are (a rejected pack's problems)}; `piece` says what validate's row holds (row_text).
static func live(run: Dictionary, level_id: String, piece) -> Dictionary:
	if run["code"] == 127:
		return {"bbcode": "Live check: no Python here (run make setup).", "plain": ""}
	if run["code"] == 2:
		var lines = problem_lines(run)
		var headline = "Live check: the core rejects this pack (problems: %d; Save is refused):"
		headline %= CoreTools.problems(run["output"]).size()
		return {"bbcode": "[color=%s]%s[/color]" % [RED, headline], "plain": lines}
	var row = CoreTools.validate_row(run["output"], level_id)
	if row.empty():
		return {"bbcode": "", "plain": ""}
	var verdict = "[color=%s]ok[/color]" % GREEN
	if not row["ok"]:
		var notes = PoolStringArray(row.get("notes", [])).join("; ")
		verdict = "[color=%s]%s[/color]" % [ORANGE, notes if not notes.empty() else "FAIL"]
	var text = "Live check %s: %s — %s" % [row["level"], verdict, piece.row_text(row)]
	return {"bbcode": text, "plain": ""}


# The game ID `python -m core id` printed ("<mode>:<code>"), or "".
static func game_id_in(output: String) -> String:
	for line in output.split("\n", false):
		var text = line.strip_edges()
		if text.find(":") > 0 and text.find(" ") == -1 and not text.begins_with("{"):
			return text
	return ""
