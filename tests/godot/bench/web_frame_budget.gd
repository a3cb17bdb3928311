extends Node
# The frame budget (budget.gd) in the web build: the main scene of the export that
# release/export_bench_web.sh makes (never of the shipped game). The page's query gives the runs a
# case and the modes (?repeats=2&modes=hex-tracks,city-cat-catch; default 5 runs, every mode);
# the report goes to the browser's console as one line, REPORT_PREFIX then the JSON that
# frame_budget.gd --json prints (tests/bench/web_frame_budget.py reads it). A frame is timed up to
# the start of its rendering (budget.gd, frame_ends_before_draw).

const Budget = preload("res://tests/godot/bench/budget.gd")
const SAVE_PATH = "user://frame-budget/save.json"
const REPORT_PREFIX = "FRAME_BUDGET_REPORT "


func _ready() -> void:
	var query = _query()
	var only = Array(query.get("modes", "").split(",", false))
	call_deferred("_measure", int(query.get("repeats", "5")), only)


func _measure(repeats: int, only: Array) -> void:
	Directory.new().make_dir_recursive(SAVE_PATH.get_base_dir())
	var budget = Budget.new(self, repeats, SAVE_PATH)
	budget.frame_ends_before_draw = true
	var report = yield(budget.run(only), "completed")
	budget.finish()
	print(REPORT_PREFIX + JSON.print(report))


# The page's query string as a Dictionary ({} off the web).
static func _query() -> Dictionary:
	var found = {}
	if not OS.has_feature("JavaScript"):
		return found
	var search = str(JavaScript.eval("window.location.search", true)).trim_prefix("?")
	for pair in search.split("&", false):
		var parts = pair.split("=", true, 1)
		found[parts[0].percent_decode()] = parts[1].percent_decode() if parts.size() > 1 else ""
	return found
