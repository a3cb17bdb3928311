"""The reverse generator of Hex Tracks (seed 003 "旋转求解与生成").

A solution removes tiles one by one, each free when it goes; read backwards, a level is built
by placing tiles one by one, each free (under the collision rule) among the tiles placed before
it, at a *base* orientation drawn from ``[minBaseTurns, maxBaseTurns]``. The board is then
turned by ``startRotation`` (cells and tracks; tiles keep their (q, r, dir)), so the player
starts from a turned board; the real solver and the release gates judge the result, never
the base parameters.

Reverse placement makes levels a greedy player clears in the fewest rotations (issue 30), so
with ``polishSteps`` a local search (``polish``) then moves tiles and redraws tracks toward
targets the placement cannot promise: at least ``minRotations``, the greedy gap, single turns,
a rotated start, clarity along the reference solution and (``noGrazing``) in every reachable
state (docs/hex-tracks-runtime.md §6).

Everything is drawn from one ``SeededRng("hex-tracks:<seed>")`` (core/common/rng.py), so a
seed and its options give the same level on every machine: the tracks, then up to
PLACEMENT_ATTEMPTS placements from the same stream until one places every tile, then the
colours and the polish. The campaign stores seeds whose levels pass the gates
(``campaign --search`` finds them).
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from typing import Any

from ...common.hexgrid import rotate, spiral
from ...common.rng import SeededRng
from .board import PAIRINGS, STRAIGHT_PAIRING, Board, TileSpec, is_curve, rotate_tracks
from .schema import MAX_COLOR
from .analysis import path_usage
from .gates import MIN_CURVED_RATIO as CURVED_RATIO, MIN_CURVED_REMOVALS as CURVED_REMOVALS
from .gates import decision_states, grazed, grazing_count, longest_rotation_run
from .solver import greedy_rotations, solve
from .trace import EXIT, Tables, route_zone, walk

# pairings by how many straight tracks they hold: 3 (the star), 1, or 0
_STRAIGHTS = {p: sum(1 for i in range(3) if p[i] == i + 3) for p in PAIRINGS}
PAIRING_GROUPS = (
    tuple(p for p in PAIRINGS if _STRAIGHTS[p] == 0),
    tuple(p for p in PAIRINGS if _STRAIGHTS[p] == 1),
    (STRAIGHT_PAIRING,),
)


PLACEMENT_ATTEMPTS = 12  # fresh placements on the same tracks (same stream) before giving up


MAX_WEIGHT = 1000  # a pairing weight (the draw is below(sum), which takes at most 2**31)
MAX_BENDS = 100
MAX_POLISH_STEPS = 100_000


@dataclass(frozen=True)
class GenerateOptions:
    radius: int = 3  # 2, 3, 4: 19, 37, 61 cells
    tiles: int = 8
    minBaseTurns: int = 0
    maxBaseTurns: int = 0
    startRotation: int = 0
    rotationEnabled: bool = True
    minBends: int = 1  # bends of each tile's route where it is placed
    maxBends: int = 8
    straightChance: float = 0.15  # chance that a placement may also take a straight route
    maxRouteCells: int = 20  # cells a route may cover where its tile is placed (own cell included)
    shortFirst: bool = False  # try short routes first (packs more tiles)
    curveWeight: int = 6  # relative weights of pairings with 0, 1, 3 straight tracks
    mixedWeight: int = 3
    starWeight: int = 1
    dependency: float = 0.5  # chance to prefer a place on an earlier tile's route
    independent: bool = False  # no tile touches another's route: all free at the start
    chain: bool = False  # the preferred places are on the route of the tile placed just before
    # the polish (issue 30): a local search after placement, up to polishSteps moves (a tile to
    # another cell or direction, or a cell's tracks redrawn), kept when they fall no further
    # from these targets
    polishSteps: int = 0
    minRotations: int = 0  # the level needs at least this many rotations
    greedyGap: bool = False  # the greedy player needs more rotations than that (or never clears)
    noGrazing: bool = False  # no reachable state holds a tap that stops on a tile off its route
    singleTurns: bool = False  # the reference solution never turns twice in a row (switch, challenge)
    rotatedStart: bool = False  # nothing can leave before the first turn
    stagedBases: bool = False  # bases run from maxBaseTurns down to minBaseTurns in equal stages
    colors: int = 4  # theme colours a level uses (3 or 4)

    @classmethod
    def from_json(cls, data: dict) -> "GenerateOptions":
        names = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise ValueError(f"unknown option(s): {', '.join(unknown)}")
        defaults = cls()
        for key, value in data.items():
            want = type(getattr(defaults, key))
            ok = type(value) is want or (want is float and type(value) is int)
            if not ok:
                raise ValueError(f"option {key} takes {want.__name__} values, not {json.dumps(value)}")
        values: dict[str, Any] = {k: float(v) if type(getattr(defaults, k)) is float else v for k, v in data.items()}
        return cls(**values)

    def as_json(self) -> dict:
        return asdict(self)

    def problems(self) -> list[str]:
        out = []
        if self.radius not in (1, 2, 3, 4, 5, 6):
            out.append("radius takes 1 to 6")
        cells = 3 * self.radius * (self.radius + 1) + 1
        if not 1 <= self.tiles <= min(cells, 127):
            out.append(f"tiles takes 1 to {min(cells, 127)} on a board of {cells} cells")
        for name in ("minBaseTurns", "maxBaseTurns", "startRotation"):
            if not 0 <= getattr(self, name) <= 5:
                out.append(f"{name} takes 0 to 5")
        if self.minBaseTurns > self.maxBaseTurns:
            out.append("minBaseTurns is above maxBaseTurns")
        if not 0 <= self.minBends <= self.maxBends:
            out.append("bends: 0 <= minBends <= maxBends")
        weights = (self.curveWeight, self.mixedWeight, self.starWeight)
        if not all(0 <= w <= MAX_WEIGHT for w in weights) or sum(weights) == 0:
            out.append(f"pairing weights take 0 to {MAX_WEIGHT}, not all 0")
        if self.maxBends > MAX_BENDS:
            out.append(f"maxBends takes at most {MAX_BENDS}")
        if not 0.0 <= self.dependency <= 1.0:
            out.append("dependency takes 0 to 1")
        if not 1 <= self.maxRouteCells <= 200:
            out.append("maxRouteCells takes 1 to 200")
        if not 0.0 <= self.straightChance <= 1.0:
            out.append("straightChance takes 0 to 1")
        if not 0 <= self.polishSteps <= MAX_POLISH_STEPS:
            out.append(f"polishSteps takes 0 to {MAX_POLISH_STEPS}")
        if not 0 <= self.minRotations <= 6:
            out.append("minRotations takes 0 to 6")
        if not 1 <= self.colors <= MAX_COLOR + 1:
            out.append("colors takes 1 to 12")
        return out


def _weighted(rng: SeededRng, weights: list[int]) -> int:
    x = rng.below(sum(weights))
    for i, w in enumerate(weights):
        if x < w:
            return i
        x -= w
    return len(weights) - 1


def random_tracks(rng: SeededRng, radius: int, options: GenerateOptions) -> dict:
    weights = [options.curveWeight, options.mixedWeight, options.starWeight]
    cells = {}
    for p in spiral(radius):
        group = PAIRING_GROUPS[_weighted(rng, weights)]
        cells[p] = group[rng.below(len(group))]
    return cells


class _Routes:
    """Routes of hypothetical tiles on the bare board, cached by (orientation, cell, dir): the
    walk (cheap) apart from the contact zone (needed only for the candidates kept)."""

    def __init__(self, cells: dict, rotation_enabled: bool):
        self.board = Board(cells, [], rotation_enabled)
        self._walks: dict = {}
        self._zones: dict = {}

    def walk(self, o: int, p, d: int):
        """(outcome, bends, covered cells, cells counted with repeats)."""
        key = (o, p, d)
        found = self._walks.get(key)
        if found is None:
            outcome, steps = walk(self.board.tracks_at(o), p, d)
            bends = sum(1 for _q, _r, i, j in steps if is_curve(i, j))
            covered = {p} | {(q, r) for q, r, _i, _j in steps}
            found = (outcome, bends, covered, 1 + len(steps))
            self._walks[key] = found
        return found

    def zone(self, o: int, p, d: int) -> dict:
        key = (o, p, d)
        found = self._zones.get(key)
        if found is None:
            found = route_zone(self.board.tracks_at(o), p, d)[2]
            self._zones[key] = found
        return found


def _grazes(routes: _Routes, watch, p, d: int, placed: list[TileSpec]) -> bool:
    """Whether a tile at (p, d) would touch a placed tile's route from off its cells before
    any placed tile on the route does."""
    for o in watch:
        for u in placed:
            zone_u = routes.zone(o, u.pos, u.dir)
            covered_u = routes.walk(o, u.pos, u.dir)[2]
            if p in zone_u and p not in covered_u:
                mine = zone_u[p]
                if not any(v.pos in covered_u and zone_u.get(v.pos, mine) < mine for v in placed):
                    return True
    return False


def place_tiles(rng: SeededRng, routes: _Routes, options: GenerateOptions) -> list[tuple[TileSpec, int]] | None:
    """Reverse placement: [(tile, base orientation)] in placement order, or None when stuck.

    Each new tile must leave at its base orientation with every earlier tile on the board,
    must not loop at any orientation the level can take, and may touch an earlier tile's route
    (at that tile's base) only from a cell the route covers (no grazing), never when
    ``independent``. With probability ``dependency`` a place on an earlier route is preferred
    (with ``chain``, on the route of the tile placed just before: the forward solution then
    frees the tiles one after another). With ``stagedBases`` the bases step down from
    ``maxBaseTurns`` to ``minBaseTurns`` in placement order, so the solution turns the board one
    step at a time between removals (drawn at random from the range otherwise).
    A new tile may not graze an earlier tile's route (touch it from a cell the route does not
    cover) at the starting orientation or any base orientation.
    """
    orientations = tuple(range(6)) if options.rotationEnabled else (options.startRotation,)
    placed: list[TileSpec] = []
    bases: list[int] = []
    zones: list[tuple[dict, set]] = []  # (zone, covered) of each placed tile at its base
    span = options.maxBaseTurns - options.minBaseTurns + 1
    if options.rotationEnabled:
        watch = sorted({options.startRotation} | {(options.minBaseTurns + k) % 6 for k in range(span)})
    else:
        watch = [options.startRotation]
    positions = sorted(routes.board.cells)
    for k in range(options.tiles):
        if options.rotationEnabled and options.stagedBases:
            base = (options.maxBaseTurns - k * span // options.tiles) % 6
        elif options.rotationEnabled:
            base = (options.minBaseTurns + rng.below(span)) % 6
        else:
            base = options.startRotation
        min_bends = 0 if rng.next_float() < options.straightChance else max(1, options.minBends)
        taken = {t.pos for t in placed}
        candidates = [(p, d) for p in positions if p not in taken for d in range(6)]
        rng.shuffle(candidates)
        if options.shortFirst:
            candidates.sort(key=lambda c: routes.walk(base, c[0], c[1])[3])
        prefer_block = bool(placed) and rng.next_float() < options.dependency
        if options.chain:
            on_routes = zones[-1][1] - taken if zones else set()
        else:
            on_routes = set().union(*(covered for _z, covered in zones)) - taken if zones else set()
        chosen = fallback = None
        for p, d in candidates:
            if prefer_block and fallback is not None and p not in on_routes:
                continue
            outcome, bends, _covered, length = routes.walk(base, p, d)
            if outcome != EXIT or not min_bends <= bends <= options.maxBends or length > options.maxRouteCells:
                continue
            if any(routes.walk(o, p, d)[0] != EXIT for o in orientations if o != base):
                continue
            zone = routes.zone(base, p, d)
            if any(q in zone for q in taken):
                continue
            if any(p in z and (options.independent or p not in c) for z, c in zones):
                continue
            if _grazes(routes, watch, p, d, placed):
                continue
            if not prefer_block or p in on_routes:
                chosen = (p, d)
                break
            if fallback is None:
                fallback = (p, d)
        chosen = chosen or fallback
        if chosen is None:
            return None
        p, d = chosen
        placed.append(TileSpec(f"n{len(placed)}", p[0], p[1], d, 0))
        bases.append(base)
        zones.append((routes.zone(base, p, d), routes.walk(base, p, d)[2]))
    return list(zip(placed, bases))


def reading_order(tiles: list[TileSpec]) -> list[TileSpec]:
    """Tiles in the order a level lists them: top to bottom, then left to right."""
    return sorted(tiles, key=lambda t: (2 * t.r + t.q, t.q))


def shortfall(board: Board, options: GenerateOptions, best: tuple[int, int] | None = None) -> tuple[int, int] | None:
    """How far a board is from the polish's targets, compared as a pair: (rotations missing,
    plus 1 for each target missed: the greedy gap, enough curved removals, single turns, a
    rotated start, plus the grazes along the reference solution; then the states that graze,
    with ``noGrazing``); None when it cannot be a level (a tile's own route loops at some
    orientation, or there is no solution). Given the ``best`` so far, a board that cannot be
    as good stops early, its pair then only known to be worse: the grazing states stop being
    counted past the best's, and once the best misses no target (the polish's long last
    stretch) they are counted first, before the solver runs."""
    tables = Tables(board)
    if any(tables.at(o).exits != tables.full for o in board.orientations):
        return None
    grazing = None
    if options.noGrazing and best is not None and best[0] == 0:
        grazing = grazing_count(tables, best[1])
        if grazing > best[1]:
            return 0, grazing
    solution = solve(tables)
    r = solution.rotations
    if r is None:  # not found
        return None
    missing = max(0, options.minRotations - r)
    if options.greedyGap:
        greedy = greedy_rotations(tables)
        missing += greedy is not None and greedy <= r
    usage = path_usage(tables, solution.actions)
    missing += usage["curvedRatio"] < CURVED_RATIO or usage["curvedRemovals"] < CURVED_REMOVALS
    # the reference solution's clarity, counted so that the search can head for it: tiles
    # grazed, summed over its decision states
    missing += sum(len(grazed(tables, o, left)) for _n, _w, o, left in decision_states(board, tables, solution.actions))
    missing += options.singleTurns and longest_rotation_run(solution.actions) > 1
    missing += options.rotatedStart and tables.free(0, tables.full) != 0
    if not options.noGrazing or (best is not None and missing > best[0]):
        return missing, 0
    if grazing is None:
        grazing = grazing_count(tables, best[1] if best is not None and missing == best[0] else None)
    return missing, grazing


def polish(rng: SeededRng, board: Board, options: GenerateOptions) -> tuple[dict, list[TileSpec]]:
    """Issue 30's local search: up to ``polishSteps`` random moves (half of them a tile moved to
    another free cell and direction, half a cell's tracks redrawn from the pairing groups),
    each kept when the board's ``shortfall`` is no worse (so the search drifts across plateaus),
    stopping once it is (0, 0). Returns the cells and tiles."""
    cells, tiles = dict(board.cells), list(board.tiles)
    best = shortfall(board, options)
    positions = sorted(cells)
    weights = [options.curveWeight, options.mixedWeight, options.starWeight]
    for _step in range(options.polishSteps):
        if best == (0, 0):
            break
        new_cells, new_tiles = cells, tiles
        if rng.below(2):
            k = rng.below(len(tiles))
            p, d = positions[rng.below(len(positions))], rng.below(6)
            if any(t.pos == p for j, t in enumerate(tiles) if j != k):
                continue
            new_tiles = tiles[:k] + [TileSpec(tiles[k].id, p[0], p[1], d, 0)] + tiles[k + 1:]
        else:
            p = positions[rng.below(len(positions))]
            group = PAIRING_GROUPS[_weighted(rng, weights)]
            new_cells = {**cells, p: group[rng.below(len(group))]}
        new_tiles = reading_order(new_tiles)  # the level's order: its reference solution's
        found = shortfall(Board(new_cells, new_tiles, options.rotationEnabled, len(new_tiles)), options, best)
        if found is not None and (best is None or found <= best):
            cells, tiles, best = new_cells, new_tiles, found
    return cells, tiles


def generate_level(seed: int, options: GenerateOptions, level_id: str = "", name=None) -> dict | None:
    """One level as JSON (seed 003's format), or None when the attempt got stuck."""
    rng = SeededRng(f"hex-tracks:{seed}")
    cells = random_tracks(rng, options.radius, options)
    routes = _Routes(cells, options.rotationEnabled)
    placement = None
    for _attempt in range(PLACEMENT_ATTEMPTS):
        placement = place_tiles(rng, routes, options)
        if placement is not None:
            break
    if placement is None:
        return None
    colors = list(range(MAX_COLOR + 1))
    rng.shuffle(colors)
    palette = colors[: options.colors]
    tiles = reading_order([spec for spec, _base in placement])
    turns = options.startRotation
    turned = {rotate(p, turns): rotate_tracks(t, turns) for p, t in cells.items()}
    if options.polishSteps:
        turned, tiles = polish(rng, Board(turned, tiles, options.rotationEnabled, len(tiles)), options)
    return {
        "version": 1,
        "id": level_id or f"gen-{seed}",
        "name": name if name is not None else f"#{seed}",
        "rotationEnabled": options.rotationEnabled,
        "moveLimit": len(tiles),
        "cells": [{"q": q, "r": r, "tracks": list(turned[(q, r)])} for q, r in sorted(turned)],
        "tiles": [
            {"id": f"t{i}", "q": t.q, "r": t.r, "dir": t.dir, "color": palette[i % len(palette)]}
            for i, t in enumerate(tiles)
        ],
    }
