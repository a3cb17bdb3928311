extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# Issue 29 §10, tap targets on 61-cell boards: neighbouring tiles' centres (each tile takes taps
# over its whole cell) are at least 48 dp (96 px) apart on a 720 x 1280 screen and on a tall
# phone (1080 x 2400 shows 720 x 1600), on every 61-cell campaign level, with every tile's arrow
# on the screen and the outermost tiles taking taps; the workshop's 61-cell board on the tall
# phone too (on 720 x 1280 its page's palette and buttons leave it 40 dp: there each cell is hit
# over its whole hex, as the last check shows).

const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const BoardDrawing = preload("res://scripts/hex_tracks/board_drawing.gd")
const MIN_SPACING = 96.0
const SCREENS = [Vector2(720, 1280), Vector2(720, 1600)]


func test_every_61_cell_level_keeps_neighbouring_tiles_48_dp_apart():
	timeout_seconds = 120
	yield(open_mode(), "completed")
	var checked = 0
	for screen in SCREENS:
		_set_screen(screen)
		for id in level_ids():
			if mode.catalog.level(id)["cells"].size() != 61:
				continue
			yield(play(id), "completed")
			var where = "%s at %s" % [id, screen]
			var spacing = _closest_neighbours()
			assert_true(spacing >= MIN_SPACING - 0.01, "%s: tiles %.1f px apart" % [where, spacing])
			_check_arrows_on_screen(screen.x, where)
			checked += 1
	assert_true(checked >= 2 * 14, "the 14 boards of 61 cells on both screens")
	var outermost = _outermost_tile()
	var tries = game.session.failed + game.session.removed.size()
	tap_tile(outermost)
	yield(frames(1), "completed")
	assert_eq(
		game.session.failed + game.session.removed.size(), tries + 1, "an edge tile is tapped"
	)


func test_the_workshop_s_61_cell_board_on_a_tall_phone():
	yield(open_mode(), "completed")
	_set_screen(SCREENS[1])
	mode.show_workshop()
	yield(frames(2), "completed")
	click(named(workshop, "Radius4"))
	yield(frames(2), "completed")
	var editor_board = workshop.editor_board()
	var spacing = sqrt(3.0) * editor_board.unit
	assert_true(spacing >= MIN_SPACING - 0.01, "cells %.1f px apart" % spacing)
	# Each cell is hit over its whole hex: a click a hair inside the edge it shares with its
	# neighbour edits that cell, not the neighbour.
	_set_screen(SCREENS[0])
	yield(frames(2), "completed")
	click(named(workshop, "Tool_tile"))
	var centre = editor_board.centre_of_cell(0, 0)
	var towards = editor_board.centre_of_cell(1, 0)
	click_at(editor_board, centre.linear_interpolate(towards, 0.48))
	assert_eq(workshop.editor_level()["tiles"].size(), 1, "a tile placed")
	var placed = workshop.editor_level()["tiles"][0]
	assert_eq([placed["q"], placed["r"]], [0, 0], "on the cell clicked")


func _set_screen(size):
	mode.set_anchors_preset(Control.PRESET_TOP_LEFT)
	mode.rect_size = size


# The smallest distance between the centres of two tiles on neighbouring cells, in pixels.
func _closest_neighbours():
	var closest = INF
	var tiles = game.level["tiles"]
	for i in range(tiles.size()):
		for d in range(6):
			var next = HexGeometry.neighbour([int(tiles[i]["q"]), int(tiles[i]["r"])], d)
			for other in tiles:
				if int(other["q"]) == next[0] and int(other["r"]) == next[1]:
					var apart = board.centre_of_tile(tiles[i]["id"]).distance_to(
						board.centre_of_tile(other["id"])
					)
					closest = min(closest, apart)
	return closest


# Every tile's arrow (its drawn top's middle, 0.55 of its radius round the centre) lies on the
# screen, even where the board reaches past the screen's sides.
func _check_arrows_on_screen(screen_width, where):
	var reach = BoardDrawing.TILE_DRAWN * 0.55 * board.unit
	for tile in game.level["tiles"]:
		var x = board.get_global_rect().position.x + board.centre_of_tile(tile["id"]).x
		assert_true(
			x - reach >= 0.0 and x + reach <= screen_width,
			"%s: %s's arrow at %.0f px" % [where, tile["id"], x]
		)


func _outermost_tile():
	var outermost = ""
	var farthest = -1.0
	var middle = board.rect_size.x / 2.0
	for tile in game.level["tiles"]:
		var off = abs(board.centre_of_tile(tile["id"]).x - middle)
		if off > farthest:
			farthest = off
			outermost = tile["id"]
	return outermost
