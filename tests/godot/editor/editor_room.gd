extends Reference
# The room the Godot editor gives the Levels screen, for the editor's headless tests: the size
# of its main screen with the Scene, FileSystem and Inspector docks open, and a theme of the
# editor's measure (Godot's default theme with a 14-px font). The test runner's window is the
# game's (720 × 1280) and its theme the game's (36-px text): the screen would be laid out as it
# never is in the editor.

const FONT = "res://scenes/common/fonts/DejaVuSans.ttf"
const FALLBACK_FONT = "res://scenes/common/fonts/DroidSansFallbackFull.ttf"
# The Levels screen's room in the editor with its docks open, measured under Xvfb (the docks
# keep their widths as the window shrinks), a little less.
const ROOMS = {
	"2560 × 1440": Vector2(2030, 1300),
	"1920 × 1200": Vector2(1390, 1060),
	"1600 × 900": Vector2(1060, 760),
	"1280 × 800": Vector2(740, 660),
}


# Gives the screen (before it enters the tree) the editor's theme and its room on a 2560 × 1440
# monitor (the boards' room the tests of their edits were written for); `room`: another one.
static func fit(panel: Control, room := "2560 × 1440") -> void:
	panel.theme = editor_sized_theme()
	panel.set_anchors_and_margins_preset(Control.PRESET_TOP_LEFT)
	panel.rect_size = ROOMS[room]


static func editor_sized_theme() -> Theme:
	var theme = Theme.new()
	theme.copy_default_theme()
	var font = DynamicFont.new()
	font.font_data = load(FONT)
	font.add_fallback(load(FALLBACK_FONT))
	font.size = 14
	theme.default_font = font
	for type in theme.get_type_list(""):  # the default theme's fonts are the project's
		for name in theme.get_font_list(type):
			theme.set_font(name, type, font)
	return theme


# Lays the screen out now, as the next frame would: a test clicks right after opening a file,
# whose piece has not been laid out yet. Parents first; a second pass settles the flow bars,
# whose height follows the width they were given.
static func lay_out(node: Node) -> void:
	for _pass in range(2):
		_sort(node)


static func _sort(node: Node) -> void:
	if node is Container and node.is_visible_in_tree():
		node.notification(Container.NOTIFICATION_SORT_CHILDREN)
	for child in node.get_children():
		_sort(child)
