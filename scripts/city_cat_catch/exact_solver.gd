extends Reference
# The exact tool-free solver of City Cat Catch: the GDScript port of solver_ext/cat_catch.pyx
# ExactSolver's search (docs/city-cat-catch-runtime.md §8.2), node for node, so that a daily
# board's proof costs the same count here as in Python (the vectors' solverCases replay it).
#
# A position: pieces with kinds (indices), cover edges (covers[a]: the pieces a covers), the
# tray's residue per kind. Without tools the tray is a function of the picked set, so a
# depth-first search over picked sets decides whether some order picks every piece, each when
# nothing unpicked covers it, with at most 6 pieces in the tray after a pick that clears nothing:
# - memo: every picked set proved dead (a Dictionary keyed by the set's bit words: exact);
# - forced: the first available piece i of a kind k whose unpicked pieces are all available and
#   exactly complete its residue (left[k] = 3 - res[k] = avail[k]), with room for the picks in
#   between (tray + 2 - res[k] <= 6), is the only move tried;
# - otherwise every available piece in index order, skipping pieces that need a slot when the
#   tray holds 6 (res[k] < 2 and tray > 5), and a piece that covers nothing when an earlier one
#   of its kind that covers nothing was already taken (symmetry);
# - order: by key, descending, ties in index order; key = the pieces it alone still covers
#   (+4000 if res = 2, else +3000 if res = 1 and avail >= 2, else +2000 if res = 0 and
#   avail >= 3, else +1000 if res = 1).
# Each expanded position (a picked set not cleared, not known dead) counts one node; past the
# budget the search stops with no answer and stores nothing more. The search is iterative (no
# GDScript recursion: it may run on a worker thread whose stack is small) and can stop and go on
# between two moves tried (start_within, search_step: the daily board made in slices).

const TRAY_SLOTS = 7
const DEAD = 1  # the memo's mark of a picked set with no clearing order
# what entering a position gives (_open) and a search answers (_search)
const CLEARED = 1
const DEAD_END = 0
const STOPPED = -1
const OPENED = 2
const PAUSED = 3

var nodes = 0  # expanded positions of the last query
var answer = []  # the last query's [verdict, nodes, witness] once it is decided

var _n = 0
var _k = 1
var _kind = []
var _covers = []  # per piece: the pieces it covers
var _indeg0 = []
var _tray0 = []
var _total = []
var _zeros = []  # one 0 per kind
# the position being searched
var _indeg = []
var _res = []
var _left = []
var _picked = []  # per piece: 1 when picked
var _words = []  # the picked set as 64-bit words (the memo key)
var _open_list = []  # the available pieces (unpicked, uncovered), ascending
var _availk = []  # available pieces per kind
var _seen = []  # per kind: the node that last took a piece of it covering nothing
var _tray_size = 0
var _remaining = 0
var _memo = {}
var _path = []
var _opened = []  # the candidates _open found
# the query being searched: its budget, the depth it starts at, the open frames (each a
# position's candidate moves, the next one to try, the piece picked from it now)
var _budget = 0
var _depth = 0
var _frame_cands = []
var _frame_next = []
var _frame_piece = []


# kinds: each piece's kind index (0 .. nkinds - 1); covers[a]: the pieces a covers; tray: the
# tray's count per kind (taken mod 3); nkinds: the number of kinds (at least 1).
func _init(kinds: Array, covers: Array, tray: Array, nkinds: int) -> void:
	_n = kinds.size()
	_k = nkinds if nkinds > 0 else 1
	_kind = kinds.duplicate()
	_covers = []
	_indeg0 = []
	_total = []
	_tray0 = []
	for _i in range(_n):
		_indeg0.append(0)
	for k in range(_k):
		_total.append(0)
		_zeros.append(0)
		_tray0.append(int(tray[k]) if k < tray.size() else 0)
	for i in range(_n):
		_total[_kind[i]] += 1
		_covers.append(covers[i].duplicate())
		for j in covers[i]:
			_indeg0[j] += 1


# A search of at most `budget` expanded positions (0: no limit) from a fresh memo after the
# pieces of `picked` (indices, in order): [verdict, nodes, witness] with verdict 1 (clearable;
# witness the order of the pieces left), 0 (proved not) or -1 (the budget ran out first). A bad
# picked list answers [0, 0, null] with an error.
func solve_within(budget: int, picked: Array = []) -> Array:
	start_within(budget, picked)
	search_step(-1)
	return answer


# solve_within() in steps: start_within() sets the query up; search_step(count) tries at most
# `count` more moves (count < 0: no limit) and answers false once `answer` is set.
func start_within(budget: int, picked: Array = []) -> void:
	_memo = {}
	nodes = 0
	answer = []
	_frame_cands = []
	_frame_next = []
	_frame_piece = []
	_reset()
	for i in picked:
		if typeof(i) != TYPE_INT or i < 0 or i >= _n or _picked[i] == 1:
			push_error("exact_solver: bad picked piece %s" % str(i))
			answer = [0, 0, null]
			return
		_push(i)
	_find_available()
	if _tray_size >= TRAY_SLOTS:
		answer = [0, 0, null]
		return
	_depth = _n - _remaining
	_budget = budget
	var entered = _open(budget)
	if entered == OPENED:
		_frame_cands = [_opened]
		_frame_next = [0]
		_frame_piece = [-1]
	else:
		_answer_with(entered)


func search_step(count: int) -> bool:
	if not answer.empty():
		return false
	var found = _search(count)
	if found == PAUSED:
		return true
	_answer_with(found)
	return false


# The clearing order of the pieces left after `picked`, or null when there is none.
func solve(picked: Array = []):
	var decided = solve_within(0, picked)
	return decided[2] if decided[0] == 1 else null


func _reset() -> void:
	_indeg = _indeg0.duplicate()
	_res = []
	_left = _total.duplicate()
	_tray_size = 0
	for k in range(_k):
		_res.append(_tray0[k] % 3)
		_tray_size += _res[k]
	_picked = []
	_path = []
	for _i in range(_n):
		_picked.append(0)
		_path.append(-1)
	_words = []
	for _w in range((_n + 63) / 64 if _n > 0 else 1):
		_words.append(0)
	_remaining = _n
	_open_list = []
	_availk = _zeros.duplicate()
	_seen = _zeros.duplicate()
	for k in range(_k):
		_seen[k] = -1


# The available pieces and their counts per kind, from scratch (after the given picks, which
# need not have been legal).
func _find_available() -> void:
	_open_list = []
	_availk = _zeros.duplicate()
	for i in range(_n):
		if _indeg[i] == 0 and _picked[i] == 0:
			_open_list.append(i)
			_availk[_kind[i]] += 1


func _push(i: int) -> void:
	var k = _kind[i]
	_picked[i] = 1
	_words[i >> 6] |= 1 << (i & 63)
	_remaining -= 1
	_left[k] -= 1
	if _res[k] == 2:
		_res[k] = 0
		_tray_size -= 2
	else:
		_res[k] += 1
		_tray_size += 1
	for j in _covers[i]:
		_indeg[j] -= 1
		if _indeg[j] == 0 and _picked[j] == 0:
			_open_list.insert(_open_list.bsearch(j), j)
			_availk[_kind[j]] += 1
	if _open_list.has(i):
		_open_list.erase(i)
		_availk[k] -= 1


func _pop(i: int) -> void:
	var k = _kind[i]
	_picked[i] = 0
	_words[i >> 6] &= ~(1 << (i & 63))
	_remaining += 1
	_left[k] += 1
	if _res[k] == 0:
		_res[k] = 2
		_tray_size += 2
	else:
		_res[k] -= 1
		_tray_size -= 1
	for j in _covers[i]:
		if _indeg[j] == 0 and _picked[j] == 0:
			_open_list.erase(j)
			_availk[_kind[j]] -= 1
		_indeg[j] += 1
	if _indeg[i] == 0:
		_open_list.insert(_open_list.bsearch(i), i)
		_availk[k] += 1


func _answer_with(found: int) -> void:
	if found != CLEARED:
		answer = [found, nodes, null]
	else:
		answer = [1, nodes, _path.slice(_depth, _n - 1) if _depth < _n else []]


# The search carried on from the open frames for at most `count` moves tried (count < 0: no
# limit): CLEARED (_path holds the order from the query's depth on), DEAD_END, STOPPED (past
# the budget: nothing proved below, nothing stored) or PAUSED (more to try).
func _search(count: int) -> int:
	while not _frame_cands.empty():
		if count == 0:
			return PAUSED
		count -= 1
		var top = _frame_cands.size() - 1
		var cands = _frame_cands[top]
		var next = _frame_next[top]
		if next >= cands.size():
			# every move from here failed: the position is dead
			_memo[_words.duplicate()] = DEAD
			_frame_cands.pop_back()
			_frame_next.pop_back()
			_frame_piece.pop_back()
			if top > 0:
				_pop(_frame_piece[top - 1])
			continue
		var i = cands[next]
		_frame_next[top] = next + 1
		_frame_piece[top] = i
		_push(i)
		var entered = _open(_budget)
		if entered == OPENED:
			_frame_cands.append(_opened)
			_frame_next.append(0)
			_frame_piece.append(-1)
		elif entered == STOPPED:
			return STOPPED
		elif entered == CLEARED:
			# every open frame's current piece is on the clearing path
			for f in range(top, -1, -1):
				_pop(_frame_piece[f])
				_path[_n - _remaining] = _frame_piece[f]
			return CLEARED
		else:
			_pop(i)
	return DEAD_END


# Enters the current position: CLEARED (nothing left), DEAD_END (a set the memo holds),
# STOPPED (past the budget), or OPENED (one node counted) with the moves to try,
# in order, in _opened (none when every move is barred).
func _open(budget: int) -> int:
	if _remaining == 0:
		return CLEARED
	if _memo.has(_words):
		return DEAD_END
	nodes += 1
	if budget > 0 and nodes > budget:
		return STOPPED
	var avail = _availk
	for i in _open_list:
		var k = _kind[i]
		var r = _res[k]
		if _left[k] == 3 - r and avail[k] == _left[k] and _tray_size + 2 - r <= TRAY_SLOTS - 1:
			_opened = [i]  # forced
			return OPENED
	var room = _tray_size <= TRAY_SLOTS - 2
	var cands = []
	var keys = []
	for i in _open_list:
		var k = _kind[i]
		var r = _res[k]
		if r < 2 and not room:
			continue
		var cover_list = _covers[i]
		if cover_list.empty():
			if _seen[k] == nodes:
				continue
			_seen[k] = nodes
		var key = 0
		for j in cover_list:
			if _indeg[j] == 1:
				key += 1
		if r == 2:
			key += 4000
		elif r == 1 and avail[k] >= 2:
			key += 3000
		elif r == 0 and avail[k] >= 3:
			key += 2000
		elif r == 1:
			key += 1000
		var at = cands.size()
		while at > 0 and keys[at - 1] < key:
			at -= 1
		cands.insert(at, i)
		keys.insert(at, key)
	_opened = cands
	return OPENED
