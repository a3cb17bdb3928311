tool
extends "res://addons/level_editor/shell/shell_view.gd"
# The shell's live check (part two, after shell_view.gd): what it checks, its answer shown, and
# the shown pack's level texts written ahead while the editor is idle.

var _written_ahead = true  # the shown pack's level texts are all known (see write_ahead)


# What the live check checks: the document and the level shown ({} for none), the command
# (its "{file}" and "{level}" put in by the check) and the piece that reads the answer.
func subject() -> Dictionary:
	if document == null:
		return {}
	var piece = _pieces[document.mode()]
	return {
		"document": document,
		"level": _level_id(),
		"args": piece.live_args(document.kind),
		"piece": piece,
	}


# Writes the texts of the shown pack's levels a little at a time while the editor is idle.
func _write_ahead() -> void:
	_written_ahead = false
	set_process(true)


func _process(_delta: float) -> void:
	_written_ahead = document == null or document.write_ahead(8)
	set_process(not _written_ahead)


# The live check's answer; on opening a pack the core rejects, the summary says so too.
func _show_live(run: Dictionary, on_open: bool) -> void:
	var shown = _pieces[mode].live_text(run, _level_id())
	_live.bbcode_text = shown["bbcode"]
	if not shown["plain"].empty():
		_live.add_text("\n" + shown["plain"])
	if run["code"] == 2:
		_mark_problems(run["output"])
		if on_open:
			var warning = "[color=%s]Warning: this pack has structure errors.[/color]" % RED
			_say(warning + " The core rejects it; fix them before saving:", shown["plain"])
