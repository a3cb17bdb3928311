extends "res://tests/godot/test_case.gd"
# The mode registry: every entry complete, its files present, its texts translated, its parts
# found through it, and no mode script spelling its own id. Nothing here names a mode: a new
# mode's entry is checked as it is added.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const ModeEntry = preload("res://scripts/common/mode_entry.gd")
const GameScreen = preload("res://scripts/common/game_screen.gd")
const PATH_KEYS = [
	"strings",
	"emblem",
	"scene",
	"game",
	"session",
	"rules",
	"baked",
	"catalog",
	"screenshots",
	"editor",
	"bench",
]
const TEST_ENTRY = {"id": "test-registered", "folder": "res://tests/godot/fixtures/fifth_mode"}


func after_each():
	ModeRegistry.unregister(TEST_ENTRY["id"])


func test_every_entry_has_every_key_as_a_string_and_the_ids_are_unique():
	var ids = ModeRegistry.ids()
	assert_true(ids.size() >= 1, "the registry has modes")
	assert_eq(ModeRegistry.modes().size(), ids.size())
	for i in range(ids.size()):
		var entry = ModeRegistry.modes()[i]
		assert_eq(entry["id"], ids[i], "modes() and ids() agree on the order")
		assert_eq(ids.count(entry["id"]), 1, "%s is registered once" % entry["id"])
		assert_eq(entry.keys().size(), ModeRegistry.KEYS.size(), entry["id"])
		for key in ModeRegistry.KEYS:
			assert_eq(typeof(entry.get(key)), TYPE_STRING, "%s.%s" % [entry["id"], key])
		assert_false(entry["folder"].empty(), "%s has a folder" % entry["id"])
		assert_eq(ModeRegistry.find(entry["id"]), entry, "find() gives the same entry")


func test_registered_files_exist():
	for entry in ModeRegistry.modes():
		for key in PATH_KEYS:
			var path = entry[key]
			if not path.empty():
				assert_true(
					ResourceLoader.exists(path) or File.new().file_exists(path),
					"%s %s: %s" % [entry["id"], key, path]
				)


func test_every_mode_s_texts_are_translated_in_every_language():
	for locale in ["en", "zh"]:
		TranslationServer.set_locale(locale)
		for entry in ModeRegistry.modes():
			for key in ["title", "blurb", "packs"]:
				var text = tr(entry[key])
				assert_true(text != entry[key], "%s.%s in %s" % [entry["id"], key, locale])
	TranslationServer.set_locale(get_node("/root/Settings").locale())


# Each mode's strings file beside its imported translations (re-import after editing it).
func test_every_mode_s_translations_match_its_csv():
	for entry in ModeRegistry.modes():
		if not entry["strings"].empty():
			_check_csv(entry["strings"])
	_check_csv("res://scenes/common/translations/strings.csv")


func test_the_parts_are_found_through_the_registry():
	for entry in ModeRegistry.modes():
		var id = entry["id"]
		for key in ["scene", "game", "session", "rules", "emblem"]:
			if not entry[key].empty():
				assert_eq(ModeRegistry.id_of_path(entry[key]), id, "%s's %s" % [id, key])
		if not entry["baked"].empty():
			var catalog = ModeRegistry.load_catalog(id)
			assert_true(catalog.ok, catalog.error)
			assert_eq(catalog.file_path, entry["baked"])
			assert_eq(catalog.mode_id, id)
			if not entry["session"].empty():
				var session = ModeRegistry.new_session(id, catalog.level(catalog.level_ids()[0]))
				assert_eq(session.status(), "playing", "%s plays its first level" % id)
		if not entry["scene"].empty():
			var script = _root_script(entry["scene"])
			assert_true(_extends(script, ModeEntry), "%s's scene is a mode_entry.gd" % id)
		if not entry["game"].empty():
			var script = _root_script(entry["game"])
			assert_true(_extends(script, GameScreen), "%s's game is a game_screen.gd" % id)
	assert_eq(ModeRegistry.find("no-such-mode"), {})
	assert_eq(ModeRegistry.new_session("no-such-mode", {}), null, "no session for an unknown mode")
	assert_eq(
		ModeRegistry.id_of_path("res://scripts/common/mode_entry.gd"), "", "common is no mode"
	)


# A mode's catalog is read once per content of its file: a file unchanged since it was kept (its
# stamp: time and length) is not read again for its MD5; a new stamp, or none, is checked by MD5.
func test_a_kept_catalog_is_trusted_while_its_file_s_stamp_is_the_same():
	var id = ModeRegistry.ids()[0]
	var path = ModeRegistry.catalog_path(id)
	var stamp = ModeRegistry.file_stamp(path)
	var file = File.new()
	assert_eq(stamp.size(), 2, "a shipped file has a stamp")
	assert_eq(stamp, [file.get_modified_time(path), _length(path)])
	var catalog = ModeRegistry.load_catalog(id)
	var other = ModeRegistry.make_catalog(ModeRegistry.catalog_maker(id), id, path)
	assert_true(other.ok and other != catalog)
	# Kept under a content the file does not have: only the stamp can vouch for it.
	ModeRegistry.keep_catalog(id, path, "another content", other, stamp)
	assert_eq(ModeRegistry.load_catalog(id), other, "the same stamp: the file is not read again")
	for changed in [[stamp[0] + 1, stamp[1]], [stamp[0], stamp[1] + 1], []]:
		ModeRegistry.keep_catalog(id, path, "another content", other, changed)
		var read = ModeRegistry.load_catalog(id)
		assert_true(read != other, "stamp %s: read by its MD5" % [changed])
		assert_eq(ModeRegistry.load_catalog(id), read, "and kept, with the file's stamp")
	var fresh = "user://test-stamp.json"
	assert_eq(file.open(fresh, File.WRITE), OK)
	file.store_string("{}")
	file.close()
	assert_eq(ModeRegistry.file_stamp(fresh), [], "a file changed this second has no stamp")
	assert_eq(ModeRegistry.file_stamp("user://no-such-file.json"), [])
	Directory.new().remove(fresh)


func _length(path):
	var file = File.new()
	file.open(path, File.READ)
	var length = file.get_len()
	file.close()
	return length


func test_only_modes_with_an_entry_scene_are_playable():
	for entry in ModeRegistry.modes():
		assert_eq(ModeRegistry.is_playable(entry["id"]), not entry["scene"].empty(), entry["id"])
	assert_false(ModeRegistry.is_playable("no-such-mode"))


# The id lives in the registry: no script spells a mode's id (or its save bucket) as a string.
# A field of the same name read from a level (level["x"], .get("x"), .has("x")) is no id.
func test_no_script_names_a_mode_s_id():
	var scripts = []
	_collect_scripts("res://scripts", scripts)
	assert_true(scripts.size() > 10, "the scripts were found")
	for path in scripts:
		if path == "res://scripts/common/mode_registry.gd":
			continue
		var text = ""
		for line in read_file(path).split("\n"):
			text += line.split("#")[0] + "\n"  # comments may cite a file or a bucket
		assert_true(text.find("MODE_ID = ") == -1, "%s spells MODE_ID" % path)
		for id in ModeRegistry.ids():
			assert_eq(_spelled_ids(text, id), [], "%s spells %s" % [path, id])


func test_a_field_of_a_mode_s_name_is_not_its_id():
	var text = 'var a = level["lamps"]\nvar b = level.get("lamps", [])\nif level.has("lamps"):\n'
	assert_eq(_spelled_ids(text, "lamps"), [], "reading a field")
	var spelling = ['"lamps"', '"lamps"', '"mode:lamps']
	var code = 'var id = "lamps"\nvar keyed = {"lamps": 1}\nvar bucket = "mode:lamps"\n'
	assert_eq(_spelled_ids(code, "lamps"), spelling, "an id, a key, a bucket")


# Each place `text` spells the mode id `id` as a string: "<id>" not read as a level's field
# (after [, get( or has(), and "mode:<id>.
func _spelled_ids(text: String, id: String) -> Array:
	var pattern = RegEx.new()
	pattern.compile('(?<!\\[|get\\(|has\\()"%s"|"mode:%s' % [id, id])
	var found = []
	for spelled in pattern.search_all(text):
		found.append(spelled.get_string())
	return found


func test_a_registered_entry_is_listed_after_the_table_until_it_is_unregistered():
	var before = ModeRegistry.ids()
	ModeRegistry.register(TEST_ENTRY)
	assert_eq(ModeRegistry.ids(), before + [TEST_ENTRY["id"]])
	var entry = ModeRegistry.find(TEST_ENTRY["id"])
	assert_eq(entry["scene"], TEST_ENTRY["folder"] + "/fifth_mode.tscn", "the folder's conventions")
	assert_eq(entry["title"], "mode_fifth_mode")
	assert_eq(entry["baked"], "res://levels/test-registered.baked.json")
	assert_eq(ModeRegistry.id_of_path(TEST_ENTRY["folder"] + "/game.gd"), TEST_ENTRY["id"])
	ModeRegistry.unregister(TEST_ENTRY["id"])
	assert_eq(ModeRegistry.ids(), before)
	assert_eq(ModeRegistry.find(TEST_ENTRY["id"]), {})


func test_a_copy_cannot_change_the_registry():
	var entries = ModeRegistry.modes()
	var scene = entries[0]["scene"]
	entries[0]["scene"] = "changed"
	assert_eq(ModeRegistry.modes()[0]["scene"], scene)


# The script on the root node of a scene file.
func _root_script(scene_path):
	var state = load(scene_path).get_state()
	for i in range(state.get_node_property_count(0)):
		if state.get_node_property_name(0, i) == "script":
			return state.get_node_property_value(0, i)
	return null


func _extends(script, base):
	while script != null:
		if script == base:
			return true
		script = script.get_base_script()
	return false


func _check_csv(path):
	var file = File.new()
	assert_eq(file.open(path, File.READ), OK, path)
	var header = file.get_csv_line()
	while not file.eof_reached():
		var row = file.get_csv_line()
		if row.size() < header.size() or row[0] == "":
			continue
		for column in range(1, header.size()):
			TranslationServer.set_locale(header[column])
			assert_eq(tr(row[0]), row[column], "%s: %s in %s" % [path, row[0], header[column]])
	file.close()
	TranslationServer.set_locale(get_node("/root/Settings").locale())


func _collect_scripts(folder, found):
	var dir = Directory.new()
	if dir.open(folder) != OK:
		return
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while not name.empty():
		var path = folder.plus_file(name)
		if dir.current_is_dir():
			_collect_scripts(path, found)
		elif name.ends_with(".gd"):
			found.append(path)
		name = dir.get_next()
	dir.list_dir_end()
