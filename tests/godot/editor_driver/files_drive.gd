tool
extends Reference
# The editor driver's sessions about files (editor_driver.gd runs one, by LEVEL_EDITOR_DRIVE):
# "packs" opens every file the Levels screen lists, of every mode, waiting for the core's
# answers on each — the live check, and what the mode's part (mode_drive.gd opened()) waits for —
# (the verdict in editor_project.sh then finds no error in the whole output);
# "resave" opens and saves every scene and resource of the project copy as the editor's Ctrl+S
# and the inspector's Save do, and checks that each is byte for byte as it was.

var driver = null  # editor_driver.gd: check, frames, live_check, mode_part, get_editor_interface


func _init(the_driver) -> void:
	driver = the_driver


func open_every_pack(panel: Node):
	var picker = panel.get_node("TopBar/PackPicker")
	var opened = 0
	for i in range(1, picker.get_item_count()):
		picker.select(i)
		picker.emit_signal("item_selected", i)
		if panel.document != null and panel.document.path == picker.get_item_metadata(i):
			opened += 1
		yield(driver.live_check(panel), "completed")
		var part = driver.mode_part(panel.mode)
		yield(part.opened(panel) if part != null else driver.frames(1), "completed")
	var listed = picker.get_item_count() - 1
	driver.check(opened > 0, "%d of the %d files listed opened" % [opened, listed])


func resave():
	var paths = []
	_collect("res://", paths)
	var before = {}
	for path in paths:
		before[path] = read_text(path)
	var editor = driver.get_editor_interface()
	for path in paths:
		if path.ends_with(".tres"):
			var saved = ResourceSaver.save(
				path, load(path), ResourceSaver.FLAG_REPLACE_SUBRESOURCE_PATHS
			)
			driver.check(saved == OK, "saved %s (%d)" % [path, saved])
	for path in paths:
		if path.ends_with(".tscn"):
			editor.open_scene_from_path(path)
			yield(driver.frames(2), "completed")
			driver.check(editor.save_scene() == OK, "saved " + path)
			yield(driver.frames(2), "completed")
	for path in paths:
		var now = read_text(path)
		driver.check(
			now == before[path],
			"%s is as Godot writes it%s" % [path, _first_change(before[path], now)]
		)


# Every .tscn and .tres under `folder`, as the editor sees them (no hidden or .gdignore folder).
func _collect(folder: String, paths: Array) -> void:
	var dir = Directory.new()
	if dir.open(folder) != OK or dir.file_exists(".gdignore"):
		return
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while not name.empty():
		var path = folder.plus_file(name)
		if dir.current_is_dir():
			_collect(path, paths)
		elif name.get_extension() in ["tscn", "tres"]:
			paths.append(path)
		name = dir.get_next()
	dir.list_dir_end()
	paths.sort()


static func read_text(path: String) -> String:
	var file = File.new()
	if file.open(path, File.READ) != OK:
		return ""
	var text = file.get_as_text()
	file.close()
	return text


# Where a saved file first differs: its line before and after.
static func _first_change(before: String, after: String) -> String:
	if before == after:
		return ""
	var old_lines = before.split("\n")
	var new_lines = after.split("\n")
	for i in range(max(old_lines.size(), new_lines.size())):
		var old_line = old_lines[i] if i < old_lines.size() else "<end>"
		var new_line = new_lines[i] if i < new_lines.size() else "<end>"
		if old_line != new_line:
			return (
				" (%d lines, %d saved; line %d: %s -> %s)"
				% [old_lines.size(), new_lines.size(), i + 1, old_line, new_line]
			)
	return ""
