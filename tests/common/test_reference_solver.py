"""The reference solver against an independent brute-force enumerator on random boards."""
import random

import pytest
from conftest import random_small_board

from core.hamilton import PathProblem, count_paths


def brute_force(board) -> set[tuple[int, ...]]:
    """Every Hamiltonian path by plain DFS, then filtered by the clues written in the level."""
    n = board.n
    paths = []

    def walk(path, seen):
        if len(path) == n:
            paths.append(tuple(path))
            return
        for w in board.adjacency[path[-1]]:
            if w not in seen:
                seen.add(w)
                path.append(w)
                walk(path, seen)
                path.pop()
                seen.discard(w)

    for s in range(n):
        walk([s], {s})
    cells = board.level.cells

    def meets_clues(path):
        for i, v in enumerate(path):
            step = i + 1
            if cells[v].clue is not None and cells[v].clue != step:
                return False
            if cells[v].parity == "odd" and step % 2 == 0:
                return False
            if cells[v].parity == "even" and step % 2 == 1:
                return False
        return True

    return {p for p in paths if meets_clues(p)}


BOARDS = [random_small_board(random.Random(seed), max_cells=9) for seed in range(320)]


def test_the_random_boards_cover_every_case():
    counts = [len(brute_force(b)) for b in BOARDS]
    assert sum(c == 0 for c in counts) > 20
    assert sum(c == 1 for c in counts) > 20
    assert sum(c > 2 for c in counts) > 20
    assert sum(1 for b in BOARDS if 1 not in b.clue) > 50  # unknown start
    assert sum(1 for b in BOARDS if any(b.parity)) > 50
    assert sum(1 for b in BOARDS if any(len(u) > 1 for u in b.units)) > 200
    assert sum(1 for b in BOARDS if any(c.shape for c in b.level.cells)) > 50


@pytest.mark.parametrize("index", range(len(BOARDS)))
def test_reference_matches_brute_force(index):
    board = BOARDS[index]
    truth = brute_force(board)
    everything = count_paths(board.problem(), limit=10**6, backend="reference")
    assert set(everything.solutions) == truth
    assert everything.count == len(truth)
    capped = count_paths(board.problem(), limit=2, backend="reference")
    assert capped.count == min(2, len(truth))
    assert set(capped.solutions) <= truth


def test_ignore_clues_counts_every_hamiltonian_path():
    board = BOARDS[7]
    bare = PathProblem.build(board.adjacency)
    with_clues_ignored = count_paths(board.problem(), limit=10**6, ignore_clues=True, backend="reference")
    assert with_clues_ignored.count == count_paths(bare, limit=10**6, backend="reference").count


def test_parity_is_checked_on_the_start():
    # a - b - c - d: "even" on the end a leaves only the path that ends there (step 4)
    problem = PathProblem.build([[1], [0, 2], [1, 3], [2]], parity=[2, 0, 0, 0])
    result = count_paths(problem, limit=10, backend="reference")
    assert result.solutions == [(3, 2, 1, 0)]
