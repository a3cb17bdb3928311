"""What the path modes (Number Stroke, Hex Walls) answer alike: the verdict notes of a
solution count, the `solve` answer, the play-test's solution, the `--suggest` lines. Each
mode's board gives ``n``, ``ids`` and ``ids_of``."""
from __future__ import annotations

from ..errors import LevelFileError, Problem
from ..options import whole

SUGGEST_K = whole(1, 50)  # the K of `design --suggest K`


def count_notes(count: int) -> list[str]:
    """Why a level with this many solutions (capped at 2) is not unique; [] when it is."""
    return {0: ["no solution"], 1: []}.get(count, ["not unique"])


def solve_answer(level_id: str, board, result, limit: int) -> tuple[dict, list[str]]:
    """(the `solve --json` line, the human lines) of a count of solutions up to ``limit``."""
    first = board.ids_of(result.solutions[0]) if result.solutions else []
    line = {"level": level_id, "n": board.n, "count": result.count, "solution": first,
            "solutions": [board.ids_of(path) for path in result.solutions]}
    more = "+" if result.count >= limit else ""
    return line, [f"{level_id}: N={board.n} solutions={result.count}{more}",
                  "  " + (" -> ".join(first) if first else "(no solution)")]


def playtest_solution(pf, level, result) -> tuple:
    """The first solution of a count (limit 1) for a play-test bake; none is located bad input."""
    if not result.solutions:
        raise LevelFileError([Problem("no-solution", "the level has no solution to play", level.id, file=str(pf.path))])
    return result.solutions[0]


def suggest_lines(level_id: str, suggestions: list[dict], what) -> list[str]:
    """The human answer of `design --suggest`; ``what(s)`` names one suggestion."""
    if not suggestions:
        return [f"{level_id}: nothing to suggest (already unique, or no solution)"]
    return [f"  {what(s)}  -> {({1: 'unique', 0: 'no solution'}.get(s['solutions'], 'still 2+'))}"
            for s in suggestions]
