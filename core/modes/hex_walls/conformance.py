"""Session vectors of Hex Walls (format 2, docs/architecture.md): shipped levels solved along
their solution and by "show the way", and random move sequences that push against walls,
step back and cut back across turning-wall phases, with undo, redo and restart."""
from __future__ import annotations

import random

from ...common.path_vectors import along_solution, following_the_way, random_case
from ..base import PackFile
from .bake import bake_level
from .session import WallsLevel, WallsSession

# The seed's 19 levels (packs 1-2) get every random sequence asked for; the generated packs'
# levels, which add no rule of their own, a sixth of them (each is still solved both ways).
FULL_RANDOM_LEVELS = 19
GENERATED_SHARE = 6
MALFORMED_MOVES: tuple = (
    {"op": "press", "cell": 0.5}, {"op": "drag", "cell": "0"}, {"op": "press", "cell": False},
    {"op": "drag"}, {"op": "turn"}, {}, "drag", None,
)


def build_cases(pack_files: list[PackFile], seed: int, cases_per_level: int) -> tuple[list, list]:
    rng = random.Random(seed)
    levels = [
        bake_level(level, pf.pack.pack, index)
        for pf in pack_files for index, level in enumerate(pf.pack.levels, start=1)
    ]
    cases = []
    for index, baked in enumerate(levels):
        level = WallsLevel.from_baked(baked)
        cases.append({"level": index, "steps": along_solution(WallsSession(level))})
        cases.append({"level": index, "steps": following_the_way(WallsSession(level))})
        randoms = cases_per_level if index < FULL_RANDOM_LEVELS else max(1, cases_per_level // GENERATED_SHARE)
        for _ in range(randoms):
            steps = random_case(rng, WallsSession(level), rng.randint(10, 60), MALFORMED_MOVES)
            cases.append({"level": index, "steps": steps})
    return levels, cases
