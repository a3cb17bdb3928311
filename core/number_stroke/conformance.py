"""Session vectors: what the Python rules answer to command sequences, for the engine to replay.

docs/number-stroke-runtime.md §4 gives the format. Cases: every shipped level solved by
following its solution, solved by asking "show the way" at every step, and random command
sequences (biased towards meaningful moves: the end's neighbours, visited cells, the
solution's next cell, hints) on shipped levels and on random boards with numbers and
odd/even marks.
"""
from __future__ import annotations

import random

from .bake import bake_level
from .catalog import PackFile
from .generate import GenerateOptions, author_path, random_layout
from .schema import Cell, Level
from .session import Session, SessionLevel

VECTOR_FORMAT = 1
RANDOM_BOARDS = 40


def _run(session: Session, op: str, cell: int = -1) -> dict:
    hint = None
    if op == "press":
        ev = session.press(cell)
    elif op == "drag":
        ev = session.drag(cell)
    elif op == "release":
        ev = session.release()
    elif op == "restart":
        ev = session.restart()
    else:
        hint = session.hint_number() if op == "hint_number" else session.hint_way()
        ev = {"kind": "hint", "cell": hint["cell"]}
    step = {"op": op}
    if op in ("press", "drag"):
        step["cell"] = cell
    step["expect"] = {"event": ev, **session.state(), "hint": hint}
    return step


def _solve_case(level: SessionLevel) -> list[tuple[str, int]]:
    first, *rest = level.solution
    return [("press", first)] + [("drag", v) for v in rest] + [("release", -1)]


def _guided_case(level: SessionLevel) -> list[dict]:
    session = Session(level)
    steps = []
    while not session.cleared and len(steps) < 4 * level.n:
        steps.append(_run(session, "hint_way"))
        target = steps[-1]["expect"]["hint"]["cell"]
        steps.append(_run(session, "press", target))
        steps.append(_run(session, "release"))
    return steps


def _random_case(rng: random.Random, level: SessionLevel, length: int) -> list[dict]:
    session = Session(level)
    steps = []
    for _ in range(length):
        roll = rng.random()
        path = session.path
        if roll < 0.06:
            steps.append(_run(session, "release"))
            continue
        if roll < 0.09:
            steps.append(_run(session, "restart"))
            continue
        if roll < 0.13:
            steps.append(_run(session, rng.choice(("hint_number", "hint_way"))))
            continue
        op = "drag" if roll < 0.7 else "press"
        pick = rng.random()
        if path and pick < 0.45:
            cell = rng.choice(level.adjacency[path[-1]])
        elif path and pick < 0.6:
            cell = rng.choice(path)
        elif pick < 0.8 and len(path) < level.n:
            cell = level.solution[len(path)]
        elif pick < 0.97:
            cell = rng.randrange(level.n)
        else:
            cell = rng.choice((-1, level.n))  # out of range: must be ignored
        steps.append(_run(session, op, cell))
    return steps


def _random_board(rng: random.Random, index: int) -> dict | None:
    """A random board with numbers and parity marks consistent with a random solution."""
    opts = GenerateOptions(cells=rng.randint(5, 22))
    board = random_layout(rng, opts)
    path = author_path(rng, board) if board else None
    if path is None:
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


def build_vectors(pack_files: list[PackFile], seed: int, cases_per_level: int) -> dict:
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
            session = Session(level)
            cases.append({"level": index, "steps": [_run(session, op, c) for op, c in _solve_case(level)]})
            cases.append({"level": index, "steps": _guided_case(level)})
        for _ in range(cases_per_level if index < shipped else max(1, cases_per_level // 3)):
            cases.append({"level": index, "steps": _random_case(rng, level, rng.randint(8, 40))})
    return {"format": VECTOR_FORMAT, "levels": levels, "cases": cases}
