extends Reference
# The path state machine shared by the path modes: one level being played as a path over a graph
# of cells. The GDScript port of core/common/path_session.py + path_hints.py (the authority),
# following docs/number-stroke-runtime.md §2–§3 behind the session contract of
# docs/architecture.md (apply / restart / status / state / snapshot / restore).
# A mode extends this script, calls set_graph() from its _init with its baked level read into
# plain arrays, and may narrow the moves with blocking_wall() (walls, say); the rest is
# common. Neither hint spends help on what the board already shows (shown_steps()).
# tests/godot/common/test_conformance.gd replays each mode's Python vectors through its
# session inside mid_end.gd. The session trusts the graph its mode gives it (checked by the mode's
# level_rules.gd), but never trusts the moves it is sent.

const EMPTY = "empty"
const DRAWING = "drawing"
const IDLE = "idle"
const CLEARED = "cleared"

# Read-only from outside (writes are refused); `path`, `conflicts` and `added` are the
# session's own containers, so read them, don't mutate them.
var phase = EMPTY setget _refuse_write
var path = [] setget _refuse_write
var conflicts = [] setget _refuse_write
var remaining = 0 setget _refuse_write
var cleared = false setget _refuse_write
var dead_end = false setget _refuse_write
var added = {} setget _refuse_write  # hint numbers, node -> step; kept by restart

var _adjacency = []  # node -> sorted Array of neighbour nodes
var _clue = []  # node -> printed number, 0 for none
var _parity = []  # node -> "", "odd" or "even"
var _solution = []  # the unique solution (baked hintPath), step 1 first
var _hint_cells = []  # the order "add a number" offers cells in (baked hintCells)


# The graph and marks of the level (int Arrays, one entry per node; `parity` "" / "odd" /
# "even"), its solution and hint order (none: "add a number" has none to give), then the state
# of an empty path. A mode's _init calls it once.
func set_graph(
	adjacency: Array, clue: Array, parity: Array, solution: Array, hint_cells := []
) -> void:
	_adjacency = []
	for row in adjacency:
		var neighbours = []
		for node in row:
			neighbours.append(int(node))
		_adjacency.append(neighbours)
	_clue = []
	for value in clue:
		_clue.append(int(value))
	_parity = parity.duplicate()
	_solution = []
	for node in solution:
		_solution.append(int(node))
	_hint_cells = []
	for node in hint_cells:
		_hint_cells.append(int(node))
	_update()


# The mode's hook: the id of what closes the edge a-b for the move made after `placed` cells,
# "" when the edge is open. A move onto a neighbour it blocks is refused with the event
# {"kind": "blocked", "cell": b, "wall": id}, and deadEnd counts that neighbour as unavailable.
func blocking_wall(_a: int, _b: int, _placed: int) -> String:
	return ""


# The session contract: one move as a JSON value, {"op": "press" | "drag", "cell": n},
# {"op": "release"}, {"op": "hint_number"} or {"op": "hint_way"}. Returns the event; a hint op
# returns {"kind": "hint", "cell": the hint's cell, "hint": the hint result}. Anything else (not
# an object, no op, an unknown op, a cell that is not a node) is {"kind": "ignored", "cell": -1}.
func apply(move) -> Dictionary:
	if typeof(move) != TYPE_DICTIONARY or typeof(move.get("op")) != TYPE_STRING:
		return _event("ignored")
	match move["op"]:
		"press":
			return press(_whole(move.get("cell")))
		"drag":
			return drag(_whole(move.get("cell")))
		"release":
			return release()
		"hint_number":
			return _hint_event(hint_number())
		"hint_way":
			return _hint_event(hint_way())
	return _event("ignored")


# "won" once the level is cleared, else "playing" (a path level cannot be lost).
func status() -> String:
	return "won" if cleared else "playing"


# What undo restores: the path. Hint numbers are help, not play: undo keeps them, as restart does.
func snapshot() -> Dictionary:
	return {"path": path.duplicate()}


# Puts back a snapshot(): the path, with conflicts and the clear recomputed; phase "empty" for
# an empty path, else "idle", or "cleared" when the path completes the level. A value that is
# not a snapshot of this level changes nothing.
func restore(saved) -> void:
	if typeof(saved) != TYPE_DICTIONARY or typeof(saved.get("path")) != TYPE_ARRAY:
		return
	var nodes = []
	for value in saved["path"]:
		var node = _whole(value)
		if not _is_node(node) or nodes.has(node):
			return
		nodes.append(node)
	path = nodes
	phase = EMPTY if path.empty() else IDLE
	_update()


func press(n) -> Dictionary:
	if phase == CLEARED or not _is_node(n):
		return _event("ignored")
	if path.empty():
		return _start(n)
	if n == path.back():
		phase = DRAWING
		return _event("resumed", n)
	return _grow_or_cut(n)


func drag(n) -> Dictionary:
	if phase != DRAWING or not _is_node(n):
		return _event("ignored")
	return _grow_or_cut(n)


func release() -> Dictionary:
	if phase != DRAWING:
		return _event("ignored")
	phase = IDLE
	return _event("released")


func restart() -> Dictionary:
	if phase == CLEARED:
		return _event("ignored")
	path = []
	phase = EMPTY
	_update()
	return _event("restarted")


# "Add a number": the number of the first cell of the hint order whose step the board does not
# show.
func hint_number() -> Dictionary:
	if phase == CLEARED:
		return _hint("none", -1, "")
	var shown = shown_steps()
	for node in _hint_cells:
		var step = _solution.find(node) + 1
		if not shown.has(step):
			added[node] = step
			_update()
			return _hint("number", node, "hint_number", step)
	return _hint("none", -1, "hint_try_way")


# "Show the way": off the solution, the last correct cell (or a restart); on it, the way on from
# the correct prefix through the steps the board shows up to the first it does not (the start,
# when nothing marks it), "shown" when it shows every step left.
func hint_way() -> Dictionary:
	if phase == CLEARED:
		return _hint("none", -1, "")
	var prefix = correct_prefix()
	if prefix < path.size():
		if prefix == 0:
			return _hint("restart", _solution[0], "hint_restart", 0, path)
		return _hint("back", path[prefix - 1], "hint_back", 0, path.slice(prefix, path.size() - 1))
	var shown = shown_steps()
	var way = []
	for step in range(prefix + 1, _node_count() + 1):
		way.append(_solution[step - 1])
		if not shown.has(step):
			if prefix == 0 and way.size() == 1:
				return _hint("start", way[0], "hint_start")
			var message = "hint_next" if way.size() == 1 else "hint_follow"
			return _hint("next", way.back(), message, 0, [], way)
	return _hint("shown", way.back(), "hint_shown", 0, [], way)


# The steps the board already shows (a Dictionary used as a set): every number in force, the
# correct prefix, and each step after a shown one that has one way on (ways_on()).
func shown_steps() -> Dictionary:
	var shown = {}
	var known = {}
	for node in range(_node_count()):
		if effective_clue(node) != 0:
			shown[effective_clue(node)] = true
	for step in range(1, correct_prefix() + 1):
		shown[step] = true
	for step in shown:
		known[_solution[step - 1]] = true
	var grown = true
	while grown:
		grown = false
		var steps = shown.keys()
		steps.sort()
		for step in steps:
			if step < _node_count() and not shown.has(step + 1):
				if ways_on(_solution[step - 1], step, known) == [_solution[step]]:
					shown[step + 1] = true
					known[_solution[step]] = true
					grown = true
	return shown


# The cells the step after `node` (at `step`) may take as the board shows it: its neighbours
# outside `known` (a Dictionary used as a set), open for that move, whose mark allows that step.
func ways_on(node: int, step: int, known: Dictionary) -> Array:
	var refused = "even" if (step + 1) % 2 == 1 else "odd"
	var ways = []
	for neighbour in _adjacency[node]:
		if (
			not known.has(neighbour)
			and blocking_wall(node, neighbour, step) == ""
			and _parity[neighbour] != refused
		):
			ways.append(neighbour)
	return ways


func effective_clue(n) -> int:
	if not _is_node(n):
		return 0
	return added.get(n, _clue[n])


# The node that must start the path, or -1 when any node may.
func legal_start() -> int:
	for node in range(_node_count()):
		if effective_clue(node) == 1:
			return node
	return -1


func step_of(n) -> int:
	return path.find(n) + 1


func is_adjacent(a, b) -> bool:
	return _is_node(a) and _is_node(b) and _adjacency[a].has(b)


# How many steps of the path agree with the solution from the start.
func correct_prefix() -> int:
	var length = 0
	while length < path.size() and length < _solution.size():
		if path[length] != _solution[length]:
			break
		length += 1
	return length


# The `expect` object of a conformance step, without `event` and `hint`.
func state() -> Dictionary:
	var added_pairs = []
	var hinted = added.keys()
	hinted.sort()
	for node in hinted:
		added_pairs.append([node, added[node]])
	return {
		"phase": phase,
		"path": path.duplicate(),
		"conflicts": conflicts.duplicate(),
		"remaining": remaining,
		"cleared": cleared,
		"deadEnd": dead_end,
		"added": added_pairs,
	}


func _start(n: int) -> Dictionary:
	var start = legal_start()
	if start != -1 and start != n:
		return _event("illegal_start", start)
	path = [n]
	phase = DRAWING
	_update()
	return _event(CLEARED if cleared else "started", n)


# Press or drag on a non-empty path: cut back to a visited node, or extend to a neighbour the
# mode does not block.
func _grow_or_cut(n: int) -> Dictionary:
	if n == path.back():
		return _event("ignored")
	var index = path.find(n)
	if index != -1:
		path.resize(index + 1)
		phase = DRAWING
		_update()
		return _event("cut", n)
	if _adjacency[path.back()].has(n):
		var wall = blocking_wall(path.back(), n, path.size())
		if wall != "":
			return {"kind": "blocked", "cell": n, "wall": wall}
		path.append(n)
		phase = DRAWING
		_update()
		return _event(CLEARED if cleared else "appended", n)
	return _event("ignored")


# Recomputes everything derived from the path and the clues; a full path without
# conflicts clears the level and locks the session.
func _update() -> void:
	var owner_of_step = {}
	for node in range(_node_count()):
		if effective_clue(node) != 0:
			owner_of_step[effective_clue(node)] = node
	var wrong = []
	for i in range(path.size()):
		var node = path[i]
		var step = i + 1
		var clue = effective_clue(node)
		if (
			(clue != 0 and clue != step)
			or owner_of_step.get(step, node) != node
			or (_parity[node] == "odd" and step % 2 == 0)
			or (_parity[node] == "even" and step % 2 == 1)
		):
			wrong.append(node)
	wrong.sort()
	conflicts = wrong
	remaining = _node_count() - path.size()
	if remaining == 0 and conflicts.empty():
		phase = CLEARED
	cleared = phase == CLEARED
	dead_end = not path.empty() and not cleared and _end_is_stuck()


# Every neighbour of the end is visited or closed for the next move.
func _end_is_stuck() -> bool:
	var end = path.back()
	for neighbour in _adjacency[end]:
		if not path.has(neighbour) and blocking_wall(end, neighbour, path.size()) == "":
			return false
	return true


func _node_count() -> int:
	return _adjacency.size()


func _is_node(n) -> bool:
	return typeof(n) == TYPE_INT and n >= 0 and n < _node_count()


# JSON numbers arrive as floats: a whole one is the int it stands for; anything else stays as
# it is (and is then no node).
static func _whole(value):
	if typeof(value) == TYPE_REAL and value == floor(value):
		return int(value)
	return value


func _hint_event(hint: Dictionary) -> Dictionary:
	return {"kind": "hint", "cell": hint["cell"], "hint": hint}


func _event(kind: String, cell := -1) -> Dictionary:
	return {"kind": kind, "cell": cell}


# A hint result; `highlight` defaults to the hint's cell.
func _hint(
	kind: String, cell: int, message: String, number := 0, dimmed := [], highlight = null
) -> Dictionary:
	if highlight == null:
		highlight = [cell] if cell != -1 else []
	return {
		"kind": kind,
		"cell": cell,
		"number": number,
		"highlight": highlight,
		"dimmed": dimmed.duplicate(),
		"message": message,
	}


func _refuse_write(_value) -> void:
	push_error("path session state is read-only; use the session's commands")
