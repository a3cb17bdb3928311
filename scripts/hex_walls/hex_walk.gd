extends Reference
# The hexes a straight pointer move crosses on a flat-top hex grid (the shared convention of
# scripts/common/hex_geometry.gd), in order, each sharing an edge with the one before: a fast
# swipe that clips a hex's corner still passes through that hex. Float scalars throughout.

const HexGeometry = preload("res://scripts/common/hex_geometry.gd")
const SQRT3 = 1.7320508075688772


# The hexes ([q, r]) the segment from (x0, y0) to (x1, y1) passes through, the one holding the
# start first, for hexes of `size` pixels centre to corner with hex [0, 0] centred on the origin.
static func hexes_crossed(x0, y0, x1, y1, size) -> Array:
	var hex = HexGeometry.pixel_to_hex(x0, y0, size)
	var hexes = [hex]
	var dx = float(x1 - x0)
	var dy = float(y1 - y0)
	if size <= 0.0 or (dx == 0.0 and dy == 0.0):
		return hexes
	var apothem = SQRT3 / 2.0 * size
	# A segment crosses at most one hex per apothem it runs, and a few at its ends.
	var guard = int(ceil(sqrt(dx * dx + dy * dy) / apothem)) + 4
	while guard > 0:
		guard -= 1
		var centre = HexGeometry.hex_to_pixel(hex, size)
		# Where (0..1 along the segment) it leaves this hex, and through which edge.
		var leave = INF
		var through = -1
		for d in range(6):
			var way = HexGeometry.hex_to_pixel(HexGeometry.DIRECTIONS[d], 1.0 / SQRT3)
			var along = way[0] * dx + way[1] * dy
			if along <= 0.0:
				continue
			var from_centre = way[0] * (x0 - centre[0]) + way[1] * (y0 - centre[1])
			var t = (apothem - from_centre) / along
			if t < leave:
				leave = t
				through = d
		if through < 0 or leave >= 1.0:
			break
		hex = HexGeometry.neighbour(hex, through)
		hexes.append(hex)
	return hexes
