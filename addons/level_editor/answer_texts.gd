tool
extends Reference
# The texts the level editor shows for the core's answers: a run as a shell line and its
# output, the bad-input lines, validate's verdict on a level (Number Stroke's or Hex Walls'
# row), the live check's line, suggestions, the grader's trace, game IDs.

const CanvasBase = preload("res://addons/level_editor/canvas_base.gd")
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


# What a row gives: Number Stroke's clues ("1,6") or Hex Walls' numbers, walls, turning walls.
static func givens_text(row: Dictionary) -> String:
	if not row.has("walls"):
		return "clues %s" % str(row.get("clues", ""))
	var numbers = PoolStringArray(row.get("numbers", [])).join(",")
	return (
		"numbers %s, walls %d, turning walls %d"
		% [
			numbers if not numbers.empty() else "-",
			int(row["walls"]),
			int(row.get("turningWalls", 0))
		]
	)


static func validate_summary(row: Dictionary) -> String:
	var verdict = "[color=%s]ok[/color]" % GREEN if row["ok"] else "[color=%s]FAIL[/color]" % RED
	var solutions = solutions_text(row)
	var lines = [
		"%s — %s" % [row["level"], verdict],
		"N = %d, %s" % [int(row.get("n", 0)), givens_text(row)],
		"connected: yes",
		"solutions: %s%s" % [solutions, "" if solutions == "1" else "  (must be 1)"],
	]
	if row.has("grade"):
		lines.append("grade: %s (hardest: %s)" % [row["grade"], str(row.get("hardest", ""))])
	if not row.get("redundantWalls", []).empty():
		lines.append(
			(
				"redundant walls (orange; --strict fails them): "
				+ PoolStringArray(row["redundantWalls"]).join(", ")
			)
		)
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
		"Live check %s: %s — N %d, %s, solutions %s"
		% [row["level"], verdict, int(row.get("n", 0)), givens_text(row), solutions_text(row)]
	)
	return {"bbcode": text, "plain": ""}


# A suggestion's button: Number Stroke's {"cell", "clue"}, Hex Walls' {"kind": "number",
# "cell", "number"} or {"kind": "wall", "wall": [a, b]}; with what it leaves.
static func suggestion_label(item: Dictionary) -> String:
	var outcome = {0: "no solution", 1: "unique"}.get(int(item.get("solutions", 2)), "still 2+")
	if item.get("kind") == "wall":
		return "Put a wall %s → %s" % [PoolStringArray(item["wall"]).join("-"), outcome]
	var number = int(item.get("clue", item.get("number", 0)))
	return "Put %d on cell %s → %s" % [number, item["cell"], outcome]


# design --grade's answer: the grade, the hardest technique, how often each was used, the
# steps that need a guess, and the trace — "step k: cell c by technique", in the order the
# grader found them, the technique in its colour on the board.
static func grade_summary(answer: Dictionary) -> String:
	var grade = str(answer.get("grade", "?"))
	var colour = GREEN if answer.get("solved", false) else RED
	var lines = [
		(
			"[color=%s]Grade: %s[/color] — hardest %s, score %d"
			% [colour, grade, str(answer.get("hardest", "")), int(answer.get("score", 0))]
		)
	]
	var uses = answer.get("uses", {})
	var used = PoolStringArray()
	for technique in uses:
		used.append("%s %d" % [technique, int(uses[technique])])
	lines.append("uses: " + used.join(", "))
	var open = answer.get("openSteps", [])
	if not open.empty():
		var steps = PoolStringArray()
		for step in open:
			steps.append(str(int(step)))
		lines.append(
			(
				(
					"[color=%s]Guessing needed:[/color] steps %s cannot be fixed by the rules alone"
					+ " (cells marked ?)."
				)
				% [RED, steps.join(", ")]
			)
		)
	lines.append("Trace (in the order found):")
	var count = 0
	for entry in answer.get("trace", []):
		count += 1
		var technique = str(entry.get("technique", ""))
		var shown = (
			"[color=#%s]%s[/color]"
			% [CanvasBase.technique_colour(technique).to_html(false), technique]
		)
		if int(entry.get("step", 0)) > 0:
			lines.append(
				(
					"%d. step %d: cell %s by %s"
					% [count, int(entry["step"]), str(entry.get("cell", "")), shown]
				)
			)
		else:
			lines.append(
				"%d. %s narrowed %d candidates" % [count, shown, int(entry.get("removed", 0))]
			)
	return PoolStringArray(lines).join("\n")


# The game ID `python -m core id` printed ("<mode>:<code>"), or "".
static func game_id_in(output: String) -> String:
	for line in output.split("\n", false):
		var text = line.strip_edges()
		if text.find(":") > 0 and text.find(" ") == -1 and not text.begins_with("{"):
			return text
	return ""
