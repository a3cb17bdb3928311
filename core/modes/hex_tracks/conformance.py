"""Conformance vectors of Hex Tracks (format 2, docs/architecture.md; the extra ``traces``
are docs/hex-tracks-runtime.md §5): the levels (the campaign as baked, then random boards of
every shape the import limits allow), move sequences with what the Python session and the
mid-end answer after each move, and random trace() questions with their answers.

Cases per level: the baked solution played out (shipped levels), the hints followed until
won, and random sequences (taps biased towards tiles that can leave, taps of removed and
unknown tiles, rotations both ways and refused ones, hints, undo/redo/restart, malformed
moves that must be ignored). ``stars`` holds the star rule's answers around every threshold
(stars.py). Everything random comes from core.common.rng.SeededRng.
"""
from __future__ import annotations

from ...common.hexgrid import DIRECTIONS, spiral
from ...common.midend import MidEnd
from ...common.rng import SeededRng
from ..base import PackFile
from .bake import bake_level
from .board import PAIRINGS, Board
from .generate import GenerateOptions, generate_level
from .schema import Level
from .session import Session
from .solver import bits
from .stars import vectors as star_vectors
from .trace import Tables

RANDOM_BOARDS = 60
LOOPY_PAIRINGS = ((1, 0, 3, 2, 5, 4), (5, 2, 1, 4, 3, 0), (1, 0, 3, 2, 5, 4), (3, 4, 5, 0, 1, 2))
MIN_TRACES = 6000
# Moves the engine must ignore (no integral floats: Godot's JSON cannot tell 1.0 from 1)
MALFORMED_MOVES: tuple = (
    {"op": "tap", "tile": 3}, {"op": "tap", "tile": ""}, {"op": "tap", "tile": None}, {"op": "tap"},
    {"op": "tap", "tile": ["t0"]}, {"op": "rotate", "dir": 2}, {"op": "rotate", "dir": 0},
    {"op": "rotate", "dir": "1"}, {"op": "rotate", "dir": 1.5}, {"op": "rotate", "dir": True},
    {"op": "rotate"}, {"op": "spin", "dir": 1}, {"tile": "t0"}, {"op": None}, "tap", [], None, 7,
)


def _step(midend: MidEnd, move) -> dict:
    return {"move": move, "expect": midend.observe(midend.apply(move))}


def _solve_case(baked: dict) -> list[dict]:
    midend = MidEnd(Session(baked))
    moves = list(baked["solution"]) + [{"op": "undo"}, {"op": "tap", "tile": baked["tiles"][0]["id"]}]
    return [_step(midend, m) for m in moves]


def _guided_case(baked: dict) -> list[dict]:
    midend = MidEnd(Session(baked))
    steps: list = []
    limit = 4 * (len(baked["tiles"]) + 6)
    while midend.session.status() == "playing" and len(steps) < limit:
        steps.append(_step(midend, {"op": "hint"}))
        action = steps[-1]["expect"]["event"]["action"]
        if action is None:
            break
        steps.append(_step(midend, action))
    return steps


def _random_move(rng: SeededRng, session: Session):
    roll = rng.next_float()
    board = session.board
    if roll < 0.04:
        return {"op": "restart"}
    if roll < 0.13:
        return {"op": rng.choice(("undo", "undo", "redo"))}
    if roll < 0.16:
        return {"op": "redo"}
    if roll < 0.19:
        return {"op": "hint"}
    if roll < 0.23:
        return rng.choice(MALFORMED_MOVES)
    if roll < 0.40:
        return {"op": "rotate", "dir": rng.choice((1, -1))}
    remaining = bits(session.remaining)
    pick = rng.next_float()
    if remaining and pick < 0.45:
        free = bits(session.tables.free(session.orientation, session.remaining))
        i = rng.choice(free or remaining)
    elif remaining and pick < 0.85:
        i = rng.choice(remaining)
    elif pick < 0.95 and board.n:
        i = rng.below(board.n)  # maybe removed already: ignored then
    else:
        return {"op": "tap", "tile": rng.choice(("nobody", "T0", "t-1"))}
    return {"op": "tap", "tile": board.tiles[i].id}


def _random_case(rng: SeededRng, baked: dict, length: int) -> list[dict]:
    session = Session(baked)
    midend = MidEnd(session)
    return [_step(midend, _random_move(rng, session)) for _ in range(length)]


def _random_shape(rng: SeededRng) -> list[tuple[int, int]]:
    """A board: a full hexagon (radius 1-6) or cells grown at random within radius 6."""
    kind = rng.below(3)
    if kind == 0:
        return spiral(1 + rng.below(6) if rng.below(4) else 6)
    cells = {(0, 0)} if kind == 1 else {rng.choice(spiral(6))}
    target = 1 + rng.below(127 if rng.below(3) == 0 else 40)
    frontier = sorted(cells)
    while len(cells) < target and frontier:
        q, r = rng.choice(frontier)
        dq, dr = DIRECTIONS[rng.below(6)]
        p = (q + dq, r + dr)
        if (abs(p[0]) + abs(p[1]) + abs(p[0] + p[1])) // 2 <= 6 and p not in cells:
            cells.add(p)
            frontier.append(p)
    return sorted(cells)


def _random_level(rng: SeededRng, index: int) -> dict:
    if rng.below(3) == 0:  # a generated level: solvable, often with rotations
        radius = 1 + rng.below(4)
        cells = 3 * radius * (radius + 1) + 1
        options = GenerateOptions(
            radius=radius, tiles=1 + rng.below(min(cells, 12)), maxBaseTurns=rng.below(3),
            startRotation=rng.below(6), minBends=0, straightChance=0.5,
        )
        level = generate_level(rng.below(1 << 30), options, f"gen-{index}", f"generated {index}")
        if level is not None:
            return level
    shape = _random_shape(rng)
    # one board in four favours the two all-sharp pairings, whose routes loop often
    pairings = LOOPY_PAIRINGS if rng.below(4) == 0 else PAIRINGS
    positions = list(shape)
    rng.shuffle(positions)
    n = rng.below(min(len(shape), 25) + 1)
    tiles = [
        {"id": f"t{i}", "q": q, "r": r, "dir": rng.below(6), "color": rng.below(12)}
        for i, (q, r) in enumerate(positions[:n])
    ]
    return {
        "version": 1, "id": f"random-{index}", "name": f"random {index}",
        "rotationEnabled": rng.below(5) != 0,
        "moveLimit": max(1, n - (1 if rng.below(8) == 0 else 0)),
        "cells": [{"q": q, "r": r, "tracks": list(rng.choice(pairings))} for q, r in shape],
        "tiles": tiles,
    }


def _traces(rng: SeededRng, levels: list[dict], count: int) -> list[dict]:
    out: list = []
    boards = [Board.from_baked(b) for b in levels]
    tables = [Tables(b) for b in boards]
    candidates = [i for i, b in enumerate(boards) if b.n]
    while len(out) < count:
        li = rng.choice(candidates)
        board = boards[li]
        tile = rng.below(board.n)
        orientation = rng.choice(board.orientations)
        keep = rng.next_float()
        present = [i for i in range(board.n) if i == tile or rng.next_float() < keep]
        mask = sum(1 << i for i in present)
        result = tables[li].trace(orientation, mask, tile)
        out.append({
            "level": li, "orientation": orientation, "present": present, "tile": tile,
            "outcome": result.outcome, "blocker": result.blocker, "contact": result.contact,
            "segments": result.route.segments, "cells": result.route.cells, "bends": result.route.bends,
        })
    return out


def build_vectors(pack_files: list[PackFile], seed: int, cases_per_level: int,
                  traces: int = MIN_TRACES, random_boards: int = RANDOM_BOARDS) -> dict:
    rng = SeededRng(f"hex-tracks-vectors:{seed}")
    levels = [
        bake_level(level, pf.pack.pack, index)
        for pf in pack_files
        for index, level in enumerate(pf.pack.levels, start=1)
    ]
    shipped = len(levels)
    for k in range(random_boards):
        level = Level.model_validate(_random_level(rng, k + 1))
        levels.append(bake_level(level, 0, k + 1))
    cases = []
    per_shipped = max(1, cases_per_level // 6)
    per_random = max(1, cases_per_level // 10)
    for index, baked in enumerate(levels):
        if index < shipped:
            cases.append({"level": index, "steps": _solve_case(baked)})
            cases.append({"level": index, "steps": _guided_case(baked)})
        for _ in range(per_shipped if index < shipped else per_random):
            cases.append({"level": index, "steps": _random_case(rng, baked, 8 + rng.below(33))})
    return {"levels": levels, "cases": cases, "traces": _traces(rng, levels, traces), "stars": star_vectors()}
