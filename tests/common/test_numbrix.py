"""Numbrix (9x9 grid of 1x1 cells, 4-neighbour moves) through the graph solver: the two example
puzzles of Rosetta Code's task "Solve a Numbrix puzzle", with their published solutions."""
import pytest

from core.hamilton import PathProblem
from support.boards import grid_board

try:
    from solver_ext import hamilton as native
except ImportError as exc:  # pragma: no cover - depends on the build
    raise ImportError("solver_ext.hamilton is not built: run `make setup`") from exc

EXAMPLE_1 = """
 0  0  0  0  0  0  0  0  0
 0  0 46 45  0 55 74  0  0
 0 38  0  0 43  0  0 78  0
 0 35  0  0  0  0  0 71  0
 0  0 33  0  0  0 59  0  0
 0 17  0  0  0  0  0 67  0
 0 18  0  0 11  0  0 64  0
 0  0 24 21  0  1  2  0  0
 0  0  0  0  0  0  0  0  0
"""
SOLUTION_1 = """
49 50 51 52 53 54 75 76 81
48 47 46 45 44 55 74 77 80
37 38 39 40 43 56 73 78 79
36 35 34 41 42 57 72 71 70
31 32 33 14 13 58 59 68 69
30 17 16 15 12 61 60 67 66
29 18 19 20 11 62 63 64 65
28 25 24 21 10  1  2  3  4
27 26 23 22  9  8  7  6  5
"""
EXAMPLE_2 = """
 0  0  0  0  0  0  0  0  0
 0 11 12 15 18 21 62 61  0
 0  6  0  0  0  0  0 60  0
 0 33  0  0  0  0  0 57  0
 0 32  0  0  0  0  0 56  0
 0 37  0  1  0  0  0 73  0
 0 38  0  0  0  0  0 72  0
 0 43 44 47 48 51 76 77  0
 0  0  0  0  0  0  0  0  0
"""
SOLUTION_2 = """
 9 10 13 14 19 20 63 64 65
 8 11 12 15 18 21 62 61 66
 7  6  5 16 17 22 59 60 67
34 33  4  3 24 23 58 57 68
35 32 31  2 25 54 55 56 69
36 37 30  1 26 53 74 73 70
39 38 29 28 27 52 75 72 71
40 43 44 47 48 51 76 77 78
41 42 45 46 49 50 81 80 79
"""


def numbers(text: str) -> list[int]:
    """Row-major numbers of a 9x9 grid, the node order of ``grid_board(9, 9)``."""
    values = [int(tok) for tok in text.split()]
    assert len(values) == 81
    return values


def as_path(solution: list[int]) -> tuple[int, ...]:
    """Node of each step, step 1 first."""
    return tuple(sorted(range(81), key=lambda node: solution[node]))


@pytest.mark.parametrize("puzzle,solution", [(EXAMPLE_1, SOLUTION_1), (EXAMPLE_2, SOLUTION_2)])
def test_rosetta_numbrix_has_the_published_unique_solution(puzzle, solution):
    givens, published = numbers(puzzle), numbers(solution)
    assert all(g in (0, s) for g, s in zip(givens, published))  # the transcription agrees
    problem = PathProblem.build(grid_board(9, 9).adjacency, givens)
    assert problem.is_solution(as_path(published))

    result = native.count_paths(problem, 2)
    assert result.count == 1
    assert result.solutions == [as_path(published)]


def test_without_the_givens_a_numbrix_grid_is_far_from_unique():
    problem = PathProblem.build(grid_board(9, 9).adjacency, numbers(EXAMPLE_2))
    assert native.count_paths(problem, 2, ignore_clues=True).count == 2
