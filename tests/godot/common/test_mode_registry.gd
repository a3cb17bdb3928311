extends "res://tests/godot/test_case.gd"
# The mode registry: one entry per mode with every key, ids as everywhere else, playable modes
# whose files exist.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const KEYS = [
	"id", "title", "blurb", "icon", "scene", "session", "rules", "catalog", "packs", "editor"
]


func test_the_four_modes_in_the_shell_s_order():
	assert_eq(
		ModeRegistry.ids(), ["01-number-stroke", "03-hex-walls", "hex-tracks", "city-cat-catch"]
	)


func test_every_entry_has_every_key_as_a_string():
	for entry in ModeRegistry.modes():
		assert_eq(entry.keys().size(), KEYS.size(), entry["id"])
		for key in KEYS:
			assert_eq(typeof(entry.get(key)), TYPE_STRING, "%s.%s" % [entry["id"], key])
		assert_true(tr(entry["title"]) != entry["title"], "%s has a translated title" % entry["id"])
		var packs = entry["packs"]
		assert_true(tr(packs) != packs, "%s has a translated pack heading" % entry["id"])


func test_registered_files_exist():
	for entry in ModeRegistry.modes():
		for key in ["scene", "session", "rules", "catalog", "editor"]:
			var path = entry[key]
			if not path.empty():
				assert_true(
					ResourceLoader.exists(path) or File.new().file_exists(path),
					"%s %s: %s" % [entry["id"], key, path]
				)


func test_only_modes_with_an_entry_scene_are_playable():
	assert_true(ModeRegistry.is_playable("01-number-stroke"))
	assert_true(ModeRegistry.is_playable("03-hex-walls"))
	assert_false(ModeRegistry.is_playable("no-such-mode"))
	assert_eq(ModeRegistry.find("no-such-mode"), {})


func test_sessions_and_catalogs_are_built_through_the_registry():
	var catalog = ModeRegistry.new_catalog("01-number-stroke")
	assert_true(catalog.ok, catalog.error)
	assert_eq(catalog.file_path, "res://levels/01-number-stroke.baked.json")
	var session = ModeRegistry.new_session(
		"01-number-stroke", catalog.level(catalog.level_ids()[0])
	)
	assert_eq(session.status(), "playing")
	assert_eq(ModeRegistry.new_session("no-such-mode", {}), null, "no session for an unknown mode")


func test_a_copy_cannot_change_the_registry():
	var entries = ModeRegistry.modes()
	entries[0]["scene"] = ""
	assert_true(ModeRegistry.is_playable("01-number-stroke"))
