extends "res://tests/godot/bench/mode_bench.gd"
# Hex Tracks' frame budget: the mode's largest campaign level opened, then the workshop on the
# largest board the game takes (127 cells, radius 6) with 25 tiles (BOARD, written by
# `python -m tests.bench.frame_budget --write-fixture`: the hardest for the solver of a seeded
# batch): its import (workshop.gd import_text) and an edit of it in the editor, whose verdict
# and score are worked out on the workshop's worker thread (verdict_job.gd; timed alone),
# playing it (its Play button once the import's verdict is shown), the hint (an optimal
# solution's next action), every tap and turn of a solution, and the route previews (a tile
# held; a rotate button held). The scratch save keeps that board as the workshop's draft, as a
# player who has used the workshop has one: the mode opens with it.
# The solution's moves are played under reduced motion (the board shows each at once, so the next
# one need not wait for a ride); the previews and the rest as the game's settings are.

const Analysis = preload("res://scripts/hex_tracks/analysis.gd")
const LinearProgress = preload("res://scripts/common/linear_progress.gd")
const Solver = preload("res://scripts/hex_tracks/solver.gd")
const BOARD = "res://tests/fixtures/frame-budget/hex-tracks-127-25.json"

var _text = ""
var _tiles = []  # the tile ids of the big board
var _actions = []  # an optimal solution of the big board


func run():
	var file = File.new()
	if file.open(BOARD, File.READ) != OK:
		error = "%s cannot be read" % BOARD
		return
	_text = file.get_as_text()
	file.close()
	# A player who has used the workshop: the big board is the draft it keeps (read, checked and
	# drawn as the mode opens).
	var draft = {"level": JSON.parse(_text).result}
	budget.save_store.set_bucket("%s:workshop" % LinearProgress.bucket_of(entry["id"]), draft)
	yield(.run(), "completed")
	var workshop = mode.workshop()
	var read = workshop.import_text(_text)
	if read["error"] != "":
		error = "%s: %s" % [BOARD, read["error"]]
		return
	var big = "127 cells, %d tiles" % read["level"]["tiles"].size()
	yield(
		budget.measure_worker(
			"workshop verdict (its worker)",
			big,
			Analysis,
			"analyze",
			[[read["level"]]],
			budget.repeats
		),
		"completed"
	)
	yield(
		budget.measure("workshop verdict (import)", big, self, "", "once", "_import"), "completed"
	)
	yield(
		budget.measure("workshop verdict (edit)", big, self, "_to_editor", "once", "_edit"),
		"completed"
	)
	yield(
		budget.measure("open the workshop board", big, self, "_checked", "once", "_press_play"),
		"completed"
	)
	for tile in game.session.board.tiles:
		_tiles.append(tile["id"])
	_actions = Solver.solve(game.session.tables)["actions"]
	yield(budget.measure("hint", big, self, "_play_big", "once", "_hint"), "completed")
	yield(
		budget.measure(
			"route preview (hold a tile)", big, self, "_play_big", "_plan_tile", "_hold_tile"
		),
		"completed"
	)
	yield(
		budget.measure(
			"route preview (hold rotate)", big, self, "_play_big", "once", "_hold_rotate"
		),
		"completed"
	)
	var settings = budget.host.get_node("/root/Settings")
	var reduced = settings.reduced_motion
	settings.set_flag("reduced_motion", true)
	var moves = "%s; a solution, %d moves, reduced motion" % [big, _actions.size()]
	yield(
		budget.measure("a tap or a turn", moves, self, "_play_big", "_plan_action", "_act"),
		"completed"
	)
	settings.set_flag("reduced_motion", reduced)


func size_of(level: Dictionary) -> int:
	return level.get("cells", []).size() * 1000 + level.get("tiles", []).size()


func describe(id: String) -> String:
	var level = level_catalog().level(id)
	return "level %s, %d cells, %d tiles" % [id, level["cells"].size(), level["tiles"].size()]


func busy() -> bool:
	return game != null and game.board().is_animating()


func _import():
	mode.workshop().import_text(_text)


# The imported board opened in the workshop's editor (its Edit button).
func _to_editor():
	mode.show_workshop()
	var workshop = mode.workshop()
	workshop.import_text(_text)
	workshop.find_node("EditImported", true, false).emit_signal("pressed")
	workshop.set_tool("track")


# A tap on a cell with the track tool (a cell on the edge: a tile's route changes).
func _edit():
	var workshop = mode.workshop()
	var cell = workshop.editor_level()["cells"].back()
	workshop.edit_cell(int(cell["q"]), int(cell["r"]))


func _to_import():
	mode.show_workshop()
	mode.workshop().import_text(_text)


# The big board imported, its verdict shown (as a player reads it before tapping Play).
func _checked():
	_to_import()
	var workshop = mode.workshop()
	while workshop.import_message() == tr("ht_checking"):
		yield(budget.host.get_tree(), "idle_frame")


func _press_play():
	mode.workshop().find_node("PlayImported", true, false).emit_signal("pressed")


# The big board played from the workshop (its Play button).
func _play_big():
	_to_import()
	mode.workshop().find_node("PlayImported", true, false).emit_signal("pressed")


func _hint():
	game.button("hint").emit_signal("pressed")


func _plan_tile(i):
	return [_tiles[i]] if i < _tiles.size() else null


# What a tile pressed past the hold time shows (the board's press emits held(tile id)).
func _hold_tile(tile_id):
	game.board().show_tile_route(tile_id)


func _hold_rotate():
	game.button("rotate_right").emit_signal("held")


func _plan_action(i):
	return [_actions[i]] if i < _actions.size() else null


# A tap on the tile (the board's tile_tapped) or a rotate button's tap.
func _act(action):
	if action["op"] == "tap":
		game.board().emit_signal("tile_tapped", action["tile"])
	else:
		game.button("rotate_right" if int(action["dir"]) == 1 else "rotate_left").emit_signal(
			"tapped"
		)
