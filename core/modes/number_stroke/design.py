"""Designer help for one level: which clues to add (`design --suggest`)."""
from __future__ import annotations

from collections import Counter

from ...hamilton import count_paths
from .board import Board

SAMPLE_SOLUTIONS = 400  # solutions sampled to see where routes disagree
RANK_LIMIT = 50  # solutions counted (at most) when ranking a candidate
# Search nodes a candidate's count may take (deterministic, a fraction of a second): on a large
# sparse board one candidate can need minutes to prove it leaves fewer than RANK_LIMIT routes.
RANK_NODES = 400_000


def suggest_clues(board: Board, k: int) -> list[dict]:
    """Up to ``k`` new number clues that make the level unique or cut its solutions most.

    Candidates are (cell, step) pairs taken by some sampled solution (so the level stays
    solvable); the rarer a pair among the samples, the more routes it removes. The best are
    then counted exactly, capped at ``RANK_LIMIT`` and at ``RANK_NODES`` search nodes each: a
    candidate whose count is not settled by then comes after the settled ones, and only when it
    is known to leave two routes or more (``counted`` is then what was found).
    """
    if k <= 0:
        return []
    sample = count_paths(board.problem(), SAMPLE_SOLUTIONS)
    if sample.count <= 1:
        return []
    middle = (board.n + 1) / 2
    seen = Counter((v, i + 1) for path in sample.solutions for i, v in enumerate(path) if not board.clue[v])
    ranked = sorted(seen, key=lambda vs: (seen[vs], abs(vs[1] - middle), vs))
    scored = []
    for v, step in ranked[: 3 * k]:
        left, settled = _bounded_count(board.problem(extra_clues={v: step}))
        if settled or left >= 2:
            scored.append((not settled, left, seen[(v, step)], abs(step - middle), v, step))
    scored.sort()
    return [
        {"cell": board.ids[v], "clue": step, "solutions": min(left, 2), "counted": left}
        for _open, left, _f, _d, v, step in scored[:k]
    ]


def _bounded_count(problem) -> tuple[int, bool]:
    """(solutions found up to RANK_LIMIT, whether that count is settled) within RANK_NODES
    search nodes of the native solver; without the build, the reference counts to the end."""
    try:
        from solver_ext import hamilton as native
    except ImportError:
        return count_paths(problem, RANK_LIMIT).count, True
    solver = native.Solver(problem, RANK_LIMIT)
    settled = solver.advance(0.0, RANK_NODES)
    return solver.result.count, bool(settled)
