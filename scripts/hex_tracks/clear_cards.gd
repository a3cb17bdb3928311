extends Reference
# What the cards after a Hex Tracks clear say (shown by hex_tracks_mode.gd through the game
# frame's show_card): each builder gives {"title", "figure", "text", "buttons": [{"id", "text"}]}.
#   level_card    the clear: the stars earned against the level's fewest turns R (stars.gd),
#                 the counts, and what three stars take when they were missed
#   chapter_card  the first clear of a chapter's last level: the chapter's stars and the next
#                 chapter now open
#   finale_card   the first clear of the whole campaign: every star earned of every star there is
#   workshop_card a workshop level's clear: the counts (no stars: its fewest turns are unknown)
# A clear that completes a chapter or the campaign first shows its level card with Continue.

const Stars = preload("res://scripts/hex_tracks/stars.gd")
const Texts = preload("res://scripts/hex_tracks/texts.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")


# `stars` earned now, `best` the level's best before this clear (0: none), `next` the card's
# first button: "next" (a next level), "continue" (a chapter or the campaign was completed) or
# "" (the list only).
static func level_card(level: Dictionary, session, stars: int, best: int, next: String):
	var lines = [_counts(session)]
	var optimum = int(level.get("rotations", -1))
	if stars == Stars.MOST:
		lines.append(_tr("ht_three_stars_got"))
	elif optimum == 0:
		lines.append(_tr("ht_three_stars_no_turn"))
	elif optimum > 0:
		lines.append(Texts.count("ht_three_stars", optimum))
	if best > stars:
		lines.append(_tr("ht_best") % Stars.text(best))
	var buttons = []
	match next:
		"next":
			buttons.append({"id": "next", "text": _tr("ht_next_level")})
		"continue":
			buttons.append({"id": "continue", "text": _tr("ht_continue")})
	buttons.append({"id": "levels", "text": _tr("level_list")})
	return {
		"title": _tr("cleared"),
		"figure": Stars.text(stars),
		"text": PoolStringArray(lines).join("\n"),
		"buttons": buttons,
	}


# `pack` a catalog's pack entry ({"pack", "title", "levelIds"}), `next_pack` the one after it
# ({} when it was the last).
static func chapter_card(pack: Dictionary, next_pack: Dictionary, progress) -> Dictionary:
	var ids = pack["levelIds"]
	var text = ""
	var buttons = []
	if not next_pack.empty():
		text = _tr("ht_chapter_open") % [int(next_pack["pack"]), _title(next_pack)]
		buttons.append({"id": "next", "text": _tr("ht_next_chapter")})
	buttons.append({"id": "levels", "text": _tr("level_list")})
	return {
		"title": _tr("ht_chapter_done") % int(pack["pack"]),
		"figure": "★ %d/%d" % [progress.stars_total(ids), Stars.MOST * ids.size()],
		"text": text,
		"buttons": buttons,
	}


static func finale_card(catalog, progress) -> Dictionary:
	var levels = catalog.level_ids().size()
	return {
		"title": _tr("ht_finale_title"),
		"figure": "★ %d/%d" % [progress.stars_total(), Stars.MOST * levels],
		"text": _tr("ht_finale_text") % [levels, catalog.packs().size()],
		"buttons": [{"id": "levels", "text": _tr("level_list")}],
	}


# A workshop level's clear: its counts (it has no known fewest turns, so no stars).
static func workshop_card(session) -> Dictionary:
	return {
		"title": _tr("cleared"),
		"figure": "",
		"text": _counts(session),
		"buttons":
		[
			{"id": "workshop", "text": _tr("ht_workshop")},
			{"id": "again", "text": _tr("ht_play_again")},
		],
	}


# The attempt's counts, the ones the stars measure (undo took none of them back).
static func _counts(session) -> String:
	var attempt = session.attempt()
	var counts = [Texts.count("ht_tiles_out", session.removed.size())]
	counts.append(Texts.count("ht_turns", attempt["rotations"]))
	counts.append(Texts.count("ht_tries", attempt["failedTries"]))
	if attempt["hints"] > 0:
		counts.append(Texts.count("ht_hints", attempt["hints"]))
	return PoolStringArray(counts).join(" · ")


static func _title(pack: Dictionary) -> String:
	return PackCatalog.text_in(pack.get("title", {}), TranslationServer.get_locale())


static func _tr(key: String) -> String:
	return TranslationServer.translate(key)
