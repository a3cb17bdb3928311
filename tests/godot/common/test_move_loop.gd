extends "res://tests/godot/test_case.gd"
# The common move loop of scripts/common/game_screen.gd, on the fixture mode's game screen
# (tests/godot/fixtures/fifth_mode/): every applied move is emitted with its event, in order; the
# solved-at time stops the clock and level_solved follows the move's feedback; moves made while
# the board is busy wait in order, a second tap on the same target waits once, the mode sees what
# waits, and the queue runs when the board settles.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const Fixture = preload("res://tests/godot/fixtures/fifth_mode/fixture_entry.gd")

var game = null
var applied = []  # [move, event] per move_applied
var solved = []  # [level id, moves applied when level_solved came]


func before_each():
	ModeRegistry.register(Fixture.ENTRY)
	game = load(ModeRegistry.find(Fixture.ENTRY["id"])["game"]).instance()
	add_child(game)
	game.connect("move_applied", self, "_on_move_applied")
	game.connect("level_solved", self, "_on_level_solved")
	var catalog = ModeRegistry.load_catalog(Fixture.ENTRY["id"])
	game.start_level(catalog.level("1-2"))  # numbers [3, 1, 4, 2]: press cells 1, 3, 0, 2


func after_each():
	ModeRegistry.unregister(Fixture.ENTRY["id"])


func test_every_applied_move_is_emitted_with_its_event_in_order():
	var moves = [
		{"op": "press", "cell": 1},
		{"op": "press", "cell": 0},
		{"op": "undo"},
		{"op": "press", "cell": 1},
	]
	var events = []
	for move in moves:
		events.append(game.apply(move))
	assert_eq(applied.size(), moves.size(), "one signal per move, ignored ones too")
	for i in range(moves.size()):
		assert_eq(applied[i][0], moves[i])
		assert_eq(applied[i][1], events[i])
	assert_eq(events[1]["kind"], "ignored")
	assert_eq(events[2]["kind"], "undone", "the mid-end's own ops go through the loop too")


func test_the_solving_move_stops_the_clock_and_level_solved_follows_it():
	game.apply({"op": "press", "cell": 1})
	game.apply({"op": "press", "cell": 3})
	game.apply({"op": "press", "cell": 0})
	assert_eq(solved, [], "not solved yet")
	game.apply({"op": "press", "cell": 2})
	assert_eq(solved, [["1-2", 4]], "level_solved once, after the solving move was emitted")
	var stopped = game.elapsed_ms()
	OS.delay_msec(20)
	assert_eq(game.elapsed_ms(), stopped, "the time played stops at the solved-at time")
	assert_eq(game.play_stats(), {"timeMs": stopped, "hints": 0})


func test_moves_made_while_the_board_is_busy_wait_in_order_and_once_per_target():
	game.apply({"op": "press", "cell": 1})
	game.busy = true
	var answer = game.apply({"op": "press", "cell": 3})
	assert_eq(answer, {"kind": "queued", "cell": -1})
	game.apply({"op": "press", "cell": 0})
	game.apply({"op": "press", "cell": 3})
	game.apply({"op": "undo"})
	game.apply({"op": "undo"})
	var waiting = [
		{"op": "press", "cell": 3}, {"op": "press", "cell": 0}, {"op": "undo"}, {"op": "undo"}
	]
	assert_eq(game.queued_moves(), waiting, "a second press of cell 3 waits once; undos each")
	assert_eq(game.shown_queued, waiting, "the mode sees what waits")
	assert_eq(applied.size(), 1, "nothing waiting was played")
	game.settle()
	assert_eq(game.queued_moves(), [])
	assert_eq(game.shown_queued, [], "and sees the queue empty")
	var kinds = []
	for each in applied:
		kinds.append(each[1]["kind"])
	assert_eq(kinds, ["pressed", "pressed", "pressed", "undone", "undone"], "played in order")
	assert_eq(game.session.pressed, 1)


func test_a_busy_board_stops_the_queue_until_it_settles_again():
	game.busy = true
	game.apply({"op": "press", "cell": 1})
	game.apply({"op": "press", "cell": 3})
	game.connect("move_applied", self, "_busy_again", [], CONNECT_ONESHOT)
	game.settle()
	assert_eq(applied.size(), 1, "the first waiting move made the board busy again")
	assert_eq(game.queued_moves(), [{"op": "press", "cell": 3}])
	game.settle()
	assert_eq(applied.size(), 2)
	assert_eq(game.queued_moves(), [])


func test_a_new_level_forgets_what_waited():
	game.busy = true
	game.apply({"op": "press", "cell": 1})
	game.start_level(ModeRegistry.load_catalog(Fixture.ENTRY["id"]).level("1-1"))
	game.settle()
	assert_eq(applied, [], "nothing of the old level was played")


func _busy_again(_move, _event):
	game.busy = true


func _on_move_applied(move, event):
	applied.append([move, event])


func _on_level_solved(level_id):
	solved.append([level_id, applied.size()])
