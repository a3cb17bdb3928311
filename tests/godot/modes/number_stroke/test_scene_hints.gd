extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# Both hint buttons through the real game screen, exactly as session.gd returns them, and help's
# costs (docs/number-stroke-runtime.md §5, GDD §10): "add a number" is free up to the level's
# hintLimit; "show the way" takes one free hint a day, then one rewarded video each
# (scripts/common/ads.gd; the tests install RewardedAds where they need videos), and a way the
# board already shows costs nothing.

const Ads = preload("res://scripts/common/ads.gd")
const RewardedAds = preload("res://tests/godot/modes/number_stroke/rewarded_ads.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
# A level like issue 29 item 3's (8-20 before issue 30 regenerated pack 8, then 8-16 before
# the clue patterns of issue 30 regenerated it again): 1 and 4 marked, 2, 3, 5, 6 and 7 one way
# on from them, 8 the first step the board does not show, and the grader's first number is 19.
const LONG_LEVEL = "8-5"
const LONG_SHOWN = 7  # the steps its empty board shows, from 1 on


func before_each():
	.before_each()
	yield(open_mode(store), "completed")


func after_each():
	Ads.use(null)


func test_add_a_number_rings_the_new_clue_keeps_it_on_restart_and_when_resumed():
	var level_id = level_ids()[4]
	yield(play(level_id), "completed")
	press_button("add_number")
	assert_eq(session().added.size(), 1, "one number added")
	var node = session().added.keys()[0]
	assert_eq(cell(node).ring_color, Colors.AMBER, "amber ring on its cell")
	assert_eq(cell(node).text, str(session().added[node]), "shown as a clue")
	assert_eq(_message(), tr("hint_number"))
	touch.tap(game.level["hintPath"][0])
	assert_eq(cell(node).ring_color.a, 0.0, "the ring goes once play goes on")
	assert_eq(cell(node).text, str(session().added[node]), "the number stays as an ordinary clue")
	press_button("restart")
	assert_eq(session().added.size(), 1, "kept on restart")
	assert_eq(cell(node).text, str(session().added[node]))
	yield(play(level_ids()[0]), "completed")
	yield(play(level_id), "completed")
	assert_eq(session().added.size(), 1, "back with the attempt when the level is resumed")
	assert_eq(cell(node).text, str(session().added[node]))


# Issue 29 item 3: on 8-20 "add a number" gave 2, then 3, each one way on from the 1, and took
# the day's only free hint. Now it gives the grader's numbers, free, up to the level's limit.
func test_add_a_number_is_free_up_to_the_limit_and_gives_the_grader_s_number():
	var ads = RewardedAds.new()
	Ads.use(ads)
	yield(play(LONG_LEVEL), "completed")
	var limit = game.level["hintLimit"]
	assert_eq(game.frame().button_badge("add_number"), str(limit), "the numbers this level allows")
	press_button("add_number")
	assert_eq(_added_steps(), [19], "the number the grader ranks first, not 2")
	assert_eq(game.frame().button_badge("add_number"), str(limit - 1))
	for _i in range(limit - 1):
		press_button("add_number")
	assert_eq(session().added.size(), limit)
	for step in _added_steps():
		assert_true(step > LONG_SHOWN, "no step the board shows: %d" % step)
	assert_true(game.button("add_number").disabled, "the level's numbers are spent")
	assert_eq(game.frame().button_badge("add_number"), "0")
	assert_eq(ads.shown, 0, "no video for a number")
	assert_eq(game.hint_allowance.free_left(), 1, "nor today's free way")
	assert_eq(game.frame().button_badge("show_way"), "1")


# Issue 29 item 3: "show the way" on an empty board spent the day's hint on the start the 1
# already marks. It now leads past it, through the steps the board shows, to the first it does
# not; the next way comes with a video, which the button says before the tap.
func test_show_the_way_leads_past_the_marked_start_then_says_the_next_needs_a_video():
	var ads = RewardedAds.new()
	Ads.use(ads)
	yield(play(LONG_LEVEL), "completed")
	var solution = game.level["hintPath"]
	press_button("show_way")
	for step in range(1, LONG_SHOWN + 2):
		assert_eq(cell(solution[step - 1]).ring_color, Colors.AMBER, "step %d ringed" % step)
	assert_eq(cell(solution[LONG_SHOWN + 1]).ring_color.a, 0.0, "and no further")
	assert_eq(_message(), tr("hint_follow"))
	assert_eq(ads.shown, 0, "the day's free hint")
	assert_eq(game.frame().button_badge("show_way"), tr("hint_video_badge"), "▶ Ad, before the tap")
	touch.draw(solution.slice(0, LONG_SHOWN - 1))  # (slice's end is inclusive)
	press_button("show_way")
	yield(frames(1), "completed")
	assert_eq(ads.shown, 1, "the next one after a video")
	assert_eq(
		cell(solution[LONG_SHOWN]).ring_color,
		Colors.AMBER,
		"step %d, beyond the path's %d" % [LONG_SHOWN + 1, LONG_SHOWN]
	)
	assert_eq(_message(), tr("hint_next"))


# A way the board already shows (1-1: the 1, then one way on to the end) costs nothing, even
# with no free hint left.
func test_a_way_the_board_already_shows_costs_nothing():
	game.hint_allowance.use()
	yield(play(level_ids()[0]), "completed")
	assert_eq(game.frame().button_badge("show_way"), "0")
	press_button("show_way")
	assert_eq(_message(), tr("hint_shown"))
	for node in game.level["hintPath"]:
		assert_eq(cell(node).ring_color, Colors.AMBER)
	assert_eq(game.play_stats()["hints"], 0, "no help counted")
	press_button("add_number")
	assert_eq(_message(), tr("hint_try_way"), "and no number to add")


# The launch model with the default ads provider (no video to show, as under `make play`): one
# free way a day, then the message line says a new one comes tomorrow; the next day has its own.
func test_one_free_way_a_day_and_with_no_video_the_next_one_tomorrow():
	yield(play(level_ids()[4]), "completed")
	assert_eq(game.frame().button_badge("show_way"), "1", "one free way today")
	press_button("show_way")
	assert_eq(game.frame().button_badge("show_way"), "0", "no video to offer: none left")
	press_button("show_way")
	assert_eq(_message(), tr("hint_tomorrow"))
	var bucket = store.get_bucket(BUCKET + ":hints")
	assert_eq(bucket.get("used"), 1, "saved")
	press_button("add_number")
	assert_eq(session().added.size(), 1, "a number needs no free way")
	yield(open_mode(scratch_store()), "completed")
	yield(play(level_ids()[4]), "completed")
	assert_eq(game.frame().button_badge("show_way"), "0", "the same day after a restart")
	mode.today = UtcDate.date_of_day(UtcDate.day_number(UtcDate.today()) + 1)
	yield(play(level_ids()[5]), "completed")
	assert_eq(game.frame().button_badge("show_way"), "1", "a new free way the next day")


func test_with_no_free_way_left_a_watched_video_gives_it_and_a_skipped_one_does_not():
	var ads = RewardedAds.new()
	Ads.use(ads)
	yield(play(level_ids()[4]), "completed")
	press_button("show_way")
	ads.grants = false
	press_button("show_way")
	assert_true(game.button("show_way").disabled, "the button waits while the video plays")
	yield(frames(1), "completed")
	assert_eq(_message(), tr("hint_video_unfinished"), "a video not watched to its end: no way")
	assert_false(game.button("show_way").disabled)
	ads.grants = true
	press_button("show_way")
	yield(frames(1), "completed")
	assert_eq(_message(), tr("hint_follow"), "a watched one gives the way")
	assert_eq(ads.shown, 2)
	assert_eq(game.frame().button_badge("show_way"), tr("hint_video_badge"))


func test_a_video_that_ends_after_the_level_was_left_keeps_its_way_for_later():
	var ads = RewardedAds.new()
	Ads.use(ads)
	yield(play(level_ids()[4]), "completed")
	press_button("show_way")
	press_button("show_way")
	mode.go_back()
	yield(frames(1), "completed")
	assert_eq(game.hint_allowance.credits(), 1, "the watched video is a credit")
	yield(play(level_ids()[6]), "completed")
	assert_eq(game.frame().button_badge("show_way"), "1")
	press_button("show_way")
	assert_eq(game.hint_allowance.credits(), 0, "spent on the next way, with no video")
	assert_eq(ads.shown, 1)


func test_help_used_and_the_time_are_recorded_with_the_clear():
	yield(play(level_ids()[4]), "completed")
	press_button("add_number")
	press_button("show_way")
	touch.draw(game.level["hintPath"])
	var stats = store.get_bucket(BUCKET)["stats"][level_ids()[4]]
	assert_eq(stats["hints"], 2, "one number and one way")
	assert_eq(stats["clears"], 1)
	assert_true(stats["timeMs"] >= 0)
	assert_eq(mode.progress.stats_of(level_ids()[4]), stats)


# The steps of the numbers added, in order.
func _added_steps():
	var steps = session().added.values()
	steps.sort()
	return steps


func test_show_the_way_off_the_solution_dims_the_wrong_part_and_its_cell_cuts_back():
	var level_id = _level_with_a_wrong_turn()
	yield(play(level_id), "completed")
	var wrong = _wrong_turn(game.level)
	touch.draw(wrong)
	press_button("show_way")
	var last_right = wrong[wrong.size() - 2]
	assert_eq(cell(last_right).ring_color, Colors.AMBER, "the last correct cell is highlighted")
	assert_true(cell(wrong.back()).modulate.a < 1.0, "the wrong part is dimmed")
	assert_eq(_message(), tr("hint_back"))
	touch.tap(last_right)
	assert_eq(session().path, wrong.slice(0, wrong.size() - 2), "tapping it cuts back to it")
	assert_eq(cell(wrong.back()).modulate.a, 1.0, "nothing stays dimmed")


func _message():
	return game.message()


# The solution's first steps, then one step off it.
func _wrong_turn(level):
	var solution = level["hintPath"]
	for p in range(1, solution.size() - 1):
		for next in level["adjacency"][solution[p - 1]]:
			if next != solution[p] and not next in solution.slice(0, p - 1):
				return solution.slice(0, p - 1) + [next]
	return []


func _level_with_a_wrong_turn():
	for id in level_ids():
		if _wrong_turn(mode.catalog.level(id)).size() >= 2:
			return id
	return level_ids()[0]
