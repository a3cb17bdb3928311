extends "res://tests/godot/test_case.gd"
# The level editor's piece palette: rotations and mirrors, and the same catalogue as the core.

const ShapeCatalog = preload("res://addons/level_editor/modes/number_stroke/shape_catalog.gd")
const CoreTools = preload("res://addons/level_editor/core_tools.gd")

# every form of the core's catalogue as {"x,y;x,y;…": name}, units sorted by (y, x)
const CORE_CATALOGUE_PROGRAM = (
	"import json; from core.modes.number_stroke.shapes import CATALOGUE; "
	+ "print(json.dumps({';'.join('%d,%d' % u for u in form): name "
	+ "for form, name in CATALOGUE.items()}))"
)


func test_palette_is_the_allowed_rectangles_and_the_catalogue():
	var names = []
	for piece in ShapeCatalog.palette():
		names.append(piece["name"])
	assert_eq(names, ["1×1", "1×2", "2×1", "2×2", "3×3", "I3", "L3", "I4", "L4", "S4", "T4"])
	assert_false("4×1" in names, "a 4x1 plain rectangle is not allowed; I4 is its shape")


# issue 14: the palette had both a 2×2 rectangle and an O4 with the same footprint (and the
# 2×1 rectangle and I2 alike)
func test_the_palette_has_each_footprint_once():
	var seen = {}
	for piece in ShapeCatalog.palette():
		var key = JSON.print(piece["offsets"])
		assert_false(seen.has(key), "%s repeats %s" % [piece["name"], seen.get(key)])
		seen[key] = piece["name"]
	assert_eq(ShapeCatalog.shape_name([[0, 0], [1, 0], [0, 1], [1, 1]]), "O4", "files may hold O4")
	assert_eq(ShapeCatalog.shape_name([[0, 0], [0, 1]]), "I2", "and I2")


func test_four_quarter_turns_are_the_identity_and_a_turned_rectangle_stays_plain():
	for piece in ShapeCatalog.palette():
		var turned = piece
		for _turn in range(4):
			turned = ShapeCatalog.rotated(turned)
		assert_eq(turned, piece, piece["name"])
	var bar = ShapeCatalog.rotated(ShapeCatalog.rectangle(1, 2))
	assert_eq(bar["name"], "2×1")
	assert_false(bar["shaped"])
	assert_eq(ShapeCatalog.footprint(bar), {"w": 2, "h": 1})


func test_orientation_counts_match_the_core():
	var expected = {"I2": 2, "I3": 2, "L3": 4, "I4": 2, "L4": 8, "S4": 4, "T4": 4, "O4": 1}
	for name in ShapeCatalog.BASE_SHAPES:
		var piece = {"name": name, "offsets": ShapeCatalog.BASE_SHAPES[name], "shaped": true}
		assert_eq(_orientations(piece).size(), expected[name], name)


func test_turned_and_mirrored_t_has_its_footprint():
	var t = ShapeCatalog.named("T4")
	var turned = ShapeCatalog.rotated(t)
	assert_eq(turned["offsets"], [[1, 0], [0, 1], [1, 1], [1, 2]])
	assert_eq(
		ShapeCatalog.footprint(turned), {"w": 2, "h": 3, "shape": [[1, 0], [0, 1], [1, 1], [1, 2]]}
	)
	assert_eq(ShapeCatalog.mirrored(turned)["offsets"], [[0, 0], [0, 1], [1, 1], [0, 2]])
	assert_eq(ShapeCatalog.shape_name(ShapeCatalog.mirrored(turned)["offsets"]), "T4")
	assert_eq(ShapeCatalog.shape_name([[0, 0], [2, 0]]), "", "not connected")


func test_every_orientation_is_in_the_core_catalogue_and_nothing_else():
	var run = CoreTools.new().run(["-c", CORE_CATALOGUE_PROGRAM])
	assert_eq(run["code"], 0, run["output"])
	var ours = {}
	for name in ShapeCatalog.BASE_SHAPES:
		var piece = {"name": name, "offsets": ShapeCatalog.BASE_SHAPES[name], "shaped": true}
		for form in _orientations(piece):
			var units = []
			for unit in form:
				units.append("%d,%d" % unit)
			ours[PoolStringArray(units).join(";")] = name
	assert_eq(ours, CoreTools.json_answer(run["output"]))


func _orientations(piece: Dictionary) -> Array:
	var forms = []
	for _side in range(2):
		for _turn in range(4):
			if not piece["offsets"] in forms:
				forms.append(piece["offsets"])
			piece = ShapeCatalog.rotated(piece)
		piece = ShapeCatalog.mirrored(piece)
	return forms
