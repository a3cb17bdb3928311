extends Reference
# City Cat Catch's counted texts in the player's language. Godot 3 translations have no plural
# forms, so a counted text has two keys, KEY_one (for 1) and KEY_other, each with one %d
# ("1 tool", "2 tools"; Chinese writes both alike), as Hex Tracks' texts do.


static func count(key: String, n: int) -> String:
	return TranslationServer.translate(key + ("_one" if n == 1 else "_other")) % n


# What the win card says of an attempt: its taps and the tools it used.
static func won_text(taps: int, tools: int) -> String:
	return "%s · %s" % [count("cat_taps", taps), count("cat_tools", tools)]
