extends "res://tests/godot/modes/number_stroke/scene_test_case.gd"
# The daily puzzle: the calendar picks a date's level as core/modes/number_stroke/daily.py does,
# the streak is kept in its own save bucket, the level select's card plays it in the game screen,
# its clear card shows the streak, and a broken calendar shows a message.

const CoreFacts = preload("res://scripts/common/core_facts.gd")
const DailyCalendar = preload("res://scripts/number_stroke/daily_calendar.gd")
const PathGameScreen = preload("res://scripts/common/path_game_screen.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const DailyProgress = preload("res://scripts/common/daily_progress.gd")
const DAILY_BUCKET = "mode:01-number-stroke:daily"
# calendar_index(calendar, date) of the shipped calendar (from 2026-12-01, 400 days), printed by
# the Python core; dates past either end go through fnv1a64 (some hashes are >= 2^63).
const PYTHON_INDEX = {
	"2026-12-01": 0,
	"2026-12-31": 30,
	"2028-01-04": 399,
	"2028-01-05": 266,
	"2030-06-15": 195,
	"2026-11-30": 389,
	"1999-12-31": 131,
	"2100-02-28": 79,
}
const TODAY = "2026-12-01"
const MODE = "01-number-stroke"
const CALENDAR = "res://levels/01-number-stroke.daily.json"


func test_a_date_s_level_is_the_one_the_python_core_picks():
	var calendar = DailyCalendar.new(CALENDAR, MODE)
	assert_true(calendar.ok, calendar.error)
	assert_eq(calendar.size(), 400)
	for date in PYTHON_INDEX:
		assert_eq(
			DailyCalendar.index_for(date, calendar.first_date, 400, MODE), PYTHON_INDEX[date], date
		)
	var level = calendar.level_for("2026-12-31")
	assert_eq(level["id"], "daily-2026-12-31")
	assert_true(level["grade"] in CoreFacts.GRADES)
	assert_eq(calendar.level_for("2030-06-15")["date"], "2030-06-15", "played as that date's level")
	assert_eq(DailyCalendar.index_for("2026-13-01", "2026-12-01", 400, MODE), -1, "not a date")


# Issue 29 item 1: every date of the calendar, and of the two years from 2026-11-01 (past the
# calendar's end, the hashed dates), opens with one of the core's grades, whose text both
# languages have.
func test_every_date_of_the_calendar_and_of_two_years_opens_with_a_grade_and_its_text():
	var calendar = DailyCalendar.new(CALENDAR, MODE)
	assert_true(calendar.ok, calendar.error)
	var dates = []
	for offset in range(calendar.size()):
		dates.append(UtcDate.date_of_day(UtcDate.day_number(calendar.first_date) + offset))
	for offset in range(730):
		dates.append(UtcDate.date_of_day(UtcDate.day_number("2026-11-01") + offset))
	var failed = []
	var seen = {}
	for date in dates:
		var level = calendar.level_for(date)
		if level.empty() or not CoreFacts.GRADES.has(level["grade"]):
			failed.append("%s: %s" % [date, calendar.error])
		else:
			seen[level["grade"]] = true
	assert_eq(failed, [], "%d of %d dates do not open" % [failed.size(), dates.size()])
	assert_true(seen.has("hard"), "the calendar has hard days: %s" % [seen.keys()])
	for locale in ["en", "zh"]:
		TranslationServer.set_locale(locale)
		for grade in CoreFacts.GRADES:
			var key = PathGameScreen.grade_key(grade)
			assert_true(tr(key) != key, "%s has a text in %s" % [grade, locale])
	TranslationServer.set_locale(get_node("/root/Settings").locale())


# Issue 29 item 1: 2026-12-18, a hard day (the calendar's hardest grade since issue 30's
# effort bands), on the card and in the game screen.
func test_a_hard_day_shows_its_grade_on_the_card_and_plays():
	yield(_open_daily_mode(store, CALENDAR, "2026-12-18"), "completed")
	var card = mode.daily_card()
	assert_eq(card.problem, "", "the card shows the puzzle")
	assert_eq(card.detail, PathGameScreen.grade_key("hard"))
	var subtitle = card.find_node("Subtitle", true, false)
	for locale in ["en", "zh"]:
		TranslationServer.set_locale(locale)
		yield(frames(1), "completed")
		var width = subtitle.get_font("font").get_string_size(subtitle.text).x
		assert_true(width <= subtitle.rect_size.x, "%s fits in %s" % [subtitle.text, locale])
	TranslationServer.set_locale(get_node("/root/Settings").locale())
	mode.play_daily()
	yield(frames(2), "completed")
	assert_true(game.visible, "the daily level opens")
	assert_eq(game.level["grade"], "hard")
	var grade = game.frame().find_node("Detail", true, false)
	assert_true(grade.visible, "the grade under the level's name")
	assert_eq(grade.text, tr(PathGameScreen.grade_key("hard")))


func test_dates_and_day_numbers():
	assert_eq(UtcDate.day_number("1970-01-01"), 0)
	assert_eq(UtcDate.day_number("2026-12-01"), 20788)
	assert_eq(UtcDate.date_of_day(20788), "2026-12-01")
	assert_eq(UtcDate.date_of_day(-1), "1969-12-31")
	for text in ["2024-02-29", "2000-02-29", "2026-12-31", "1999-01-01"]:
		assert_true(UtcDate.is_date(text), text)
		assert_eq(UtcDate.date_of_day(UtcDate.day_number(text)), text)
	for text in ["2026-02-29", "1900-02-29", "2026-1-01", "2026/12/01", "", 20261201, null]:
		assert_false(UtcDate.is_date(text), str(text))
	assert_true(UtcDate.is_date(UtcDate.today()), "today is a date")
	assert_eq(DailyCalendar.unsigned_mod(-1, 10), 5, "2^64 - 1 = 18446744073709551615")
	assert_eq(DailyCalendar.unsigned_mod(-2, 7), 0, "(2^64 - 2) mod 7")
	assert_eq(DailyCalendar.unsigned_mod(-12345, 1000), 271, "(2^64 - 12345) mod 1000")


func test_a_broken_calendar_is_refused_with_a_reason():
	var cases = {
		"": "missing",
		"{broken": "not JSON",
		'{"format": 1, "mode": "01-number-stroke", "from": "2026-12-01", "days": []}': "no days",
		'{"format": 2, "mode": "01-number-stroke", "from": "2026-12-01", "days": [{}]}': "format",
		'{"format": 1, "mode": "03-hex-walls", "from": "2026-12-01", "days": [{}]}': "mode",
		'{"format": 1, "mode": "01-number-stroke", "from": "tomorrow", "days": [{}]}': "from",
	}
	for text in cases:
		var path = scratch_path("daily.json")
		if text == "":
			Directory.new().remove(path)
		else:
			write_file(path, text)
		var calendar = DailyCalendar.new(path, MODE)
		assert_false(calendar.ok, cases[text])
		assert_true(calendar.error.begins_with(path), calendar.error)
		assert_eq(calendar.level_for(TODAY), {}, cases[text])
	# A frame that reads but a day whose level does not validate.
	var path = write_file(
		scratch_path("daily.json"),
		'{"format": 1, "mode": "01-number-stroke", "from": "2026-12-01", "days": [{"id": "x"}]}'
	)
	var calendar = DailyCalendar.new(path, MODE)
	assert_true(calendar.ok)
	assert_eq(calendar.level_for(TODAY), {})
	assert_true(calendar.error.find("level x") != -1, calendar.error)
	# A day whose level validates but whose grade is none of the core's.
	var day = parse_json(read_file(CALENDAR))["days"][0]
	day["grade"] = "legendary"
	var root = {"format": 1, "mode": MODE, "from": TODAY, "days": [day]}
	calendar = DailyCalendar.new(write_file(scratch_path("daily.json"), JSON.print(root)), MODE)
	assert_eq(calendar.level_for(TODAY), {})
	assert_true(calendar.error.find('grade "legendary" is not one of') != -1, calendar.error)
	day.erase("grade")
	root["days"] = [day]
	calendar = DailyCalendar.new(write_file(scratch_path("daily.json"), JSON.print(root)), MODE)
	assert_eq(calendar.level_for(TODAY), {})
	assert_true(calendar.error.find("day 0 has no grade") != -1, calendar.error)


func test_the_streak_counts_consecutive_solved_days():
	var daily = DailyProgress.new()
	daily.load(store, DAILY_BUCKET)
	assert_eq(daily.streak(TODAY), 0)
	assert_true(daily.mark_solved("2026-11-29", 1000, 0))
	assert_true(daily.mark_solved("2026-11-30", 2000, 1))
	assert_eq(daily.streak(TODAY), 2, "today still open: the run up to yesterday")
	daily.mark_solved(TODAY, 3000, 2)
	assert_eq(daily.streak(TODAY), 3)
	assert_eq(daily.streak("2026-12-02"), 3)
	assert_eq(daily.streak("2026-12-03"), 0, "a day missed ends it")
	assert_eq(daily.best(), 3)
	daily.mark_solved("2026-12-05")
	assert_eq(daily.streak("2026-12-05"), 1)
	assert_eq(daily.best(), 3, "the best streak stays")
	daily.mark_solved(TODAY, 9999, 9)
	assert_eq(daily.record_of(TODAY), {"timeMs": 3000, "hints": 2}, "the first solve is kept")
	var bucket = store.get_bucket(DAILY_BUCKET)
	assert_eq(bucket["version"], 1)
	assert_eq(bucket["best"], 3)
	assert_eq(bucket["solved"].size(), 4)
	var reread = DailyProgress.new()
	reread.load(scratch_store(), DAILY_BUCKET)
	assert_eq(reread.streak(TODAY), 3, "read back from the save")
	assert_eq(reread.best(), 3)


# Issue 29 item 7: a 5,000-day history reads with the streak and the best streak of a plain
# reference (the days sorted, runs counted in one pass), in lookups linear in the days.
func test_a_5000_day_history_gives_the_reference_streak_in_linear_work():
	var history = _history(5000)
	store.set_bucket(DAILY_BUCKET, {"version": 1, "solved": history, "best": 0})
	var daily = DailyProgress.new()
	daily.load(store, DAILY_BUCKET)
	var expected = _reference_runs(history.keys(), TODAY)
	assert_eq(expected, {"streak": 750, "best": 2000}, "the history's shape")
	assert_eq(daily.streak(TODAY), expected["streak"], "today open: the run up to yesterday")
	assert_eq(daily.best(), expected["best"])
	var work = {}
	for size in [1000, 5000]:
		var days = CountingDays.new(_history(size))
		assert_eq(DailyProgress.longest_run(days), _reference_runs(days.keys(), TODAY)["best"])
		DailyProgress.run_ending(days, UtcDate.day_number(TODAY) - 1)
		work[size] = days.lookups
		assert_true(work[size] <= 3 * size, "%d lookups for %d days" % [work[size], size])
	assert_true(work[5000] <= 5 * work[1000] + 5, "5x the days, 5x the work: %s" % [work])


func test_a_daily_bucket_of_another_version_is_kept_aside_before_it_is_written_over():
	store.set_bucket(DAILY_BUCKET, {"version": 9, "solved": {"2026-11-30": {}}, "best": 40})
	var daily = DailyProgress.new()
	daily.load(store, DAILY_BUCKET)
	assert_eq(daily.streak(TODAY), 0, "not read")
	daily.mark_solved(TODAY)
	assert_eq(_files_named("save.corrupt-").size(), 1, "a copy of the save was kept")
	store.set_bucket(DAILY_BUCKET, {"version": 1, "solved": ["2026-11-30"], "best": "x"})
	daily.load(store, DAILY_BUCKET)
	assert_eq(daily.streak(TODAY), 0, "wrong types are dropped")


func test_the_daily_card_plays_today_s_level_and_its_clear_card_shows_the_streak():
	store.set_bucket(DAILY_BUCKET, {"version": 1, "solved": {"2026-11-30": {}}, "best": 1})
	yield(_open_daily_mode(store), "completed")
	var card = mode.daily_card()
	assert_true(card.is_visible_in_tree(), "the card is on the level select")
	assert_true(
		(
			card.get_global_rect().position.y
			< select.tile_of(level_ids()[0]).get_global_rect().position.y
		),
		"above the levels"
	)
	assert_true(card.rect_size.y >= 96, "a thumb's tap target")
	assert_eq(card.streak, 1, "yesterday's solve counts while today is open")
	assert_false(card.solved)
	click(card)
	yield(frames(2), "completed")
	assert_true(game.visible, "the daily level opens in the game screen")
	assert_eq(game.level["id"], "daily-2026-12-01")
	assert_true(game.is_daily())
	assert_eq(game.frame().find_node("Level", true, false).text, tr("daily_short"))
	var detail = game.frame().find_node("Detail", true, false).text
	assert_eq(detail, tr(PathGameScreen.grade_key(game.level["grade"])))
	var caption = game.find_node("Caption", true, false).text
	assert_eq(caption, UtcDate.display_date(TODAY), "the date above the board")
	touch.draw(game.level["hintPath"])
	assert_eq(session().phase, "cleared")
	var bucket = store.get_bucket(DAILY_BUCKET)
	assert_true(bucket["solved"].has(TODAY), "saved the moment it is solved")
	assert_eq(store.get_bucket(BUCKET), {}, "the levels' progress is left alone")
	yield(celebration(), "completed")
	assert_true(game.is_card_open(), "a clear card")
	assert_eq(game.frame().card().get("title"), tr("daily_done"))
	assert_eq(game.frame().card().get("figure"), "2", "the streak")
	assert_eq(game.frame().card().get("text"), tr("daily_streak") % [2, 2])
	game.frame().card_button("levels").emit_signal("pressed")
	assert_true(select.visible, "back to the list")
	assert_true(card.solved, "the card shows today as solved")
	assert_eq(card.streak, 2)


func test_a_broken_calendar_shows_a_message_instead_of_the_level():
	var path = write_file(scratch_path("daily.json"), "{not a calendar")
	yield(_open_daily_mode(store, path), "completed")
	var card = mode.daily_card()
	assert_eq(card.problem, tr("daily_error"), "the card says so")
	click(card)
	yield(frames(1), "completed")
	assert_false(game.visible, "no game opens")
	assert_eq(select.message(), tr("daily_error"))


func test_leaving_the_daily_level_by_back_returns_to_the_list():
	yield(_open_daily_mode(store), "completed")
	mode.play_daily()
	yield(frames(2), "completed")
	assert_true(mode.go_back())
	assert_true(select.visible)


func _open_daily_mode(save_store, calendar_path = CALENDAR, today = TODAY):
	if mode != null:
		remove_child(mode)
		mode.free()
	mode = MODE_SCENE.instance()
	mode.save_store = save_store
	mode.today = today
	mode.daily_path = calendar_path
	add_child(mode)
	game = mode.get_node("Game")
	select = mode.get_node("LevelSelect")
	board = game.find_node("Board", true, false)
	touch = Gestures.new(get_tree(), board)
	if not mode.is_daily_ready():
		yield(mode, "daily_ready")
	yield(frames(2), "completed")


func _files_named(prefix):
	return file_names(scratch_path("save.json").get_base_dir(), prefix)


# `size` solved days ({date: record}): from yesterday back, runs of 15, 30, 5, 40 and 10 % of
# them, one open day between runs.
func _history(size):
	var solved = {}
	var day = UtcDate.day_number(TODAY) - 1
	for percent in [15, 30, 5, 40, 10]:
		for _i in range(size * percent / 100):
			solved[UtcDate.date_of_day(day)] = {"timeMs": 1000, "hints": 0}
			day -= 1
		day -= 1
	return solved


# The streak up to `today` and the longest run of `days` (dates or day numbers), by sorting.
func _reference_runs(days, today):
	var numbers = []
	for day in days:
		numbers.append(UtcDate.day_number(day) if typeof(day) == TYPE_STRING else day)
	numbers.sort()
	var best = 0
	var run = 0
	for i in range(numbers.size()):
		run = run + 1 if i > 0 and numbers[i] == numbers[i - 1] + 1 else 1
		best = max(best, run)
	var open = UtcDate.day_number(today) - numbers.back()
	return {"streak": run if open in [0, 1] else 0, "best": best}


# Day numbers that count the lookups made in them (daily_progress.gd's run functions take any
# object with has() and keys()).
class CountingDays:
	extends Reference
	var lookups = 0
	var _days = {}

	func _init(solved: Dictionary) -> void:
		for date in solved:
			_days[UtcDate.day_number(date)] = true

	func keys() -> Array:
		return _days.keys()

	func has(day) -> bool:
		lookups += 1
		return _days.has(day)
