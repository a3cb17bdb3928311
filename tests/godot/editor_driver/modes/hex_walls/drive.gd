tool
extends "res://addons/level_editor_driver/mode_drive.gd"
# The editor driver's part for Hex Walls (mode_drive.gd): its pack opens on the hex board, a real
# click on an edge puts a wall, strict Validate answers; its screenshots (editing, two solutions,
# Suggest).

const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const HEX_PACK = "res://tests/godot/fixtures/editor-hex-pack.json"


func _init(the_driver, piece_path: String).(the_driver, piece_path) -> void:
	pass


func smoke(panel: Node):
	driver.check(panel.open_pack(HEX_PACK) == "", "the Hex Walls pack opens")
	yield(driver.settle(), "completed")
	var board = panel.get_node(piece + "Boards/Board")
	driver.check(board.is_visible_in_tree(), "the hex board is shown")
	panel.get_node(piece + "ToolBar/HexTools/Walls").emit_signal("pressed")
	var walls = panel.document.level(0)["walls"].size()
	driver.click_at(board, board.edge_centre(HexGeometry.edge_key([0, 0], [0, -1])))
	yield(driver.frames(2), "completed")
	var put = panel.document.level(0)["walls"].size() == walls + 1
	driver.check(put, "a click on an edge puts a wall")
	panel.undo()
	panel.select_level(2)
	yield(driver.press(panel, piece + "Checks/Validate"), "completed")
	var said = driver.summary(panel)
	driver.check(said.find("redundant walls") != -1, "strict validate: " + said)


# Editing (the walls tool over a corner), then two solutions side by side, then Suggest.
func screenshots(panel: Node, folder: String):
	panel.open_pack(HEX_PACK)
	yield(driver.settle(), "completed")
	var board = panel.get_node(piece + "Boards/Board")
	panel.get_node(piece + "ToolBar/HexTools/Walls").emit_signal("pressed")
	driver.click_at(board, board.edge_centre(HexGeometry.edge_key([1, 0], [0, 1])))  # d-e
	var corner = HexGeometry.vertex_key([1, -1], [1, 0], [2, -1])  # c, d and a free hex
	driver.click_at(board, board.vertex_point(corner))  # a turning wall, on edge 0
	var over = board.edge_centre([[0, -1], [1, -1]])
	driver.send_mouse_at(InputEventMouseMotion.new(), board, over)
	yield(driver.settle(), "completed")
	yield(driver.shot(folder, "editor-hex-walls"), "completed")
	panel.undo()
	panel.undo()
	panel.select_level(1)
	yield(driver.press(panel, piece + "Checks/Solve"), "completed")
	yield(driver.shot(folder, "editor-hex-two-solutions"), "completed")
	# Suggest without the wall a-b: two numbers for c side by side, one not offered (it would
	# fail the live check)
	driver.click_at(board, board.edge_centre(HexGeometry.edge_key([0, 0], [0, -1])))
	panel.get_node(piece + "Checks/SuggestCount").value = 4
	yield(driver.press(panel, piece + "Checks/Suggest"), "completed")
	var offered = driver.summary(panel).find("Not offered") != -1
	driver.check(offered, "a suggestion that fails is not offered")
	yield(driver.shot(folder, "editor-hex-suggest"), "completed")
	panel.undo()
