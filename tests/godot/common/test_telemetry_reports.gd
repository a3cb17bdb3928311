extends "res://tests/godot/test_case.gd"
# The play record of any mode (the registry's first: the record reads nothing of a mode but its
# id): every attempt played is logged as a start, level ids the schema would refuse are hashed,
# events carry the app's version. Each mode's own play report is tested in its folder
# (tests/godot/modes/<folder>/).

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const PlayReport = preload("res://scripts/telemetry/play_report.gd")
const PlayRecord = preload("res://scripts/telemetry/play_record.gd")
const SaveStoreScript = preload("res://scripts/autoload/save_store.gd")
const STEP_MS = 1000


# A mid-end whose board is always being played.
class PlayingMidEnd:
	extends Reference
	var session = null

	func status() -> String:
		return "playing"


func test_every_attempt_played_is_logged_as_a_start():
	var store = SaveStoreScript.new()
	add_child(store)
	store.open(scratch_path("save.json"))
	var telemetry = get_node("/root/Telemetry")
	telemetry.open(scratch_path("play_data"), store)
	telemetry.set_consent(true)
	var level = {"id": "2-3"}
	var record = PlayRecord.new(
		ModeRegistry.ids()[0], level, "", PlayReport.new(), PlayingMidEnd.new()
	)
	record.begin(true, false)  # a board replayed from the save, but no kept record
	assert_eq(telemetry.events()[-1]["resumed"], false, "a new attempt id: a start")
	telemetry.delete_play_data()
	record.moved({"op": "tap"}, {"kind": "moved"}, false)
	var after = telemetry.events()
	assert_eq(after[0]["kind"], "level_start")
	assert_eq(
		after[0]["resumed"], false, "after a delete the attempt goes on as a new one: a start"
	)
	telemetry.set_consent(false)
	var unseen = PlayRecord.new(
		ModeRegistry.ids()[0], level, "", PlayReport.new(), PlayingMidEnd.new()
	)
	unseen.begin(false, false)  # begun while recording is off: nothing written
	telemetry.set_consent(true)
	unseen.leave(false)
	var events = telemetry.events()
	assert_eq([events[-2]["kind"], events[-1]["kind"]], ["level_start", "quit"])
	assert_eq(events[-2]["resumed"], false, "its first event written comes after its start")
	assert_eq(events[-2]["attemptId"], events[-1]["attemptId"])
	telemetry.open(telemetry.FOLDER, get_node("/root/SaveStore"), telemetry.endpoint_setting())
	store.queue_free()


func test_level_ids_the_schema_refuses_are_sent_as_a_hash():
	var level = {"id": "2-3", "cells": []}
	assert_eq(
		PlayRecord.context_of(ModeRegistry.ids()[0], level, "", {"source": "catalog"})["level"],
		"2-3"
	)
	var odd = {"id": "my level!", "cells": []}
	var hashed = PlayRecord.context_of(ModeRegistry.ids()[0], odd, "", {"source": "catalog"})["level"]
	assert_true(hashed.begins_with("catalog-") and hashed.length() == 24, hashed)
	var workshop = PlayRecord.context_of(ModeRegistry.ids()[0], level, "", {"source": "workshop"})
	assert_true(workshop["level"].begins_with("workshop-"), "a workshop level never by its name")
	var editor = PlayRecord.context_of(
		ModeRegistry.ids()[0], level, "editor", {"source": "catalog"}
	)
	assert_eq(editor["source"], "editor", "the screen's source wins")
	assert_true(PlayReport.is_token("a1.b:c-d_e", "_.:-", 96))
	assert_false(PlayReport.is_token("-a", "_.:-", 96), "a letter or digit first")
	assert_true(PlayReport.is_token("-a", "_-", 16, true))
	assert_false(PlayReport.is_token("x".repeat(17), "_-", 16, true), "too long")
	assert_false(PlayReport.is_token("", "_-", 16, true))


func test_events_carry_the_version_the_phone_builds_export():
	var version = ProjectSettings.get_setting("application/config/version")
	assert_eq(get_node("/root/Telemetry").app_version, version)
	var presets = ConfigFile.new()
	assert_eq(presets.load("res://export_presets.cfg"), OK)
	var found = 0
	for section in presets.get_sections():
		for key in ["version/name", "application/short_version"]:
			if presets.has_section_key(section, key):
				assert_eq(presets.get_value(section, key), version, "%s %s" % [section, key])
				found += 1
	assert_eq(found, 2, "the Android and iOS presets")
