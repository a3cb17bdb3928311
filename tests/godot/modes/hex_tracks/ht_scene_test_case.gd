extends "res://tests/godot/common/mode_scene_test_case.gd"
# Base of the Hex Tracks scene tests: opens the mode's real scenes on a scratch save with
# reduced motion (moves and turns are then shown at once and their signals come right away) and
# taps through the scene tree as real mouse events (tests/godot/common/mode_scene_test_case.gd).

const Session = preload("res://scripts/hex_tracks/session.gd")
const MODE_SCENE = preload("res://scenes/hex_tracks/hex_tracks.tscn")
const BUCKET = "mode:hex-tracks"

var workshop = null
var keep_intro = false  # true: the first-time overlay shows as for a new player


func _mode_scene():
	return MODE_SCENE


func before_each():
	.before_each()
	settings.set_flag("reduced_motion", true)
	settings.set_flag("sound", false)


func _on_mode_opened():
	board = game.board()
	workshop = mode.workshop()
	# The first-time overlay over 1-1 counts as seen (test_ht_scene_intro shows it).
	if not keep_intro:
		mode.progress.mark_seen("intro")
	# Godot 3.2 hands clicks to GUI controls once the viewport has seen a mouse event.
	var wake = InputEventMouseMotion.new()
	get_tree().input_event(wake)


# A real left click at a point of a control (its own pixels).
func click_at(control, point):
	click_window_point(control.get_global_rect().position + point)


# Taps a tile of the board where it is drawn.
func tap_tile(tile_id):
	click_at(board, board.centre_of_tile(tile_id))


# Plays a move the way a player makes it: a tap on the tile or a rotate button.
func perform(action):
	if action["op"] == "tap":
		tap_tile(action["tile"])
	else:
		click(game.button("rotate_right" if int(action["dir"]) == 1 else "rotate_left"))


# Waits until nothing waits in the queue and the board is still: animation by animation (its
# Tween done, then the frame whose deferred call ends it and plays the next waiting move). On
# signals, not a count of frames: the faster a frame is drawn, the more frames an animation
# takes. A queue that never empties is caught by the test's timeout.
func settled():
	var tween = board.find_node("Tween", false, false)
	while board.is_animating() or not game.queued_moves().empty():
		if tween.is_active():
			yield(tween, "tween_all_completed")
		yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")


# The first campaign level whose baked solution turns the board.
func level_with_rotation():
	for id in level_ids():
		if mode.catalog.level(id)["rotations"] > 0:
			return id
	return ""


# [level id, tile id] of a tile blocked by another at the start of a campaign level; [] if none.
func blocked_at_start():
	for id in level_ids():
		var probe = Session.new(mode.catalog.level(id))
		for tile in probe.board.tiles:
			if probe.trace_of(tile["id"])["outcome"] == "blocked":
				return [id, tile["id"]]
	return []
