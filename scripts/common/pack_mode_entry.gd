extends "res://scripts/common/mode_entry.gd"
# The entry scene of a mode played pack by pack (scripts/common/mode_entry.gd, extended): a clear
# moves on to the next level of its pack; the last level of a pack ends on a card that says the
# pack is done ("cleared/total" of it, its title; next pack / level list), and the clear that
# completes every level of the catalog on a finale card (level list / all games). Hex Walls'
# scene uses it as it is; Number Stroke's entry extends it (its daily puzzle has cards of its
# own).

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")

var _completed_now = false  # the clear being shown completed the catalog


# The line under the finale card's figure (a mode with more to offer says so).
func _finale_text():
	return tr("all_done_text_plain")


func _on_level_solved(level_id):
	var total = catalog.level_ids().size()
	var before = progress.cleared_count()
	._on_level_solved(level_id)
	# The clear that completes the catalog earns the finale card (once).
	_completed_now = before < total and progress.cleared_count() == total


func _on_clear_shown(level_id):
	if _completed_now:
		_completed_now = false
		_show_finale()
		return
	var next_id = catalog.next_id(level_id)
	var pack = catalog.pack_of(level_id)
	if next_id == "" or catalog.pack_of(next_id) != pack:
		_show_pack_done(pack, next_id)
		return
	play(next_id)


# "modes" (the finale's "all games") closes the mode; the others are mode_entry.gd's.
func _on_card_button_pressed(id):
	if id == "modes":
		_on_closed()
	else:
		._on_card_button_pressed(id)


func _show_pack_done(pack, next_id):
	var entry = {}
	for candidate in catalog.packs():
		if int(candidate["pack"]) == pack:
			entry = candidate
	var ids = entry.get("levelIds", [])
	var title = PackCatalog.text_in(entry.get("title", {}), TranslationServer.get_locale())
	var buttons = []
	if next_id != "":
		buttons.append({"id": "next", "text": tr("next_pack")})
	buttons.append({"id": "levels", "text": tr("level_list")})
	_game.show_card(
		tr("pack_done") % pack, "%d/%d" % [progress.cleared_count(ids), ids.size()], title, buttons
	)


func _show_finale():
	var count = catalog.level_ids().size()
	_game.show_card(
		tr("all_done"),
		"%d/%d" % [count, count],
		_finale_text(),
		[{"id": "levels", "text": tr("level_list")}, {"id": "modes", "text": tr("back_to_modes")}]
	)
