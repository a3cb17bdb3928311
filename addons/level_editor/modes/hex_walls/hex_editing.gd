tool
extends Reference
# What a click on the Hex Walls board does with each tool: the edit to make (a method of
# hex_level_edits.gd and its arguments, or a stroke that goes on while the mouse is dragged),
# or why nothing happens. The panel applies it on the pack's history.

const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const HexLevelEdits = preload("res://addons/level_editor/modes/hex_walls/hex_level_edits.gd")

# the Hex Walls tools (their buttons, in order, in the panel's HexTools bar)
const PAINT = "paint"
const ERASE = "erase"
const WALLS = "walls"
const NUMBER = "number"
const TOOLS = [PAINT, ERASE, WALLS, NUMBER]


# What the board picks for a tool: a hex, or an edge / a vertex (the walls tool).
static func pick_of(tool_name: String) -> String:
	return "walls" if tool_name == WALLS else "hex"


# The edit for a press of `button_index` on `target` (hex_board_canvas.gd's target) with
# `tool_name`: {"action": undo name, "method", "args" (after the level), "stroke": true when
# dragging goes on with the same method on each hex, "message": shown when nothing is done}.
static func request(
	level: Dictionary, tool_name: String, target: Dictionary, button_index: int, number: int
) -> Dictionary:
	var erase = button_index == BUTTON_RIGHT
	match target.get("kind"):
		"edge":
			if erase:
				return _edit("Remove wall", "remove_wall", [target["edge"]])
			if HexLevelEdits.edge_cells(level, target["edge"]).empty():
				return _say("A wall goes on the side between two hexes of the board.")
			return _edit("Toggle wall", "toggle_wall", [target["edge"]])
		"vertex":
			if erase:
				return _edit("Remove turning wall", "remove_turning_wall", [target["vertex"]])
			var hexes = HexGeometry.vertex_hexes(target["vertex"])
			if (
				HexLevelEdits.turning_index(level, target["vertex"]) == -1
				and HexLevelEdits.board_hexes_at(level, hexes) < 2
			):
				return _say("A turning wall goes on a corner where two or three board hexes meet.")
			return _edit("Turning wall", "cycle_turning_wall", [target["vertex"]])
	var hex = target.get("hex", [0, 0])
	if erase or tool_name == ERASE:
		return _stroke("Erase hex", "erase_hex", hex)
	if tool_name == PAINT:
		return _stroke("Paint hex", "paint_hex", hex)
	var index = HexLevelEdits.cell_at(level, hex)
	if tool_name == NUMBER and index != -1:
		return _edit("Set number", "toggle_number", [index, number])
	if tool_name == WALLS:
		return _say("Walls: click the side between two hexes, or a corner for a turning wall.")
	return {}


# What a turning-wall click did, read from the level after it.
static func turning_said(level: Dictionary, vertex: Array) -> String:
	var index = HexLevelEdits.turning_index(level, vertex)
	if index == -1:
		return "Turning wall taken off."
	var edge = int(HexLevelEdits.turning_walls_of(level)[index].get("edge", 0))
	if edge == 0:
		return "Turning wall put on, standing on edge 0 at the start; click again: edge 1."
	if edge == 1:
		return "The turning wall now starts on edge 1; click again: edge 2."
	return "The turning wall now starts on edge 2; click again to take it off."


static func _edit(action: String, method: String, args: Array) -> Dictionary:
	return {"action": action, "method": method, "args": args, "stroke": false, "message": ""}


static func _stroke(action: String, method: String, hex: Array) -> Dictionary:
	return {"action": action, "method": method, "args": [hex], "stroke": true, "message": ""}


static func _say(message: String) -> Dictionary:
	return {"action": "", "method": "", "args": [], "stroke": false, "message": message}
