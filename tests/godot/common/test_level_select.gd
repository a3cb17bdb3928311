extends "res://tests/godot/test_case.gd"
# The common level select on a fixture catalog of no mode (packs 1: 1-1 1-2, 2: 2-1, 3: 3-1,
# fixture_catalog.gd) and a scratch save: tile states with their badges, per-pack counters, the
# locked-tile shake and toast.

const LevelSelectScene = preload("res://scenes/common/level_select.tscn")
const LevelTile = preload("res://scripts/common/level_tile.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const Progress = preload("res://scripts/common/linear_progress.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const FixtureCatalog = preload("res://tests/godot/common/fixture_catalog.gd")

var store
var catalog
var progress
var select
var _chosen = []
var _locked = []
var _settings = null


func before_each():
	_settings = get_node("/root/Settings")
	store = SaveStoreScript.new()
	add_child(store)
	store.open(scratch_path("save.json"))
	_settings.load_from(store)
	var path = write_file(scratch_path("levels.baked.json"), FixtureCatalog.text())
	catalog = PackCatalog.new(path, FixtureCatalog.MODE)
	progress = Progress.new()
	progress.load(store, catalog)
	progress.mark_cleared("1-1")
	select = LevelSelectScene.instance()
	add_child(select)
	select.connect("level_chosen", self, "_on_chosen")
	select.connect("locked_level_tapped", self, "_on_locked")
	select.show_levels(catalog, progress)
	yield(get_tree(), "idle_frame")


func after_each():
	_settings.load_from(get_node("/root/SaveStore"))


# The list's scroll bar is light (the theme's): a pale track and a soft grey grabber, not the
# engine's dark default.
func test_the_scroll_bar_is_light():
	var bar = named(select, "Scroll").get_v_scrollbar()
	for style in ["scroll", "grabber"]:
		var box = bar.get_stylebox(style)
		assert_true(box is StyleBoxFlat, "%s is the theme's" % style)
		if box is StyleBoxFlat:
			var colour = box.bg_color
			var light = 0.2126 * colour.r + 0.7152 * colour.g + 0.0722 * colour.b
			assert_true(light > 0.6, "%s is light (%s)" % [style, colour])
	assert_true(bar.get_minimum_size().x <= 16, "and slim")


func test_tiles_show_cleared_open_and_locked():
	assert_eq(select.tile_of("1-1").state, LevelTile.CLEARED, "a check mark on a cleared level")
	assert_eq(select.tile_of("1-2").state, LevelTile.OPEN)
	assert_eq(select.tile_of("2-1").state, LevelTile.LOCKED, "a padlock on a locked level")
	assert_eq(select.tile_of("3-1").state, LevelTile.LOCKED)
	assert_false(select.tile_of("2-1").disabled, "locked tiles still answer a tap")
	assert_eq(select.tile_of("9-9"), null)
	assert_eq(select.tile_of("1-2").text, "2", "the tile shows the level's index in its pack")


func test_each_pack_counts_its_cleared_levels():
	assert_eq(select.pack_counter(1), "1/2")
	assert_eq(select.pack_counter(2), "0/1")
	assert_eq(select.pack_counter(99), "")
	progress.mark_cleared("1-2")
	select.refresh()
	assert_eq(select.pack_counter(1), "2/2")
	assert_eq(select.tile_of("2-1").state, LevelTile.OPEN, "refresh re-reads the progress")


func test_each_pack_has_the_mode_s_heading_with_its_number_and_title():
	var locale = TranslationServer.get_locale()
	TranslationServer.set_locale("en")
	var title = PackCatalog.text_in(catalog.packs()[1].get("title", {}), "en")
	select.set_pack_heading("pack_heading")  # the default, redrawn in English
	assert_eq(select.pack_heading(2), "Pack 2 · %s" % title)
	select.set_pack_heading("chapter_heading")
	assert_eq(select.pack_heading(2), "Chapter 2 · %s" % title)
	select.set_pack_heading("city_levels_heading")
	assert_eq(select.pack_heading(2), "Levels")
	TranslationServer.set_locale("zh")
	select.set_pack_heading("chapter_heading")
	assert_eq(
		select.pack_heading(2),
		"第 2 章 · %s" % PackCatalog.text_in(catalog.packs()[1].get("title", {}), "zh")
	)
	assert_eq(select.pack_heading(99), "")
	TranslationServer.set_locale(locale)


func test_an_open_tile_chooses_its_level():
	select.tile_of("1-2").emit_signal("pressed")
	select.tile_of("1-1").emit_signal("pressed")
	assert_eq(_chosen, ["1-2", "1-1"], "cleared levels can be played again")
	assert_eq(select.toast(), "")


func test_a_locked_tile_shakes_and_shows_a_toast():
	var tile = select.tile_of("2-1")
	var rest = tile.rect_position
	tile.emit_signal("pressed")
	assert_eq(_chosen, [], "a locked level does not open")
	assert_eq(_locked, ["2-1"])
	assert_eq(select.toast(), tr("level_locked"))
	var tween = select.get_node("Tween")
	var moved = false
	while tween.is_active() and not moved:
		yield(tween, "tween_step")
		moved = tile.rect_position != rest
	assert_true(moved, "the tile shakes")
	tile.emit_signal("pressed")
	yield(tween, "tween_all_completed")
	assert_eq(tile.rect_position, rest, "and settles where it was, even when tapped again")
	assert_eq(select.toast(), "", "the toast goes away")


func test_with_reduced_motion_a_locked_tile_does_not_move():
	_settings.set_flag("reduced_motion", true)
	var tile = select.tile_of("2-1")
	var rest = tile.rect_position
	tile.emit_signal("pressed")
	yield(get_tree(), "idle_frame")
	assert_eq(tile.rect_position, rest)
	assert_eq(select.toast(), tr("level_locked"), "the toast still says why")


func test_an_unusable_catalog_shows_a_message():
	var broken = PackCatalog.new(scratch_path("none.json"), FixtureCatalog.MODE)
	select.show_levels(broken, Progress.new())
	assert_eq(select.message(), tr("catalog_error"))
	assert_eq(select.tile_of("1-1"), null)


func test_settings_open_as_a_sheet_and_back_closes_them():
	assert_false(select.go_back(), "nothing to close")
	select.open_settings()
	assert_true(select.is_settings_open())
	assert_true(select.go_back())
	assert_false(select.is_settings_open())


func test_a_header_of_the_mode_s_sits_above_the_packs():
	var header = Button.new()
	header.rect_min_size = Vector2(0, 120)
	select.set_header(header)
	yield(get_tree(), "idle_frame")
	assert_true(header.is_visible_in_tree())
	var header_bottom = header.get_global_rect().end.y
	assert_true(header_bottom <= select.tile_of("1-1").get_global_rect().position.y)
	var other = Button.new()
	select.set_header(other)
	assert_false(is_instance_valid(header) and header.is_inside_tree(), "replaced")


func test_a_notice_of_the_save_store_shows_once_as_a_toast():
	store.tell("save_restored")
	select.show_levels(catalog, progress)
	assert_eq(select.toast(), tr("save_restored"))
	assert_eq(store.take_notice(), "", "taken")


func test_high_contrast_darkens_the_muted_texts_and_locked_tiles():
	var locked_ink = select.tile_of("2-1").get_color("font_color")
	_settings.set_flag("high_contrast", true)
	assert_true(select.tile_of("2-1").get_color("font_color").a > locked_ink.a)
	assert_eq(select.find_node("Summary", true, false).get_color("font_color").a, 1.0)
	_settings.set_flag("high_contrast", false)
	assert_eq(select.tile_of("2-1").get_color("font_color"), locked_ink)


func _on_chosen(id):
	_chosen.append(id)


func _on_locked(id):
	_locked.append(id)
