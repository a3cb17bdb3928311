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

onready var _tool_buttons: HBoxContainer = $ToolBar/HexTools


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
