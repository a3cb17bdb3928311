extends "res://tests/godot/test_case.gd"
# Issue 14: New pack… pre-filled the first file of levels/ (the baked runtime file) and Save
# replaced it with a pack; pack-1-tutorial.json was not understood as pack 1, so the new pack
# reused number 1 and ids 1-1. The editor never writes a baked file or a file of another
# kind; a new pack gets a free number.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const PackDocument = preload("res://addons/level_editor/pack_document.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const BAKED = "res://levels/01-number-stroke.baked.json"
const SHIPPED = "res://levels/01-number-stroke"

var panel
var folder = ""  # a scratch copy of levels/01-number-stroke with the baked file beside


func before_each():
	folder = scratch_path("levels")
	Directory.new().make_dir_recursive(folder)
	for name in ["pack-1-tutorial.json", "pack-2-advanced.json", "pack-3-parity.json"]:
		write_file(folder.plus_file(name), read_file(SHIPPED.plus_file(name)))
	write_file(folder.plus_file("01-number-stroke.baked.json"), read_file(BAKED))
	write_file(folder.plus_file("notes.json"), '{"todo": ["more levels"]}\n')
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	panel.levels_dirs["01-number-stroke"] = folder
	add_child(panel)


func test_pack_numbers_are_read_from_named_pack_files():
	assert_eq(PackFiles.pack_file_number("pack-1-tutorial.json"), 1)
	assert_eq(PackFiles.pack_file_number("pack-12.json"), 12)
	assert_eq(PackFiles.pack_file_number("pack-3-odd-and-even.json"), 3)
	for name in ["01-number-stroke.baked.json", "pack-1.baked.json", "pack-x.json", "pack-0.json"]:
		assert_eq(PackFiles.pack_file_number(name), -1, name)
	assert_eq(PackFiles.pack_file_number("notes.json"), -1)
	assert_eq(panel.next_pack_number(), 4, "packs 1-3 are taken")


func test_the_dialog_proposes_a_free_pack_file_not_an_existing_file():
	panel.get_node("TopBar/NewPackButton").emit_signal("pressed")
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	var dialog = panel.get_node("NewPackDialog")
	assert_true(dialog.visible)
	var name = dialog.get_node("Fields/FileName").text
	assert_eq(name, "pack-4.json")
	assert_false(File.new().file_exists(folder.plus_file(name)))
	dialog.emit_signal("confirmed")
	assert_eq(panel.document.path, folder.plus_file("pack-4.json"))
	assert_eq(panel.document.level(0)["id"], "4-1")


func test_new_pack_never_writes_the_baked_file_or_another_kind():
	var baked = folder.plus_file("01-number-stroke.baked.json")
	var baked_text = read_file(baked)
	for path in [
		baked,
		folder.plus_file("notes.json"),
		folder.plus_file("pack-2-advanced.json"),
		folder.plus_file("pack-2-more.json"),  # number 2 is taken
		folder.plus_file("levels.json"),
	]:
		panel.new_pack(ProjectSettings.globalize_path(path))
		assert_true(panel.document == null, "refused: " + path)
		assert_true(panel.get_node("Body/Results/Summary").text.find("No new pack") != -1, path)
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	assert_eq(read_file(baked), baked_text, "the baked file is untouched")
	assert_eq(read_file(folder.plus_file("notes.json")), '{"todo": ["more levels"]}\n')


func test_a_new_pack_gets_a_free_number_and_ids_and_saves():
	var path = folder.plus_file("pack-4-hard.json")
	assert_eq(panel.new_pack(path), "")
	assert_eq(PackDocument.pack_number(panel.document.data), 4)
	assert_eq(panel.document.level(0)["id"], "4-1")
	assert_true(panel.document.is_dirty())
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	assert_false(panel.document.is_dirty(), panel.get_node("Body/Results/Summary").text)
	var saved = PackDocument.new()
	assert_eq(saved.load_file(path, panel), "")
	assert_eq(PackDocument.pack_number(saved.data), 4)
	assert_eq(panel.next_pack_number(), 5)


func test_a_new_pack_whose_file_appeared_meanwhile_is_not_saved_over_it():
	var path = folder.plus_file("pack-5.json")
	assert_eq(panel.new_pack(path), "")
	write_file(path, '{"someone": "else"}\n')
	panel.get_node("TopBar/SaveButton").emit_signal("pressed")
	assert_eq(read_file(path), '{"someone": "else"}\n')
	assert_true(panel.document.is_dirty())


func test_opening_a_baked_file_is_refused():
	var problem = panel.open_pack(folder.plus_file("01-number-stroke.baked.json"))
	assert_true(problem.find("baked runtime file") != -1, problem)
	assert_true(panel.document == null)
	assert_true(panel.open_pack(folder.plus_file("notes.json")).find("not a pack") != -1)


func test_save_refuses_baked_and_foreign_files():
	assert_true(
		(
			PackFiles.write_refusal(BAKED, false, Files.pack_kind("01-number-stroke")).find("baked")
			!= -1
		)
	)
	assert_true(
		(
			PackFiles.write_refusal(
				folder.plus_file("notes.json"), false, Files.pack_kind("01-number-stroke")
			)
			!= ""
		)
	)
	assert_eq(
		PackFiles.write_refusal(
			folder.plus_file("pack-1-tutorial.json"), false, Files.pack_kind("01-number-stroke")
		),
		""
	)
	assert_true(
		(
			PackFiles.write_refusal(
				folder.plus_file("pack-1-tutorial.json"), true, Files.pack_kind("01-number-stroke")
			)
			!= ""
		)
	)
	assert_eq(
		PackFiles.write_refusal(
			folder.plus_file("pack-9.json"), true, Files.pack_kind("01-number-stroke")
		),
		""
	)
	var document = PackDocument.new()
	assert_eq(document.load_file(folder.plus_file("pack-1-tutorial.json"), panel), "")
	document.path = folder.plus_file("01-number-stroke.baked.json")
	var result = document.save_with(panel.tools)
	assert_false(result["saved"])
	assert_eq(read_file(document.path), read_file(BAKED))


# Issue 31 (H1 item 2): the question looks as Godot's dialogs do — its buttons at their own
# height and no wider than a short word needs, no empty room under the fields.
func test_the_new_pack_question_has_godot_s_dialog_look():
	panel.get_node("TopBar/NewPackButton").emit_signal("pressed")
	for _i in range(4):
		yield(get_tree(), "idle_frame")
	var dialog = panel.get_node("NewPackDialog")
	assert_true(dialog.visible)
	for button in [dialog.get_ok(), dialog.get_cancel()]:
		var least = button.get_combined_minimum_size()
		var size = button.rect_size
		assert_true(size.y <= least.y + 1, "%s: %s tall, needs %s" % [button.text, size.y, least.y])
		assert_true(size.x <= max(least.x, 100), "%s: %s wide" % [button.text, size.x])
	var least_height = dialog.get_combined_minimum_size().y
	assert_true(
		dialog.rect_size.y <= least_height + 1,
		"the dialog is %s tall, its fields need %s" % [dialog.rect_size.y, least_height]
	)
	dialog.hide()
