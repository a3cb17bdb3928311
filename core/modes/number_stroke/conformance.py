"""Session vectors of Number Stroke (format 2, docs/architecture.md): levels plus move lists
with what the Python session and mid-end answer after each move, for the engine to replay.

Cases: every shipped level solved along its solution, solved by following "show the way",
and random move sequences (biased towards meaningful moves: the end's neighbours, visited
cells, the solution's next cell, hints, undo/redo/restart, and malformed moves that must be
ignored) on shipped levels and on random boards with numbers and odd/even marks.
"""
from __future__ import annotations

import random

from ...common.path_vectors import along_solution, following_the_way, random_case
from ..base import PackFile
from .bake import bake_level
from .generate import GenerateOptions, author_path, random_layout
from .schema import Cell, Level
from .session import Session, SessionLevel

RANDOM_BOARDS = 40
# Random sequences run in full on the first (hand-made) levels; the generated packs repeat
# the same rules on more boards, so a few each keep the file and the replay small.
FULL_RANDOM_LEVELS = 26
# Moves the engine must ignore. (No integral floats: Godot's JSON cannot tell 3.0 from 3.)
MALFORMED_MOVES: tuple = (
    {"op": "press", "cell": 1.5}, {"op": "drag", "cell": "1"}, {"op": "press", "cell": True},
    {"op": "press"}, {"op": "fly", "cell": 0}, {"cell": 0}, {"op": None}, "press", [], None,
)


def _random_board(rng: random.Random, index: int) -> dict | None:
    """A random board with numbers and parity marks consistent with a random solution."""
    opts = GenerateOptions(cells=rng.randint(5, 22))
    board = random_layout(rng, opts)
    path = author_path(rng, board) if board else None
    if board is None or path is None:
        return None
    cells = []
    step_of = {v: s + 1 for s, v in enumerate(path)}
    for v, cell in enumerate(board.level.cells):
        data = cell.model_dump(exclude_none=True)
        roll = rng.random()
        if roll < 0.15 or (step_of[v] == 1 and rng.random() < 0.5):
            data["clue"] = step_of[v]
        elif roll < 0.3:
            data["parity"] = "odd" if step_of[v] % 2 else "even"
        cells.append(Cell(**data))
    level = Level(id=f"random-{index}", cells=cells)
    return bake_level(level, 0, index, solution=path)


def build_cases(pack_files: list[PackFile], seed: int, cases_per_level: int) -> tuple[list, list]:
    rng = random.Random(seed)
    levels = [
        bake_level(level, pf.pack.pack, index)
        for pf in pack_files
        for index, level in enumerate(pf.pack.levels, start=1)
    ]
    shipped = len(levels)
    while len(levels) < shipped + RANDOM_BOARDS:
        baked = _random_board(rng, len(levels) - shipped + 1)
        if baked is not None:
            levels.append(baked)
    cases = []
    for index, baked in enumerate(levels):
        level = SessionLevel.from_baked(baked)
        if index < shipped:
            cases.append({"level": index, "steps": along_solution(Session(level))})
            cases.append({"level": index, "steps": following_the_way(Session(level))})
        if index < min(shipped, FULL_RANDOM_LEVELS):
            random_cases = cases_per_level
        else:
            random_cases = max(1, cases_per_level // (20 if index < shipped else 3))
        for _ in range(random_cases):
            steps = random_case(rng, Session(level), rng.randint(8, 40), MALFORMED_MOVES)
            cases.append({"level": index, "steps": steps})
    return levels, cases
