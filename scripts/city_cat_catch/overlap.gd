extends Reference
# The stage and the overlap graph of City Cat Catch (docs/city-cat-catch-runtime.md §1-§2; the
# Python twin is core/modes/city_cat_catch/geometry.py), in exact integer arithmetic.
# A box is [layer, x, y, width, height] on the 720 x 1280 stage, (x, y) its top-left corner,
# y down. A covers B (an edge A -> B) iff
#   1. A.layer > B.layer;
#   2. ix = min(Ax + Aw, Bx + Bw) - max(Ax, Bx) > 0, iy likewise > 0, and 5 * ix * iy >= Bw * Bh;
#   3. the intersection meets B's central 50 % x 50 % with positive area:
#      4 * max(Ax, Bx) < 4 * Bx + 3 * Bw and 4 * min(Ax + Aw, Bx + Bw) > 4 * Bx + Bw, same in y.
# GDScript's min()/max() answer floats, so the integer helpers below are used instead.

const STAGE_W = 720
const STAGE_H = 1280
const STACK_ZONE = [180, 980]
const LANE_ZONE = [980, 1070]
const PIECE = 72  # a piece's side, and a returned piece's box
const TRAY_SLOTS = 7
const BYPASS_SIZE = 3
# edges(): a box's cell as one int (rows are fewer than CELL_ROWS: a cell is a piece's side at
# least, and a stage coordinate at most a few thousand), and its neighbourhood's offsets
const CELL_ROWS = 1 << 16
const NEAR_CELLS = [
	-CELL_ROWS - 1, -CELL_ROWS, -CELL_ROWS + 1, -1, 0, 1, CELL_ROWS - 1, CELL_ROWS, CELL_ROWS + 1
]


# Whether box `a` covers box `b`; both [layer, x, y, w, h] of ints.
static func covers(a: Array, b: Array) -> bool:
	if a[0] <= b[0]:
		return false
	var bx = b[1]
	var by = b[2]
	var bw = b[3]
	var bh = b[4]
	var x1 = imax(a[1], bx)
	var x2 = imin(a[1] + a[3], bx + bw)
	var y1 = imax(a[2], by)
	var y2 = imin(a[2] + a[4], by + bh)
	var ix = x2 - x1
	var iy = y2 - y1
	if ix <= 0 or iy <= 0 or 5 * ix * iy < bw * bh:
		return false
	return (
		4 * x1 < 4 * bx + 3 * bw
		and 4 * x2 > 4 * bx + bw
		and 4 * y1 < 4 * by + 3 * bh
		and 4 * y2 > 4 * by + bh
	)


# Every edge [a, b] (a covers b) among `boxes`, sorted by a then b. Only boxes that can meet are
# compared (a session is made per level opened and per level checked, a catalog's step in the web
# build): they are indexed by the cell of their corner, cells as wide as the largest side, so
# two that meet are in the same cell or next to each other.
static func edges(boxes: Array) -> Array:
	var side = 1
	for box in boxes:
		side = imax(side, imax(box[3], box[4]))
	var cells = {}  # column * CELL_ROWS + row -> box indices, ascending
	var cell_of = []
	for b in range(boxes.size()):
		var cell = _cell_of(boxes[b][1], side) * CELL_ROWS + _cell_of(boxes[b][2], side)
		cell_of.append(cell)
		if not cells.has(cell):
			cells[cell] = []
		cells[cell].append(b)
	var found = []
	for a in range(boxes.size()):
		var box = boxes[a]
		var layer = box[0]
		var covered = []
		for near in NEAR_CELLS:
			var cell = cell_of[a] + near
			if cells.has(cell):
				for b in cells[cell]:
					if boxes[b][0] < layer and covers(box, boxes[b]):
						covered.append(b)
		covered.sort()
		for b in covered:
			found.append([a, b])
	return found


# Positive-area intersection of two [x, y, w, h] boxes.
static func boxes_overlap(a: Array, b: Array) -> bool:
	return (
		imin(a[0] + a[2], b[0] + b[2]) > imax(a[0], b[0])
		and (imin(a[1] + a[3], b[1] + b[3]) > imax(a[1], b[1]))
	)


# An [x, y, w, h] box inside the stage's full width and the rows [zone[0], zone[1]).
static func inside(box: Array, zone: Array) -> bool:
	return (
		box[0] >= 0
		and box[0] + box[2] <= STAGE_W
		and box[1] >= zone[0]
		and box[1] + box[3] <= zone[1]
	)


static func _cell_of(coordinate: int, side: int) -> int:
	return int(floor(float(coordinate) / side))


static func imin(a: int, b: int) -> int:
	return a if a < b else b


static func imax(a: int, b: int) -> int:
	return a if a > b else b
