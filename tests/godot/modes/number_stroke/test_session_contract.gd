extends "res://tests/godot/test_case.gd"
# Number Stroke's session behind the shared contract (docs/architecture.md): moves as JSON
# values, status, snapshot and restore. "2-1" is the small sample level (see test_session.gd).

const Session = preload("res://scripts/number_stroke/session.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const LevelRules = preload("res://scripts/number_stroke/level_rules.gd")
const FIXTURE = "res://tests/godot/fixtures/number-stroke.baked.json"
const SAMPLE_SOLUTION = [12, 13, 14, 11, 8, 9, 4, 5, 3, 2, 1, 0, 6, 7, 10]
const IGNORED = {"kind": "ignored", "cell": -1}

var sample


func before_each():
	var catalog = PackCatalog.new(FIXTURE, "01-number-stroke", LevelRules)
	sample = Session.new(catalog.level("2-1"))


func test_moves_as_json_values():
	assert_eq(sample.apply({"op": "press", "cell": 12}), {"kind": "started", "cell": 12})
	assert_eq(sample.apply({"op": "drag", "cell": 13.0}), {"kind": "appended", "cell": 13})
	assert_eq(sample.apply({"op": "release"}), {"kind": "released", "cell": -1})
	assert_eq(sample.apply({"op": "press", "cell": 12, "extra": true}), {"kind": "cut", "cell": 12})
	assert_eq(sample.path, [12])


func test_hint_moves_return_the_hint_in_the_event():
	var event = sample.apply({"op": "hint_way"})
	assert_eq(event["kind"], "hint")
	assert_eq(event["cell"], 14)
	assert_eq(event["hint"]["kind"], "next")
	assert_eq(event["hint"]["highlight"], [12, 13, 14], "from the marked start on")
	event = sample.apply({"op": "hint_number"})
	assert_eq(event, {"kind": "hint", "cell": event["hint"]["cell"], "hint": event["hint"]})
	assert_eq(event["hint"]["kind"], "number")


func test_anything_that_is_not_a_move_is_ignored():
	var bad = [
		null,
		[],
		"press",
		{},
		{"cell": 12},
		{"op": 3},
		{"op": "fly"},
		{"op": "restart"},
		{"op": "press"},
		{"op": "press", "cell": "12"},
		{"op": "press", "cell": 12.5},
		{"op": "press", "cell": -1},
		{"op": "press", "cell": 15},
		{"op": "press", "cell": true},
		{"op": "drag", "cell": null},
	]
	for move in bad:
		assert_eq(sample.apply(move), IGNORED, JSON.print(move))
	assert_eq(sample.state()["path"], [], "nothing changed")


func test_status_is_won_once_cleared():
	assert_eq(sample.status(), "playing")
	_draw(SAMPLE_SOLUTION)
	assert_eq(sample.status(), "won")


func test_snapshot_is_the_path_only():
	_draw([12, 13, 14])
	sample.hint_number()
	assert_eq(sample.snapshot(), {"path": [12, 13, 14]})
	var snapshot = sample.snapshot()
	snapshot["path"].append(99)
	assert_eq(sample.path, [12, 13, 14], "a snapshot is a copy")


func test_restore_recomputes_and_keeps_hint_numbers():
	_draw([12, 13, 14, 11])
	var added = sample.hint_number()
	var before = sample.state()
	var saved = sample.snapshot()
	sample.restart()
	sample.restore(saved)
	var after = sample.state()
	assert_eq(after["path"], before["path"])
	assert_eq(after["phase"], "idle", "a restored path is not being drawn")
	assert_eq(after["conflicts"], before["conflicts"])
	assert_eq(after["remaining"], 11)
	assert_true(sample.added.has(added["cell"]), "hint numbers are not part of the snapshot")
	sample.restore({"path": []})
	assert_eq(sample.state()["phase"], "empty")
	sample.restore({"path": SAMPLE_SOLUTION})
	assert_eq(sample.state()["phase"], "cleared", "a complete right path is a clear")
	assert_true(sample.cleared)


func test_restore_recomputes_conflicts():
	sample.restore({"path": [12, 13, 14, 11, 8, 7]})
	assert_eq(sample.conflicts, [7], "step 6 belongs to the 6")


func test_a_value_that_is_no_snapshot_changes_nothing():
	_draw([12, 13])
	for bad in [null, {}, {"path": 3}, {"path": [12, 99]}, {"path": [12, 12]}, {"path": ["a"]}]:
		sample.restore(bad)
		assert_eq(sample.path, [12, 13], JSON.print(bad))


func _draw(nodes):
	sample.press(nodes[0])
	for i in range(1, nodes.size()):
		sample.drag(nodes[i])
