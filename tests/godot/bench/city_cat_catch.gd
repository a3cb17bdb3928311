extends "res://tests/godot/bench/mode_bench.gd"
# City Cat Catch's frame budget: the largest shipped board (most pieces) opened from its city's
# list, every tap of a play of it (a greedy player: a piece that completes or adds to a pair in
# the tray first), the tools (shuffle at the start, undo and remove with a tray), a city's list
# opened (its daily board starts being made), and the daily board: its generation with the proof
# (daily_generator.gd, on a worker thread in the game: daily_job.gd, the loading state on the
# board) on the hardest dates known (cat_daily.gd HARDEST), the generated board opened on the
# main thread, and a running generation stopped (the player leaves while it is made). Pieces fly
# while later taps are taken at once: no action waits for the board.

const CatDaily = preload("res://tests/godot/bench/cat_daily.gd")
const DailyGenerator = preload("res://scripts/city_cat_catch/daily_generator.gd")
const DailyJob = preload("res://scripts/city_cat_catch/daily_job.gd")
const MAX_TAPS = 90

var _city = ""
var _daily = {}  # the largest generated board of HARDEST
var _job = null


func run():
	yield(.run(), "completed")
	if level_id.empty():
		return
	var detail = describe(level_id)
	yield(
		budget.measure("a move (tap a piece)", detail, self, "_fresh_play", "_plan_tap", "_tap"),
		"completed"
	)
	yield(budget.measure("shuffle", detail, self, "_fresh_play", "once", "_shuffle"), "completed")
	yield(budget.measure("undo (tool)", detail, self, "_two_in_tray", "once", "_undo"), "completed")
	yield(
		budget.measure("remove (tool)", detail, self, "_two_in_tray", "once", "_remove"),
		"completed"
	)
	yield(
		budget.measure("open a city", _city, self, "_to_cities", "once", "_open_city"), "completed"
	)
	var dates = []
	for hard in CatDaily.HARDEST:
		dates.append([mode.catalog.daily_source(hard[1]), hard[0]])
	var hardest = "%d hardest dates known" % dates.size()
	yield(
		budget.measure_worker("daily generation + proof", hardest, self, "_generate", dates),
		"completed"
	)
	var daily = "daily %s, %d pieces" % [_daily.get("id", "?"), _daily.get("pieces", []).size()]
	yield(
		budget.measure("open the daily board", daily, self, "", "once", "_open_daily"), "completed"
	)
	var first = dates[0]
	var stopped = "daily %s %s, stopped 1 frame in" % [CatDaily.HARDEST[0][1], first[1]]
	yield(
		budget.measure("stop a daily being made", stopped, self, "_start_job", "once", "_stop_job"),
		"completed"
	)
	if _job != null:
		_job.stop()


func size_of(level: Dictionary) -> int:
	return level.get("pieces", []).size()


func unit() -> String:
	return "pieces"


# A player who has seen the first-time explanation (it would take the taps).
func _before_mode_enters(new_mode) -> void:
	new_mode.today = CatDaily.FIRST
	new_mode.save_store.set_bucket(
		"mode:%s:intro" % entry["id"], {"version": new_mode.INTRO_VERSION}
	)


# The mode opens on its cities: the largest level's city is opened (its daily board is not made
# meanwhile), so that the level is started from its list.
func _show_level_list() -> void:
	_city = mode.catalog.level(level_id)["cityId"]
	mode.open_city(_city)
	mode.daily_boards.stop()


# A fresh attempt at it: every run plays from the start (play() resumes what the run before
# left, which would leave the shuffle of later runs nothing to do).
func _fresh_play():
	play()
	game.restart()


func _plan_tap(i):
	var session = game.session
	if i >= MAX_TAPS or session == null or session.status() != "playing":
		return null
	var best = -1
	var best_pairs = -1
	for piece in session.clickable_list():
		var pairs = 0
		for t in session.tray:
			pairs += 1 if session.kind[t] == session.kind[piece] else 0
		if pairs > best_pairs:
			best = piece
			best_pairs = pairs
	return [session.ids[best]] if best != -1 else null


func _tap(piece_id):
	game.board().emit_signal("piece_pressed", piece_id)


func _shuffle():
	game.button("shuffle").emit_signal("pressed")


# Two pieces of different kinds in the tray (the tools have something to take).
func _two_in_tray():
	_fresh_play()
	var session = game.session
	for piece in session.clickable_list():
		if session.tray.size() >= 2:
			break
		if session.tray.empty() or session.kind[session.tray[0]] != session.kind[piece]:
			game.tap(session.ids[piece])


func _undo():
	game.button("undo").emit_signal("pressed")


func _remove():
	game.button("remove").emit_signal("pressed")


func _to_cities():
	mode.daily_boards.stop()
	mode.show_city_select()


func _open_city():
	mode.open_city(_city)


func _generate(source, date):
	var made = DailyGenerator.new().board(source, date)
	if made.has("level") and made["level"]["pieces"].size() >= _daily.get("pieces", []).size():
		_daily = made["level"]


func _open_daily():
	mode.daily_boards.stop()
	game.start_level(_daily.duplicate(true), mode.catalog, "daily")


func _start_job():
	var hard = CatDaily.HARDEST[0]
	_job = DailyJob.new()
	_job.start(mode.catalog.daily_source(hard[1]), hard[0])
	yield(budget.host.get_tree(), "idle_frame")


func _stop_job():
	_job.stop()
