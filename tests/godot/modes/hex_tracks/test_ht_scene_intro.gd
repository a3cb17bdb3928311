extends "res://tests/godot/modes/hex_tracks/ht_scene_test_case.gd"
# What a new player is told (issue 18 §1): the first-time overlay over level 1-1, once; the
# lesson captions of the first seven levels, in Chinese and English; a rotated start says that
# nothing can leave before a turn.


func before_each():
	.before_each()
	keep_intro = true


func test_the_first_time_overlay_covers_1_1_once():
	yield(open_mode(), "completed")
	var first = level_ids()[0]
	yield(play(first), "completed")
	assert_true(game.is_intro_open(), "a new player's 1-1 opens under the overlay")
	var tile_id = mode.catalog.level(first)["solution"][0]["tile"]
	tap_tile(tile_id)
	yield(frames(1), "completed")
	assert_true(game.session.is_on_board(tile_id), "the board under it takes no tap")
	var picture = named(named(game, "FirstTime"), "Picture")
	assert_eq(picture.preview.get("outcome"), "exit", "its picture shows a route to the edge")
	click(named(game, "GotIt"))
	yield(frames(1), "completed")
	assert_false(game.is_intro_open(), "Got it closes it")
	assert_true(store.get_bucket(BUCKET).get("seen", []).has("intro"), "remembered in the save")
	tap_tile(tile_id)
	yield(frames(1), "completed")
	assert_false(game.session.is_on_board(tile_id), "then the board plays")
	yield(play(first), "completed")
	assert_false(game.is_intro_open(), "not shown again")
	yield(open_mode(scratch_store()), "completed")
	yield(play(first), "completed")
	assert_false(game.is_intro_open(), "nor after a restart")


func test_back_closes_the_overlay_first():
	yield(open_mode(), "completed")
	yield(play(level_ids()[0]), "completed")
	assert_true(mode.go_back(), "back is taken")
	assert_false(game.is_intro_open(), "by the overlay")
	assert_true(mode.is_playing(), "the level stays")


func test_the_first_seven_levels_show_their_lesson_in_both_languages():
	yield(open_mode(), "completed")
	mode.progress.mark_seen("intro")
	var shown = 0
	for id in level_ids():
		var level = mode.catalog.level(id)
		yield(play(id), "completed")
		var lesson = named(game, "Lesson")
		if int(level["lesson"]) == 0:
			assert_false(lesson.visible, "%s has no lesson line" % id)
			continue
		shown += 1
		for language in ["zh", "en"]:
			settings.set_language(language)
			yield(frames(1), "completed")
			var caption = level["caption"][language]
			assert_true(lesson.visible, "%s shows its lesson" % id)
			assert_true(
				lesson.shown.ends_with(caption), "%s (%s): %s" % [id, language, lesson.shown]
			)
			for line in lesson.text.split("\n"):
				var width = lesson.get_font("font").get_string_size(line).x
				assert_true(width <= lesson.rect_size.x, "%s: every line fits (%s)" % [id, line])
		settings.set_language("zh")
	assert_eq(shown, 7, "the seven lessons")


func test_a_rotated_start_says_nothing_can_leave_yet():
	yield(open_mode(), "completed")
	var found = ""
	for id in level_ids():
		var level = mode.catalog.level(id)
		if int(level["startRotation"]) != 0 and level["solution"][0]["op"] == "rotate":
			found = id
			break
	assert_true(found != "", "the campaign has a rotated start")
	yield(play(found), "completed")
	assert_eq(game.message(), tr("ht_rotated_start"))
	for tile_id in game.session.remaining_ids():
		assert_true(
			game.session.trace_of(tile_id)["outcome"] != "exit", "%s cannot leave" % tile_id
		)
	click(game.button("rotate_right"))
	yield(frames(1), "completed")
	assert_eq(game.message(), "", "a turn clears the note")
	var plain = level_ids()[1]
	yield(play(plain), "completed")
	assert_eq(game.message(), "", "%s starts as written, no note" % plain)
