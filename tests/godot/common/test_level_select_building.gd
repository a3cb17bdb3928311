extends "res://tests/godot/test_case.gd"
# The level list is built over frames (issue 33 item 2): opening it builds the tiles the player
# sees first (from the pack of the first uncleared level on), the rest come a slice a frame, and
# the list ends with every level's tile, each pack's in play order. On a catalog written here:
# PACKS packs of LEVELS levels (more than a screenful), the first uncleared level in pack 5.

const LevelSelectScene = preload("res://scenes/common/level_select.tscn")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const FixtureCatalog = preload("res://tests/godot/common/fixture_catalog.gd")
const Progress = preload("res://scripts/common/linear_progress.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const PACKS = 12
const LEVELS = 20
const CURRENT_PACK = 5
const SETTLE_FRAMES = 2 * PACKS * LEVELS

var catalog
var progress
var select


func before_each():
	var packs = []
	for p in range(1, PACKS + 1):
		var levels = []
		for i in range(1, LEVELS + 1):
			levels.append("%d-%d" % [p, i])
		packs.append(levels)
	var path = write_file(scratch_path("levels.baked.json"), FixtureCatalog.text(packs))
	catalog = PackCatalog.new(path, FixtureCatalog.MODE)
	assert_eq(catalog.error, "", "the written catalog loads")
	var store = SaveStoreScript.new()
	add_child(store)
	store.open(scratch_path("save.json"))
	progress = Progress.new()
	progress.load(store, catalog)
	for id in catalog.level_ids().slice(0, (CURRENT_PACK - 1) * LEVELS + 2):
		progress.mark_cleared(id)
	select = LevelSelectScene.instance()
	add_child(select)
	select.build_slice_usec = 0  # one tile a frame after the first: counts that do not hang on speed


func test_opening_builds_the_first_screenful_and_the_rest_over_frames():
	var total = PACKS * LEVELS
	select.show_levels(catalog, progress)
	var first = _built_ids()
	assert_true(
		first.size() > 0 and first.size() < total, "%d of %d at once" % [first.size(), total]
	)
	assert_true("%d-3" % CURRENT_PACK in first, "the first uncleared level is among them")
	assert_true("%d-1" % CURRENT_PACK in first, "and its pack from its first level")
	assert_false("1-1" in first, "the packs above it come later")
	assert_true(select.is_building())
	var summary = named(select, "Summary").text
	assert_true(str(total) in summary, "the summary counts every level already: " + summary)
	yield(get_tree(), "idle_frame")
	assert_eq(_built_ids().size(), first.size(), "the frame that shows them lays out, builds none")
	yield(get_tree(), "idle_frame")
	var after_one = _built_ids().size()
	assert_true(after_one > first.size(), "a frame builds more (%d)" % after_one)
	assert_true("%d-1" % (CURRENT_PACK - 1) in _built_ids(), "the pack above comes next")
	assert_true(after_one < total, "but not all (%d of %d)" % [after_one, total])
	var frames = 0
	while select.is_building() and frames < SETTLE_FRAMES:
		yield(get_tree(), "idle_frame")
		frames += 1
	assert_false(select.is_building(), "done within %d frames" % SETTLE_FRAMES)
	_assert_complete_and_in_order()


func test_asking_for_a_tile_not_built_yet_builds_the_list_up_to_it():
	select.show_levels(catalog, progress)
	assert_false("2-7" in _built_ids())
	var tile = select.tile_of("2-7")
	assert_true(tile != null and tile.level_id == "2-7", "built on asking")
	assert_true("2-6" in _built_ids(), "with the tiles before it in its pack")
	assert_eq(select.tile_of("99-1"), null, "an unknown level has none")
	select.tile_of("1-%d" % LEVELS)  # the last one built: the packs above come nearest first
	assert_false(select.is_building())
	_assert_complete_and_in_order()


func test_showing_again_while_building_starts_over():
	select.show_levels(catalog, progress)
	yield(get_tree(), "idle_frame")
	progress.mark_cleared("%d-3" % CURRENT_PACK)
	select.show_levels(catalog, progress)
	yield(get_tree(), "idle_frame")
	assert_true(select.tile_of("%d-4" % CURRENT_PACK).state == "open", "the new progress shown")
	while select.is_building():
		yield(get_tree(), "idle_frame")
	_assert_complete_and_in_order()


# built comes once, when the last tile is (a game screen renders ahead from then on).
func test_built_comes_once_the_last_tile_is():
	var seen = []
	select.connect("built", self, "_on_built", [seen])
	select.show_levels(catalog, progress)
	yield(get_tree(), "idle_frame")
	assert_eq(seen, [], "not in the frame that shows the list")
	var frames = 0
	while seen.empty() and frames < SETTLE_FRAMES:
		assert_true(select.is_building(), "not while tiles are to come")
		yield(get_tree(), "idle_frame")
		frames += 1
	assert_eq(seen, [true])
	assert_false(select.is_building())
	yield(_frames(3), "completed")
	assert_eq(seen, [true], "once")


func _on_built(seen):
	seen.append(true)


# The list opens with the first uncleared level a third of the way down the view, also when it
# was built hidden and shown later (the shell mounts a mode hidden first: nothing is laid out).
func test_the_list_opens_on_the_first_uncleared_level_once_shown():
	select.show_levels(catalog, progress)
	yield(_frames(3), "completed")
	var scroll = named(select, "Scroll")
	var expected = _scroll_to("%d-3" % CURRENT_PACK)
	assert_true(expected > 0, "the level lies below the first view")
	assert_eq(scroll.scroll_vertical, expected, "shown at once")
	select.visible = false
	scroll.scroll_vertical = 0
	select.show_levels(catalog, progress)
	yield(_frames(3), "completed")
	assert_eq(scroll.scroll_vertical, 0, "nothing scrolls while hidden")
	select.visible = true
	yield(_frames(2), "completed")
	assert_eq(scroll.scroll_vertical, _scroll_to("%d-3" % CURRENT_PACK), "shown later")


func _frames(count):
	for _i in range(count):
		yield(get_tree(), "idle_frame")


# Where the list scrolls to put a level's tile a third of the way down the view.
func _scroll_to(level_id):
	var scroll = named(select, "Scroll")
	var offset = (
		select.tile_of(level_id).rect_global_position.y
		- named(select, "Packs").rect_global_position.y
	)
	return int(max(0.0, offset - scroll.rect_size.y / 3.0))


# The level ids whose tiles are in the list now, in the list's order.
func _built_ids():
	var ids = []
	for grid in _grids():
		for tile in grid.get_children():
			if not tile.is_queued_for_deletion():
				ids.append(tile.level_id)
	return ids


func _grids():
	var grids = []
	for child in named(select, "Packs").get_children():
		if child is GridContainer and not child.is_queued_for_deletion():
			grids.append(child)
	return grids


func _assert_complete_and_in_order():
	assert_eq(_built_ids(), catalog.level_ids(), "every level's tile, in play order")
	var grids = _grids()
	assert_eq(grids.size(), PACKS, "a grid a pack")
	for p in range(grids.size()):
		assert_eq(grids[p].get_child_count(), LEVELS, "pack %d has its tiles" % (p + 1))
