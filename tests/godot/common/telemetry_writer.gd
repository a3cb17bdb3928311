extends SceneTree
# The child process of test_telemetry_crash.gd: records play data through the Telemetry autoload
# (consent given, into the folder named after "--") as fast as it can, until it is killed.
#   godot3-server --path . -s res://tests/godot/common/telemetry_writer.gd -- <user:// folder>

const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const PER_FRAME = 25


func _initialize():
	var args = Array(OS.get_cmdline_args())
	var folder = args[args.find("--") + 1]
	var store = SaveStoreScript.new()
	root.add_child(store)
	store.open(folder.plus_file("save.json"))
	var telemetry = root.get_node("Telemetry")
	telemetry.open(folder.plus_file("play_data"), store)
	telemetry.set_consent(true)
	_write(telemetry)


func _write(telemetry):
	while true:
		for _i in range(PER_FRAME):
			telemetry.record("app_pause")
		yield(self, "idle_frame")
