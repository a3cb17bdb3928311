extends Reference
# Hex Tracks' counted texts in the player's language. Godot 3 translations have no plural
# forms, so a counted text has two keys: KEY_one (for 1) and KEY_other, each with one %d
# ("1 turn", "2 turns"; Chinese writes both alike). wrap() breaks lines the way Chinese needs.

const WIDE_FROM = 0x2E80  # CJK and full-width forms: a line may break between any two of them
const NO_LINE_START = "，。、；：！？）》」』】”’…,.;:!?)"


static func count(key: String, n: int) -> String:
	return TranslationServer.translate(key + ("_one" if n == 1 else "_other")) % n


# The counters under the board: the budget, the turns and the failed tries.
static func counters(budget: int, turns: int, tries: int) -> String:
	var parts = [TranslationServer.translate("ht_budget") % budget]
	parts.append(count("ht_turns", turns))
	parts.append(count("ht_tries", tries))
	return PoolStringArray(parts).join(" · ")


# `text` with line breaks where a line of `font` would pass `width` pixels: between words, or
# between Chinese characters, but never before a closing mark (，。！… or , . ! …), which Godot
# 3's own autowrap lets start a line. Lines already in the text are kept.
static func wrap(text: String, font: Font, width: float) -> String:
	var lines = []
	for paragraph in text.split("\n"):
		lines += _wrapped(paragraph, font, width)
	return PoolStringArray(lines).join("\n")


# The pieces a line may break between: a word with the spaces after it, or one Chinese (or
# other full-width) character.
static func _pieces(paragraph: String) -> Array:
	var pieces = []
	var word = ""
	for i in range(paragraph.length()):
		var character = paragraph[i]
		if paragraph.ord_at(i) >= WIDE_FROM:
			if word != "":
				pieces.append(word)
			pieces.append(character)
			word = ""
		elif character == " " and word != "" and not word.ends_with(" "):
			word += " "
			pieces.append(word)
			word = ""
		else:
			word += character
	if word != "":
		pieces.append(word)
	return pieces


static func _wrapped(paragraph: String, font: Font, width: float) -> Array:
	var lines = []
	var line = []
	for piece in _pieces(paragraph):
		if line.empty() or font.get_string_size(_joined(line + [piece])).x <= width:
			line.append(piece)
		elif NO_LINE_START.find(piece[0]) != -1 and line.size() > 1:
			var carried = line.pop_back()  # the mark takes the piece before it to the next line
			lines.append(_joined(line))
			line = [carried, piece]
		else:
			lines.append(_joined(line))
			line = [piece]
	lines.append(_joined(line))
	return lines


static func _joined(pieces: Array) -> String:
	return PoolStringArray(pieces).join("").strip_edges(false, true)
