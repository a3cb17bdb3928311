extends "res://tests/godot/test_case.gd"
# A generated Hex Walls pack (a content plan's) asks before Save as the other modes' regenerated
# files do; a hand-made one saves at once.

const Files = preload("res://tests/godot/editor_test_files.gd")

var panel


func before_each():
	timeout_seconds = 120  # the core validates whole shipped packs
	panel = Files.levels_screen(self)


func after_each():
	panel.get_node("SaveQuestion").hide()


func test_saving_over_a_generated_pack_asks_first():
	Files.assert_generated_pack_asks(
		self, panel, "03-hex-walls", "pack-3-walls.json", "pack-2-turning.json"
	)
