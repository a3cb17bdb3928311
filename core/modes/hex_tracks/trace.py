"""THE ``trace()`` of Hex Tracks: where a tapped tile goes, and what stops it.

A tapped tile leaves its cell toward its ``dir`` and follows the track of every cell it
enters (entering at port ``d + 3``, leaving at ``tracks[d + 3]``) until its next cell is not
on the board (then it flies straight off: ``exit``) or it would enter a cell through a port it
already entered through (``loop``). Collision is continuous along the sampled route
(geometry.py): the earliest contact with any other tile still on the board blocks it
(``blocked``, with that tile and the contact parameter), whether the tile sits on the route's
cells or beside them (grazing). The decision is made before the tile moves.

The route as a polyline, and the contact parameter ``s`` = (global segment index) + t:

- piece 0: the start run, one segment, from the tile's centre to its side ``dir``;
- piece m (1..M): the m-th cell entered, 20 segments (global indices 1 + 20(m-1) ...);
- an exit route ends with one long straight segment (index 1 + 20M) off the board.

Contacts are computed piece by piece in the frame of the piece's cell; a tile can touch a
start or track piece only from that cell or one of its six neighbours (points of a piece lie
within the cell, a contact needs a centre closer than 1.76), so those are looked up in the
precomputed tables of geometry.py; the exit run is tested against every tile.

``Route`` is a tile's route at one orientation ignoring the other tiles, with every tile that
would touch it (its first contact); ``Tables`` holds, per orientation, the routes and bitsets
(Python ints, bit i = tile i) so that a tile is free to leave in a state when
``exits >> i & 1 and not block[i] & remaining``. ``trace_reference`` is the literal algorithm
without tables (what the GDScript port may do, and what the tests check the tables against).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...common.hexgrid import DIRECTIONS
from .board import Board, is_curve
from .geometry import (
    CELL_CONTACT, CONTACT_RADIUS, NEAR, PORTS, SAMPLES, START_CONTACT, UNIT, bezier_samples, clip,
    exit_points, first_contact, offset_point, start_points,
)

EXIT, LOOP, BLOCKED = "exit", "loop", "blocked"
_EXIT_MARGIN = CONTACT_RADIUS + 0.01  # beyond this distance from the exit line: no contact


@dataclass(frozen=True)
class Route:
    tile: int
    outcome: str  # EXIT or LOOP
    steps: tuple[tuple[int, int, int, int], ...]  # (q, r, entry port, exit port) of cells entered
    # (segment, t, tile) of every other tile touching it: its first contact, in contact order
    # (the global segment index, then t, then the tile index); s = float(segment) + t
    contacts: tuple[tuple[int, float, int], ...]

    @property
    def bends(self) -> int:
        return sum(1 for _q, _r, i, j in self.steps if is_curve(i, j))

    @property
    def cells(self) -> int:
        """Cells the route covers, its own included, repeats counted."""
        return 1 + len(self.steps)

    @property
    def segments(self) -> int:
        return 1 + SAMPLES * len(self.steps) + (1 if self.outcome == EXIT else 0)


@dataclass(frozen=True)
class TraceResult:
    tile: int
    outcome: str  # EXIT, LOOP or BLOCKED
    blocker: int  # tile index, -1 unless BLOCKED
    contact: float  # s of the contact, -1.0 unless BLOCKED
    route: Route

    def as_json(self, board: Board) -> dict:
        return {
            "tile": board.tiles[self.tile].id,
            "outcome": self.outcome,
            "blocker": board.tiles[self.blocker].id if self.blocker >= 0 else "",
            "contact": self.contact,
            "segments": self.route.segments,
            "cells": self.route.cells,
            "bends": self.route.bends,
        }


def walk(tracks: dict, start: tuple[int, int], direction: int):
    """(outcome, steps) of a route from ``start`` leaving toward ``direction``."""
    q, r = start
    d = direction
    seen = set()
    steps: list = []
    while True:
        dq, dr = DIRECTIONS[d]
        nq, nr = q + dq, r + dr
        cell = tracks.get((nq, nr))
        if cell is None:
            return EXIT, tuple(steps)
        entry = (d + 3) % 6
        if (nq, nr, entry) in seen:
            return LOOP, tuple(steps)
        seen.add((nq, nr, entry))
        d = cell[entry]
        steps.append((nq, nr, entry, d))
        q, r = nq, nr


def route_zone(tracks: dict, start: tuple[int, int], direction: int, targets=None):
    """(outcome, steps, zone) of the route from ``start`` toward ``direction``: ``zone`` maps
    every board cell (but ``start``) where a tile would touch the route to that tile's first
    contact (global segment index, t). The route depends only on the tracks, so this is the
    whole of ``trace()`` for any set of tiles: the first present tile in contact order.
    ``targets`` limits the cells tested against the exit run (default: every cell)."""
    outcome, steps = walk(tracks, start, direction)
    zone: dict[tuple[int, int], tuple[int, float]] = {}
    q, r = start
    row = START_CONTACT[direction]
    for n in range(1, 7):
        dq, dr = NEAR[n]
        p = (q + dq, r + dr)
        contact = row[n]
        if contact is not None and p in tracks:
            zone[p] = contact
    base = 1
    for cq, cr, i, j in steps:
        row = CELL_CONTACT[i][j]
        for n in range(7):
            contact = row[n]
            if contact is None:
                continue
            dq, dr = NEAR[n]
            p = (cq + dq, cr + dr)
            if p != start and p not in zone and p in tracks:
                zone[p] = (base + contact[0], contact[1])
        base += SAMPLES
    if outcome == EXIT:
        if steps:
            lq, lr, _i, d = steps[-1]
        else:
            lq, lr, d = q, r, direction
        (ax, ay), (bx, by) = exit_points(d)
        ux, uy = UNIT[d]
        for p in tracks if targets is None else targets:
            if p == start or p in zone:
                continue
            cx, cy = offset_point(p[0] - lq, p[1] - lr)
            # a quick, conservative rejection: the contact hexagon lies within 1.76 of c
            rx, ry = cx - ax, cy - ay
            if abs(rx * uy - ry * ux) > _EXIT_MARGIN or rx * ux + ry * uy < -_EXIT_MARGIN:
                continue
            t = clip(ax, ay, bx, by, cx, cy)
            if t >= 0.0:
                zone[p] = (base, t)
    return outcome, steps, zone


def route_of(board: Board, orientation: int, tile: int, tile_at: dict | None = None) -> Route:
    """The route of one tile at one orientation, with every other tile it would touch."""
    if tile_at is None:
        tile_at = {t.pos: i for i, t in enumerate(board.tiles)}
    spec = board.tiles[tile]
    outcome, steps, zone = route_zone(board.tracks_at(orientation), spec.pos, spec.dir, tile_at)
    contacts = []
    for p, (k, t) in zone.items():
        u = tile_at.get(p)
        if u is not None and u != tile:
            contacts.append((k, t, u))
    contacts.sort()
    return Route(tile, outcome, steps, tuple(contacts))


@dataclass
class OrientationTable:
    routes: list[Route]
    exits: int  # bit i: tile i's route leaves the board (ignoring the other tiles)
    block: list[int]  # block[i]: the tiles touching tile i's route
    offroute: list[int]  # the tiles touching it from a cell the route does not cover
    # grazers[i]: (earlier, tile bit) of each off-route contact of tile i's route, earlier the
    # tiles it meets before it: with ``remaining``, i stops on that tile off its route when the
    # tile is there and none of the earlier ones is (``trace()``'s first contact, as bit tests)
    grazers: list[tuple[tuple[int, int], ...]]


@dataclass
class Tables:
    """Per-orientation routes and bitsets of one board, built on first use."""

    board: Board
    _by_orientation: dict[int, OrientationTable] = field(default_factory=dict)

    def __post_init__(self):
        self.tile_at = {t.pos: i for i, t in enumerate(self.board.tiles)}
        self.full = (1 << self.board.n) - 1

    def at(self, orientation: int) -> OrientationTable:
        orientation %= 6
        table = self._by_orientation.get(orientation)
        if table is None:
            table = self._build(orientation)
            self._by_orientation[orientation] = table
        return table

    def _build(self, orientation: int) -> OrientationTable:
        routes = [route_of(self.board, orientation, i, self.tile_at) for i in range(self.board.n)]
        exits = 0
        block = []
        offroute = []
        grazers = []
        for i, route in enumerate(routes):
            if route.outcome == EXIT:
                exits |= 1 << i
            covered = {self.board.tiles[i].pos} | {(q, r) for q, r, _a, _b in route.steps}
            mask = off = 0
            rules = []
            for _k, _t, u in route.contacts:
                if self.board.tiles[u].pos not in covered:
                    off |= 1 << u
                    rules.append((mask, 1 << u))
                mask |= 1 << u
            block.append(mask)
            offroute.append(off)
            grazers.append(tuple(rules))
        return OrientationTable(routes, exits, block, offroute, grazers)

    def free(self, orientation: int, remaining: int) -> int:
        """The tiles of ``remaining`` that can leave now (bitset)."""
        table = self.at(orientation)
        out = 0
        bits = remaining & table.exits
        block = table.block
        while bits:
            low = bits & -bits
            i = low.bit_length() - 1
            if not block[i] & remaining:
                out |= low
            bits ^= low
        return out

    def trace(self, orientation: int, remaining: int, tile: int) -> TraceResult:
        """``trace()`` of ``tile`` with the tiles of ``remaining`` on the board."""
        route = self.at(orientation).routes[tile]
        for k, t, u in route.contacts:
            if remaining >> u & 1:
                return TraceResult(tile, BLOCKED, u, float(k) + t, route)
        return TraceResult(tile, route.outcome, -1, -1.0, route)


def trace(board: Board, orientation: int, present, tile: int) -> TraceResult:
    """``trace()`` for one tap: ``present`` is a bitset or an iterable of tile indices."""
    if not isinstance(present, int):
        present = sum(1 << i for i in set(present))
    return Tables(board).trace(orientation, present, tile)


def trace_reference(board: Board, orientation: int, present, tile: int) -> dict:
    """The literal algorithm (docs/hex-tracks-runtime.md §3), without tables: every segment of
    every piece against every present tile, in the piece's cell frame. Returns the
    ``TraceResult.as_json`` fields (with indices) for comparison."""
    present = set(present) - {tile}
    spec = board.tiles[tile]
    outcome, steps = walk(board.tracks_at(orientation), spec.pos, spec.dir)
    pieces = [(spec.q, spec.r, start_points(spec.dir))]
    pieces += [(q, r, bezier_samples(i, j)) for q, r, i, j in steps]
    if outcome == EXIT:
        lq, lr, d = (steps[-1][0], steps[-1][1], steps[-1][3]) if steps else (spec.q, spec.r, spec.dir)
        pieces.append((lq, lr, exit_points(d)))
    base = 0
    for q, r, points in pieces:
        for k in range(len(points) - 1):
            best = None
            for u in sorted(present):
                other = board.tiles[u]
                cx, cy = offset_point(other.q - q, other.r - r)
                (ax, ay), (bx, by) = points[k], points[k + 1]
                t = clip(ax, ay, bx, by, cx, cy)
                if t >= 0.0 and (best is None or t < best[0]):
                    best = (t, u)
            if best is not None:
                return {"outcome": BLOCKED, "blocker": best[1], "contact": float(base + k) + best[0]}
        base += len(points) - 1
    return {"outcome": outcome, "blocker": -1, "contact": -1.0}


__all__ = [
    "BLOCKED", "EXIT", "LOOP", "PORTS", "Route", "Tables", "TraceResult", "first_contact",
    "route_of", "trace", "trace_reference", "walk",
]
