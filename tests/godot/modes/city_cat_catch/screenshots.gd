extends Reference
# City Cat Catch's screenshots (its registry entry's "screenshots", run by
# tests/godot/screenshot_driver.gd), as build/screenshots/5N-cat-NAME-WxH.png: the city select, a
# city's level list, a board, a piece flying to the tray, a triple in the tray, the lose card, the
# win card, the daily board, and a board and the cities in English. Moving pieces are caught
# halfway by seeking the board's Tween.

const Session = preload("res://scripts/city_cat_catch/session.gd")
const BoardView = preload("res://scripts/city_cat_catch/board_view.gd")
const CatSceneTestCase = preload("res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd")
const TODAY = "2026-12-01"

var _driver = null
var _settings = null


func run(driver, mode_id):
	_driver = driver
	_settings = driver.settings
	var mode = driver.open_mode(mode_id)
	mode.today = TODAY
	var game = mode.game()
	var board = game.board()
	var tween = board.find_node("Tween", false, false)
	# Two levels of the first city cleared, so its card and list show progress.
	mode.open_city("harbor")
	mode.progress.mark_cleared("harbor-1")
	mode.progress.mark_cleared("harbor-2")
	mode.show_city_select()
	yield(_shot("50-cat-cities"), "completed")
	mode.open_city("harbor")
	yield(_shot("51-cat-levels"), "completed")
	mode.play("harbor-4")
	yield(_shot("52-cat-board"), "completed")
	# A piece caught on its way to the tray.
	var witness = game.level["witness"]
	game.tap(witness[0])
	game.tap(witness[1])
	yield(_settle(board), "completed")
	game.tap(witness[2])
	tween.seek(BoardView.FLY_TIME * 0.55)
	tween.stop_all()
	yield(_shot("53-cat-flying", 0.1), "completed")
	tween.resume_all()
	yield(_settle(board), "completed")
	# Three of a kind side by side in a fuller tray, just before they pop.
	game.restart()
	var steps = _taps_before_a_triple(game.level, 3)
	_settings.set_flag("reduced_motion", true)
	for i in range(steps):
		game.tap(witness[i])
	yield(_settle(board), "completed")
	_settings.set_flag("reduced_motion", false)
	game.tap(witness[steps])
	tween.seek(BoardView.FLY_TIME + BoardView.POP_TIME * 0.3)
	tween.stop_all()
	yield(_shot("54-cat-triple", 0.1), "completed")
	tween.resume_all()
	yield(_settle(board), "completed")
	# A full tray: the lose card with retry and the tools.
	game.restart()
	_settings.set_flag("reduced_motion", true)
	for id in CatSceneTestCase.losing_taps(game.level):
		game.tap(id)
	yield(_settle(board), "completed")
	yield(_shot("55-cat-lost"), "completed")
	# The first level cleared along its witness: the win card.
	mode.play("harbor-3")
	for id in game.level["witness"]:
		game.tap(id)
	yield(_settle(board), "completed")
	yield(_shot("56-cat-won"), "completed")
	_settings.set_flag("reduced_motion", false)
	# Today's board of another city, from its card on the level list.
	mode.open_city("lantern")
	mode.play_daily()
	yield(_shot("57-cat-daily"), "completed")
	# English: the longest names on the top bar and the buttons, and the cities.
	_settings.set_language("en")
	mode.open_city("ridge")
	mode.play("ridge-6")
	yield(_shot("58-cat-board-en"), "completed")
	mode.show_city_select()
	yield(_shot("59-cat-cities-en"), "completed")


func _settle(board):
	if board.is_animating():
		yield(board, "animation_finished")
	yield(_driver.create_timer(0.05), "timeout")


func _shot(name, delay = 0.6):
	yield(_driver.shot(name, delay), "completed")


# How many witness taps come before the first tap that clears a triple with at least `others`
# other pieces in the tray.
static func _taps_before_a_triple(level, others) -> int:
	var probe = Session.new(level)
	var witness = level["witness"]
	for i in range(witness.size()):
		var before = probe.tray.size()
		var event = probe.apply({"op": "tap", "piece": witness[i]})
		if event["kind"] == "matched" and before - 2 >= others:
			return i
	return 2
