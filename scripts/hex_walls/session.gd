extends "res://scripts/common/path_session.gd"
# One Hex Walls level being played: the shared path state machine
# (scripts/common/path_session.gd) with walls, the port of core/modes/hex_walls/session.py
# (docs/hex-walls-runtime.md §2). A move onto a neighbouring hex across a static wall, or across
# the edge a turning wall stands on at that moment, is refused with {"kind": "blocked", "cell":
# v, "wall": "s<i>" | "t<i>"} (0-based; static walls first, then turning walls in order), so the
# view can shake it. A turning wall stands on its edge (edge + placed) mod 3 when the move after
# `placed` cells is judged: it turns 120° clockwise after each placed cell, and back when the
# path shrinks, since its phase is the path's length. state() adds "turning". Pass a level that
# level_rules.gd accepted.

const PERIOD = 3
const NO_EDGE = [-1, -1]

var _walls = []  # static walls: sorted [u, v] node pairs; wall "s<i>" is _walls[i]
var _wall_of = {}  # "u,v" -> static wall id, the first one on that edge
var _turning_start = []  # turning wall i -> the edge it stands on before any cell is placed
var _turning_edges = []  # turning wall i -> its three edges as [u, v] pairs or [-1, -1]


func _init(level: Dictionary) -> void:
	for i in range(level["walls"].size()):
		var pair = _pair(level["walls"][i][0], level["walls"][i][1])
		_walls.append(pair)
		var key = _key(pair)
		if not _wall_of.has(key):
			_wall_of[key] = "s%d" % i
	for wall in level["turningWalls"]:
		_turning_start.append(int(wall["edge"]))
		var edges = []
		for edge in wall["edges"]:
			edges.append([int(edge[0]), int(edge[1])])
		_turning_edges.append(edges)
	var numbers = []
	var parities = []
	for cell in level["cells"]:
		numbers.append(int(cell["number"]))
		parities.append("")
	set_graph(level["adjacency"], numbers, parities, level["hintPath"])


# Static walls first, then the turning walls standing on the edge a-b after `placed` cells.
func blocking_wall(a: int, b: int, placed: int) -> String:
	var pair = _pair(a, b)
	var wall = _wall_of.get(_key(pair), "")
	if wall != "":
		return wall
	for i in range(_turning_start.size()):
		if _turning_edges[i][standing_edge(i, placed)] == pair:
			return "t%d" % i
	return ""


# The edge (0..2) turning wall i stands on after `placed` cells.
func standing_edge(i: int, placed: int) -> int:
	return (_turning_start[i] + placed) % PERIOD


# The edge each turning wall stands on now, in order.
func turning() -> Array:
	var edges = []
	for i in range(_turning_start.size()):
		edges.append(standing_edge(i, path.size()))
	return edges


func turning_wall_count() -> int:
	return _turning_start.size()


func state() -> Dictionary:
	var result = .state()
	result["turning"] = turning()
	return result


static func _pair(a, b) -> Array:
	return [int(min(a, b)), int(max(a, b))]


static func _key(pair: Array) -> String:
	return "%d,%d" % [pair[0], pair[1]]
