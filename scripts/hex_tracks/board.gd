extends Reference
# A level's board at each of its orientations: the port of core/modes/hex_tracks/board.py
# (docs/hex-tracks-runtime.md §2). One clockwise turn moves every cell (q, r) -> (-r, q + r)
# and adds 1 (mod 6) to each of its track ports; tiles keep their (q, r, dir). The board turns
# only when the level allows it and its cells are six-fold symmetric about (0, 0).
# Built from a level Dictionary (baked or imported; numbers may be JSON floats) that
# level_rules.gd accepted.

const STRAIGHT = [3, 4, 5, 0, 1, 2]

var cells = {}  # key(q, r) -> tracks (orientation 0)
var positions = []  # [q, r] of every cell, in level order
var tiles = []  # {"id", "q", "r", "dir", "color"} with ints, in level order
var rotation_enabled = true
var move_limit = 1
var symmetric = false
var rotatable = false
var n = 0
var _turned = {}  # orientation -> {key(q, r): tracks}


func _init(level: Dictionary):
	for cell in level.get("cells", []):
		var q = int(cell["q"])
		var r = int(cell["r"])
		cells[key(q, r)] = tracks_of(cell)
		positions.append([q, r])
	for tile in level.get("tiles", []):
		tiles.append(tile_of(tile))
	n = tiles.size()
	rotation_enabled = level.get("rotationEnabled", true) == true
	move_limit = int(level.get("moveLimit", 1))
	symmetric = true
	for p in positions:
		if not cells.has(key(-p[1], p[0] + p[1])):
			symmetric = false
	rotatable = rotation_enabled and symmetric


# The Dictionary key of a position (coordinates stay within -16..47 on any board).
static func key(q, r) -> int:
	return (q + 16) * 64 + (r + 16)


# `turns` clockwise turns about (0, 0); negative turns go counter-clockwise.
static func rotate(q, r, turns) -> Array:
	for _i in range(posmod(turns, 6)):
		var old_q = q
		q = -r
		r = old_q + r
	return [q, r]


# The tracks of a cell after `turns` clockwise turns: the pairing i-j becomes (i+turns)-(j+turns).
static func rotate_tracks(tracks: Array, turns) -> Array:
	turns = posmod(turns, 6)
	var result = []
	for i in range(6):
		result.append((tracks[posmod(i - turns, 6)] + turns) % 6)
	return result


# Whether entering at port `entry` and leaving at `exit` bends (is not straight on).
static func is_curve(entry, exit) -> bool:
	return exit != (entry + 3) % 6


# The 15 ways to pair six ports (involutions without fixed points), sorted like Python's.
static func pairings() -> Array:
	var found = []
	_pair([-1, -1, -1, -1, -1, -1], found)
	found.sort()
	return found


static func _pair(tracks: Array, found: Array) -> void:
	var free = []
	for i in range(6):
		if tracks[i] < 0:
			free.append(i)
	if free.empty():
		found.append(tracks.duplicate())
		return
	var a = free[0]
	for index in range(1, free.size()):
		var b = free[index]
		tracks[a] = b
		tracks[b] = a
		_pair(tracks, found)
		tracks[a] = -1
		tracks[b] = -1


# A level cell's track ports as ints.
static func tracks_of(cell: Dictionary) -> Array:
	var tracks = []
	for port in cell["tracks"]:
		tracks.append(int(port))
	return tracks


# A level tile as the board keeps it: {"id", "q", "r", "dir", "color"} with ints.
static func tile_of(tile: Dictionary) -> Dictionary:
	return {
		"id": str(tile["id"]),
		"q": int(tile["q"]),
		"r": int(tile["r"]),
		"dir": int(tile["dir"]),
		"color": int(tile["color"]),
	}


func orientations() -> Array:
	return [0, 1, 2, 3, 4, 5] if rotatable else [0]


# key(q, r) -> tracks after `orientation` clockwise turns.
func tracks_at(orientation) -> Dictionary:
	orientation = posmod(orientation, 6)
	if not _turned.has(orientation):
		var turned = {}
		for p in positions:
			var moved = rotate(p[0], p[1], orientation)
			turned[key(moved[0], moved[1])] = rotate_tracks(cells[key(p[0], p[1])], orientation)
		_turned[orientation] = turned
	return _turned[orientation]


func index_of(tile_id) -> int:
	for i in range(n):
		if tiles[i]["id"] == tile_id:
			return i
	return -1
