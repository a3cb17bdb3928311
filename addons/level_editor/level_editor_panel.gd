tool
extends "res://addons/level_editor/levels_screen.gd"
# The "Levels" screen of the level editor plugin: open a pack, pick a level, edit its board
# and texts (levels_screen.gd), and ask the Python core about it — validate, solve, minimize,
# suggest, grade (Number Stroke), game IDs, candidates, bake, play-test — shown here as the
# core answers. Tools read a scratch copy of the pack as edited, so unsaved edits are what gets
# checked, and run on a thread of their own so the editor never waits for them; an answer about
# a board no longer shown is dropped.


func _on_validate_pressed() -> void:
	var strict = EditorModes.of(mode)["strict"]
	var run = yield(_ask_core("validate", "validate_args", [strict]), "completed")
	if run == null:
		return
	var row = CoreTools.validate_row(run["output"], _level_id())
	if row.empty():
		_failed(run, "Validate gave no answer for %s." % _level_id())
		return
	for cell_id in row["redundant_parity"]:
		_board.marks[cell_id] = "redundant"
	for pair in _walls_named(row.get("redundantWalls", [])):
		_board.wall_marks[HexBoardCanvas.wall_key(pair[0], pair[1])] = "redundant"
	_board.update()
	_say(AnswerTexts.validate_summary(row))


# The level's static walls (as id pairs) that "a-b" names of the core give, in either order.
func _walls_named(names: Array) -> Array:
	var found = []
	for wall in HexLevelEdits.walls_of(_level()):
		var ids = [str(wall[0]), str(wall[1])]
		if "%s-%s" % ids in names or "%s-%s" % [ids[1], ids[0]] in names:
			found.append(ids)
	return found


func _on_solve_pressed() -> void:
	var run = yield(_ask_core("solve", "solve_args"), "completed")
	if run == null:
		return
	var answer = CoreTools.json_answer(run["output"])
	if int(answer.get("count", 0)) == 0:
		_say("[color=%s]No solution.[/color] Loosen a number or open the board up." % RED)
		return
	_board.path_ids = answer["solution"]
	if int(answer["count"]) == 1:
		_board.heading = "The solution"
		_board.update()
		_say("[color=%s]Unique.[/color] The solution is drawn on the board." % GREEN)
		return
	var both = answer.get("solutions", [])
	if both.size() < 2:
		_failed(run, "No second solution to show.")
		return
	_show_two_solutions(both[0], both[1])


func _show_two_solutions(first: Array, second: Array) -> void:
	var parted = 0
	while parted < first.size() and first[parted] == second[parted]:
		parted += 1
	_board.show_solution(_level(), first, parted, "Solution A")
	_second_board.show_solution(_level(), second, parted, "Solution B")
	_second_board.visible = true
	var message = (
		"[color=%s]Not unique[/color] (2 or more solutions). Two of them side by side:"
		+ " they agree up to step %d and part at step %d (red cells). Suggest can find a number"
		+ " that tells them apart."
	)
	_say(message % [RED, parted, parted + 1])


func _on_minimize_pressed() -> void:
	var run = yield(_ask_core("minimize", "minimize_args"), "completed")
	if run == null:
		return
	var answer = CoreTools.json_answer(run["output"])
	if not answer.get("unique", false):
		_say("[color=%s]Not unique yet.[/color] Make it unique first (Solve, Suggest)." % RED)
		return
	var removable = answer.get("removable", [])
	var walls = answer.get("removableWalls", [])
	if removable.empty() and walls.empty():
		var what = "no number nor wall" if mode == EditorModes.HEX_WALLS else "no number"
		_say("[color=%s]Minimal:[/color] %s can be removed alone." % [GREEN, what])
		return
	for item in removable:
		_board.marks[item["cell"]] = "removable"
		var number = int(item.get("clue", item.get("number", 0)))
		_add_answer_action(
			"Remove %d from cell %s" % [number, item["cell"]], "_remove_clue", [item["cell"]]
		)
	for pair in walls:
		_board.wall_marks[HexBoardCanvas.wall_key(str(pair[0]), str(pair[1]))] = "removable"
		_add_answer_action("Remove wall %s-%s" % [pair[0], pair[1]], "_remove_wall", [pair])
	_board.update()
	var message = (
		"Each blue one can go [b]alone[/b] — not all together: remove one, then run Minimize"
		+ " again (seed 002 §3.3)."
	)
	_say(message)


func _on_suggest_pressed() -> void:
	var run = yield(_ask_core("suggest", "suggest_args", [int(_suggest_count.value)]), "completed")
	if run == null:
		return
	var suggestions = CoreTools.json_answer(run["output"]).get("suggestions", [])
	if suggestions.empty():
		_say("Nothing to suggest: the level is already unique, or has no solution.")
		return
	_board.suggestions = suggestions
	_board.update()
	for i in range(suggestions.size()):
		_add_answer_action(AnswerTexts.suggestion_label(suggestions[i]), "_apply_suggestion", [i])
	_say("Suggestions are green on the board: click one (or a button) to put it.")


func _apply_suggestion(index: int) -> void:
	var item = _board.suggestions[index]
	if item.get("kind") == "wall":
		_edit_level("Put suggested wall", "toggle_wall_between", [item["wall"]])
		_say(
			(
				"Put a wall %s. Run Validate or Suggest again."
				% PoolStringArray(item["wall"]).join("-")
			)
		)
		return
	var number = int(item.get("clue", item.get("number", 0)))
	var cell_index = _edits().index_of(_level(), item["cell"])
	_edit_level("Put suggested number", "toggle_number", [cell_index, number])
	_say("Put %d on cell %s. Run Validate or Suggest again." % [number, item["cell"]])


func _remove_clue(cell_id: String) -> void:
	var cell_index = _edits().index_of(_level(), cell_id)
	_edit_level("Remove number", "toggle_number", [cell_index, 0])
	_say("Removed the number from cell %s. Run Minimize again." % cell_id)


func _remove_wall(ids: Array) -> void:
	_edit_level("Remove wall", "toggle_wall_between", [ids])
	_say("Removed the wall %s. Run Minimize again." % PoolStringArray(ids).join("-"))


# Number Stroke's grader: the grade, and on the board which technique fixed which step.
func _on_grade_pressed() -> void:
	var run = yield(_ask_core("grade", "grade_args"), "completed")
	if run == null:
		return
	var answer = CoreTools.json_answer(run["output"])
	if not answer.has("grade"):
		_failed(run, "Grade gave no answer for %s." % _level_id())
		return
	_board.show_trace(answer.get("trace", []), "Deduction: %s" % answer["grade"])
	_say(AnswerTexts.grade_summary(answer))


# The level's game ID to the clipboard (`python -m core id`).
func _on_copy_id_pressed() -> void:
	var run = yield(_ask_core("id", "id_args"), "completed")
	if run == null:
		return
	var game_id = AnswerTexts.game_id_in(run["output"])
	if game_id.empty():
		_failed(run, "No game ID for %s." % _level_id())
		return
	OS.clipboard = game_id
	_say("Game ID of %s, copied to the clipboard:" % _level_id(), game_id)


# Opens the level of a game ID (`python -m core id --decode`): into the pack shown when it is
# of the ID's mode, else as a new unsaved pack.
func open_game_id(text: String) -> void:
	var game_id = text.strip_edges()
	if game_id.empty():
		return
	var out = CoreTools.write_scratch("decoded-id.json", "")
	Directory.new().remove(out)  # the core writes a decoded ID only to a new file
	var run = yield(_run_tool("id --decode", CoreTools.decode_id_args(game_id, out)), "completed")
	if run == null or _failed(run, "Cannot open this game ID."):
		return
	var read = PackFiles.read_pack(out)
	if not read["error"].empty() or read["value"]["levels"].empty():
		_say("[color=%s]Cannot open this game ID.[/color]" % RED, read["error"])
		return
	$TopBar/PasteId.text = ""
	take_level(read["value"]["levels"][0], read["mode"], "the game ID")


# Puts a level (a candidate, a game ID's) into the pack shown when it is of `level_mode`, as an
# edit that Undo takes back; otherwise into a new unsaved pack of its mode. What was done.
func take_level(level: Dictionary, level_mode: String, source: String) -> String:
	var message = ""
	if document != null and document.mode() == level_mode:
		level_index = document.levels().size()
		_edit("Add level", "add_level", [level])
		message = (
			"Added %s as level %s of %s (not saved yet)."
			% [source, _level_id(), document.path]
		)
	else:
		var path = levels_dirs[level_mode].plus_file("pack-%d.json" % next_pack_number(level_mode))
		var problem = new_pack(path, level_mode, level)
		message = "%s opened as a new pack (not saved yet): %s" % [source.capitalize(), path]
		if not problem.empty():
			return problem
	_say(message)
	return message


func _on_candidates_pressed() -> void:
	var target = document.path if document != null else ""
	_candidates.show_for(mode, target, self)


func _on_campaign_pressed() -> void:
	_campaign.show_campaign()


func _on_bake_pressed() -> void:
	var unsaved = unsaved_paths()
	var run = yield(_run_tool("bake", CoreTools.bake_args(mode)), "completed")
	if run == null or _failed(run, "Bake failed."):
		return
	var message = (
		"[color=%s]Baked[/color] the shipped packs (%s/pack-*.json as saved)."
		% [GREEN, EditorModes.of(mode)["levels_dir"].trim_prefix("res://")]
	)
	if not unsaved.empty():
		message += "\nNot in the bake — unsaved edits of: " + PoolStringArray(unsaved).join(", ")
	_say(message)


# Bakes the level as edited into the play-test file and starts the game on it in a process of
# its own — not through the editor's Run, whose "save before running" rewrote the open
# scenes (and the resources they use) that have nothing to do with the level.
func _on_playtest_pressed() -> void:
	var out = ProjectSettings.globalize_path(EditorModes.of(mode)["playtest_file"])
	var level_id = _level_id()
	var args = CoreTools.bake_playtest_args(_scratch_copy(), level_id, out)
	var run = yield(_run_tool("the play-test bake", args), "completed")
	if run == null or _failed(run, "Cannot play-test this level."):
		return
	if _editor_plugin == null:
		_say("Baked to %s; play-testing runs inside the Godot editor only." % out)
		return
	var started = start_playtest()
	if started <= 0:
		_say("[color=%s]Cannot start the game[/color] (%s)." % [RED, OS.get_executable_path()])
		return
	_say("Playing %s (as edited, saved or not) in a window of its own." % level_id)


# Starts the play-test scene in a new game process (the one before is stopped); its pid.
func start_playtest() -> int:
	if _playtest_pid > 0:
		OS.kill(_playtest_pid)
	var project = ProjectSettings.globalize_path("res://")
	var scene = EditorModes.of(mode)["playtest_scene"]
	_playtest_pid = OS.execute(OS.get_executable_path(), ["--path", project, scene], false)
	return _playtest_pid
