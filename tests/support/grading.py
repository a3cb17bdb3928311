"""Checks on the deduction grader's state (core/common/path_grade.py) shared by the path modes'
grader tests."""
from __future__ import annotations

from core.common import path_grade


def assert_consistent(state, solution, label) -> None:
    """Every step of ``solution`` is still a candidate; every settled edge agrees with it."""
    step_of = {v: i + 1 for i, v in enumerate(solution)}
    for v, step in step_of.items():
        assert state.cand[v] >> step & 1, (label, "lost step", step)
    for v, row in enumerate(state.edge):
        for i, known in enumerate(row):
            linked = abs(step_of[v] - step_of[state.adj[v][i]]) == 1
            if known == path_grade.USED:
                assert linked, (label, "linked cells the route does not link", v)
            elif known == path_grade.BANNED:
                assert not linked, (label, "ruled out a link of the route", v)
