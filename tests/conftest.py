import json
import random
from pathlib import Path

import pytest

from core.hamilton import count_paths
from core.modes.number_stroke.board import Board
from core.modes.number_stroke.pack import load_pack
from core.modes.number_stroke.schema import Cell, Level

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="session")
def number_stroke_grade():
    """Number Stroke's deduction grader, remembered per level for the rest of the session (it
    is pure, and validate, the grader's tests and the content plan's all grade the shipped
    levels): ``core.modes.number_stroke.grade.grade`` is this function from then on."""
    from core.modes.number_stroke import grade as grading

    real, memo = grading.grade, {}

    def grade(board):
        key = board.level.model_dump_json()
        if key not in memo:
            memo[key] = real(board)
        return memo[key]

    patch = pytest.MonkeyPatch()
    patch.setattr(grading, "grade", grade)
    yield grade
    patch.undo()


@pytest.fixture(scope="session")
def shipped_verdicts(number_stroke_grade):
    """``verdicts(mode_id, strict=False)``: (exit status, rows) of ``python -m core validate
    --json --mode ID [--strict]`` on the shipped levels, run once per pytest session: several
    tests read the same verdicts (every level valid, the grades of the content plan, the
    campaign's gates), and computing them is most of their cost."""
    cache = {}

    def verdicts(mode_id: str, strict: bool = False):
        from support.cli import core

        if (mode_id, strict) not in cache:
            run = core("validate", "--json", "--mode", mode_id, *(["--strict"] if strict else []))
            # a long run says what it is busy with on stderr ("... validating ..."); nothing else
            assert all(line.startswith("... ") for line in run.stderr.splitlines()), run.stderr
            cache[mode_id, strict] = run.returncode, [json.loads(line) for line in run.stdout.splitlines()]
        return cache[mode_id, strict]

    return verdicts


@pytest.fixture(scope="session")
def rule_sample() -> Board:
    """The 15-cell sample board of tests/fixtures/rule-sample.json."""
    return Board(load_pack(FIXTURES / "rule-sample.json").levels[0])


def board_from_rows(rows: list[str], clues=None, parity=None) -> Board:
    """A board drawn as text: equal letters form one cell, '.' is a hole."""
    units: dict[str, list[tuple[int, int]]] = {}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row.split()):
            if ch != ".":
                units.setdefault(ch, []).append((x, y))
    cells = []
    for name, us in units.items():
        x0 = min(x for x, _ in us)
        y0 = min(y for _, y in us)
        w = max(x for x, _ in us) - x0 + 1
        h = max(y for _, y in us) - y0 + 1
        data = {"id": name, "x": x0, "y": y0, "w": w, "h": h}
        if len(us) != w * h or (w, h) not in {(1, 1), (1, 2), (2, 1), (2, 2), (3, 3)}:
            data["shape"] = [[x - x0, y - y0] for x, y in us]
        if clues and name in clues:
            data["clue"] = clues[name]
        if parity and name in parity:
            data["parity"] = parity[name]
        cells.append(Cell(**data))
    return Board(Level(id="t", cells=cells))


def random_small_board(rng: random.Random, max_cells: int = 9) -> Board:
    """A random connected board with big cells, shapes and holes, random clues and marks
    (so zero, one and many solutions all occur), sometimes without clue 1."""
    from core.modes.number_stroke.generate import GenerateOptions, random_layout

    while True:
        opts = GenerateOptions(cells=rng.randint(3, max_cells), hole_rate=0.1, big_rate=0.3)
        board = random_layout(rng, opts)
        if board is not None:
            break
    n = board.n
    routes = count_paths(board.problem(), limit=20, ignore_clues=True, backend="reference")
    if routes.solutions and rng.random() < 0.6:
        # clues read off one real route: solvable, often unique
        route = rng.choice(routes.solutions)
        picked = rng.sample(range(n), rng.randint(1, min(2, n)))
        clues = {route[i]: i + 1 for i in picked}
    else:
        steps = rng.sample(range(1, n + 1), rng.randint(0, min(2, n)))
        clues = dict(zip(rng.sample(range(n), len(steps)), steps))
    cells = []
    for v, cell in enumerate(board.level.cells):
        data = cell.model_dump(exclude_none=True)
        if v in clues:
            data["clue"] = clues[v]
        elif rng.random() < 0.15:
            data["parity"] = rng.choice(["odd", "even"])
        cells.append(Cell(**data))
    return Board(Level(id="r", cells=cells))

