"""The two hints of the path modes (docs/rules/number-stroke.md, "Moves"), computed from the unique solution even when the path is wrong.

Pure functions of plain values (the solution, the path, the clues in force), so the session
uses them without either module knowing the other's class.
"""
from __future__ import annotations


def hint(kind: str, cell: int, message: str, number: int = 0, dimmed=()) -> dict:
    return {
        "kind": kind,
        "cell": cell,
        "number": number,
        "highlight": [cell] if cell >= 0 else [],
        "dimmed": list(dimmed),
        "message": message,
    }


def correct_prefix(solution, path) -> int:
    """How many steps of ``path`` agree with the solution from the start."""
    p = 0
    for mine, true in zip(path, solution):
        if mine != true:
            break
        p += 1
    return p


def add_number(solution, path, clues) -> dict:
    """A number near the middle of the first unresolved step interval after the correct prefix.

    ``clues`` are the steps in force per node (0: none). The interval is bounded by known
    steps: the correct prefix, every number at or after it, and N+1. Nothing is added inside
    the correct prefix.
    """
    n = len(solution)
    p = correct_prefix(solution, path)
    anchors = {p, n + 1}
    anchors.update(c for c in clues if c >= p)
    ordered = sorted(anchors)
    for a, b in zip(ordered, ordered[1:]):
        if b - a >= 2:
            step = (a + b) // 2
            return hint("number", solution[step - 1], "hint_number", number=step)
    return hint("none", -1, "hint_try_way")


def show_way(solution, path, legal_start: int) -> dict:
    """Start, next cell, or the last correct cell with the wrong part dimmed."""
    if not path:
        return hint("start", legal_start if legal_start >= 0 else solution[0], "hint_start")
    p = correct_prefix(solution, path)
    if p == len(path):
        return hint("next", solution[p], "hint_next")
    if p == 0:
        return hint("restart", solution[0], "hint_restart", dimmed=path)
    return hint("back", path[p - 1], "hint_back", dimmed=path[p:])
