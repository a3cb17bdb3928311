extends Reference
# What the path modes' level rules share (each mode's level_rules.gd names this in its own
# checks): the caption and the list of cells, `adjacency` against the graph the mode's board
# gives, and the plain solution checks of `hintPath` (every cell once, each step next to the one
# before, each number on its step). A mode checks its own fields, marks and walls around them.

const PackCatalog = preload("res://scripts/common/pack_catalog.gd")


# "" when an optional caption is a {locale: text} object and `cells` is a non-empty list.
static func caption_and_cells_problem(level: Dictionary) -> String:
	if level.has("caption") and not PackCatalog.is_text(level["caption"]):
		return "caption is not a {locale: text} object"
	var cells = level.get("cells")
	if typeof(cells) != TYPE_ARRAY or cells.empty():
		return "no cells"
	return ""


# `adjacency` must be, row by cell, exactly `expected` (each row the sorted neighbours that the
# board's `source` gives: "the units", "the hexes").
static func adjacency_problem(adjacency, expected: Array, source: String) -> String:
	if typeof(adjacency) != TYPE_ARRAY or adjacency.size() != expected.size():
		return "adjacency does not have one row per cell"
	for node in range(expected.size()):
		var row = adjacency[node]
		if (
			typeof(row) != TYPE_ARRAY
			or not PackCatalog.all_ints(row)
			or PackCatalog.as_ints(row) != expected[node]
		):
			return (
				"adjacency of cell #%d is %s, %s give %s"
				% [node, str(row), source, str(expected[node])]
			)
	return ""


# `hintPath` must list one cell number per cell; then each step is checked in order
# (hint_step_problem, and after it on the same step what else the mode's steps honour: marks,
# walls), so the first step that fails is the one reported.
static func hint_path_list_problem(hint_path, count: int) -> String:
	if typeof(hint_path) != TYPE_ARRAY or hint_path.size() != count:
		return "hintPath does not have one entry per cell"
	if not PackCatalog.all_ints(hint_path):
		return "hintPath holds something other than cell numbers"
	return ""


# Step i + 1 of `hintPath` must reach a cell not in `seen` (recorded there), next to the cell of
# the step before, and a cell whose number (its field `key`) is 0 or the step.
static func hint_step_problem(hint_path, i: int, cells, adjacency, seen: Dictionary, key) -> String:
	var node = int(hint_path[i])
	var step = i + 1
	if node < 0 or node >= cells.size() or seen.has(node):
		return "hintPath step %d: %d is not an unvisited cell" % [step, node]
	seen[node] = true
	if i > 0 and not PackCatalog.as_ints(adjacency[int(hint_path[i - 1])]).has(node):
		return "hintPath step %d: cell #%d is not next to the previous one" % [step, node]
	var number = int(cells[node][key])
	if number != 0 and number != step:
		return "hintPath step %d: cell #%d shows %d" % [step, node, number]
	return ""
