extends "res://tests/godot/test_case.gd"
# City Cat Catch boards keep their ids ("harbor-1"): two files holding them fail validate, so a
# City Cat Catch pack is renamed, never saved as a copy by Save as….

const Files = preload("res://tests/godot/editor_test_files.gd")
const CAT_PACK = "res://levels/city-cat-catch/pack-1-harbor.json"

var panel


func before_each():
	panel = Files.levels_screen(self)


func test_a_pack_whose_levels_keep_their_ids_is_renamed_never_copied():
	var cat_folder = scratch_path("cats")
	Directory.new().make_dir_recursive(cat_folder)
	var cats = write_file(cat_folder.plus_file("pack-1-harbor.json"), read_file(CAT_PACK))
	assert_eq(panel.open_pack(cats), "")
	var problem = panel.save_as(cat_folder.plus_file("pack-7-harbor.json"))
	assert_true(problem.find("Rename it instead") != -1, problem)
	assert_eq(file_names(cat_folder), ["pack-1-harbor.json"])
	timeout_seconds = 60  # the core checks a City Cat Catch pack for a while
	assert_eq(panel.save_as(cat_folder.plus_file("pack-7-harbor.json"), true), "")
	var summary = panel.get_node("Body/Results/Summary").text
	assert_eq(file_names(cat_folder), ["pack-7-harbor.json"], summary)
