"""Conformance cases shared by the path modes (Number Stroke, Hex Walls): what the mid-end
and a path session answer to a move list, recorded move by move (format 2,
docs/architecture.md)."""
from __future__ import annotations

import random

from .midend import MidEnd


def record(midend: MidEnd, move) -> dict:
    return {"move": move, "expect": midend.observe(midend.apply(move))}


def along_solution(session) -> list[dict]:
    """Press the first cell, drag through the solution, then release and try to undo."""
    midend = MidEnd(session)
    first, *rest = session.level.solution
    moves = [{"op": "press", "cell": first}] + [{"op": "drag", "cell": v} for v in rest]
    return [record(midend, m) for m in moves + [{"op": "release"}, {"op": "undo"}]]


def following_the_way(session) -> list[dict]:
    """Ask "show the way", press the first cell it shows and drag through the others, release;
    until the level is won."""
    midend = MidEnd(session)
    steps: list = []
    while session.status() == "playing" and len(steps) < 4 * session.level.n:
        steps.append(record(midend, {"op": "hint_way"}))
        first, *rest = steps[-1]["expect"]["event"]["hint"]["highlight"]
        moves = [{"op": "press", "cell": first}] + [{"op": "drag", "cell": v} for v in rest]
        steps.extend(record(midend, move) for move in moves + [{"op": "release"}])
    return steps


def random_move(rng: random.Random, session, malformed) -> object:
    """A move biased towards meaningful ones: the end's neighbours (walls or not, so refused
    moves come up), a step or a cut back, the solution's next cell, hints, undo/redo/restart,
    out-of-range cells, and malformed moves that must be ignored."""
    level, path = session.level, session.path
    roll = rng.random()
    if roll < 0.05:
        return {"op": "release"}
    if roll < 0.08:
        return {"op": "restart"}
    if roll < 0.17:
        return {"op": rng.choice(("undo", "undo", "redo"))}
    if roll < 0.21:
        return {"op": rng.choice(("hint_number", "hint_way"))}
    if roll < 0.23:
        return rng.choice(malformed)
    op = "drag" if roll < 0.72 else "press"
    pick = rng.random()
    if path and pick < 0.47:
        cell = rng.choice(level.adjacency[path[-1]])
    elif path and pick < 0.6:
        cell = path[-2] if len(path) > 1 and pick < 0.55 else rng.choice(path)
    elif pick < 0.82 and len(path) < level.n:
        cell = level.solution[len(path)]
    else:
        cell = rng.randrange(-1, level.n + 1)  # -1 and n are out of range: ignored
    return {"op": op, "cell": cell}


def random_case(rng: random.Random, session, length: int, malformed) -> list[dict]:
    midend = MidEnd(session)
    return [record(midend, random_move(rng, session, malformed)) for _ in range(length)]
