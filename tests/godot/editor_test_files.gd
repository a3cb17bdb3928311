extends Reference
# Text files for the level editor's tests (tests/godot/test_editor_*.gd).


static func read_text(path: String) -> String:
	var file = File.new()
	file.open(path, File.READ)
	var text = file.get_as_text()
	file.close()
	return text


static func write_text(path: String, text: String) -> void:
	var file = File.new()
	file.open(path, File.WRITE)
	file.store_string(text)
	file.close()
