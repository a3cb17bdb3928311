extends "res://tests/godot/test_case.gd"
# The core commands Hex Tracks' campaign panel runs.

const CampaignPanel = preload("res://addons/level_editor/modes/hex_tracks/campaign_panel.gd")


func test_the_campaign_commands_are_the_core_cli():
	assert_eq(CampaignPanel.CAMPAIGN_ARGS, ["-m", "core", "hex-tracks", "campaign"])
	assert_eq(
		CampaignPanel.VALIDATE_ARGS, ["-m", "core", "validate", "--mode", "hex-tracks", "--json"]
	)
