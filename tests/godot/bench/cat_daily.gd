extends SceneTree
# The GDScript daily generator's time (issue 19 §3: "< 1 s on this machine"), headless:
#   godot3-server --path . -s res://tests/godot/bench/cat_daily.gd -- [--dates N] [--json]
# generates the daily board of every shipped city on N dates (default 30) from 2026-12-01 on the
# main thread, one after another, and prints the wall milliseconds per board: median, worst,
# mean, with the most attempts and proof nodes seen; then the known hardest boards (HARDEST).
# --json prints one JSON object instead (tests/modes/city_cat_catch/bench_godot_daily.py reads
# it). Nothing here asserts a time.

const DailyGenerator = preload("res://scripts/city_cat_catch/daily_generator.gd")
const UtcDate = preload("res://scripts/common/utc_date.gd")
const BAKED = "res://levels/city-cat-catch.baked.json"
const FIRST = "2026-12-01"
# The hardest daily boards known (every city; Python's scans of 2006-12-06 .. 2030-12-06, issue
# 30), all the first daily spec's (dates before 2026-12-07):
# the two longest proofs found (1,358 and 818 expanded positions) and a board kept at its third
# attempt.
const HARDEST = [["2012-12-10", "harbor"], ["2018-11-29", "snowpine"], ["2023-07-25", "snowpine"]]
const SUMMARY = (
	"City Cat Catch daily board in GDScript: %d boards, median %.1f ms, worst %.1f ms (%s), "
	+ "mean %.1f ms; most attempts %d, most proof nodes %d"
)


func _initialize() -> void:
	var args = Array(OS.get_cmdline_args())
	var dates = 30
	var at = args.find("--dates")
	if at != -1 and at + 1 < args.size() and args[at + 1].is_valid_integer():
		dates = int(args[at + 1])
	var report = measure(dates)
	if args.has("--json"):
		print(JSON.print(report))
	elif report.has("error"):
		print(report["error"])
	else:
		print(
			(
				SUMMARY
				% [
					report["boards"],
					report["medianMs"],
					report["worstMs"],
					report["worstBoard"],
					report["meanMs"],
					report["maxAttempt"] + 1,
					report["maxNodes"],
					report["hardest"],
				]
			)
		)
	quit(1 if report.has("error") else 0)


func measure(dates: int) -> Dictionary:
	var file = File.new()
	if file.open(BAKED, File.READ) != OK:
		return {"error": "%s cannot be read" % BAKED}
	var parsed = JSON.parse(file.get_as_text())
	file.close()
	if parsed.error != OK:
		return {"error": "%s does not parse" % BAKED}
	var generator = DailyGenerator.new()
	var times = []
	var worst = ""
	var worst_msec = -1.0
	var max_attempt = 0
	var max_nodes = 0
	var sources = {}
	for city in parsed.result["cities"]:
		var source = DailyGenerator.source_of(city)
		if source.has("error"):
			return source
		sources[city["cityId"]] = source
		for day in range(dates):
			var date = UtcDate.date_of_day(UtcDate.day_number(FIRST) + day)
			var started = OS.get_ticks_usec()
			var made = generator.board(source, date)
			var msec = (OS.get_ticks_usec() - started) / 1000.0
			if not made.has("level"):
				return {"error": "%s %s: %s" % [date, city["cityId"], made]}
			if msec > worst_msec:
				worst = made["level"]["id"]
				worst_msec = msec
			times.append(msec)
			max_attempt = max(max_attempt, made["attempt"])
			max_nodes = max(max_nodes, made["nodes"])
	var hardest = []
	for entry in HARDEST:
		var source = sources[entry[1]]
		var started = OS.get_ticks_usec()
		var made = generator.board(source, entry[0])
		var msec = (OS.get_ticks_usec() - started) / 1000.0
		if not made.has("level"):
			return {"error": "%s %s: %s" % [entry[0], entry[1], made]}
		hardest.append(
			{
				"board": made["level"]["id"],
				"ms": msec,
				"attempt": made["attempt"],
				"nodes": made["nodes"],
			}
		)
	times.sort()
	var total = 0.0
	for msec in times:
		total += msec
	return {
		"boards": times.size(),
		"medianMs": times[times.size() / 2],
		"worstMs": times.back(),
		"meanMs": total / times.size(),
		"worstBoard": worst,
		"maxAttempt": int(max_attempt),
		"maxNodes": int(max_nodes),
		"hardest": hardest,
	}
