extends "res://tests/godot/test_case.gd"
# Base of the City Cat Catch scene tests: opens the mode's real scenes on a scratch save (the
# settings too, so tests start from the defaults and never write the real save), with a fixed
# "today" for the daily board. Input goes through the scene tree as real clicks on the pieces;
# nodes are found by name or through the scenes' public methods; waits are on signals (reduced
# motion makes the board settle within a frame), never on seconds.

const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const Session = preload("res://scripts/city_cat_catch/session.gd")
const MODE_SCENE = preload("res://scenes/city_cat_catch/city_cat_catch.tscn")
const TODAY = "2026-12-02"

var store = null
var mode = null
var game = null
var board = null
var settings = null


func before_each():
	store = scratch_store()
	settings = get_node("/root/Settings")
	settings.load_from(store)


func after_each():
	settings.load_from(get_node("/root/SaveStore"))


func set_reduced_motion(on):
	settings.set_flag("reduced_motion", on)


# A SaveStore instance on `file` in the scratch folder, freed with the test.
func scratch_store(file = "save.json"):
	var new_store = SaveStoreScript.new()
	add_child(new_store)
	new_store.open(scratch_path(file))
	return new_store


# Instances the mode on `save_store` (optionally another baked file) and waits for layout.
func open_mode(save_store, catalog_path = ""):
	if mode != null:
		remove_child(mode)
		mode.free()
	mode = MODE_SCENE.instance()
	mode.save_store = save_store
	mode.today = TODAY
	if catalog_path != "":
		mode.catalog_path = catalog_path
	add_child(mode)
	game = mode.game()
	board = game.board()
	yield(frames(2), "completed")


# Opens a city's level list, then one of its levels, and waits for the board to be laid out.
func play(city_id, level_id):
	mode.open_city(city_id)
	mode.play(level_id)
	yield(frames(2), "completed")


func frames(count):
	for _i in range(count):
		yield(get_tree(), "idle_frame")


func session():
	return game.session


# A real left click on the middle of a control.
func click(control):
	click_at(control.get_global_rect().position + control.rect_size / 2.0)


func click_at(point):
	for pressed in [true, false]:
		var event = InputEventMouseButton.new()
		event.button_index = BUTTON_LEFT
		event.pressed = pressed
		event.position = point
		event.global_position = point
		get_tree().input_event(event)


# Clicks a piece where it is drawn (its centre) and waits for the board to settle.
func tap_piece(piece_id):
	click_at(board.get_global_rect().position + board.centre_of(piece_id))
	yield(settled(), "completed")


# Waits until the board's animation of the last move has finished.
func settled():
	if board.is_animating():
		yield(board, "animation_finished")
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")


# Presses a bottom-row button of the game ("undo", "remove", "shuffle", "restart") the way a
# tap does (a disabled button does nothing).
func press_button(id):
	var button = game.button(id)
	if not button.disabled:
		button.emit_signal("pressed")


func press_card_button(id):
	var button = game.frame().card_button(id)
	if button != null and not button.disabled:
		button.emit_signal("pressed")


# A play that fills the tray without a triple: taps clickable pieces of kinds with fewer than
# two in the tray, found with a scratch session; [] when the board allows none.
static func losing_taps(level) -> Array:
	var probe = Session.new(level)
	var taps = []
	while probe.status() == Session.PLAYING:
		var pick = ""
		for i in probe.clickable_list():
			var same = 0
			for t in probe.tray:
				if probe.kind[t] == probe.kind[i]:
					same += 1
			if same < 2:
				pick = probe.ids[i]
				break
		if pick == "":
			return []
		probe.apply({"op": "tap", "piece": pick})
		taps.append(pick)
	return taps if probe.status() == Session.LOST else []
