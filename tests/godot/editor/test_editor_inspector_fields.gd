extends "res://tests/godot/editor/inspector_fields_case.gd"
# Issue 31 (H1 items 4, 5): the level object the Inspector shows, in every registered mode (a
# level of its first shipped pack): the level's fields only — no editable Script, each field under
# a heading naming the level, whole numbers edited as such. A field set there lands in the level
# the board edits: each mode's own test (tests/godot/editor/modes/<folder>/) makes a board edit
# by input after it, saves, and undoes both.

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")


func test_the_inspector_shows_the_fields_under_headings_and_no_script():
	var checked = 0
	for mode in ModeRegistry.ids():
		var sample = Files.shipped_pack(mode)
		if sample.empty():
			continue
		checked += 1
		_open(mode, sample, 0)
		var inspected = panel.inspected
		var shown = []
		var heading = ""
		var headed = true
		for property in inspected.get_property_list():
			var usage = property["usage"]
			if usage & (PROPERTY_USAGE_GROUP | PROPERTY_USAGE_CATEGORY):
				heading = property["name"]
			elif usage & PROPERTY_USAGE_EDITOR:
				shown.append(property["name"])
				if property["name"] != "script" and not heading.begins_with("Level "):
					headed = false
		assert_true(
			not "script" in shown or inspected.call("_hide_script_from_inspector"),
			"%s: the Script property is hidden" % mode
		)
		assert_true(headed, "%s: every field under the level's headings: %s" % [mode, str(shown)])
		var types = {}
		for property in inspected.get_property_list():
			types[property["name"]] = property["type"]
		for field in panel.level():
			if field != "id":
				assert_true(field in shown, "%s: %s is shown" % [mode, field])
			var value = panel.level()[field]
			if typeof(value) == TYPE_REAL and value == floor(value):  # JSON's numbers are floats
				assert_eq(
					types.get(field), TYPE_INT, "%s: %s edited as a whole number" % [mode, field]
				)
	assert_true(checked > 0, "a mode with a shipped pack")
