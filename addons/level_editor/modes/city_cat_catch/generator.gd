tool
extends "res://addons/level_editor/flow_bar.gd"
# The City Cat Catch piece's generator: a city, one of its level presets and a seed in (an empty
# seed: the preset's own, `cityId:levelId:revision`), and the board the core generates from them
# (`python -m core generate --mode city-cat-catch --city C --level N [--seed S] --out FILE`,
# which runs the preset's gates and retunes until they pass) goes into the pack shown as a new
# board — Undo takes it back — or into a new unsaved pack. A pack is one city's: the bar shows
# the city of the pack shown, and a board of another city is never added to it. The cities and
# presets are the core's (`city-cat-catch presets --json`), asked for once. A flow bar: it wraps
# when narrow.

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const PackFiles = preload("res://addons/level_editor/pack_files.gd")
const OUT_DIR = "res://build/candidates"

var host = null  # the Levels screen (piece_host.gd, take_level)
var mode_id = ""
var cities = []  # the core's answer: [{"cityId", "name", "presets": [{"levelId", …}]}]
var pack_city = ""  # the city of the pack shown ("" with none): Generate adds only its boards

var _job = null  # the presets request, while it runs


# Asks the core for the cities and presets (once, in the background).
func load_presets() -> void:
	if not cities.empty() or _job != null or host == null:
		return
	_job = host.tools.start(["-m", "core", mode_id, "presets", "--json"])
	set_process(true)


func _ready() -> void:
	set_process(false)


func _process(_delta: float) -> void:
	if _job == null or not host.tools.finished(_job):
		return
	var answer = CoreTools.json_answer(_job["result"]["output"])
	_job = null
	set_process(false)
	cities = answer.get("cities", [])
	$City.clear()
	for city in cities:
		$City.add_item("%s · %s" % [city["cityId"], city["name"].get("en", "")])
	$Generate.disabled = cities.empty()
	_select_city(pack_city)


# The pack shown is of `city_id` ("" with none): the bar picks it.
func follow_city(city_id: String) -> void:
	pack_city = city_id
	_select_city(city_id)


func _select_city(city_id: String) -> void:
	for i in range(cities.size()):
		if cities[i]["cityId"] == city_id:
			$City.select(i)


# Generates the board for the city, preset and seed set; the run ({} while busy or unknown).
func generate():
	if cities.empty():
		host.say("The cities are not known yet (city-cat-catch presets).")
		yield(get_tree(), "idle_frame")
		return {}
	var city = cities[$City.selected]["cityId"]
	if not pack_city.empty() and city != pack_city:
		var why = "The pack shown holds %s boards, not %s ones." % [pack_city, city]
		host.say("No board generated.", "%s Pick %s, or New pack… for %s." % [why, pack_city, city])
		yield(get_tree(), "idle_frame")
		return {}
	var level = int($Level.value)
	var typed = $Seed.text.strip_edges()
	var name = "cat-%s-%d-%s" % [city, level, typed if not typed.empty() else "preset"]
	Directory.new().make_dir_recursive(OUT_DIR)
	var out = PackFiles.new_file_path(OUT_DIR.plus_file(name))
	var args = ["-m", "core", "generate", "--mode", mode_id, "--city", city, "--level", str(level)]
	if not typed.empty():
		args += ["--seed", typed]
	args += ["--out", ProjectSettings.globalize_path(out)]
	var run = yield(host.run_tool("generate", args), "completed")
	if run == null or host.failed(run, "No board from %s level %d." % [city, level]):
		return run
	var read = PackFiles.read_json(out)
	if not read["error"].empty():
		host.say("Cannot read the generated board.", read["error"])
		return run
	var board = read["value"]["levels"][0]
	host.take_level(board, mode_id, "the generated board %s" % board.get("id", ""))
	return run
