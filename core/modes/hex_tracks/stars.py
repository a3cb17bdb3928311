"""Stars on the clear card (issue 18 §3, issue 30): stakes without a budget. Seed 003 makes
rotations and failed tries free, so a cleared level is measured against its optimum R (the
fewest rotations, baked as ``rotations``) instead, with the counts of the *attempt* (the
session's ``attempt`` record: every turn, failed tap and hint since the level was started or
restarted; undo takes none of them back, docs/hex-tracks-runtime.md §4):

- 3 stars: no more rotations than R, no failed try and no hint;
- 2 stars: one slip, and a small one: at most R + 2 rotations, or one failed try, or one
  hint, the other two clean **(decision: slips do not add up)**;
- 1 star: cleared any other way, and whenever R is not known (-1: the search was capped).

The GDScript port must give the same answer for every vector in the conformance file's
``stars`` list.
"""
from __future__ import annotations

SLACK_ROTATIONS = 2  # extra rotations a 2-star clear may take
SLACK_FAILED = 1  # failed tries a 2-star clear may take
SLACK_HINTS = 1  # hints a 2-star clear may take


def stars(rotations: int, failed_tries: int, hints: int, optimum: int) -> int:
    """1-3 stars for a cleared level: ``rotations``, ``failed_tries`` and ``hints`` the
    attempt's counts, ``optimum`` the level's R (-1 when unknown)."""
    counts = (rotations, failed_tries, hints, optimum)
    if any(type(c) is not int for c in counts):
        raise TypeError("stars() takes whole numbers")
    if rotations < 0 or failed_tries < 0 or hints < 0 or optimum < -1:
        raise ValueError(f"stars{counts}: counts are never negative")
    if optimum < 0:
        return 1
    slips = (rotations > optimum) + (failed_tries > 0) + (hints > 0)
    if slips == 0:
        return 3
    small = rotations <= optimum + SLACK_ROTATIONS and failed_tries <= SLACK_FAILED and hints <= SLACK_HINTS
    return 2 if slips == 1 and small else 1


def vectors() -> list[dict]:
    """The conformance vectors: every count around each threshold for R from -1 to 4."""
    out = []
    for optimum in range(-1, 5):
        for rotations in range(0, max(optimum, 0) + 5):
            for failed in range(0, 4):
                for hints in range(0, 3):
                    out.append({"rotations": rotations, "failedTries": failed, "hints": hints,
                                "optimum": optimum, "stars": stars(rotations, failed, hints, optimum)})
    return out
