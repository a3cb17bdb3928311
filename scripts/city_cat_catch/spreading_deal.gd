extends Reference
# The spreading rules of spreading.gd as a deal places pieces one by one (board_attempt.gd
# deal_kinds; core/modes/city_cat_catch/spreading.py Deal): a position is allowed for an
# element when no three of its pieces end on one layer within CLUSTER_SPAN, when the last piece
# of its first triple is near the first screen if the other two are not, and when a near
# position is not spent on an element that has one while others still need one.

const Spreading = preload("res://scripts/city_cat_catch/spreading.gd")
const NONE = []

var boxes = []
var depth = []
var near = 0
var near_free = 0  # free positions at depth <= near
var needy = {}  # elements with no near piece yet
var pieces = {}  # element -> its positions so far


func _init(new_boxes: Array, new_depth: Array, elements: Array) -> void:
	boxes = new_boxes
	depth = new_depth
	var deepest = 0
	for d in depth:
		deepest = d if d > deepest else deepest
	near = Spreading.near_depth(deepest)
	for d in depth:
		if d <= near:
			near_free += 1
	for element in elements:
		needy[element] = true


# Whether position p may take the element's next piece: no three of it on one layer within
# CLUSTER_SPAN; the last piece of its first triple near the first screen when the other two
# are not; a near position kept for the elements still without one.
func allowed(element, p: int, first_triple: bool) -> bool:
	var mine = pieces.get(element, NONE)
	var box = boxes[p]
	var count = mine.size()
	for a in range(count):
		var first = boxes[mine[a]]
		if first[0] != box[0]:
			continue
		for b in range(a + 1, count):
			if Spreading.clustered(first, boxes[mine[b]], box):
				return false
	var is_near = depth[p] <= near
	if needy.has(element):
		return not (first_triple and mine.size() == 2 and not is_near)
	return not is_near or near_free > needy.size()


func take(element, p: int) -> void:
	if not pieces.has(element):
		pieces[element] = []
	pieces[element].append(p)
	if depth[p] <= near:
		near_free -= 1
		needy.erase(element)
