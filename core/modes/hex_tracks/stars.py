"""Stars on the clear card (issue 18 §3): stakes without a budget. Seed 003 makes rotations
and failed tries free, so a cleared level is measured against its optimum R (the fewest
rotations, baked as ``rotations``) instead:

- 3 stars: no more rotations than R and no failed try;
- 2 stars: a small slip, either at most R + 2 rotations with no failed try, or one failed try
  with no more rotations than R **(decision: the two slips do not add up)**;
- 1 star: cleared any other way, and whenever R is not known (-1: the search was capped).

The counters are the session's ``rotations`` and ``failedTries`` when the level is won (undo
takes a move's counts back with it, as seed 003 says). The GDScript port must give the same
answer for every vector in the conformance file's ``stars`` list.
"""
from __future__ import annotations

SLACK_ROTATIONS = 2  # extra rotations a 2-star clear may take
SLACK_FAILED = 1  # failed tries a 2-star clear may take


def stars(rotations: int, failed_tries: int, optimum: int) -> int:
    """1-3 stars for a cleared level: ``rotations`` and ``failed_tries`` the player's counts,
    ``optimum`` the level's R (-1 when unknown)."""
    if type(rotations) is not int or type(failed_tries) is not int or type(optimum) is not int:
        raise TypeError("stars() takes whole numbers")
    if rotations < 0 or failed_tries < 0 or optimum < -1:
        raise ValueError(f"stars({rotations}, {failed_tries}, {optimum}): counts are never negative")
    if optimum < 0:
        return 1
    if rotations <= optimum and failed_tries == 0:
        return 3
    if failed_tries == 0 and rotations <= optimum + SLACK_ROTATIONS:
        return 2
    if failed_tries <= SLACK_FAILED and rotations <= optimum:
        return 2
    return 1


def vectors() -> list[dict]:
    """The conformance vectors: every count around each threshold for R from -1 to 4."""
    out = []
    for optimum in range(-1, 5):
        for rotations in range(0, max(optimum, 0) + 5):
            for failed in range(0, 4):
                out.append({"rotations": rotations, "failedTries": failed, "optimum": optimum,
                            "stars": stars(rotations, failed, optimum)})
    return out
