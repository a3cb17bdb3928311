extends "res://tests/godot/test_case.gd"
# Issue 14: the editor smoke test passed when the editor hung (the exit status of `timeout`
# was kept only for a message). Its verdict (editor_run_verdict in editor_project.sh) fails
# on a timeout or any other non-zero exit, even after the driver's last line.

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const DONE = "level editor driver: ok the demo pack opens\nlevel editor driver: done, 0 failed\n"


func test_a_timeout_fails_even_after_the_last_line():
	assert_true(_verdict(DONE, 124) != 0, "timeout")


func test_a_crash_fails():
	assert_true(_verdict(DONE, 139) != 0, "segmentation fault")


func test_a_clean_run_passes():
	assert_eq(_verdict(DONE, 0), 0)


func test_a_failed_check_fails():
	assert_true(_verdict("level editor driver: done, 1 failed\n", 0) != 0)


func test_an_error_from_the_plugin_fails():
	var log_text = DONE + "SCRIPT ERROR: x\n   At: res://addons/level_editor/plugin.gd:3.\n"
	assert_true(_verdict(log_text, 0) != 0)


# Issue 31 §7: the packs session keeps the editor's Output panel clean: any error fails it,
# an engine error too (Godot 3.2.3's RegEx printed "free_static" on every search).
func test_any_error_fails_the_packs_session():
	var engine_error = 'ERROR: free_static: Condition "p_ptr == __null" is true.\n'
	assert_true(_verdict(engine_error + DONE, 0, "packs") != 0, "an engine error")
	assert_true(_verdict("SCRIPT ERROR: x\n   At: res://a.gd:1.\n" + DONE, 0, "packs") != 0)
	assert_eq(_verdict(DONE, 0, "packs"), 0, "a clean run")
	assert_eq(_verdict(engine_error + DONE, 0), 0, "the smoke session fails on the plugin's only")


func _verdict(log_text: String, status: int, mode := "smoke") -> int:
	var log_path = ProjectSettings.globalize_path(write_file(scratch_path("editor.log"), log_text))
	var script = 'cd "$1" && source tests/godot/editor_project.sh'
	script += ' && editor_run_verdict "$4" "$2" "$3"'
	var project = ProjectSettings.globalize_path("res://")
	var args = PoolStringArray()
	for arg in ["-c", script, "bash", project, log_path, str(status), mode]:
		args.append(CoreTools.shell_argument(arg))  # a blocking OS.execute goes through sh
	var output = []
	return OS.execute("bash", args, true, output, true)
