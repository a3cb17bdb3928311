extends Reference
# Hex Tracks' screenshots (its registry entry's "screenshots", run by
# tests/godot/screenshot_driver.gd), as build/screenshots/4x-ht-NAME-WxH.png: the first-time
# overlay, a lesson caption, the chapter select with stars, boards with their routes (1-2, 2-6
# and a 61-cell one) and one without, a held tile's route to its
# contact zone and a free one's to the edge, a held rotate button's turn preview, a tile
# mid-slide, a blocked tile at its contact point, a turn caught halfway, an undone removal
# sliding back, a hint, a rotated start, a clear card with stars, a chapter card, the finale,
# the workshop editor, its question before a new board replaces work not exported, a workshop
# import error and a long paste, a play-tested level and a board in English, and taps and a turn
# waiting for a ride. Scenes are driven through their public methods and buttons; animations
# are caught by seeking the board's Tween.

const Rules = preload("res://scripts/hex_tracks/level_rules.gd")
const Session = preload("res://scripts/hex_tracks/session.gd")

var _driver = null


func run(driver, mode_id):
	_driver = driver
	var settings = driver.settings
	var mode = yield(driver.open_mode(mode_id), "completed")
	var ids = mode.catalog.level_ids()
	var game = mode.game()
	var board = game.board()
	var tween = board.find_node("Tween", false, false)
	# A new player's first level, under the first-time overlay; then a lesson's caption.
	mode.play(ids[0])
	yield(_shot("00-first-time"), "completed")
	game.go_back()
	mode.play(ids[2])
	yield(_shot("00-lesson"), "completed")
	# The chapter select: chapter 1 cleared with some stars, chapter 2 under way.
	var earned = [3, 3, 2, 3, 1, 3, 2, 3]
	for i in range(earned.size()):
		mode.progress.mark_cleared_with_stars(ids[i], earned[i])
	mode.show_level_select()
	yield(_shot("01-chapters"), "completed")
	# Boards read at a glance (issue 30): every tile's own route, then, for the 61-cell payoff
	# level, without them (Show routes off: only the exit marks).
	var showcase = _level_where(mode.catalog, "payoff", 61)
	for id in ["1-2", "2-5", showcase]:
		mode.play(id)
		yield(_shot("02-board-" + id), "completed")
	settings.set_flag("show_routes", false)
	yield(_shot("02-board-routes-off"), "completed")
	settings.set_flag("show_routes", true)
	# Holding a tile: its route to the contact zone of the tile that would stop it; another's to
	# the edge; holding a rotate button: every route after the turn, faintly.
	board.show_tile_route(_longest_free_tile(game.session))
	yield(_shot("02-hold-free"), "completed")
	board.show_turn_routes(1)
	yield(_shot("02-hold-turn"), "completed")
	var far = _furthest_block(mode.catalog)
	mode.play(far[0])
	board.show_tile_route(far[1])
	yield(_shot("02-hold-blocked"), "completed")
	board.clear_preview()
	mode.play(showcase)
	# A tile mid-slide: the free tile with the longest route, caught halfway out.
	var leaving = _longest_free_tile(game.session)
	game.tap_tile(leaving)
	tween.seek(board.move_time * 0.55)
	tween.stop_all()
	yield(_shot("03-sliding", 0.1), "completed")
	tween.resume_all()
	yield(board, "move_finished")
	# A blocked tile at its contact point, the blocker flashing, the try said and counted.
	var blocked = _blocked_tile(game.session)
	if blocked != "":
		game.tap_tile(blocked)
		yield(board, "outcome_shown")
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
	yield(board, "turn_finished")
	if blocked != "":
		game.apply({"op": "undo"})  # the failed try's undo: nothing moves
	# An undone removal: the tile slides back onto the board along its route.
	game.apply({"op": "undo"})
	tween.seek(board.move_time * 0.2)
	tween.stop_all()
	yield(_shot("05-undo-return", 0.1), "completed")
	tween.resume_all()
	yield(board, "return_finished")
	game.hint()
	yield(_shot("06-hint"), "completed")
	# A rotated start: written turned, nothing can leave before the first turn.
	mode.play(_rotated_start(mode.catalog))
	yield(_shot("06-rotated-start"), "completed")
	# A clear: level 1-2 (a turn) played out with reduced motion, then its card with its stars.
	settings.set_flag("reduced_motion", true)
	mode.play(ids[1])
	game.apply({"op": "rotate", "dir": 1})
	game.apply({"op": "rotate", "dir": -1})
	_play_solution(game)
	yield(game, "level_cleared")
	yield(_shot("07-clear", 0.3), "completed")
	# The last level of chapter 2 cleared for the first time: its card, then the chapter's.
	var chapter = mode.catalog.packs()[1]["levelIds"]
	for id in chapter.slice(0, chapter.size() - 2):
		if not mode.progress.is_cleared(id):
			mode.progress.mark_cleared_with_stars(id, 2)
	mode.play(chapter.back())
	_play_solution(game)
	yield(game, "level_cleared")
	game.frame().card_button("continue").emit_signal("pressed")
	yield(_shot("07-chapter", 0.3), "completed")
	# The campaign's last clear: the finale.
	for id in ids.slice(0, ids.size() - 2):
		mode.progress.mark_cleared_with_stars(id, 3 if id.ends_with("1") else 2)
	mode.play(ids.back())
	_play_solution(game)
	yield(game, "level_cleared")
	game.frame().card_button("continue").emit_signal("pressed")
	yield(_shot("07-finale", 0.3), "completed")
	mode.show_level_select()
	yield(_shot("07-chapters-done", 0.3), "completed")
	settings.set_flag("reduced_motion", false)
	# The workshop editor with a small level on it, then an import error.
	mode.show_workshop()
	var workshop = mode.workshop()
	workshop.new_board(3)
	_build_sample(workshop)
	yield(_shot("08-workshop-editor"), "completed")
	workshop.set_tool("tile")
	yield(_shot("08-workshop-editor-tiles"), "completed")
	workshop.find_node("Radius2", true, false).emit_signal("pressed")
	yield(_shot("08-workshop-replace"), "completed")
	workshop.go_back()
	workshop.show_import()
	workshop.import_text(
		(
			'{"version": 1, "id": "mine", "name": "Mine", "moveLimit": 2,\n'
			+ ' "cells": [{"q": 0, "r": 0, "tracks": [1, 2, 0, 4, 5, 3]}], "tiles": []}'
		)
	)
	yield(_shot("09-workshop-error"), "completed")
	var level = Rules.level_file(mode.catalog.level(ids[3]))
	workshop.import_text(JSON.print(level).replace(",", ", ").replace(":", ": "))
	yield(_shot("09-workshop-import-long"), "completed")
	settings.set_language("en")
	workshop.show_editor()
	workshop.play_test()
	yield(_shot("10-workshop-test-en"), "completed")
	mode.play(showcase)
	yield(_shot("10-board-en"), "completed")
	# Taps made while a tile rides wait, their tiles ringed, and a turn, its button ringed.
	game.tap_tile(_longest_free_tile(game.session))
	for id in game.session.remaining_ids().slice(0, 1):
		game.tap_tile(id)
	game.rotate(1)
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


func _play_solution(game):
	for action in game.level["solution"]:
		game.apply(action)


# The first level that starts turned with nothing free before the first turn.
func _rotated_start(catalog):
	for id in catalog.level_ids():
		var level = catalog.level(id)
		if level["startRotation"] != 0 and level["solution"][0]["op"] == "rotate":
			return id
	return catalog.level_ids()[0]


func _level_where(catalog, beat, cells):
	for id in catalog.level_ids():
		var level = catalog.level(id)
		if level["beat"] == beat and level["cells"].size() == cells and level["lesson"] == 0:
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


# [level id, tile id] of the tile blocked furthest along its route at the start of a campaign
# level (the clearest picture of a contact zone).
func _furthest_block(catalog):
	var best = [catalog.level_ids()[0], ""]
	var furthest = -1.0
	for id in catalog.level_ids():
		var session = Session.new(catalog.level(id))
		var tile = _blocked_tile(session)
		if tile != "" and session.trace_of(tile)["contact"] > furthest:
			furthest = session.trace_of(tile)["contact"]
			best = [id, tile]
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
