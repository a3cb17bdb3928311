extends Control
# The Hex Tracks workshop (工坊, docs/hex-tracks-runtime.md §1, §6), two pages:
#   Import: paste a level JSON into the text box or open a file under user:// (a single level
#     as docs/hex-tracks-runtime.md §1 describes it, or a pack; level_import.gd takes and
#     refuses exactly what the Python importer does).
#     A bad file shows what is wrong and where; a good one shows its verdict, score and band
#     worked out on the device (analysis.gd) and can be played, or opened in the editor.
#   Editor: a radius 2/3/4 board (19/37/61 cells); tap a cell to give it the chosen track pairing
#     (one of the 15), to place a tile with the chosen direction and colour (the 12-colour
#     library), or to erase a tile; the verdict and score follow every edit; Play-test plays it
#     (a board without tiles says so instead); Export writes it to user://workshop/ and copies
#     it to the clipboard.
# The board being edited is a draft kept in the save (keep_drafts_in: every edit is written at
# once, through the save store's temp file and rename), so it survives an app restart. A new
# board (⬡19/⬡37/⬡61) or an imported level opened in the editor (Edit) replaces it only after
# asking (Keep editing / Replace) when it holds work not exported: tiles or turned tracks, changed
# since the last export.
# The parent sets mode_id (what an imported file's "mode" must be; run alone, the registry's id of
# this scene's folder) and may set export_dir (tests export to their scratch folder).
# Emits play_requested(level) (the parent plays it) and closed (the back arrow).
# Every page and tool has a public method, so tests drive it as a player would.
# A verdict is worked out as a job (verdict_job.gd: on a worker thread, or in slices on the main
# thread in the web build; one job for the import, one for the editor): the line says "checking"
# meanwhile and taps go on; an edit made meanwhile supersedes the board being checked, and only
# the newest board's verdict is shown. Leaving the tree stops the jobs.

signal play_requested(level)
signal closed

const Board = preload("res://scripts/hex_tracks/board.gd")
const BoardEdits = preload("res://scripts/hex_tracks/board_edits.gd")
const SharedGeometry = preload("res://scripts/hex_tracks/shared_geometry.gd")
const LevelImport = preload("res://scripts/hex_tracks/level_import.gd")
const LevelRules = preload("res://scripts/hex_tracks/level_rules.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const Texts = preload("res://scripts/hex_tracks/texts.gd")
const VerdictJob = preload("res://scripts/hex_tracks/verdict_job.gd")
const PairingIcon = preload("res://scripts/hex_tracks/pairing_icon.gd")
const Palette = preload("res://scripts/common/palette.gd")
const BoardView = preload("res://scenes/hex_tracks/board_view.tscn")
const HEADING_FONT = preload("res://scenes/common/fonts/font_heading.tres")
const SMALL_FONT = preload("res://scenes/common/fonts/font_small.tres")
const EXPORT_DIR = "user://workshop"
const ERROR_COLOR = Color("#e5484d")
const TOOLS = ["track", "tile", "erase"]

var mode_id = ""
var export_dir = EXPORT_DIR
var imported = {}  # the last level the import accepted, {} when none
var edited = {}  # the editor's level
var tool = "track"
var pairing = [1, 0, 3, 2, 5, 4]
var tile_dir = 0
var tile_color = 0
var last_export_path = ""
var _drafts = null  # the save store the draft is kept in (keep_drafts_in), null for none
var _draft_waits = -1  # the idle frame the kept draft waits from (_take_draft), -1: none waits
var _draft_bucket = ""
var _geometry = SharedGeometry.get_geometry()
var _pairings = Board.pairings()
var _edit_verdicts = VerdictJob.new()
var _import_verdicts = VerdictJob.new()
# The verdicts of the boards shown ("" while checking): a board played with its verdict known
# opens without searching again (session.gd).
var _edit_verdict = ""
var _import_verdict = ""
var _page = "editor"
var _palette_buttons = []
var _exported = ""  # the level file last exported, as JSON ("" for none)
var _pending_replace = []  # [method, argument]: the replacement the question waits to carry out

onready var _column = $SafeArea/Column
onready var _import_page = $SafeArea/Column/ImportPage
onready var _editor_page = $SafeArea/Column/EditorPage
onready var _source = $SafeArea/Column/ImportPage/Source
onready var _import_result = $SafeArea/Column/ImportPage/Result
onready var _play_imported = $SafeArea/Column/ImportPage/Actions/PlayImported
onready var _edit_imported = $SafeArea/Column/ImportPage/Actions/EditImported
onready var _editor_board = $SafeArea/Column/EditorPage/EditorBoard
onready var _pairing_scroll = $SafeArea/Column/EditorPage/Palette/PairingScroll
onready var _pairing_row = $SafeArea/Column/EditorPage/Palette/PairingScroll/Pairings
onready var _tile_scroll = $SafeArea/Column/EditorPage/Palette/TileScroll
onready var _tile_row = $SafeArea/Column/EditorPage/Palette/TileScroll/TileRow
onready var _verdict = $SafeArea/Column/EditorPage/Verdict
onready var _file_dialog = _new_file_dialog()
onready var _message = $SafeArea/Column/EditorPage/Message
onready var _replace_sheet = $ReplaceSheet


# Built here, not in the scene: Godot writes a user:// dialog's folder (this machine's) into a
# scene it saves, so the scene would change at every open-and-save.
func _new_file_dialog() -> FileDialog:
	var dialog = FileDialog.new()
	dialog.name = "FileDialog"
	dialog.rect_min_size = Vector2(400, 140)
	dialog.window_title = "ht_open_file"
	dialog.mode_overrides_title = false
	dialog.mode = FileDialog.MODE_OPEN_FILE
	dialog.access = FileDialog.ACCESS_USERDATA
	dialog.filters = PoolStringArray(["*.json"])
	add_child(dialog)
	dialog.connect("file_selected", self, "open_file")
	return dialog


func _ready():
	_edit_verdicts.connect("finished", self, "_on_edit_verdict")
	_import_verdicts.connect("finished", self, "_on_import_verdict")
	if mode_id.empty():
		mode_id = ModeRegistry.id_of_path(filename)
	for i in range(_pairings.size()):
		_add_palette(_pairing_row, "pairing", _pairings[i], "Pairing%d" % i)
	for d in range(6):
		_add_palette(_tile_row, "dir", d, "Dir%d" % d)
	for c in range(12):
		_add_palette(_tile_row, "color", c, "Color%d" % c)
	_editor_board.connect("cell_tapped", self, "edit_cell")
	new_board(3)
	set_tool("track")
	show_editor()
	_set_importable(false)


func _exit_tree():
	_edit_verdicts.stop()
	_import_verdicts.stop()


# --- pages ------------------------------------------------------------------------------------


func show_import():
	_page = "import"
	_import_page.visible = true
	_editor_page.visible = false
	_mark_tabs()


func show_editor():
	_take_draft()
	_page = "editor"
	_import_page.visible = false
	_editor_page.visible = true
	_mark_tabs()


# One step back inside the workshop: answers the replace question with Keep editing, or closes
# the file dialog. False when neither was open.
func go_back():
	if _replace_sheet.visible:
		_on_keep_pressed()
		return true
	if _file_dialog.visible:
		_file_dialog.hide()
		return true
	return false


func _mark_tabs():
	var tabs = $SafeArea/Column/TopBar
	tabs.get_node("ImportTab").pressed = _page == "import"
	tabs.get_node("EditorTab").pressed = _page == "editor"


# --- import -----------------------------------------------------------------------------------


# Checks a level text; shows the problem, or the verdict and score. Returns LevelImport's
# {"level", "error"}.
func import_text(text):
	if _source.text != text:  # its Check button imports what the source holds (3-8 ms to set)
		_source.text = text
	return _show_import(LevelImport.read_text(text, mode_id))


func _show_import(result):
	imported = result["level"]
	_import_verdict = ""
	if result["error"] != "":
		_import_verdicts.stop()
		_import_result.text = tr("ht_import_error") % result["error"]
		_import_result.add_color_override("font_color", ERROR_COLOR)
		_set_importable(false)
		return result
	_import_result.text = tr("ht_checking")
	_import_result.add_color_override("font_color", Palette.MUTED_INK)
	_set_importable(true)
	_import_verdicts.check(imported)
	return result


func _on_import_verdict(analysis):
	_import_verdict = analysis["verdict"]
	_import_result.text = _describe(imported, analysis)
	_import_result.add_color_override("font_color", Palette.INK)


# The import's answer as shown ("" before any).
func import_message():
	return _import_result.text


# Imports a file: its size checked before it is read, its bytes checked as UTF-8.
func open_file(path):
	show_import()
	var file = File.new()
	var problem = ""
	var bytes = PoolByteArray()
	if file.open(path, File.READ) != OK:
		problem = "cannot open " + path
	elif file.get_len() > LevelImport.MAX_TEXT_BYTES:
		problem = (
			"%s: %d bytes; at most %d are read"
			% [path, file.get_len(), LevelImport.MAX_TEXT_BYTES]
		)
	else:
		bytes = file.get_buffer(file.get_len())
	file.close()
	if not problem.empty():
		_source.text = ""
		return _show_import({"level": {}, "error": problem})
	_source.text = bytes.get_string_from_utf8()
	return _show_import(LevelImport.read_bytes(bytes, mode_id))


func _on_open_file_pressed():
	Directory.new().make_dir_recursive(EXPORT_DIR)
	_file_dialog.current_dir = EXPORT_DIR
	_file_dialog.popup_centered_ratio(0.9)


# Play and Edit are there once a level was accepted.
func _set_importable(ready):
	_play_imported.disabled = not ready
	_edit_imported.disabled = not ready


func play_imported():
	if not imported.empty():
		emit_signal("play_requested", _with_verdict(imported, _import_verdict))


# A copy of `level` to play, carrying its verdict when it is known.
static func _with_verdict(level, verdict):
	var played = level.duplicate(true)
	if verdict != "":
		played["verdict"] = verdict
	return played


# Opens the imported level in the editor (its budget then follows its tiles, as every edited
# level's does).
func _on_edit_imported_pressed():
	if not imported.empty():
		_replace_board("_open_level", imported.duplicate(true))


func _open_level(level):
	edited = level
	_edited_changed()
	show_editor()


# --- replacing the board ------------------------------------------------------------------------


# True when replacing the board would lose work: it has tiles or turned tracks and is not the
# level last exported.
func _has_unexported_work():
	if BoardEdits.is_blank(edited):
		return false
	return _level_text() != _exported


# Replace: carries out the replacement the question was about.
func _on_replace_pressed():
	var pending = _pending_replace
	_on_keep_pressed()
	if not pending.empty():
		call(pending[0], pending[1])


# Keep editing: closes the question; the board stays.
func _on_keep_pressed():
	_pending_replace = []
	_replace_sheet.visible = false


# Calls method(argument), which replaces the board, at once or after asking.
func _replace_board(method, argument):
	_take_draft()
	if _has_unexported_work():
		_pending_replace = [method, argument]
		_replace_sheet.visible = true
	else:
		call(method, argument)


# --- editor -----------------------------------------------------------------------------------


# A new full hexagon of `radius` rings (19, 37 or 61 cells), straight tracks, no tiles.
func new_board(radius):
	_take_draft()
	var name = {"zh": tr("ht_my_level"), "en": tr("ht_my_level")}
	edited = BoardEdits.new_level(radius, "workshop", name)
	for key in ["pack", "index", "lesson"]:  # as the game's catalog gives a level
		edited[key] = 0
	edited["beat"] = ""
	_edited_changed()


func set_tool(name):
	tool = name
	for each in TOOLS:
		var button = find_node("Tool_" + each, true, false)
		if button != null:
			button.pressed = each == name
	_pairing_scroll.visible = name == "track"
	_tile_scroll.visible = name == "tile"
	_mark_palettes()


func set_pairing(tracks):
	pairing = tracks.duplicate()
	_mark_palettes()


func set_tile_dir(d):
	tile_dir = int(d)
	_mark_palettes()


func set_tile_color(c):
	tile_color = int(c)
	_mark_palettes()


# A tap on cell (q, r) with the current tool (board_edits.gd makes the edit).
func edit_cell(q, r):
	_take_draft()
	if BoardEdits.cell_index(edited, q, r) == -1:
		return
	match tool:
		"track":
			BoardEdits.set_tracks(edited, q, r, pairing)
		"tile":
			BoardEdits.put_tile(edited, q, r, tile_dir, tile_color)
		"erase":
			BoardEdits.erase_tile(edited, q, r)
	_edited_changed()


func editor_level():
	_take_draft()
	return edited.duplicate(true)


func verdict_text():
	_take_draft()
	return _verdict.text


func editor_board():
	_take_draft()
	return _editor_board


# A palette button ("Pairing<i>", "Dir<d>", "Color<c>") scrolled into view.
func palette_button(name):
	var button = find_node(name, true, false)
	if button != null:
		for scroll in [_pairing_scroll, _tile_scroll]:
			if scroll.is_a_parent_of(button):
				var left = button.rect_position.x - (scroll.rect_size.x - button.rect_size.x) / 2.0
				scroll.scroll_horizontal = int(max(0.0, left))
	return button


# Plays the edited level; a board without tiles (or a level the game cannot play) says why on
# the message line instead.
func play_test():
	_take_draft()
	if edited["tiles"].empty():
		_message.text = tr("ht_playtest_empty")
		return
	var problem = LevelRules.validate_level(edited)
	if problem != "":
		_message.text = tr("ht_import_error") % problem
		return
	emit_signal("play_requested", _with_verdict(edited, _edit_verdict))


# Keeps the edited board as a draft in the bucket `bucket` of `save_store` from now on, and
# opens the draft kept there (when there is a readable one).
# The draft is read in the next frame (its reading, checking and drawing were 7 ms of the frame
# a mode is opened in, for a 127-cell board), or before anything uses the edited board.
func keep_drafts_in(save_store, bucket):
	_drafts = save_store
	_draft_bucket = bucket
	_draft_waits = Engine.get_idle_frames()
	set_process(true)


func _process(_delta):
	if Engine.get_idle_frames() > _draft_waits:
		_take_draft()
		set_process(false)


# The draft the save keeps, opened once (keep_drafts_in) when there is a readable one.
func _take_draft():
	if _draft_waits < 0:
		return
	_draft_waits = -1
	var draft = _drafts.get_bucket(_draft_bucket).get("level")
	if typeof(draft) != TYPE_DICTIONARY:
		return
	var read = LevelImport.read_text(JSON.print(draft), mode_id)
	if read["error"] != "":
		push_warning("workshop draft not opened: %s" % read["error"])
		return
	edited = read["level"]
	_edited_changed(false)


# Writes the level as a level file (JSON) to export_dir (user://workshop/) and the clipboard;
# returns the path ("" when it could not be written). The message names the file as the player
# will find it.
func export_level():
	_take_draft()
	var text = _level_text()
	OS.clipboard = text
	Directory.new().make_dir_recursive(export_dir)
	var now = OS.get_datetime()
	var stamp = (
		"%04d-%02d-%02d-%02d%02d%02d"
		% [now["year"], now["month"], now["day"], now["hour"], now["minute"], now["second"]]
	)
	var path = "%s/level-%s.json" % [export_dir, stamp]
	var file = File.new()
	if file.open(path, File.WRITE) != OK:
		_message.text = tr("ht_export_failed")
		return ""
	file.store_string(text)
	file.close()
	_exported = text
	last_export_path = path
	_message.text = tr("ht_exported") % path.get_file()
	return path


# The edited board as its level file says it.
func _level_text():
	return JSON.print(LevelRules.level_file(edited), "  ")


# The edited board changed: settled, checked, shown, and kept as the draft (`keep`: not when it
# is the draft the save holds).
func _edited_changed(keep := true):
	BoardEdits.settle(edited)
	_verdict.text = tr("ht_checking")
	_edit_verdict = ""
	_edit_verdicts.check(edited)
	_editor_board.show_level(edited)
	_message.text = ""
	if keep and _drafts != null:
		_drafts.set_bucket(_draft_bucket, {"level": LevelRules.level_file(edited)})


func _on_edit_verdict(analysis):
	_edit_verdict = analysis["verdict"]
	_verdict.text = _describe(edited, analysis)


# "Solvable · score 45 (advanced) · 8 tiles · 1 turn" or the verdict when there is no score.
func _describe(level, analysis):
	var parts = [tr("ht_verdict_" + analysis["verdict"].replace("-", "_"))]
	if analysis["score"] >= 0:
		parts.append(tr("ht_score") % [analysis["score"], tr("ht_band_" + analysis["band"])])
	parts.append(Texts.count("ht_tiles", level["tiles"].size()))
	if analysis["score"] >= 0 and analysis["rotations"] > 0:
		parts.append(Texts.count("ht_turns_needed", analysis["rotations"]))
	return PoolStringArray(parts).join(" · ")


func _add_palette(row, kind, value, name):
	var button = PairingIcon.new()
	button.name = name
	button.kind = kind
	button.value = value
	button.geometry = _geometry
	match kind:
		"pairing":
			button.connect("pressed", self, "set_pairing", [value])
		"dir":
			button.connect("pressed", self, "set_tile_dir", [value])
		"color":
			button.connect("pressed", self, "set_tile_color", [value])
	row.add_child(button)
	_palette_buttons.append(button)


func _mark_palettes():
	PairingIcon.mark_all(_palette_buttons, pairing, tile_dir, tile_color)


func _on_back_pressed():
	emit_signal("closed")


func _on_radius_pressed(radius):
	_replace_board("new_board", radius)


func _on_source_check_pressed():
	import_text(_source.text)
