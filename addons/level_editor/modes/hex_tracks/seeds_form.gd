tool
extends VBoxContainer
# The Hex Tracks piece's form for one entry of the campaign seeds file: its seed (one undo step
# a change) and its generator options as JSON (Apply takes them in). The core checks them: the
# live check previews the level the campaign builds from the entry.

const OrderedJson = preload("res://addons/level_editor/ordered_json.gd")
const SeedsEdits = preload("res://addons/level_editor/modes/hex_tracks/seeds_edits.gd")

var host = null  # the Levels screen (piece_host.gd)


func show_entry(entry: Dictionary) -> void:
	$Row/Seed.value = SeedsEdits.seed_of(entry)
	var options = OrderedJson.Writer.new().inline(entry.get("options", {}))
	if $Options.text != options:
		$Options.text = options


func _on_seed_changed(value: float) -> void:
	if not host.level().empty() and int(value) != SeedsEdits.seed_of(host.level()):
		host.edit_level("Seed", SeedsEdits, "set_seed", [int(value)])


func _on_apply_options_pressed() -> void:
	var parsed = JSON.parse($Options.text)
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		host.say("[color=#e5484d]Not applied:[/color] the options are not a JSON object.")
		return
	host.edit_level("Options", SeedsEdits, "set_options", [parsed.result])
