extends "res://tests/godot/test_case.gd"
# Base of the Hex Tracks scene tests: opens the mode's real scenes on a scratch save with
# reduced motion (moves and turns are then shown at once and their signals come right away) and
# taps through the scene tree as real mouse events. Nodes are found by name or through the
# scenes' public methods; waits are on signals or frames, never on seconds.

const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const Session = preload("res://scripts/hex_tracks/session.gd")
const MODE_SCENE = preload("res://scenes/hex_tracks/hex_tracks.tscn")
const BUCKET = "mode:hex-tracks"

var store = null
var mode = null
var game = null
var board = null
var workshop = null
var settings = null


func before_each():
	store = SaveStoreScript.new()
	add_child(store)
	store.open(scratch_path("save.json"))
	settings = get_node("/root/Settings")
	settings.load_from(store)
	settings.set_flag("reduced_motion", true)
	settings.set_flag("sound", false)


func after_each():
	settings.load_from(get_node("/root/SaveStore"))


func open_mode():
	mode = MODE_SCENE.instance()
	mode.save_store = store
	add_child(mode)
	game = mode.game()
	board = game.board()
	workshop = mode.workshop()
	# Godot 3.2 hands clicks to GUI controls once the viewport has seen a mouse event.
	var wake = InputEventMouseMotion.new()
	get_tree().input_event(wake)
	yield(frames(2), "completed")


func play(level_id):
	mode.play(level_id)
	yield(frames(2), "completed")


func frames(count):
	for _i in range(count):
		yield(get_tree(), "idle_frame")


# A real left click at a point of a control (its own pixels).
func click_at(control, point):
	var at = control.get_global_rect().position + point
	for pressed in [true, false]:
		var event = InputEventMouseButton.new()
		event.button_index = BUTTON_LEFT
		event.pressed = pressed
		event.position = at
		event.global_position = at
		get_tree().input_event(event)


func click(control):
	click_at(control, control.rect_size / 2.0)


# Taps a tile of the board where it is drawn.
func tap_tile(tile_id):
	click_at(board, board.centre_of_tile(tile_id))


# Plays a move the way a player makes it: a tap on the tile or a rotate button.
func perform(action):
	if action["op"] == "tap":
		tap_tile(action["tile"])
	else:
		click(game.button("rotate_right" if int(action["dir"]) == 1 else "rotate_left"))


func level_ids():
	return mode.catalog.level_ids()


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
