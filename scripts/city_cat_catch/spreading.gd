extends Reference
# Same-kind spreading (seed 004 §11.2) and the layers' anchor offsets (§5.1): the GDScript port
# of core/modes/city_cat_catch/spreading.py (docs/city-cat-catch-runtime.md §6.1, §8.1 step 7).
# Boxes are [layer, x, y, w, h]; depth[i] is the longest chain of coverers above piece i.
# - cluster: no three pieces of one element on one layer within CLUSTER_SPAN in x and in y;
# - buried: not every piece of an element at the board's maximum depth (when that is above 0);
# - out-of-sight: at least one piece of each element at depth NEAR_DEPTH or less;
# - layer-offset: every layer's anchor offset (from its pieces, modulo the pitch, relative to
#   the lowest layer) differs from the offset of every layer below it.
# spreading_deal.gd is the per-piece form the generator's deal uses (board_attempt.gd).

const CLUSTER_SPAN = 88  # one anchor pitch (80) plus twice the jitter (4)
const NEAR_DEPTH = 1
const OFFSET_STEP = 20  # layer offsets are multiples of this, jitter below half of it
const SPACING = 80
const RETURN_LAYER = 99


# The deepest depth that counts as near the first screen when the deepest piece is at
# `max_depth`: NEAR_DEPTH, but never the maximum depth itself.
static func near_depth(max_depth: int) -> int:
	var near = NEAR_DEPTH if NEAR_DEPTH < max_depth - 1 else max_depth - 1
	return near if near > 0 else 0


# Three boxes on one layer within CLUSTER_SPAN in x and in y.
static func clustered(a: Array, b: Array, c: Array) -> bool:
	if a[0] != b[0] or b[0] != c[0]:
		return false
	return _span(a[1], b[1], c[1]) <= CLUSTER_SPAN and _span(a[2], b[2], c[2]) <= CLUSTER_SPAN


# Every broken rule of a board as [rule, detail]: kinds[i] the element of piece i, in the order
# spreading.py reports them (per element in first-seen order, then the layer offsets).
static func problems(boxes: Array, kinds: Array, depth: Array) -> Array:
	var out = []
	var deepest = 0
	for d in depth:
		deepest = d if d > deepest else deepest
	var order = []
	var by_kind = {}
	for i in range(kinds.size()):
		if not by_kind.has(kinds[i]):
			by_kind[kinds[i]] = []
			order.append(kinds[i])
		by_kind[kinds[i]].append(i)
	for kind in order:
		var pieces = by_kind[kind]
		var cluster = _cluster(boxes, pieces)
		if not cluster.empty():
			out.append(
				["cluster", "%s lie on layer %d within %d px" % [kind, cluster[0], CLUSTER_SPAN]]
			)
		var all_deep = deepest > 0
		var shallowest = depth[pieces[0]]
		for i in pieces:
			all_deep = all_deep and depth[i] == deepest
			shallowest = depth[i] if depth[i] < shallowest else shallowest
		if all_deep:
			out.append(
				["buried", "every piece of %s lies at the maximum depth %d" % [kind, deepest]]
			)
		if shallowest > NEAR_DEPTH:
			out.append(["out-of-sight", "no piece of %s at depth %d or less" % [kind, NEAR_DEPTH]])
	if not boxes.empty():
		out += _offset_problems(boxes)
	return out


# [layer] of the first three pieces of `pieces` clustered on one layer, [] when none are.
static func _cluster(boxes: Array, pieces: Array) -> Array:
	var n = pieces.size()
	for a in range(n):
		var first = boxes[pieces[a]]
		for b in range(a + 1, n):
			var second = boxes[pieces[b]]
			if second[0] != first[0]:
				continue
			for c in range(b + 1, n):
				if clustered(first, second, boxes[pieces[c]]):
					return [first[0]]
	return []


# Each layer's anchor offset relative to the lowest layer, modulo the pitch, from its pieces'
# corners (null when its pieces do not sit on one lattice): layer -> [dx, dy] or null.
static func layer_offsets(boxes: Array) -> Dictionary:
	var lowest = boxes[0][0]
	for box in boxes:
		lowest = box[0] if box[0] < lowest else lowest
	var ref = null
	for box in boxes:
		if box[0] == lowest:
			ref = box
			break
	var out = {}
	for box in boxes:
		var offset = [_lattice(box[1] - ref[1]), _lattice(box[2] - ref[2])]
		if not out.has(box[0]):
			out[box[0]] = offset
		elif out[box[0]] != null and out[box[0]] != offset:
			out[box[0]] = null
	return out


static func _offset_problems(boxes: Array) -> Array:
	var board = []
	for box in boxes:
		if box[0] != RETURN_LAYER:
			board.append(box)
	var out = []
	if board.empty():
		return out
	var offsets = layer_offsets(board)
	var layers = offsets.keys()
	layers.sort()
	var seen = {}
	for layer in layers:
		var offset = offsets[layer]
		if offset == null:
			out.append(["layer-offset", "the pieces of layer %d do not sit on one lattice" % layer])
		elif seen.has(offset):
			out.append(
				[
					"layer-offset",
					"layer %d has the anchor offset of layer %d below it" % [layer, seen[offset]]
				]
			)
		else:
			seen[offset] = layer
	return out


# A coordinate difference rounded to the nearest OFFSET_STEP, modulo the pitch (Python's floor
# division and modulo: the difference may be negative).
static func _lattice(difference: int) -> int:
	var shifted = difference + OFFSET_STEP / 2
	var steps = (shifted - posmod(shifted, OFFSET_STEP)) / OFFSET_STEP
	return posmod(steps * OFFSET_STEP, SPACING)


static func _span(a: int, b: int, c: int) -> int:
	var low = a if a < b else b
	low = low if low < c else c
	var high = a if a > b else b
	high = high if high > c else c
	return high - low
