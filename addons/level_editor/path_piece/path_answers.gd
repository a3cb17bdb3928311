tool
extends Reference
# The texts of the path modes' answers (Number Stroke and Hex Walls): validate's verdict on a
# level, the solution count, the givens, suggestions, the grader's trace.

const AnswerTexts = preload("res://addons/level_editor/answer_texts.gd")
const CanvasBase = preload("res://addons/level_editor/path_piece/canvas_base.gd")

const RED = AnswerTexts.RED
const GREEN = AnswerTexts.GREEN


# The cell ids a validate row's "redundant parity on a,b" note names (Number Stroke).
static func redundant_parity(row: Dictionary) -> Array:
	var marker = "redundant parity on "
	var notes = row.get("notes", [])
	if typeof(notes) != TYPE_ARRAY:
		return []
	for note in notes:
		var at = str(note).find(marker)
		if at != -1:
			var ids = str(note).substr(at + marker.length()).split(";")[0]
			return Array(ids.strip_edges().split(",", false))
	return []


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
	if not redundant_parity(row).empty():
		lines.append(
			(
				"redundant odd/even marks (orange): "
				+ PoolStringArray(redundant_parity(row)).join(", ")
			)
		)
	elif not row["ok"]:
		lines.append(PoolStringArray(row.get("notes", [])).join("; "))
	return PoolStringArray(lines).join("\n")


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
