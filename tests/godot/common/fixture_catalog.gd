extends Reference
# A baked catalog of no mode for the tests of shared code (progress, attempts, the level list):
# pack_catalog.gd reads it with no mode's rules, so nothing of a shipped mode is named. Each
# level has its id, its index in the pack and a small board of numbers (a content to change).

const MODE = "any-mode"  # the catalog's mode: only a label
const SMALL = [["1-1", "1-2"], ["2-1"], ["3-1"]]  # play order 1-1 1-2 | 2-1 | 3-1


# The catalog's JSON: one pack per list of level ids, in play order.
static func text(packs: Array = SMALL) -> String:
	var written = []
	for p in range(packs.size()):
		var levels = []
		for i in range(packs[p].size()):
			levels.append({"id": packs[p][i], "index": i + 1, "board": [i + 1, p + 1]})
		var title = {"en": "Pack %d" % (p + 1), "zh": "第%d组" % (p + 1)}
		written.append({"pack": p + 1, "title": title, "levels": levels})
	return JSON.print({"format": 1, "mode": MODE, "packs": written})
