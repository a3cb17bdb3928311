extends Reference
# The frame budget of the game's computations (issue 23 §3), measured in the running engine: for
# every registered mode, its bench (the registry's "bench": a mode_bench.gd) opens the mode's
# real scenes on a scratch save and times each computation the game does on a player's action
# or on opening a level, through the same calls the screens make. Each action is timed twice:
#   handler  the call itself (the move loop, the session, the view set up to show it);
#   frame    from the call until the next frame begins: the handler, then the rest of its frame
#            (the views' _draw, _process) — what holds up the next input on the main thread.
#            With frame_ends_before_draw (the web build, web_frame_budget.gd) it ends where the
#            frame's rendering begins (VisualServer's frame_pre_draw): a browser starts the next
#            frame only at its next display refresh, and renders with a GPU, here with software.
# Every case runs `repeats` times; a case with several actions a run (every step of a path)
# times each. The report keeps the median and the worst of each. A computation the game runs on
# a worker thread (the Cat daily board) is timed alone, as "thread": "worker" (no frame figure:
# the frames go on while it runs). Nothing here judges a time: tests/bench/frame_budget.py
# holds the goals and prints the gaps.
# run(only) is a coroutine; its "completed" carries
#   {"repeats", "idleFrameMs", "modes": [{"id", "bench", "cases": [case...], "error"?}]}
# with case = {"name", "detail", "thread", "runs", "medianMs", "worstMs", "frameMedianMs",
# "frameWorstMs"} and, for work spread over several frames, "framesPerRun", "runMedianMs",
# "runWorstMs" (_add_runs).

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const SETTLE_FRAMES = 600  # at most, for a board to finish animating between two timed actions

var repeats = 5
var frame_ends_before_draw = false  # see "frame" above
var host = null  # the Node the modes' scenes are added under
var save_store = null  # the scratch save the modes play on

var _cases = []  # the cases of the mode being measured
var _sleep_usec = 0  # the engine's sleep between frames, given back by finish()


func _init(host_node: Node, runs: int, save_path: String) -> void:
	host = host_node
	# A headless engine sleeps between frames (it draws nothing); the frame figures are the work.
	_sleep_usec = OS.low_processor_usage_mode_sleep_usec
	OS.low_processor_usage_mode_sleep_usec = 0
	repeats = int(max(1, runs))
	save_store = SaveStoreScript.new()
	host.add_child(save_store)
	save_store.open(save_path)


# Gives the engine its sleep between frames back and frees the scratch save's node.
func finish() -> void:
	OS.low_processor_usage_mode_sleep_usec = _sleep_usec
	if is_instance_valid(save_store):
		save_store.get_parent().remove_child(save_store)
		save_store.free()


# Measures every registered mode (or those whose ids are in `only`).
func run(only := []) -> Dictionary:
	yield(host.get_tree(), "idle_frame")
	var report = {"repeats": repeats, "idleFrameMs": 0.0, "modes": []}
	report["idleFrameMs"] = yield(_idle_frame_ms(), "completed")
	for entry in ModeRegistry.modes():
		if not only.empty() and not entry["id"] in only:
			continue
		var mode_report = yield(run_mode(entry), "completed")
		report["modes"].append(mode_report)
	return report


# One mode's cases: {"id", "bench", "cases"}, with "error" when the mode has no bench or its
# bench failed to load.
func run_mode(entry: Dictionary) -> Dictionary:
	yield(host.get_tree(), "idle_frame")
	var found = {"id": entry["id"], "bench": entry["bench"], "cases": []}
	if entry["bench"].empty() or not ResourceLoader.exists(entry["bench"]):
		found["error"] = "no frame-budget bench (%s)" % entry["bench"]
		return found
	var script = load(entry["bench"])
	if script == null or not script.can_instance():
		found["error"] = "%s does not load" % entry["bench"]
		return found
	_cases = []
	var bench = script.new()
	bench.budget = self
	bench.entry = entry
	var state = bench.run()
	if state is GDScriptFunctionState:
		yield(state, "completed")
	bench.close()
	found["cases"] = _cases
	if bench.error != "":
		found["error"] = bench.error
	return found


# Times one computation of the game on the main thread. Each run calls driver.<prepare>()
# (untimed; may be a coroutine), then for i = 0, 1, ... driver.<plan>(i) (untimed) gives the
# arguments of the next action, or null when the run is over, and driver.<act>(arguments...) is
# timed. `detail` says on what (the level, its size). With `spread`, a run's actions are one
# piece of work spread over frames, timed in consecutive frames (no frame of it left untimed;
# what a run holds in all is reported too, _add_runs).
func measure(
	name: String,
	detail: String,
	driver,
	prepare: String,
	plan: String,
	act: String,
	spread := false
):
	var handler = []
	var frame = []
	var runs = []  # each run: [its actions, the sum of their frames]
	yield(host.get_tree(), "idle_frame")
	for _run in range(repeats):
		if not prepare.empty():
			var prepared = driver.call(prepare)
			if prepared is GDScriptFunctionState:
				yield(prepared, "completed")
		var run = [0, 0.0]
		var i = 0
		while true:
			var arguments = driver.call(plan, i)
			if arguments == null:
				break
			if not spread or i == 0:  # a spread run's frames are timed one after the other
				yield(_settled(driver), "completed")
			var started = OS.get_ticks_usec()
			driver.callv(act, arguments)
			var done = OS.get_ticks_usec()
			if frame_ends_before_draw:
				yield(VisualServer, "frame_pre_draw")
			else:
				yield(host.get_tree(), "idle_frame")
			handler.append((done - started) / 1000.0)
			frame.append((OS.get_ticks_usec() - started) / 1000.0)
			run = [run[0] + 1, run[1] + frame.back()]
			if frame_ends_before_draw:  # the next step starts in a frame, not in its rendering
				yield(host.get_tree(), "idle_frame")
			i += 1
		runs.append(run)
	if not handler.empty():  # a case whose plan gave no action (a list already built) has none
		_add(name, detail, "main", handler, frame)
		if spread:
			_add_runs(runs)


# Times a computation the game runs on a worker thread: driver.<act>(arguments...) for each
# arguments in `each`, `runs` times (it is long: fewer runs than a main-thread case).
func measure_worker(name: String, detail: String, driver, act: String, each: Array, runs := 1):
	var times = []
	for _run in range(max(1, runs)):
		for arguments in each:
			yield(host.get_tree(), "idle_frame")
			var started = OS.get_ticks_usec()
			driver.callv(act, arguments)
			times.append((OS.get_ticks_usec() - started) / 1000.0)
	_add(name, detail, "worker", times, [])
	yield(host.get_tree(), "idle_frame")


func _add(name: String, detail: String, thread: String, handler: Array, frame: Array) -> void:
	var case = {"name": name, "detail": detail, "thread": thread, "runs": handler.size()}
	for keys in [["medianMs", "worstMs", handler], ["frameMedianMs", "frameWorstMs", frame]]:
		var values = keys[2].duplicate()
		values.sort()
		case[keys[0]] = values[values.size() / 2] if not values.empty() else null
		case[keys[1]] = values.back() if not values.empty() else null
	_cases.append(case)


# A piece of work spread over frames also reports what a run of it holds in all: "framesPerRun"
# (the most of a run) and "runMedianMs", "runWorstMs" (the sum of a run's frames), so that
# spreading work never hides its cost. A run with no action (work done once, in the first run)
# is left out.
func _add_runs(runs: Array) -> void:
	var case = _cases.back()
	var most = 0
	var sums = []
	for run in runs:
		most = int(max(most, run[0]))
		if run[0] > 0:
			sums.append(run[1])
	sums.sort()
	case["framesPerRun"] = most
	case["runMedianMs"] = sums[sums.size() / 2]
	case["runWorstMs"] = sums.back()


# Waits (a frame at least) until the mode's board has stopped animating.
func _settled(driver):
	var frames_left = SETTLE_FRAMES
	yield(host.get_tree(), "idle_frame")
	while driver.busy() and frames_left > 0:
		yield(host.get_tree(), "idle_frame")
		frames_left -= 1


# The median length of a frame with nothing to do (what every frame figure includes).
func _idle_frame_ms() -> float:
	var lengths = []
	yield(host.get_tree(), "idle_frame")
	for _i in range(30):
		var started = OS.get_ticks_usec()
		yield(host.get_tree(), "idle_frame")
		lengths.append((OS.get_ticks_usec() - started) / 1000.0)
	lengths.sort()
	return lengths[lengths.size() / 2]
