extends Reference
# City Cat Catch's screenshots (its registry entry's "screenshots", run by
# tests/godot/screenshot_driver.gd), as build/screenshots/NN-cat-NAME-WxH.png: the six cities
# (top and scrolled), a city's level list with its daily card and streak, the first-time
# explanation over the first board, a board, a piece flying to the tray, a triple sliding into
# its middle piece and its burst, the restart question, the board flipping over in a shuffle, a
# piece sent back by Undo beside the bypass, the lose card, the tray one slot from full, the win
# card, the first board (18 pieces, grown to fill the stack), the daily board's loading state,
# the daily board of a date in 2031 and its win card with the streak, and in English a board, the
# longest city name's first board and the cities (top and scrolled to the last blurb). Moving
# pieces are caught halfway by seeking the board's Tween.

const Session = preload("res://scripts/city_cat_catch/session.gd")
const BoardView = preload("res://scripts/city_cat_catch/board_view.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const CatSceneTestCase = preload("res://tests/godot/modes/city_cat_catch/cat_scene_test_case.gd")
const TODAY = "2031-06-15"

var _driver = null
var _settings = null


func run(driver, mode_id):
	_driver = driver
	_settings = driver.settings
	var mode = yield(driver.open_mode(mode_id), "completed")
	mode.today = TODAY
	var game = mode.game()
	var board = game.board()
	var tween = board.find_node("Tween", false, false)
	# Two levels of the first city cleared, so its card and list show progress; its daily board
	# solved the three days before today, so the card shows a streak.
	mode.open_city("harbor")
	mode.progress.mark_cleared("harbor-1")
	mode.progress.mark_cleared("harbor-2")
	for back in [3, 2, 1]:
		var day = UtcDate.date_of_day(UtcDate.day_number(TODAY) - back)
		mode.daily_streaks.of("harbor").mark_solved(day, 240000, 0)
	mode.show_city_select()
	yield(_shot("50-cat-cities"), "completed")
	var scroll = mode.city_select().find_node("Scroll", true, false)
	scroll.scroll_vertical = int(scroll.get_v_scrollbar().max_value)
	yield(_shot("51-cat-cities-scrolled"), "completed")
	mode.open_city("harbor")
	yield(_shot("52-cat-levels"), "completed")
	# The first board of a fresh save: the explanation of the tray and the tools.
	mode.play("harbor-4")
	yield(_shot("53-cat-intro"), "completed")
	game.intro().dismiss()
	yield(_shot("54-cat-board"), "completed")
	# A piece caught on its way to the tray.
	var witness = game.level["witness"]
	game.tap(witness[0])
	game.tap(witness[1])
	yield(_settle(board), "completed")
	game.tap(witness[2])
	tween.seek(BoardView.FLY_TIME * 0.55)
	tween.stop_all()
	yield(_shot("55-cat-flying", 0.1), "completed")
	tween.resume_all()
	yield(_settle(board), "completed")
	# Restart with progress on the board asks first.
	_driver.press(game, "restart")
	yield(_shot("56-cat-restart"), "completed")
	game.frame().card_button("restart").emit_signal("pressed")
	yield(_settle(board), "completed")
	# Three of a kind side by side in a fuller tray, just before they pop.
	var steps = _taps_before_a_triple(game.level, 3)
	_settings.set_flag("reduced_motion", true)
	for i in range(steps):
		game.tap(witness[i])
	yield(_settle(board), "completed")
	_settings.set_flag("reduced_motion", false)
	game.tap(witness[steps])
	tween.seek(BoardView.FLY_TIME + BoardView.MERGE_TIME * 0.6)
	tween.stop_all()
	yield(_shot("57-cat-triple", 0.1), "completed")
	tween.seek(BoardView.FLY_TIME + BoardView.MERGE_TIME + BoardView.BURST_TIME * 0.35)
	yield(_shot("68-cat-burst", 0.1), "completed")
	tween.resume_all()
	yield(_settle(board), "completed")
	# Shuffle: the pieces caught edge-on, turning to their new pictures.
	_driver.press(game, "shuffle")
	tween.seek(BoardView.FLIP_TIME * 0.8 + BoardView.FLIP_STAGGER * 0.5)
	tween.stop_all()
	yield(_shot("58-cat-shuffle", 0.1), "completed")
	tween.resume_all()
	yield(_settle(board), "completed")
	# A full tray: Remove sets three aside, Undo sends one back to its lane beside them.
	game.restart()
	_settings.set_flag("reduced_motion", true)
	for id in CatSceneTestCase.losing_taps(game.level):
		game.tap(id)
	yield(_settle(board), "completed")
	yield(_shot("59-cat-lost"), "completed")
	game.frame().card_button("remove").emit_signal("pressed")
	yield(_settle(board), "completed")
	_driver.press(game, "undo")
	yield(_settle(board), "completed")
	yield(_shot("60-cat-returned"), "completed")
	# Six in the tray: its last slot lit, the tray ringed.
	game.restart()
	var taps = CatSceneTestCase.losing_taps(game.level)
	for i in range(taps.size() - 1):
		game.tap(taps[i])
	yield(_settle(board), "completed")
	yield(_shot("69-cat-tray-warning"), "completed")
	# A level cleared along its witness: the win card.
	mode.play("harbor-3")
	for id in game.level["witness"]:
		game.tap(id)
	yield(_settle(board), "completed")
	yield(_shot("61-cat-won"), "completed")
	_settings.set_flag("reduced_motion", false)
	mode.play("harbor-1")
	yield(_shot("70-cat-first-board"), "completed")
	# The daily board of a date in 2031, made on the device: first its loading state, then the
	# board, then its clear with the streak.
	mode.open_city("lantern")
	game.visible = true
	mode.level_select().visible = false
	game.show_loading(mode.catalog.city("lantern"), game.tr("cat_daily_short"))
	yield(_shot("62-cat-daily-loading"), "completed")
	mode.play_daily()
	while game.is_loading():
		yield(_driver, "idle_frame")
	yield(_shot("63-cat-daily-2031"), "completed")
	mode.open_city("harbor")
	mode.play_daily()
	while game.is_loading():
		yield(_driver, "idle_frame")
	_settings.set_flag("reduced_motion", true)
	for id in game.level["witness"]:
		game.tap(id)
	yield(_settle(board), "completed")
	yield(_shot("64-cat-daily-streak"), "completed")
	_settings.set_flag("reduced_motion", false)
	# English: the longest names on the top bar and the buttons, and the cities.
	_settings.set_language("en")
	mode.open_city("ridge")
	yield(_shot("65-cat-levels-en"), "completed")
	mode.play("ridge-6")
	yield(_shot("66-cat-board-en"), "completed")
	mode.open_city("oasis")
	mode.play("oasis-1")
	yield(_shot("71-cat-long-name-en"), "completed")
	mode.show_city_select()
	yield(_shot("67-cat-cities-en"), "completed")
	scroll.scroll_vertical = int(scroll.get_v_scrollbar().max_value)
	yield(_shot("72-cat-cities-scrolled-en"), "completed")


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
