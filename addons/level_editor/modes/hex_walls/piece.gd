tool
extends "res://addons/level_editor/path_piece/path_piece.gd"
# Hex Walls' editor piece: flat-top hexes (hex_board_canvas.gd), the tools Paint, Erase, Walls
# (static walls on edges, turning walls on vertices) and Number (hex_editing.gd says what a
# click does, hex_level_edits.gd makes the edit), strict validate with the redundant walls
# marked, the walls minimize and suggest name.

const HexBoardCanvas = preload("res://addons/level_editor/modes/hex_walls/hex_board_canvas.gd")
const HexEditing = preload("res://addons/level_editor/modes/hex_walls/hex_editing.gd")
const HexLevelEdits = preload("res://addons/level_editor/modes/hex_walls/hex_level_edits.gd")

var current_tool = HexEditing.PAINT

onready var _tool_buttons: Container = $ToolBar/HexTools


func _init() -> void:
	edits = HexLevelEdits


func _ready() -> void:
	if EditedScene.is_open(self):
		return
	board.connect("target_pressed", self, "_on_hex_target_pressed")
	board.connect("target_dragged", self, "_on_hex_target_dragged")
	select_tool(0)


func title() -> String:
	return "Hex Walls"


func expanded_packs() -> bool:
	return true  # as the core writes its packs


func strict_validate() -> bool:
	return true  # redundant static walls fail


func candidate_fields() -> Array:
	return [
		_seed_option(),
		_option("Radius", "radius", 1, 5, 2, "Board radius"),
		_option("Trim", "trim", 0, 12, 2, "Rim hexes removed at random"),
		_option("Turning", "turning", 0, 4, 1, "Turning walls per level"),
		_count_option(8),
	]


# A board of `radius` with `trim` rim hexes removed, `turning` turning walls a level.
func candidate_args(values: Dictionary, out_file: String) -> Array:
	var options = ["--seed", str(values["Seed"]), "--radius", str(values["Radius"])]
	options += ["--trim", str(values["Trim"]), "--turning", str(values["Turning"])]
	options += ["--count", str(values["Count"])]
	return ["-m", "core", "generate", "--mode", mode_id] + options + ["--out", out_file]


func select_tool(which: int) -> void:
	current_tool = HexEditing.TOOLS[which]
	for button in _tool_buttons.get_children():
		button.pressed = button.get_index() == which
	board.pick = HexEditing.pick_of(current_tool)
	board.update()


func _mark_validated(row: Dictionary) -> void:
	for pair in _walls_named(row.get("redundantWalls", [])):
		board.wall_marks[HexBoardCanvas.wall_key(pair[0], pair[1])] = "redundant"


# The level's static walls (as id pairs) that "a-b" names of the core give, in either order.
func _walls_named(names: Array) -> Array:
	var found = []
	for wall in HexLevelEdits.walls_of(host.level()):
		var ids = [str(wall[0]), str(wall[1])]
		if "%s-%s" % ids in names or "%s-%s" % [ids[1], ids[0]] in names:
			found.append(ids)
	return found


func _offer_removable(answer: Dictionary) -> bool:
	var walls = answer.get("removableWalls", [])
	for pair in walls:
		board.wall_marks[HexBoardCanvas.wall_key(str(pair[0]), str(pair[1]))] = "removable"
		host.add_answer_action(
			"Remove wall %s-%s" % [pair[0], pair[1]], self, "_remove_wall", [pair]
		)
	return not walls.empty()


func _givens_named() -> String:
	return "no number nor wall"


func _apply_suggestion(index: int) -> void:
	var item = board.suggestions[index]
	if item.get("kind") != "wall":
		._apply_suggestion(index)
		return
	host.edit_level("Put suggested wall", HexLevelEdits, "toggle_wall_between", [item["wall"]])
	host.say(
		"Put a wall %s. Run Validate or Suggest again." % PoolStringArray(item["wall"]).join("-")
	)


# Hex Walls' gates ask more than uniqueness (walls that carry the level, every turning wall
# necessary, no redundant wall), so a number or wall that makes the level unique may still fail
# the live check. Each suggestion is put on a copy of the level and validated as the live check
# validates; one that adds a problem the level does not have already is not offered.
func _offered(suggestions: Array):
	var asked = host.document
	var asked_revision = asked.revision
	var asked_level = host.level_id()
	host.say("Running the live check on each suggestion …")
	var before = yield(_live_problems(host.level()), "completed")
	var kept = []
	var dropped = PoolStringArray()
	for item in suggestions:
		var level = host.level().duplicate(true)
		_put(level, item)
		var added = PoolStringArray()
		var after = yield(_live_problems(level), "completed")
		for problem in after:
			if not problem in before:
				added.append(problem)
		if added.empty():
			kept.append(item)
		else:
			dropped.append("%s: %s" % [PathAnswers.suggestion_label(item), added.join("; ")])
	if host.document != asked or asked.revision != asked_revision or host.level_id() != asked_level:
		host.say("The level changed while the suggestions were checked. Run Suggest again.")
		return null
	var why = "" if dropped.empty() else "Not offered (the live check would fail):\n"
	return {"kept": kept, "dropped": why + dropped.join("\n")}


# The problems validate names on the pack shown with `level` in the place of the level shown,
# run as the live check runs it (a coroutine).
func _live_problems(level: Dictionary):
	var pack = host.document.data.duplicate()
	pack["levels"] = host.document.levels().duplicate()
	pack["levels"][host.level_position()] = level
	var file = CoreTools.write_scratch(
		"suggested-" + host.document.path.get_file(), JSON.print(pack)
	)
	var args = CoreTools.validate_args(file, host.level_id(), strict_validate())
	var run = yield(host.tools.run_in_background(args, get_tree()), "completed")
	return CoreTools.validate_row(run["output"], host.level_id()).get("notes", [])


# A suggestion put on a level, as clicking it puts it on the level shown.
static func _put(level: Dictionary, item: Dictionary) -> void:
	if item.get("kind") == "wall":
		HexLevelEdits.toggle_wall_between(level, item["wall"])
	else:
		var index = HexLevelEdits.index_of(level, str(item["cell"]))
		HexLevelEdits.toggle_number(level, index, int(item.get("number", 0)))


func _remove_wall(ids: Array) -> void:
	host.edit_level("Remove wall", HexLevelEdits, "toggle_wall_between", [ids])
	host.say("Removed the wall %s. Run Minimize again." % PoolStringArray(ids).join("-"))


# A press on the board (hex_board_canvas.gd's target): hex_editing.gd says what it does with
# the tool chosen.
func _on_hex_target_pressed(target: Dictionary, button_index: int) -> void:
	var level = host.level()
	if level.empty():
		return
	var request = HexEditing.request(level, current_tool, target, button_index, int(_number.value))
	if request.empty():
		return
	if not request["message"].empty():
		host.say(request["message"])
	elif request["stroke"]:
		host.begin_stroke(request["action"], HexLevelEdits, request["method"], request["args"][0])
	else:
		host.edit_level(request["action"], HexLevelEdits, request["method"], request["args"])
		if request["method"] == "cycle_turning_wall":
			host.say(HexEditing.turning_said(host.level(), target["vertex"]))


func _on_hex_target_dragged(target: Dictionary) -> void:
	if target.get("kind") == "hex":
		host.stroke(target["hex"])
