"""Edges that open by step phase (Hex Walls' turning walls): the rule, and the compiled solver
held to the reference and to a brute-force enumerator, with each pruning alone, all but one,
and the lazy checks of big regions forced on.

``HAMILTON_PHASED_BOARDS`` sets how many random phased boards are cross-checked (default
1200; each is small, so the whole file stays within a few seconds).
"""
import os
import pickle
import random

import pytest

from core.hamilton import EVEN, NO_PARITY, ODD, PathProblem, count_paths, reference
from core.hamilton.brute import all_solutions
from support.boards import (
    find_phased_path, hex_adjacency, hex_disc, hex_patch, random_board, random_phases,
    turning_walls,
)

try:
    from solver_ext import hamilton as native
except ImportError as exc:  # pragma: no cover - depends on the build
    raise ImportError("solver_ext.hamilton is not built: run `make setup`") from exc

BOARDS = int(os.environ.get("HAMILTON_PHASED_BOARDS", "1200"))
CHUNK = 100
VARIANTS = {"all": native.PRUNE_ALL}
VARIANTS.update({f"only-{f}": bit for f, bit in native.PRUNE_FLAGS.items()})
VARIANTS.update({f"-{f}": native.PRUNE_ALL & ~bit for f, bit in native.PRUNE_FLAGS.items()})


def line(n):
    return [[w for w in (v - 1, v + 1) if 0 <= w < n] for v in range(n)]


# ---- the rule ---------------------------------------------------------------------------------

def test_docstring_example():
    """P = 3, path a b c d with {b, c} open at phases {0, 1}: b -> c is the move from the
    second placed cell, phase 2, so closed; one more cell in front moves it to phase 0."""
    a, b, c, d = range(4)
    problem = PathProblem.build(line(4), period=3, edge_phases={(c, b): {0, 1}})
    assert problem.edge_phases == ((1, 2, frozenset({0, 1})),)
    assert problem.open_phases(2, 1) == frozenset({0, 1})
    assert problem.open_phases(0, 1) == frozenset({0, 1, 2})
    assert not problem.edge_open(b, c, 2) and problem.edge_open(b, c, 3)
    assert not problem.is_solution((a, b, c, d))
    assert not problem.is_solution((d, c, b, a))
    five = PathProblem.build(line(5), period=3, edge_phases={(2, 3): {0, 1}})
    assert five.is_solution((0, 1, 2, 3, 4))  # 2 -> 3 is the third move: phase 3 mod 3 = 0
    assert not five.is_solution((4, 3, 2, 1, 0))  # 3 -> 2 is the second move: phase 2
    for backend in ("native", "reference"):
        assert count_paths(problem, 10, backend=backend).count == 0
        assert count_paths(five, 10, backend=backend).solutions == [(0, 1, 2, 3, 4)]
    assert all_solutions(five) == {(0, 1, 2, 3, 4)}


def test_move_phase_counts_cells_placed_before_the_move_start_included():
    """The first move is at phase 1 (one cell placed), whichever end the solver grows from:
    with step 3 numbered the native solver anchors in the middle and extends both ways."""
    for clue in ([0, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 4]):  # anchors: none, middle, end
        right = PathProblem.build(line(4), clue, period=3,
                                  edge_phases={(0, 1): {1}, (1, 2): {2}, (2, 3): {0}})
        wrong = PathProblem.build(line(4), clue, period=3,
                                  edge_phases={(0, 1): {2}, (1, 2): {2}, (2, 3): {0}})
        for backend in ("native", "reference"):
            assert count_paths(right, 5, backend=backend).solutions == [(0, 1, 2, 3)]
            assert count_paths(wrong, 5, backend=backend).count == 0
        assert all_solutions(right) == {(0, 1, 2, 3)} and all_solutions(wrong) == set()
    open_late = PathProblem.build(line(3), period=3, edge_phases={(0, 1): {1}, (1, 2): {2}})
    assert count_paths(open_late, 5).solutions == [(0, 1, 2)]
    assert count_paths(open_late, 5, backend="reference").solutions == [(0, 1, 2)]


def test_defaults_are_always_open_and_old_constructors_still_work():
    adjacency = (((1,), (0, 2), (1,)))
    plain = PathProblem(adjacency, (0, 0, 0), (NO_PARITY,) * 3)
    assert plain.period == 1 and plain.edge_phases == () and not plain.phased
    assert plain == PathProblem.build(adjacency)
    assert count_paths(plain, 5).count == 2
    listed = PathProblem.build(adjacency, period=2, edge_phases={(0, 1): {0, 1}})
    assert not listed.phased
    assert count_paths(listed, 5).count == 2


def test_without_clues_keeps_the_walls_and_problems_pickle():
    problem = PathProblem.build(line(4), [1, 0, 0, 0], [ODD, 0, 0, EVEN], period=3,
                                edge_phases={(1, 2): {0}})
    bare = problem.without_clues()
    assert bare.edge_phases == problem.edge_phases and bare.period == 3
    assert bare.step_of == (0, 0, 0, 0) and bare.parity == (NO_PARITY,) * 4
    again = pickle.loads(pickle.dumps(problem))
    assert again == problem and again.edge_open(1, 2, 3) and not again.edge_open(1, 2, 2)


@pytest.mark.parametrize("bad", [
    dict(period=0), dict(period=65), dict(period=3, edge_phases={(0, 2): {0}}),
    dict(period=3, edge_phases={(0, 1): {3}}), dict(period=3, edge_phases={(0, 1): {-1}}),
    dict(period=3, edge_phases=[((0, 1), {0}), ((1, 0), {1})]),
])
def test_bad_phases_are_refused(bad):
    with pytest.raises(ValueError):
        PathProblem.build(line(3), **bad)


def test_an_edge_open_at_no_phase_is_no_edge():
    square = [[1, 3], [0, 2], [1, 3], [2, 0]]
    closed = PathProblem.build(square, period=2, edge_phases={(0, 3): set()})
    assert count_paths(closed, 100).count == count_paths(PathProblem.build(line(4)), 100).count


# ---- random phased boards ---------------------------------------------------------------------

def phased_case(seed: int) -> PathProblem:
    """2-9 nodes: a hex patch with turning walls, a grid board or an arbitrary graph with
    random phase sets (P = 1..5), and clues of several styles: none, numbers read off a real
    path, random numbers and marks, or a real path's numbers with one moved."""
    rng = random.Random(seed)
    n = rng.randint(2, 9)
    kind = rng.randrange(3)
    if kind == 0:
        hexes = hex_patch(rng, n, 2)
        adjacency = hex_adjacency(hexes)
        period, phases = 3, turning_walls(rng, hexes, rng.randint(0, 4))
    else:
        if kind == 1:
            adjacency = random_board(rng, n, big=0.3, holes=0.1).adjacency
        else:
            sets = [set() for _ in range(n)]
            for _ in range(rng.randint(n - 1, 3 * n)):
                v, w = rng.randrange(n), rng.randrange(n)
                if v != w:
                    sets[v].add(w)
                    sets[w].add(v)
            adjacency = sets
        period = rng.randint(1, 5)
        phases = random_phases(rng, adjacency, period, rng.choice((0.3, 0.6, 1.0)))
    bare = PathProblem.build(adjacency, period=period, edge_phases=phases)
    n = bare.n
    path = find_phased_path(bare, rng)
    style = rng.randrange(4)
    step_of, parity = [0] * n, [NO_PARITY] * n
    if style == 1 and path:
        for i in rng.sample(range(n), rng.randint(1, max(1, n // 2))):
            step_of[path[i]] = i + 1
    elif style == 2 or (style == 3 and not path):
        for v in range(n):
            if rng.random() < 0.2:
                step_of[v] = rng.randint(1, n)
            elif rng.random() < 0.2:
                parity[v] = rng.choice((ODD, EVEN))
    elif style == 3:
        for i in rng.sample(range(n), rng.randint(1, max(1, n // 3))):
            step_of[path[i]] = i + 1
        numbered = [v for v in range(n) if step_of[v]]
        free = [v for v in range(n) if not step_of[v]]
        if free:
            v, w = rng.choice(numbered), rng.choice(free)
            step_of[w], step_of[v] = step_of[v], 0
    return PathProblem.build(bare.adjacency, step_of, parity, period, phases)


def check_against(problem, truth, limit, ignore_clues=False, prune=native.PRUNE_ALL, big=None,
                  **kwargs):
    if big is not None:
        kwargs["big"] = big
    got, _, finished = native.search(problem, limit, ignore_clues, prune, **kwargs)
    assert finished
    assert got.count == min(limit, len(truth)), (problem, limit, prune, big)
    assert len(set(got.solutions)) == got.count
    assert set(got.solutions) <= truth


@pytest.mark.parametrize("first", range(0, BOARDS, CHUNK))
def test_random_phased_boards_match_brute_force_and_reference(first):
    seen = set()
    for seed in range(first, min(first + CHUNK, BOARDS)):
        problem = phased_case(seed)
        truth = all_solutions(problem)
        bare_truth = all_solutions(problem, ignore_clues=True)
        ref = reference.count_paths(problem, 10**6)
        assert set(ref.solutions) == truth and ref.count == len(truth)
        assert set(reference.count_paths(problem, 10**6, True).solutions) == bare_truth
        seen.add(min(len(truth), 2))
        for limit in (1, 2, 10**6):
            check_against(problem, truth, limit)
        check_against(problem, bare_truth, 10**6, ignore_clues=True)
        for name, flags in VARIANTS.items():
            check_against(problem, truth, 10**6, prune=flags)
        check_against(problem, truth, 10**6, big=0)  # the lazy checks of big regions
        check_against(problem, bare_truth, 10**6, ignore_clues=True, big=0)
        # every failed position through the nogood table, restarts almost at once
        check_against(problem, truth, 10**6, nogood_min=1, restart_first=1)
        check_against(problem, truth, 2, nogood_min=1, restart_first=2)
    if first + CHUNK <= BOARDS:
        assert seen == {0, 1, 2}


def hex_case(seed: int, radii=(2, 3)):
    """Hex discs with a few holes (19-37 hexes by default), 0-4 turning walls, a quarter to
    half of the steps numbered from a real path, sometimes one number moved."""
    rng = random.Random(seed)
    radius = rng.choice(radii)
    disc = hex_disc(radius)
    hexes = hex_patch(rng, len(disc) - rng.randint(0, radius), radius)
    adjacency = hex_adjacency(hexes)
    phases = turning_walls(rng, hexes, rng.randint(0, 4))
    bare = PathProblem.build(adjacency, period=3, edge_phases=phases)
    path = find_phased_path(bare, rng)
    n = bare.n
    step_of = [0] * n
    if path:
        for i in rng.sample(range(n), rng.randint(n // 4, n // 2)):
            step_of[path[i]] = i + 1
        if rng.random() < 0.3:
            numbered = [v for v in range(n) if step_of[v]]
            free = [v for v in range(n) if not step_of[v]]
            v, w = rng.choice(numbered), rng.choice(free)
            step_of[w], step_of[v] = step_of[v], 0
    return PathProblem.build(adjacency, step_of, None, 3, phases)


@pytest.mark.parametrize("first", range(0, 120, 40))
def test_hex_boards_with_turning_walls_match_the_reference(first):
    seen = set()
    for seed in range(first, first + 40):
        problem = hex_case(seed)
        expected = reference.count_paths(problem, 3)
        seen.add(expected.count)
        for flags in (native.PRUNE_ALL, native.PRUNE_ALL & ~native.PRUNE_FLAGS["cuts"]):
            for big in (native.BIG_REGION, 0):
                got, _, finished = native.search(problem, 3, False, flags, big=big)
                assert finished and got.count == expected.count, seed
                assert all(problem.is_solution(s) for s in got.solutions)
                if expected.count < 3:
                    assert set(got.solutions) == set(expected.solutions)
    assert {0, 1} <= seen


def test_big_hex_boards_agree_across_variants():
    """61-127 hexes, too many for the reference: the full, lazy and cut-less searches agree
    and every solution they give is valid."""
    for seed in range(500, 520):
        problem = hex_case(seed, radii=(4, 5, 6))
        answers = set()
        for flags in (native.PRUNE_ALL, native.PRUNE_ALL & ~native.PRUNE_FLAGS["cuts"]):
            for big in (native.BIG_REGION, 0):
                got, _, finished = native.search(problem, 2, False, flags, 5.0, big)
                assert finished
                assert all(problem.is_solution(s) for s in got.solutions)
                answers.add(got.count)
        assert len(answers) == 1, seed


def test_phased_big_board_reaches_the_end():
    """A 3000-node line whose edges each open at one phase of 3 only: exactly one direction
    (and only from one end) works, found without deep C recursion."""
    n = 3000
    phases = {(v, v + 1): {(v + 1) % 3} for v in range(n - 1)}
    problem = PathProblem.build(line(n), period=3, edge_phases=phases)
    result = count_paths(problem, 3)
    assert result.count == 1 and result.solutions[0] == tuple(range(n))


def test_exact_model_models_the_phases():
    """The CP-SAT model (the portfolio's fallback; dev dependency) answers the phased question
    too, its step windows included."""
    pytest.importorskip("ortools")
    from core.hamilton import exact

    for seed in range(120):
        problem = phased_case(seed)
        truth = all_solutions(problem)
        got, finished = exact.search(problem, 3)
        assert finished and got.count == min(3, len(truth)), seed
        assert set(got.solutions) <= truth
