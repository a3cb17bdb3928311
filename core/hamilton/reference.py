"""Reference solver: plain backtracking, short enough to trust.

It is the yardstick the compiled solver is checked against, so it stays simple: lowest-degree
neighbours first, clue pruning (a numbered node whose step has passed, a node entered at the
wrong step or parity, a step whose numbered node is elsewhere), each move along an edge open
at its phase (``PathProblem.edge_open``), nothing clever.
"""
from __future__ import annotations

from .problem import PathProblem, PathResult


def count_paths(problem: PathProblem, limit: int = 2, ignore_clues: bool = False) -> PathResult:
    if ignore_clues:
        problem = problem.without_clues()
    n = problem.n
    result = PathResult(0, [], limit)
    if n == 0 or limit <= 0:
        return result
    adjacency = problem.adjacency
    step_of = problem.step_of
    edge_open = problem.edge_open
    # numbered node of each step, to prune as soon as a step is taken by another node
    node_at_step = [-1] * (n + 2)
    for v, s in enumerate(step_of):
        if s:
            if s > n or s < 0 or node_at_step[s] != -1:
                return result  # clue out of range or repeated: no path can meet it
            node_at_step[s] = v
    visited = [False] * n
    path: list[int] = []

    def extend(v: int) -> bool:
        """Visit v as the next step; True when the limit is reached."""
        step = len(path) + 1
        if not problem.fits(v, step):
            return False
        owner = node_at_step[step]
        if owner != -1 and owner != v:
            return False
        visited[v] = True
        path.append(v)
        try:
            if step == n:
                result.count += 1
                result.solutions.append(tuple(path))
                return result.count >= limit
            order = sorted(
                (w for w in adjacency[v] if not visited[w] and edge_open(v, w, step)),
                key=lambda w: (sum(1 for x in adjacency[w] if not visited[x]), w),
            )
            for w in order:
                if extend(w):
                    return True
            return False
        finally:
            path.pop()
            visited[v] = False

    starts = [node_at_step[1]] if node_at_step[1] != -1 else range(n)
    for s in starts:
        if extend(s):
            break
    return result
