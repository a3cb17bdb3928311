extends "res://tests/godot/test_case.gd"
# Issue 31 §3: files changed underneath. A pack renamed on disk, edited, Ctrl+S: the old name
# was written again (and validate then failed on two packs with one number and ids); a deleted
# pack was silently written again; a pack changed on disk was overwritten. The editor notices a
# change on disk (size, time and contents) when saving, when it gets the focus back and every
# few seconds, and asks: reload from disk, keep mine, save as (a rename: follow it). Save as…
# and Rename… keep a pack file's name and number together (pack-N.json holds pack N).

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"
const NS = "01-number-stroke"

var panel
var folder = ""
var path = ""  # the open pack, pack 80
var cells = 0  # its first level's cells before the edit


func before_each():
	folder = scratch_path("levels")
	Directory.new().make_dir_recursive(folder)
	path = write_file(folder.plus_file("pack-80.json"), read_file(DEMO_PACK))
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	panel.levels_dirs[NS] = folder
	add_child(panel)
	panel.open_pack(path)
	cells = panel.document.level(0)["cells"].size()
	yield(get_tree(), "idle_frame")


func test_a_pack_renamed_on_disk_is_followed_not_written_again_under_its_old_name():
	_paint()
	var renamed = folder.plus_file("pack-80-start.json")
	Directory.new().rename(path, renamed)
	Files.key(KEY_S, true)
	assert_false(File.new().file_exists(path), "the old name is not written again")
	assert_true(_question().find("renamed on disk to " + renamed) != -1, _question())
	assert_false(_button("Keep mine").visible, "no keeping the old name beside the new")
	yield(_answer(_button("Follow")), "completed")
	assert_false(File.new().file_exists(path), "still not there")
	assert_eq(panel.document.path, renamed)
	assert_false(panel.document.is_dirty(), "saved where the file went")
	assert_eq(_saved_cells(renamed), cells + 1)
	assert_eq(file_names(folder, "pack-"), ["pack-80-start.json"], "one pack 80")


func test_a_deleted_pack_is_written_again_only_when_asked():
	_paint()
	Directory.new().remove(path)
	Files.key(KEY_S, true)
	assert_true(_question().find("deleted on disk") != -1, _question())
	assert_false(_button("Reload from disk").visible)
	yield(_answer(_dialog().get_cancel()), "completed")
	assert_false(File.new().file_exists(path), "Cancel: not written again")
	assert_true(panel.document.is_dirty())
	Files.key(KEY_S, true)
	yield(_answer(_button("Keep mine")), "completed")
	assert_eq(_saved_cells(path), cells + 1, "Keep mine writes it again")
	assert_false(panel.document.is_dirty())


# The same size in the same second: only the contents tell.
func test_a_pack_changed_on_disk_is_never_overwritten_without_asking():
	var theirs = read_file(path).replace('"80-1",', '"80-1", ')
	theirs = theirs.replace('"teach": "GDD', '"teach":"GDD')  # same length, same JSON
	theirs = theirs.replace("A big cell is one step", "A big cell is one Step")
	_paint()
	var opened_at = File.new().get_modified_time(path)
	write_file(path, theirs)
	OS.execute("touch", ["-d", "@%d" % opened_at, ProjectSettings.globalize_path(path)], true)
	assert_eq(File.new().get_modified_time(path), opened_at)
	Files.key(KEY_S, true)
	assert_true(read_file(path) == theirs, "their file is as they wrote it")
	assert_true(_question().find("changed on disk") != -1, _question())
	assert_true(_question().find("your unsaved edits are dropped") != -1, _question())
	yield(_answer(_button("Reload from disk")), "completed")
	assert_false(panel.document.is_dirty())
	assert_eq(panel.document.level(0)["caption"]["en"], "A big cell is one Step", "theirs")
	assert_eq(panel.document.level(0)["cells"].size(), cells)


func test_keep_mine_writes_over_a_pack_changed_on_disk():
	_paint()
	write_file(path, read_file(path).replace("A big cell is one step", "Theirs"))
	Files.key(KEY_S, true)
	yield(_answer(_button("Keep mine")), "completed")
	assert_eq(_saved_cells(path), cells + 1)
	assert_true(read_file(path).find("Theirs") == -1, "mine")
	assert_false(panel.document.is_dirty())


func test_the_editor_notices_a_change_on_disk_when_it_gets_the_focus_back():
	write_file(path, read_file(path).replace("A big cell is one step", "Theirs, longer"))
	yield(_focus_back(), "completed")
	assert_true(_dialog().visible, "asked at once")
	assert_true(_question().find("the pack as shown here are dropped") != -1, _question())
	yield(_answer(_dialog().get_cancel()), "completed")
	yield(_focus_back(), "completed")
	assert_false(_dialog().visible, "asked once about one change")
	write_file(path, read_file(path).replace("Theirs, longer", "Theirs again, longer"))
	yield(_focus_back(), "completed")
	assert_true(_dialog().visible, "another change: asked again")
	yield(_answer(_button("Keep mine")), "completed")
	assert_true(panel.document.is_dirty(), "the pack as shown differs from the file now")


func test_the_editor_looks_at_the_disk_every_few_seconds():
	Directory.new().remove(path)
	var started = OS.get_ticks_msec()
	while not _dialog().visible and OS.get_ticks_msec() - started < 5000:
		yield(get_tree(), "idle_frame")
	assert_true(_dialog().visible, "asked within a few seconds")
	assert_true(_question().find("deleted on disk") != -1, _question())


func test_a_file_rewritten_the_same_is_no_change():
	write_file(path, read_file(path))
	yield(_focus_back(), "completed")
	assert_false(_dialog().visible)
	_paint()
	Files.key(KEY_S, true)
	assert_false(_dialog().visible)
	assert_eq(_saved_cells(path), cells + 1)


func test_save_as_makes_a_new_pack_n_and_leaves_the_file_it_was():
	var before = read_file(path)
	_paint()
	click(panel.get_node("TopBar/SaveAsButton"))
	var name = panel.get_node("NewPackDialog/Fields/FileName")
	assert_eq(name.text, "pack-81.json", "the next free number")
	assert_false(panel.get_node("NewPackDialog/Fields/ModePicker").visible)
	_name_file("pack-80-copy")
	assert_true(_summary().find("Pack number 80 is taken by") != -1, _summary())
	click(panel.get_node("TopBar/SaveAsButton"))
	_name_file("pack-82-copy")
	var copy = folder.plus_file("pack-82-copy.json")
	assert_eq(panel.document.path, copy)
	assert_false(panel.document.is_dirty())
	var saved = JSON.parse(read_file(copy)).result
	assert_eq(saved["pack"], 82)
	assert_eq([saved["levels"][0]["id"], saved["levels"][2]["id"]], ["82-1", "82-3"])
	assert_eq(saved["levels"][0]["cells"].size(), cells + 1)
	assert_true(read_file(path) == before, "the file it was stays as it was")


func test_rename_moves_the_pack_to_its_new_name_and_number():
	_paint()
	click(panel.get_node("TopBar/RenameButton"))
	_name_file("pack-80-start")  # its own number: free for it
	assert_eq(file_names(folder, "pack-"), ["pack-80-start.json"])
	assert_eq(_saved_cells(folder.plus_file("pack-80-start.json")), cells + 1)
	click(panel.get_node("TopBar/RenameButton"))
	_name_file("pack-9")
	assert_eq(file_names(folder, "pack-"), ["pack-9.json"])
	var saved = JSON.parse(read_file(folder.plus_file("pack-9.json"))).result
	assert_eq([saved["pack"], saved["levels"][1]["id"]], [9, "9-2"])


func _paint() -> void:
	var board = panel.get_node("Body/Center/%s/Boards/Board" % NS)
	var point = board.get_global_rect().position + board.unit_centre(Vector2(5, 0))
	Files.mouse(get_tree(), point, true)
	Files.mouse(get_tree(), point, false)
	assert_eq(panel.document.level(0)["cells"].size(), cells + 1, "a click painted a cell")


# The name typed over the one proposed (".json" stays), then Enter.
func _name_file(typed: String) -> void:
	Files.type_text(typed)
	Files.key(KEY_ENTER)


func _saved_cells(file: String) -> int:
	var saved = JSON.parse(read_file(file)).result
	return saved["levels"][0]["cells"].size() if saved is Dictionary else -1


func _dialog():
	return panel.get_node("DiskDialog")


func _question() -> String:
	return _dialog().dialog_text if _dialog().visible else "(not asked)"


# The editor's window gets the focus back (the notification the engine sends).
func _focus_back():
	get_tree().notification(MainLoop.NOTIFICATION_WM_FOCUS_IN)
	yield(get_tree(), "idle_frame")


# Clicks a button of the question once the dialog is laid out.
func _answer(button: Button):
	yield(get_tree(), "idle_frame")
	click(button)


func _button(text: String) -> Button:
	for button in _dialog().get_ok().get_parent().get_children():
		if button is Button and button.text == text:
			return button
	return null


func _summary() -> String:
	return panel.get_node("Body/Results/Summary").text
