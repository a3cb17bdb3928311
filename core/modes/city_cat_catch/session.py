"""One board being played, behind the session interface (docs/architecture.md).

Moves (plain JSON): ``{"op": "tap", "piece": "p017"}`` and ``{"op": "tool", "tool": "undo" |
"remove" | "shuffle"}``. Anything else, a piece that cannot be tapped now or a tool that cannot
be used now gives ``{"kind": "ignored", "cell": -1}``. Events and state are those of
``rules.RuntimeState`` plus ``status`` (docs/city-cat-catch-runtime.md §5).

The mid-end's undo is disabled for this mode: ``snapshot()`` is a constant, so no move leaves an
undo entry and ``canUndo`` stays false. In this genre undo is the scarce Undo *tool* (a count,
the piece goes to a return lane, §5.2); a free, unlimited undo would make every board trivial
and the pass-rate gates meaningless. Restart (the mid-end's, kept) starts a fresh attempt with
the tool counts restored. ``save()``/``load()`` carry the whole attempt for suspend/resume.
"""
from __future__ import annotations

from ..base import ignored
from .board import Board
from .rules import TOOLS, RuntimeState

SNAPSHOT = "city-cat-catch: the mid-end undo is off; Undo is a tool"


class Session:
    def __init__(self, level: dict):
        self.level = level
        self.board = Board.from_baked(level)
        self.elements = list(level.get("elements") or dict.fromkeys(self.board.kinds))
        self.element_index = {e: i for i, e in enumerate(self.elements)}
        self.index_of = {pid: i for i, pid in enumerate(self.board.ids)}
        self.rt = RuntimeState.start(self.board)

    # --- the session interface ------------------------------------------------------------
    def apply(self, move) -> dict:
        if not isinstance(move, dict):
            return ignored()
        op = move.get("op")
        if op == "tap" and set(move) == {"op", "piece"}:
            piece = move.get("piece")
            i = self.index_of.get(piece) if isinstance(piece, str) else None
            if i is None or not self.rt.tappable(i):
                return ignored()
            return self.rt.tap(i)
        if op == "tool" and set(move) == {"op", "tool"}:
            tool = move.get("tool")
            if not isinstance(tool, str) or tool not in TOOLS or not self.rt.can_tool(tool):
                return ignored()
            return self.rt.use_tool(tool)
        return ignored()

    def restart(self) -> dict:
        self.rt.reset()
        return {"kind": "restarted", "cell": -1}

    def status(self) -> str:
        return self.rt.status

    def state(self) -> dict:
        return {"status": self.rt.status, **self.rt.observe(self.element_index)}

    def snapshot(self):
        return SNAPSHOT

    def restore(self, snapshot) -> None:
        """Nothing to restore: the mid-end never holds an entry for this mode."""

    # --- beyond the interface ------------------------------------------------------------
    def save(self) -> dict:
        return self.rt.save()

    def load(self, data: dict) -> None:
        self.rt.load(data)
