tool
extends Control
# City Cat Catch's board in the level editor: the stage (720 x 1280, its stack zone, return
# lanes and tray) scaled to fit, the pieces in layer order drawn as the game draws them
# (scripts/city_cat_catch/piece_art.gd: the city's tile colour, the element's art), and the
# core's answers over them (`city-cat-catch inspect`): the overlap graph (an arrow from each
# piece to each piece it covers), the pieces covered at the step shown dimmed, and a policy
# run at one step — the pieces picked so far off the board, the last pick ringed, the tray as
# it is after that pick.

const EditedScene = preload("res://addons/level_editor/edited_scene.gd")
const PieceArt = preload("res://scripts/city_cat_catch/piece_art.gd")

const BACKGROUND = Color("#1d2130")
const STAGE = Vector2(720, 1280)
const SHOWN = Rect2(0, 170, 720, 1020)  # the stage rows drawn: the stack zone to the tray
const ZONE = Color(1, 1, 1, 0.16)
const EDGE = Color(0.9, 0.28, 0.3, 0.75)
const PICK = Color("#6a5cf5")
const FACE = Color("#fffaf0")
const TRAY_SLOTS = 7

var level = {}  # the board (a level of a board file)
var answer = {}  # the core's inspect answer for it ({} for none)
var heading = ""
var interactive = true
var show_overlaps = false
var step = 0  # the replay's step shown: the pieces picked so far (0: the start)

var _scale = 0.5
var _origin = Vector2.ZERO


func _ready() -> void:
	if EditedScene.is_open(self):
		return
	rect_clip_content = true
	mouse_filter = MOUSE_FILTER_PASS if interactive else MOUSE_FILTER_IGNORE
	connect("resized", self, "update")


func show_level(new_level: Dictionary, _keep_view := false) -> void:
	level = new_level
	clear_answers()


func clear_answers() -> void:
	answer = {}
	step = 0
	heading = ""
	update()


# The replay's steps ([] without an answer).
func steps() -> Array:
	return answer.get("replay", {}).get("steps", [])


# Pixel rectangle of a stage box.
func stage_rect(x, y, w, h) -> Rect2:
	_fit()
	return Rect2(_origin + Vector2(x, y) * _scale, Vector2(w, h) * _scale)


# The pieces still on the board at the step shown (ids), all of them without a replay.
func on_board() -> Dictionary:
	var gone = {}
	var shown = steps()
	for i in range(min(step, shown.size())):
		gone[shown[i]["pick"]] = true
	var left = {}
	for piece in level.get("pieces", []):
		if not gone.has(piece["id"]):
			left[piece["id"]] = true
	return left


func _draw() -> void:
	_fit()
	draw_rect(Rect2(Vector2.ZERO, rect_size), BACKGROUND)
	if level.empty():
		return
	var colors = answer.get("colors", {})
	var ground = Color(colors.get("background", "#cfe3ea"))
	draw_rect(stage_rect(SHOWN.position.x, SHOWN.position.y, SHOWN.size.x, SHOWN.size.y), ground)
	_draw_zones()
	var left = on_board()
	var covered = _covered(left)
	var pieces = level.get("pieces", []).duplicate()
	pieces.sort_custom(self, "_lower_first")
	for piece in pieces:
		if left.has(piece["id"]):
			_draw_piece(piece, covered.has(piece["id"]), Color(colors.get("tile", FACE.to_html())))
	if show_overlaps:
		_draw_overlaps(left)
	_draw_step(left)
	var font = get_font("font", "Label")
	if not heading.empty():
		draw_string(font, Vector2(8, font.get_ascent() + 4), heading, Color.white)


# The stack zone's frame, the return lanes, the tray's slots.
func _draw_zones() -> void:
	var stack = answer.get("stage", {}).get("zones", {}).get("stack", [180, 980])
	draw_rect(stage_rect(8, stack[0], STAGE.x - 16, stack[1] - stack[0]), ZONE, false, 2.0)
	for lane in level.get("returnLanes", []):
		draw_rect(stage_rect(lane[0], lane[1], 72, 72), ZONE, false, 2.0)
	for slot in range(TRAY_SLOTS):
		draw_rect(_tray_slot(slot), ZONE, true)


func _tray_slot(slot: int) -> Rect2:
	var side = 84.0
	var left = (STAGE.x - TRAY_SLOTS * side) / 2.0
	return stage_rect(left + slot * side + 4, 1090, side - 8, side - 8)


func _draw_piece(piece: Dictionary, dimmed: bool, face: Color) -> void:
	var rect = stage_rect(piece["x"], piece["y"], piece["width"], piece["height"])
	var centre = rect.position + rect.size / 2
	draw_set_transform(centre, deg2rad(float(piece.get("rotation", 0))), Vector2.ONE)
	var local = Rect2(-rect.size / 2, rect.size)
	var element = answer.get("elements", {}).get(piece["elementId"], {})
	PieceArt.draw_tile(self, local, face, element.get("art", []), dimmed, true)
	if element.empty():  # no art yet: the element's id says what it is
		var font = get_font("font", "Label")
		var text = str(piece["elementId"]).split("_")[-1]
		draw_string(font, Vector2(-font.get_string_size(text).x / 2, 4), text, Color("#23243a"))
	draw_set_transform(Vector2.ZERO, 0.0, Vector2.ONE)


func _draw_overlaps(left: Dictionary) -> void:
	var centres = {}
	for piece in level.get("pieces", []):
		var rect = stage_rect(piece["x"], piece["y"], piece["width"], piece["height"])
		centres[piece["id"]] = rect.position + rect.size / 2
	for edge in answer.get("covers", []):
		if not left.has(edge[0]) or not left.has(edge[1]):
			continue
		var from = centres[edge[0]]
		var to = centres[edge[1]]
		draw_line(from, to, EDGE, 2.0, true)
		var back = (from - to).normalized() * 9.0
		draw_line(to, to + back.rotated(0.45), EDGE, 2.0, true)
		draw_line(to, to + back.rotated(-0.45), EDGE, 2.0, true)


# The replay at the step shown: the last pick ringed where it stood, the tray after it.
func _draw_step(_left: Dictionary) -> void:
	var shown = steps()
	if shown.empty() or step == 0:
		return
	var now = shown[min(step, shown.size()) - 1]
	var by_id = {}
	for piece in level.get("pieces", []):
		by_id[piece["id"]] = piece
	var picked = by_id.get(now["pick"], {})
	if not picked.empty():
		var rect = stage_rect(picked["x"], picked["y"], picked["width"], picked["height"])
		draw_rect(rect.grow(3), PICK, false, 4.0)
	var face = Color(answer.get("colors", {}).get("tile", FACE.to_html()))
	for slot in range(now["tray"].size()):
		var piece = by_id.get(now["tray"][slot], {})
		var element = answer.get("elements", {}).get(piece.get("elementId", ""), {})
		PieceArt.draw_tile(self, _tray_slot(slot), face, element.get("art", []), false, false)


# The pieces on the board some other piece still on the board covers.
func _covered(left: Dictionary) -> Dictionary:
	var covered = {}
	for edge in answer.get("covers", []):
		if left.has(edge[0]) and left.has(edge[1]):
			covered[edge[1]] = true
	return covered


func _lower_first(a: Dictionary, b: Dictionary) -> bool:
	return int(a["layer"]) < int(b["layer"])


func _fit() -> void:
	var room = rect_size - Vector2(16, 32)
	_scale = max(0.05, min(room.x / SHOWN.size.x, room.y / SHOWN.size.y))
	var size = SHOWN.size * _scale
	_origin = (
		Vector2((rect_size.x - size.x) / 2, 24 + (room.y - size.y) / 2)
		- SHOWN.position * _scale
	)
