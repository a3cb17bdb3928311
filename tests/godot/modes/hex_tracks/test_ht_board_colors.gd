extends "res://tests/godot/test_case.gd"
# Issue 29 §10, tiles told apart by colour: every two tile colours that meet on one board are at
# least MIN_DELTA_E apart in CIEDE2000 (the CIE's colour difference, sRGB under D65): on each of
# the 48 campaign levels, and on a workshop board of each size (19, 37, 61 cells) holding one
# tile of every colour the workshop offers.

const Colors = preload("res://scripts/hex_tracks/board_colors.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const WORKSHOP = preload("res://scenes/hex_tracks/workshop.tscn")
# Two blues or two teals of one level were mistaken for one colour at 17-18 (2-6, 3-4).
const MIN_DELTA_E = 25.0


func test_every_two_colours_of_a_campaign_level_are_told_apart():
	var catalog = ModeRegistry.load_catalog("hex-tracks")
	assert_eq(catalog.level_ids().size(), 48, "the whole campaign")
	for id in catalog.level_ids():
		_check_board(catalog.level(id), id)


func test_every_two_colours_on_a_workshop_board_of_each_size_are_told_apart():
	var workshop = WORKSHOP.instance()
	add_child(workshop)
	yield(get_tree(), "idle_frame")
	var offered = workshop.find_node("TileRow", true, false).get_children()
	for radius in [2, 3, 4]:
		workshop.new_board(radius)
		workshop.set_tool("tile")
		var cells = workshop.editor_level()["cells"]
		var placed = 0
		for button in offered:
			if button.kind == "color":
				workshop.set_tile_color(button.value)
				workshop.edit_cell(cells[placed]["q"], cells[placed]["r"])
				placed += 1
		assert_eq(placed, Colors.LIBRARY.size(), "the workshop offers every colour")
		_check_board(workshop.editor_level(), "a workshop board of %d cells" % cells.size())


func test_the_colour_difference_is_the_cie_s():
	# Sharma, Wu and Dalal's test data for CIEDE2000 (pairs 1, 7, 13 and 25), in L*a*b*.
	var pairs = [
		[[50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425],
		[[50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669],
		[[50.0, 2.5, 0.0], [56.0, -27.0, -3.0], 31.9030],
		[[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
	]
	for pair in pairs:
		var found = delta_e(pair[0], pair[1])
		assert_true(abs(found - pair[2]) < 0.0001, "%s: %.4f, not %.4f" % [pair, found, pair[2]])


func _check_board(level, where):
	var used = []
	for tile in level["tiles"]:
		if not int(tile["color"]) in used:
			used.append(int(tile["color"]))
	for i in range(used.size()):
		for j in range(i + 1, used.size()):
			var apart = delta_e(_lab(Colors.tile_color(used[i])), _lab(Colors.tile_color(used[j])))
			assert_true(
				apart >= MIN_DELTA_E,
				"%s: colours %d and %d are %.1f apart" % [where, used[i], used[j], apart]
			)


# CIE L*a*b* (D65) of an sRGB colour.
static func _lab(color: Color) -> Array:
	var linear = []
	for c in [color.r, color.g, color.b]:
		linear.append(c / 12.92 if c <= 0.04045 else pow((c + 0.055) / 1.055, 2.4))
	var x = (0.4124564 * linear[0] + 0.3575761 * linear[1] + 0.1804375 * linear[2]) / 0.95047
	var y = 0.2126729 * linear[0] + 0.7151522 * linear[1] + 0.0721750 * linear[2]
	var z = (0.0193339 * linear[0] + 0.1191920 * linear[1] + 0.9503041 * linear[2]) / 1.08883
	var f = []
	for t in [x, y, z]:
		f.append(pow(t, 1.0 / 3.0) if t > 216.0 / 24389.0 else (24389.0 / 27.0 * t + 16.0) / 116.0)
	return [116.0 * f[1] - 16.0, 500.0 * (f[0] - f[1]), 200.0 * (f[1] - f[2])]


# CIEDE2000 between two L*a*b* colours (kL = kC = kH = 1).
static func delta_e(one: Array, other: Array) -> float:
	var chroma_mean = (
		(Vector2(one[1], one[2]).length() + Vector2(other[1], other[2]).length())
		/ 2.0
	)
	var g = 0.5 * (1.0 - sqrt(pow(chroma_mean, 7) / (pow(chroma_mean, 7) + pow(25.0, 7))))
	var a1 = (1.0 + g) * one[1]
	var a2 = (1.0 + g) * other[1]
	var c1 = sqrt(a1 * a1 + one[2] * one[2])
	var c2 = sqrt(a2 * a2 + other[2] * other[2])
	var h1 = _hue(one[2], a1)
	var h2 = _hue(other[2], a2)
	var dh = 0.0
	if c1 * c2 != 0.0:
		dh = h2 - h1
		if dh > 180.0:
			dh -= 360.0
		elif dh < -180.0:
			dh += 360.0
	var d_lightness = other[0] - one[0]
	var d_chroma = c2 - c1
	var d_hue = 2.0 * sqrt(c1 * c2) * sin(deg2rad(dh / 2.0))
	var lightness = (one[0] + other[0]) / 2.0
	var chroma = (c1 + c2) / 2.0
	var hue = h1 + h2
	if c1 * c2 != 0.0:
		hue = (h1 + h2) / 2.0
		if abs(h1 - h2) > 180.0:
			hue += 180.0 if h1 + h2 < 360.0 else -180.0
	var t = (
		1.0
		- 0.17 * cos(deg2rad(hue - 30.0))
		+ 0.24 * cos(deg2rad(2.0 * hue))
		+ 0.32 * cos(deg2rad(3.0 * hue + 6.0))
		- 0.20 * cos(deg2rad(4.0 * hue - 63.0))
	)
	var rotation = 30.0 * exp(-pow((hue - 275.0) / 25.0, 2))
	var r_c = 2.0 * sqrt(pow(chroma, 7) / (pow(chroma, 7) + pow(25.0, 7)))
	var s_l = 1.0 + 0.015 * pow(lightness - 50.0, 2) / sqrt(20.0 + pow(lightness - 50.0, 2))
	var s_c = 1.0 + 0.045 * chroma
	var s_h = 1.0 + 0.015 * chroma * t
	var r_t = -sin(deg2rad(2.0 * rotation)) * r_c
	var l_term = d_lightness / s_l
	var c_term = d_chroma / s_c
	var h_term = d_hue / s_h
	return sqrt(l_term * l_term + c_term * c_term + h_term * h_term + r_t * c_term * h_term)


static func _hue(b, a) -> float:
	if a == 0.0 and b == 0.0:
		return 0.0
	return fposmod(rad2deg(atan2(b, a)), 360.0)
