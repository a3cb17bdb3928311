tool
extends "res://addons/level_editor_driver/mode_drive.gd"
# The editor driver's part for City Cat Catch (mode_drive.gd): a shipped pack's board looked at by
# the core (its overlap graph), a policy run replayed, Save over the shipped pack asks first and
# leaves it as it was; its screenshots (the board with its graph, a replay); in the packs
# session, each board's look comes in before the next file opens.

const CAT_PACK = "res://levels/city-cat-catch/pack-1-harbor.json"
const TIMEOUT_FRAMES = 1800  # 30 s for the core


func _init(the_driver, piece_path: String).(the_driver, piece_path) -> void:
	pass


func smoke(panel: Node):
	var before = File.new().get_md5(CAT_PACK)
	driver.check(panel.open_pack(CAT_PACK) == "", "a City Cat Catch pack opens")
	var board = panel.get_node(piece + "Boards/Board")
	yield(_answered(board), "completed")
	driver.check(not board.answer.get("covers", []).empty(), "the overlap graph is in")
	yield(driver.press(panel, piece + "Replay/Replay"), "completed")
	driver.check(not board.steps().empty(), "a policy run to replay")
	for _i in range(3):
		panel.get_node(piece + "Replay/Forward").emit_signal("pressed")
	driver.check(board.step == 3, "three picks on")
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	yield(driver.frames(5), "completed")
	var question = panel.get_node("SaveQuestion")
	driver.check(question.visible, "saving over a shipped pack asks first")
	question.get_cancel().emit_signal("pressed")
	driver.check(File.new().get_md5(CAT_PACK) == before, "the shipped pack is as it was")


func screenshots(panel: Node, folder: String):
	panel.open_pack(CAT_PACK)
	panel.select_level(3)
	var board = panel.get_node(piece + "Boards/Board")
	yield(_answered(board), "completed")
	panel.get_node(piece + "Checks/Overlaps").pressed = true
	yield(driver.press(panel, piece + "Checks/Validate"), "completed")
	yield(driver.shot(folder, "editor-cat-board"), "completed")
	panel.get_node(piece + "Checks/Overlaps").pressed = false
	panel.get_node(piece + "Replay/Run").value = 2
	yield(driver.press(panel, piece + "Replay/Replay"), "completed")
	for _i in range(23):
		panel.get_node(piece + "Replay/Forward").emit_signal("pressed")
	yield(driver.shot(folder, "editor-cat-replay"), "completed")


func opened(panel: Node):
	yield(_answered(panel.get_node(piece + "Boards/Board"), panel.document.path), "completed")


# Waits for the background inspect answer of the board shown (of `what`).
func _answered(board: Control, what := "the board"):
	var waited = 0
	yield(driver.frames(1), "completed")
	while board.answer.empty() and waited < TIMEOUT_FRAMES:
		yield(driver.frames(1), "completed")
		waited += 1
	driver.check(waited < TIMEOUT_FRAMES, "the core's look of %s came in" % what)
