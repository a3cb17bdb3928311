extends Reference
# Hex Tracks' counted texts in the player's language. Godot 3 translations have no plural
# forms, so a counted text has two keys: KEY_one (for 1) and KEY_other, each with one %d
# ("1 turn", "2 turns"; Chinese writes both alike).


static func count(key: String, n: int) -> String:
	return TranslationServer.translate(key + ("_one" if n == 1 else "_other")) % n


# The counters under the board: the budget, the turns and the failed tries.
static func counters(budget: int, turns: int, tries: int) -> String:
	var parts = [TranslationServer.translate("ht_budget") % budget]
	parts.append(count("ht_turns", turns))
	parts.append(count("ht_tries", tries))
	return PoolStringArray(parts).join(" · ")
