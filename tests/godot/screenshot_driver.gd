extends SceneTree
# Renders the shell, the level select and every game state to build/screenshots/NAME-WxH.png.
# Scenes are driven through their public methods; nodes are found by name.
# screenshots.sh runs it with the real renderer: godot3 --path . -s <this file> --resolution WxH

const Gestures = preload("res://tests/godot/modes/number_stroke/gestures.gd")
const OUT_DIR = "res://build/screenshots"
const SAVE_PATH = "user://screenshots-save.json"
# A script error stops _run halfway; quit instead of hanging until the shell's timeout.
const WATCHDOG_SECONDS = 100

var _suffix = ""


func _init():
	call_deferred("_run")


func _run():
	create_timer(WATCHDOG_SECONDS).connect("timeout", self, "quit", [1])
	_suffix = "%dx%d" % [OS.window_size.x, OS.window_size.y]
	Directory.new().make_dir_recursive(OUT_DIR)
	Directory.new().remove(SAVE_PATH)
	var store = root.get_node("SaveStore")
	store.open(SAVE_PATH)
	var settings = root.get_node("Settings")
	settings.load_from(store)
	settings.set_language("zh")
	var shell = load("res://scenes/shell/shell.tscn").instance()
	root.add_child(shell)
	yield(_shot("01-shell"), "completed")
	shell.open_settings()
	yield(_shot("02-settings"), "completed")
	shell.go_back()
	shell.open_mode("01-number-stroke")
	var mode = shell.mode
	# Clear the first few levels so the list shows every tile state.
	var ids = mode.catalog.level_ids()
	for i in range(3):
		mode.progress.mark_cleared(ids[i])
	mode.show_level_select()
	yield(_shot("03-level-select"), "completed")
	var select = mode.get_node("LevelSelect")
	select.tile_of(ids[5]).emit_signal("pressed")
	yield(_shot("03-level-select-locked", 0.15), "completed")
	var level_id = _showcase_level(mode.catalog)
	mode.play(level_id)
	var game = mode.get_node("Game")
	var board = game.find_node("Board", true, false)
	# Touch events sent through the tree reach GUI controls on the headless build only.
	var gestures = Gestures.new(self, board, true)
	var solution = game.level["hintPath"]
	yield(_shot("04-game-empty"), "completed")
	gestures.draw(solution.slice(0, solution.size() / 2 - 1), false)
	yield(_shot("05-game-drawing"), "completed")
	gestures.release(gestures.centre_of(game.session.path.back()))
	_press(game, "add_number")
	yield(_shot("06-game-hint-number"), "completed")
	_press(game, "restart")
	gestures.draw(Gestures.conflicting_path(game.level))
	yield(_shot("07-game-conflict"), "completed")
	settings.set_flag("high_contrast", true)
	yield(_shot("08-game-conflict-high-contrast"), "completed")
	settings.set_flag("high_contrast", false)
	_press(game, "show_way")
	yield(_shot("09-game-hint-way"), "completed")
	_press(game, "restart")
	gestures.draw(solution)
	yield(_shot("10-game-cleared", 0.45), "completed")
	mode.play(ids[0])
	settings.set_language("en")
	yield(_shot("11-game-first-level-en"), "completed")
	var en_solution = game.level["hintPath"]
	gestures.draw(en_solution.slice(0, en_solution.size() - 2))
	_press(game, "restart")
	yield(_shot("11-game-restarted-en"), "completed")
	game.open_menu()
	yield(_shot("11-game-menu-en"), "completed")
	game.go_back()
	var parity_level = _parity_level(mode.catalog)
	if parity_level != "":
		settings.set_language("zh")
		mode.play(parity_level)
		gestures.draw(_through_first_parity_cell(game.level))
		yield(_shot("12-game-parity"), "completed")
	Directory.new().remove(SAVE_PATH)
	quit()


func _press(game, id):
	game.button(id).emit_signal("pressed")


# The solution up to and including its first odd/even cell.
func _through_first_parity_cell(level):
	var solution = level["hintPath"]
	var last = 0
	while level["cells"][solution[last]]["parity"] == "":
		last += 1
	return solution.slice(0, last)


# A level with a big or shaped cell and at least nine cells, else the last one.
func _showcase_level(catalog):
	for id in catalog.level_ids():
		var level = catalog.level(id)
		var big = false
		for cell in level["cells"]:
			big = big or cell["units"].size() >= 3
		if big and level["cells"].size() >= 9:
			return id
	return catalog.level_ids().back()


# A level whose solution reaches an odd/even cell before its last step.
func _parity_level(catalog):
	for id in catalog.level_ids():
		var level = catalog.level(id)
		var solution = level["hintPath"]
		for i in range(solution.size() - 1):
			if level["cells"][solution[i]]["parity"] != "":
				return id
	return ""


func _shot(name, delay = 0.6):
	yield(create_timer(delay), "timeout")
	yield(VisualServer, "frame_post_draw")
	var image = root.get_texture().get_data()
	image.flip_y()
	var file = "%s/%s-%s.png" % [OUT_DIR, name, _suffix]
	image.save_png(file)
	print("saved ", file)
