tool
extends Reference
# The texts the level editor shows for the core's answers: a run as a shell line and its
# output, the bad-input lines, validate's verdict on a level, the live check's line.

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


# solutions as the table shows them: 0, 1 or 2+ (the core counts up to 2)
static func solutions_text(row: Dictionary) -> String:
	var count = int(row.get("count", 0))
	return "2+" if count >= 2 else str(count)


static func validate_summary(row: Dictionary) -> String:
	var verdict = "[color=%s]ok[/color]" % GREEN if row["ok"] else "[color=%s]FAIL[/color]" % RED
	var solutions = solutions_text(row)
	var lines = [
		"%s — %s" % [row["level"], verdict],
		"N = %d, clues %s" % [int(row.get("n", 0)), str(row.get("clues", ""))],
		"connected: yes",
		"solutions: %s%s" % [solutions, "" if solutions == "1" else "  (must be 1)"],
	]
	if not row["redundant_parity"].empty():
		lines.append(
			(
				"redundant odd/even marks (orange): "
				+ PoolStringArray(row["redundant_parity"]).join(", ")
			)
		)
	elif not row["ok"]:
		lines.append(PoolStringArray(row.get("notes", [])).join("; "))
	return PoolStringArray(lines).join("\n")


# The live check's answer: {"bbcode": its line, "plain": the core's own lines to add as
# they are (a rejected pack's problems)}.
static func live(run: Dictionary, level_id: String) -> Dictionary:
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
	var text = (
		"Live check %s: %s — N %d, clues %s, solutions %s"
		% [
			row["level"],
			verdict,
			int(row.get("n", 0)),
			str(row.get("clues", "")),
			solutions_text(row)
		]
	)
	return {"bbcode": text, "plain": ""}
