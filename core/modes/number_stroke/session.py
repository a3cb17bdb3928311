"""Number Stroke's session: the shared path state machine (core/common/path_session.py) over a
baked level (docs/number-stroke-runtime.md §1–§2); no move is ever closed by a wall."""
from __future__ import annotations

from ...common.path_session import CLEARED, DRAWING, EMPTY, IDLE, PathLevel, PathSession
from ...hamilton import EVEN, NO_PARITY, ODD

PARITY_CODES = {"": NO_PARITY, "odd": ODD, "even": EVEN}

__all__ = ["CLEARED", "DRAWING", "EMPTY", "IDLE", "Session", "SessionLevel"]


class SessionLevel(PathLevel):
    @classmethod
    def from_baked(cls, level: dict) -> "SessionLevel":
        return cls(
            tuple(tuple(a) for a in level["adjacency"]),
            tuple(c["clue"] for c in level["cells"]),
            tuple(PARITY_CODES[c["parity"]] for c in level["cells"]),
            tuple(level["hintPath"]),
            tuple(level["hintCells"]),
        )


Session = PathSession
