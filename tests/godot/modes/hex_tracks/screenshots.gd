extends Reference
# Hex Tracks' screenshots (its registry entry's "screenshots", run by
# tests/godot/screenshot_driver.gd), as build/screenshots/4x-ht-NAME-WxH.png: the chapter select,
# a board, a tile mid-slide, a blocked tile at its contact point, a turn caught halfway, a hint,
# a clear, the workshop editor and a workshop import error, a board in English and taps waiting
# for a ride. Scenes are driven through their
# public methods; animations are caught by seeking the board's Tween.

var _driver = null


func run(driver, mode_id):
	_driver = driver
	var settings = driver.settings
	var mode = driver.open_mode(mode_id)
	var ids = mode.catalog.level_ids()
	for i in range(8):
		mode.progress.mark_cleared(ids[i])
	mode.show_level_select()
	yield(_shot("01-chapters"), "completed")
	var game = mode.game()
	var board = game.board()
	var tween = board.find_node("Tween", false, false)
	# A board: a 61-cell payoff level.
	var showcase = _level_where(mode.catalog, "payoff", 61)
	mode.play(showcase)
	yield(_shot("02-board"), "completed")
	# A tile mid-slide: the free tile with the longest route, caught halfway out.
	var leaving = _longest_free_tile(game.session)
	game.tap_tile(leaving)
	tween.seek(board.move_time * 0.55)
	tween.stop_all()
	yield(_shot("03-sliding", 0.1), "completed")
	tween.resume_all()
	yield(board, "move_finished")
	# A blocked tile at its contact point, the blocker flashing.
	var blocked = _blocked_tile(game.session)
	if blocked != "":
		game.tap_tile(blocked)
		tween.seek(board.move_time * 0.999)
		tween.stop_all()
		yield(_shot("04-blocked", 0.1), "completed")
		tween.resume_all()
		yield(board, "move_finished")
	# A turn caught halfway, then a hint.
	game.rotate(1)
	tween.seek(board.TURN_TIME * 0.5)
	tween.stop_all()
	yield(_shot("05-turning", 0.1), "completed")
	tween.resume_all()
	yield(board, "turn_finished")
	game.apply({"op": "undo"})
	game.apply({"op": "undo"})
	game.hint()
	yield(_shot("06-hint"), "completed")
	# A clear: level 1-2 (a turn) played out with reduced motion, then its card.
	settings.set_flag("reduced_motion", true)
	mode.play(ids[1])
	for action in game.level["solution"]:
		game.apply(action)
	yield(_shot("07-clear", 0.3), "completed")
	settings.set_flag("reduced_motion", false)
	# The workshop editor with a small level on it, then an import error.
	mode.show_workshop()
	var workshop = mode.workshop()
	workshop.new_board(3)
	_build_sample(workshop)
	yield(_shot("08-workshop-editor"), "completed")
	workshop.set_tool("tile")
	yield(_shot("08-workshop-editor-tiles"), "completed")
	workshop.show_import()
	workshop.import_text(
		(
			'{"version": 1, "id": "mine", "name": "Mine", "moveLimit": 2,\n'
			+ ' "cells": [{"q": 0, "r": 0, "tracks": [1, 2, 0, 4, 5, 3]}], "tiles": []}'
		)
	)
	yield(_shot("09-workshop-error"), "completed")
	settings.set_language("en")
	mode.play(showcase)
	yield(_shot("10-board-en"), "completed")
	# Taps made while a tile rides wait, their tiles ringed.
	game.tap_tile(_longest_free_tile(game.session))
	for id in game.session.remaining_ids().slice(0, 1):
		game.tap_tile(id)
	tween.seek(board.move_time * 0.4)
	tween.stop_all()
	yield(_shot("11-queued", 0.1), "completed")
	tween.resume_all()


# A few curved tracks and four tiles on the editor's board.
func _build_sample(workshop):
	var pairings = workshop.find_node("Pairings", true, false).get_children()
	var cells = [[0, -1, 2], [1, -1, 5], [-1, 0, 9], [0, 1, 12], [1, 0, 3], [-1, 2, 7]]
	workshop.set_tool("track")
	for cell in cells:
		workshop.set_pairing(pairings[cell[2]].value)
		workshop.edit_cell(cell[0], cell[1])
	workshop.set_tool("tile")
	var tiles = [[0, 0, 0, 5], [1, 1, 2, 8], [-2, 1, 5, 2], [0, 2, 3, 5]]
	for tile in tiles:
		workshop.set_tile_dir(tile[2])
		workshop.set_tile_color(tile[3])
		workshop.edit_cell(tile[0], tile[1])
	workshop.set_tool("track")


func _level_where(catalog, beat, cells):
	for id in catalog.level_ids():
		var level = catalog.level(id)
		if level["beat"] == beat and level["cells"].size() == cells:
			return id
	return catalog.level_ids().back()


func _longest_free_tile(session):
	var best = ""
	var longest = -1
	for id in session.remaining_ids():
		var trace = session.trace_of(id)
		if trace["outcome"] == "exit" and trace["route"]["segments"] > longest:
			longest = trace["route"]["segments"]
			best = id
	return best


func _blocked_tile(session):
	var best = ""
	var furthest = -1.0
	for id in session.remaining_ids():
		var trace = session.trace_of(id)
		if trace["outcome"] == "blocked" and trace["contact"] > furthest:
			furthest = trace["contact"]
			best = id
	return best


func _shot(name, delay = 0.6):
	yield(_driver.shot("4x-ht-" + name, delay), "completed")
