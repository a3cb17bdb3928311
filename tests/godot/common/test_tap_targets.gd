extends "res://tests/godot/test_case.gd"
# Every button of the shared screens, and of every registered mode's game screen (the shared
# frame as the mode fills it), is at least 96 x 96 game pixels: 48 dp on a 360 dp wide phone,
# where the 720-pixel design width is stretched to the screen (the widest common phones, 412 dp,
# only make them bigger).

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const MIN_SIDE = 96
const SHARED_SCENES = [
	"res://scenes/shell/shell.tscn",
	"res://scenes/common/level_select.tscn",
	"res://scenes/common/game_frame.tscn",
	"res://scenes/common/settings_panel.tscn",
]


func test_every_button_is_big_enough_for_a_thumb():
	var scenes = SHARED_SCENES.duplicate()
	for mode in ModeRegistry.modes():
		scenes.append(mode["game"])
	for path in scenes:
		var scene = load(path).instance()
		add_child(scene)
		_show_every_sheet(scene)
		yield(get_tree(), "idle_frame")
		yield(get_tree(), "idle_frame")
		var buttons = []
		_collect_buttons(scene, buttons)
		assert_false(buttons.empty(), "%s has buttons" % path)
		for button in buttons:
			var size = button.rect_size
			assert_true(
				size.x >= MIN_SIDE and size.y >= MIN_SIDE,
				"%s: %s is %s" % [path, scene.get_path_to(button), size]
			)
		remove_child(scene)
		scene.free()


# Sheets start hidden; show them so their buttons are laid out too.
func _show_every_sheet(node):
	for child in node.get_children():
		if child.name in ["SettingsPanel", "MenuSheet"]:
			child.visible = true
		_show_every_sheet(child)


func _collect_buttons(node, buttons):
	for child in node.get_children():
		if child is BaseButton and child.is_visible_in_tree():
			buttons.append(child)
		_collect_buttons(child, buttons)
