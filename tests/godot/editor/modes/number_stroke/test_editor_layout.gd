extends "res://tests/godot/test_case.gd"
# Issue 31 §5: the Levels screen keeps its size whatever it shows (the editor's docks beside it
# do not move as a file name, a message or the pack picked changes, nor when the pack picked is
# of another mode, whose piece has other tools), and the play-test window fits the screen.

const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const Files = preload("res://tests/godot/editor_test_files.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")
const DEMO_PACK = "res://tests/godot/fixtures/editor-demo-pack.json"

var panel


func before_each():
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	add_child(panel)


func test_what_the_screen_shows_never_changes_its_width():
	var sizes = {"nothing open": _minimum_size()}
	var long_name = "pack-80-%s.json" % "a-very-long-name-for-a-pack".repeat(3)
	var path = write_file(scratch_path(long_name), read_file(DEMO_PACK))
	assert_eq(panel.open_pack(path), "")
	sizes["a pack with a long name open"] = _minimum_size()
	var board = panel.get_node("Body/Center/01-number-stroke/Boards/Board")
	var point = board.get_global_rect().position + board.unit_centre(Vector2(5, 0))
	Files.mouse(get_tree(), point, true)
	Files.mouse(get_tree(), point, false)
	sizes["unsaved edits"] = _minimum_size()
	panel.say("a long message ".repeat(40))
	sizes["a long message"] = _minimum_size()
	for mode in panel.mode_ids():  # a pack of each mode: its piece, other tools, in the middle
		var packs = PackFiles.pack_numbers(panel.levels_dirs[mode]).values()
		packs.sort()
		assert_eq(panel.open_pack(packs[0]), "")
		sizes[packs[0]] = _minimum_size()
	for shown in sizes:
		assert_eq(sizes[shown], sizes["nothing open"], "%s: %s" % [shown, str(sizes)])


# The width the screen asks of the editor: the docks beside it move when it changes. (Its
# height, which the side column's fields set, is the editor window's to give.)
func _minimum_size() -> float:
	return panel.get_combined_minimum_size().x


func test_the_playtest_window_fits_the_screen():
	var game = Vector2(
		ProjectSettings.get_setting("display/window/size/width"),
		ProjectSettings.get_setting("display/window/size/height")
	)
	for screen in [Vector2(1600, 1000), Vector2(1280, 800), Vector2(2560, 1600)]:
		var args = panel.playtest_window_args(screen)
		assert_eq(args[0], "--resolution")
		var size = Vector2(int(args[1].split("x")[0]), int(args[1].split("x")[1]))
		assert_true(size.y <= screen.y * 0.85 and size.y <= game.y, "%s on %s" % [args[1], screen])
		assert_true(abs(size.x / size.y - game.x / game.y) < 0.01, "the game's aspect: " + args[1])
	assert_eq(panel.playtest_window_args(Vector2(2560, 1600))[1], "%dx%d" % [game.x, game.y])
