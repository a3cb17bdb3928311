"""Clue patterns of the path modes' generated packs (issue 30: generated levels "almost always
show three numbers (1, a guide, one more) and feel samey").

A level's clue pattern is what its clues are, as a player sees them: how many numbers and
odd/even marks (Number Stroke), how many numbers beside the walls (Hex Walls); each mode's
``Level.clue_pattern()`` names it. A pack of a content plan mixes them: the content commands
let one pattern fill at most ``PATTERN_CAP`` of a pack, and ``validate`` fails a plan pack
where one pattern covers more than ``SAMEY_SHARE`` of its levels (the margin between the two
leaves room for a designer's edits). The mix of every shipped pack is printed in the
validation summary (pack_curve.shipped_pack_summary).
"""
from __future__ import annotations

import math
from collections import Counter

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..hamilton import PathProblem

SAMEY_SHARE = 0.6  # validate: one pattern on more than this share of a plan pack's levels fails it
PATTERN_CAP = 0.5  # the content commands: at most this share of a pack's levels one pattern


def pattern_name(numbers: int, marks: int = 0) -> str:
    """``3 numbers``, ``2 numbers + 1 mark``: a pattern as validate prints it."""
    name = f"{numbers} number{'s' * (numbers != 1)}"
    return name + (f" + {marks} mark{'s' * (marks != 1)}" if marks else "")


def pattern_cap(levels: int) -> int:
    """The most levels of one pattern the content command puts in a pack of ``levels``."""
    return max(1, math.floor(PATTERN_CAP * levels))


def samey(patterns: list[str]) -> tuple[str, int] | None:
    """The pattern that covers more than SAMEY_SHARE of a pack's levels, with its count."""
    if not patterns:
        return None
    most, count = Counter(patterns).most_common(1)[0]
    return (most, count) if count > SAMEY_SHARE * len(patterns) else None


def samey_note(levels, level) -> str | None:
    """validate's words for a level of a samey plan pack (``levels``, each with
    ``clue_pattern()``) whose pattern is the one that covers too much of it; None otherwise."""
    found = samey([lv.clue_pattern() for lv in levels])
    if found is None or level.clue_pattern() != found[0]:
        return None
    most, count = found
    return (f"clue pattern '{most}' on {count} of the pack's {len(levels)} levels "
            f"(at most {SAMEY_SHARE:.0%} may share one): vary its clues")


def mix(patterns: list[str]) -> str:
    """``3 numbers x8, 2 numbers + 1 mark x7, ...``: the patterns of a pack, the most first."""
    ranked = sorted(Counter(patterns).items(), key=lambda item: (-item[1], item[0]))
    return ", ".join(f"{pattern} x{count}" for pattern, count in ranked)


def settled_steps(problem: "PathProblem", ids) -> int:
    """Steps the plainest rules of the grader (core/common/path_grade.py) fix on a problem: a
    number placed where the deduction starts settles the most. The generators ask it of their
    author path's numbers, which never contradict the (sound) rules."""
    from .path_grade import EASY_COST, givens, propagate, start_state  # the schemas import this module: no solver

    state = start_state(problem, ids)
    givens(state)
    propagate(state, EASY_COST, None)
    return len(state.fixed())
