extends "res://tests/godot/test_case.gd"
# What the candidate browser's tests of each mode share (tests/godot/editor/modes/<folder>/
# test_editor_*_candidates.gd, issue 14 §3): the Levels screen with every mode's folder a scratch
# one (new packs go there, never to levels/) and the browser writing into a scratch folder.

const Files = preload("res://tests/godot/editor_test_files.gd")

var panel
var browser


func before_each():
	timeout_seconds = 90
	panel = Files.levels_screen(self, true)  # new packs go to scratch folders
	browser = panel.get_node("CandidateBrowser")
	browser.candidates_dir = scratch_path("candidates")


func after_each():
	browser.hide()
