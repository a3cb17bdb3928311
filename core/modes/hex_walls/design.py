"""Designer help for one Hex Walls level (`design`; docs/rules/hex-walls.md): which numbers and static walls
can go alone, and which numbers or walls would make the level unique or cut it most."""
from __future__ import annotations

from collections import Counter

from ...hamilton import count_paths
from .board import HexBoard

SAMPLE_SOLUTIONS = 400
RANK_LIMIT = 50


def removable(board: HexBoard) -> dict:
    """Numbers and static walls each removable alone with the solution kept unique."""
    numbers = [v for v in range(board.n) if board.number[v]
               and count_paths(board.problem(drop_number=v), 2).count == 1]
    walls = [i for i in range(len(board.walls)) if count_paths(board.problem(drop_wall=i), 2).count == 1]
    return {"numbers": numbers, "walls": walls}


def suggest(board: HexBoard, k: int) -> list[dict]:
    """Up to ``k`` numbers or static walls, each keeping the level solvable, ranked by the
    solutions left (rarest choices among sampled solutions first, then counted exactly)."""
    sample = count_paths(board.problem(), SAMPLE_SOLUTIONS)
    if sample.count <= 1:
        return []
    middle = (board.n + 1) / 2
    steps = Counter((v, i + 1) for s in sample.solutions for i, v in enumerate(s) if not board.number[v])
    edges = Counter((min(a, b), max(a, b)) for s in sample.solutions for a, b in zip(s, s[1:]))
    candidates = [("number", vs, steps[vs]) for vs in steps]
    # a wall on an edge some solutions use keeps the level solvable while it cuts the others
    candidates += [("wall", e, sample.count - c) for e, c in edges.items() if c < sample.count]
    candidates.sort(key=lambda c: (c[2], c[0] == "wall", abs(c[1][1] - middle) if c[0] == "number" else 0, c[1]))
    scored = []
    for kind, what, _ in candidates[: 3 * k]:
        if kind == "number":
            left = count_paths(board.problem(extra_numbers={what[0]: what[1]}), RANK_LIMIT).count
            scored.append({"kind": "number", "cell": board.ids[what[0]], "number": what[1], "solutions": left})
        else:
            left = count_paths(board.problem(extra_walls=(what,)), RANK_LIMIT).count
            if left:
                scored.append({"kind": "wall", "wall": board.ids_of(what), "solutions": left})
    scored.sort(key=lambda s: (s["solutions"] != 1, s["solutions"]))
    return scored[:k]
