tool
extends "res://addons/level_editor_driver/mode_drive.gd"
# The editor driver's part for Hex Tracks (mode_drive.gd): real clicks on its board inside the
# Godot editor (a tile put, a route looked at), the core's routes and validate, the campaign
# seeds' entry previewed by the live check; its screenshots (editing, routes, seeds, campaign).

const TRACKS_PACK = "res://levels/hex-tracks/pack-4.json"
const SEEDS = "res://levels/hex-tracks/campaign-seeds.json"
const TIMEOUT_FRAMES = 1800  # 30 s for the core


func _init(the_driver, piece_path: String).(the_driver, piece_path) -> void:
	pass


func smoke(panel: Node):
	yield(_tracks_smoke(panel), "completed")
	yield(_seeds_smoke(panel), "completed")


# A Hex Tracks pack: a real click puts a tile (the workshop's edit), the core's routes, Look.
func _tracks_smoke(panel: Node):
	driver.check(panel.open_pack(TRACKS_PACK) == "", "a Hex Tracks pack opens")
	yield(driver.frames(20), "completed")
	panel.select_level(2)
	var board = panel.get_node(piece + "Boards/Board")
	driver.check(board.is_visible_in_tree(), "the Hex Tracks board is shown")
	panel.get_node(piece + "BoardTools/ToolBar/Tools/Tile").emit_signal("pressed")
	var free = _free_cell(panel.document.level(2))
	var tiles = panel.document.level(2)["tiles"].size()
	driver.click_at(board, board.cell_centre(free[0], free[1]))
	yield(driver.frames(2), "completed")
	driver.check(panel.document.level(2)["tiles"].size() == tiles + 1, "a click puts a tile")
	panel.undo()
	yield(driver.press(panel, piece + "Checks/Routes"), "completed")
	var routes = board.answer.get("routes", [])
	driver.check(routes.size() == tiles, "routes: one route a tile (%d)" % routes.size())
	panel.get_node(piece + "BoardTools/ToolBar/Tools/Look").emit_signal("pressed")
	var blocked = _blocked_route(board.answer)
	if not blocked.empty():
		var tile = _tile(panel.document.level(2), blocked["tile"])
		driver.click_at(board, board.cell_centre(tile["q"], tile["r"]))
		yield(driver.frames(2), "completed")
		driver.check(board.focus == blocked["tile"], "Look shows the tile's route")
	yield(driver.press(panel, piece + "Checks/Validate"), "completed")
	driver.check(driver.summary(panel).find("score") != -1, "validate: " + driver.summary(panel))


# The campaign's seeds: an entry's form, and the live check previews its level.
func _seeds_smoke(panel: Node):
	driver.check(panel.open_pack(SEEDS) == "", "the campaign seeds open")
	yield(driver.live_check(panel), "completed")
	driver.check(panel.get_node(piece + "SeedForm").is_visible_in_tree(), "the seed form is shown")
	var board = panel.get_node(piece + "Boards/Board")
	driver.check(not board.level.empty(), "the entry's level is previewed")
	var live = panel.get_node("Body/Results/Live").text
	driver.check(live.find("Live check 1-1: seed") != -1, "the live check: " + live)


func screenshots(panel: Node, folder: String):
	panel.open_pack(TRACKS_PACK)
	panel.select_level(2)
	yield(driver.frames(10), "completed")
	var board = panel.get_node(piece + "Boards/Board")
	panel.get_node(piece + "BoardTools/ToolBar/Tools/Tile").emit_signal("pressed")
	var free = _free_cell(panel.document.level(2))
	driver.send_mouse_at(InputEventMouseMotion.new(), board, board.cell_centre(free[0], free[1]))
	yield(driver.shot(folder, "editor-tracks-edit"), "completed")
	yield(driver.press(panel, piece + "Checks/Routes"), "completed")
	panel.get_node(piece + "BoardTools/ToolBar/Tools/Look").emit_signal("pressed")
	var blocked = _blocked_route(board.answer)
	if not blocked.empty():
		var tile = _tile(panel.document.level(2), blocked["tile"])
		driver.click_at(board, board.cell_centre(tile["q"], tile["r"]))
	yield(driver.shot(folder, "editor-tracks-routes"), "completed")
	panel.open_pack(SEEDS)
	panel.select_level(8)
	yield(driver.press(panel, piece + "Checks/Validate"), "completed")
	yield(driver.shot(folder, "editor-tracks-seeds"), "completed")
	var campaign = panel.get_node(piece + "CampaignPanel")
	panel.get_node(piece + "Checks/Campaign").emit_signal("pressed")
	var waited = 0
	while campaign.verdicts.empty() and waited < TIMEOUT_FRAMES:
		yield(driver.frames(1), "completed")
		waited += 1
	driver.check(campaign.row_count() == 48, "the campaign panel lists 48 levels")
	yield(driver.shot(folder, "editor-campaign"), "completed")
	campaign.hide()


static func _free_cell(level: Dictionary) -> Array:
	var taken = {}
	for tile in level["tiles"]:
		taken[[int(tile["q"]), int(tile["r"])]] = true
	for cell in level["cells"]:
		if not taken.has([int(cell["q"]), int(cell["r"])]):
			return [int(cell["q"]), int(cell["r"])]
	return [0, 0]


# The stopped route that runs longest before its contact (the clearest to look at).
static func _blocked_route(answer: Dictionary) -> Dictionary:
	var found = {}
	for route in answer.get("routes", []):
		if route["outcome"] == "blocked":
			if found.empty() or route["points"].size() > found["points"].size():
				found = route
	return found


static func _tile(level: Dictionary, id: String) -> Dictionary:
	for tile in level["tiles"]:
		if tile["id"] == id:
			return tile
	return {}
