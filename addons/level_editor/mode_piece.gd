tool
extends VBoxContainer
# A mode's part of the Levels screen (its "editor piece"), and the generic piece of a mode that
# registers none (editor_pieces.gd). The shell (editor_shell.gd, piece_host.gd) owns the files,
# the histories, the unsaved prompt, the live check, the core runner and the answer panel; a
# piece is the middle column — its tools, its board, its checks — and says what its files are.
#
# The shell shows a piece, calls show_level() with the level shown, and asks its declarations
# (the methods of the first part below). A piece works on the level through its `host`, the
# shell's narrow API (piece_host.gd): edit_level / begin_stroke for edits on the level's own
# undo history, ask_core / run_tool for the core's answers on a thread, say for the summary.
# (Tatham's mid-end and back end: the back end is handed the mid-end, never the other way.)
#
# The generic piece shows the level as its JSON: edit it and press Apply (one undo step); the
# live check is the core's validate, Validate and Solve show the core's own answers.

const AnswerTexts = preload("res://addons/level_editor/answer_texts.gd")
const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const EditedScene = preload("res://addons/level_editor/edited_scene.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const Playtest = preload("res://scripts/common/playtest.gd")
const RED = AnswerTexts.RED
const GREEN = AnswerTexts.GREEN
const GENERIC = "res://addons/level_editor/mode_piece.gd"
# the game's one play-test scene, which plays the level baked into its file on the game screen
# of the file's mode (the registry entry's "game")
const PLAYTEST_SCENE = "res://scenes/common/playtest.tscn"

var mode_id = ""  # set by editor_pieces.gd
var entry = {}  # the mode's registry entry
var host = null  # the shell (piece_host.gd), set when the shell takes the piece

var _json: TextEdit
var _level = {}


func _ready() -> void:
	if get_script().resource_path == GENERIC:
		_build_generic()


# ---- what the shell asks: the mode's files and texts ----


func title() -> String:
	var key = str(entry.get("title", ""))
	var shown = tr(key) if not key.empty() else ""
	return shown if not shown.empty() and shown != key else mode_id


# The kind of the mode's pack files (pack_files.gd).
func pack_kind() -> Dictionary:
	return PackFiles.pack_kind(mode_id, ["id"])


# The kind of a parsed file when this piece edits it, else {}.
func file_kind(value) -> Dictionary:
	return pack_kind() if PackFiles.pack_problem(value, mode_id).empty() else {}


# The level New level and New pack start with.
func new_level() -> Dictionary:
	return {}


# The level's line in the level list.
func level_label(level: Dictionary) -> String:
	return str(level.get("id", "?"))


# The texts of a file of `kind` the side panel edits: "title" (the pack's zh / en title),
# the level's "teach" (the designer's note) and "shown" (a zh / en text players see, with its
# "shown_label"); "" for a field the kind does not have.
func text_fields(_kind: Dictionary) -> Dictionary:
	return {"title": true, "teach": "", "shown": "", "shown_label": ""}


# Whether validate runs with --strict (the live check, Validate, the candidate browser).
func strict_validate() -> bool:
	return false


# The live check's command on a file of `kind`, "{file}" and "{level}" standing for the file
# as edited and the level shown.
func live_args(_kind: Dictionary) -> Array:
	return CoreTools.validate_args("{file}", "{level}", strict_validate())


# The live check's answer as shown: {"bbcode", "plain"} (answer_texts.gd live).
func live_text(run: Dictionary, level_id: String) -> Dictionary:
	return AnswerTexts.live(run, level_id, self)


# The play-test scene and the file the bake writes for it, {} when the mode has none: the
# game's play-test scene, for a mode whose levels play there.
func playtest() -> Dictionary:
	if not Playtest.plays(entry):
		return {}
	return {"scene": PLAYTEST_SCENE, "file": Playtest.LEVEL_FILE}


# "" when Save may write over `path` at once; else why it asks first (a file another command
# regenerates, a shipped pack).
func save_question(_path: String) -> String:
	return ""


# What the live check says of validate's row (after "Live check <level>: ok —").
func row_text(row: Dictionary) -> String:
	var parts = PoolStringArray()
	for key in row:
		if not key in ["mode", "file", "level", "ok", "notes", "count", "redundant_parity"]:
			parts.append("%s %s" % [key, str(row[key])])
	return parts.join(", ")


# The candidate browser's options ([] when the editor cannot generate for the mode): each
# {"name", "prefix", "min", "max", "value", "tip"}.
func candidate_fields() -> Array:
	return []


# `generate` for the candidate browser: the arguments for the options' values (name -> int).
func candidate_args(_values: Dictionary, _out_file: String) -> Array:
	return []


# A board drawing `level` (thumbnails, the candidate inspector), not interactive.
func thumbnail(level: Dictionary) -> Control:
	var label = Label.new()
	label.autowrap = true
	label.clip_text = true
	label.text = JSON.print(level).substr(0, 400)
	return label


# A candidate's caption under its thumbnail (with `details`: what the inspector shows).
func candidate_text(level: Dictionary, row: Dictionary, _details := false) -> String:
	var verdict = "(no verdict)"
	if not row.empty():
		verdict = "ok" if row["ok"] else "FAIL: " + PoolStringArray(row.get("notes", [])).join("; ")
	return "%s\n%s" % [str(level.get("id", "?")), verdict]


# ---- the level shown ----


# Shows a level; same_level: the same level after an edit (keep the view).
func show_level(level: Dictionary, _same_level := false) -> void:
	_level = level
	if _json != null:
		_json.text = JSON.print(level, "  ") if not level.empty() else ""


# The core's answers about the board before go (an edit, another level, a new command).
func clear_answers() -> void:
	pass


# The core rejected the pack: these cells (ids) of the level shown are its problems.
func mark_problem_cells(_cell_ids: Array) -> void:
	pass


# The piece's buttons that need a file work only while one is shown: those in a "Checks" row.
func set_enabled(enabled: bool) -> void:
	var checks = get_node_or_null("Checks")
	if checks != null:
		for button in checks.get_children():
			if button is BaseButton:
				button.disabled = not enabled


# ---- the generic piece ----


func _build_generic() -> void:
	size_flags_horizontal = SIZE_EXPAND_FILL
	size_flags_vertical = SIZE_EXPAND_FILL
	var bar = HBoxContainer.new()
	bar.name = "Checks"
	add_child(bar)
	for item in [
		["Apply", "_apply_json", "Replace the level by the JSON below (one undo step)"],
		["Validate", "_validate", "python -m core validate LEVEL --pack … --json"],
		["Solve", "_solve", "python -m core solve … --level LEVEL --json"],
	]:
		var button = Button.new()
		button.name = item[0]
		button.text = item[0]
		button.hint_tooltip = item[2]
		button.connect("pressed", self, item[1])
		bar.add_child(button)
	_json = TextEdit.new()
	_json.name = "LevelJson"
	_json.size_flags_vertical = SIZE_EXPAND_FILL
	_json.hint_tooltip = "The level as JSON; the core is the judge of every rule"
	add_child(_json)
	var help = Label.new()
	help.name = "Help"
	help.autowrap = true
	help.text = (
		(
			"%s has no editor piece of its own (addons/level_editor/modes/<mode>/ and the"
			+ ' "editor" key of its registry entry): edit the level as JSON.'
		)
		% title()
	)
	add_child(help)


func _apply_json() -> void:
	var parsed = JSON.parse(_json.text)
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		var line = PackFiles.json_error_line(parsed, _json.text) if parsed.error != OK else 1
		var why = "[color=%s]Not applied:[/color] the level is not a JSON object." % RED
		host.say(why, "line %d" % line)
		return
	host.replace_level("Edit level JSON", parsed.result)


func _validate() -> void:
	var row = yield(_validated(), "completed")
	if not row.empty():
		var notes = PoolStringArray(row.get("notes", [])).join("; ")
		host.say("%s\n%s" % [_verdict(row), row_text(row)], notes)


# ---- for every piece ----


# Validate on the level shown, as edited (a coroutine): its row, or {} when there is none (the
# summary says why).
func _validated():
	var args = CoreTools.validate_args(host.PACK, host.LEVEL, strict_validate())
	var run = yield(host.ask_core("validate", args), "completed")
	if run == null:
		return {}
	var row = CoreTools.validate_row(run["output"], host.level_id())
	if row.empty():
		host.failed(run, "Validate gave no answer for %s." % host.level_id())
	return row


# Solve on the level shown, as edited (a coroutine): the core's JSON answer, or null when the
# core rejected the pack or the answer no longer holds (the summary says why).
func _solved():
	var run = yield(
		host.ask_core("solve", CoreTools.solve_args(host.PACK, host.LEVEL)), "completed"
	)
	return CoreTools.json_answer(run["output"]) if run != null else null


# "4-3 — ok" (green) or "4-3 — FAIL" (red).
static func _verdict(row: Dictionary) -> String:
	var colour = AnswerTexts.GREEN if row["ok"] else AnswerTexts.RED
	return "%s — [color=%s]%s[/color]" % [row["level"], colour, "ok" if row["ok"] else "FAIL"]


# A candidate-browser option (candidate_fields): a spin box named `name`.
static func _option(name: String, prefix: String, low: int, high: int, value: int, tip: String):
	return {"name": name, "prefix": prefix, "min": low, "max": high, "value": value, "tip": tip}


# The options every generator has: its seed first, how many candidates last.
static func _seed_option() -> Dictionary:
	return _option("Seed", "seed", 0, 999999, 1, "Generator seed (the same seed, the same levels)")


static func _count_option(value: int) -> Dictionary:
	return _option("Count", "K", 1, 24, value, "How many candidates")


func _solve() -> void:
	var answer = yield(_solved(), "completed")
	if answer != null:
		host.say("The core's answer:", JSON.print(answer, "  "))
