extends "res://tests/godot/test_case.gd"
# Issue 14 §3: Hex Tracks' campaign panel, read-only — the 48 levels of
# campaign-analysis.json with score, band, path usage and gates beside validate's verdict;
# Re-run runs the campaign command, then reads everything again.

const CampaignPanel = preload("res://addons/level_editor/modes/hex_tracks/campaign_panel.gd")
const EditorRoom = preload("res://tests/godot/editor/editor_room.gd")
const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")

var panel
var campaign


func before_each():
	timeout_seconds = 90
	panel = PanelScene.instance()
	EditorRoom.fit(panel)
	panel.live.enabled = false
	add_child(panel)
	campaign = panel.editor_piece("hex-tracks").get_node("CampaignPanel")


func after_each():
	campaign.hide()


func test_the_panel_lists_the_48_levels_with_their_gates_and_verdicts():
	var analysis = read_file(CampaignPanel.ANALYSIS)
	assert_eq(panel.open_pack("res://levels/hex-tracks/pack-1.json"), "")
	panel.get_node("Body/Center/hex-tracks/Checks/Campaign").emit_signal("pressed")
	assert_true(campaign.visible)
	yield(_idle(), "completed")
	assert_eq(campaign.row_count(), 48)
	var first = campaign.row(0)
	assert_eq(first.slice(0, 3), ["1-1", "1 · enter", "7", "easy"])
	assert_eq(first[4], "100% (8/8)")
	assert_eq(first[8], "pass")
	assert_eq(first[9], "ok", str(first))
	assert_eq(campaign.verdicts.size(), 48)
	assert_eq(read_file(CampaignPanel.ANALYSIS), analysis, "read-only")


func test_rerun_runs_the_campaign_command_then_reads_again():
	campaign.campaign_command = ["-c", "print('campaign regenerated')"]
	campaign.validate_command = ["-c", "print('')"]
	campaign.show_campaign()
	yield(_idle(), "completed")
	campaign.analysis_path = write_file(
		scratch_path("analysis.json"),
		'{"format": 1, "levels": [{"id": "9-9", "score": 3, "band": "easy", "gates": ["too easy"]}]}'
	)
	var run = yield(campaign.rerun(), "completed")
	assert_eq(run["output"], "campaign regenerated\n")
	assert_eq(campaign.row_count(), 1)
	assert_eq(campaign.row(0)[0], "9-9")
	assert_eq(campaign.row(0)[8], "too easy")
	assert_eq(campaign.row(0)[9], "…", "no verdict")


func test_a_failing_campaign_command_says_so():
	campaign.campaign_command = ["-c", "import sys; print('no seeds'); sys.exit(2)"]
	campaign.validate_command = ["-c", "print('')"]
	campaign.show_campaign()
	yield(_idle(), "completed")
	var run = yield(campaign.rerun(), "completed")
	assert_eq(run["code"], 2)
	assert_true(campaign._status.text.find("no seeds") != -1, campaign._status.text)


func test_row_texts():
	var level = {
		"id": "2-3",
		"chapter": 2,
		"beat": "twist",
		"score": 41,
		"band": "tough",
		"pathUsage":
		{
			"removals": 4,
			"curvedRemovals": 3,
			"curvedRatio": 0.75,
			"totalBends": 6,
			"maxBends": 3,
			"maxConsecutiveStraight": 1
		},
		"gates": "pass"
	}
	var verdict = {"ok": false, "notes": ["score out of band"]}
	assert_eq(
		CampaignPanel.row_texts(level, verdict),
		[
			"2-3",
			"2 · twist",
			"41",
			"tough",
			"75% (3/4)",
			"6",
			"3",
			"1",
			"pass",
			"FAIL: score out of band"
		]
	)


# Waits until the panel's command has answered.
func _idle():
	var waited = 0
	yield(get_tree(), "idle_frame")
	while campaign._busy and waited < 1800:
		yield(get_tree(), "idle_frame")
		waited += 1
	assert_true(waited < 1800, "the panel's command answered")
