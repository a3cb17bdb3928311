"""Session vectors of Hex Walls (format 2, docs/architecture.md): shipped levels solved along
their solution and by "show the way", and random move sequences that push against walls,
step back and cut back across turning-wall phases, with undo, redo and restart."""
from __future__ import annotations

import random

from ...common.midend import MidEnd
from ..base import PackFile
from .bake import bake_level
from .session import WallsLevel, WallsSession

MALFORMED_MOVES = (
    {"op": "press", "cell": 0.5}, {"op": "drag", "cell": "0"}, {"op": "press", "cell": False},
    {"op": "drag"}, {"op": "turn"}, {}, "drag", None,
)


def _step(midend: MidEnd, move) -> dict:
    return {"move": move, "expect": midend.observe(midend.apply(move))}


def _move(rng: random.Random, level: WallsLevel, session: WallsSession):
    roll = rng.random()
    path = session.path
    if roll < 0.05:
        return {"op": "release"}
    if roll < 0.08:
        return {"op": "restart"}
    if roll < 0.17:
        return {"op": rng.choice(("undo", "undo", "redo"))}
    if roll < 0.21:
        return {"op": rng.choice(("hint_number", "hint_way"))}
    if roll < 0.23:
        return rng.choice(MALFORMED_MOVES)
    op = "drag" if roll < 0.75 else "press"
    pick = rng.random()
    if path and pick < 0.5:
        cell = rng.choice(level.adjacency[path[-1]])  # walls or not: blocked moves are wanted
    elif path and pick < 0.62:
        cell = path[-2] if len(path) > 1 and pick < 0.58 else rng.choice(path)  # step or cut back
    elif pick < 0.85 and len(path) < level.n:
        cell = level.solution[len(path)]
    else:
        cell = rng.randrange(-1, level.n + 1)
    return {"op": op, "cell": cell}


def build_cases(pack_files: list[PackFile], seed: int, cases_per_level: int) -> tuple[list, list]:
    rng = random.Random(seed)
    levels = [
        bake_level(level, pf.pack.pack, index)
        for pf in pack_files for index, level in enumerate(pf.pack.levels, start=1)
    ]
    cases = []
    for index, baked in enumerate(levels):
        level = WallsLevel.from_baked(baked)
        midend = MidEnd(WallsSession(level))
        first, *rest = level.solution
        moves = [{"op": "press", "cell": first}] + [{"op": "drag", "cell": v} for v in rest]
        cases.append({"level": index, "steps": [_step(midend, m) for m in moves]})
        midend = MidEnd(WallsSession(level))
        guided = []
        while midend.session.status() == "playing" and len(guided) < 4 * level.n:
            guided.append(_step(midend, {"op": "hint_way"}))
            guided.append(_step(midend, {"op": "press", "cell": guided[-1]["expect"]["event"]["cell"]}))
        cases.append({"level": index, "steps": guided})
        for _ in range(cases_per_level):
            midend = MidEnd(WallsSession(level))
            steps = [_step(midend, _move(rng, level, midend.session)) for _ in range(rng.randint(10, 60))]
            cases.append({"level": index, "steps": steps})
    return levels, cases
