"""The Cython solver against the pure-Python reference on random graphs and boards.

Importing ``solver_ext.hamilton`` fails the run when the extension is not built: `make test`
builds it, so a missing build is an error here, never a silent skip.
"""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.hamilton import EVEN, NO_PARITY, ODD, PathProblem, count_paths, reference
from support.boards import (
    backbite, clues_from_path, corrupt, find_path, grid_board, random_board, snake_board,
)

try:
    from solver_ext import hamilton as native
except ImportError as exc:  # pragma: no cover - depends on the build
    raise ImportError("solver_ext.hamilton is not built: run `make setup`") from exc

LIMITS = (1, 2, 3, 500)
BOARDS = 1200
CHUNK = 100


def random_case(seed: int) -> PathProblem:
    """A board with big cells, shapes and holes, and one of several clue styles: none, sparse
    or dense numbers read off a real path (with or without step 1), parity marks only, random
    numbers and marks, or a real path's numbers with one moved (mostly unsolvable)."""
    rng = random.Random(seed)
    n = rng.randint(1, 16)
    if rng.random() < 0.5:
        board = random_board(rng, n, big=rng.choice((0.0, 0.3, 0.6)),
                             holes=rng.choice((0.0, 0.1, 0.25)))
        path = find_path(board, rng)
    else:
        board, path = snake_board(rng, n, big=rng.choice((0.0, 0.3, 0.6)))
        path = backbite(board.adjacency, path, rng, 10 * n)
    style = rng.randrange(6)
    if style == 0 or path is None:
        step_of = [rng.randint(1, n) if rng.random() < 0.2 else 0 for _ in range(n)]
        parity = [rng.choice((ODD, EVEN)) if rng.random() < 0.2 else NO_PARITY for _ in range(n)]
        return board.problem(step_of, parity)
    if style == 1:
        return board.problem()
    if style == 2:
        step_of, parity = clues_from_path(path, rng, 0, parities=rng.randint(1, n))
        return board.problem(step_of, parity)
    numbers = rng.randint(1, max(1, n // 4)) if style in (3, 5) else rng.randint(n // 3, n)
    step_of, parity = clues_from_path(path, rng, numbers, rng.randint(0, n // 4),
                                      with_start=rng.choice((None, False, True)))
    if style == 5:
        step_of = corrupt(step_of, rng)
    return board.problem(step_of, parity)


def medium_case(seed: int) -> PathProblem:
    """17-40 cells laid as a snake (always Hamiltonian), a quarter to half of the steps
    numbered, sometimes one number moved: big enough for pockets and cut vertices to matter,
    clued enough for the reference to stay quick."""
    rng = random.Random(seed)
    n = rng.randint(17, 40)
    board, path = snake_board(rng, n, big=rng.choice((0.0, 0.3, 0.6)))
    path = backbite(board.adjacency, path, rng, 10 * n)
    step_of, parity = clues_from_path(path, rng, rng.randint(n // 4, n // 2), rng.randint(0, n // 4))
    if rng.random() < 0.3:
        step_of = corrupt(step_of, rng)
    return board.problem(step_of, parity)


def assert_agrees(problem: PathProblem, limit: int, ignore_clues: bool = False,
                  prune: int = native.PRUNE_ALL) -> int:
    got, _, finished = native.search(problem, limit, ignore_clues, prune)
    return assert_matches_reference(problem, limit, ignore_clues, got, finished)


def assert_matches_reference(problem, limit, ignore_clues, got, finished) -> int:
    """Same count, distinct valid solutions, and the same set when the count is exact."""
    expected = reference.count_paths(problem, limit, ignore_clues)
    assert finished
    assert got.count == expected.count, (problem, limit, ignore_clues)
    assert got.limit == limit
    assert len(got.solutions) == got.count == len(set(got.solutions))
    checked = problem.without_clues() if ignore_clues else problem
    assert all(checked.is_solution(s) for s in got.solutions)
    if expected.count < limit:
        assert set(got.solutions) == set(expected.solutions)
    return expected.count


@pytest.mark.parametrize("first", range(0, BOARDS, CHUNK))
def test_random_boards_match_the_reference(first):
    seen = set()
    for seed in range(first, first + CHUNK):
        problem = random_case(seed)
        for limit in LIMITS:
            seen.add(min(assert_agrees(problem, limit), 2))
        assert_agrees(problem, 3, ignore_clues=True)
    assert seen == {0, 1, 2}  # every chunk meets unsolvable, unique and ambiguous cases


@pytest.mark.parametrize("first", range(10_000, 10_600, CHUNK))
def test_medium_boards_match_the_reference(first):
    seen = set()
    for seed in range(first, first + CHUNK):
        problem = medium_case(seed)
        for limit in (1, 2, 3):
            seen.add(assert_agrees(problem, limit))
    assert seen == {0, 1, 2, 3}


@pytest.mark.parametrize("flag", sorted(native.PRUNE_FLAGS))
def test_each_pruning_alone_and_all_but_one_stay_exact(flag):
    bit = native.PRUNE_FLAGS[flag]
    for seed in range(5000, 5150):
        problem = random_case(seed)
        assert_agrees(problem, 500, prune=bit)
        assert_agrees(problem, 500, prune=native.PRUNE_ALL & ~bit)
    for seed in range(20_000, 20_050):
        problem = medium_case(seed)
        assert_agrees(problem, 3, prune=bit)
        assert_agrees(problem, 3, prune=native.PRUNE_ALL & ~bit)


@pytest.mark.parametrize("first", (0, 10_000))
def test_lazy_checks_of_big_regions_stay_exact(first):
    """``big=0`` makes every region "big": the distance BFS is cut short and the cut-vertex
    DFS skipped whenever the connectivity shortcut applies; verdicts must not change."""
    for seed in range(first, first + 150):
        problem = random_case(seed) if first < 10_000 else medium_case(seed)
        for limit in (1, 3, 500) if first < 10_000 else (1, 3):
            got, _, finished = native.search(problem, limit, False, native.PRUNE_ALL, big=0)
            assert_matches_reference(problem, limit, False, got, finished)


FORCED_LEARNING = (  # every failed position stored; restarts after a few search nodes
    {"nogood_min": 1}, {"nogood_min": 1, "restart_first": 1}, {"restart_first": 3},
)


@pytest.mark.parametrize("first", (0, 10_000))
def test_nogoods_and_restarts_forced_on_stay_exact(first):
    """``nogood_min=1`` puts every failed position through the nogood table and
    ``restart_first`` makes the restarts (new tie-breaks, solutions and nogoods carried over)
    happen almost at once; verdicts and solution sets must not change."""
    for seed in range(first, first + 150):
        problem = random_case(seed) if first < 10_000 else medium_case(seed)
        for limit in (1, 3, 500) if first < 10_000 else (1, 3):
            for kwargs in FORCED_LEARNING:
                got, _, finished = native.search(problem, limit, False, native.PRUNE_ALL, **kwargs)
                assert_matches_reference(problem, limit, False, got, finished)


def test_nogoods_cut_search_nodes():
    """The nogood table is used: on medium boards it saves search nodes somewhere, and it
    never adds any when restarts are off."""
    saved = 0
    without_restarts = native.PRUNE_ALL & ~native.PRUNE_FLAGS["restarts"]
    for seed in range(20_000, 20_100):
        problem = medium_case(seed)
        _, with_table, _ = native.search(problem, 3, False, without_restarts, nogood_min=1)
        _, plain, _ = native.search(problem, 3, False, without_restarts & ~native.PRUNE_FLAGS["nogoods"])
        assert with_table <= plain
        saved += plain - with_table
    assert saved > 0


graphs = st.integers(2, 8).flatmap(lambda n: st.tuples(
    st.just(n),
    st.sets(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=n * 3),
    st.lists(st.integers(0, n + 1), min_size=n, max_size=n),
    st.lists(st.sampled_from((NO_PARITY, NO_PARITY, ODD, EVEN)), min_size=n, max_size=n),
))


@settings(max_examples=400, deadline=None)
@given(graphs, st.sampled_from((1, 2, 7, 1000)))
def test_arbitrary_graphs_match_the_reference(case, limit):
    """Any graph (odd cycles, dense, disconnected), any clue values (repeated, out of range)."""
    n, pairs, steps, parity = case
    adjacency = [set() for _ in range(n)]
    for v, w in pairs:
        if v != w:
            adjacency[v].add(w)
            adjacency[w].add(v)
    step_of = [s if i % 2 else 0 for i, s in enumerate(steps)]
    problem = PathProblem.build(adjacency, step_of, parity)
    assert_agrees(problem, limit)
    assert_agrees(problem, limit, ignore_clues=True)


def test_exact_model_matches_the_reference():
    """The CP-SAT model (the portfolio's fallback and the bench's peer; OR-tools is a dev
    dependency) answers the same question."""
    pytest.importorskip("ortools")
    from core.hamilton import exact
    for seed in range(30):
        problem = random_case(seed) if seed % 2 else medium_case(seed)
        for limit in (1, 3):
            got, finished = exact.search(problem, limit)
            assert_matches_reference(problem, limit, False, got, finished)
        got, finished = exact.search(problem, 3, ignore_clues=True)
        assert_matches_reference(problem, 3, True, got, finished)


def test_more_than_256_nodes():
    """Multiword bitsets and deep searches: a 300-node line has exactly its two directions,
    and a 17x16 grid keeps the one path its dense numbers allow."""
    line = PathProblem.build([[w for w in (v - 1, v + 1) if 0 <= w < 300] for v in range(300)])
    result = native.count_paths(line, 3)
    assert result.count == 2
    assert set(result.solutions) == {tuple(range(300)), tuple(range(299, -1, -1))}
    assert native.count_paths(line, 3, ignore_clues=True).count == 2

    rng = random.Random(3)
    grid = grid_board(17, 16)
    path = backbite(grid.adjacency, find_path(grid, rng), rng, 20 * grid.n)
    step_of, parity = clues_from_path(path, rng, grid.n // 2, 10, with_start=False)
    problem = grid.problem(step_of, parity)
    result = native.count_paths(problem, 2)
    assert result.count >= 1 and all(problem.is_solution(s) for s in result.solutions)
    assert tuple(path) in result.solutions or result.count == 2


def test_limit_and_empty_cases():
    single = PathProblem.build([()])
    assert native.count_paths(single, 2).count == 1
    assert native.count_paths(single, 0).count == 0
    assert native.count_paths(PathProblem.build([]), 2).count == 0
    assert native.count_paths(PathProblem.build([(1,), (0,)], parity=[EVEN, ODD]), 5).count == 1


def test_bad_adjacency_is_refused():
    with pytest.raises(ValueError):
        native.count_paths(PathProblem.build([(1,), ()]), 2)
    with pytest.raises(ValueError):
        native.count_paths(PathProblem.build([(1,), (0, 5)]), 2)


def test_time_limit_stops_a_long_enumeration():
    """All Hamiltonian paths of an 8x8 grid are far too many to list within a millisecond."""
    grid = grid_board(8, 8)
    result, nodes, finished = native.search(grid.problem(), 10**9, time_limit=0.001)
    assert not finished
    assert nodes > 0 and result.count < 10**9
    assert all(grid.problem().is_solution(s) for s in result.solutions)


def test_core_dispatches_to_the_native_solver(monkeypatch):
    """``auto`` (through the portfolio) and ``native`` reach the compiled solver, ``reference``
    never does: each back end is replaced by a spy that records the call and answers something
    the real solvers never would."""
    import core.hamilton as hamilton
    from core.hamilton import PathResult

    calls = []

    def spy(name):
        def solve(problem, limit=2, ignore_clues=False):
            calls.append(name)
            return PathResult(-1, [], limit)
        return solve

    class SpySolver:
        def __init__(self, problem, limit=2, ignore_clues=False):
            calls.append("native solver")
            self.result = PathResult(-1, [], limit)

        def advance(self, time_limit=0.0, node_limit=0):
            return True

    monkeypatch.setattr(hamilton._native, "count_paths", spy("native"))
    monkeypatch.setattr(hamilton._native, "Solver", SpySolver)
    monkeypatch.setattr(hamilton.reference, "count_paths", spy("reference"))
    problem = grid_board(3, 3).problem([1, 0, 0, 0, 0, 0, 0, 0, 9])
    assert count_paths(problem, 3).count == -1
    assert count_paths(problem, 3, backend="native").count == -1
    assert calls == ["native solver", "native"]
    assert count_paths(problem, 3, backend="reference").count == -1
    assert calls == ["native solver", "native", "reference"]
    monkeypatch.undo()
    assert count_paths(problem, 3).count == 2
    assert count_paths(problem, 3).solutions == hamilton._native.count_paths(problem, 3).solutions
    assert count_paths(problem, 3).engine == "native"


def test_limit_that_does_not_fit_the_native_count_is_a_value_error():
    problem = grid_board(2, 2).problem()
    for backend in ("auto", "native", "exact", "reference"):
        with pytest.raises(ValueError):
            count_paths(problem, 2**63, backend=backend)
        with pytest.raises(ValueError):
            count_paths(problem, -(2**63) - 1, backend=backend)
    assert count_paths(problem, 2**63 - 1).count == 8
