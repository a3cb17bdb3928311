tool
extends "res://addons/level_editor/shell/shell_live.gd"
# The shell's files (part three, after shell_live.gd): opening (and showing again with its
# edits), new packs, checked saves only over a file of the same kind (and over a file the core
# regenerates only after a question), Save as and Rename, reload and close with the prompts before
# losing unsaved edits, and files changed, deleted or renamed on disk.

const DISK_CHECK_SECONDS = 2.0  # how often the file shown is compared with the disk

var _open_dialog: FileDialog
var _name_purpose = "new"  # what the file name dialog asks for: "new", "save_as" or "rename"
var _renamed_from = {}  # document -> [its old file, that file's stamp]: removed once saved
var _disk_noticed = {}  # path -> what was on disk when last asked about it (asked once)
var _asked_new_packs = {}  # mode -> the file New pack named, for a pack its first level starts

onready var _new_pack_dialog: ConfirmationDialog = $NewPackDialog
onready var _unsaved_dialog = $UnsavedDialog
onready var _save_question: ConfirmationDialog = $SaveQuestion
onready var _disk_dialog = $DiskDialog


# Opens a file (or shows it again, with its unsaved edits); "" or why it could not. A file
# that cannot be opened leaves the pack shown as it was, under its own name.
func open_pack(path: String) -> String:
	path = ProjectSettings.localize_path(path)
	if not _documents.has(path):
		var opened = PackDocument.new()
		var problem = opened.load_file(path, self)
		if not problem.empty():
			_select_picker_path(document.path if document != null else "")
			_clear_messages()
			_say("[color=%s]Cannot open the pack.[/color]" % RED, problem)
			return problem
		_adopt(opened)
	_clear_messages()
	_show_document(_documents[path], 0)
	_say("Opened %s." % path)
	live.check_now(true)  # a pack with structure errors says so at once
	_write_ahead()
	check_disk()  # a file open before may have changed on disk meanwhile
	return ""


# Saves every file with unsaved edits (the editor calls this on Ctrl+S / Save Scene).
func save_all() -> void:
	for path in unsaved_paths():
		_save(_documents[path])


func has_unsaved() -> bool:
	return not unsaved_paths().empty()


func unsaved_paths() -> Array:
	var paths = []
	for path in _documents:
		if _documents[path].is_dirty():
			paths.append(path)
	paths.sort()
	return paths


# Closes a file; with unsaved edits, asks first (save, discard, cancel).
func close_pack(path: String) -> void:
	confirm_unsaved([path], "closing it", self, "_close_now", [path])


# Calls target.method(args…) once none of `paths` has unsaved edits: when some have, a
# dialog names them and offers Save (then calls it when every one saved), Discard (closes
# them, then calls it) and Cancel. Returns true when it was called at once.
func confirm_unsaved(
	paths: Array, purpose: String, target: Object, method: String, args := []
) -> bool:
	var unsaved = []
	for path in paths:
		if _documents.has(path) and _documents[path].is_dirty():
			unsaved.append(path)
	if unsaved.empty():
		target.callv(method, args)
		return true
	if _editor_plugin != null and not is_visible_in_tree():
		_editor_plugin.get_editor_interface().set_main_screen_editor("Levels")
	var request = {"paths": unsaved, "target": target, "method": method, "args": args}
	_unsaved_dialog.ask(unsaved, purpose, request)
	return false


# Starts a new, unsaved pack of `pack_mode` (by default the mode whose levels folder holds
# `path`, else the first registered) that Save will write to `path`, with `first_level` (the
# piece's new level when {}); "" or why not. Only a file named pack-N.json or pack-N-words.json
# where no file is yet, with a pack number no other pack of the mode has: the editor never
# writes over a baked file or any file of another kind.
func new_pack(path: String, pack_mode := "", first_level := {}) -> String:
	path = ProjectSettings.localize_path(path)
	if pack_mode.empty():
		pack_mode = mode_ids()[0]
		for each in levels_dirs:
			if ProjectSettings.localize_path(levels_dirs[each]) == path.get_base_dir():
				pack_mode = each
	var piece = _pieces[pack_mode]
	if first_level.empty():
		first_level = piece.new_level()
	var number = PackFiles.pack_file_number(path.get_file())
	var problem = _new_file_problem(path, piece.pack_kind())
	if problem.empty() and first_level.empty():  # the piece makes its first level (a board)
		_asked_new_packs[pack_mode] = path  # the pack it starts takes the name asked for
		document = null
		_use_piece(pack_mode)
		_refresh()
		problem = (
			"A %s pack starts from a level of its own. Make one with the tools above: it starts %s."
			% [piece.title(), path]
		)
	if not problem.empty():
		_say("[color=%s]No new pack yet.[/color]" % RED, problem)
		return problem
	var created = PackDocument.new()
	var title = {"zh": "新关卡包", "en": "New pack"}
	created.start_new(path, number, title, first_level, piece.pack_kind(), self)
	_adopt(created)
	_clear_messages()
	_show_document(created, 0)
	_say("New pack %d: not saved yet — Save writes %s." % [number, path])
	live.schedule()
	return ""


# Saves the pack shown as a new pack file `path` (named and numbered as New pack names a pack):
# the pack becomes pack N of pack-N.json (its ids N-1, N-2… where ids follow positions) and the
# document is that file from then on; the file it was stays as it is. A kind whose levels keep
# their ids (City Cat Catch) is renamed, never copied: a copy beside it repeats every id, which
# validate refuses. `rename`: the old file is removed once the new one is saved (not when it
# was changed on disk meanwhile). "" or why not.
func save_as(path: String, rename := false) -> String:
	path = ProjectSettings.localize_path(path)
	var problem = "Open a pack first."
	if document != null and document.kind["name"] != "pack":
		problem = "%s is no pack: it keeps its name." % document.path
	elif document != null and not rename and not document.kind["renumber"]:
		problem = "Its levels keep their ids: a copy would repeat them. Rename it instead."
	elif document != null:  # a rename takes the number with it, a copy leaves it to the file
		problem = _new_file_problem(path, document.kind, document.path if rename else "")
	if not problem.empty():
		_say("[color=%s]Not saved as %s.[/color]" % [RED, path.get_file()], problem)
		return problem
	var moving = document
	if rename and not moving.is_new:
		_renamed_from[moving] = [moving.path, PackFiles.stamp(moving.path)]
	_move_document(moving, path, "new")
	_save(moving)
	return ""


# The next pack number of a mode (the mode shown by default) after every one in use: its
# folder's pack files and the open packs of the mode in that folder.
func next_pack_number(pack_mode := "") -> int:
	pack_mode = mode if pack_mode.empty() else pack_mode
	var highest = 0
	for number in _pack_numbers(levels_dirs[pack_mode], pack_mode):
		highest = max(highest, number)
	return highest + 1


# Whether the file shown was changed, deleted or renamed on disk (size and time; Save compares
# the contents too): asks what to do, once for each change.
func check_disk() -> void:
	if document == null or _disk_dialog.visible:
		return
	var disk = document.disk_change(false)
	if not disk.empty() and _disk_noticed.get(document.path) != _on_disk_now(document.path):
		_ask_about_disk(document, disk, false)


func _on_disk_now(path: String) -> String:
	return JSON.print(PackFiles.stamp(path, false))


func _on_unsaved_answer(answer: String, request: Dictionary) -> void:
	for path in request["paths"]:
		if answer == "discard":
			_forget(path)
		elif _documents.has(path) and not _save(_documents[path]):
			return  # the summary says why; nothing else happens
	if answer == "discard":
		_after_forgetting()
	request["target"].callv(request["method"], request["args"])


func _adopt(opened) -> void:
	_forget(opened.path)
	_documents[opened.path] = opened
	opened.connect("changed", self, "_on_document_changed", [opened])
	_refresh_pack_picker()


# A document stands for another file (PackDocument.stand_for: a rename followed, Save As): its
# edits (and their steps in the history) go with it.
func _move_document(moving, new_path: String, how: String) -> void:
	_documents.erase(moving.path)
	moving.stand_for(new_path, how)
	_documents[new_path] = moving
	_refresh_pack_picker()
	_refresh()


# Drops a file from the session (its edits; the history's steps of it then change a file no
# longer shown, so they show nothing).
func _forget(path: String) -> void:
	if _documents.has(path):
		_documents[path].disconnect("changed", self, "_on_document_changed")
		_renamed_from.erase(_documents[path])
	_documents.erase(path)


# After files were forgotten: show another open file, or nothing.
func _after_forgetting() -> void:
	if document != null and not _documents.has(document.path):
		document = null
		var paths = _documents.keys()
		paths.sort()
		if not paths.empty():
			_show_document(_documents[paths[0]], 0)
	_refresh_pack_picker()
	_refresh()


func _close_now(path: String) -> void:
	_forget(path)
	_after_forgetting()
	_clear_messages()
	_say("Closed %s." % path)


func _on_pack_picked(index: int) -> void:
	var path = _pack_picker.get_item_metadata(index)
	if not path.empty():
		open_pack(path)
	else:
		_select_picker_path(document.path if document != null else "")


func _on_open_pressed() -> void:
	_open_dialog.popup_centered_ratio(0.6)


# Made here, not in the scene: a file dialog on the file system keeps its folder, an absolute
# path of the machine, and Save Scene wrote it into the scene.
func _add_open_dialog() -> void:
	_open_dialog = FileDialog.new()
	_open_dialog.mode = FileDialog.MODE_OPEN_FILE
	_open_dialog.access = FileDialog.ACCESS_FILESYSTEM
	_open_dialog.window_title = "Open a pack file"
	_open_dialog.filters = PoolStringArray(["*.json ; Pack files"])
	_open_dialog.current_dir = ProjectSettings.globalize_path(LEVELS_ROOT)
	_open_dialog.connect("file_selected", self, "open_pack")
	add_child(_open_dialog)


func _on_new_pack_pressed() -> void:
	_ask_file_name("new")


func _on_save_as_pressed() -> void:
	_ask_file_name("save_as")


func _on_rename_pressed() -> void:
	_ask_file_name("rename")


# New pack…, Save as… and Rename… ask for a pack file's name (`purpose`) in the mode's levels
# folder (Rename: the file's own folder); the dialog proposes the next free pack-N.json. (A
# file dialog is no use here: Godot's selects the first file of the folder when it opens, which
# once proposed the baked runtime file as the new pack's name.)
func _ask_file_name(purpose: String) -> void:
	_name_purpose = purpose
	var picker = _new_pack_dialog.get_node("Fields/ModePicker")
	picker.visible = purpose == "new"
	picker.select(mode_ids().find(mode))
	_on_new_pack_mode_picked(picker.selected)
	_new_pack_dialog.popup_centered_minsize(Vector2(420, 0))
	var field = _new_pack_name()
	field.grab_focus()
	field.select(0, field.text.length() - ".json".length())
	# Godot 3.2 sizes a dialog from the minimum sizes its controls had before this layout (the
	# buttons stretched to the height of a label one word wide): once laid out, it is fitted
	# to its fields again.
	yield(get_tree(), "idle_frame")
	_new_pack_dialog.rect_size = Vector2(420, 0)
	var room = get_viewport_rect().size
	_new_pack_dialog.rect_position = ((room - _new_pack_dialog.rect_size) / 2).floor()


func _on_new_pack_mode_picked(index: int) -> void:
	var picked = mode_ids()[index]
	var folder = _name_folder(picked).trim_prefix("res://")
	var asked = ["New pack", "A new %s pack file" % _pieces[picked].title()]
	if _name_purpose == "save_as":
		asked = ["Save as", "Save %s as a new pack file" % document.path.get_file()]
	elif _name_purpose == "rename":
		asked = ["Rename", "Rename %s" % document.path.get_file()]
	_new_pack_dialog.window_title = asked[0]
	# two lines of their own: a wrapped label's height follows its width, and the dialog, sized
	# before its fields were laid out, kept the height of a label one word wide (its buttons
	# stretched to fill it)
	_new_pack_dialog.get_node("Fields/Folder").text = (
		"%s in %s/\n(pack-N.json or pack-N-words.json: pack N):"
		% [asked[1], folder]
	)
	_new_pack_name().text = "pack-%d.json" % next_pack_number(picked)


func _name_folder(picked_mode: String) -> String:
	return document.path.get_base_dir() if _name_purpose == "rename" else levels_dirs[picked_mode]


func _new_pack_name() -> LineEdit:
	return _new_pack_dialog.get_node("Fields/FileName") as LineEdit


func _on_new_pack_name_entered(_text: String) -> void:
	_new_pack_dialog.hide()
	_on_new_pack_dialog_confirmed()


func _on_new_pack_dialog_confirmed() -> void:
	var picked = mode_ids()[_new_pack_dialog.get_node("Fields/ModePicker").selected]
	var path = _name_folder(picked).plus_file(_new_pack_name().text.strip_edges())
	if _name_purpose == "new":
		new_pack(path, picked)
	else:
		save_as(path, _name_purpose == "rename")


func _on_save_pressed() -> void:
	if document != null:
		_save(document)


# True when saved; the summary and the output say what happened either way. A file on disk the
# piece says needs a question first (a pack another command regenerates, a shipped pack) is
# saved only after "Save anyway" (`asked`) — and asked about only when the save would go
# through: a file the core rejects is refused with its reason, no question first.
func _save(saved, asked := false) -> bool:
	var question = "" if saved.is_new else _pieces[saved.mode()].save_question(saved.path)
	var result = {}
	if not asked and not question.empty():
		result = saved.save_with(tools, true)
		if result.empty():
			_ask_before_saving(saved, question)
			return false
	_begin_command()
	if result.empty():
		result = saved.save_with(tools)
	var colour = GREEN if result["saved"] else RED
	var run = result["run"]
	_say("[color=%s]%s[/color]" % [colour, result["message"]], AnswerTexts.problem_lines(run))
	if not run.empty():
		_output.text = AnswerTexts.run_text(run)
		if saved == document:
			_mark_problems(run["output"])
	if not result["disk"].empty():
		_ask_about_disk(saved, result["disk"], true, asked)
	if result["saved"] and _renamed_from.has(saved):
		_remove_renamed(saved)
	if document != null:
		_show_file_label()
	return result["saved"]


func _ask_before_saving(saved, question: String) -> void:
	_save_question.dialog_text = "%s\n\nSave %s anyway?" % [question, saved.path]
	if _save_question.is_connected("confirmed", self, "_save"):
		_save_question.disconnect("confirmed", self, "_save")
	_save_question.connect("confirmed", self, "_save", [saved, true], CONNECT_ONESHOT)
	_save_question.popup_centered_minsize(Vector2(460, 0))
	_say("[color=%s]Not saved yet:[/color] %s" % [RED, question])


# After a Rename is saved: the old file goes, unless it changed on disk since.
func _remove_renamed(saved) -> void:
	var old = _renamed_from[saved]
	_renamed_from.erase(saved)
	if JSON.print(PackFiles.stamp(old[0])) != JSON.print(old[1]):
		_say("Saved %s; %s was changed on disk, so it stays." % [saved.path, old[0]])
	elif Directory.new().remove(old[0]) == OK:
		_refresh_pack_picker()
		_say("[color=%s]Renamed[/color] %s to %s." % [GREEN, old[0], saved.path])


# The file of `asking` was changed, deleted or renamed on disk: the designer decides what
# happens (disk_dialog.gd) before anything is written. `then_save`: a save asked for it.
func _ask_about_disk(asking, disk: Dictionary, then_save: bool, asked := false) -> void:
	_disk_noticed[asking.path] = _on_disk_now(asking.path)
	if _editor_plugin != null and not is_visible_in_tree():
		_editor_plugin.get_editor_interface().set_main_screen_editor("Levels")
	var request = {"document": asking, "disk": disk, "save": then_save, "asked": asked}
	_disk_dialog.ask(asking.path, disk, asking.is_dirty(), request)


func _on_disk_answer(answer: String, request: Dictionary) -> void:
	var asking = request["document"]
	if _documents.get(asking.path) != asking:
		return  # closed meanwhile
	match answer:
		"reload":
			_reload_now(asking.path, level_index if asking == document else 0)
			return
		"save_as":
			_show_document(asking, level_index if asking == document else 0)
			_ask_file_name("save_as")
			return
		"keep":
			asking.stand_for(asking.path, "kept")
		"follow":
			if _documents.has(request["disk"]["to"]):
				_say("%s is open already: close it first." % request["disk"]["to"])
				return
			_move_document(asking, request["disk"]["to"], "renamed")
	_refresh()
	if request["save"]:
		_save(asking, request["asked"])


# The same file at the same level (Discard forgets the file, and shows another meanwhile).
func _on_reload_pressed() -> void:
	var args = [document.path, level_index]
	confirm_unsaved([document.path], "reloading it", self, "_reload_now", args)


func _reload_now(path: String, index: int) -> void:
	var reloaded = PackDocument.new()
	var problem = reloaded.load_file(path, self)
	if not problem.empty():
		_say("[color=%s]Cannot reload.[/color]" % RED, problem)
		return
	_adopt(reloaded)
	_clear_messages()
	_show_document(reloaded, index)
	_say("Reloaded %s from disk." % path)
	live.check_now(true)
	_write_ahead()


func _on_close_pressed() -> void:
	close_pack(document.path)


# "" when a pack of `kind` may be saved as the new file `path` (New pack, Save As, Rename;
# `leaving`: the file the pack is now, whose number it may keep): named pack-N.json or
# pack-N-words.json, no file there yet, and N no other pack of the mode has (validate refuses
# two shipped packs with one number, and ids that follow positions repeat then).
func _new_file_problem(path: String, kind: Dictionary, leaving := "") -> String:
	var number = PackFiles.pack_file_number(path.get_file())
	var free = next_pack_number(kind["mode"])
	if number < 1:
		return (
			"A pack file is named pack-N.json or pack-N-words.json (pack-%d.json is free): %s"
			% [free, path.get_file()]
		)
	if _documents.has(path):
		return "%s is open already." % path
	var refusal = PackFiles.write_refusal(path, true, kind, self)
	if not refusal.empty():
		return refusal
	for folder in [levels_dirs[kind["mode"]], path.get_base_dir()]:
		var owner = _pack_numbers(folder, kind["mode"]).get(number, leaving)
		if owner != leaving:
			return "Pack number %d is taken by %s; pack-%d.json is free." % [number, owner, free]
	return ""


func _pack_numbers(dir_path: String, pack_mode: String) -> Dictionary:
	var numbers = PackFiles.pack_numbers(dir_path)  # number -> the pack that has it
	var folder = ProjectSettings.localize_path(dir_path)
	for path in _documents:
		var each = _documents[path]
		if each.mode() == pack_mode and path.get_base_dir() == folder:
			numbers[PackDocument.pack_number(each.data)] = path
	return numbers
