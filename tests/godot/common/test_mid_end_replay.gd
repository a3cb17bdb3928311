extends "res://tests/godot/test_case.gd"
# mid_end.gd's log: random move sequences (with undo, redo and restart) on the sessions of every
# mode; replaying moves() on a fresh session of the same level, after a trip through JSON as the
# save makes it, gives the live state, status, can_undo and can_redo.

const MidEnd = preload("res://scripts/common/mid_end.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const NS_FIXTURE = "res://tests/godot/fixtures/number-stroke.baked.json"
const SEQUENCES = 6
const STEPS = 60

var rng = RandomNumberGenerator.new()
var _changes = 0


func before_each():
	rng.seed = 20261201


func test_number_stroke_replays_what_was_played():
	var catalog = ModeRegistry.load_catalog("01-number-stroke", NS_FIXTURE)
	for id in catalog.level_ids():
		_check_random_play("01-number-stroke", catalog.level(id), "_path_move")


func test_hex_walls_replays_what_was_played():
	var catalog = ModeRegistry.load_catalog("03-hex-walls")
	var ids = catalog.level_ids()
	for i in range(min(4, ids.size())):
		_check_random_play("03-hex-walls", catalog.level(ids[i * ids.size() / 4]), "_path_move")


func test_hex_tracks_replays_what_was_played():
	var catalog = ModeRegistry.load_catalog("hex-tracks")
	var ids = catalog.level_ids()
	for i in range(min(3, ids.size())):
		_check_random_play("hex-tracks", catalog.level(ids[i * ids.size() / 3]), "_tracks_move")


func test_city_cat_catch_replays_what_was_played_shuffles_included():
	var catalog = ModeRegistry.load_catalog("city-cat-catch")
	assert_true(catalog.ok, catalog.error)
	var ids = catalog.level_ids()
	for i in range(min(3, ids.size())):
		_check_random_play("city-cat-catch", catalog.level(ids[i * ids.size() / 3]), "_cat_move")


func test_ignored_ops_are_not_logged_and_clear_history_forgets_the_log():
	var catalog = ModeRegistry.load_catalog("01-number-stroke", NS_FIXTURE)
	var level = catalog.level(catalog.level_ids()[0])
	var played = MidEnd.new(ModeRegistry.new_session("01-number-stroke", level))
	played.apply({"op": "undo"})
	played.apply({"op": "fly"})
	played.apply("not a move")
	assert_eq(played.moves(), [], "nothing happened, nothing logged")
	var start = level["hintPath"][0]
	played.apply({"op": "press", "cell": start})
	played.apply({"op": "undo"})
	assert_eq(played.moves(), [{"op": "press", "cell": start}, {"op": "undo"}])
	played.moves()[0]["cell"] = -5
	assert_eq(played.moves()[0]["cell"], start, "moves() hands out copies")
	played.clear_history()
	assert_eq(played.moves(), [])
	played.replay("not a list")
	assert_eq(played.state()["path"], [], "a replay of garbage changes nothing")


func test_replay_is_silent():
	var catalog = ModeRegistry.load_catalog("01-number-stroke", NS_FIXTURE)
	var level = catalog.level(catalog.level_ids()[0])
	var played = MidEnd.new(ModeRegistry.new_session("01-number-stroke", level))
	played.connect("changed", self, "_on_changed")
	played.replay([{"op": "press", "cell": level["hintPath"][0]}, {"op": "restart"}])
	assert_eq(_changes, 0, "no changed signal while replaying")
	assert_true(played.can_undo(), "the replayed restart is undoable")


# SEQUENCES random plays of STEPS moves on `level`, each compared with its replay every few
# steps and at the end.
func _check_random_play(mode_id, level, move_maker):
	var where = "%s %s" % [mode_id, level.get("id", "")]
	for sequence in range(SEQUENCES):
		var live = MidEnd.new(ModeRegistry.new_session(mode_id, level))
		for step in range(STEPS):
			live.apply(call(move_maker, live.session, level))
			if step % 15 == 14 or step == STEPS - 1:
				var replayed = MidEnd.new(ModeRegistry.new_session(mode_id, level))
				replayed.replay(JSON.parse(JSON.print(live.moves())).result)
				var at = "%s, sequence %d, step %d" % [where, sequence, step]
				assert_eq(replayed.state(), live.state(), at)
				assert_eq(replayed.status(), live.status(), at)
				assert_eq(replayed.can_undo(), live.can_undo(), at + ": can_undo")
				assert_eq(replayed.can_redo(), live.can_redo(), at + ": can_redo")
				if replayed.status() == "won":
					break
		assert_true(live.moves().size() > 0, where + ": something was played")


# One of the mid-end's own ops, about one move in four.
func _mid_end_op():
	var roll = rng.randi_range(0, 9)
	if roll < 2:
		return {"op": "undo"}
	if roll == 2:
		return {"op": "redo"}
	if roll == 3 and rng.randi_range(0, 2) == 0:
		return {"op": "restart"}
	return null


# Mostly steps along the solution (so paths grow and clears happen), sometimes anywhere.
func _path_move(session, level):
	var own = _mid_end_op()
	if own != null:
		return own
	var solution = level["hintPath"]
	var roll = rng.randi_range(0, 19)
	if roll == 0:
		return {"op": "hint_number"}
	if roll == 1:
		return {"op": "hint_way"}
	if roll == 2:
		return {"op": "release"}
	var cell = rng.randi_range(0, level["cells"].size() - 1)
	if roll < 14:
		cell = solution[min(session.path.size(), solution.size() - 1)]
	return {"op": "drag" if session.path.size() > 0 and roll % 2 == 0 else "press", "cell": cell}


func _tracks_move(session, _level):
	var own = _mid_end_op()
	if own != null:
		return own
	if rng.randi_range(0, 4) == 0:
		return {"op": "rotate", "dir": 1 if rng.randi_range(0, 1) == 0 else -1}
	var tiles = session.board.tiles
	return {"op": "tap", "tile": tiles[rng.randi_range(0, tiles.size() - 1)]["id"]}


# Cat's mid-end undo is off (its Undo is a tool): taps on what can be tapped, tools, restarts.
func _cat_move(session, _level):
	var own = _mid_end_op()
	if own != null:
		return own
	var roll = rng.randi_range(0, 9)
	if roll < 2:
		var tools = ["undo", "remove", "shuffle"]
		return {"op": "tool", "tool": tools[rng.randi_range(0, 2)]}
	var choices = session.clickable_list()
	if choices.empty() or roll == 2:
		return {"op": "tap", "piece": session.ids[rng.randi_range(0, session.ids.size() - 1)]}
	return {"op": "tap", "piece": session.ids[choices[rng.randi_range(0, choices.size() - 1)]]}


func _on_changed():
	_changes += 1
