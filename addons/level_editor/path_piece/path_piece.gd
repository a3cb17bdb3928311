tool
extends "res://addons/level_editor/mode_piece.gd"
# What the editor pieces of the two path modes share (modes/number_stroke/, modes/hex_walls/):
# packs of levels with cells, numbers, a designer's note and a caption; two boards side by side
# (the second shows a second solution); the checks Validate, Solve, Minimize and Suggest and
# their answers drawn on the board; thumbnails for the candidate browser. A mode's piece adds
# its tools, its board (path_piece/canvas_base.gd) and its board edits (`edits`, a script of
# static functions on a level's dictionary: cells_of, index_of, toggle_number, LEVEL_FIELDS).

const PathAnswers = preload("res://addons/level_editor/path_piece/path_answers.gd")

var edits: Script  # the mode's board edits
var board: Control  # the board, and the second board beside it for a second solution
var second_board: Control

onready var _suggest_count: SpinBox = $Checks/SuggestCount
onready var _number: SpinBox = $ToolBar/Number


func _ready() -> void:
	board = $Boards/Board
	second_board = $Boards/SecondBoard
	board.connect("stroke_finished", self, "_on_stroke_finished")
	board.connect("suggestion_pressed", self, "_apply_suggestion")
	for name in ["Validate", "Solve", "Minimize", "Suggest"]:
		$Checks.get_node(name).connect("pressed", self, "_on_%s_pressed" % name.to_lower())


# Its "blank_fields": the fields a level may lack, with the blank value of each (the Inspector
# lists them too, level_inspector.gd): the designer's note, the caption players read, and in
# Number Stroke the numbers kept on purpose.
func pack_kind() -> Dictionary:
	var kind = PackFiles.pack_kind(mode_id, edits.LEVEL_FIELDS, expanded_packs())
	kind["blank_fields"] = {"teach": "", "caption": {}}
	if "keep" in edits.LEVEL_FIELDS:
		kind["blank_fields"]["keep"] = []
	return kind


# New packs of the mode are written as json.dumps(indent=2) writes them.
func expanded_packs() -> bool:
	return false


func new_level() -> Dictionary:
	return {"cells": edits.starter_cells()}


func level_label(level: Dictionary) -> String:
	return "%s    N=%d" % [str(level.get("id", "?")), edits.cells_of(level).size()]


func text_fields(_kind: Dictionary) -> Dictionary:
	return {
		"title": true,
		"teach": "teach",
		"shown": "caption",
		"shown_label": "Caption (players see it)"
	}


# A pack of the mode's content plan is generated: its notes end with the command that writes it
# (`python -m core <mode> content --pack N`, core/common/content_plan.py), whose next run
# writes over the designer's edits.
func save_question(path: String) -> String:
	var read = PackFiles.read_json(path)
	if not read["error"].empty() or typeof(read["value"]) != TYPE_DICTIONARY:
		return ""
	var pack = read["value"]
	var number = int(pack.get("pack", 0)) if typeof(pack.get("pack")) == TYPE_REAL else 0
	var command = "python -m core %s content --pack %d" % [mode_id, number]
	if not command in str(pack.get("notes", "")).split("; "):
		return ""
	return (
		(
			"%s is a generated pack: `%s` writes it again from the content plan and would write"
			+ " over your edits."
		)
		% [path, command]
	)


func row_text(row: Dictionary) -> String:
	return (
		"N %d, %s, solutions %s"
		% [int(row.get("n", 0)), PathAnswers.givens_text(row), PathAnswers.solutions_text(row)]
	)


func show_level(level: Dictionary, same_level := false) -> void:
	_number.max_value = max(1, edits.cells_of(level).size()) if not level.empty() else 1
	board.show_level(level, same_level)
	second_board.visible = false


func clear_answers() -> void:
	board.clear_answers()
	second_board.visible = false


func mark_problem_cells(cell_ids: Array) -> void:
	for cell_id in cell_ids:
		board.marks[cell_id] = "error"
	board.update()


# "90-1 · N 12" / "clues 1,5 · easy" (Hex Walls: its numbers and walls, ok or why not); with
# `details`, validate's verdict and the teach (the author path).
func candidate_text(level: Dictionary, row: Dictionary, details := false) -> String:
	if details:
		var lines = []
		if not row.empty():
			lines.append(PathAnswers.validate_summary(row))
			if not row.get("notes", []).empty():
				lines.append("notes: " + PoolStringArray(row["notes"]).join("; "))
		if level.has("teach"):
			lines.append("teach: " + str(level["teach"]).replace("[", "(").replace("]", ")"))
		return PoolStringArray(lines).join("\n")
	var first = "%s · N %d" % [str(level.get("id", "?")), edits.cells_of(level).size()]
	if row.empty():
		return first + "\n(no verdict)"
	var second = PathAnswers.givens_text(row).replace("numbers ", "#").replace(
		"turning walls", "turning"
	)
	var verdict = str(row.get("grade", "ok")) if row["ok"] else "FAIL"
	if not row["ok"] and not row.get("notes", []).empty():
		verdict = str(row["notes"][0])
	return "%s\n%s · %s" % [first, second, verdict]


func thumbnail(level: Dictionary) -> Control:
	var shown = board.get_script().new()
	shown.interactive = false
	shown.show_level(level)
	shown.margin_units = 0
	return shown


# ---- the checks ----


func _on_validate_pressed() -> void:
	var row = yield(_validated(), "completed")
	if row.empty():
		return
	for cell_id in PathAnswers.redundant_parity(row):
		board.marks[cell_id] = "redundant"
	_mark_validated(row)
	board.update()
	host.say(PathAnswers.validate_summary(row))


# The mode's own marks from validate's row (Hex Walls: its redundant walls).
func _mark_validated(_row: Dictionary) -> void:
	pass


func _on_solve_pressed() -> void:
	var answer = yield(_solved(), "completed")
	if answer == null:
		return
	if int(answer.get("count", 0)) == 0:
		host.say("[color=%s]No solution.[/color] Loosen a number or open the board up." % RED)
		return
	board.path_ids = answer["solution"]
	if int(answer["count"]) == 1:
		board.heading = "The solution"
		board.update()
		host.say("[color=%s]Unique.[/color] The solution is drawn on the board." % GREEN)
		return
	var both = answer.get("solutions", [])
	if both.size() < 2:
		host.say("[color=%s]The core counted 2+ solutions but showed no second one.[/color]" % RED)
		return
	_show_two_solutions(both[0], both[1])


func _show_two_solutions(first: Array, second: Array) -> void:
	var parted = 0
	while parted < first.size() and first[parted] == second[parted]:
		parted += 1
	board.show_solution(host.level(), first, parted, "Solution A")
	second_board.show_solution(host.level(), second, parted, "Solution B")
	second_board.visible = true
	var message = (
		"[color=%s]Not unique[/color] (2 or more solutions). Two of them side by side:"
		+ " they agree up to step %d and part at step %d (red cells). Suggest can find a number"
		+ " that tells them apart."
	)
	host.say(message % [RED, parted, parted + 1])


func _on_minimize_pressed() -> void:
	var args = CoreTools.minimize_args(host.PACK, host.LEVEL)
	var run = yield(host.ask_core("minimize", args), "completed")
	if run == null:
		return
	var answer = CoreTools.json_answer(run["output"])
	if not answer.get("unique", false):
		host.say("[color=%s]Not unique yet.[/color] Make it unique first (Solve, Suggest)." % RED)
		return
	var removable = answer.get("removable", [])
	if removable.empty() and not _offer_removable(answer):
		host.say("[color=%s]Minimal:[/color] %s can be removed alone." % [GREEN, _givens_named()])
		return
	for item in removable:
		board.marks[item["cell"]] = "removable"
		var number = int(item.get("clue", item.get("number", 0)))
		host.add_answer_action(
			"Remove %d from cell %s" % [number, item["cell"]], self, "_remove_clue", [item["cell"]]
		)
	board.update()
	var message = (
		"Each blue one can go [b]alone[/b] — not all together: remove one, then run Minimize"
		+ " again (seed 002 §3.3)."
	)
	host.say(message)


# The mode's other givens minimize says can go (Hex Walls: walls), marked and offered; true
# when there were some.
func _offer_removable(_answer: Dictionary) -> bool:
	return false


# What "can be removed" names ("no number").
func _givens_named() -> String:
	return "no number"


func _on_suggest_pressed() -> void:
	var args = CoreTools.suggest_args(host.PACK, host.LEVEL, int(_suggest_count.value))
	var run = yield(host.ask_core("suggest", args), "completed")
	if run == null:
		return
	var suggestions = CoreTools.json_answer(run["output"]).get("suggestions", [])
	if suggestions.empty():
		host.say("Nothing to suggest: the level is already unique, or has no solution.")
		return
	var offered = _offered(suggestions)
	if offered is GDScriptFunctionState:
		offered = yield(offered, "completed")
	if offered == null:
		return  # the level changed meanwhile: the summary says so
	board.suggestions = offered["kept"]
	board.update()
	for i in range(offered["kept"].size()):
		var label = PathAnswers.suggestion_label(offered["kept"][i])
		host.add_answer_action(label, self, "_apply_suggestion", [i])
	var said = "Suggestions are green on the board: click one (or a button) to put it."
	if offered["kept"].empty():
		said = "[color=%s]Nothing to suggest[/color] that passes the live check." % RED
	host.say(said, offered["dropped"])


# The suggestions to offer, {"kept", "dropped": why the others are not offered, "" for none};
# may be a coroutine, whose null says the level changed meanwhile. Here: every one.
func _offered(suggestions: Array):
	return {"kept": suggestions, "dropped": ""}


func _apply_suggestion(index: int) -> void:
	var item = board.suggestions[index]
	var number = int(item.get("clue", item.get("number", 0)))
	var cell_index = edits.index_of(host.level(), item["cell"])
	host.edit_level("Put suggested number", edits, "toggle_number", [cell_index, number])
	host.say("Put %d on cell %s. Run Validate or Suggest again." % [number, item["cell"]])


func _remove_clue(cell_id: String) -> void:
	var cell_index = edits.index_of(host.level(), cell_id)
	host.edit_level("Remove number", edits, "toggle_number", [cell_index, 0])
	host.say("Removed the number from cell %s. Run Minimize again." % cell_id)


func _on_stroke_finished() -> void:
	host.end_stroke()
