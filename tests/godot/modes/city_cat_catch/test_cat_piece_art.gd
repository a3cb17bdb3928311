extends "res://tests/godot/test_case.gd"
# Pale art reads on its tile (issue 19 §4: the white cat and the white dumpling of Lantern Town):
# piece_art.gd outlines a large filled shape whose colour is too close to the tile's, in every
# shipped city, and leaves shapes with contrast alone.

const PieceArt = preload("res://scripts/city_cat_catch/piece_art.gd")
const BAKED = "res://levels/city-cat-catch.baked.json"

var cities = {}  # city id -> {"tile": Color, "elements": {id: element}}


func before_each():
	var parsed = JSON.parse(read_file(BAKED))
	if parsed.error != OK:
		return
	for city in parsed.result["cities"]:
		var elements = {}
		for element in city["elements"]:
			elements[element["id"]] = element
		cities[city["cityId"]] = {"tile": Color(city["colors"]["tile"]), "elements": elements}


func test_contrast_ratios():
	assert_true(abs(PieceArt.contrast(Color.white, Color.black) - 21.0) < 0.01)
	assert_true(abs(PieceArt.contrast(Color("#fffdf6"), Color("#fffdf6")) - 1.0) < 0.001)


# The lantern cat, the sesame rice ball and the shepherd's-purse dumpling are white or nearly so
# on Lantern Town's cream tile: their body shapes get an outline.
func test_lantern_towns_white_pieces_are_outlined():
	var lantern = cities.get("lantern", {})
	assert_false(lantern.empty(), "Lantern Town is shipped")
	if lantern.empty():
		return
	for id in ["lantern_13", "lantern_02", "lantern_04"]:
		var shapes = _large_shapes(lantern["elements"][id]["art"])
		var ringed = 0
		for shape in shapes:
			if PieceArt.outlined(shape, lantern["tile"]):
				ringed += 1
		assert_true(ringed > 0, "%s: an outlined body among %d large shapes" % [id, shapes.size()])


# Dark shapes on a light tile are left as they are.
func test_shapes_with_contrast_get_no_outline():
	var harbor = cities.get("harbor", {})
	if harbor.empty():
		fail("Misty Harbor is shipped")
		return
	for primitive in harbor["elements"]["harbor_14"]["art"]:  # a navy sailor cat
		if PieceArt.contrast(Color(primitive.back()), harbor["tile"]) >= PieceArt.MIN_CONTRAST:
			assert_false(PieceArt.outlined(primitive, harbor["tile"]), str(primitive))


# In every city, each element's largest shape stands out from the tile: by its colour or by an
# outline.
func test_every_elements_largest_shape_stands_out():
	assert_eq(cities.size(), 6, "six cities")
	for city_id in cities:
		var city = cities[city_id]
		for id in city["elements"]:
			var largest = _largest(city["elements"][id]["art"])
			var seen = (
				PieceArt.contrast(Color(largest.back()), city["tile"]) >= PieceArt.MIN_CONTRAST
				or PieceArt.outlined(largest, city["tile"])
			)
			assert_true(seen, "%s: %s" % [id, largest])


static func _large_shapes(art: Array) -> Array:
	var shapes = []
	for primitive in art:
		if _extent(primitive) >= PieceArt.LARGE:
			shapes.append(primitive)
	return shapes


static func _largest(art: Array) -> Array:
	var best = art[0]
	for primitive in art:
		if _extent(primitive) > _extent(best):
			best = primitive
	return best


# The smaller of a filled shape's width and height, in art units (0 for a line).
static func _extent(primitive: Array) -> float:
	match primitive[0]:
		"circle":
			return 2.0 * primitive[3]
		"rect":
			return min(primitive[3], primitive[4])
		"poly":
			var xs = []
			var ys = []
			for i in range(0, primitive[1].size() - 1, 2):
				xs.append(primitive[1][i])
				ys.append(primitive[1][i + 1])
			return min(xs.max() - xs.min(), ys.max() - ys.min())
	return 0.0
