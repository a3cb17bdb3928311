extends "res://tests/godot/modes/hex_walls/hw_scene_test_case.gd"
# A Hex Walls level left half-played (the scene freed, as when the OS ends the app) comes back
# from a reopened save with its path, its turning walls where they stood and its undo; a clear
# drops the attempt and the level starts fresh.


func test_a_level_left_mid_way_is_resumed_and_a_clear_starts_it_fresh():
	set_reduced_motion(true)
	yield(open_mode(store), "completed")
	var id = first_level_where("has_turning_walls")
	yield(play(id), "completed")
	var path = game.level["hintPath"]
	assert_true(path.size() > 5, "a path long enough to leave half-drawn")
	touch.draw(path.slice(0, 3))
	var state = session().state()
	assert_true(state["path"].size() == 4 and not state["turning"].empty())
	_free_mode()
	assert_eq(store.get_bucket(BUCKET)["attempt"]["levelId"], id, "written as the scene left")
	yield(open_mode(scratch_store()), "completed")
	yield(play(id), "completed")
	assert_eq(session().state(), state, "the path and the turning walls as they were")
	assert_false(game.button("undo").disabled, "undo is there")
	assert_eq(game.frame().counter(), "⬡ × %d" % session().remaining, "the counter is drawn")
	press_button("undo")
	assert_eq(session().path, path.slice(0, 2), "undo takes back the last hex")
	touch.draw(path)
	assert_eq(session().phase, "cleared")
	yield(celebration(), "completed")
	assert_false(mode.save_store.get_bucket(BUCKET).has("attempt"), "the clear dropped it")
	_free_mode()
	yield(open_mode(scratch_store()), "completed")
	yield(play(id), "completed")
	assert_eq(session().path, [], "a cleared level starts fresh")
	assert_true(game.button("undo").disabled)


# The scene goes away without a step back (as when the OS ends the app).
func _free_mode():
	remove_child(mode)
	mode.free()
	mode = null
