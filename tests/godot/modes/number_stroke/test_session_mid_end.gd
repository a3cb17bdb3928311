extends "res://tests/godot/test_case.gd"
# Number Stroke's session under the common mid-end (scripts/common/mid_end.gd), made through the
# registry: a release and a hint leave no history entry, so undo takes the drag back. (Moved
# from tests/godot/common/test_mid_end.gd: it checks the mode's own moves.)

const MidEnd = preload("res://scripts/common/mid_end.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const MODE = "01-number-stroke"
const FIXTURE = "res://tests/godot/fixtures/number-stroke.baked.json"
const UNDONE = {"kind": "undone", "cell": -1}


func test_number_stroke_through_the_registry():
	var catalog = ModeRegistry.load_catalog(MODE, FIXTURE)
	var level = catalog.level("1-1")
	var wrapped = MidEnd.new(ModeRegistry.new_session(MODE, level))
	var solution = level["hintPath"]
	wrapped.apply({"op": "press", "cell": solution[0]})
	wrapped.apply({"op": "drag", "cell": solution[1]})
	wrapped.apply({"op": "release"})
	wrapped.apply({"op": "hint_number"})
	assert_eq(wrapped.state()["path"], solution.slice(0, 1))
	assert_eq(wrapped.undo(), UNDONE, "release and hints left no entry: undo takes the drag back")
	assert_eq(wrapped.state()["path"], [solution[0]])
	assert_eq(wrapped.state()["phase"], "idle")
	wrapped.undo()
	assert_eq(wrapped.state()["phase"], "empty")
	assert_false(wrapped.can_undo())
