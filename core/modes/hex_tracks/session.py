"""One Hex Tracks level being played: the session of docs/architecture.md, ported by the
GDScript runtime (docs/hex-tracks-runtime.md §4 is the contract both follow).

Moves (plain JSON):

- ``{"op": "tap", "tile": "<id>"}``: trace() the tile at the current orientation with the
  tiles still on the board. ``exit``: it leaves (``removed``; the budget drops by 1);
  ``blocked`` or ``loop``: it goes back (``blocked``/``looped``; a failed try, counted, free).
  Ignored when the id is not a tile still on the board, when the level is won, or when the
  budget is spent.
- ``{"op": "rotate", "dir": 1}`` (clockwise) or ``-1``: turns the board (free, counted).
  Ignored when the board cannot turn (not allowed, or not six-fold symmetric) or when won.
- ``{"op": "hint"}``: the next action of an optimal solution from here (never changes state).

``undo``/``redo``/``restart`` belong to the mid-end; ``restart`` reloads the level as written
(orientation 0, every tile, full budget, counters at 0) and begins a new attempt.

The attempt record (``state()["attempt"]``, what the stars measure): the turns, failed taps
and hints given since the attempt began. Undo restores the counters (seed 003) but never the
record, or a failed tap undone would be laundered: the session counts every one in ``made``,
which nothing takes back, and the snapshot holds where the attempt began in it, so undoing a
restart gives the earlier attempt back with all it made since.

The budget is ``moveLimit`` minus the removals; as each removal takes one from both,
``budget - tiles left`` never changes.
Status: ``won`` when no tile is left; ``lost`` when tiles are left and the level cannot be
finished from here: ``moveLimit < N``, or the tiles left cannot all be removed whatever the
rotations. Neither can change during play (removals never hurt; rotations are reversible),
so a level is lost from its start or never; play goes on in a lost level (the workshop
plays any level) but it cannot be won.
"""
from __future__ import annotations

from ..base import LOST, PLAYING, WON, ignored
from .board import Board
from .solver import bits, clearable, next_action
from .trace import EXIT, LOOP, Tables

ATTEMPT_COUNTS = ("rotations", "failedTries", "hints")


class Session:
    def __init__(self, baked: dict):
        self.board = Board.from_baked(baked)
        self.tables = Tables(self.board)
        self._index = {t.id: i for i, t in enumerate(self.board.tiles)}
        self.made = dict.fromkeys(ATTEMPT_COUNTS, 0)  # since the session began; never undone
        self._reset()
        self._lost = self.board.move_limit < self.board.n or not clearable(self.tables, 0, self.tables.full)

    def _reset(self) -> None:
        self.orientation = 0
        self.remaining = self.tables.full
        self.removed: list[str] = []
        self.rotations = 0
        self.failed = 0
        self.attempt_from = dict(self.made)

    # --- derived -----------------------------------------------------------------------
    @property
    def budget(self) -> int:
        return self.board.move_limit - len(self.removed)

    def status(self) -> str:
        if not self.remaining:
            return WON
        return LOST if self._lost else PLAYING

    def attempt(self) -> dict:
        """The turns, failed taps and hints of this attempt (undo takes none back)."""
        return {key: self.made[key] - self.attempt_from[key] for key in ATTEMPT_COUNTS}

    def state(self) -> dict:
        return {
            "orientation": self.orientation,
            "remaining": [self.board.tiles[i].id for i in bits(self.remaining)],
            "removed": list(self.removed),
            "budget": self.budget,
            "removals": len(self.removed),
            "rotations": self.rotations,
            "failedTries": self.failed,
            "canRotate": self.board.rotatable,
            "attempt": self.attempt(),
        }

    def snapshot(self) -> dict:
        """Board orientation, tiles, budget (from the removals), the counters and where the
        attempt began (``made`` is not in it: undo takes nothing made back)."""
        return {
            "orientation": self.orientation,
            "removed": list(self.removed),
            "rotations": self.rotations,
            "failed": self.failed,
            "attemptFrom": dict(self.attempt_from),
        }

    def restore(self, snapshot: dict) -> None:
        self.orientation = snapshot["orientation"]
        self.removed = list(snapshot["removed"])
        self.remaining = self.tables.full
        for ident in self.removed:
            self.remaining &= ~(1 << self._index[ident])
        self.rotations = snapshot["rotations"]
        self.failed = snapshot["failed"]
        self.attempt_from = dict(snapshot["attemptFrom"])

    # --- moves -------------------------------------------------------------------------
    def apply(self, move) -> dict:
        op = move.get("op") if isinstance(move, dict) else None
        if op == "tap":
            return self.tap(move.get("tile"))
        if op == "rotate":
            return self.rotate(move.get("dir"))
        if op == "hint":
            action = self.hint()
            if action is not None:
                self.made["hints"] += 1
            return {"kind": "hint", "action": action}
        return ignored()

    def tap(self, ident) -> dict:
        if type(ident) is not str or ident not in self._index or self.status() == WON:
            return ignored()
        i = self._index[ident]
        if not self.remaining >> i & 1 or self.budget <= 0:
            return ignored()
        result = self.tables.trace(self.orientation, self.remaining, i)
        if result.outcome == EXIT:
            self.remaining &= ~(1 << i)
            self.removed.append(ident)
            return {"kind": "removed", "tile": ident, "bends": result.route.bends, "cells": result.route.cells}
        self.failed += 1
        self.made["failedTries"] += 1
        if result.outcome == LOOP:
            return {"kind": "looped", "tile": ident}
        return {"kind": "blocked", "tile": ident, "blocker": self.board.tiles[result.blocker].id}

    def rotate(self, turn) -> dict:
        if type(turn) is not int or turn not in (1, -1) or not self.board.rotatable or self.status() == WON:
            return ignored()
        self.orientation = (self.orientation + turn) % 6
        self.rotations += 1
        self.made["rotations"] += 1
        return {"kind": "rotated", "dir": turn, "orientation": self.orientation}

    def hint(self) -> dict | None:
        if not self.remaining or self._lost:
            return None
        return next_action(self.tables, self.orientation, self.remaining)

    def restart(self) -> dict:
        if self.status() == WON:
            return ignored()
        self._reset()
        return {"kind": "restarted"}

    def trace(self, ident: str):
        """The engine's question before animating a tap: where the tile goes (TraceResult)."""
        return self.tables.trace(self.orientation, self.remaining, self._index[ident])
