extends Reference
# Hex Walls' screenshots (its registry entry's "screenshots", run by
# tests/godot/screenshot_driver.gd): the level select, an empty board and its way from the start,
# a wall mid-turn, a refused move, a hint, a clear; the next-position marks at the start of 2-2
# and 2-9, the menu over 2-9, high contrast on 2-9, and the level list at the generated packs.

const Gestures = preload("res://tests/godot/modes/hex_walls/hw_gestures.gd")
const Session = preload("res://scripts/hex_walls/session.gd")
const BoardView = preload("res://scripts/hex_walls/board_view.gd")
const HwSceneTestCase = preload("res://tests/godot/modes/hex_walls/hw_scene_test_case.gd")


func run(driver, mode_id):
	var mode = yield(driver.open_mode(mode_id), "completed")
	var ids = mode.catalog.level_ids()
	for i in range(3):
		mode.progress.mark_cleared(ids[i])
	mode.show_level_select()
	yield(driver.shot("20-hw-level-select"), "completed")
	mode.play(_showcase_level(mode.catalog))
	var game = mode.get_node("Game")
	var board = game.board()
	var tween = board.find_node("Tween", false, false)
	var gestures = Gestures.new(driver, board, true)
	var solution = game.level["hintPath"]
	yield(driver.shot("21-hw-empty"), "completed")
	driver.press(game, "show_way")
	yield(driver.shot("21-hw-hint-way-start"), "completed")
	# A turn caught halfway: the wall between two edges, its ghost ahead of it.
	gestures.draw(solution.slice(0, 3), false)
	yield(driver.create_timer(0.3), "timeout")
	gestures.move(gestures.centre_of(solution[4]))
	tween.seek(BoardView.TURN_TIME / 2.0)
	tween.stop_all()
	yield(driver.shot("22-hw-wall-turning", 0.1), "completed")
	tween.resume_all()
	gestures.release(gestures.centre_of(solution[4]))
	driver.press(game, "restart")
	# A move into a turning wall: refused, the wall red and shaking, the message says why.
	var refused = HwSceneTestCase.blocked_move(game.level, "t", 2)
	if not refused.empty():
		gestures.draw(refused[0], false)
		yield(driver.create_timer(0.3), "timeout")
		gestures.move(gestures.centre_of(refused[1]))
		tween.seek(0.1)
		tween.stop_all()
		yield(driver.shot("23-hw-refused", 0.1), "completed")
		tween.resume_all()
		gestures.release(gestures.centre_of(refused[1]))
		driver.press(game, "restart")
	# Off the solution, then "show the way": the last right hex ringed, the rest dimmed.
	gestures.draw(_wrong_turn(game.level))
	driver.press(game, "show_way")
	yield(driver.shot("24-hw-hint"), "completed")
	driver.press(game, "restart")
	gestures.draw(solution)
	yield(driver.shot("25-hw-cleared", 0.45), "completed")
	for id in ["2-2", "2-9"]:
		if id in ids:
			mode.play(id)
			yield(driver.shot("26-hw-marks-%s" % id), "completed")
	game.open_menu()
	yield(driver.shot("27-hw-menu-over-board"), "completed")
	game.go_back()
	var settings = driver.settings
	settings.set_flag("high_contrast", true)
	yield(driver.shot("28-hw-high-contrast"), "completed")
	settings.set_flag("high_contrast", false)
	# The level list at the first generated pack: every level before it cleared, so the list
	# opens there.
	var packs = mode.catalog.packs()
	for pack in packs.slice(0, min(2, packs.size() - 1)):
		for id in pack["levelIds"]:
			mode.progress.mark_cleared(id)
	mode.show_level_select()
	yield(driver.shot("29-hw-generated-packs"), "completed")


# A level with at least two turning walls and five static walls, else the last one.
func _showcase_level(catalog):
	for id in catalog.level_ids():
		var level = catalog.level(id)
		if level["turningWalls"].size() >= 2 and level["walls"].size() >= 5:
			return id
	return catalog.level_ids().back()


# The solution's first three hexes, then an open neighbour off the solution.
func _wrong_turn(level):
	var solution = level["hintPath"]
	var path = solution.slice(0, 2)
	var probe = Session.new(level)
	for node in path:
		probe.press(node)
	for next in level["adjacency"][path.back()]:
		if (
			not next in path
			and next != solution[3]
			and probe.blocking_wall(path.back(), next, 3) == ""
		):
			return path + [next]
	return path
