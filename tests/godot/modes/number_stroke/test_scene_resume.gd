extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# A level left half-played comes back as it was (the path, undo, the numbers added, the help
# left, the time so far), from a reopened save; the attempt is written when the
# screen is left or the app loses focus, not on every move; a clear drops it; the daily puzzle
# has a slot of its own.

const TODAY = "2026-12-01"  # a date of the shipped daily calendar


func _before_mode_enters():
	mode.today = TODAY


func test_a_level_left_mid_way_is_resumed_from_the_save():
	yield(open_mode(store), "completed")
	var id = _open_long_level()
	yield(play(id), "completed")
	var path = game.level["hintPath"]
	touch.draw(path.slice(0, 2))
	touch.draw([path[2], path[1]])  # a cut, undoable
	press_button("add_number")
	var state = session().state()
	var badge = game.frame().button_badge("add_number")
	var stats = game.play_stats()
	assert_eq(session().path, [path[0], path[1]])
	assert_false(store.get_bucket(BUCKET).has("attempt"), "not written on every move")
	mode.go_back()
	assert_true(select.visible, "back to the list")
	assert_eq(store.get_bucket(BUCKET)["attempt"]["levelId"], id, "written on leaving")
	yield(open_mode(scratch_store()), "completed")
	yield(play(id), "completed")
	assert_eq(session().state(), state, "the path and the added number as they were")
	assert_false(game.button("undo").disabled, "undo is there")
	assert_eq(game.frame().button_badge("add_number"), badge, "the numbers left")
	assert_eq(badge, str(game.level["hintLimit"] - 1))
	assert_eq(game.play_stats()["hints"], stats["hints"], "the help used")
	assert_true(game.play_stats()["timeMs"] >= stats["timeMs"], "the time goes on from there")
	press_button("undo")
	assert_eq(session().path, [path[0], path[1], path[2]], "undo takes back the cut")


func test_focus_loss_writes_the_attempt_and_a_clear_drops_it():
	yield(open_mode(store), "completed")
	var id = _open_long_level()
	yield(play(id), "completed")
	var path = game.level["hintPath"]
	touch.draw(path.slice(0, 1))
	assert_false(store.get_bucket(BUCKET).has("attempt"))
	get_tree().root.propagate_notification(MainLoop.NOTIFICATION_WM_FOCUS_OUT)
	var moves = store.get_bucket(BUCKET)["attempt"]["moves"]
	assert_eq(moves[0], {"op": "press", "cell": path[0]}, "the moves so far")
	touch.draw(path)
	assert_eq(session().phase, "cleared")
	assert_false(store.get_bucket(BUCKET).has("attempt"), "a clear drops it")
	assert_true(store.get_bucket(BUCKET)["clearedId"].has(id), "the progress is saved")
	yield(celebration(), "completed")
	mode.show_level_select()
	yield(play(id), "completed")
	assert_eq(session().path, [], "a cleared level starts fresh")
	assert_true(game.button("undo").disabled)


func test_another_level_or_the_daily_does_not_take_the_level_s_slot():
	yield(open_mode(store), "completed")
	var id = _open_long_level()
	yield(play(id), "completed")
	touch.draw(game.level["hintPath"].slice(0, 1))
	mode.go_back()
	yield(play(level_ids()[0]), "completed")
	mode.go_back()
	yield(play_daily(), "completed")
	assert_true(game.is_daily())
	var daily_path = game.level["hintPath"].slice(0, 2)
	touch.draw(daily_path)
	mode.go_back()
	assert_eq(store.get_bucket(BUCKET)["attempt"]["levelId"], id, "still the level's")
	yield(play(id), "completed")
	assert_eq(session().path.size(), 2, "and resumed")
	mode.go_back()
	yield(open_mode(scratch_store()), "completed")
	yield(play_daily(), "completed")
	assert_eq(session().path, daily_path, "the daily puzzle resumed from its own slot")


# The first level with a path long enough to leave half-drawn and numbers to add (its hintLimit
# at least 2), opened by clearing the ones before it.
func _open_long_level():
	for id in level_ids():
		if mode.catalog.level(id)["hintLimit"] >= 2:
			return id
		mode.progress.mark_cleared(id)
	fail("no level of 10 open steps")
	return ""
