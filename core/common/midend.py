"""The mid-end: undo, redo and restart over any mode's session (docs/architecture.md).

Moves are plain values, so the mid-end never looks inside one: a move that changes the
session's snapshot leaves an undo entry (the snapshot before it); a move that changes nothing
leaves none. Restart is the session's own and undoable like any move. A won session is
locked: undo and redo are ignored. Every op applied is logged (``moves()``) except those whose
event is "ignored" (they changed nothing), so that ``replay(moves())`` on a fresh session of the
same level gives the same state, status and undo/redo: the game resumes a level left mid-attempt
that way. ``scripts/common/mid_end.gd`` is the GDScript port; the conformance vectors replay
both (the log's length included).
"""
from __future__ import annotations

import copy
from typing import Any

from ..modes.base import WON, Session, ignored

MIDEND_OPS = ("undo", "redo", "restart")


class MidEnd:
    def __init__(self, session: Session):
        self.session = session
        self._undo: list[Any] = []
        self._redo: list[Any] = []
        self._log: list[Any] = []

    def can_undo(self) -> bool:
        return bool(self._undo) and self.session.status() != WON

    def can_redo(self) -> bool:
        return bool(self._redo) and self.session.status() != WON

    def moves(self) -> list:
        """The ops applied so far (copies, oldest first), the ignored ones left out."""
        return copy.deepcopy(self._log)

    def replay(self, moves: list) -> None:
        for move in moves:
            self.apply(move)

    def apply(self, move: Any) -> dict:
        event = self._applied(move)
        if event.get("kind") != "ignored":
            self._log.append(copy.deepcopy(move))
        return event

    def _applied(self, move: Any) -> dict:
        op = move.get("op") if isinstance(move, dict) else None
        if op == "undo":
            return self._step(self._undo, self._redo, "undone")
        if op == "redo":
            return self._step(self._redo, self._undo, "redone")
        before = copy.deepcopy(self.session.snapshot())
        event = self.session.restart() if op == "restart" else self.session.apply(move)
        if self.session.snapshot() != before:
            self._undo.append(before)
            self._redo.clear()
        return event

    def _step(self, source: list, target: list, kind: str) -> dict:
        if not source or self.session.status() == WON:
            return ignored()
        target.append(copy.deepcopy(self.session.snapshot()))
        self.session.restore(source.pop())
        return {"kind": kind, "cell": -1}

    def observe(self, event: dict) -> dict:
        """What the conformance vectors record after each move."""
        return {
            "event": event,
            "status": self.session.status(),
            "state": self.session.state(),
            "canUndo": self.can_undo(),
            "canRedo": self.can_redo(),
            "logged": len(self._log),
        }
