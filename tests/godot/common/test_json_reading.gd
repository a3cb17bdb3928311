extends "res://tests/godot/test_case.gd"
# scripts/json_reading.gd, json_file.gd read() in steps (what the jobs in slices read the shipped
# files with): on every JSON file of the project's levels and fixtures (Python's formats, large
# and small, bad input kept as data) it gives read()'s answer, a large file in many steps.

const JsonFile = preload("res://scripts/json_file.gd")
const JsonReading = preload("res://scripts/json_reading.gd")
const FOLDERS = ["res://levels", "res://tests/fixtures", "res://tests/godot/fixtures"]


func test_every_json_file_of_the_project_reads_as_read_does_a_large_one_in_steps():
	var paths = []
	for folder in FOLDERS:
		paths += _json_files(folder)
	assert_true(paths.size() >= 20, "%d files" % paths.size())
	var stepped = 0
	for path in paths:
		var reading = JsonReading.new(path)
		var steps = 1
		while reading.step():
			steps += 1
		var whole = JsonFile.read(path)
		assert_eq(reading.result, whole, path)
		assert_eq(typeof(reading.result["value"]), typeof(whole["value"]), path)
		var size = File.new()
		size.open(path, File.READ)
		if size.get_len() > 4 * JsonReading.MEMBER_CHARS:
			stepped += 1
			# its chunks, then its members (read whole, it would take two)
			var at_least = 2 * size.get_len() / JsonReading.CHUNK_BYTES
			assert_true(steps > at_least, "%s in %d steps" % [path, steps])
		size.close()
	assert_true(stepped >= 5, "%d large files read in steps" % stepped)


func _json_files(folder: String) -> Array:
	var found = []
	var dir = Directory.new()
	if dir.open(folder) != OK:
		return found
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while not name.empty():
		var path = folder.plus_file(name)
		if dir.current_is_dir():
			found += _json_files(path)
		elif name.ends_with(".json"):
			found.append(path)
		name = dir.get_next()
	dir.list_dir_end()
	return found
