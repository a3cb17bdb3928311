"""Hex Walls' session: the shared path state machine (core/common/path_session.py) with walls.

A move onto a neighbouring hex across a static wall, or across the edge a turning wall stands
on at that moment, is refused with a ``blocked`` event naming the wall (``s<i>`` or ``t<i>``,
0-based), so the view can shake it. A turning wall stands on edge ``(edge + placed) mod 3``
when the move after ``placed`` cells is judged; cutting the path back restores its phase,
since the phase is the path's length (docs/hex-walls-runtime.md).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...common.path_session import PathLevel, PathSession
from .board import PERIOD


@dataclass(frozen=True)
class WallsLevel(PathLevel):
    walls: tuple[tuple[int, int], ...] = ()  # static walls as node pairs (u < v)
    turning: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = ()  # (edge at step 0, 3 edges)

    @classmethod
    def from_baked(cls, level: dict) -> "WallsLevel":
        n = len(level["cells"])
        return cls(
            tuple(tuple(a) for a in level["adjacency"]),
            tuple(c["number"] for c in level["cells"]),
            (0,) * n,
            tuple(level["hintPath"]),
            walls=tuple(tuple(w) for w in level["walls"]),
            turning=tuple((t["edge"], tuple(tuple(e) for e in t["edges"])) for t in level["turningWalls"]),
        )


def standing_edge(start_edge: int, placed: int) -> int:
    return (start_edge + placed) % PERIOD


class WallsSession(PathSession):
    level: WallsLevel

    def blocking_wall(self, a: int, b: int, placed: int) -> str:
        edge = (min(a, b), max(a, b))
        for i, wall in enumerate(self.level.walls):
            if wall == edge:
                return f"s{i}"
        for i, (start, edges) in enumerate(self.level.turning):
            if edges[standing_edge(start, placed)] == edge:
                return f"t{i}"
        return ""

    def state(self) -> dict:
        state = super().state()
        state["turning"] = [standing_edge(start, len(self.path)) for start, _ in self.level.turning]
        return state
