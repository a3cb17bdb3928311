tool
extends "res://addons/level_editor/core_dialog.gd"
# Hex Tracks' campaign (issue 14 §3), part of the Hex Tracks piece: the 48 levels of
# levels/hex-tracks/campaign-analysis.json with their score, band, path usage (curved share,
# bends, the longest run of straight removals) and gates, beside `python -m core validate
# --mode hex-tracks --json`'s verdict on each. The table is read-only: "Edit seeds" opens
# levels/hex-tracks/campaign-seeds.json at the level picked (designers tune seeds and options
# there), then "Re-run campaign" runs `python -m core hex-tracks campaign` (which rewrites the
# derived packs and the analysis) and the table is read again.

const CoreTools = preload("res://addons/level_editor/core_tools.gd")

const ANALYSIS = "res://levels/hex-tracks/campaign-analysis.json"
# the campaign regenerated from levels/hex-tracks/campaign-seeds.json; the gates of every
# shipped level
const CAMPAIGN_ARGS = ["-m", "core", "hex-tracks", "campaign"]
const VALIDATE_ARGS = ["-m", "core", "validate", "--mode", "hex-tracks", "--json"]
const COLUMNS = [
	"level",
	"chapter · beat",
	"score",
	"band",
	"curved",
	"bends",
	"max bends",
	"straight run",
	"gates",
	"validate"
]
const RED = Color("#e5484d")
const GREEN = Color("#2fb36d")

var receiver = null  # the Hex Tracks piece: open_seeds_at(level id)
var analysis_path = ANALYSIS
var campaign_command = CAMPAIGN_ARGS
var validate_command = VALIDATE_ARGS
var levels = []  # the analysis's level objects
var verdicts = {}  # level id -> validate's row

var _tree: Tree


func show_campaign() -> void:
	popup_centered_ratio(0.85)
	refresh()


# Reads the analysis and runs validate on the shipped levels; the table shows both.
func refresh():
	if _busy:
		return
	levels = read_analysis(analysis_path)
	verdicts = {}
	_fill()
	_say("%d levels from %s; validating …" % [levels.size(), analysis_path.trim_prefix("res://")])
	var run = yield(_run(validate_command), "completed")
	for row in CoreTools.validate_answer(run["output"])["rows"]:
		verdicts[str(row["level"])] = row
	_fill()
	var failed = 0
	for id in verdicts:
		if not verdicts[id]["ok"]:
			failed += 1
	_say(
		(
			"%d levels, %d validated, %d failing (validate exit %d)."
			% [levels.size(), verdicts.size(), failed, run["code"]]
		)
	)


# Opens the seeds file at the level picked in the table (the first when none is).
func edit_seeds() -> void:
	var item = _tree.get_selected()
	var id = item.get_text(0) if item != null else "1-1"
	hide()
	if receiver != null:
		receiver.open_seeds_at(id)


# Regenerates the campaign from its seeds, then reads it again; the campaign run.
func rerun():
	if _busy:
		return {}
	_say("Running python %s …" % PoolStringArray(campaign_command).join(" "))
	var run = yield(_run(campaign_command), "completed")
	if run["code"] != 0:
		_say(
			"The campaign command failed (exit %d): %s" % [run["code"], run["output"].strip_edges()]
		)
		return run
	yield(refresh(), "completed")
	return run


# The level objects of an analysis file ([] when it cannot be read).
static func read_analysis(path: String) -> Array:
	var file = File.new()
	if file.open(path, File.READ) != OK:
		return []
	var parsed = JSON.parse(file.get_as_text())
	file.close()
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		return []
	var found = parsed.result.get("levels")
	return found if typeof(found) == TYPE_ARRAY else []


# The texts of a table row: COLUMNS for one analysis level and its validate row ({} if none).
static func row_texts(level: Dictionary, verdict: Dictionary) -> Array:
	var usage = level.get("pathUsage", {})
	var curved = float(usage.get("curvedRatio", 0.0))
	return [
		str(level.get("id", "?")),
		"%d · %s" % [int(level.get("chapter", 0)), str(level.get("beat", ""))],
		str(int(level.get("score", 0))),
		str(level.get("band", "")),
		(
			"%d%% (%d/%d)"
			% [
				int(round(curved * 100)),
				int(usage.get("curvedRemovals", 0)),
				int(usage.get("removals", 0))
			]
		),
		str(int(usage.get("totalBends", 0))),
		str(int(usage.get("maxBends", 0))),
		str(int(usage.get("maxConsecutiveStraight", 0))),
		gates_text(level.get("gates")),
		verdict_text(verdict),
	]


# "pass", or the gates that failed.
static func gates_text(gates) -> String:
	if typeof(gates) == TYPE_ARRAY:
		return "pass" if gates.empty() else PoolStringArray(gates).join("; ")
	return str(gates) if gates != null else "?"


static func verdict_text(row: Dictionary) -> String:
	if row.empty():
		return "…"
	if row["ok"]:
		return "ok"
	var notes = PoolStringArray(row.get("notes", [])).join("; ")
	return "FAIL" + (": " + notes if not notes.empty() else "")


func row_count() -> int:
	var root = _tree.get_root()
	var count = 0
	var item = root.get_children() if root != null else null
	while item != null:
		count += 1
		item = item.get_next()
	return count


# The texts of table row `index` (for tests and tools).
func row(index: int) -> Array:
	var item = _tree.get_root().get_children()
	for _i in range(index):
		item = item.get_next()
	var texts = []
	for column in range(COLUMNS.size()):
		texts.append(item.get_text(column))
	return texts


func _fill() -> void:
	_tree.clear()
	var root = _tree.create_item()
	for level in levels:
		var texts = row_texts(level, verdicts.get(str(level.get("id")), {}))
		var item = _tree.create_item(root)
		for column in range(texts.size()):
			item.set_text(column, texts[column])
		var gates_ok = texts[8] == "pass"
		item.set_custom_color(8, GREEN if gates_ok else RED)
		if texts[9] != "…":
			item.set_custom_color(9, GREEN if texts[9] == "ok" else RED)


func _build(root: VBoxContainer) -> void:
	var bar = HBoxContainer.new()
	root.add_child(bar)
	for item in [
		[
			"Re-run campaign",
			"rerun",
			(
				"python -m core hex-tracks campaign: regenerate the packs and the analysis from"
				+ " campaign-seeds.json"
			)
		],
		["Refresh", "refresh", "Read the analysis again and validate the shipped levels"],
		[
			"Edit seeds",
			"edit_seeds",
			"Open campaign-seeds.json in the Levels screen at the level picked"
		],
	]:
		var button = Button.new()
		button.text = item[0]
		button.hint_tooltip = item[2]
		button.connect("pressed", self, item[1])
		bar.add_child(button)
		_run_buttons.append(button)
	_add_status(bar)
	var note = Label.new()
	note.text = (
		"The table is read-only: Edit seeds opens levels/hex-tracks/campaign-seeds.json at the"
		+ " level picked; tune its seed and options there, then re-run the campaign."
	)
	root.add_child(note)
	_tree = Tree.new()
	_tree.columns = COLUMNS.size()
	_tree.set_column_titles_visible(true)
	_tree.hide_root = true
	_tree.select_mode = Tree.SELECT_ROW
	_tree.size_flags_vertical = SIZE_EXPAND_FILL
	for column in range(COLUMNS.size()):
		_tree.set_column_title(column, COLUMNS[column])
		_tree.set_column_expand(column, column == COLUMNS.size() - 1)
		_tree.set_column_min_width(column, 70 if column in [0, 2] else 110)
	root.add_child(_tree)
