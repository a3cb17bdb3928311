extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# Issue 29 §10 in the workshop, through real clicks: a new board (⬡19/⬡37/⬡61) or Edit on the
# import page replaces a board holding work not exported only after asking (Keep editing /
# Replace; back keeps it); a play-tested level's title fits the top bar in both languages; the
# import box draws every character of its rows (none hidden past its right edge).

const LevelRules = preload("res://scripts/hex_tracks/level_rules.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const WORKSHOP = preload("res://scenes/hex_tracks/workshop.tscn")


func test_a_new_board_over_work_not_exported_asks_first():
	yield(_open_workshop(), "completed")
	var sheet = named(workshop, "ReplaceSheet")
	_place_tile(0, 0)
	click(named(workshop, "Radius2"))
	yield(frames(1), "completed")
	assert_true(sheet.visible, "a board with a tile asks before it is replaced")
	for answer in ["Keep", "Replace"]:
		var size = named(sheet, answer).rect_size
		assert_true(size.x >= 96 and size.y >= 96, "%s is %s: a thumb's 48 dp" % [answer, size])
	click(named(sheet, "Keep"))
	yield(frames(1), "completed")
	assert_false(sheet.visible, "Keep editing closes the question")
	assert_eq(_board_size(), [37, 1], "and keeps the board")
	click(named(workshop, "Radius2"))
	yield(frames(1), "completed")
	click(named(sheet, "Replace"))
	yield(frames(1), "completed")
	assert_false(sheet.visible)
	assert_eq(_board_size(), [19, 0], "Replace gives the new board")
	click(named(workshop, "Radius4"))
	yield(frames(1), "completed")
	assert_false(sheet.visible, "a blank board goes without a question")
	assert_eq(_board_size(), [61, 0])
	_place_tile(0, 0)
	workshop.export_dir = scratch_path("exported")
	workshop.export_level()
	click(named(workshop, "Radius3"))
	yield(frames(1), "completed")
	assert_false(sheet.visible, "a board as it was exported goes without a question")
	assert_eq(_board_size(), [37, 0])
	_place_tile(1, 0)
	click(named(workshop, "Radius2"))
	yield(frames(1), "completed")
	assert_true(mode.go_back(), "back answers the question")
	assert_false(sheet.visible, "with Keep editing")
	assert_eq(_board_size(), [37, 1])
	assert_true(mode.is_in_workshop(), "in the workshop still")


func test_edit_on_the_import_page_asks_before_replacing_work():
	yield(_open_workshop(), "completed")
	_place_tile(0, 0)
	var level = mode.catalog.level(level_ids()[3])
	workshop.open_file(
		write_file(scratch_path("in.json"), JSON.print(LevelRules.level_file(level)))
	)
	yield(frames(1), "completed")
	click(named(workshop, "EditImported"))
	yield(frames(1), "completed")
	var sheet = named(workshop, "ReplaceSheet")
	assert_true(sheet.visible, "asks")
	assert_eq(_board_size(), [37, 1], "the board stays meanwhile")
	click(named(sheet, "Replace"))
	yield(frames(1), "completed")
	assert_eq(workshop.editor_level()["cells"], level["cells"], "the imported level replaced it")
	assert_true(named(workshop, "EditorBoard").is_visible_in_tree(), "in the editor")


func test_a_workshop_level_s_title_fits_the_top_bar():
	yield(_open_workshop(), "completed")
	_place_tile(0, 0)
	for language in ["zh", "en"]:
		settings.set_language(language)
		mode.show_workshop()
		yield(frames(1), "completed")
		click(named(workshop, "PlayTest"))
		yield(frames(2), "completed")
		assert_true(mode.is_playing(), "the play-test runs")
		var title = named(game.frame(), "Level")
		var width = title.get_font("font").get_string_size(title.text).x
		assert_true(
			width <= title.rect_size.x,
			"%s: '%s' is %d px in %d" % [language, title.text, width, title.rect_size.x]
		)
	settings.set_language("zh")


# A long text pasted into the import box of the workshop run alone (a level on one line, then as
# an exported file: hundreds of lines, so the line numbers Godot 3.2's box drew widened after it
# had wrapped the text, and its scroll bar came over the rows' ends): a click on the far right
# of the first row lands on that row's last character, and one on the far left of its second
# row on the next character, so nothing of the first row lies hidden past the box's right edge
# or under its scroll bar.
func test_the_import_box_draws_every_character_of_a_row():
	var alone = WORKSHOP.instance()
	add_child(alone)
	yield(frames(3), "completed")
	click(named(alone, "ImportTab"))
	yield(frames(3), "completed")
	var source = named(alone, "Source")
	var level = LevelRules.level_file(ModeRegistry.load_catalog("hex-tracks").level("1-4"))
	var one_line = JSON.print(level).replace(",", ", ").replace(":", ": ")  # as Python writes it
	source.text = one_line + "\n" + JSON.print(level, "  ")
	yield(frames(3), "completed")
	assert_true(source.get_line_count() > 100, "%d lines" % source.get_line_count())
	var style = source.get_stylebox("normal")
	var row = source.get_font("font").get_height() + source.get_constant("line_spacing")
	var top = source.get_global_rect().position + Vector2(0, style.get_margin(MARGIN_TOP))
	# The far right of what shows: the text's edge, or the scroll bar's when that comes first.
	var right = source.rect_size.x - style.get_margin(MARGIN_RIGHT)
	for child in source.get_children():
		if child is VScrollBar and child.visible:
			right = min(right, child.rect_position.x)
	click_window_point(top + Vector2(right - 2.0, row * 0.5))
	var last = source.cursor_get_column()
	click_window_point(top + Vector2(style.get_margin(MARGIN_LEFT) + 2.0, row * 1.5))
	var next = source.cursor_get_column()
	assert_eq(source.cursor_get_line(), 0, "on the long first line")
	assert_true(next > 0, "wrapped into rows")
	assert_eq(next, last + 1, "the second row starts right after the last character drawn")


func _open_workshop():
	yield(open_mode(), "completed")
	mode.show_workshop()
	yield(frames(2), "completed")


# A tile placed on cell (q, r) with a click of the Tile tool and one on the cell.
func _place_tile(q, r):
	click(named(workshop, "Tool_tile"))
	var editor_board = workshop.editor_board()
	click_at(editor_board, editor_board.centre_of_cell(q, r))


# [cells, tiles] of the board in the editor.
func _board_size():
	var level = workshop.editor_level()
	return [level["cells"].size(), level["tiles"].size()]
