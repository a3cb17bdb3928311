"""Deadlock classes (seed 004 §14), decided exactly with the tool-free solver.

- ``"none"``: the position can still be cleared without tools;
- ``"soft"``: it cannot (or the tray is full), but a tool that could change that is left
  (Undo or Remove on any non-won position with a tray; Shuffle while playing);
- ``"hard"``: it cannot, and no such tool is left (a full tray with neither Undo nor Remove is
  the §14.1 case: the attempt is over).
"""
from __future__ import annotations

from ..base import LOST, WON
from .rules import TOOLS, RuntimeState
from .solver import Solver


def classify_deadlock(state: RuntimeState) -> str:
    if state.status == WON:
        return "none"
    if state.status != LOST:
        solver, _ = Solver.for_state(state)
        if solver.solvable():
            return "none"
    return "soft" if any(state.can_tool(t) for t in TOOLS) else "hard"
