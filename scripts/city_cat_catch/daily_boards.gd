extends Reference
# The daily boards of this run: each city's board of a date, generated once as a job that does
# not hold up the screen (daily_job.gd) and kept, so the card on a city's level list can start
# its board as the list opens and a tap on it waits at most for the rest of that generation. One
# generation runs at a time: asking for another board stops the one running (it is made again
# when asked for).
# `generated(city_id, date, result)` comes on the main thread with the generator's answer
# (daily_generator.gd: {"level", ...} or {"error"}).

signal generated(city_id, date, result)

const DailyJob = preload("res://scripts/city_cat_catch/daily_job.gd")

var _boards = {}  # "<cityId>:<date>" -> the level
var _problems = {}  # "<cityId>:<date>" -> why its board could not be made
var _job = null
var _job_key = ""


# The board of a city on a date when it has been made, else {}.
func board(city_id: String, date: String) -> Dictionary:
	return _boards.get(_key(city_id, date), {}).duplicate(true)


# Why the board of a city on a date could not be made ("" when it was, or is not yet).
func problem(city_id: String, date: String) -> String:
	return _problems.get(_key(city_id, date), "")


func is_making(city_id: String, date: String) -> bool:
	return _job != null and _job.is_running() and _job_key == _key(city_id, date)


# Starts making the board of a city on a date from its checked source (cat_catalog.gd
# daily_source), unless it is made, failed or being made.
func request(source: Dictionary, city_id: String, date: String) -> void:
	var key = _key(city_id, date)
	if _boards.has(key) or _problems.has(key) or is_making(city_id, date):
		return
	stop()
	_job = DailyJob.new()
	_job_key = key
	_job.connect("finished", self, "_on_finished", [city_id, date, _job])
	_job.start(source, date)


# Stops the generation running (nothing is emitted for it).
func stop() -> void:
	if _job != null:
		_job.stop()
	_job = null
	_job_key = ""


func _on_finished(result: Dictionary, city_id: String, date: String, job) -> void:
	if job != _job:
		return
	_job = null
	_job_key = ""
	var key = _key(city_id, date)
	if result.has("level"):
		_boards[key] = result["level"]
	else:
		_problems[key] = str(result["error"])
		push_warning("daily board of %s on %s: %s" % [city_id, date, _problems[key]])
	emit_signal("generated", city_id, date, result)


static func _key(city_id: String, date: String) -> String:
	return "%s:%s" % [city_id, date]
