extends "res://tests/godot/test_case.gd"
# Issue 31 (H1 item 1): the Levels screen fits the room the Godot editor gives it with its
# docks open — at 1600 × 900 and at 1280 × 800 (the Scene and FileSystem docks on the left,
# the Inspector on the right) — in every mode: no button or field of its bars is cut by the
# screen's edge or by a scrolling part of it, squeezed below its own minimum or laid over
# another, the middle never scrolls sideways, and the screen asks for no more room than it has
# (its combined minimum size: a bigger one would make the editor window wider, or push the
# editor's bottom panel off the window, as a long live check did).
# The screen gets a theme of the editor's measure (editor_room.gd).

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const FIELDS = ["BaseButton", "LineEdit", "SpinBox", "TextEdit"]

var panel


func before_each():
	timeout_seconds = 120
	panel = PanelScene.instance()
	panel.live.enabled = false
	EditorRoom.fit(panel)
	add_child(panel)


func test_every_mode_s_screen_fits_beside_the_docks():
	for mode in panel.mode_ids():
		var packs = PackFiles.pack_numbers(panel.levels_dirs[mode]).values()
		packs.sort()
		assert_eq(panel.open_pack(packs[0]), "")
		for room in EditorRoom.ROOMS:  # with the docks open, down to 1280 × 800
			panel.rect_size = EditorRoom.ROOMS[room]
			yield(_settled(), "completed")
			var what = "%s at %s" % [mode, room]
			var least = panel.get_combined_minimum_size()
			assert_true(
				least.x <= EditorRoom.ROOMS[room].x and least.y <= EditorRoom.ROOMS[room].y,
				"%s: the screen asks for %s" % [what, least]
			)
			var live = panel.get_node("Body/Results/Live")
			live.bbcode_text = "Live check: the core rejects this pack:\nerror: a problem\n".repeat(
				12
			)
			yield(_settled(), "completed")
			assert_true(
				panel.get_combined_minimum_size().y <= EditorRoom.ROOMS[room].y,
				(
					"%s: a long live check makes the screen %s tall"
					% [what, panel.get_combined_minimum_size().y]
				)
			)
			var center = panel.get_node("Body/Center")
			assert_false(center.get_h_scrollbar().visible, what + ": the middle scrolls sideways")
			var fields = []
			_fields_in(panel, fields)
			assert_true(fields.size() > 10, "%s: %d fields" % [what, fields.size()])
			for field in fields:
				_assert_whole(field, what)
			_assert_apart(fields, what)


# A field is whole: inside every part of the screen that clips what it holds (the screen, a
# scroll container, a control clipping its contents), and at least its minimum size.
func _assert_whole(field: Control, what: String) -> void:
	var rect = field.get_global_rect()
	var name = "%s: %s" % [what, panel.get_path_to(field)]
	var node = field.get_parent()
	while node != null and node != panel.get_parent():
		var clips = node == panel or node is ScrollContainer or node.rect_clip_content
		if clips and not node.get_global_rect().grow(0.5).encloses(rect):
			assert_true(
				false, "%s %s is cut by %s %s" % [name, rect, node.name, node.get_global_rect()]
			)
			return
		node = node.get_parent()
	var least = field.get_combined_minimum_size()
	assert_true(
		rect.size.x + 0.5 >= least.x and rect.size.y + 0.5 >= least.y,
		"%s is squeezed: %s, its minimum %s" % [name, rect.size, least]
	)


func _assert_apart(fields: Array, what: String) -> void:
	for i in range(fields.size()):
		for j in range(i + 1, fields.size()):
			var a = fields[i].get_global_rect().grow(-0.5)
			var b = fields[j].get_global_rect().grow(-0.5)
			if fields[i].is_a_parent_of(fields[j]) or fields[j].is_a_parent_of(fields[i]):
				continue
			assert_false(a.intersects(b), "%s: %s over %s" % [what, fields[i].name, fields[j].name])


# The buttons and fields the screen shows (not inside its windows, which are dialogs).
func _fields_in(node: Node, found: Array) -> void:
	for child in node.get_children():
		if not child is Control or not child.is_visible_in_tree() or child is Popup:
			continue
		for type in FIELDS:
			if child.is_class(type):
				found.append(child)
				break
		if not child is SpinBox:  # its LineEdit is its own
			_fields_in(child, found)


func _settled():
	for _i in range(6):
		yield(get_tree(), "idle_frame")
