extends SceneTree
# Renders the shell, the level select and every game state to build/screenshots/NAME-WxH.png.
# Scenes are driven through their public methods; nodes are found by name.
# screenshots.sh runs it with the real renderer: godot3 --path . -s <this file> --resolution WxH

const Gestures = preload("res://tests/godot/modes/number_stroke/gestures.gd")
const HexGestures = preload("res://tests/godot/modes/hex_walls/hw_gestures.gd")
const HexSession = preload("res://scripts/hex_walls/session.gd")
const HexBoardView = preload("res://scripts/hex_walls/board_view.gd")
const OUT_DIR = "res://build/screenshots"
const SAVE_PATH = "user://screenshots-save.json"
# A script error stops _run halfway; quit instead of hanging until the shell's timeout.
const WATCHDOG_SECONDS = 180

var _suffix = ""
var _out_dir = OUT_DIR  # SCREENSHOTS_DIR (a res:// or user:// folder) overrides it


func _init():
	call_deferred("_run")


func _run():
	create_timer(WATCHDOG_SECONDS).connect("timeout", self, "quit", [1])
	_suffix = "%dx%d" % [OS.window_size.x, OS.window_size.y]
	if OS.get_environment("SCREENSHOTS_DIR") != "":
		_out_dir = OS.get_environment("SCREENSHOTS_DIR")
	Directory.new().make_dir_recursive(_out_dir)
	_remove_save()
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
	# A step landing on a number another cell holds: that cell is ringed red.
	var breaking = _path_breaking_a_number(game.level)
	if not breaking.empty():
		_press(game, "restart")
		gestures.draw(breaking)
		yield(_shot("07-game-conflict-owner"), "completed")
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
	yield(_number_stroke_polish(mode, game, gestures, settings), "completed")
	mode.emit_signal("closed")
	yield(_hex_walls(shell, settings), "completed")
	_remove_save()
	quit()


# The scratch save, its last good copy and a temp file (a fresh run starts from nothing).
func _remove_save():
	for path in [SAVE_PATH, SAVE_PATH.get_basename() + ".bak.json", SAVE_PATH + ".tmp"]:
		Directory.new().remove(path)


# Number Stroke: the daily puzzle (its card, the level, its clear card with the streak), high
# contrast, the widest board, a pack's card and the finale.
func _number_stroke_polish(mode, game, gestures, settings):
	settings.set_language("zh")
	mode.today = "2026-12-01"
	for date in ["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30"]:
		mode.daily_progress.mark_solved(date, 60000, 0)
	mode.show_level_select()
	yield(_shot("13-level-select-daily"), "completed")
	mode.play_daily()
	yield(_shot("14-daily"), "completed")
	gestures.draw(game.level["hintPath"])
	yield(game, "level_cleared")
	yield(_shot("15-daily-cleared"), "completed")
	# High contrast: unvisited cells, the texts and the hint ring, with a path under way.
	var ids = mode.catalog.level_ids()
	mode.play(ids[11])
	settings.set_flag("high_contrast", true)
	gestures.draw(game.level["hintPath"].slice(0, 3))
	_press(game, "show_way")
	yield(_shot("16-game-high-contrast"), "completed")
	settings.set_flag("high_contrast", false)
	mode.play(_widest_level(mode.catalog))
	yield(_shot("17-game-wide-board"), "completed")
	# The pack's last level cleared: its card.
	var pack_one = mode.catalog.packs()[0]["levelIds"]
	for id in pack_one:
		mode.progress.mark_cleared(id)
	mode.play(pack_one.back())
	gestures.draw(game.level["hintPath"])
	yield(game, "level_cleared")
	yield(_shot("18-pack-complete"), "completed")
	for id in ids:
		if id != ids.back():
			mode.progress.mark_cleared(id)
	mode.play(ids.back())
	gestures.draw(game.level["hintPath"])
	yield(game, "level_cleared")
	yield(_shot("19-finale"), "completed")
	game.close_card()


func _widest_level(catalog):
	var best = catalog.level_ids()[0]
	for id in catalog.level_ids():
		if catalog.level(id)["width"] > catalog.level(best)["width"]:
			best = id
	return best


# Hex Walls: level select, an empty board, a wall mid-turn, a refused move, a hint, a clear.
func _hex_walls(shell, settings):
	settings.set_language("zh")
	shell.open_mode("03-hex-walls")
	var mode = shell.mode
	var ids = mode.catalog.level_ids()
	for i in range(3):
		mode.progress.mark_cleared(ids[i])
	mode.show_level_select()
	yield(_shot("20-hw-level-select"), "completed")
	mode.play(_hex_showcase_level(mode.catalog))
	var game = mode.get_node("Game")
	var board = game.board()
	var tween = board.find_node("Tween", false, false)
	var gestures = HexGestures.new(self, board, true)
	var solution = game.level["hintPath"]
	yield(_shot("21-hw-empty"), "completed")
	# A turn caught halfway: the wall between two edges, its ghost ahead of it.
	gestures.draw(solution.slice(0, 3), false)
	yield(create_timer(0.3), "timeout")
	gestures.move(gestures.centre_of(solution[4]))
	tween.seek(HexBoardView.TURN_TIME / 2.0)
	tween.stop_all()
	yield(_shot("22-hw-wall-turning", 0.1), "completed")
	tween.resume_all()
	gestures.release(gestures.centre_of(solution[4]))
	_press(game, "restart")
	# A move into a turning wall: refused, the wall red and shaking, the message says why.
	var refused = _hex_blocked_move(game.level)
	if not refused.empty():
		gestures.draw(refused[0], false)
		yield(create_timer(0.3), "timeout")
		gestures.move(gestures.centre_of(refused[1]))
		tween.seek(0.1)
		tween.stop_all()
		yield(_shot("23-hw-refused", 0.1), "completed")
		tween.resume_all()
		gestures.release(gestures.centre_of(refused[1]))
		_press(game, "restart")
	# Off the solution, then "show the way": the last right hex ringed, the rest dimmed.
	gestures.draw(_hex_wrong_turn(game.level))
	_press(game, "show_way")
	yield(_shot("24-hw-hint"), "completed")
	_press(game, "restart")
	gestures.draw(solution)
	yield(_shot("25-hw-cleared", 0.45), "completed")
	mode.emit_signal("closed")


# The shortest path from the start whose last cell lands on a step another cell holds; [] if none.
func _path_breaking_a_number(level):
	var clue_at = {}
	for node in range(level["cells"].size()):
		if int(level["cells"][node]["clue"]) > 0:
			clue_at[int(level["cells"][node]["clue"])] = node
	var queue = [[level["hintPath"][0]]]
	while not queue.empty():
		var path = queue.pop_front()
		var owner = clue_at.get(path.size(), -1)
		if path.size() > 1 and owner >= 0 and not owner in path:
			return path
		if path.size() < 8:
			for next in level["adjacency"][path.back()]:
				if not next in path:
					queue.append(path + [next])
	return []


# A level with at least two turning walls and five static walls, else the last one.
func _hex_showcase_level(catalog):
	for id in catalog.level_ids():
		var level = catalog.level(id)
		if level["turningWalls"].size() >= 2 and level["walls"].size() >= 5:
			return id
	return catalog.level_ids().back()


# [a prefix of the solution, a neighbour of its end a turning wall blocks next]; [] if none.
func _hex_blocked_move(level):
	var solution = level["hintPath"]
	for length in range(2, solution.size()):
		var prefix = solution.slice(0, length - 1)
		var probe = HexSession.new(level)
		for node in prefix:
			probe.press(node)
		for next in level["adjacency"][prefix.back()]:
			if (
				not next in prefix
				and probe.blocking_wall(prefix.back(), next, length).begins_with("t")
			):
				return [prefix, next]
	return []


# The solution's first three hexes, then an open neighbour off the solution.
func _hex_wrong_turn(level):
	var solution = level["hintPath"]
	var path = solution.slice(0, 2)
	var probe = HexSession.new(level)
	for node in path:
		probe.press(node)
	for next in level["adjacency"][path.back()]:
		if (
			not next in path
			and next != solution[3]
			and probe.blocking_wall(path.back(), next, 3) == ""
		):
			return path + [next]
	return path


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
	var file = "%s/%s-%s.png" % [_out_dir, name, _suffix]
	image.save_png(file)
	print("saved ", file)
