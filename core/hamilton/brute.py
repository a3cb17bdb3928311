"""Brute-force enumerator: every ordered Hamiltonian path of the graph, then the rules.

Independent of both solvers (no pruning, no clue used during the walk), so the tests can hold
the reference and the compiled solver to it on small boards. Exponential: keep ``n`` small.
"""
from __future__ import annotations

from .problem import PathProblem


def all_solutions(problem: PathProblem, ignore_clues: bool = False) -> set[tuple[int, ...]]:
    """Every node order that ``problem.is_solution`` accepts (clues dropped if asked)."""
    checked = problem.without_clues() if ignore_clues else problem
    n = problem.n
    paths: list[tuple[int, ...]] = []
    path: list[int] = []
    seen = [False] * n

    def walk() -> None:
        if len(path) == n:
            paths.append(tuple(path))
            return
        for w in problem.adjacency[path[-1]]:
            if not seen[w]:
                seen[w] = True
                path.append(w)
                walk()
                path.pop()
                seen[w] = False

    for s in range(n):
        seen[s] = True
        path.append(s)
        walk()
        path.pop()
        seen[s] = False
    return {p for p in paths if checked.is_solution(p)}
