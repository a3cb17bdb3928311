"""The board generator of the bench's suite (f) (``tests/bench/path_solver/irregular.py``):
seeded, every board solvable and a valid Number Stroke level, its big rectangles, I/L/S/T
cells, holes, numbers and marks all there."""
import random

from core.hamilton import count_paths
from core.modes.number_stroke.board import Board
from core.modes.number_stroke.pack import parse_pack
from core.modes.number_stroke.shapes import shape_name
from tests.bench.path_solver import irregular

SIDES = ((1, 0), (-1, 0), (0, 1), (0, -1))


def test_the_same_seed_gives_the_same_boards():
    first = irregular.boards(random.Random(5), 4)
    assert irregular.boards(random.Random(5), 4) == first
    assert irregular.boards(random.Random(6), 4) != first


def test_every_board_is_a_solvable_level_with_its_clues():
    cases, levels = irregular.boards(random.Random(7), 8)
    pack = parse_pack({"mode": "01-number-stroke", "pack": 1, "title": "f", "levels": levels}, "f.json")
    for (name, problem), level in zip(cases, pack.levels):
        assert level.teach == name and irregular.SIZES[0] <= problem.n <= irregular.SIZES[1]
        assert Board(level).problem() == problem  # the level is the board the bench solves
        assert 2 <= sum(1 for step in problem.step_of if step) <= 4
        assert 1 <= sum(1 for mark in problem.parity if mark) <= 3
        assert count_paths(problem, 1, backend="native").count == 1


def test_big_rectangles_polyomino_cells_and_holes_are_there():
    _, levels = irregular.boards(random.Random(8), 10)
    rectangles, shapes, holes = set(), set(), 0
    for level in levels:
        units = set()
        for cell in level["cells"]:
            offsets = cell.get("shape") or [(dx, dy) for dy in range(cell["h"]) for dx in range(cell["w"])]
            units.update((cell["x"] + dx, cell["y"] + dy) for dx, dy in offsets)
            if "shape" in cell:
                shapes.add(shape_name(cell["shape"]))
            elif len(offsets) > 1:
                rectangles.add((cell["w"], cell["h"]))
        # an empty unit with a cell on each of its four sides
        holes += any((x + dx, y + dy) not in units and all((x + dx + ex, y + dy + ey) in units for ex, ey in SIDES)
                     for x, y in units for dx, dy in SIDES)
    assert rectangles == set(irregular.RECTANGLES)
    assert shapes == {"I3", "L3", "I4", "L4", "S4", "T4"}
    assert holes > 0
