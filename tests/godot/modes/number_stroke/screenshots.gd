extends Reference
# Number Stroke's screenshots (its registry entry's "screenshots", run by
# tests/godot/screenshot_driver.gd): the level select (cleared, open and locked tiles, a locked
# tile's toast), a board empty, its way from the marked start, drawn halfway, with a number
# added, in conflict (also in high contrast and on a broken number), the way shown, the next way
# offered for a video, cleared; English; the menu; odd/even marks; the daily puzzle and its clear,
# high contrast, the widest board, a pack's card and the finale. Each way shown takes a credit
# granted here (one free way a day).

const Ads = preload("res://scripts/common/ads.gd")
const Gestures = preload("res://tests/godot/modes/number_stroke/gestures.gd")
const RewardedAds = preload("res://tests/godot/modes/number_stroke/rewarded_ads.gd")


func run(driver, mode_id):
	var mode = yield(driver.open_mode(mode_id), "completed")
	var settings = driver.settings
	# Clear the first few levels so the list shows every tile state.
	var ids = mode.catalog.level_ids()
	for i in range(3):
		mode.progress.mark_cleared(ids[i])
	mode.show_level_select()
	# The daily card's grade comes with the calendar, read once the list is built
	var frames_left = 600
	while not mode.is_daily_ready() and frames_left > 0:
		yield(driver, "idle_frame")
		frames_left -= 1
	yield(driver.shot("03-level-select"), "completed")
	var select = mode.get_node("LevelSelect")
	select.tile_of(ids[5]).emit_signal("pressed")
	yield(driver.shot("03-level-select-locked", 0.15), "completed")
	var level_id = _showcase_level(mode.catalog)
	mode.play(level_id)
	var game = mode.get_node("Game")
	var board = game.find_node("Board", true, false)
	# Touch events sent through the tree reach GUI controls on the headless build only.
	var gestures = Gestures.new(driver, board, true)
	var solution = game.level["hintPath"]
	yield(driver.shot("04-game-empty"), "completed")
	game.hint_allowance.grant()
	driver.press(game, "show_way")
	yield(driver.shot("04-game-hint-way-start"), "completed")
	gestures.draw(solution.slice(0, solution.size() / 2 - 1), false)
	yield(driver.shot("05-game-drawing"), "completed")
	gestures.release(gestures.centre_of(game.session.path.back()))
	driver.press(game, "add_number")
	yield(driver.shot("06-game-hint-number"), "completed")
	driver.press(game, "restart")
	gestures.draw(Gestures.conflicting_path(game.level))
	yield(driver.shot("07-game-conflict"), "completed")
	settings.set_flag("high_contrast", true)
	yield(driver.shot("08-game-conflict-high-contrast"), "completed")
	settings.set_flag("high_contrast", false)
	game.hint_allowance.grant()
	driver.press(game, "show_way")
	yield(driver.shot("09-game-hint-way"), "completed")
	# With an ad network and no way left, the button says the next one comes with a video.
	while game.hint_allowance.available() > 0:
		game.hint_allowance.use()
	Ads.use(RewardedAds.new())
	driver.press(game, "restart")
	yield(driver.shot("09-game-hint-video"), "completed")
	Ads.use(null)
	# A step landing on a number another cell holds: that cell is ringed red.
	var breaking = Gestures.path_breaking_a_number(game.level, 8)
	if not breaking.empty():
		driver.press(game, "restart")
		gestures.draw(breaking[0])
		yield(driver.shot("07-game-conflict-owner"), "completed")
	driver.press(game, "restart")
	gestures.draw(solution)
	yield(driver.shot("10-game-cleared", 0.45), "completed")
	mode.play(ids[0])
	settings.set_language("en")
	yield(driver.shot("11-game-first-level-en"), "completed")
	var en_solution = game.level["hintPath"]
	gestures.draw(en_solution.slice(0, en_solution.size() - 2))
	driver.press(game, "restart")
	yield(driver.shot("11-game-restarted-en"), "completed")
	game.open_menu()
	yield(driver.shot("11-game-menu-en"), "completed")
	game.go_back()
	var parity_level = _parity_level(mode.catalog)
	if parity_level != "":
		settings.set_language("zh")
		mode.play(parity_level)
		gestures.draw(_through_first_parity_cell(game.level))
		yield(driver.shot("12-game-parity"), "completed")
	yield(_polish(driver, mode, game, gestures), "completed")


# Number Stroke: the daily puzzle (its card, the level, its clear card with the streak), high
# contrast, the widest board, a pack's card and the finale.
func _polish(driver, mode, game, gestures):
	var settings = driver.settings
	settings.set_language("zh")
	mode.today = "2026-12-01"
	for date in ["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30"]:
		mode.daily_progress.mark_solved(date, 60000, 0)
	mode.show_level_select()
	yield(driver.shot("13-level-select-daily"), "completed")
	if not mode.is_daily_ready():
		yield(mode, "daily_ready")
	mode.play_daily()
	yield(driver.shot("14-daily"), "completed")
	gestures.draw(game.level["hintPath"])
	yield(game, "level_cleared")
	yield(driver.shot("15-daily-cleared"), "completed")
	# High contrast: unvisited cells, the texts and the hint ring, with a path under way.
	var ids = mode.catalog.level_ids()
	mode.play(ids[11])
	settings.set_flag("high_contrast", true)
	gestures.draw(game.level["hintPath"].slice(0, 3))
	game.hint_allowance.grant()
	driver.press(game, "show_way")
	yield(driver.shot("16-game-high-contrast"), "completed")
	settings.set_flag("high_contrast", false)
	mode.play(_widest_level(mode.catalog))
	yield(driver.shot("17-game-wide-board"), "completed")
	# The pack's last level cleared: its card.
	var pack_one = mode.catalog.packs()[0]["levelIds"]
	for id in pack_one:
		mode.progress.mark_cleared(id)
	mode.play(pack_one.back())
	gestures.draw(game.level["hintPath"])
	yield(game, "level_cleared")
	yield(driver.shot("18-pack-complete"), "completed")
	for id in ids:
		if id != ids.back():
			mode.progress.mark_cleared(id)
	mode.play(ids.back())
	gestures.draw(game.level["hintPath"])
	yield(game, "level_cleared")
	yield(driver.shot("19-finale"), "completed")
	game.close_card()


func _widest_level(catalog):
	var best = catalog.level_ids()[0]
	for id in catalog.level_ids():
		if catalog.level(id)["width"] > catalog.level(best)["width"]:
			best = id
	return best


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
