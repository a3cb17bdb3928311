extends "res://tests/godot/editor/inspector_fields_case.gd"
# City Cat Catch's `tools`, set in the Inspector, survive a level list edit (issue 31).

const CAT_PACK = "res://levels/city-cat-catch/pack-1-harbor.json"


func test_city_cat_catch_tools_set_in_the_inspector_survive_a_level_list_edit():
	var path = _open("city-cat-catch", CAT_PACK, 0)
	var tools = panel.level()["tools"].duplicate()
	for name in tools:
		tools[name] = int(tools[name]) + 1
	# the board is generated, never drawn: the next edit by input is a move in the level list
	var button = panel.get_node("Body/Side/LevelButtons/MoveDown")
	var point = button.get_global_rect().position + button.rect_size / 2
	yield(_edit_then_board_then_save(path, "tools", tools, null, point), "completed")
