"""Designer help for one level: which clues to add (`design --suggest`)."""
from __future__ import annotations

from collections import Counter

from ...hamilton import count_paths
from .board import Board

SAMPLE_SOLUTIONS = 400  # solutions sampled to see where routes disagree
RANK_LIMIT = 50  # solutions counted (at most) when ranking a candidate


def suggest_clues(board: Board, k: int) -> list[dict]:
    """Up to ``k`` new number clues that make the level unique or cut its solutions most.

    Candidates are (cell, step) pairs taken by some sampled solution (so the level stays
    solvable); the rarer a pair among the samples, the more routes it removes. The best are
    then counted exactly, capped at ``RANK_LIMIT``.
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
        left = count_paths(board.problem(extra_clues={v: step}), RANK_LIMIT).count
        scored.append((left, seen[(v, step)], abs(step - middle), v, step))
    scored.sort()
    return [
        {"cell": board.ids[v], "clue": step, "solutions": min(left, 2), "counted": left}
        for left, _f, _d, v, step in scored[:k]
    ]
