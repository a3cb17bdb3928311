extends Reference
# Whether the runtime can play a baked City Cat Catch board (docs/city-cat-catch-runtime.md §1):
# validate_level(level) -> "" or what is wrong ("level <id>: …"). The game and the catalog refuse a
# board that fails, so a bad baked file shows a message instead of crashing halfway through a
# city. Checked: the fields and their types, piece ids unique, every element listed and in
# threes, boxes inside the stack zone, no two pieces of one layer overlapping, the return lanes
# inside their zone, apart, and at least as many as Undo tools, the seed a 64-bit decimal (the
# hash of seedText when that is given), and the witness: every piece once, an order that clears
# the board without tools.

const Overlap = preload("res://scripts/city_cat_catch/overlap.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const Seeds = preload("res://scripts/city_cat_catch/seeds.gd")
const Session = preload("res://scripts/city_cat_catch/session.gd")

const MAX_PIECES = 240
const MAX_LANES = 9
const MAX_TOOL = 99
const MAX_SEED = "18446744073709551615"
const DIGITS = "0123456789"
const ID_CHARACTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"


static func validate_level(level) -> String:
	var problem = board_problem(level)
	return problem if not problem.empty() else witness_problem(level)


# validate_level in two halves, so that a catalog read in steps (cat_catalog.gd) checks a level
# in two: the board, then its witness replayed (a session made and every tap: the longer half),
# which needs the board's half passed.
static func board_problem(level) -> String:
	var problem = PackCatalog.id_problem(level)
	return problem if not problem.empty() else PackCatalog.located(level, _problem(level))


static func witness_problem(level: Dictionary) -> String:
	return PackCatalog.located(level, _witness_problem(level))


static func _problem(level: Dictionary) -> String:
	if typeof(level.get("cityId")) != TYPE_STRING or level["cityId"].empty():
		return "cityId is not a city id"
	if not _is_count(level.get("levelId"), 1, 99):
		return "levelId is not a level number"
	var problem = _seed_problem(level)
	if problem.empty():
		problem = _tools_problem(level.get("tools"))
	if problem.empty():
		problem = _elements_problem(level.get("elements"))
	if problem.empty():
		problem = _pieces_problem(level.get("pieces"), level["elements"])
	if problem.empty():
		problem = _lanes_problem(level.get("returnLanes"), int(level["tools"]["undo"]))
	return problem


static func _seed_problem(level: Dictionary) -> String:
	var text = level.get("seed")
	if typeof(text) != TYPE_STRING or text.empty() or text.length() > 20:
		return "seed is not a decimal string"
	for digit in text:
		if not digit in DIGITS:
			return "seed is not a decimal string"
	if text.length() == 20 and text > MAX_SEED:
		return "seed is 2**64 or more"
	if level.has("seedText"):
		if typeof(level["seedText"]) != TYPE_STRING:
			return "seedText is not text"
		if Seeds.seed_of_text(level["seedText"]) != text.lstrip("0").pad_zeros(1):
			return "seed is not the hash of seedText '%s'" % level["seedText"]
	return ""


static func _tools_problem(tools) -> String:
	if typeof(tools) != TYPE_DICTIONARY:
		return "tools is not an object"
	for tool_name in Session.TOOLS:
		if not _is_count(tools.get(tool_name), 0, MAX_TOOL):
			return "tools.%s is not a count from 0 to %d" % [tool_name, MAX_TOOL]
	return ""


static func _elements_problem(elements) -> String:
	if typeof(elements) != TYPE_ARRAY or elements.empty():
		return "elements is not a list of element ids"
	for i in range(elements.size()):
		if typeof(elements[i]) != TYPE_STRING or elements[i].empty():
			return "elements[%d] is not an element id" % i
		if elements.find(elements[i]) != i:
			return "element %s is listed twice" % elements[i]
	return ""


static func _pieces_problem(pieces, elements: Array) -> String:
	if typeof(pieces) != TYPE_ARRAY or pieces.size() < 3 or pieces.size() > MAX_PIECES:
		return "pieces is not a list of 3 to %d pieces" % MAX_PIECES
	var seen = {}
	var counts = {}
	var boxes = []
	for i in range(pieces.size()):
		var piece = pieces[i]
		if typeof(piece) != TYPE_DICTIONARY:
			return "pieces[%d] is not an object" % i
		var id = piece.get("id")
		if not _is_piece_id(id):
			return "pieces[%d] has no piece id" % i
		if seen.has(id):
			return "piece %s: another piece has this id" % id
		seen[id] = true
		var element = piece.get("elementId")
		if typeof(element) != TYPE_STRING or not element in elements:
			return "piece %s: elementId is not one of the level's elements" % id
		counts[element] = counts.get(element, 0) + 1
		if not _is_count(piece.get("layer"), 1, 8):
			return "piece %s: layer is not from 1 to 8" % id
		for key in ["x", "y"]:
			if not _is_count(piece.get(key), 0, Overlap.STAGE_H):
				return "piece %s: %s is not a stage coordinate" % [id, key]
		for key in ["width", "height"]:
			if not _is_count(piece.get(key), 24, 160):
				return "piece %s: %s is not from 24 to 160" % [id, key]
		if piece.has("rotation") and not _is_count(piece["rotation"], -15, 15):
			return "piece %s: rotation is not from -15 to 15" % id
		var box = [int(piece["x"]), int(piece["y"]), int(piece["width"]), int(piece["height"])]
		if not Overlap.inside(box, Overlap.STACK_ZONE):
			return "piece %s: its box leaves the stack zone" % id
		boxes.append([int(piece["layer"])] + box)
	for element in elements:
		if counts.get(element, 0) == 0:
			return "element %s has no piece" % element
		if counts[element] % 3 != 0:
			return "%d pieces of %s; every element comes in threes" % [counts[element], element]
	for a in range(boxes.size()):
		for b in range(a + 1, boxes.size()):
			if (
				boxes[a][0] == boxes[b][0]
				and Overlap.boxes_overlap(boxes[a].slice(1, 4), boxes[b].slice(1, 4))
			):
				return (
					"piece %s overlaps piece %s on the same layer"
					% [pieces[a]["id"], pieces[b]["id"]]
				)
	return ""


static func _lanes_problem(lanes, undo: int) -> String:
	if typeof(lanes) != TYPE_ARRAY or lanes.size() > MAX_LANES:
		return "returnLanes is not a list of at most %d spots" % MAX_LANES
	var boxes = []
	for i in range(lanes.size()):
		var spot = lanes[i]
		if typeof(spot) != TYPE_ARRAY or spot.size() != 2:
			return "return lane %d is not an [x, y] spot" % i
		if not _is_count(spot[0], 0, Overlap.STAGE_W) or not _is_count(spot[1], 0, Overlap.STAGE_H):
			return "return lane %d is not an [x, y] spot" % i
		var box = [int(spot[0]), int(spot[1]), Overlap.PIECE, Overlap.PIECE]
		if not Overlap.inside(box, Overlap.LANE_ZONE):
			return "return lane %d leaves the lane zone" % i
		for j in range(boxes.size()):
			if Overlap.boxes_overlap(box, boxes[j]):
				return "return lanes %d and %d overlap" % [j, i]
		boxes.append(box)
	if lanes.size() < undo:
		return "%d return lanes for %d Undo tools" % [lanes.size(), undo]
	return ""


# The witness lists every piece once and clears the board without tools.
static func _witness_problem(level: Dictionary) -> String:
	var witness = level.get("witness")
	var pieces = level["pieces"]
	if typeof(witness) != TYPE_ARRAY or witness.size() != pieces.size():
		return "witness is not a list of every piece"
	var session = Session.new(level)
	for i in range(witness.size()):
		var id = witness[i]
		if typeof(id) != TYPE_STRING:
			return "witness[%d] is not a piece id" % i
		var event = session.apply({"op": "tap", "piece": id})
		if event["kind"] == "ignored" or event["kind"] == "lost":
			return "the witness does not clear the board (step %d, piece %s)" % [i, id]
	if session.status() != Session.WON:
		return "the witness does not clear the board"
	return ""


static func _is_piece_id(value) -> bool:
	if typeof(value) != TYPE_STRING or value.empty() or value.length() > 16:
		return false
	for character in value:
		if not character in ID_CHARACTERS:
			return false
	return true


# A whole number (an int, or a float without a fraction as JSON gives) from low to high.
static func _is_count(value, low: int, high: int) -> bool:
	if not typeof(value) in [TYPE_INT, TYPE_REAL] or value != floor(value):
		return false
	return value >= low and value <= high
