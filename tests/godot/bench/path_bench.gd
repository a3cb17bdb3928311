extends "res://tests/godot/bench/mode_bench.gd"
# The frame budget of a path mode (Number Stroke, Hex Walls: scripts/common/path_game_screen.gd)
# on its largest shipped level: the path drawn step by step along the solution (every step timed,
# the clearing one too, as the board's cell_pressed / cell_dragged signals send them), "show the
# way" on a half-drawn path with a wrong end, "add a number" pressed until it has nothing to add
# (where the screen has the button; its signal, so past the level's limit), and undo / restart of
# a path one step short of the end. Ways are granted ahead (credits, as a watched video gives) so
# every press gives its hint.


func run():
	yield(.run(), "completed")
	if level_id.empty():
		return
	var detail = describe(level_id)
	yield(budget.measure("a step", detail, self, "_fresh", "_plan_step", "_step"), "completed")
	yield(
		budget.measure("show the way", detail, self, "_wrong_end", "once", "_show_way"), "completed"
	)
	if game.button("add_number") != null:
		yield(
			budget.measure("add a number", detail, self, "_fresh", "_plan_number", "_add_number"),
			"completed"
		)
	yield(budget.measure("undo", detail, self, "_almost_done", "once", "_undo"), "completed")
	yield(budget.measure("restart", detail, self, "_almost_done", "once", "_restart"), "completed")


# The level started again, nothing drawn.
func _fresh():
	play()
	var allowance = game.get("hint_allowance")
	while allowance != null and allowance.available() < _solution().size():
		allowance.grant()


# The solution's path but its last step.
func _almost_done():
	_fresh()
	var solution = _solution()
	for i in range(solution.size() - 1):
		game.apply({"op": "press" if i == 0 else "drag", "cell": int(solution[i])})
	game.apply({"op": "release"})


# Half the solution, then a neighbour off it: "show the way" has a wrong part to point back from.
func _wrong_end():
	_fresh()
	var solution = _solution()
	var half = int(max(1, solution.size() / 2))
	for i in range(half):
		game.apply({"op": "press" if i == 0 else "drag", "cell": int(solution[i])})
	for node in game.level["adjacency"][int(solution[half - 1])]:
		if not int(node) in game.session.path and int(node) != int(solution[half]):
			game.apply({"op": "drag", "cell": int(node)})
			break
	game.apply({"op": "release"})


func _plan_step(i):
	var solution = _solution()
	return [i, int(solution[i])] if i < solution.size() else null


func _step(i, node):
	if i == 0:
		game.board().emit_signal("cell_pressed", node)
	else:
		game.board().emit_signal("cell_dragged", node)


func _show_way():
	game.button("show_way").emit_signal("pressed")


func _plan_number(i):
	# Each press adds the next number of the level's hint order until the board shows every step.
	if i > 0 and game.message() == tr("hint_try_way"):
		return null
	return [] if i < _solution().size() else null


func _add_number():
	game.button("add_number").emit_signal("pressed")


func _undo():
	game.button("undo").emit_signal("pressed")


func _restart():
	game.button("restart").emit_signal("pressed")


func _solution() -> Array:
	return game.level["hintPath"]
