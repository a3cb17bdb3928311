extends Reference
# Difficulty analysis of Hex Tracks: the port of core/modes/hex_tracks/analysis.py
# (docs/hex-tracks-runtime.md §6), for the workshop's verdict and score
# computed on the device. With N tiles; T, Tmax the mean and largest bends of the tiles' own
# routes at orientation 0; W the waves of the reference solution, D = max(0, W-1)/(N-1);
# F the tiles free at the start; S the tiles blocked at the start by grazing; R the fewest
# rotations:
#   score = round-half-up(min(1,T/4)*22 + min(1,Tmax/8)*12 + min(1,D)*18 + (1-F/N)*28
#                         + S/N*12 + min(1,R/3)*8)
# Bands 0-29 easy, 30-49 advanced, 50-69 tough, 70-100 challenge.
# analyze(level) -> {"verdict", "reachable", "solvable", "exhausted", "score" (-1 when none),
#  "band" ("" when none), "terms", "inputs", "workload", "pathUsage" ({} when none), "actions",
#  "rotations" (-1), "minimumActions" (-1)}.

const Bits = preload("res://scripts/hex_tracks/bits.gd")
const Board = preload("res://scripts/hex_tracks/board.gd")
const Solver = preload("res://scripts/hex_tracks/solver.gd")
const Tables = preload("res://scripts/hex_tracks/tables.gd")
const BANDS = [[70, "challenge"], [50, "tough"], [30, "advanced"], [0, "easy"]]
const SEARCH_STEP = 25  # states of the solver's search a step expands


static func round_half_up(x) -> int:
	return int(floor(x + 0.5))


static func band(score) -> String:
	for entry in BANDS:
		if score >= entry[0]:
			return entry[1]
	return "easy"


static func verdict_of(solution: Dictionary, n, move_limit) -> String:
	if n == 0:
		return "empty"
	if not solution["reachable"]:
		return "unsolvable"
	if not solution["found"]:
		return "exhausted"
	if move_limit < n:
		return "budget-short"
	return "solvable"


# The analysis of a level Dictionary (what level_rules.gd accepts); `geometry` a geometry.gd to
# share, or null.
static func analyze(level: Dictionary, geometry = null) -> Dictionary:
	var steps = analysis_steps(level, geometry)
	while analysis_step(steps):
		pass
	return steps["analysis"]


# analyze() in steps, for the workshop's verdict worked out in slices (verdict_job.gd): each
# analysis_step(steps) does one part (the board, the tables of one orientation, SEARCH_STEP
# states of the solver's search, the score) and answers false once steps["analysis"] is set.
static func analysis_steps(level: Dictionary, geometry = null) -> Dictionary:
	return {
		"level": level,
		"geometry": geometry,
		"tables": null,
		"orientations": [],
		"search": null,
		"analysis": {},
	}


static func analysis_step(steps: Dictionary) -> bool:
	var tables = steps["tables"]
	if tables == null:
		tables = Tables.new(Board.new(steps["level"]), steps["geometry"])
		steps["tables"] = tables
		steps["orientations"] = tables.board.orientations()
	elif not steps["orientations"].empty():
		tables.at(steps["orientations"].pop_front())  # built ahead: the search reads them all
	elif steps["search"] == null:
		steps["search"] = Solver.search_from(tables)
	elif not Solver.search_step(steps["search"], SEARCH_STEP):
		steps["analysis"] = analyze_tables(tables, steps["search"]["solution"])
		return false
	return true


static func analyze_tables(tables, solution: Dictionary) -> Dictionary:
	var board = tables.board
	var n = board.n
	var start = tables.at(0)
	var total_bends = 0
	var t_max = 0
	var route_cells = 0
	for route in start["routes"]:
		total_bends += route["bends"]
		t_max = int(max(t_max, route["bends"]))
		route_cells += route["cells"]
	var t_mean = (1.0 * total_bends) / n if n > 0 else 0.0
	var free = Bits.count(tables.free_tiles(0, tables.full))
	var grazed = 0
	for i in range(n):
		var result = tables.trace(0, tables.full, i)
		if (
			result["outcome"] == Tables.BLOCKED
			and Bits.has(start["offroute"][i], result["blocker"])
		):
			grazed += 1
	var verdict = verdict_of(solution, n, board.move_limit)
	var found = solution["found"]
	var r = solution["rotations"] if found else 0
	var w = solution["layers"].size()
	var d = (1.0 * max(0, w - 1)) / (n - 1) if n > 1 else 0.0
	var terms = {
		"bends": min(1.0, t_mean / 4.0) * 22,
		"longest": min(1.0, t_max / 8.0) * 12,
		"dependency": min(1.0, d) * 18,
		"blocking": (1.0 - (1.0 * free) / n) * 28 if n > 0 else 0.0,
		"grazing": (1.0 * grazed) / n * 12 if n > 0 else 0.0,
		"rotation": min(1.0, r / 3.0) * 8,
	}
	var scored = found and n > 0
	var total = 0
	for name in ["bends", "longest", "dependency", "blocking", "grazing", "rotation"]:
		total = total + terms[name]
	var score = round_half_up(total) if scored else -1
	return {
		"verdict": verdict,
		"reachable": solution["reachable"],
		"solvable": verdict == "solvable",
		"exhausted": solution["exhausted"],
		"score": score,
		"band": band(score) if scored else "",
		"terms": terms,
		"inputs":
		{
			"N": n,
			"T": t_mean,
			"Tmax": t_max,
			"W": w if found else -1,
			"D": d if found else -1.0,
			"F": free,
			"S": grazed,
			"R": solution["rotations"],
		},
		"workload":
		{
			"removals": n,
			"rotations": solution["rotations"],
			"minimumActions": n + r if found else -1,
			"routeCells": route_cells,
			"totalBends": total_bends,
			"estimatedSeconds": round_half_up(3 * n + 0.75 * total_bends + 4 * r) if scored else -1,
		},
		"pathUsage": path_usage(tables, solution["actions"]) if found else {},
		"actions": solution["actions"],
		"rotations": solution["rotations"],
		"minimumActions": n + r if found else -1,
	}


# Replays a solution's rotations and removals, reading each removal's real route with the same
# trace(); failed tries are ignored (docs/hex-tracks-runtime.md §6).
static func path_usage(tables, actions: Array) -> Dictionary:
	var board = tables.board
	var orientation = 0
	var remaining = tables.full
	var paths = []
	var run = 0
	var longest_run = 0
	for action in actions:
		if action["op"] == "rotate":
			orientation = posmod(orientation + int(action["dir"]), 6)
			continue
		var i = board.index_of(action["tile"])
		var result = tables.trace(orientation, remaining, i)
		if result["outcome"] != Tables.EXIT:
			continue
		remaining = Bits.without(remaining, i)
		var bends = result["route"]["bends"]
		paths.append(
			{"id": board.tiles[i]["id"], "bends": bends, "cells": result["route"]["cells"]}
		)
		run = 0 if bends > 0 else run + 1
		longest_run = int(max(longest_run, run))
	var curved = 0
	var single = 0
	var multi = 0
	var total = 0
	var most = 0
	for path in paths:
		curved += 1 if path["bends"] >= 1 else 0
		single += 1 if path["bends"] == 1 else 0
		multi += 1 if path["bends"] > 1 else 0
		total += path["bends"]
		most = int(max(most, path["bends"]))
	return {
		"removals": paths.size(),
		"curvedRemovals": curved,
		"straightRemovals": paths.size() - curved,
		"curvedRatio": (1.0 * curved) / paths.size() if not paths.empty() else 0.0,
		"singleBendRemovals": single,
		"multiBendRemovals": multi,
		"totalBends": total,
		"maxBends": most,
		"maxConsecutiveStraight": longest_run,
		"paths": paths,
	}
