extends Reference
# THE trace() of Hex Tracks on the engine side: the port of core/modes/hex_tracks/trace.py
# (docs/hex-tracks-runtime.md §3). A tapped tile leaves its cell toward its dir and follows the
# track of every cell it enters until its next cell is off the board ("exit") or it would enter
# a cell through a port it already entered through ("loop"); the earliest contact with another
# tile still on the board along the sampled route blocks it ("blocked", with that tile and the
# contact parameter s = global segment number + t), whether the tile sits on the route's cells
# or beside them (grazing).
#
# Per orientation (built on first use) each tile's route ignoring the others, with every other
# tile that would touch it (its first contact, in contact order), and the bitsets of
# scripts/hex_tracks/bits.gd: `exits` (the route leaves the board), block[i] (the tiles touching
# tile i's route), offroute[i] (those touching it from a cell the route does not cover). A tile
# is free in a state when it exits and block[i] misses every tile left.
#
# A route: {"tile", "outcome" ("exit" | "loop"), "steps": [[q, r, entry, exit], ...],
# "contacts": [[segment, t, tile], ...], "bends", "cells", "segments"}.
# trace() answers {"tile", "outcome", "blocker" (index, -1), "contact" (s, -1.0), "route"}.

const Bits = preload("res://scripts/hex_tracks/bits.gd")
const Board = preload("res://scripts/hex_tracks/board.gd")
const Geometry = preload("res://scripts/hex_tracks/geometry.gd")
const EXIT = "exit"
const LOOP = "loop"
const BLOCKED = "blocked"
const SAMPLES = 20

var board = null
var full = []  # every tile
var tile_at = {}  # Board.key(q, r) -> tile index
var _geometry = null
var _tables = {}  # orientation -> {"routes", "exits", "block", "offroute"}
# orientation * board.n + tile -> its route, for the routes traced before their orientation's
# table is built (a new board's standing routes, traced a few a frame: the whole table is 3 ms)
var _routes = {}


# `geometry`: a geometry.gd to share (null: a new one).
func _init(level_board, geometry = null):
	board = level_board
	_geometry = geometry if geometry != null else Geometry.new()
	full = Bits.full(board.n)
	for i in range(board.n):
		var tile = board.tiles[i]
		tile_at[Board.key(tile["q"], tile["r"])] = i


# The walk (integers only): [outcome, steps] of a route from (q, r) leaving toward `direction`.
static func walk(tracks: Dictionary, q, r, direction) -> Array:
	var d = direction
	var seen = {}
	var steps = []
	while true:
		var delta = Geometry.DIRECTIONS[d]
		var nq = q + delta[0]
		var nr = r + delta[1]
		var cell_key = Board.key(nq, nr)
		if not tracks.has(cell_key):
			return [EXIT, steps]
		var entry = (d + 3) % 6
		var seen_key = cell_key * 6 + entry
		if seen.has(seen_key):
			return [LOOP, steps]
		seen[seen_key] = true
		d = tracks[cell_key][entry]
		steps.append([nq, nr, entry, d])
		q = nq
		r = nr
	return [EXIT, steps]


func at(orientation) -> Dictionary:
	orientation = posmod(orientation, 6)
	if not _tables.has(orientation):
		_tables[orientation] = _build(orientation)
	return _tables[orientation]


# The route of one tile at one orientation, with every other tile it would touch.
func route_of(orientation, tile) -> Dictionary:
	var spec = board.tiles[tile]
	var sq = spec["q"]
	var sr = spec["r"]
	var walked = walk(board.tracks_at(orientation), sq, sr, spec["dir"])
	var outcome = walked[0]
	var steps = walked[1]
	var zone = {}  # Board.key of a tile's cell -> [segment, t] of its first contact
	var start_key = Board.key(sq, sr)
	var row = _geometry.start_contact[spec["dir"]]
	for n in range(1, 7):
		var p = Board.key(sq + Geometry.NEAR[n][0], sr + Geometry.NEAR[n][1])
		if row[n] != null and tile_at.has(p):
			zone[p] = row[n]
	var base = 1
	var bends = 0
	for step in steps:
		if Board.is_curve(step[2], step[3]):
			bends += 1
		row = _geometry.cell_contact[step[2] * 6 + step[3]]
		for n in range(7):
			if row[n] == null:
				continue
			var p = Board.key(step[0] + Geometry.NEAR[n][0], step[1] + Geometry.NEAR[n][1])
			if p != start_key and not zone.has(p) and tile_at.has(p):
				zone[p] = [base + row[n][0], row[n][1]]
		base += SAMPLES
	if outcome == EXIT:
		_exit_contacts(spec, steps, start_key, base, zone)
	var contacts = []
	for p in zone:
		var u = tile_at[p]
		if u != tile:
			_insert_contact(contacts, [zone[p][0], zone[p][1], u])
	return {
		"tile": tile,
		"outcome": outcome,
		"steps": steps,
		"contacts": contacts,
		"bends": bends,
		"cells": 1 + steps.size(),
		"segments": 1 + SAMPLES * steps.size() + (1 if outcome == EXIT else 0),
	}


# The exit run, tested against every tile not met before (a quick, conservative rejection
# first, exactly as Python's).
func _exit_contacts(spec, steps, start_key, base, zone) -> void:
	var lq = spec["q"]
	var lr = spec["r"]
	var d = spec["dir"]
	if not steps.empty():
		var last = steps.back()
		lq = last[0]
		lr = last[1]
		d = last[3]
	var run = _geometry.exit_points(d)
	var ax = run[0][0]
	var ay = run[0][1]
	var bx = run[1][0]
	var by = run[1][1]
	var ux = _geometry.unit[d][0]
	var uy = _geometry.unit[d][1]
	var margin = _geometry.exit_margin
	for i in range(board.n):
		var tile = board.tiles[i]
		var p = Board.key(tile["q"], tile["r"])
		if p == start_key or zone.has(p):
			continue
		var c = _geometry.offset_point(tile["q"] - lq, tile["r"] - lr)
		var rx = c[0] - ax
		var ry = c[1] - ay
		if abs(rx * uy - ry * ux) > margin or rx * ux + ry * uy < -margin:
			continue
		var t = _geometry.clip(ax, ay, bx, by, c[0], c[1])
		if t >= 0.0:
			zone[p] = [base, t]


# Keeps `contacts` sorted by (segment, t, tile).
static func _insert_contact(contacts: Array, contact: Array) -> void:
	var index = contacts.size()
	while index > 0 and _before(contact, contacts[index - 1]):
		index -= 1
	contacts.insert(index, contact)


static func _before(a: Array, b: Array) -> bool:
	if a[0] != b[0]:
		return a[0] < b[0]
	if a[1] != b[1]:
		return a[1] < b[1]
	return a[2] < b[2]


func _build(orientation) -> Dictionary:
	var routes = []
	var exits = Bits.empty(board.n)
	var block = []
	var offroute = []
	for i in range(board.n):
		var route = _route(orientation, i)
		routes.append(route)
		if route["outcome"] == EXIT:
			exits = Bits.with(exits, i)
		var covered = {Board.key(board.tiles[i]["q"], board.tiles[i]["r"]): true}
		for step in route["steps"]:
			covered[Board.key(step[0], step[1])] = true
		var mask = Bits.empty(board.n)
		var off = Bits.empty(board.n)
		for contact in route["contacts"]:
			var u = contact[2]
			mask = Bits.with(mask, u)
			if not covered.has(Board.key(board.tiles[u]["q"], board.tiles[u]["r"])):
				off = Bits.with(off, u)
		block.append(mask)
		offroute.append(off)
	return {"routes": routes, "exits": exits, "block": block, "offroute": offroute}


# route_of(orientation, tile) made once (orientation in 0..5).
func _route(orientation, tile) -> Dictionary:
	if _tables.has(orientation):
		return _tables[orientation]["routes"][tile]
	var key = orientation * board.n + tile
	if not _routes.has(key):
		_routes[key] = route_of(orientation, tile)
	return _routes[key]


# The tiles of `remaining` that can leave now (a bitset).
func free_tiles(orientation, remaining: Array) -> Array:
	var table = at(orientation)
	var exits = table["exits"]
	var block = table["block"]
	var out = Bits.empty(board.n)
	for w in range(remaining.size()):
		var word = remaining[w] & exits[w]
		var i = 0
		while word != 0:
			if word & 1:
				var tile = w * Bits.WORD + i
				if not Bits.intersects(block[tile], remaining):
					out[w] |= 1 << i
			word >>= 1
			i += 1
	return out


# trace() of `tile` with the tiles of `remaining` (a bitset) on the board.
func trace(orientation, remaining: Array, tile) -> Dictionary:
	var route = _route(posmod(orientation, 6), tile)
	for contact in route["contacts"]:
		if Bits.has(remaining, contact[2]):
			return {
				"tile": tile,
				"outcome": BLOCKED,
				"blocker": contact[2],
				"contact": contact[0] + contact[1],
				"route": route,
			}
	return {
		"tile": tile, "outcome": route["outcome"], "blocker": -1, "contact": -1.0, "route": route
	}


# trace() for a list of present tile indices (the tapped one among them or not).
func trace_present(orientation, present: Array, tile) -> Dictionary:
	var remaining = Bits.empty(board.n)
	for i in present:
		remaining = Bits.with(remaining, int(i))
	return trace(orientation, remaining, tile)


# The route as one polyline in board units ((0, 0) is the centre of cell (0, 0)), for drawing
# and animation: point g to point g + 1 is global segment g (the start run, 20 per track, then
# the exit run), so a contact s lies on segment floor(s).
func polyline(route: Dictionary) -> Array:
	var spec = board.tiles[route["tile"]]
	var centre = _geometry.offset_point(spec["q"], spec["r"])
	var points = [centre.duplicate()]
	var port = _geometry.ports[spec["dir"]]
	points.append([centre[0] + port[0], centre[1] + port[1]])
	var last_q = spec["q"]
	var last_r = spec["r"]
	var d = spec["dir"]
	for step in route["steps"]:
		centre = _geometry.offset_point(step[0], step[1])
		var samples = _geometry.bezier_samples(step[2], step[3])
		for k in range(1, samples.size()):
			points.append([centre[0] + samples[k][0], centre[1] + samples[k][1]])
		last_q = step[0]
		last_r = step[1]
		d = step[3]
	if route["outcome"] == EXIT:
		centre = _geometry.offset_point(last_q, last_r)
		var run = _geometry.exit_points(d)
		points.append([centre[0] + run[1][0], centre[1] + run[1][1]])
	return points


# The literal algorithm of docs/hex-tracks-runtime.md §3, without tables: every segment of
# every piece against every present tile, in the piece's cell frame. For tests: it must agree
# with trace(). Answers {"outcome", "blocker", "contact"}.
func trace_reference(orientation, present: Array, tile) -> Dictionary:
	var others = []
	for i in present:
		if int(i) != tile and not others.has(int(i)):
			others.append(int(i))
	others.sort()
	var spec = board.tiles[tile]
	var walked = walk(board.tracks_at(orientation), spec["q"], spec["r"], spec["dir"])
	var steps = walked[1]
	var pieces = [[spec["q"], spec["r"], _geometry.start_points(spec["dir"])]]
	for step in steps:
		pieces.append([step[0], step[1], _geometry.bezier_samples(step[2], step[3])])
	if walked[0] == EXIT:
		var last = [spec["q"], spec["r"], spec["dir"]]
		if not steps.empty():
			last = [steps.back()[0], steps.back()[1], steps.back()[3]]
		pieces.append([last[0], last[1], _geometry.exit_points(last[2])])
	var base = 0
	for piece in pieces:
		var points = piece[2]
		for k in range(points.size() - 1):
			var best_t = -1.0
			var best_u = -1
			for u in others:
				var other = board.tiles[u]
				var c = _geometry.offset_point(other["q"] - piece[0], other["r"] - piece[1])
				var a = points[k]
				var b = points[k + 1]
				var t = _geometry.clip(a[0], a[1], b[0], b[1], c[0], c[1])
				if t >= 0.0 and (best_u == -1 or t < best_t):
					best_t = t
					best_u = u
			if best_u != -1:
				return {"outcome": BLOCKED, "blocker": best_u, "contact": (base + k) + best_t}
		base += points.size() - 1
	return {"outcome": walked[0], "blocker": -1, "contact": -1.0}
