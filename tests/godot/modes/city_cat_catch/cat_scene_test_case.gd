extends "res://tests/godot/common/mode_scene_test_case.gd"
# Base of the City Cat Catch scene tests: opens the mode's real scenes on a scratch save (the
# settings too, so tests start from the defaults and never write the real save), with a fixed
# "today" for the daily board (tests/godot/common/mode_scene_test_case.gd), and the first-time
# explanation already seen (tests of the explanation set `intro_seen` false). Input goes through
# the scene tree as real clicks on the pieces; reduced motion makes the board settle within a
# frame.

const Session = preload("res://scripts/city_cat_catch/session.gd")
const MODE_SCENE = preload("res://scenes/city_cat_catch/city_cat_catch.tscn")
const TODAY = "2026-12-02"
const INTRO_BUCKET = "mode:city-cat-catch:intro"

var intro_seen = true  # the save says the first-time explanation was shown


func _mode_scene():
	return MODE_SCENE


func _before_mode_enters():
	mode.today = TODAY
	if intro_seen:
		mode.save_store.set_bucket(INTRO_BUCKET, {"version": 1})


# Opens a city's level list, taps its daily card and waits for the board to be made and shown.
func play_daily_of(city_id):
	mode.open_city(city_id)
	yield(frames(2), "completed")
	click(mode.daily_card())
	yield(daily_shown(), "completed")


# Waits while the game screen shows the loading state, then for the board's layout.
func daily_shown():
	while game.is_loading():
		yield(get_tree(), "idle_frame")
	yield(frames(2), "completed")


# Opens a city's level list, then one of its levels, and waits for the board to be laid out.
func play_in_city(city_id, level_id):
	mode.open_city(city_id)
	mode.play(level_id)
	yield(frames(2), "completed")


func click_at(point):
	click_window_point(point)


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


func press_card_button(id):
	var button = game.frame().card_button(id)
	if button != null and not button.disabled:
		button.emit_signal("pressed")


# Taps the pieces of a losing play (losing_taps) one by one until the tray is full; returns them.
func fill_the_tray():
	var taps = losing_taps(game.level)
	assert_eq(taps.size(), 7, "a losing play exists")
	for id in taps:
		yield(tap_piece(id), "completed")
	return taps


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


# How many of the level's witness taps come before the one that clears its first triple.
func taps_before_first_triple() -> int:
	var witness = game.level["witness"]
	var probe = Session.new(game.level)
	var index = 0
	while probe.apply({"op": "tap", "piece": witness[index]})["kind"] != "matched":
		index += 1
	return index
