extends "res://tests/godot/test_case.gd"
# The common game frame: top bar texts, the board slot, the mode's bottom-row buttons, the menu,
# the settings from the menu, the banner's room and placeholder.

const Ads = preload("res://scripts/common/ads.gd")
const GameFrameScene = preload("res://scenes/common/game_frame.tscn")

var frame
var _pressed = []
var _requests = []


func before_each():
	frame = GameFrameScene.instance()
	add_child(frame)
	frame.connect("button_pressed", self, "_on_button_pressed")
	frame.connect("level_list_requested", self, "_on_request", ["level_list"])
	frame.connect("modes_requested", self, "_on_request", ["modes"])
	frame.set_buttons([{"id": "undo", "text": "undo"}, {"id": "show_way", "text": "show_way"}])


func test_the_buttons_are_the_mode_s():
	assert_eq(frame.button("undo").text, "undo")
	assert_eq(frame.button("undo").name, "Undo")
	assert_eq(frame.button("show_way").name, "ShowWay")
	assert_eq(frame.button("nope"), null)
	frame.button("show_way").emit_signal("pressed")
	frame.button("undo").emit_signal("pressed")
	assert_eq(_pressed, ["show_way", "undo"])
	frame.set_button_disabled("undo", true)
	assert_true(frame.button("undo").disabled)
	frame.set_buttons([{"id": "restart", "text": "restart"}])
	yield(get_tree(), "idle_frame")
	assert_eq(frame.button("undo"), null, "set_buttons replaces the row")


func test_buttons_are_big_enough_for_a_thumb():
	frame.set_buttons(
		[
			{"id": "undo", "text": "undo"},
			{"id": "restart", "text": "restart"},
			{"id": "add_number", "text": "add_number"},
			{"id": "show_way", "text": "show_way"},
		]
	)
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")
	for id in ["undo", "restart", "add_number", "show_way"]:
		var size = frame.button(id).rect_size
		assert_true(size.x >= 96 and size.y >= 88, "%s is %s" % [id, size])
	var menu_button = frame.find_node("MenuButton", true, false)
	assert_true(menu_button.rect_size.x >= 88 and menu_button.rect_size.y >= 88)


func test_the_board_goes_into_the_slot():
	var board = ColorRect.new()
	frame.set_board(board)
	yield(get_tree(), "idle_frame")
	assert_true(frame.is_a_parent_of(board))
	assert_true(board.rect_size.y > 400, "the board takes the room between the bars")


func test_top_bar_texts():
	frame.set_level_label("2-3")
	frame.set_counter("□ × 7")
	assert_eq(frame.counter(), "□ × 7")
	var counter = frame.find_node("Counter", true, false)
	assert_false(counter is BaseButton, "the counter is text, not a button")
	assert_false(counter.has_stylebox_override("normal"), "with no pill behind it")


func test_the_menu_opens_asks_and_closes_on_back():
	assert_false(frame.go_back(), "nothing to close")
	frame.find_node("MenuButton", true, false).emit_signal("pressed")
	assert_true(frame.is_menu_open())
	frame.find_node("LevelList", true, false).emit_signal("pressed")
	frame.find_node("Modes", true, false).emit_signal("pressed")
	assert_eq(_requests, ["level_list", "modes"])
	assert_true(frame.go_back())
	assert_false(frame.is_menu_open())


func test_settings_open_from_the_menu_over_the_level_and_back_closes_them():
	frame.connect("settings_opened", self, "_on_request", ["settings_opened"])
	frame.connect("settings_closed", self, "_on_request", ["settings_closed"])
	frame.open_menu()
	var menu = named(frame, "MenuSheet")
	var panel = named(frame, "SettingsPanel")
	assert_false(panel.visible, "closed at first")
	yield(get_tree(), "idle_frame")
	click(named(menu, "Settings"))
	assert_true(panel.visible, "the menu's Settings opens the sheet")
	assert_false(frame.is_menu_open(), "in place of the menu")
	yield(get_tree(), "idle_frame")
	click(named(named(panel, "HighContrast"), "Switch"))
	assert_true(get_node("/root/Settings").high_contrast, "its switches work in the game")
	get_node("/root/Settings").set_flag("high_contrast", false)
	assert_true(frame.go_back(), "back closes the sheet")
	assert_false(panel.visible)
	assert_false(frame.go_back(), "then there is nothing left to close")
	assert_eq(_requests, ["settings_opened", "settings_closed"])


# Issue 29 item 3: `make play` (a debug build) showed new players the "Ad space" placeholder.
# The frame keeps a banner's room only while the ads provider shows one, in every build; the
# placeholder marks the place only for a developer who starts the game with --ad-placeholder.
func test_the_ad_placeholder_shows_only_when_a_developer_asks_for_it():
	assert_true(OS.is_debug_build(), "these tests run a debug build, as `make play` does")
	assert_false(frame.ad_placeholder, "started without --ad-placeholder: none")
	assert_false(named(frame, "Banner").visible, "no banner room")
	assert_eq(_placeholders(frame), [], "and no placeholder")
	var asked = _frame_with_placeholder(true)
	assert_true(named(asked, "Banner").visible)
	assert_eq(_placeholders(asked), ["ad_placeholder"], "the placeholder when asked for")
	Ads.use(BannerAds.new())
	var with_banner = _frame_with_placeholder(false)
	Ads.use(null)
	assert_true(named(with_banner, "Banner").visible, "room kept for a banner shown")
	assert_eq(named(with_banner, "Banner").rect_min_size.y, BannerAds.HEIGHT)
	assert_eq(_placeholders(with_banner), [], "still no placeholder")


class BannerAds:
	extends "res://scripts/common/ads.gd"
	const HEIGHT = 120

	func banner_height():
		return HEIGHT


func _frame_with_placeholder(placeholder):
	var made = GameFrameScene.instance()
	made.ad_placeholder = placeholder
	add_child(made)
	return made


# The texts of the visible labels under `root` that show the ad placeholder.
func _placeholders(root):
	var found = []
	for each in root.get_children():
		if each is Label and each.is_visible_in_tree() and each.text == "ad_placeholder":
			found.append(each.text)
		found += _placeholders(each)
	return found


func _on_button_pressed(id):
	_pressed.append(id)


func _on_request(what):
	_requests.append(what)
