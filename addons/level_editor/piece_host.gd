tool
extends "res://addons/level_editor/editor_shell.gd"
# What a mode's editor piece may ask of the Levels screen (mode_piece.gd's `host`), and nothing
# else: the level shown, edits on the undo history (one action, or a stroke that
# goes on while the mouse is dragged), the core's answers on a thread of their own with an
# answer about a board no longer shown dropped, the summary and its buttons.

var _stroke = {}  # the stroke being built: {"action", "target", "method"}
var _command_serial = 0  # the latest tool run; an older one's answer is dropped


# The level shown ({} for none) and its id.
func level() -> Dictionary:
	return _level()


func level_id() -> String:
	return _level_id()


# Where the level shown is in its file's level list.
func level_position() -> int:
	return level_index


# A board edit of the level shown: target.method(level, args…), one undo step.
func edit_level(action_name: String, target: Object, method: String, args: Array) -> void:
	if document != null and not _level().empty():
		history.apply_to_level(document, action_name, level_index, target, method, args)


# The level shown replaced by `replacement` (its id kept), one undo step.
func replace_level(action_name: String, replacement: Dictionary) -> void:
	_edit(action_name, "replace_level", [level_index, replacement])


# Painting and erasing go on while the mouse is dragged: target.method(level, where) now and
# at each stroke(where), one undo step at end_stroke(). Each step is a change of its own (a new
# revision), so a live check or a tool run between two steps reads the level as it was then and
# its answer is dropped, and a save after the drag writes every step.
func begin_stroke(action_name: String, target: Object, method: String, where) -> void:
	if document == null or _level().empty():
		return
	_stroke = {"action": action_name, "target": target, "method": method}
	history.begin(document)
	stroke(where)


func stroke(where) -> void:
	if _stroke.empty():
		return
	document.change_level(level_index, _stroke["target"], _stroke["method"], [where])
	_pieces[mode].show_level(_level(), true)


func end_stroke() -> void:
	if _stroke.empty():
		return
	var action = _stroke["action"]
	_stroke = {}
	if not history.commit(action, level_index):
		_pieces[mode].show_level(_level(), true)


# `plain` is appended as is (the core's messages hold brackets BBCode would eat).
func say(bbcode: String, plain := "") -> void:
	_say(bbcode, plain)


# A button under the summary that calls target.method(args…) (cleared with the answers).
func add_answer_action(label: String, target: Object, method: String, args: Array) -> void:
	var button = Button.new()
	button.text = label
	button.align = Button.ALIGN_LEFT
	button.connect("pressed", target, "callv", [method, args])
	_answer_actions.add_child(button)


# A copy of the file as edited, for the tools to read (its absolute path).
func scratch_copy(prefix := "editing-") -> String:
	return CoreTools.write_scratch(prefix + document.path.get_file(), document.text())


# Runs `python …args` on a thread (the editor keeps working), PACK and LEVEL standing for a
# copy of the file as edited and the level shown; shows its exact output and marks the cells
# its error lines name. The run, or null when its answer no longer holds (dropped).
func run_tool(label: String, args: Array):
	_command_serial += 1
	var serial = _command_serial
	var asked = [document, document.revision if document != null else 0, level_index]
	_begin_command()
	_say("Running %s …" % label)
	var run = yield(tools.run_in_background(_filled(args), get_tree()), "completed")
	if serial != _command_serial:
		return null
	var now = [document, document.revision if document != null else 0, level_index]
	if asked[0] != now[0] or asked[1] != now[1] or asked[2] != now[2]:
		_say("The level changed while %s ran; its answer was dropped. Run it again." % label)
		return null
	_output.text = AnswerTexts.run_text(run)
	_mark_problems(run["output"])
	return run


# A checking tool on the level shown, as edited: the run, or null when the core rejected the
# pack (its message is shown then) or the answer no longer holds.
func ask_core(label: String, args: Array):
	var run = yield(run_tool(label, args), "completed")
	return null if run == null or rejected(run) else run


# Bad input (exit 2) or no interpreter (127): the checking tools have no answer to show.
func rejected(run: Dictionary) -> bool:
	return run["code"] in [2, 127] and failed(run, "The core could not check this pack:")


# Any exit but 0 (generate, bake): the headline and the tool's own words.
func failed(run: Dictionary, headline: String) -> bool:
	if run["code"] == 0:
		return false
	var words = AnswerTexts.problem_lines(run)
	_say(
		"[color=%s]%s[/color]" % [RED, headline],
		words if not words.empty() else run["output"].strip_edges()
	)
	return true


# The arguments with PACK and LEVEL put in (the scratch copy written only when needed).
func _filled(args: Array) -> Array:
	var filled = []
	var pack = ""
	for arg in args:
		if arg == PACK:
			if pack.empty():
				pack = scratch_copy()
			filled.append(pack)
		else:
			filled.append(_level_id() if arg == LEVEL else arg)
	return filled
