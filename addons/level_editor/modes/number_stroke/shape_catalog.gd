tool
extends Reference
# Footprints a designer can place (seed 002 §2): the allowed plain rectangles and the I/L/S/T/O
# polyominoes of 2–4 units in every rotation and mirror image. The same catalogue as
# core/number_stroke/shapes.py, which stays the judge when a pack is checked.
#
# A piece is {"name": String, "offsets": [[dx, dy], ...], "shaped": bool}: a shaped piece is
# saved with a "shape" field, a plain rectangle without one.

const RECTANGLES = [[1, 1], [1, 2], [2, 1], [2, 2], [3, 3]]
const BASE_SHAPES = {
	"I2": [[0, 0], [1, 0]],
	"I3": [[0, 0], [1, 0], [2, 0]],
	"L3": [[0, 0], [0, 1], [1, 1]],
	"I4": [[0, 0], [1, 0], [2, 0], [3, 0]],
	"L4": [[0, 0], [0, 1], [0, 2], [1, 2]],
	"S4": [[1, 0], [2, 0], [0, 1], [1, 1]],
	"T4": [[0, 0], [1, 0], [2, 0], [1, 1]],
	"O4": [[0, 0], [1, 0], [0, 1], [1, 1]],
}


# Every piece of the palette in its first orientation: rectangles first, then the shapes —
# each footprint once: O4 is the 2×2 rectangle and I2 the 2×1 one (as the shipped packs write
# them), so they are not listed again (a file's O4 or I2 cell still reads and draws as one).
static func palette() -> Array:
	var pieces = []
	var footprints = []
	for size in RECTANGLES:
		pieces.append(rectangle(size[0], size[1]))
		footprints.append(pieces[-1]["offsets"])
	for name in BASE_SHAPES:
		var offsets = normalize(BASE_SHAPES[name])
		if not offsets in footprints:
			pieces.append({"name": name, "offsets": offsets, "shaped": true})
	return pieces


# The palette's piece called `name` ("L4", "2×2"), or {}.
static func named(name: String) -> Dictionary:
	for piece in palette():
		if piece["name"] == name:
			return piece
	return {}


static func rectangle(w: int, h: int) -> Dictionary:
	var offsets = []
	for dy in range(h):
		for dx in range(w):
			offsets.append([dx, dy])
	return {"name": "%d×%d" % [w, h], "offsets": offsets, "shaped": false}


# The piece turned a quarter clockwise (on screen, y pointing down).
static func rotated(piece: Dictionary) -> Dictionary:
	var turned = []
	for offset in piece["offsets"]:
		turned.append([-offset[1], offset[0]])
	return _reshaped(piece, turned)


# The piece mirrored left to right.
static func mirrored(piece: Dictionary) -> Dictionary:
	var flipped = []
	for offset in piece["offsets"]:
		flipped.append([-offset[0], offset[1]])
	return _reshaped(piece, flipped)


# A rectangle keeps its plain form (a turned 1×2 is a 2×1); a shape keeps its catalogue name.
static func _reshaped(piece: Dictionary, offsets: Array) -> Dictionary:
	var units = normalize(offsets)
	if not piece["shaped"]:
		var size = bounding_size(units)
		return rectangle(int(size.x), int(size.y))
	return {"name": piece["name"], "offsets": units, "shaped": true}


# Shifted so both axes start at 0 and sorted by (y, x), as the core normalises shapes.
static func normalize(offsets: Array) -> Array:
	var min_x = offsets[0][0]
	var min_y = offsets[0][1]
	for offset in offsets:
		min_x = min(min_x, offset[0])
		min_y = min(min_y, offset[1])
	var shifted = []
	for offset in offsets:
		shifted.append([int(offset[0] - min_x), int(offset[1] - min_y)])
	shifted.sort_custom(UnitOrder, "before")
	return shifted


static func bounding_size(offsets: Array) -> Vector2:
	var size = Vector2.ZERO
	for offset in offsets:
		size.x = max(size.x, offset[0] + 1)
		size.y = max(size.y, offset[1] + 1)
	return size


# The catalogue name of a shape in any orientation ("L4"), or "" when it is not in it.
static func shape_name(offsets: Array) -> String:
	var units = normalize(offsets)
	for name in BASE_SHAPES:
		var piece = {"name": name, "offsets": BASE_SHAPES[name], "shaped": true}
		for _side in range(2):
			for _turn in range(4):
				if normalize(piece["offsets"]) == units:
					return name
				piece = rotated(piece)
			piece = mirrored(piece)
	return ""


# The footprint fields of a cell holding this piece: {"w", "h"} plus "shape" for a shaped one.
static func footprint(piece: Dictionary) -> Dictionary:
	var size = bounding_size(piece["offsets"])
	var fields = {"w": int(size.x), "h": int(size.y)}
	if piece["shaped"]:
		fields["shape"] = piece["offsets"].duplicate(true)
	return fields


class UnitOrder:
	static func before(a, b) -> bool:
		return a[1] < b[1] or (a[1] == b[1] and a[0] < b[0])
