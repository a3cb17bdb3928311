extends Reference
# One City Cat Catch board being played, behind the session contract of docs/architecture.md:
# the GDScript port of core/modes/city_cat_catch/session.py + rules.py
# (docs/city-cat-catch-runtime.md §2-§5), replayed from the Python vectors.
#
# Moves: {"op": "tap", "piece": "<id>"} and {"op": "tool", "tool": "undo" | "remove" | "shuffle"}
# (exactly these keys). Anything else, a piece that cannot be tapped now or a tool that cannot be
# used now gives {"kind": "ignored", "cell": -1}.
# - A piece is clickable when it is on the board and no piece on the board covers it; a piece an
#   Undo put on a return lane covers nothing and nothing covers it.
# - A tap on a clickable piece (or a bypass piece) puts it in the tray right after the last tray
#   piece of its element (else at the end); three of one element clear. Every piece cleared: won;
#   else a tray of 7: lost.
# - Undo (tool): the tray piece that entered last goes to the free return lane with the lowest
#   index. Remove: the first min(3, tray size) tray pieces go to the (empty) bypass. Shuffle: the
#   elements of the pieces on the board are re-dealt by SeededRng("<seed>:shuffle:<k>")'s
#   Fisher-Yates, in piece order. Undo and Remove also revive a lost board.
# The mid-end's undo is off for this mode (the doc's decision): snapshot() is a constant, so no
# move leaves an undo entry; restart() starts a fresh attempt with the tool counts restored.
# A level that does not hold together (see level_rules.gd) never crashes this script: unusable
# pieces are skipped; the game refuses such levels before it gets here.

const SeededRng = preload("res://scripts/common/seeded_rng.gd")
const Overlap = preload("res://scripts/city_cat_catch/overlap.gd")
const Seeds = preload("res://scripts/city_cat_catch/seeds.gd")

# Where a piece is.
const BOARD = 0
const TRAY = 1
const BYPASS = 2
const CLEARED = 3
const TOOLS = ["undo", "remove", "shuffle"]
const PLAYING = "playing"
const WON = "won"
const LOST = "lost"
const SNAPSHOT = "city-cat-catch: the mid-end undo is off; Undo is a tool"

# The static board (read only).
var level = {}
var ids = []  # piece ids, in piece order (bottom layer first)
var dealt = []  # the element id each piece was dealt
var boxes = []  # [layer, x, y, w, h] per piece
var lanes = []  # [x, y] per return lane
var covers = []  # covers[a]: the pieces a covers (indices, ascending)
var covered_by = []  # covered_by[b]: the pieces covering b (indices, ascending)
var elements = []  # the level's element ids; state()'s "kinds" index into it
var seed_text = ""  # the board's decimal seed

# The attempt (read only; change it through apply / restart).
var kind = []  # the element id of each piece now (a shuffle re-deals them)
var where = []  # BOARD, TRAY, BYPASS or CLEARED per piece
var lane_of = {}  # piece index -> return lane, for pieces an Undo put back
var tray = []  # piece indices, tray order
var bypass = []  # piece indices
var tools = {}  # tool -> uses left
var shuffles = 0
var taps = 0
var cleared = 0

var _blockers = []  # per piece: its coverers still at their place on the board
var _stamp = {}  # tray piece -> when it entered the tray
var _serial = 0
var _tool_counts = {}
var _element_index = {}
var _index_of = {}
var _status = PLAYING


func _init(baked_level) -> void:
	level = baked_level if typeof(baked_level) == TYPE_DICTIONARY else {}
	_read_level()
	reset()


# --- the session contract --------------------------------------------------------------------
func apply(move) -> Dictionary:
	if typeof(move) != TYPE_DICTIONARY:
		return ignored()
	var op = move.get("op")
	if typeof(op) != TYPE_STRING:
		return ignored()
	if op == "tap" and move.size() == 2 and move.has("piece"):
		var piece = move["piece"]
		if typeof(piece) != TYPE_STRING or not _index_of.has(piece):
			return ignored()
		var i = _index_of[piece]
		if not is_tappable(i):
			return ignored()
		return _tap(i)
	if op == "tool" and move.size() == 2 and move.has("tool"):
		var tool_name = move["tool"]
		if typeof(tool_name) != TYPE_STRING or not tool_name in TOOLS or not can_tool(tool_name):
			return ignored()
		return _use_tool(tool_name)
	return ignored()


func restart() -> Dictionary:
	reset()
	return {"kind": "restarted", "cell": -1}


func status() -> String:
	return _status


func state() -> Dictionary:
	var lane_ids = []
	for _i in range(lanes.size()):
		lane_ids.append("")
	for piece in lane_of:
		lane_ids[lane_of[piece]] = ids[piece]
	var kinds = []
	for k in kind:
		kinds.append(_element_index.get(k, -1))
	return {
		"status": _status,
		"tray": _ids_of(tray),
		"bypass": _ids_of(bypass),
		"lanes": lane_ids,
		"clickable": _ids_of(clickable_list()),
		"onBoard": on_board_count(),
		"cleared": cleared,
		"taps": taps,
		"tools": tools.duplicate(),
		"shuffles": shuffles,
		"kinds": kinds,
	}


func snapshot():
	return SNAPSHOT


# Nothing to restore: the mid-end never holds an entry for this mode.
func restore(_snapshot) -> void:
	pass


static func ignored() -> Dictionary:
	return {"kind": "ignored", "cell": -1}


# --- queries for the view --------------------------------------------------------------------
func piece_count() -> int:
	return ids.size()


# The index of a piece id, -1 for an unknown one.
func index_of(piece_id) -> int:
	return _index_of.get(piece_id, -1)


func is_clickable(i: int) -> bool:
	return where[i] == BOARD and (lane_of.has(i) or _blockers[i] == 0)


func clickable_list() -> Array:
	var found = []
	for i in range(ids.size()):
		if is_clickable(i):
			found.append(i)
	return found


# A tap on it would be taken: the board is playing and the piece is clickable or in the bypass.
func is_tappable(i: int) -> bool:
	return _status == PLAYING and (is_clickable(i) or where[i] == BYPASS)


func on_board_count() -> int:
	var count = 0
	for w in where:
		if w == BOARD:
			count += 1
	return count


# The free return lane with the lowest index, -1 when every lane is taken.
func free_lane() -> int:
	var taken = lane_of.values()
	for lane in range(lanes.size()):
		if not lane in taken:
			return lane
	return -1


func can_tool(tool_name: String) -> bool:
	if int(tools.get(tool_name, 0)) <= 0:
		return false
	match tool_name:
		"undo":
			return _status in [PLAYING, LOST] and not tray.empty() and free_lane() >= 0
		"remove":
			return _status in [PLAYING, LOST] and not tray.empty() and bypass.empty()
		"shuffle":
			return _status == PLAYING and on_board_count() >= 2
	return false


# The tool counts of the level (what restart gives back).
func tool_counts() -> Dictionary:
	return _tool_counts.duplicate()


# --- the attempt -----------------------------------------------------------------------------
func reset() -> void:
	kind = dealt.duplicate()
	where = []
	_blockers = []
	for i in range(ids.size()):
		where.append(BOARD)
		_blockers.append(covered_by[i].size())
	lane_of = {}
	tray = []
	bypass = []
	_stamp = {}
	_serial = 0
	shuffles = 0
	taps = 0
	cleared = 0
	tools = _tool_counts.duplicate()
	_status = PLAYING


# --- moves -----------------------------------------------------------------------------------
func _tap(i: int) -> Dictionary:
	if where[i] == BYPASS:
		bypass.erase(i)
	elif lane_of.has(i):
		lane_of.erase(i)
	else:
		for q in covers[i]:
			_blockers[q] -= 1
	var k = kind[i]
	var slot = tray.size()
	for j in range(tray.size() - 1, -1, -1):
		if kind[tray[j]] == k:
			slot = j + 1
			break
	tray.insert(slot, i)
	where[i] = TRAY
	_serial += 1
	_stamp[i] = _serial
	taps += 1
	var matched = []
	for t in tray:
		if kind[t] == k:
			matched.append(t)
	if matched.size() == 3:
		var kept = []
		for t in tray:
			if kind[t] != k:
				kept.append(t)
		tray = kept
		for t in matched:
			where[t] = CLEARED
			_stamp.erase(t)
		cleared += 3
	else:
		matched = []
	var event_kind = "picked"
	if cleared == ids.size():
		_status = WON
		event_kind = "won"
	elif tray.size() >= Overlap.TRAY_SLOTS:
		_status = LOST
		event_kind = "lost"
	elif not matched.empty():
		event_kind = "matched"
	return {
		"kind": event_kind, "cell": -1, "piece": ids[i], "slot": slot, "cleared": _ids_of(matched)
	}


func _use_tool(tool_name: String) -> Dictionary:
	tools[tool_name] = int(tools[tool_name]) - 1
	if tool_name == "undo":
		var piece = tray[0]
		for t in tray:
			if _stamp[t] > _stamp[piece]:
				piece = t
		tray.erase(piece)
		_stamp.erase(piece)
		var lane = free_lane()
		lane_of[piece] = lane
		where[piece] = BOARD
		_status = PLAYING
		return {"kind": "returned", "cell": -1, "piece": ids[piece], "lane": lane}
	if tool_name == "remove":
		var moved = []
		var kept = []
		for index in range(tray.size()):
			if index < Overlap.BYPASS_SIZE:
				moved.append(tray[index])
			else:
				kept.append(tray[index])
		tray = kept
		for t in moved:
			where[t] = BYPASS
			_stamp.erase(t)
		bypass = moved
		_status = PLAYING
		return {"kind": "set-aside", "cell": -1, "pieces": _ids_of(moved)}
	shuffles += 1
	var on = []
	var kinds = []
	for i in range(ids.size()):
		if where[i] == BOARD:
			on.append(i)
			kinds.append(kind[i])
	SeededRng.new(Seeds.shuffle_seed_text(seed_text, shuffles)).shuffle(kinds)
	for index in range(on.size()):
		kind[on[index]] = kinds[index]
	return {"kind": "shuffled", "cell": -1, "count": on.size()}


# --- reading the level -----------------------------------------------------------------------
func _read_level() -> void:
	seed_text = str(level.get("seed", ""))
	var pieces = level.get("pieces")
	if typeof(pieces) == TYPE_ARRAY:
		for piece in pieces:
			if typeof(piece) != TYPE_DICTIONARY or typeof(piece.get("id")) != TYPE_STRING:
				continue
			if typeof(piece.get("elementId")) != TYPE_STRING:
				continue
			var box = []
			for key in ["layer", "x", "y", "width", "height"]:
				box.append(_int(piece.get(key)))
			_index_of[piece["id"]] = ids.size()
			ids.append(piece["id"])
			dealt.append(piece["elementId"])
			boxes.append(box)
	var spots = level.get("returnLanes")
	if typeof(spots) == TYPE_ARRAY:
		for spot in spots:
			if typeof(spot) == TYPE_ARRAY and spot.size() == 2:
				lanes.append([_int(spot[0]), _int(spot[1])])
	var counts = level.get("tools")
	for tool_name in TOOLS:
		var count = counts.get(tool_name, 0) if typeof(counts) == TYPE_DICTIONARY else 0
		_tool_counts[tool_name] = int(max(0, _int(count)))
	var listed = level.get("elements")
	if typeof(listed) == TYPE_ARRAY and not listed.empty():
		for element in listed:
			elements.append(element)
	else:
		for element in dealt:
			if not element in elements:
				elements.append(element)
	for index in range(elements.size()):
		if not _element_index.has(elements[index]):
			_element_index[elements[index]] = index
	for _i in range(ids.size()):
		covers.append([])
		covered_by.append([])
	for edge in Overlap.edges(boxes):
		covers[edge[0]].append(edge[1])
		covered_by[edge[1]].append(edge[0])


func _ids_of(indices: Array) -> Array:
	var found = []
	for i in indices:
		found.append(ids[i])
	return found


static func _int(value) -> int:
	return int(value) if typeof(value) in [TYPE_INT, TYPE_REAL] else 0
