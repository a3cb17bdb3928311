tool
extends "res://addons/level_editor/mode_piece.gd"
# Hex Tracks' editor piece: the in-game workshop's board editor inside the Godot editor, and the
# campaign's seeds.
#
# A pack's level: the tools Track (give a cell one of the 15 pairings), Tile (put a tile with
# the direction and colour picked, or restyle one) and Erase (take a tile off) make the same
# edits as the workshop (scripts/hex_tracks/board_edits.gd), New board starts a full hexagon;
# Look picks the tile whose route is drawn. The core answers: Validate (verdict, R, score,
# band, gates), Solve (the order of the taps on the tiles), Routes (`hex-tracks routes`: every
# tile's route at the orientation shown, cut where a tile stops it; ↺ ↻ turn the board).
#
# levels/hex-tracks/campaign-seeds.json (its own kind of file): an entry's seed and generator
# options; the live check and Preview show the level the campaign builds from it
# (`hex-tracks seeds FILE --entry ID`: its board, score, band and gates). Campaign… lists the
# 48 levels (campaign_panel.gd). The campaign's packs are derived from the seeds: saving over
# one asks first.

const BoardEdits = preload("res://scripts/hex_tracks/board_edits.gd")
const LevelImport = preload("res://scripts/hex_tracks/level_import.gd")
const CampaignPanel = preload("res://addons/level_editor/modes/hex_tracks/campaign_panel.gd")
const SeedsEdits = preload("res://addons/level_editor/modes/hex_tracks/seeds_edits.gd")
const TracksCanvas = preload("res://addons/level_editor/modes/hex_tracks/tracks_canvas.gd")

const SEEDS = "campaign seeds"
const SEEDS_HELP = (
	"The campaign builds the level from the seed and the options: Preview (and the live check)"
	+ " show it, Routes its routes.  Ctrl+Z / Ctrl+Shift+Z: undo / redo.  Ctrl+S: save."
)

var orientation = 0  # the turn Routes asks for
var board: Control
var preview = {}  # a seeds entry's answer (`hex-tracks seeds --entry`), {} for none

var _preview_of = ""  # the entry (its seed and options) the preview is of

onready var _tools = $BoardTools


func _ready() -> void:
	if EditedScene.is_open(self):
		return
	board = $Boards/Board
	board.connect("cell_pressed", self, "_on_cell_pressed")
	_tools.connect("looked_at", self, "_look_at")
	_tools.host = host
	$SeedForm.host = host
	$CampaignPanel.receiver = self
	if host != null:
		$CampaignPanel.tools = host.tools
	_show_orientation()


func title() -> String:
	return "Hex Tracks"


func pack_kind() -> Dictionary:
	return PackFiles.pack_kind(mode_id, LevelImport.LEVEL_KEYS)


# The campaign seeds file, or a pack.
func file_kind(value) -> Dictionary:
	if (
		typeof(value) == TYPE_DICTIONARY
		and not value.has("mode")
		and typeof(value.get("chapters")) == TYPE_ARRAY
		and typeof(value.get("levels")) == TYPE_ARRAY
	):
		return _seeds_kind()
	return .file_kind(value)


func _seeds_kind() -> Dictionary:
	return {
		"mode": mode_id,
		"name": SEEDS,
		"level_fields": SeedsEdits.ENTRY_FIELDS,
		"renumber": false,
		"list_edits": false,
		"expanded": true,
		"check": ["-m", "core", "hex-tracks", "seeds", "{file}", "--json"],
	}


func new_level() -> Dictionary:
	return _tools.new_level({"zh": "新关卡", "en": "New level"})


func level_label(level: Dictionary) -> String:
	if level.has("seed"):
		return (
			"%s  %s · seed %d"
			% [str(level.get("id", "?")), level.get("beat", ""), SeedsEdits.seed_of(level)]
		)
	return "%s    tiles %d" % [str(level.get("id", "?")), level.get("tiles", []).size()]


func text_fields(kind: Dictionary) -> Dictionary:
	return {
		"title": kind["name"] != SEEDS,
		"teach": "",
		"shown": "name",
		"shown_label": "Name (players see it)",
	}


func live_args(kind: Dictionary) -> Array:
	if kind["name"] == SEEDS:
		return ["-m", "core", "hex-tracks", "seeds", "{file}", "--entry", "{level}", "--json"]
	return .live_args(kind)


func live_text(run: Dictionary, level_id: String) -> Dictionary:
	if not _seeds_shown() or run["code"] == 2 or run["code"] == 127:
		return .live_text(run, level_id)
	var answer = CoreTools.json_answer(run["output"])
	if str(answer.get("entry", "")) != level_id:
		return {"bbcode": "", "plain": ""}
	_show_preview(answer)
	return {"bbcode": "Live check %s: %s" % [level_id, _preview_text(answer)], "plain": ""}


func row_text(row: Dictionary) -> String:
	var score = "-" if row.get("score") == null else str(row["score"])
	var turns = "-" if row.get("rotations") == null else str(row["rotations"])
	return (
		"%s, tiles %d, R %s, score %s (%s)"
		% [
			str(row.get("verdict", "")),
			int(row.get("tiles", 0)),
			turns,
			score,
			str(row.get("band"))
		]
	)


# What a seeds entry's preview says: seed, score and band, R, the gates.
func _preview_text(answer: Dictionary) -> String:
	if answer.get("level") == null:
		return (
			"[color=%s]no level[/color] — %s"
			% [RED, PoolStringArray(answer["gates"]).join("; ")]
		)
	var gates = "[color=%s]gates pass[/color]" % GREEN
	if not answer["gates"].empty():
		gates = "[color=%s]%s[/color]" % [RED, PoolStringArray(answer["gates"]).join("; ")]
	return (
		"seed %d — %s, score %s (%s), R %s; %s"
		% [
			int(answer["seed"]),
			str(answer.get("verdict")),
			str(answer.get("score")),
			str(answer.get("band")),
			str(answer.get("rotations")),
			gates
		]
	)


# The campaign's packs (pack-<chapter>.json, the chapters of its analysis) are derived from
# the seeds: the next campaign run rewrites them.
func save_question(path: String) -> String:
	var folder = ProjectSettings.localize_path(host.levels_dirs[mode_id])
	var number = PackFiles.pack_file_number(path.get_file())
	if path.get_base_dir() != folder or number < 1:
		return ""
	var chapters = {}
	for level in CampaignPanel.read_analysis(CampaignPanel.ANALYSIS):
		chapters[int(level.get("chapter", 0))] = true
	if not chapters.has(number):
		return ""
	return (
		(
			"%s is derived from campaign-seeds.json: `python -m core hex-tracks campaign` rewrites it."
			+ " Edit the seeds (Campaign…) to change the campaign for good."
		)
		% path
	)


func candidate_fields() -> Array:
	return [
		_seed_option(),
		_option("Radius", "radius", 2, 4, 3, "Board radius"),
		_option("Tiles", "tiles", 1, 40, 8, "Tiles a level"),
		_count_option(6),
	]


func candidate_args(values: Dictionary, out_file: String) -> Array:
	var options = ["--seed", str(values["Seed"]), "--count", str(values["Count"])]
	options += ["--radius", str(values["Radius"]), "--tiles", str(values["Tiles"])]
	return ["-m", "core", "generate", "--mode", mode_id] + options + ["--out", out_file]


func candidate_text(level: Dictionary, row: Dictionary, details := false) -> String:
	var first = "%s · %d tiles" % [str(level.get("id", "?")), level.get("tiles", []).size()]
	if row.empty():
		return first + "\n(no verdict)"
	var notes = PoolStringArray(row.get("notes", [])).join("; ")
	var verdict = row_text(row) if row["ok"] else "FAIL: " + notes
	if details and row["ok"] and not notes.empty():
		verdict += "\nnotes: " + notes
	return "%s\n%s" % [first, verdict]


func thumbnail(level: Dictionary) -> Control:
	var shown = TracksCanvas.new()
	shown.interactive = false
	shown.show_level(level)
	return shown


func show_level(level: Dictionary, same_level := false) -> void:
	var seeds = _seeds_shown()
	_tools.visible = not seeds
	$SeedForm.visible = seeds
	$Checks/Validate.text = "Preview" if seeds else "Validate"
	$Checks/Solve.visible = not seeds
	$Help.text = SEEDS_HELP if seeds else $Help.hint_tooltip
	if not same_level:  # another level, pack or file: routes start from the board as stored
		orientation = 0
		_show_orientation()
	if not seeds:
		board.show_level(level, same_level)
		_tools.show_level(level)
		return
	$SeedForm.show_entry(level)
	if _preview_of != _entry_key(level):
		preview = {}
		board.show_level({})


func clear_answers() -> void:
	board.clear_answers()
	if not preview.empty():
		board.show_level(preview.get("level", {}) if preview.get("level") != null else {})


func mark_problem_cells(cell_ids: Array) -> void:
	for id in cell_ids:
		board.marks[id] = "error"
	board.update()


func set_enabled(enabled: bool) -> void:
	.set_enabled(enabled)
	$Checks/Campaign.disabled = false


# ---- the board ----


# A press on a cell goes to the board tools. The board as stored is orientation 0: a turned
# board goes back to it, and the press applies there (the tiles stay where they are when the
# board turns; a cell's tracks are the stored ones, shown at once).
func _on_cell_pressed(q: int, r: int, button_index: int) -> void:
	if host.level().empty() or _seeds_shown():
		return
	if board.orientation() != 0:
		board.clear_answers()
		orientation = 0
		_show_orientation()
	_tools.press(q, r, button_index)


# The Look tool: the route of the tile on (q, r), from the core's routes (asked for first when
# the board shows none).
func _look_at(q: int, r: int) -> void:
	var index = BoardEdits.tile_index(host.level(), q, r)
	if index == -1:
		return
	var tile_id = str(host.level()["tiles"][index]["id"])
	if board.answer.empty():
		yield(_on_routes_pressed(), "completed")
	if board.answer.empty():
		return
	board.focus = tile_id
	board.update()
	for route in board.answer["routes"]:
		if route["tile"] == tile_id:
			host.say(_route_said(route))


func _on_turn_pressed(turns: int) -> void:
	orientation = posmod(orientation + turns, 6)
	_show_orientation()
	if not board.answer.empty():
		_on_routes_pressed()


func _show_orientation() -> void:
	$Checks/Orientation.text = "turn %d" % orientation


# ---- the core's answers ----


func _on_validate_pressed() -> void:
	if _seeds_shown():
		yield(_preview_entry(), "completed")
		return
	var row = yield(_validated(), "completed")
	if not row.empty():
		var notes = PoolStringArray(row.get("notes", [])).join("\n")
		host.say("%s\n%s" % [_verdict(row), row_text(row)], notes)


func _on_solve_pressed() -> void:
	var answer = yield(_solved(), "completed")
	if answer == null:
		return
	if not answer.get("reachable", false):
		var why = (
			"the search stopped at its cap"
			if answer.get("exhausted", false)
			else "no order clears it"
		)
		host.say("[color=%s]Not clearable:[/color] %s." % [RED, why])
		return
	var steps = PoolStringArray()
	board.order = {}
	for action in answer["actions"]:
		if action["op"] == "tap":
			board.order[action["tile"]] = board.order.size() + 1
			steps.append(action["tile"])
		else:
			steps.append("↻" if int(action.get("dir", 1)) == 1 else "↺")
	board.heading = (
		"The solution: %d actions, R %d"
		% [answer["minimumActions"], answer["rotations"]]
	)
	board.update()
	host.say(
		"[color=%s]Clearable[/color] in this order (numbers on the tiles):" % GREEN, steps.join(" ")
	)


func _on_routes_pressed():
	var args = ["-m", "core", "hex-tracks", "routes", host.PACK, "--level", host.LEVEL]
	args += ["--orientation", str(orientation), "--json"]
	var level = host.level()
	if _seeds_shown():
		if preview.get("level") == null:
			host.say("Preview the entry first.")
			yield(get_tree(), "idle_frame")
			return
		level = preview["level"]
		args[4] = _preview_pack(level)
		args[6] = str(level["id"])
	var run = yield(host.ask_core("routes", args), "completed")
	if run == null:
		return
	var answer = CoreTools.json_answer(run["output"])
	if not int(orientation) in answer.get("orientations", [0]):
		host.say(
			"This board does not turn (rotation off, or its cells are not six-fold symmetric)."
		)
		orientation = 0
		_show_orientation()
	board.show_level(level, true)
	board.answer = answer
	board.heading = "Routes at turn %d" % int(answer.get("orientation", 0))
	board.update()
	var blocked = PoolStringArray()
	var leaving = 0
	for route in answer.get("routes", []):
		if route["outcome"] == "blocked":
			blocked.append("%s by %s" % [route["tile"], route["blocker"]])
		elif route["outcome"] == "exit":
			leaving += 1
	host.say(
		(
			"%d of %d tiles can leave now; Look at a tile for its route."
			% [leaving, answer["routes"].size()]
		),
		"stopped: " + blocked.join(", ") if not blocked.empty() else ""
	)


func _route_said(route: Dictionary) -> String:
	var length = "%d cells, %d bends" % [route["cells"], route["bends"]]
	match route["outcome"]:
		"exit":
			return (
				"%s [color=%s]leaves the board[/color] after %s."
				% [route["tile"], GREEN, length]
			)
		"blocked":
			return (
				(
					"%s is [color=%s]stopped by %s[/color] (the red dot is the contact); with nothing"
					+ " in its way its route would run %s."
				)
				% [route["tile"], RED, route["blocker"], length]
			)
	return "%s loops back on itself after %s." % [route["tile"], length]


# The seeds entry shown: the level the campaign builds from it, its score and gates.
func _preview_entry():
	var args = ["-m", "core", "hex-tracks", "seeds", host.PACK, "--entry", host.LEVEL, "--json"]
	var run = yield(host.ask_core("seeds --entry", args), "completed")
	if run == null:
		return
	var answer = CoreTools.json_answer(run["output"])
	_show_preview(answer)
	host.say("%s: %s" % [host.level_id(), _preview_text(answer)])


func _show_preview(answer: Dictionary) -> void:
	preview = answer
	_preview_of = _entry_key(host.level())
	var level = answer.get("level")
	board.show_level(level if level != null else {})
	board.heading = "The campaign's level %s" % str(answer.get("entry", ""))
	board.update()


# A scratch pack holding the previewed level (for `routes`).
func _preview_pack(level: Dictionary) -> String:
	var pack = {"mode": mode_id, "pack": 90, "title": "preview", "levels": [level]}
	return CoreTools.write_scratch("tracks-preview.json", JSON.print(pack))


func _on_campaign_pressed() -> void:
	$CampaignPanel.show_campaign()


# The campaign panel's "Edit seeds": the seeds file, at that entry.
func open_seeds_at(level_id: String) -> void:
	var path = ProjectSettings.localize_path(host.levels_dirs[mode_id]).plus_file(
		"campaign-seeds.json"
	)
	if not host.open_pack(path).empty():
		return
	for i in range(host.document.levels().size()):
		if host.document.level(i).get("id") == level_id:
			host.select_level(i)


# What a preview depends on: the entry's id, seed and options.
static func _entry_key(entry: Dictionary) -> String:
	return JSON.print([entry.get("id"), entry.get("seed"), entry.get("options")])


func _seeds_shown() -> bool:
	return host != null and host.document != null and host.document.kind["name"] == SEEDS
