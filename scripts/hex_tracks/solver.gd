extends Reference
# The exact solver of Hex Tracks: the port of core/modes/hex_tracks/solver.py
# (docs/hex-tracks-runtime.md §6). Removing a free tile never hurts, so a state is closed by
# removing every free tile in waves (a wave = every tile free at its start, in index order);
# breadth-first search over closed states (orientation, remaining) with rotation edges +1 then
# -1, each costing 1: the first cleared state generated has the fewest rotations R. Capped at
# STATE_CAP expanded states ("exhausted": R not proven, never "unsolvable"). `reachable` is
# decided without the search: remove tiles free at any orientation (or at the one orientation
# when the board cannot turn) until nothing changes.
# Static functions over a tables.gd; a solution is
#   {"n", "reachable", "exhausted", "found", "rotations" (-1 when not found),
#    "actions": [{"op": "tap", "tile": id} | {"op": "rotate", "dir": ±1}],
#    "layers": [[tile index, ...] per wave], "expanded"}.

const Bits = preload("res://scripts/hex_tracks/bits.gd")
const STATE_CAP = 20000


# [what remains, the waves removed] after removing every free tile, wave by wave.
static func close(tables, orientation, remaining: Array) -> Array:
	var waves = []
	while true:
		var free = tables.free_tiles(orientation, remaining)
		if Bits.is_empty(free):
			break
		waves.append(Bits.members(free))
		remaining = Bits.minus(remaining, free)
	return [remaining, waves]


# Whether the tiles of `remaining` can all be removed, rotations free (exact).
static func clearable(tables, orientation, remaining: Array) -> bool:
	var orientations = tables.board.orientations()
	if not tables.board.rotatable:
		orientations = [posmod(orientation, 6)]
	var changed = true
	while not Bits.is_empty(remaining) and changed:
		changed = false
		for o in orientations:
			var free = tables.free_tiles(o, remaining)
			if not Bits.is_empty(free):
				remaining = Bits.minus(remaining, free)
				changed = true
	return Bits.is_empty(remaining)


# The fewest-rotations solution from a state (remaining null: every tile).
static func solve(tables, orientation = 0, remaining = null, cap = STATE_CAP) -> Dictionary:
	var search = search_from(tables, orientation, remaining, cap)
	search_step(search, -1)
	return search["solution"]


# solve() in steps, for the workshop's verdict worked out in slices (analysis.gd): search_from()
# sets the search up; search_step(search, count) expands at most `count` more states (count < 0:
# no limit) and answers false once search["solution"] is complete.
static func search_from(tables, orientation = 0, remaining = null, cap = STATE_CAP) -> Dictionary:
	var board = tables.board
	if remaining == null:
		remaining = tables.full
	orientation = posmod(orientation, 6)
	var solution = {
		"n": Bits.count(remaining),
		"reachable": clearable(tables, orientation, remaining),
		"exhausted": false,
		"found": false,
		"rotations": -1,
		"actions": [],
		"layers": [],
		"expanded": 0,
	}
	var first = close(tables, orientation, remaining)
	var start_key = Bits.key(orientation, first[0])
	var goal = start_key if Bits.is_empty(first[0]) else null
	var searching = goal == null and solution["reachable"] and board.rotatable
	return {
		"tables": tables,
		"cap": cap,
		"solution": solution,
		"first_waves": first[1],
		"states": {start_key: [orientation, first[0]]},  # key -> [orientation, rest]
		"parent": {start_key: null},  # key -> [parent key, turn]
		"goal": goal,
		"queue": [start_key] if searching else [],
		"head": 0,
		"done": false,
	}


static func search_step(search: Dictionary, count: int) -> bool:
	if search["done"]:
		return false
	var tables = search["tables"]
	var solution = search["solution"]
	var states = search["states"]
	var parent = search["parent"]
	var queue = search["queue"]
	var expanded = 0
	while search["head"] < queue.size() and search["goal"] == null:
		if expanded == count:
			return true
		if solution["expanded"] >= search["cap"]:
			solution["exhausted"] = true
			break
		var state_key = queue[search["head"]]
		search["head"] += 1
		solution["expanded"] += 1
		expanded += 1
		var state = states[state_key]
		for turn in [1, -1]:
			var o2 = posmod(state[0] + turn, 6)
			var rest2 = close(tables, o2, state[1])[0]
			var child = Bits.key(o2, rest2)
			if parent.has(child):
				continue
			parent[child] = [state_key, turn]
			states[child] = [o2, rest2]
			if Bits.is_empty(rest2):
				search["goal"] = child
				break
			queue.append(child)
	search["done"] = true
	if search["goal"] != null:
		_add_actions(search)
	return false


# The found solution's taps and rotations, from the start along the chain of parents.
static func _add_actions(search: Dictionary) -> void:
	var tables = search["tables"]
	var solution = search["solution"]
	var states = search["states"]
	var parent = search["parent"]
	var chain = []  # [turn, orientation after it, rest before it]
	var node = search["goal"]
	while parent[node] != null:
		var prev = parent[node][0]
		chain.push_front([parent[node][1], states[node][0], states[prev][1]])
		node = prev
	_add_taps(tables.board, solution, search["first_waves"])
	for link in chain:
		solution["actions"].append({"op": "rotate", "dir": link[0]})
		_add_taps(tables.board, solution, close(tables, link[1], link[2])[1])
	solution["found"] = true
	solution["rotations"] = chain.size()


static func _add_taps(board, solution: Dictionary, waves: Array) -> void:
	for wave in waves:
		solution["layers"].append(wave)
		for i in wave:
			solution["actions"].append({"op": "tap", "tile": board.tiles[i]["id"]})


# The first action of an optimal solution from a state (the hint), or null.
static func next_action(tables, orientation, remaining: Array):
	var free = Bits.members(tables.free_tiles(orientation, remaining))
	if not free.empty():
		return {"op": "tap", "tile": tables.board.tiles[free[0]]["id"]}
	if Bits.is_empty(remaining):
		return null
	var result = solve(tables, orientation, remaining)
	return result["actions"][0] if not result["actions"].empty() else null
