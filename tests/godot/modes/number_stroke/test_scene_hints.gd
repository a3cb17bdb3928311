extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# Both hint buttons through the real game screen, exactly as session.gd returns them, and the
# launch model of help (docs/number-stroke-runtime.md §5): one free hint a day, then one rewarded
# video per hint (scripts/common/ads.gd; the tests install RewardedAds where they need videos).

const Ads = preload("res://scripts/common/ads.gd")
const RewardedAds = preload("res://tests/godot/modes/number_stroke/rewarded_ads.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")


func before_each():
	.before_each()
	yield(open_mode(store), "completed")


func after_each():
	Ads.use(null)


func test_add_a_number_rings_the_new_clue_keeps_it_on_restart_and_when_resumed():
	var level_id = level_ids()[3]
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


# GDD §10: "add a number" keeps narrowing for as long as the player asks: on a board with only
# its first and last numbers (1 and N), the first number is the middle step, the next the middle
# of the first half, and so on until every step is given; then it suggests "show the way". The
# day's free hint goes first, then every hint comes after a rewarded video.
func test_add_a_number_keeps_narrowing_until_every_step_is_given():
	var ads = RewardedAds.new()
	Ads.use(ads)
	var level_id = _level_with_only_the_ends_numbered()
	assert_true(level_id != "", "a level numbered only at its ends (1 and N), like 1-6")
	yield(play(level_id), "completed")
	var n = game.level["cells"].size()
	var solution = game.level["hintPath"]
	press_button("add_number")
	assert_eq(_added_steps(), [(1 + n) / 2], "the middle step first (1 and 9 give 5)")
	assert_eq(ads.shown, 0, "the day's free hint needs no video")
	assert_eq(game.hint_badge(), game.VIDEO_BADGE, "none left today: ▶, a video")
	press_button("add_number")
	yield(frames(1), "completed")
	assert_eq(ads.shown, 1, "the next one comes after a video")
	assert_eq(_added_steps(), [(1 + (1 + n) / 2) / 2, (1 + n) / 2], "then the first half narrows")
	for _i in range(n):
		press_button("add_number")
		yield(frames(1), "completed")
	var steps = []
	for step in range(2, n):
		steps.append(step)
	assert_eq(_added_steps(), steps, "every step between the ends, in the end")
	for step in steps:
		assert_eq(session().added.get(solution[step - 1]), step, "step %d on its cell" % step)
	assert_eq(_message(), tr("hint_try_way"), "nothing left to add: try show the way")
	assert_eq(ads.shown, steps.size(), "one video per hint after the free one, and one more")
	assert_eq(game.hint_allowance.credits(), 1, "the hint with nothing to give kept its credit")


# The launch model with the default ads provider (no video to show): one free hint a day for
# both buttons, then the message line says a new one comes tomorrow; the next day has its own.
func test_one_free_hint_a_day_and_with_no_video_the_next_one_tomorrow():
	yield(play(level_ids()[3]), "completed")
	assert_eq(game.hint_badge(), "1", "one free hint today")
	assert_eq(game.frame().button_badge("show_way"), "1", "shared by both buttons")
	press_button("show_way")
	assert_eq(_message(), tr("hint_start"))
	assert_eq(game.hint_badge(), "0")
	press_button("add_number")
	yield(frames(1), "completed")
	assert_eq(session().added.size(), 0, "no number without a hint left")
	assert_eq(_message(), tr("hint_tomorrow"))
	press_button("show_way")
	assert_eq(_message(), tr("hint_tomorrow"), "nor a way")
	var bucket = store.get_bucket(BUCKET + ":hints")
	assert_eq(bucket.get("used"), 1, "saved")
	yield(open_mode(scratch_store()), "completed")
	yield(play(level_ids()[3]), "completed")
	assert_eq(game.hint_badge(), "0", "the same day after a restart of the game")
	mode.today = UtcDate.date_of_day(UtcDate.day_number(UtcDate.today()) + 1)
	yield(play(level_ids()[4]), "completed")
	assert_eq(game.hint_badge(), "1", "a new free hint the next day")
	press_button("add_number")
	assert_eq(session().added.size(), 1)


func test_with_no_free_hint_left_a_watched_video_gives_the_hint_and_a_skipped_one_does_not():
	var ads = RewardedAds.new()
	Ads.use(ads)
	yield(play(level_ids()[3]), "completed")
	press_button("show_way")
	assert_eq(game.hint_badge(), game.VIDEO_BADGE, "the next hint comes with a video")
	ads.grants = false
	press_button("add_number")
	assert_true(game.button("add_number").disabled, "the buttons wait while the video plays")
	assert_true(game.button("show_way").disabled)
	yield(frames(1), "completed")
	assert_eq(session().added.size(), 0, "a video not watched to its end gives nothing")
	assert_eq(_message(), tr("hint_video_unfinished"))
	assert_false(game.button("add_number").disabled)
	ads.grants = true
	press_button("add_number")
	yield(frames(1), "completed")
	assert_eq(session().added.size(), 1, "a watched one gives the number")
	assert_eq(ads.shown, 2)
	assert_eq(game.hint_badge(), game.VIDEO_BADGE)


func test_a_video_that_ends_after_the_level_was_left_keeps_its_hint_for_later():
	var ads = RewardedAds.new()
	Ads.use(ads)
	yield(play(level_ids()[3]), "completed")
	press_button("show_way")
	press_button("add_number")
	mode.go_back()
	yield(frames(1), "completed")
	assert_eq(game.hint_allowance.credits(), 1, "the watched video is a credit")
	yield(play(level_ids()[4]), "completed")
	assert_eq(game.hint_badge(), "1")
	press_button("add_number")
	assert_eq(session().added.size(), 1, "spent on the next hint, with no video")
	assert_eq(ads.shown, 1)


func test_help_used_and_the_time_are_recorded_with_the_clear():
	yield(play(level_ids()[2]), "completed")
	game.hint_allowance.grant()
	press_button("add_number")
	press_button("show_way")
	touch.draw(game.level["hintPath"])
	var stats = store.get_bucket(BUCKET)["stats"][level_ids()[2]]
	assert_eq(stats["hints"], 2, "one number and one way")
	assert_eq(stats["clears"], 1)
	assert_true(stats["timeMs"] >= 0)
	assert_eq(mode.progress.stats_of(level_ids()[2]), stats)


# The first level numbered only at its two ends (1 and N), "" when none is.
func _level_with_only_the_ends_numbered():
	for id in level_ids():
		var cells = mode.catalog.level(id)["cells"]
		var numbers = []
		for each in cells:
			if each["clue"] > 0:
				numbers.append(each["clue"])
			if each["parity"] != "":
				numbers.append(-1)
		numbers.sort()
		if cells.size() >= 7 and numbers == [1, cells.size()]:
			return id
	return ""


# The steps of the numbers added, in order.
func _added_steps():
	var steps = session().added.values()
	steps.sort()
	return steps


func test_show_the_way_points_at_the_start_then_the_next_cell():
	yield(play(level_ids()[1]), "completed")
	game.hint_allowance.grant()
	var solution = game.level["hintPath"]
	press_button("show_way")
	assert_eq(cell(solution[0]).ring_color, Colors.AMBER, "the start is highlighted")
	assert_eq(_message(), tr("hint_start"))
	touch.tap(solution[0])
	press_button("show_way")
	assert_eq(cell(solution[1]).ring_color, Colors.AMBER, "then the next cell")
	assert_eq(_message(), tr("hint_next"))


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
