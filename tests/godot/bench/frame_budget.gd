extends SceneTree
# The frame budget of every registered mode (issue 23 §3; budget.gd measures), headless:
#   godot3-server --path . -s res://tests/godot/bench/frame_budget.gd -- [--repeats N]
#       [--modes id,id] [--json]
# prints one line per case (median and worst, the call and its frame), or with --json one JSON
# object (tests/bench/frame_budget.py reads it and prints the goals and gaps). The modes play on
# a scratch save under user://frame-budget/, emptied first. Nothing here judges a time.

const Budget = preload("res://tests/godot/bench/budget.gd")
const SAVE_PATH = "user://frame-budget/save.json"
const LINE = "%-16s %-34s %-6s %8.2f %8.2f %8.2f %8.2f  %s"


func _initialize() -> void:
	var args = Array(OS.get_cmdline_args())
	var repeats = _int_after(args, "--repeats", 5)
	var only = []
	var at = args.find("--modes")
	if at != -1 and at + 1 < args.size():
		only = Array(args[at + 1].split(",", false))
	call_deferred("_measure", repeats, only, args.has("--json"))


func _measure(repeats: int, only: Array, as_json: bool) -> void:
	_empty_save_dir()
	var host = Node.new()
	host.name = "FrameBudget"
	root.add_child(host)
	var budget = Budget.new(host, repeats, SAVE_PATH)
	var report = yield(budget.run(only), "completed")
	budget.finish()
	if as_json:
		print(JSON.print(report))
	else:
		_print_table(report)
	var failed = false
	for found in report["modes"]:
		failed = failed or found.has("error")
	root.remove_child(host)
	host.free()
	call_deferred("quit", 1 if failed else 0)


func _print_table(report: Dictionary) -> void:
	print(
		(
			"frame budget: %d runs a case; an idle frame %.2f ms"
			% [report["repeats"], report["idleFrameMs"]]
		)
	)
	var heading = ["mode", "case", "thread", "med ms", "worst", "frame", "worst", "on"]
	print("%-16s %-34s %-6s %8s %8s %8s %8s  %s" % heading)
	for found in report["modes"]:
		if found.has("error"):
			print("%-16s error: %s" % [found["id"], found["error"]])
		for case in found["cases"]:
			var frame_median = case["frameMedianMs"] if case["frameMedianMs"] != null else 0.0
			var frame_worst = case["frameWorstMs"] if case["frameWorstMs"] != null else 0.0
			var row = [
				found["id"],
				case["name"],
				case["thread"],
				case["medianMs"],
				case["worstMs"],
				frame_median,
				frame_worst,
				case["detail"],
			]
			print(LINE % row)


# The scratch save starts empty each time: a level left mid-way by the last bench would be
# resumed (its moves replayed) when "open a level" opens it.
static func _empty_save_dir() -> void:
	var dir = Directory.new()
	dir.make_dir_recursive(SAVE_PATH.get_base_dir())
	if dir.open(SAVE_PATH.get_base_dir()) != OK:
		return
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while name != "":
		if not dir.current_is_dir():
			dir.remove(name)
		name = dir.get_next()
	dir.list_dir_end()


static func _int_after(args: Array, flag: String, default: int) -> int:
	var at = args.find(flag)
	if at != -1 and at + 1 < args.size() and args[at + 1].is_valid_integer():
		return int(args[at + 1])
	return default
