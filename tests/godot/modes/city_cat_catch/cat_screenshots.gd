extends SceneTree
# Renders City Cat Catch's screens to build/screenshots/5N-cat-NAME-WxH.png: the city select, a
# city's level list, a board, a piece flying to the tray, a triple in the tray, the lose card, the
# win card, the daily board, and a board and the cities in English. Scenes are driven through
# their public methods (the shell opens the mode); moving pieces are caught halfway by seeking
# the board's Tween.
# tests/godot/screenshots.sh runs it with the real renderer:
#   godot3 --path . --resolution WxH -s tests/godot/modes/city_cat_catch/cat_screenshots.gd
# It prints "saved <file>" for each shot and "cat screenshots done" at the end; a failure quits 1.

const Session = preload("res://scripts/city_cat_catch/session.gd")
const BoardView = preload("res://scripts/city_cat_catch/board_view.gd")
const OUT_DIR = "res://build/screenshots"
const SAVE_PATH = "user://cat-screenshots-save.json"
const SAVE_FILES = [
	"user://cat-screenshots-save.json",
	"user://cat-screenshots-save.bak.json",
	"user://cat-screenshots-save.json.tmp",
]
const TODAY = "2026-12-01"
const WATCHDOG_SECONDS = 100

var _suffix = ""
var _settings = null


func _init():
	call_deferred("_run")


func _run():
	create_timer(WATCHDOG_SECONDS).connect("timeout", self, "_give_up")
	_suffix = "%dx%d" % [OS.window_size.x, OS.window_size.y]
	Directory.new().make_dir_recursive(OUT_DIR)
	_remove_save()
	var store = root.get_node("SaveStore")
	store.open(SAVE_PATH)
	_settings = root.get_node("Settings")
	_settings.load_from(store)
	_settings.set_language("zh")
	var shell = load("res://scenes/shell/shell.tscn").instance()
	root.add_child(shell)
	shell.open_mode("city-cat-catch")
	var mode = shell.mode
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
	for id in _losing_taps(game.level):
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
	shell.queue_free()
	_remove_save()
	print("cat screenshots done")
	quit()


func _remove_save():
	for path in SAVE_FILES:
		Directory.new().remove(path)


func _give_up():
	print("cat screenshots: gave up after %d s" % WATCHDOG_SECONDS)
	quit(1)


func _settle(board):
	if board.is_animating():
		yield(board, "animation_finished")
	yield(create_timer(0.05), "timeout")


func _shot(name, delay = 0.6):
	yield(create_timer(delay), "timeout")
	yield(VisualServer, "frame_post_draw")
	var image = root.get_texture().get_data()
	image.flip_y()
	var file = "%s/%s-%s.png" % [OUT_DIR, name, _suffix]
	image.save_png(file)
	print("saved ", file)


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


# Taps that fill the tray without a triple (kinds with fewer than two in the tray first).
static func _losing_taps(level) -> Array:
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
			break
		probe.apply({"op": "tap", "piece": pick})
		taps.append(pick)
	return taps
