tool
extends "res://addons/level_editor/piece_host.gd"
# The "Levels" screen of the level editor plugin: the shell (editor_shell.gd, piece_host.gd)
# with the mode's piece in the middle, and the answers every mode has — game IDs (copy one,
# paste one to open its level), the candidate browser, bake, play-test. Tools read a scratch
# copy of the pack as edited, so unsaved edits are what gets checked, and run on a thread of
# their own so the editor never waits for them; an answer about a board no longer shown is
# dropped.

var _playtest_pid = 0

onready var _candidates = $CandidateBrowser


func _ready() -> void:
	_candidates.tools = tools


# The level's game ID to the clipboard (`python -m core id`).
func _on_copy_id_pressed() -> void:
	var run = yield(ask_core("id", CoreTools.id_args(PACK, LEVEL)), "completed")
	if run == null:
		return
	var game_id = AnswerTexts.game_id_in(run["output"])
	if game_id.empty():
		failed(run, "No game ID for %s." % level_id())
		return
	OS.clipboard = game_id
	say("Game ID of %s, copied to the clipboard:" % level_id(), game_id)


# Opens the level of a game ID (`python -m core id --decode`): into the pack shown when it is
# of the ID's mode, else as a new unsaved pack.
func open_game_id(text: String) -> void:
	var game_id = text.strip_edges()
	if game_id.empty():
		return
	var out = CoreTools.write_scratch("decoded-id.json", "")
	Directory.new().remove(out)  # the core writes a decoded ID only to a new file
	var run = yield(run_tool("id --decode", CoreTools.decode_id_args(game_id, out)), "completed")
	if run == null or failed(run, "Cannot open this game ID."):
		return
	var read = PackFiles.read_pack(out, self)
	if not read["error"].empty() or read["value"]["levels"].empty():
		say("[color=%s]Cannot open this game ID.[/color]" % RED, read["error"])
		return
	$TopBar/PasteId.text = ""
	take_level(read["value"]["levels"][0], read["kind"]["mode"], "the game ID")


# Puts a level (a candidate, a game ID's, a generated board) into the pack shown when it is a
# pack of `level_mode`, as an edit that Undo takes back; otherwise into a new unsaved pack of
# its mode. What was done.
func take_level(level: Dictionary, level_mode: String, source: String) -> String:
	var message = ""
	if document != null and document.mode() == level_mode and document.kind["list_edits"]:
		level_index = document.levels().size()
		_edit("Add level", "add_level", [level])
		message = (
			"Added %s as level %s of %s (not saved yet)."
			% [source, level_id(), document.path]
		)
	else:
		var path = levels_dirs[level_mode].plus_file("pack-%d.json" % next_pack_number(level_mode))
		path = _asked_new_packs.get(level_mode, path)
		_asked_new_packs.erase(level_mode)
		var problem = new_pack(path, level_mode, level)
		# only the first letter: capitalize() made "the board harbor-1" "The Board Harbor- 1"
		var sentence = source.left(1).to_upper() + source.substr(1)
		message = "%s opened as a new pack (not saved yet): %s" % [sentence, path]
		if not problem.empty():
			return problem
	say(message)
	return message


func _after_piece_shown(piece) -> void:
	var generates = not piece.candidate_fields().empty()
	$Body/Results/Generate/GenerateButton.disabled = not generates
	$Body/Results/Ship/Playtest.visible = not piece.playtest().empty()


func _on_candidates_pressed() -> void:
	var target = document.path if document != null else ""
	_candidates.show_for(editor_piece(), target, self)


func _on_bake_pressed() -> void:
	var unsaved = unsaved_paths()
	var run = yield(run_tool("bake", CoreTools.bake_args(mode)), "completed")
	if run == null or failed(run, "Bake failed."):
		return
	var message = (
		"[color=%s]Baked[/color] the shipped packs (%s/pack-*.json as saved)."
		% [GREEN, levels_dirs[mode].trim_prefix("res://")]
	)
	if not unsaved.empty():
		message += "\nNot in the bake — unsaved edits of: " + PoolStringArray(unsaved).join(", ")
	say(message)


# A file the core generates (a baked file, the daily calendar), opened in the FileSystem dock:
# what writes it, instead of an editor no one should use on it.
func show_generated_file(path: String, made_by: String) -> void:
	_clear_messages()
	var what = "[b]%s[/b] is generated: `%s` writes it from the packs" % [path, made_by]
	say(what + " (Bake, for the mode shown). Edit the packs; the editor never writes this file.")


# Bakes the level as edited into the play-test file and starts the game on it in a process of
# its own — not through the editor's Run, whose "save before running" rewrote the open
# scenes (and the resources they use) that have nothing to do with the level.
func _on_playtest_pressed() -> void:
	var playtest = editor_piece().playtest()
	if playtest.empty():
		return
	var out = ProjectSettings.globalize_path(playtest["file"])
	var shown_id = level_id()
	var args = CoreTools.bake_playtest_args(PACK, LEVEL, out)
	var run = yield(run_tool("the play-test bake", args), "completed")
	if run == null or failed(run, "Cannot play-test this level."):
		return
	if _editor_plugin == null:
		say("Baked to %s; play-testing runs inside the Godot editor only." % out)
		return
	var started = start_playtest()
	if started <= 0:
		say("[color=%s]Cannot start the game[/color] (%s)." % [RED, OS.get_executable_path()])
		return
	say("Playing %s (as edited, saved or not) in a window of its own." % shown_id)


# Starts the play-test scene of the mode shown in a new game process (the one before is
# stopped); its pid.
func start_playtest() -> int:
	if _playtest_pid > 0:
		OS.kill(_playtest_pid)
	var project = ProjectSettings.globalize_path("res://")
	var scene = editor_piece().playtest()["scene"]
	var args = ["--path", project, scene] + playtest_window_args(OS.get_screen_size())
	_playtest_pid = OS.execute(OS.get_executable_path(), args, false)
	return _playtest_pid


# The play-test window: the game's portrait window scaled down to 85 % of the screen's height
# when it is taller (720 × 1280 does not fit a 1000-px screen), never up.
static func playtest_window_args(screen: Vector2) -> Array:
	var game = Vector2(
		ProjectSettings.get_setting("display/window/size/width"),
		ProjectSettings.get_setting("display/window/size/height")
	)
	var size = (game * min(1.0, screen.y * 0.85 / game.y)).floor()
	return ["--resolution", "%dx%d" % [size.x, size.y]]
