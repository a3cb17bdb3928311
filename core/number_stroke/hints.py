"""The two hints of GDD §10, computed from the unique solution even when the path is wrong."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .session import Session


def _hint(kind: str, cell: int, message: str, number: int = 0, dimmed=()) -> dict:
    return {
        "kind": kind,
        "cell": cell,
        "number": number,
        "highlight": [cell] if cell >= 0 else [],
        "dimmed": list(dimmed),
        "message": message,
    }


def add_number(session: "Session") -> dict:
    """A number near the middle of the first unresolved step interval after the correct prefix.

    The interval is bounded by known steps: the correct prefix, every number (printed or
    added before) at or after it, and N+1. Nothing is added inside the correct prefix.
    """
    solution = session.level.solution
    n = session.level.n
    p = session.correct_prefix()
    anchors = {p, n + 1}
    anchors.update(
        c for c in (session.effective_clue(v) for v in range(n)) if c >= p
    )
    ordered = sorted(anchors)
    for a, b in zip(ordered, ordered[1:]):
        if b - a >= 2:
            step = (a + b) // 2
            return _hint("number", solution[step - 1], "hint_number", number=step)
    return _hint("none", -1, "hint_try_way")


def show_way(session: "Session") -> dict:
    """Start, next cell, or the last correct cell with the wrong part dimmed."""
    solution = session.level.solution
    path = session.path
    if not path:
        start = session.legal_start()
        return _hint("start", start if start >= 0 else solution[0], "hint_start")
    p = session.correct_prefix()
    if p == len(path):
        return _hint("next", solution[p], "hint_next")
    if p == 0:
        return _hint("restart", solution[0], "hint_restart", dimmed=path)
    return _hint("back", path[p - 1], "hint_back", dimmed=path[p:])
