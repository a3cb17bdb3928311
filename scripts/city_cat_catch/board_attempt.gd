extends Reference
# One generator attempt at a City Cat Catch board: the GDScript port of
# core/modes/city_cat_catch/attempt.py (and content.layer_sizes), draw for draw
# (docs/city-cat-catch-runtime.md §8.1 steps 3-8). Integers only; every draw comes from one
# SeededRng("<seed>:<attempt>") in this order: the elements, the layout (a layer's anchor
# offset, its anchors, then each chosen anchor's jitter and tilt), the deal (the positions'
# shuffle, the first triples', the other triples', one choice per piece). Sorts are stable.
#
# build(city, spec, seed, attempt, level_id, plain) -> the candidate board:
#   {"ids", "kinds" (element per piece), "boxes" ([layer, x, y, 72, 72]), "rotations",
#    "covers", "covered_by", "depth", "lanes", "elements" (the chosen ones)}
# city: {"categories": [category ids], "elements": {id: [category, salience]}};
# spec: a daily spec as daily_generator.gd reads it (ints), its "spread" the deal window.

const SeededRng = preload("res://scripts/common/seeded_rng.gd")
const Overlap = preload("res://scripts/city_cat_catch/overlap.gd")
const SpreadingDeal = preload("res://scripts/city_cat_catch/spreading_deal.gd")

const SPACING = 80  # the anchor pitch
const PIECE = 72
const JITTER = 4
const LAYER_OFFSETS = [-20, 0, 20, 40]
const LANE_PITCH = 96
# seed 004 §10.1: each density's share of the pieces per layer, bottom first, in percent
const DENSITY_PERCENT = {
	"low": [40, 35, 25],
	"medium": [30, 30, 25, 15],
	"medium_high": [28, 27, 25, 20],
	"high": [25, 25, 25, 25],
}
const SHIFT_STEP = 5
const MIN_SHARE = 5
const WINDOWS = [3, 5, 8, 12, 18, 27, 40]  # the deal windows a spec may name
const NONE = []


static func build(
	city: Dictionary, spec: Dictionary, seed_text: String, attempt: int, level_id: String, plain
) -> Dictionary:
	var rng = SeededRng.new("%s:%d" % [seed_text, attempt])
	var elements = pick_elements(rng, city, [], spec["elements"], spec["elementCount"])
	var per = spec["piecesPerElement"]
	if typeof(per) != TYPE_ARRAY:
		per = [per]
	var triples = []
	for i in range(elements.size()):
		for _t in range(per[i if i < per.size() else per.size() - 1] / 3):
			triples.append(elements[i])
	var total = 3 * triples.size()
	var sizes = layer_sizes(total, spec["density"], spec["layers"], spec["shift"])
	var positions = layout(rng, spec["grid"]["columns"], spec["grid"]["rows"], sizes)
	var boxes = []
	var rotations = []
	for position in positions:
		boxes.append([position[0], position[1], position[2], PIECE, PIECE])
		rotations.append(position[3])
	var graph = cover_lists(boxes)
	var depth = depth_of(boxes, graph[1])
	var kinds = deal_kinds(rng, boxes, depth, triples, spec["spread"], plain)
	var ids = []
	for i in range(total):
		ids.append("p%03d" % (i + 1))
	var undo = spec["tools"]["undo"]
	return {
		"id": level_id,
		"ids": ids,
		"kinds": kinds,
		"boxes": boxes,
		"rotations": rotations,
		"covers": graph[0],
		"covered_by": graph[1],
		"depth": depth,
		"lanes": return_lanes(undo if undo > 3 else 3),
		"elements": elements,
	}


# `count` element ids from `pool`: the featured ones, then one per category in the city's order
# (weighted by salience), then the rest by salience, without replacement.
static func pick_elements(rng, city: Dictionary, featured: Array, pool: Array, count: int) -> Array:
	var info = city["elements"]
	var chosen = []
	for element in featured:
		if element in pool and chosen.size() < count:
			chosen.append(element)
	var left = []
	for element in pool:
		if not element in chosen:
			left.append(element)
	for category in city["categories"]:
		if chosen.size() >= count:
			break
		var covered = false
		for element in chosen:
			covered = covered or info[element][0] == category
		if covered:
			continue
		var options = []
		for element in left:
			if info[element][0] == category:
				options.append(element)
		if not options.empty():
			var element = _weighted(rng, options, _saliences(info, options))
			chosen.append(element)
			left.erase(element)
	while chosen.size() < count and not left.empty():
		var element = _weighted(rng, left, _saliences(info, left))
		chosen.append(element)
		left.erase(element)
	return chosen


# Pieces per layer, bottom first: the density's shares truncated to `layers`, `shift` steps of
# SHIFT_STEP percent moved from the bottom share to the top one (each keeps MIN_SHARE), floors
# of the proportional sizes, the rest one each by descending remainder (ties to the upper
# layer); a layer left empty takes one from the first largest.
static func layer_sizes(total: int, density: String, layers: int, shift: int) -> Array:
	var shares = DENSITY_PERCENT[density].slice(0, layers - 1)
	var last = layers - 1
	if layers > 1 and shift != 0:
		var move = SHIFT_STEP * shift
		move = move if move < shares[0] - MIN_SHARE else shares[0] - MIN_SHARE
		move = move if move > MIN_SHARE - shares[last] else MIN_SHARE - shares[last]
		shares[0] -= move
		shares[last] += move
	var whole = 0
	for share in shares:
		whole += share
	var sizes = []
	var placed = 0
	for share in shares:
		sizes.append(total * share / whole)
		placed += sizes.back()
	var order = []  # layers by descending remainder, ties to the higher layer
	for i in range(layers - 1, -1, -1):
		var remainder = total * shares[i] % whole
		var at = order.size()
		while at > 0 and total * shares[order[at - 1]] % whole < remainder:
			at -= 1
		order.insert(at, i)
	for r in range(total - placed):
		sizes[order[r]] += 1
	for i in range(layers):
		if sizes[i] == 0:
			var largest = 0
			for j in range(layers):
				largest = j if sizes[j] > sizes[largest] else largest
			sizes[largest] -= 1
			sizes[i] = 1
	return sizes


# [layer, x, y, rotation] of every position, bottom layer first (§8.1 step 5).
static func layout(rng, columns: int, rows: int, sizes: Array) -> Array:
	var x0 = (720 - columns * SPACING) / 2
	var y0 = 180 + (800 - rows * SPACING) / 2
	var margin = (SPACING - PIECE) / 2
	var offsets = []
	for dy in LAYER_OFFSETS:
		for dx in LAYER_OFFSETS:
			offsets.append([dx, dy])
	var used = [[0, 0]]
	var out = []
	var placed = {}  # the positions of the lower layers by cell (_cell_key)
	for layer_index in range(sizes.size()):
		var layer = layer_index + 1
		var count = sizes[layer_index]
		var offset = [0, 0]
		if layer > 1:
			var options = []
			for candidate in offsets:
				if not candidate in used:
					options.append(candidate)
			offset = rng.choice(options)
			used.append(offset)
		var anchors = []
		var weights = []
		var supported = []
		for r in range(rows):
			for c in range(columns):
				var x = x0 + c * SPACING + margin + offset[0]
				var y = y0 + r * SPACING + margin + offset[1]
				var central = (
					(columns - 1 - _iabs(2 * c - columns + 1))
					+ (rows - 1 - _iabs(2 * r - rows + 1))
				)
				var support = _support(placed, layer, x, y) if layer > 1 else 0
				if support > 0 or layer == 1:
					supported.append(anchors.size())
				anchors.append([x, y])
				weights.append(2 + central + 6 * support)
		var pool = supported
		if supported.size() < count:
			pool = range(anchors.size())
		var left = 0  # the pool's weight
		for i in pool:
			left += weights[i]
		var chosen = []
		for _draw in range(count):
			var i = _weighted_index(rng, pool, weights, left)
			left -= weights[i]
			pool.erase(i)
			chosen.append(i)
		chosen.sort()
		for i in chosen:
			var x = anchors[i][0] + rng.below(2 * JITTER + 1) - JITTER
			var y = anchors[i][1] + rng.below(2 * JITTER + 1) - JITTER
			var rotation = rng.below(7) - 3
			out.append([layer, x, y, rotation])
		for position in out.slice(out.size() - count, out.size() - 1):
			_index_box(placed, position)
	return out


# [covers, covered_by]: covers[a] the pieces a covers, covered_by[b] the pieces covering b, both
# ascending (core's Board.build over geometry.overlap_edges), for PIECE-sided boxes at x, y >= 0.
static func cover_lists(boxes: Array) -> Array:
	var n = boxes.size()
	var covers = []
	var covered_by = []
	var index = {}
	for i in range(n):
		covers.append([])
		covered_by.append([])
		_index_box(index, boxes[i] + [i])
	for a in range(n):
		var box = boxes[a]
		for other in _near(index, box[1], box[2]):
			if other[0] < box[0] and Overlap.covers(box, other):
				covers[a].append(other[5])
		covers[a].sort()
		for b in covers[a]:
			covered_by[b].append(a)
	return [covers, covered_by]


# The longest chain of coverers above each piece (0: clickable at the start); coverers sit on
# higher layers, so the layers are walked top down.
static func depth_of(boxes: Array, covered_by: Array) -> Array:
	var n = boxes.size()
	var top = 0
	for box in boxes:
		top = box[0] if box[0] > top else top
	var depth = []
	for _i in range(n):
		depth.append(0)
	for layer in range(top, 0, -1):
		for i in range(n):
			if boxes[i][0] != layer:
				continue
			for a in covered_by[i]:
				depth[i] = depth[a] + 1 if depth[a] + 1 > depth[i] else depth[i]
	return depth


# The element of every position (§8.1 step 7); `window` the deal window; `plain`: every triple
# takes the first three free positions, no spreading, no draws beyond the shuffles.
static func deal_kinds(rng, boxes: Array, depth: Array, triples: Array, window: int, plain):
	var n = boxes.size()
	var shuffled = range(n)
	rng.shuffle(shuffled)
	var free = _by_depth(shuffled, depth)
	var firsts = []
	var rest = []
	for element in triples:
		if element in firsts:
			rest.append(element)
		else:
			firsts.append(element)
	rng.shuffle(firsts)
	rng.shuffle(rest)
	var deal = SpreadingDeal.new(boxes, depth, firsts)
	var kinds = []
	for _i in range(n):
		kinds.append("")
	var order = firsts + rest
	for t in range(order.size()):
		var element = order[t]
		var first_triple = t < firsts.size()
		for _piece in range(3):
			var pick = free[0]
			if not plain:
				pick = _pick(rng, deal, free, window, element, first_triple)
			free.erase(pick)
			deal.take(element, pick)
			kinds[pick] = element
	return kinds


# `count` lane spots [x, y], centred on the stage, one pitch apart, in the lane zone.
static func return_lanes(count: int) -> Array:
	var left = (720 - (count - 1) * LANE_PITCH - PIECE) / 2
	var lanes = []
	for i in range(count):
		lanes.append([left + i * LANE_PITCH, 989])
	return lanes


# A choice among the allowed positions of the first `window` free ones; else the first allowed
# one further on; else the first free one.
static func _pick(rng, deal, free: Array, window: int, element, first_triple: bool) -> int:
	var options = []
	var size = free.size()
	for j in range(window if window < size else size):
		if deal.allowed(element, free[j], first_triple):
			options.append(free[j])
	if not options.empty():
		return rng.choice(options)
	for j in range(window, size):
		if deal.allowed(element, free[j], first_triple):
			return free[j]
	return free[0]


# `positions` stably sorted by depth.
static func _by_depth(positions: Array, depth: Array) -> Array:
	var buckets = []
	for p in positions:
		while buckets.size() <= depth[p]:
			buckets.append([])
		buckets[depth[p]].append(p)
	var out = []
	for bucket in buckets:
		out += bucket
	return out


# How many indexed positions (all on lower layers) a piece at (x, y) on `layer` covers.
static func _support(placed: Dictionary, layer: int, x: int, y: int) -> int:
	var box = [layer, x, y, PIECE, PIECE]
	var count = 0
	for other in _near(placed, x, y):
		if Overlap.covers(box, [other[0], other[1], other[2], PIECE, PIECE]):
			count += 1
	return count


# Boxes or positions ([layer, x, y, ...], PIECE-sided, x and y >= 0) are indexed by the
# SPACING-sized cell of their top-left corner, so the ones a box can meet are found in the
# cells around it (the answers are those of a scan of every box).
static func _index_box(index: Dictionary, box: Array) -> void:
	var key = _cell_key(box[1] / SPACING, box[2] / SPACING)
	if not index.has(key):
		index[key] = []
	index[key].append(box)


# The indexed boxes whose PIECE-sided box meets the one at (x, y).
static func _near(index: Dictionary, x: int, y: int) -> Array:
	var found = []
	var low_x = x - PIECE + 1
	var low_y = y - PIECE + 1
	for cx in range((low_x if low_x > 0 else 0) / SPACING, (x + PIECE - 1) / SPACING + 1):
		for cy in range((low_y if low_y > 0 else 0) / SPACING, (y + PIECE - 1) / SPACING + 1):
			for other in index.get(_cell_key(cx, cy), NONE):
				var dx = other[1] - x
				var dy = other[2] - y
				if dx < PIECE and dx > -PIECE and dy < PIECE and dy > -PIECE:
					found.append(other)
	return found


static func _cell_key(cx: int, cy: int) -> int:
	return cx * 1000 + cy


# One of `indices` with probability proportional to weights[index] (as _weighted over them);
# `total` their weight.
static func _weighted_index(rng, indices: Array, weights: Array, total: int) -> int:
	var x = rng.below(total)
	for i in indices:
		if x < weights[i]:
			return i
		x -= weights[i]
	return indices.back()


# One item with probability proportional to its positive weight: x = below(total), then the
# first item whose running weight exceeds x.
static func _weighted(rng, items: Array, weights: Array):
	var total = 0
	for w in weights:
		total += w
	var x = rng.below(total)
	for i in range(items.size()):
		if x < weights[i]:
			return items[i]
		x -= weights[i]
	return items.back()


static func _saliences(info: Dictionary, elements: Array) -> Array:
	var weights = []
	for element in elements:
		weights.append(info[element][1])
	return weights


static func _iabs(value: int) -> int:
	return value if value >= 0 else -value
